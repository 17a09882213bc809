// Consultas del buzón de salida (trabajos de tipo 'correo'): la lista del superadmin y su resumen.
import { sql, type SQL } from 'drizzle-orm';
import type { ColumnaCorreos, ConsultaCorreos, FilaCorreo, RespuestaCorreos } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { escaparLike, isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import { paginar } from '../http/listas.js';
import { TIPO_CORREO } from '../correo-saliente/salida.js';

const iso = (columna: string) => sql.raw(isoUtc(columna));

/** Estado de la tabla trabajo -> estado del correo. */
const ESTADO = sql.raw(`case t.estado when 'en_curso' then 'enviando' when 'hecho' then 'enviado' else t.estado end`);

const FILTROS: Record<NonNullable<ConsultaCorreos['estado']>, SQL | null> = {
  sin_enviar: sql`t.estado in ('pendiente', 'en_curso', 'fallido')`,
  pendiente: sql`t.estado in ('pendiente', 'en_curso')`,
  fallido: sql`t.estado = 'fallido'`,
  enviado: sql`t.estado = 'hecho'`,
  todos: null,
};

export async function listarCorreos(db: Db, consulta: ConsultaCorreos): Promise<RespuestaCorreos> {
  const donde: SQL[] = [sql`t.tipo = ${TIPO_CORREO}`];
  const filtro = FILTROS[consulta.estado ?? 'sin_enviar'];
  if (filtro) donde.push(filtro);
  for (const palabra of (consulta.texto ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)) {
    // Solo texto: los comodines de LIKE se escapan.
    const patron = `%${escaparLike(palabra)}%`;
    donde.push(sql`(lower(t.datos->>'para') like ${patron} or lower(t.datos->>'asunto') like ${patron})`);
  }
  return paginar<FilaCorreo, ColumnaCorreos>(
    db,
    {
      columnas: sql`t.id_trabajo::int as id_correo, ${iso('t.creado')} as creado,
        coalesce(t.datos->>'motivo', '') as motivo, coalesce(t.datos->>'para', '') as para,
        coalesce(t.datos->>'asunto', '') as asunto, ${ESTADO} as estado, t.intentos,
        case when t.estado = 'pendiente' then ${iso('t.ejecutar_en')} end as proximo_intento,
        ${iso('t.terminado')} as terminado, t.ultimo_error`,
      desde: sql`trabajo t`,
      clave: sql`t.id_trabajo`,
      donde,
      ordenables: {
        creado: sql`t.creado`,
        para: sql`t.datos->>'para'`,
        asunto: sql`t.datos->>'asunto'`,
        estado: sql`t.estado`,
        intentos: sql`t.intentos`,
        id_correo: sql`t.id_trabajo`,
      },
      porDefecto: '-creado',
      desempate: sql`t.id_trabajo desc`,
    },
    consulta,
  );
}

/** Tipo y estado de un trabajo (undefined si no existe). */
export async function estadoTrabajo(
  db: Pick<Db, 'execute'>,
  id: number,
): Promise<{ tipo: string; estado: string; para: string | null } | undefined> {
  const [f] = await consultar<{ tipo: string; estado: string; para: string | null }>(
    db,
    sql`select tipo, estado, datos->>'para' as para from trabajo where id_trabajo = ${id}`,
  );
  return f;
}
