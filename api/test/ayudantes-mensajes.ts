// Ayudantes de prueba de los mensajes: hilos creados directo en la base.
import { mensaje } from '../src/db/schema.js';
import type { Db } from '../src/db/client.js';

/** Un hilo (mensaje raíz) del afiliado; devuelve su id. */
export async function crearHilo(
  db: Db,
  idAfiliado: number,
  campos: Partial<typeof mensaje.$inferInsert> = {},
): Promise<number> {
  const [f] = await db
    .insert(mensaje)
    .values({
      id_afiliado: idAfiliado,
      id_autor: idAfiliado,
      asunto: 'Consulta',
      texto: '<p>Hola</p>',
      ...campos,
    })
    .returning({ id: mensaje.id_mensaje });
  return f!.id;
}
