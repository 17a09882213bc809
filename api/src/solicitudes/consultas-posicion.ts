// Consultas de la revisión de una solicitud: el historial de estados y la posición del
// afiliado (ahorro por tipo y créditos vigentes de su último corte, salario, solicitudes anteriores).
// Las sumas se hacen en PostgreSQL (numeric) y llegan como texto: a number solo al responder.
import { asc, eq, sql } from 'drizzle-orm';
import type { EstadoSolicitud, Periodicidad } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { isoUtc } from '../db/sql.js';
import { afiliado, solicitudEstadoHistorial } from '../db/schema.js';

export interface FilaCambioEstado {
  id_historial: number;
  fecha: string;
  estado_anterior: EstadoSolicitud | null;
  estado_nuevo: EstadoSolicitud;
  observaciones: string | null;
  id_usuario: number | null;
  nombre_usuario: string | null;
}

/** Un paso del historial, en la transacción del cambio; el nombre de quien lo hace se guarda tal como está hoy. */
export async function insertarCambioEstado(
  db: Pick<Db, 'insert' | 'select'>,
  c: {
    id_solicitud: number;
    estado_anterior: EstadoSolicitud | null;
    estado_nuevo: EstadoSolicitud;
    observaciones: string | null;
    id_usuario: number;
    fecha: string;
  },
): Promise<void> {
  const [quien] = await db
    .select({ nombres: afiliado.nombres, apellidos: afiliado.apellidos })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, c.id_usuario));
  await db.insert(solicitudEstadoHistorial).values({
    ...c,
    nombre_usuario: quien ? `${quien.nombres} ${quien.apellidos}` : null,
  });
}

/** El historial de una solicitud, del más antiguo al más reciente. */
export async function historialDeSolicitud(db: Pick<Db, 'select'>, id: number): Promise<FilaCambioEstado[]> {
  const h = solicitudEstadoHistorial;
  const filas = await db
    .select({
      id_historial: h.id_historial,
      fecha: sql<string>`${sql.raw(isoUtc('fecha'))}`,
      estado_anterior: h.estado_anterior,
      estado_nuevo: h.estado_nuevo,
      observaciones: h.observaciones,
      id_usuario: h.id_usuario,
      nombre_usuario: h.nombre_usuario,
    })
    .from(h)
    .where(eq(h.id_solicitud, id))
    .orderBy(asc(h.fecha), asc(h.id_historial));
  return filas as FilaCambioEstado[];
}

export interface DatosSolicitudPosicion {
  id_solicitud: number;
  id_afiliado: number;
  afiliado_nombre: string;
  id_tipo_credito: number;
  /** numeric como texto; null si la ficha no lo tiene */
  salario: string | null;
  valor: string;
  cuotas: number;
  fecha: string;
  tasa: string;
  periodicidad: Periodicidad;
}

/** Lo de la solicitud y su afiliado que usa la posición; undefined si no existe. */
export async function datosSolicitudPosicion(db: Db, id: number): Promise<DatosSolicitudPosicion | undefined> {
  const [f] = await consultar<DatosSolicitudPosicion>(
    db,
    sql`
    select s.id_solicitud, s.id_afiliado, a.nombres || ' ' || a.apellidos as afiliado_nombre, s.id_tipo_credito,
      a.salario::text as salario, s.valor::text as valor, s.cuotas, ${sql.raw(isoUtc('s.fecha'))} as fecha,
      t.tasa::text as tasa, case when t.periodicidad = 'semestral' then 'semestral' else 'mensual' end as periodicidad
    from solicitud_credito s
    join afiliado a on a.id_afiliado = s.id_afiliado
    join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito
    where s.id_solicitud = ${id}`,
  );
  return f;
}

/** Último corte en el que el afiliado tiene aportes o créditos (como en Productos); undefined si no tiene. */
export async function ultimoCorteDe(
  db: Db,
  idAfiliado: number,
): Promise<{ id_corte: number; corte: string } | undefined> {
  const [f] = await consultar<{ id_corte: number; corte: string }>(
    db,
    sql`
    select c.id_corte, c.corte::text as corte from corte c
    where exists (select 1 from aporte a where a.id_afiliado = ${idAfiliado} and a.id_corte = c.id_corte)
       or exists (select 1 from credito r where r.id_afiliado = ${idAfiliado} and r.id_corte = c.id_corte)
    order by c.corte desc limit 1`,
  );
  return f;
}

