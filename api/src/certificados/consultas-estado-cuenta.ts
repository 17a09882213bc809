// Consultas del estado de cuenta de un corte. Cifras como texto numeric de
// PostgreSQL, restas y sumas en SQL: nunca float.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';

export interface CortesEstadoCuenta {
  /** Fecha del corte pedido ('YYYY-MM-DD'). */
  corte: string;
  /** El corte anterior con aportes del afiliado; null si este es su primero. */
  id_anterior: number | null;
  anterior: string | null;
  aportes: number;
  creditos: number;
}

/** El corte pedido, cuántas filas tiene el afiliado en él y su corte anterior con aportes; null si el corte no existe. */
export async function cortesEstadoCuenta(
  db: Db,
  idAfiliado: number,
  idCorte: number,
): Promise<CortesEstadoCuenta | null> {
  const [fila] = await consultar<CortesEstadoCuenta>(
    db,
    sql`
    select c.corte::text as corte, p.id_corte as id_anterior, p.corte::text as anterior,
      (select count(*)::int from aporte a where a.id_corte = c.id_corte and a.id_afiliado = ${idAfiliado}) as aportes,
      (select count(*)::int from credito r where r.id_corte = c.id_corte and r.id_afiliado = ${idAfiliado}) as creditos
    from corte c
    left join lateral (
      select c2.id_corte, c2.corte from corte c2
      where c2.corte < c.corte
        and exists (select 1 from aporte a where a.id_corte = c2.id_corte and a.id_afiliado = ${idAfiliado})
      order by c2.corte desc limit 1
    ) p on true
    where c.id_corte = ${idCorte}`,
  );
  return fila ?? null;
}

export interface AhorroEstadoCuenta {
  nombre: string;
  /** Saldo en el corte (0 si el tipo solo estaba en el anterior). */
  actual: string;
  /** Saldo en el corte anterior; null si no hay corte anterior. */
  anterior: string | null;
  /** actual - anterior; null si no hay corte anterior. */
  cambio: string | null;
}

/** Filas y totales (sumas numeric de SQL) de una tabla del estado de cuenta. */
export interface ConTotales<F, T> {
  filas: F[];
  totales: T;
}

export interface TotalesAhorro {
  actual: string;
  anterior: string | null;
  cambio: string | null;
}

/** Ahorros por tipo en el corte y en el anterior (un tipo que está en uno solo cuenta 0 en el otro), por orden de tipo. */
export async function ahorrosEstadoCuenta(
  db: Db,
  idAfiliado: number,
  idCorte: number,
  idAnterior: number | null,
): Promise<ConTotales<AhorroEstadoCuenta, TotalesAhorro>> {
  const lista = await consultar<
    AhorroEstadoCuenta & { t_actual: string; t_anterior: string | null; t_cambio: string | null }
  >(
    db,
    sql`
    with actual as (
      select id_tipo_aporte, sum(total) as total from aporte
      where id_afiliado = ${idAfiliado} and id_corte = ${idCorte} group by id_tipo_aporte
    ), anterior as (
      select id_tipo_aporte, sum(total) as total from aporte
      where id_afiliado = ${idAfiliado} and id_corte = ${idAnterior} group by id_tipo_aporte
    ), filas as (
      select t.nombre, t.orden,
        coalesce(a.total, 0) as actual,
        case when ${idAnterior}::int is null then null else coalesce(p.total, 0) end as anterior
      from actual a
      full join anterior p on p.id_tipo_aporte = a.id_tipo_aporte
      join tipo_aporte t on t.id_tipo_aporte = coalesce(a.id_tipo_aporte, p.id_tipo_aporte)
    )
    select nombre, actual::text as actual, anterior::text as anterior, (actual - anterior)::text as cambio,
      sum(actual) over ()::text as t_actual, sum(anterior) over ()::text as t_anterior,
      sum(actual - anterior) over ()::text as t_cambio
    from filas
    order by orden, nombre`,
  );
  const [primera] = lista;
  return {
    filas: lista.map(({ nombre, actual, anterior, cambio }) => ({ nombre, actual, anterior, cambio })),
    totales: {
      actual: primera?.t_actual ?? '0.00',
      anterior: idAnterior === null ? null : (primera?.t_anterior ?? '0.00'),
      cambio: idAnterior === null ? null : (primera?.t_cambio ?? '0.00'),
    },
  };
}

export interface CreditoEstadoCuenta {
  tipo: string;
  numero: string;
  desembolso: string | null;
  valor_credito: string;
  valor_cuota: string;
  cuotas_pagadas: number;
  cuotas: number;
  saldo: string;
}

/** Créditos con saldo en el corte, con su cuota, y las sumas de saldos y cuotas. */
export async function creditosEstadoCuenta(
  db: Db,
  idAfiliado: number,
  idCorte: number,
): Promise<ConTotales<CreditoEstadoCuenta, { saldo: string; cuota: string }>> {
  const lista = await consultar<CreditoEstadoCuenta & { t_saldo: string; t_cuota: string }>(
    db,
    sql`
    select t.nombre as tipo, r.numero, r.desembolso::text as desembolso, r.valor_credito::text as valor_credito,
           r.valor_cuota::text as valor_cuota, r.cuotas_pagadas, r.cuotas, r.saldo::text as saldo,
           sum(r.saldo) over ()::text as t_saldo, sum(r.valor_cuota) over ()::text as t_cuota
    from credito r join tipo_credito t on t.id_tipo_credito = r.id_tipo_credito
    where r.id_afiliado = ${idAfiliado} and r.id_corte = ${idCorte} and r.saldo > 0
    order by r.desembolso nulls last, r.numero`,
  );
  return {
    filas: lista.map(({ t_saldo: _s, t_cuota: _c, ...c }) => c),
    totales: { saldo: lista[0]?.t_saldo ?? '0.00', cuota: lista[0]?.t_cuota ?? '0.00' },
  };
}
