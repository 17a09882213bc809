// Consultas de administración: afiliados (lista, alta, cambio, borrado, exportación), cortes con sus
// aportes y créditos (con totales calculados por la base), tablero y auditoría.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  ColumnaAfiliadosAdmin, ColumnaAportesCorte, ColumnaAuditoria, ColumnaCreditosCorte, ConsultaAfiliadosAdmin,
  ConsultaAportesCorte, ConsultaAuditoria, ConsultaCreditosCorte, Corte, FilaAfiliadoAdmin, FilaAporteAdmin,
  FilaAuditoria, FilaCreditoAdmin, RespuestaLista, ResumenAdmin,
} from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { paginar } from '../http/listas.js';
import { afiliado, TILDES_A, TILDES_DE } from '../db/schema.js';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Minúsculas y sin tildes, igual en SQL (translate antes de lower) que en JS. Las de afiliado ya están
 * guardadas en sus columnas generadas nombre_busqueda y documento_busqueda (schema.ts).
 */
const normalizado = (expresion: SQL) => sql`lower(translate(${expresion}, ${TILDES_DE}, ${TILDES_A}))`;
const sinTildes = (t: string) => t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
const escaparLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Patrones like de cada palabra del texto (sin tildes ni mayúsculas; hasta 8). */
const patrones = (texto: string | undefined) => sinTildes(texto ?? '').split(/\s+/).filter(Boolean).slice(0, 8)
  .map((p) => `%${escaparLike(p)}%`);

/**
 * Cada palabra del texto debe aparecer en los nombres, los apellidos o el documento del afiliado `a`
 * (como antes en `apellidos || ' ' || nombres || ' ' || documento`: una palabra no tiene espacios, así
 * que no cruza de un campo a otro).
 */
const palabraEnAfiliado = (a: SQL, p: string) => sql`(${a}.nombre_busqueda like ${p} or ${a}.documento_busqueda like ${p})`;
const donde = (c: SQL[]) => (c.length ? sql` where ${sql.join(c, sql` and `)}` : sql``);

// --- afiliados ----------------------------------------------------------------------------------

const CAMPOS_AFILIADO = sql.raw(`
  a.id_afiliado, a.foto, a.apellidos, a.nombres, a.documento, a.documento_tipo, a.email, a.afiliacion::text as afiliacion,
  to_char(a.ultima_actualizacion at time zone 'UTC', ${ISO}) as ultima_actualizacion, a.retiro::text as retiro, a.superadmin`);

const ORDEN_AFILIADOS: Record<ColumnaAfiliadosAdmin, SQL> = {
  apellidos: sql`a.apellidos`, nombres: sql`a.nombres`, documento: sql`a.documento`, email: sql`a.email`,
  afiliacion: sql`a.afiliacion`, ultima_actualizacion: sql`a.ultima_actualizacion`, retiro: sql`a.retiro`,
  id_afiliado: sql`a.id_afiliado`,
};

export async function listarAfiliados(db: Db, f: ConsultaAfiliadosAdmin): Promise<RespuestaLista<FilaAfiliadoAdmin>> {
  const c = patrones(f.texto).map((p) => palabraEnAfiliado(sql`a`, p));
  if (f.actualizacion === 'actualizados') c.push(sql`a.ultima_actualizacion is not null`);
  if (f.actualizacion === 'sin_actualizar') c.push(sql`a.ultima_actualizacion is null`);
  return paginar<FilaAfiliadoAdmin, ColumnaAfiliadosAdmin>(db, {
    columnas: CAMPOS_AFILIADO,
    desde: sql`afiliado a`,
    clave: sql`a.id_afiliado`,
    donde: c,
    ordenables: ORDEN_AFILIADOS,
    porDefecto: 'apellidos',
    desempate: sql`a.id_afiliado`,
  }, f);
}

export async function filaAfiliado(db: Pick<Db, 'execute'>, id: number): Promise<FilaAfiliadoAdmin | undefined> {
  const [f] = await consultar<FilaAfiliadoAdmin>(db, sql`select ${CAMPOS_AFILIADO} from afiliado a where a.id_afiliado = ${id}`);
  return f;
}

