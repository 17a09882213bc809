// SQL de las rondas de actualización de datos (tablas de la migración 0014).
import { sql, type SQL } from 'drizzle-orm';
import type { FiltroAfiliados, Ronda, RondaPendiente } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { donde, isoUtc } from '../db/sql.js';

type Ejecutor = Pick<Db, 'execute'>;

const CAMPOS_RONDA = sql.raw(`
  r.id_ronda, r.nombre, r.fecha_limite::text as fecha_limite, r.filtro, r.abierta,
  ${isoUtc('r.creada')} as creada, ${isoUtc('r.cerrada')} as cerrada,
  case when p.id_afiliado is null then null else p.nombres || ' ' || p.apellidos end as abierta_por,
  coalesce(c.total, 0)::int as total, coalesce(c.enviados, 0)::int as enviados,
  coalesce(c.total - c.enviados, 0)::int as pendientes,
  ${isoUtc('c.ultimo_recordatorio')} as ultimo_recordatorio`);

const DESDE_RONDA = sql.raw(`
  ronda_actualizacion r
  left join afiliado p on p.id_afiliado = r.abierta_por
  left join lateral (
    select count(*) as total, count(ra.enviado) as enviados, max(ra.recordado) as ultimo_recordatorio
    from ronda_afiliado ra where ra.id_ronda = r.id_ronda) c on true`);

/** Las rondas con su avance, la más reciente primero; o solo la de `id`. */
export async function leerRondas(db: Ejecutor, id?: number): Promise<Ronda[]> {
  const filtro = id === undefined ? [] : [sql`r.id_ronda = ${id}`];
  return consultar<Ronda>(
    db,
    sql`select ${CAMPOS_RONDA} from ${DESDE_RONDA}${donde(filtro)} order by r.creada desc, r.id_ronda desc`,
  );
}

/** El id de la ronda abierta, si la hay (con candado: dos aperturas a la vez se turnan). */
export async function idRondaAbierta(tx: Ejecutor): Promise<number | undefined> {
  const [fila] = await consultar<{ id_ronda: number }>(
    tx,
    sql`select id_ronda from ronda_actualizacion where abierta for update`,
  );
  return fila?.id_ronda;
}

/**
 * Crea la ronda y fija sus afiliados: los que no son superadmin, sin retiro a `hoy` y con las
 * condiciones del filtro (sobre `afiliado a`). Devuelve su id y cuántos afiliados tiene.
 */
export async function insertarRonda(
  tx: Ejecutor,
  r: { nombre: string; fecha_limite: string; filtro: FiltroAfiliados; abierta_por: number; ahora: Date; hoy: string },
  condiciones: SQL[],
): Promise<{ id_ronda: number; total: number }> {
  const [fila] = await consultar<{ id_ronda: number }>(
    tx,
    sql`insert into ronda_actualizacion (nombre, fecha_limite, filtro, abierta_por, creada)
      values (${r.nombre}, ${r.fecha_limite}::date, ${JSON.stringify(r.filtro)}::jsonb, ${r.abierta_por},
        ${r.ahora.toISOString()}::timestamptz)
      returning id_ronda`,
  );
  const id = fila!.id_ronda;
  const c = [sql`not a.superadmin`, sql`(a.retiro is null or a.retiro > ${r.hoy}::date)`, ...condiciones];
  const [n] = await consultar<{ total: number }>(
    tx,
    sql`with nuevos as (
        insert into ronda_afiliado (id_ronda, id_afiliado)
        select ${id}, a.id_afiliado from afiliado a${donde(c)}
        returning 1)
      select count(*)::int as total from nuevos`,
  );
  return { id_ronda: id, total: n?.total ?? 0 };
}

/** Cierra la ronda si estaba abierta; false si no existe o ya estaba cerrada. */
export async function cerrarRonda(tx: Ejecutor, id: number, ahora: Date): Promise<boolean> {
  const filas = await consultar<{ id_ronda: number }>(
    tx,
    sql`update ronda_actualizacion set abierta = false, cerrada = ${ahora.toISOString()}::timestamptz
      where id_ronda = ${id} and abierta returning id_ronda`,
  );
  return filas.length > 0;
}

/** Los afiliados de la ronda que aún no enviaron el formulario, con su correo (puede faltar). */
export async function pendientesDeRonda(
  tx: Ejecutor,
  id: number,
): Promise<{ id_afiliado: number; nombres: string; email: string | null }[]> {
  return consultar(
    tx,
    sql`select a.id_afiliado, a.nombres, nullif(trim(a.email), '') as email
      from ronda_afiliado ra join afiliado a on a.id_afiliado = ra.id_afiliado
      where ra.id_ronda = ${id} and ra.enviado is null
      order by a.id_afiliado`,
  );
}

/** Anota el recordatorio a esos afiliados de la ronda. */
export async function marcarRecordados(tx: Ejecutor, id: number, ids: number[], ahora: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update ronda_afiliado set recordado = ${ahora.toISOString()}::timestamptz, recordatorios = recordatorios + 1
    where id_ronda = ${id} and id_afiliado = any(${`{${ids.join(',')}}`}::int[])`);
}

/** La ronda abierta en que el afiliado aún no envió el formulario, o null. */
export async function rondaPendiente(db: Ejecutor, idAfiliado: number): Promise<RondaPendiente | null> {
  const [fila] = await consultar<RondaPendiente>(
    db,
    sql`select r.id_ronda, r.nombre, r.fecha_limite::text as fecha_limite
      from ronda_afiliado ra join ronda_actualizacion r on r.id_ronda = ra.id_ronda
      where ra.id_afiliado = ${idAfiliado} and ra.enviado is null and r.abierta
      limit 1`,
  );
  return fila ?? null;
}

/** El afiliado envió su formulario: queda enviado en la ronda abierta en que estaba pendiente. */
export async function marcarEnviado(tx: Ejecutor, idAfiliado: number, ahora: Date): Promise<void> {
  await tx.execute(sql`
    update ronda_afiliado ra set enviado = ${ahora.toISOString()}::timestamptz
    from ronda_actualizacion r
    where r.id_ronda = ra.id_ronda and r.abierta and ra.id_afiliado = ${idAfiliado} and ra.enviado is null`);
}