export interface FilaAhorroTipo {
  id_tipo_aporte: number;
  tipo: string;
  total: string;
  cuota: string;
  /** suma de todos los tipos (la misma en cada fila) */
  total_general: string;
}

/** Ahorro por tipo de aporte en un corte (sumas exactas), en el orden de los tipos. */
export async function ahorroPorTipo(db: Db, idAfiliado: number, idCorte: number): Promise<FilaAhorroTipo[]> {
  return consultar<FilaAhorroTipo>(
    db,
    sql`
    select a.id_tipo_aporte, t.nombre as tipo, sum(a.total)::text as total, sum(a.cuota)::text as cuota,
      (sum(sum(a.total)) over ())::text as total_general
    from aporte a join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
    where a.id_afiliado = ${idAfiliado} and a.id_corte = ${idCorte}
    group by a.id_tipo_aporte, t.nombre, t.orden
    order by t.orden, t.nombre, a.id_tipo_aporte`,
  );
}

export interface FilaCreditoVigente {
  id_credito: number;
  id_tipo_credito: number;
  tipo: string;
  numero: string;
  saldo: string;
  valor_cuota: string;
  cuotas: number;
  cuotas_pendientes: number;
  periodicidad: Periodicidad;
  saldo_total: string;
  /** suma de las cuotas de los créditos mensuales (los semestrales se pagan de la prima) */
  cuotas_mensuales: string;
}

/** Créditos con saldo en un corte, con el saldo total y la suma de las cuotas mensuales (exactos). */
export async function creditosVigentes(db: Db, idAfiliado: number, idCorte: number): Promise<FilaCreditoVigente[]> {
  return consultar<FilaCreditoVigente>(
    db,
    sql`
    select r.id_credito, r.id_tipo_credito, t.nombre as tipo, r.numero, r.saldo::text as saldo,
      r.valor_cuota::text as valor_cuota, r.cuotas, r.cuotas_pendientes,
      case when t.periodicidad = 'semestral' then 'semestral' else 'mensual' end as periodicidad,
      (sum(r.saldo) over ())::text as saldo_total,
      (coalesce(sum(r.valor_cuota) filter (where t.periodicidad <> 'semestral') over (), 0))::text as cuotas_mensuales
    from credito r join tipo_credito t on t.id_tipo_credito = r.id_tipo_credito
    where r.id_afiliado = ${idAfiliado} and r.id_corte = ${idCorte} and r.saldo > 0
    order by r.desembolso nulls last, r.numero, r.id_credito`,
  );
}

export interface FilaSolicitudAnterior {
  id_solicitud: number;
  fecha: string;
  tipo_credito_nombre: string;
  valor: string;
  cuotas: number;
  estado: EstadoSolicitud;
  fecha_revision: string | null;
  observaciones: string | null;
  total: number;
}

/** Las solicitudes del afiliado radicadas antes que esta (las más recientes primero, hasta `limite`) y cuántas son. */
export async function solicitudesAnteriores(
  db: Db,
  s: { id_solicitud: number; id_afiliado: number },
  limite: number,
): Promise<FilaSolicitudAnterior[]> {
  return consultar<FilaSolicitudAnterior>(
    db,
    sql`
    select o.id_solicitud, ${sql.raw(isoUtc('o.fecha'))} as fecha, t.nombre as tipo_credito_nombre,
      o.valor::text as valor, o.cuotas, o.estado, ${sql.raw(isoUtc('o.fecha_revision'))} as fecha_revision,
      o.observaciones, (count(*) over ())::int as total
    from solicitud_credito o
    join tipo_credito t on t.id_tipo_credito = o.id_tipo_credito
    join solicitud_credito s on s.id_solicitud = ${s.id_solicitud}
    where o.id_afiliado = ${s.id_afiliado}
      and (o.fecha < s.fecha or (o.fecha = s.fecha and o.id_solicitud < s.id_solicitud))
    order by o.fecha desc, o.id_solicitud desc
    limit ${limite}`,
  );
}