export async function idDelDocumento(db: Pick<Db, 'select'>, documento: string): Promise<number | undefined> {
  const [f] = await db.select({ id: afiliado.id_afiliado }).from(afiliado).where(eq(afiliado.documento, documento)).limit(1);
  return f?.id;
}

/** ¿Tiene aportes, créditos o solicitudes? (no se puede borrar) */
export async function tieneMovimientos(db: Pick<Db, 'execute'>, id: number): Promise<boolean> {
  const [f] = await consultar<{ si: boolean }>(db, sql`select
    exists (select 1 from aporte where id_afiliado = ${id})
    or exists (select 1 from credito where id_afiliado = ${id})
    or exists (select 1 from solicitud_credito where id_afiliado = ${id}) as si`);
  return f?.si === true;
}

/** Campos que la exportación omite: secretos. */
const SECRETOS = new Set(['password', 'guid', 'reestablecer_password', 'reestablecer_password_solicitud']);
export const COLUMNAS_EXPORTACION = Object.values(getTableColumns(afiliado)).map((c) => c.name)
  .filter((c) => !SECRETOS.has(c) && c !== 'creado' && c !== 'nombre_busqueda' && c !== 'documento_busqueda');

/** Afiliados por lotes (id creciente) para la exportación en flujo. */
export async function* afiliadosPorLotes(db: Db, lote = 1000): AsyncGenerator<Record<string, unknown>[]> {
  let desde = 0;
  // Fechas y dinero como texto (los dos drivers igual); instantes en ISO UTC.
  const tipos = new Map(Object.values(getTableColumns(afiliado)).map((c) => [c.name, c.columnType]));
  const columnas = sql.raw(COLUMNAS_EXPORTACION.map((c) => {
    const tipo = tipos.get(c);
    if (tipo === 'PgTimestampString') return `to_char("${c}" at time zone 'UTC', ${ISO}) as "${c}"`;
    if (tipo === 'PgDateString' || tipo === 'PgNumeric') return `"${c}"::text as "${c}"`;
    return `"${c}"`;
  }).join(', '));
  for (;;) {
    const filas = await consultar<Record<string, unknown> & { id_afiliado: number }>(db, sql`
      select ${columnas} from afiliado where id_afiliado > ${desde} order by id_afiliado limit ${lote}`);
    if (filas.length === 0) return;
    yield filas;
    desde = filas[filas.length - 1]!.id_afiliado;
    if (filas.length < lote) return;
  }
}

// --- cortes ---------------------------------------------------------------------------------------

export async function listarCortes(db: Db): Promise<Corte[]> {
  return consultar<Corte>(db, sql`select id_corte, corte::text as corte from corte order by corte desc`);
}

export async function existeCorte(db: Db, id: number): Promise<boolean> {
  const [f] = await consultar<{ si: boolean }>(db, sql`select exists (select 1 from corte where id_corte = ${id}) as si`);
  return f?.si === true;
}

const NOMBRE = sql`a.nombres || ' ' || a.apellidos`;

const ORDEN_APORTES: Record<ColumnaAportesCorte, SQL> = {
  nombre: NOMBRE, documento: sql`a.documento`, tipo: sql`t.nombre`, total: sql`x.total`,
};
const ORDEN_CREDITOS: Record<ColumnaCreditosCorte, SQL> = {
  nombre: NOMBRE, documento: sql`a.documento`, tipo: sql`t.nombre`, total: sql`x.valor_cuota`,
  valor_credito: sql`x.valor_credito`, saldo: sql`x.saldo`,
};

/**
 * Filtro de las filas x de un corte: cada palabra en el nombre, el documento (del afiliado) o el tipo
 * (como antes en `nombres || ' ' || apellidos || ' ' || documento || ' ' || tipo`). Por subconsultas
 * sobre afiliado y el catálogo (se evalúan una vez), no en cada fila unida.
 */
