// Consultas de la purga de archivos sin uso (purga.ts): qué referencia un archivo y el borrado por lotes.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';

/**
 * Cada lugar que referencia un archivo (ids de archivo, sin nulos). Las columnas con clave foránea a
 * archivo están todas aquí (una prueba lo exige); la lista de adjuntos de un mensaje es jsonb.
 * Para que otro dominio guarde archivos, añada aquí su línea.
 */
export const REFERENCIAS_ARCHIVO: Record<string, SQL> = {
  'afiliado.foto': sql`select foto from afiliado where foto is not null`,
  'afiliado.firma': sql`select firma from afiliado where firma is not null`,
  'solicitud_credito.codeudor_cedula': sql`select codeudor_cedula from solicitud_credito where codeudor_cedula is not null`,
  'solicitud_credito.ultimo_desprendible': sql`select ultimo_desprendible from solicitud_credito where ultimo_desprendible is not null`,
  'solicitud_credito.firma': sql`select firma from solicitud_credito where firma is not null`,
  'solicitud_credito.carta_pagare': sql`select carta_pagare from solicitud_credito where carta_pagare is not null`,
  'documento_firma.archivo': sql`select archivo from documento_firma`,
  'mensaje.adjuntos': sql`select (jsonb_array_elements_text(adjuntos))::int from mensaje where adjuntos <> '[]'::jsonb`,
};

/** Borra hasta `lote` archivos creados antes de `limite` que nada referencia. Devuelve cuántos. */
export async function borrarLoteSinUso(db: Pick<Db, 'execute'>, limite: string, lote: number): Promise<number> {
  const referidos = sql.join(Object.values(REFERENCIAS_ARCHIVO), sql` union `);
  const [f] = await consultar<{ n: number }>(
    db,
    sql`
      with referidos(id) as (${referidos}),
      candidatos as (
        select a.id_archivo from archivo a
        where a.creado < ${limite}::timestamptz and not exists (select 1 from referidos r where r.id = a.id_archivo)
        order by a.id_archivo
        limit ${lote}),
      borrados as (delete from archivo where id_archivo in (select id_archivo from candidatos) returning 1)
      select count(*)::int as n from borrados`,
  );
  return f?.n ?? 0;
}

/**
 * Borra los documentos para firmar que nadie firmó, hechos antes de `limite` (la firma electrónica los guarda al
 * pulsar 'Enviar Solicitud'); sus códigos se van con ellos y su archivo queda sin uso. Devuelve cuántos.
 */
export async function borrarBorradoresDeFirma(db: Pick<Db, 'execute'>, limite: string): Promise<number> {
  const filas = await consultar<{ id_documento: number }>(
    db,
    sql`delete from documento_firma where id_solicitud is null and generado < ${limite}::timestamptz
      returning id_documento`,
  );
  return filas.length;
}
