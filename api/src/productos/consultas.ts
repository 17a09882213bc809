// Consultas de Productos: resumen, aportes, historial, créditos y certificados disponibles.
// Cada cifra sale de PostgreSQL como texto numeric (sumas incluidas) y pasa a number solo al responder.
import { sql, type SQL } from 'drizzle-orm';
import type {
  Aporte, CertificadoDisponible, Corte, Credito, HistorialAportes, Periodicidad, Resumen, TipoAporte, TipoCredito,
} from '@fondo/shared/types';
import type { Db } from '../db/client.js';
import { etiquetaCertificado } from '../certificados/etiquetas.js';

/** Filas de db.execute: ambos drivers (PGlite y node-postgres) devuelven { rows }. */
async function filas<T>(db: Db, consulta: SQL): Promise<T[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: T[] };
  return resultado.rows;
}

/** Cortes en los que el afiliado tiene filas de aportes o de créditos (subconsulta). */
const cortesDelAfiliado = (idAfiliado: number): SQL => sql`
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
  const [fila] = await filas<{ id_corte: number | null; corte: string | null }>(db, sql`
    select u.id_corte, u.corte from afiliado af
    ${ultimoCorteLateral(idAfiliado)}
    where af.id_afiliado = ${idAfiliado}`);
  if (!fila) return undefined;
  return corteDe(fila);
}

/** Resumen del último corte con filas del afiliado, en una sola consulta; null si no existe. */
export async function resumen(db: Db, idAfiliado: number): Promise<Resumen | null> {
  const [fila] = await filas<{
    cambio_password: boolean; id_corte: number | null; corte: string | null; aportes: string; creditos: string;
  }>(db, sql`
    select af.cambio_password, u.id_corte, u.corte,
      coalesce((select sum(a.total) from aporte a where a.id_afiliado = af.id_afiliado and a.id_corte = u.id_corte), 0)::text as aportes,
      coalesce((select sum(r.saldo) from credito r where r.id_afiliado = af.id_afiliado and r.id_corte = u.id_corte), 0)::text as creditos
    from afiliado af
    ${ultimoCorteLateral(idAfiliado)}
    where af.id_afiliado = ${idAfiliado}`);
  if (!fila) return null;
  return {
    aportes: Number(fila.aportes),
    creditos: Number(fila.creditos),
    cambio_password: fila.cambio_password,
    corte: corteDe(fila),
  };
}

export async function tiposAporte(db: Db): Promise<TipoAporte[]> {
  return filas<TipoAporte>(db, sql`select id_tipo_aporte, nombre, orden from tipo_aporte order by orden, nombre`);
}

/** Filas de aportes del afiliado en un corte, tal como están (el cliente oculta y ordena). */
export async function aportesDelCorte(db: Db, idAfiliado: number, idCorte: number): Promise<Aporte[]> {
  const lista = await filas<{ id_aporte: number; id_tipo_aporte: number; total: string; cuota: string; nombre: string; orden: number }>(db, sql`
    select a.id_aporte, a.id_tipo_aporte, a.total::text as total, a.cuota::text as cuota, t.nombre, t.orden
    from aporte a join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
    where a.id_afiliado = ${idAfiliado} and a.id_corte = ${idCorte}
    order by a.id_aporte`);
  return lista.map((a) => ({
    id_aporte: a.id_aporte,
    id_tipo_aporte: a.id_tipo_aporte,
    total: Number(a.total),
    cuota: Number(a.cuota),
    tipo_aporte: { id_tipo_aporte: a.id_tipo_aporte, nombre: a.nombre, orden: a.orden },
  }));
}

/** Totales por tipo en los cortes de los 24 meses que terminan en el último corte del afiliado. */
export async function historialAportes(db: Db, idAfiliado: number, ultimo: Corte): Promise<HistorialAportes> {
  const lista = await filas<{ id_tipo_aporte: number; nombre: string; orden: number; id_corte: number; corte: string; total: string }>(db, sql`
    select a.id_tipo_aporte, t.nombre, t.orden, c.id_corte, c.corte::text as corte, sum(a.total)::text as total
    from aporte a
    join corte c on c.id_corte = a.id_corte
    join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
    where a.id_afiliado = ${idAfiliado}
      and c.corte > (${ultimo.corte}::date - interval '24 months') and c.corte <= ${ultimo.corte}::date
    group by a.id_tipo_aporte, t.nombre, t.orden, c.id_corte, c.corte
    order by c.corte, t.orden, a.id_tipo_aporte`);
  const tipos = new Map<number, TipoAporte>();
  const cortes = new Map<number, Corte>();
  const series = new Map<number, HistorialAportes['series'][number]>();
  for (const f of lista) {
    if (!tipos.has(f.id_tipo_aporte)) tipos.set(f.id_tipo_aporte, { id_tipo_aporte: f.id_tipo_aporte, nombre: f.nombre, orden: f.orden });
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

export async function tiposCredito(db: Db): Promise<TipoCredito[]> {
  const lista = await filas<Omit<TipoCredito, 'tasa' | 'periodicidad'> & { tasa: string; periodicidad: string }>(db, sql`
    select id_tipo_credito, nombre, descripcion, activo, simulador, tasa::text as tasa, plazo_maximo, plazo_minimo, periodicidad
    from tipo_credito order by nombre`);
  return lista.map((t) => ({
    ...t,
    tasa: Number(t.tasa),
    periodicidad: (t.periodicidad === 'semestral' ? 'semestral' : 'mensual') satisfies Periodicidad,
  }));
}

export async function creditosDelCorte(db: Db, idAfiliado: number, idCorte: number): Promise<Credito[]> {
  const lista = await filas<Omit<Credito, 'saldo' | 'valor_credito' | 'valor_cuota' | 'tasa'> & {
    saldo: string; valor_credito: string; valor_cuota: string; tasa: string;
  }>(db, sql`
    select id_credito, id_tipo_credito, numero, saldo::text as saldo, valor_credito::text as valor_credito,
           valor_cuota::text as valor_cuota, cuotas, cuotas_pagadas, cuotas_pendientes,
           desembolso::text as desembolso, inicio_descuento::text as inicio_descuento, terminacion::text as terminacion,
           tasa::text as tasa, estado_credito, descuento_prima, descuento_ahorro
    from credito
    where id_afiliado = ${idAfiliado} and id_corte = ${idCorte}
    order by desembolso nulls last, numero, id_credito`);
  return lista.map((c) => ({
    ...c,
    saldo: Number(c.saldo),
    valor_credito: Number(c.valor_credito),
    valor_cuota: Number(c.valor_cuota),
    tasa: Number(c.tasa),
  }));
}

/**
 * Certificados del afiliado (DESIGN 6): afiliación primero; luego los tributarios (un año por cada
 * diciembre con filas del afiliado, el más reciente primero); luego los de saldos de cada corte con
 * aportes, el más reciente primero. null si el afiliado no existe.
 */
export async function certificadosDisponibles(db: Db, idAfiliado: number): Promise<CertificadoDisponible[] | null> {
  const lista = await filas<{ existe: boolean; id_corte: number | null; corte: string | null; con_aportes: boolean | null }>(db, sql`
    select true as existe, c.id_corte, c.corte::text as corte,
      exists (select 1 from aporte a where a.id_afiliado = af.id_afiliado and a.id_corte = c.id_corte) as con_aportes
    from afiliado af
    left join corte c on c.id_corte in (${cortesDelAfiliado(idAfiliado)})
    where af.id_afiliado = ${idAfiliado}
    order by c.corte desc nulls last`);
  if (lista.length === 0) return null;
  const tributarios: CertificadoDisponible[] = [];
  const saldos: CertificadoDisponible[] = [];
  const anios = new Set<string>();
  for (const f of lista) {
    if (f.id_corte === null || f.corte === null) continue;
    const anio = f.corte.slice(0, 4);
    // El último corte de diciembre de cada año (la lista viene del más reciente al más antiguo).
    if (f.corte.slice(5, 7) === '12' && !anios.has(anio)) {
      anios.add(anio);
      tributarios.push({ id_corte: f.id_corte, certificado: 'tributario', etiqueta: etiquetaCertificado('tributario', f.corte), corte: f.corte });
    }
    if (f.con_aportes) {
      saldos.push({ id_corte: f.id_corte, certificado: 'saldos', etiqueta: etiquetaCertificado('saldos', f.corte), corte: f.corte });
    }
  }
  return [
    { id_corte: null, certificado: 'afiliacion', etiqueta: etiquetaCertificado('afiliacion', null), corte: null },
    ...tributarios,
    ...saldos,
  ];
}