function filtroCorte(id: number, texto: string | undefined, tipo: { tabla: SQL; id: SQL }): SQL[] {
  return [sql`x.id_corte = ${id}`, ...patrones(texto).map((p) => sql`(x.id_afiliado in (
      select b.id_afiliado from afiliado b where ${palabraEnAfiliado(sql`b`, p)})
    or x.${tipo.id} in (select c.${tipo.id} from ${tipo.tabla} c where ${normalizado(sql`c.nombre`)} like ${p}))`)];
}
const UNIONES_APORTES = sql`aporte x join afiliado a on a.id_afiliado = x.id_afiliado
  join tipo_aporte t on t.id_tipo_aporte = x.id_tipo_aporte`;
const UNIONES_CREDITOS = sql`credito x join afiliado a on a.id_afiliado = x.id_afiliado
  join tipo_credito t on t.id_tipo_credito = x.id_tipo_credito`;
const filtroAportes = (id: number, texto?: string) =>
  filtroCorte(id, texto, { tabla: sql`tipo_aporte`, id: sql`id_tipo_aporte` });
const filtroCreditos = (id: number, texto?: string) =>
  filtroCorte(id, texto, { tabla: sql`tipo_credito`, id: sql`id_tipo_credito` });
const desdeAportes = (id: number, texto?: string) => sql`${UNIONES_APORTES}${donde(filtroAportes(id, texto))}`;
const desdeCreditos = (id: number, texto?: string) => sql`${UNIONES_CREDITOS}${donde(filtroCreditos(id, texto))}`;

const COLUMNAS_APORTE = sql`x.id_aporte, ${NOMBRE} as nombre, a.documento, t.nombre as tipo, x.total::float8 as total`;
const COLUMNAS_CREDITO = sql`x.id_credito, ${NOMBRE} as nombre, a.documento, t.nombre as tipo, x.valor_cuota::float8 as total,
  x.valor_credito::float8 as valor_credito, x.saldo::float8 as saldo`;

/** Página de aportes del corte y, sobre todas las filas del filtro, la suma (exacta en numeric). */
export async function aportesDelCorte(db: Db, id: number, f: ConsultaAportesCorte) {
  // Las uniones no filtran (claves foráneas no nulas): el total y la suma salen de aporte solo.
  const solo = sql`aporte x${donde(filtroAportes(id, f.texto))}`;
  const pagina = await paginar<FilaAporteAdmin, ColumnaAportesCorte>(db, {
    columnas: COLUMNAS_APORTE, desde: UNIONES_APORTES, clave: sql`x.id_aporte`, filtro: desdeAportes(id, f.texto),
    conteo: solo, ordenables: ORDEN_APORTES, porDefecto: 'nombre', desempate: sql`x.id_aporte`,
  }, f);
  const [t] = await consultar<{ total: string }>(db, sql`select coalesce(sum(x.total), 0)::text as total from ${solo}`);
  return { ...pagina, totales: { total: Number(t?.total ?? 0) } };
}

export async function creditosDelCorte(db: Db, id: number, f: ConsultaCreditosCorte) {
  const solo = sql`credito x${donde(filtroCreditos(id, f.texto))}`;
  const pagina = await paginar<FilaCreditoAdmin, ColumnaCreditosCorte>(db, {
    columnas: COLUMNAS_CREDITO, desde: UNIONES_CREDITOS, clave: sql`x.id_credito`, filtro: desdeCreditos(id, f.texto),
    conteo: solo, ordenables: ORDEN_CREDITOS, porDefecto: 'nombre', desempate: sql`x.id_credito`,
  }, f);
  const [t] = await consultar<{ total: string; valor_credito: string; saldo: string }>(db, sql`
    select coalesce(sum(x.valor_cuota), 0)::text as total, coalesce(sum(x.valor_credito), 0)::text as valor_credito,
      coalesce(sum(x.saldo), 0)::text as saldo from ${solo}`);
  return {
    ...pagina,
    totales: { total: Number(t?.total ?? 0), valor_credito: Number(t?.valor_credito ?? 0), saldo: Number(t?.saldo ?? 0) },
  };
}

