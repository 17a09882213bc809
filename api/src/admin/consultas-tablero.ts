// Consultas del tablero de administración (pendientes y última importación) y de la auditoría.
import { sql, type SQL } from 'drizzle-orm';
import type { ColumnaAuditoria, ConsultaAuditoria, FilaAuditoria, RespuestaLista, ResumenAdmin } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { donde, isoUtc } from '../db/sql.js';
import { paginar } from '../http/listas.js';

export async function resumenAdmin(db: Db, hoy: string): Promise<ResumenAdmin> {
  const [c] = await consultar<{ solicitudes: number; mensajes: number; sin_actualizar: number }>(
    db,
    sql`select
    (select count(*)::int from solicitud_credito where estado = 'PENDIENTE') as solicitudes,
    (select count(*)::int from mensaje where id_mensaje_padre is null and estado = 0) as mensajes,
    (select count(*)::int from afiliado where ultima_actualizacion is null and not superadmin
      and (retiro is null or retiro > ${hoy})) as sin_actualizar`,
  );
  const [u] = await consultar<{ fecha: string; detalle: Record<string, unknown> | null; actor: string | null }>(
    db,
    sql`
    select ${sql.raw(isoUtc('x.fecha'))} as fecha, x.detalle, r.nombres || ' ' || r.apellidos as actor
    from auditoria x left join afiliado r on r.id_afiliado = x.id_actor
    where x.accion = 'importacion' order by x.fecha desc, x.id_auditoria desc limit 1`,
  );
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  const t = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    solicitudes_pendientes: c?.solicitudes ?? 0,
    mensajes_abiertos: c?.mensajes ?? 0,
    sin_actualizar: c?.sin_actualizar ?? 0,
    ultima_importacion: u
      ? {
          fecha: u.fecha,
          tipo: t(u.detalle?.tipo),
          actor: u.actor,
          creados: n(u.detalle?.creados),
          actualizados: n(u.detalle?.actualizados),
          rechazados: n(u.detalle?.rechazados),
        }
      : null,
  };
}

const ORDEN_AUDITORIA: Record<ColumnaAuditoria, SQL> = {
  fecha: sql`x.fecha`,
  accion: sql`x.accion`,
  id_auditoria: sql`x.id_auditoria`,
};

export async function listarAuditoria(db: Db, f: ConsultaAuditoria): Promise<RespuestaLista<FilaAuditoria>> {
  const c: SQL[] = [];
  if (f.accion) c.push(sql`x.accion = ${f.accion}`);
  // Días completos en la hora de Colombia.
  if (f.desde) c.push(sql`x.fecha >= (${f.desde}::date)::timestamp at time zone 'America/Bogota'`);
  if (f.hasta) c.push(sql`x.fecha < (${f.hasta}::date + 1)::timestamp at time zone 'America/Bogota'`);
  return paginar<FilaAuditoria, ColumnaAuditoria>(
    db,
    {
      columnas: sql.raw(`x.id_auditoria, ${isoUtc('x.fecha')} as fecha, x.accion, x.id_actor,
      r.nombres || ' ' || r.apellidos as actor_nombre, x.id_afiliado, a.nombres || ' ' || a.apellidos as afiliado_nombre,
      x.detalle, x.ip`),
      desde: sql`auditoria x left join afiliado r on r.id_afiliado = x.id_actor
      left join afiliado a on a.id_afiliado = x.id_afiliado`,
      clave: sql`x.id_auditoria`,
      filtro: sql`auditoria x${donde(c)}`,
      ordenables: ORDEN_AUDITORIA,
      porDefecto: '-fecha',
      desempate: sql`x.id_auditoria desc`,
    },
    f,
  );
}
