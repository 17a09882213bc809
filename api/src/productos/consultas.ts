// Consultas de Productos: resumen, aportes, historial y créditos.
// Cada cifra se suma en PostgreSQL (numeric) y pasa a number solo al responder: desde su texto, o
// como número JSON con sus decimales exactos en las listas armadas en SQL.
import { sql, type SQL } from 'drizzle-orm';
import type {
  Corte,
  HistorialAportes,
  RespuestaAportes,
  RespuestaCreditos,
  Resumen,
  TipoAporte,
} from '@fondo/contrato';
import { consultaPreparada, type Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { VERSION_DATOS_SQL, type LecturaArmada } from './lecturas-guardadas.js';

/** Cortes en los que el afiliado tiene filas de aportes o de créditos (subconsulta). */
export const cortesDelAfiliado = (idAfiliado: number): SQL => sql`
  select a.id_corte from aporte a where a.id_afiliado = ${idAfiliado}
  union
  select r.id_corte from credito r where r.id_afiliado = ${idAfiliado}`;

/** Une como `u` (id_corte, corte) el último corte en el que el afiliado tiene filas. */
const ultimoCorteLateral = (idAfiliado: number) => sql`left join lateral (
      select c.id_corte, c.corte::text as corte from corte c
      where c.id_corte in (${cortesDelAfiliado(idAfiliado)})
      order by c.corte desc limit 1
    ) u on true`;

const corteDe = (f: { id_corte: number | null; corte: string | null }): Corte | null =>
  f.id_corte === null || f.corte === null ? null : { id_corte: f.id_corte, corte: f.corte };

/**
 * Último corte en el que el afiliado tiene filas. undefined: el afiliado no existe;
 * null: existe pero no tiene cortes.
 */
export async function ultimoCorte(db: Db, idAfiliado: number): Promise<Corte | null | undefined> {
  const [fila] = await consultar<{ id_corte: number | null; corte: string | null }>(
    db,
    sql`
    select u.id_corte, u.corte from afiliado af
    ${ultimoCorteLateral(idAfiliado)}
    where af.id_afiliado = ${idAfiliado}`,
  );
  if (!fila) return undefined;
  return corteDe(fila);
}

// Las tres lecturas de cada visita (resumen, aportes, créditos): una consulta preparada con nombre
// cada una, un solo viaje a la base. $1 es el id_afiliado; sin filas, el afiliado no existe.

/**
 * Une como `u` (id_corte, corte) el último corte en el que el afiliado $1 tiene filas: recorre los
 * cortes del más reciente hacia atrás y se detiene en el primero con un aporte o un crédito suyo
 * (una o dos búsquedas en el índice, no todas las filas del afiliado).
 */
const ULTIMO_CORTE = `left join lateral (
    select c.id_corte, c.corte::text as corte from corte c
    where (select true from aporte a where a.id_afiliado = $1 and a.id_corte = c.id_corte limit 1)
       or (select true from credito r where r.id_afiliado = $1 and r.id_corte = c.id_corte limit 1)
    order by c.corte desc limit 1
  ) u on true`;

const consultaResumen = consultaPreparada<{
  cambio_password: boolean;
  id_corte: number | null;
  corte: string | null;
  aportes: string;
  creditos: string;
  version: string | null;
}>(
  'productos_resumen',
  `
  select af.cambio_password, u.id_corte, u.corte,
    coalesce((select sum(a.total) from aporte a where a.id_afiliado = $1 and a.id_corte = u.id_corte), 0)::text as aportes,
    coalesce((select sum(r.saldo) from credito r where r.id_afiliado = $1 and r.id_corte = u.id_corte), 0)::text as creditos,
    ${VERSION_DATOS_SQL} as version
  from afiliado af
  ${ULTIMO_CORTE}
  where af.id_afiliado = $1`,
);

/**
 * JSON del resumen del último corte con filas del afiliado, en una sola consulta, con la versión de
 * los datos que vio; null si el afiliado no existe.
 */
export async function resumen(db: Db, idAfiliado: number): Promise<LecturaArmada | null> {
  const [fila] = await consultaResumen(db, [idAfiliado]);
  if (!fila) return null;
  const r: Resumen = {
    aportes: Number(fila.aportes),
    creditos: Number(fila.creditos),
    cambio_password: fila.cambio_password,
    corte: corteDe(fila),
  };
  return { version: fila.version, json: JSON.stringify(r) };
}

/** Texto que ya es el JSON de un T (armado en PostgreSQL): se envía tal cual, sin analizarlo ni serializarlo de nuevo. */
export type JsonDe<T> = string & { readonly __jsonDe?: T };

/**
 * Catálogos (tipos de aporte, tipos de crédito) guardados en memoria por base de datos, con la
 * versión de version_datos con que se leyeron. Un trigger sube esa versión en la misma transacción
 * de cualquier cambio al catálogo (migración 0002), y cada lectura la consulta junto con sus datos:
 * si no coincide, el catálogo se lee de nuevo. Así un cambio hecho en este proceso o en otro se ve
 * en la siguiente lectura, sin esperar ni avisos.
 */
interface CatalogoGuardado {
  version: string;
  json: string;
}
const catalogosGuardados = new WeakMap<object, Map<string, CatalogoGuardado>>();

const consultaTiposAporte = consultaPreparada<{ version: string | null; json: string }>(
  'productos_tipos_aporte',
  `
  select (select v.version::text from version_datos v where v.tabla = 'tipo_aporte') as version,
    coalesce((
      select json_agg(json_build_object('id_tipo_aporte', t.id_tipo_aporte, 'nombre', t.nombre, 'orden', t.orden)
        order by t.orden, t.nombre)
      from tipo_aporte t), '[]')::text as json`,
);

const consultaTiposCredito = consultaPreparada<{ version: string | null; json: string }>(
  'productos_tipos_credito',
  `
  select (select v.version::text from version_datos v where v.tabla = 'tipo_credito') as version,
    coalesce((
      select json_agg(json_build_object(
        'id_tipo_credito', t.id_tipo_credito, 'nombre', t.nombre, 'descripcion', t.descripcion, 'activo', t.activo,
        'simulador', t.simulador, 'tasa', t.tasa, 'plazo_maximo', t.plazo_maximo, 'plazo_minimo', t.plazo_minimo,
        'valor_maximo', t.valor_maximo::float8,
        'periodicidad', case when t.periodicidad = 'semestral' then 'semestral' else 'mensual' end,
        'veces_ahorro', t.veces_ahorro::float8, 'porcentaje_salario', t.porcentaje_salario::float8,
        'cupo_por', t.cupo_por
      ) order by t.nombre)
      from tipo_credito t), '[]')::text as json`,
);

/**
 * JSON de un catálogo vigente en la versión `version` (leída en la consulta de datos): el guardado
 * si es de esa versión; si no, se lee de nuevo (y se guarda con la versión leída junto con él).
 */
async function catalogo(
  db: Db,
  tabla: 'tipo_aporte' | 'tipo_credito',
  version: string | null,
  leer: typeof consultaTiposAporte,
): Promise<string> {
  const clave = (db as { $client?: object }).$client ?? db;
  let porTabla = catalogosGuardados.get(clave);
  const guardado = porTabla?.get(tabla);
  if (guardado && version !== null && guardado.version === version) return guardado.json;
  const [fila] = await leer(db, []);
  const json = fila?.json ?? '[]';
  if (fila?.version != null) {
    if (!porTabla) catalogosGuardados.set(clave, (porTabla = new Map<string, CatalogoGuardado>()));
    porTabla.set(tabla, { version: fila.version, json });
  }
  return json;
}

const corteJson = (f: { id_corte: number | null; corte: string | null }): string => JSON.stringify(corteDe(f));

// Las listas salen armadas como texto JSON: numeric pasa a número JSON con sus decimales exactos (el
// mismo número que Number() de su texto) y las fechas como 'YYYY-MM-DD'.
const consultaAportes = consultaPreparada<{
  id_corte: number | null;
  corte: string | null;
  version: string | null;
  version_tipos: string | null;
  aportes: string;
}>(
  'productos_aportes',
  `
  select u.id_corte, u.corte, ${VERSION_DATOS_SQL} as version,
    (select v.version::text from version_datos v where v.tabla = 'tipo_aporte') as version_tipos,
    coalesce((
      select json_agg(json_build_object(
        'id_aporte', a.id_aporte, 'id_tipo_aporte', a.id_tipo_aporte, 'total', a.total, 'cuota', a.cuota,
        'tipo_aporte', json_build_object('id_tipo_aporte', t.id_tipo_aporte, 'nombre', t.nombre, 'orden', t.orden)
      ) order by a.id_aporte)
      from aporte a join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
      where a.id_afiliado = $1 and a.id_corte = u.id_corte), '[]')::text as aportes
  from afiliado af
  ${ULTIMO_CORTE}
  where af.id_afiliado = $1`,
);

/** JSON de los aportes del último corte del afiliado (tal como están) y todos los tipos; null si no existe. */
export async function aportesDelUltimoCorte(db: Db, idAfiliado: number): Promise<LecturaArmada | null> {
  const [fila] = await consultaAportes(db, [idAfiliado]);
  if (!fila) return null;
  const tipos = await catalogo(db, 'tipo_aporte', fila.version_tipos, consultaTiposAporte);
  const json: JsonDe<RespuestaAportes> = `{"aportes":${fila.aportes},"corte":${corteJson(fila)},"tipos":${tipos}}`;
  return { version: fila.version, json };
}

const consultaCreditos = consultaPreparada<{
  id_corte: number | null;
  corte: string | null;
  version: string | null;
  version_tipos: string | null;
  creditos: string;
}>(
  'productos_creditos',
  `
  select u.id_corte, u.corte, ${VERSION_DATOS_SQL} as version,
    (select v.version::text from version_datos v where v.tabla = 'tipo_credito') as version_tipos,
    coalesce((
      select json_agg(json_build_object(
        'id_credito', r.id_credito, 'id_tipo_credito', r.id_tipo_credito, 'numero', r.numero, 'saldo', r.saldo,
        'valor_credito', r.valor_credito, 'valor_cuota', r.valor_cuota, 'cuotas', r.cuotas,
        'cuotas_pagadas', r.cuotas_pagadas, 'cuotas_pendientes', r.cuotas_pendientes, 'desembolso', r.desembolso,
        'inicio_descuento', r.inicio_descuento, 'terminacion', r.terminacion, 'tasa', r.tasa,
        'estado_credito', r.estado_credito, 'descuento_prima', r.descuento_prima, 'descuento_ahorro', r.descuento_ahorro
      ) order by r.desembolso nulls last, r.numero, r.id_credito)
      from credito r where r.id_afiliado = $1 and r.id_corte = u.id_corte), '[]')::text as creditos
  from afiliado af
  ${ULTIMO_CORTE}
  where af.id_afiliado = $1`,
);

/** JSON de los créditos del último corte del afiliado y todos los tipos de crédito; null si no existe. */
export async function creditosDelUltimoCorte(db: Db, idAfiliado: number): Promise<LecturaArmada | null> {
  const [fila] = await consultaCreditos(db, [idAfiliado]);
  if (!fila) return null;
  const tipos = await catalogo(db, 'tipo_credito', fila.version_tipos, consultaTiposCredito);
  const json: JsonDe<RespuestaCreditos> = `{"creditos":${fila.creditos},"tipos":${tipos},"corte":${corteJson(fila)}}`;
  return { version: fila.version, json };
}

/** Totales por tipo en los cortes de los 24 meses que terminan en el último corte del afiliado. */
export async function historialAportes(db: Db, idAfiliado: number, ultimo: Corte): Promise<HistorialAportes> {
  const lista = await consultar<{
    id_tipo_aporte: number;
    nombre: string;
    orden: number;
    id_corte: number;
    corte: string;
    total: string;
  }>(
    db,
    sql`
    select a.id_tipo_aporte, t.nombre, t.orden, c.id_corte, c.corte::text as corte, sum(a.total)::text as total
    from aporte a
    join corte c on c.id_corte = a.id_corte
    join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
    where a.id_afiliado = ${idAfiliado}
      and c.corte > (${ultimo.corte}::date - interval '24 months') and c.corte <= ${ultimo.corte}::date
    group by a.id_tipo_aporte, t.nombre, t.orden, c.id_corte, c.corte
    order by c.corte, t.orden, a.id_tipo_aporte`,
  );
  const tipos = new Map<number, TipoAporte>();
  const cortes = new Map<number, Corte>();
  const series = new Map<number, HistorialAportes['series'][number]>();
  for (const f of lista) {
    if (!tipos.has(f.id_tipo_aporte))
      tipos.set(f.id_tipo_aporte, { id_tipo_aporte: f.id_tipo_aporte, nombre: f.nombre, orden: f.orden });
    if (!cortes.has(f.id_corte)) cortes.set(f.id_corte, { id_corte: f.id_corte, corte: f.corte });
    let serie = series.get(f.id_tipo_aporte);
    if (!serie) {
      serie = { id_tipo_aporte: f.id_tipo_aporte, puntos: [] };
      series.set(f.id_tipo_aporte, serie);
    }
    serie.puntos.push({ id_corte: f.id_corte, corte: f.corte, total: Number(f.total) });
  }
  const porOrden = [...tipos.values()].sort((a, b) => a.orden - b.orden || a.nombre.localeCompare(b.nombre, 'es'));
  return {
    tipos: porOrden,
    cortes: [...cortes.values()],
    series: porOrden.map((t) => series.get(t.id_tipo_aporte)).filter((s) => s !== undefined),
  };
}