/** Todas las filas del filtro (descarga .xlsx de la vista), en el orden pedido. */
export async function todasLasFilas(db: Db, tipo: 'aportes' | 'creditos', id: number, texto?: string) {
  return tipo === 'aportes'
    ? consultar<FilaAporteAdmin>(db, sql`select ${COLUMNAS_APORTE} from ${desdeAportes(id, texto)} order by ${NOMBRE}, x.id_aporte`)
    : consultar<FilaCreditoAdmin>(db, sql`select ${COLUMNAS_CREDITO} from ${desdeCreditos(id, texto)} order by ${NOMBRE}, x.id_credito`);
}

// --- tablero y auditoría --------------------------------------------------------------------------

export async function resumenAdmin(db: Db, hoy: string): Promise<ResumenAdmin> {
  const [c] = await consultar<{ solicitudes: number; mensajes: number; sin_actualizar: number }>(db, sql`select
    (select count(*)::int from solicitud_credito where estado = 'PENDIENTE') as solicitudes,
    (select count(*)::int from mensaje where id_mensaje_padre is null and estado = 0) as mensajes,
    (select count(*)::int from afiliado where ultima_actualizacion is null and not superadmin
      and (retiro is null or retiro > ${hoy})) as sin_actualizar`);
  const [u] = await consultar<{ fecha: string; detalle: Record<string, unknown> | null; actor: string | null }>(db, sql`
    select to_char(x.fecha at time zone 'UTC', ${sql.raw(ISO)}) as fecha, x.detalle, r.nombres || ' ' || r.apellidos as actor
    from auditoria x left join afiliado r on r.id_afiliado = x.id_actor
    where x.accion = 'importacion' order by x.fecha desc, x.id_auditoria desc limit 1`);
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    solicitudes_pendientes: c?.solicitudes ?? 0,
    mensajes_abiertos: c?.mensajes ?? 0,
    sin_actualizar: c?.sin_actualizar ?? 0,
    ultima_importacion: u ? {
      fecha: u.fecha, tipo: String(u.detalle?.tipo ?? ''), actor: u.actor,
      creados: n(u.detalle?.creados), actualizados: n(u.detalle?.actualizados), rechazados: n(u.detalle?.rechazados),
    } : null,
  };
}

const ORDEN_AUDITORIA: Record<ColumnaAuditoria, SQL> = {
  fecha: sql`x.fecha`, accion: sql`x.accion`, id_auditoria: sql`x.id_auditoria`,
};

export async function listarAuditoria(db: Db, f: ConsultaAuditoria): Promise<RespuestaLista<FilaAuditoria>> {
  const c: SQL[] = [];
  if (f.accion) c.push(sql`x.accion = ${f.accion}`);
  // Días completos en la hora de Colombia.
  if (f.desde) c.push(sql`x.fecha >= (${f.desde}::date)::timestamp at time zone 'America/Bogota'`);
  if (f.hasta) c.push(sql`x.fecha < (${f.hasta}::date + 1)::timestamp at time zone 'America/Bogota'`);
  return paginar<FilaAuditoria, ColumnaAuditoria>(db, {
    columnas: sql.raw(`x.id_auditoria, to_char(x.fecha at time zone 'UTC', ${ISO}) as fecha, x.accion, x.id_actor,
      r.nombres || ' ' || r.apellidos as actor_nombre, x.id_afiliado, a.nombres || ' ' || a.apellidos as afiliado_nombre,
      x.detalle, x.ip`),
    desde: sql`auditoria x left join afiliado r on r.id_afiliado = x.id_actor
      left join afiliado a on a.id_afiliado = x.id_afiliado`,
    clave: sql`x.id_auditoria`,
    filtro: sql`auditoria x${donde(c)}`,
    ordenables: ORDEN_AUDITORIA,
    porDefecto: '-fecha',
    desempate: sql`x.id_auditoria desc`,
  }, f);
}
