// Consultas de los certificados. Sumas en SQL (numeric) y cifras como texto: nunca float.
import { sql } from 'drizzle-orm';
import { ocultarAporte } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import { certificadoEmitido } from '../db/schema.js';
import { VERSION_DATOS_SQL } from '../productos/lecturas-guardadas.js';
import type { AfiliadoCertificado, AporteCertificado, CreditoCertificado } from './pdf.js';

export async function afiliadoCertificado(db: Db, idAfiliado: number): Promise<AfiliadoCertificado | null> {
  const [fila] = await consultar<AfiliadoCertificado>(
    db,
    sql`
    select nombres, apellidos, documento, documento_tipo, genero, tipo_afiliado,
           afiliacion::text as afiliacion, retiro::text as retiro, cargo, lugar_trabajo
    from afiliado where id_afiliado = ${idAfiliado}`,
  );
  return fila ?? null;
}

export interface CorteDelAfiliado {
  corte: string;
  aportes: number;
  creditos: number;
}

/** Fecha del corte y cuántas filas tiene el afiliado en él; null si el corte no existe. */
export async function corteDelAfiliado(db: Db, idAfiliado: number, idCorte: number): Promise<CorteDelAfiliado | null> {
  const [fila] = await consultar<CorteDelAfiliado>(
    db,
    sql`
    select c.corte::text as corte,
      (select count(*)::int from aporte a where a.id_corte = c.id_corte and a.id_afiliado = ${idAfiliado}) as aportes,
      (select count(*)::int from credito r where r.id_corte = c.id_corte and r.id_afiliado = ${idAfiliado}) as creditos
    from corte c where c.id_corte = ${idCorte}`,
  );
  return fila ?? null;
}

/** Aportes del corte por orden de tipo; la Revalorizacion en cero no se lista (SPEC 5, regla del contrato), la suma es de todo. */
export async function aportesDelCorte(
  db: Db,
  idAfiliado: number,
  idCorte: number,
): Promise<{ aportes: AporteCertificado[]; total: string }> {
  const lista = await consultar<AporteCertificado & { total_corte: string }>(
    db,
    sql`
    select t.nombre, a.total::text as total, sum(a.total) over ()::text as total_corte
    from aporte a join tipo_aporte t on t.id_tipo_aporte = a.id_tipo_aporte
    where a.id_afiliado = ${idAfiliado} and a.id_corte = ${idCorte}
    order by t.orden, t.nombre, a.id_aporte`,
  );
  return {
    aportes: lista.filter((a) => !ocultarAporte(a.nombre, a.total)).map(({ nombre, total }) => ({ nombre, total })),
    total: lista[0]?.total_corte ?? '0.00',
  };
}

/** Créditos con saldo en el corte (los cancelados no se certifican como deuda). */
export async function creditosConSaldo(
  db: Db,
  idAfiliado: number,
  idCorte: number,
): Promise<{ creditos: CreditoCertificado[]; total: string }> {
  const lista = await consultar<Omit<CreditoCertificado, 'intereses'> & { total_corte: string }>(
    db,
    sql`
    select t.nombre as tipo, r.numero, r.desembolso::text as desembolso, r.valor_credito::text as valor_credito,
           r.saldo::text as saldo, sum(r.saldo) over ()::text as total_corte
    from credito r join tipo_credito t on t.id_tipo_credito = r.id_tipo_credito
    where r.id_afiliado = ${idAfiliado} and r.id_corte = ${idCorte} and r.saldo > 0
    order by r.desembolso nulls last, r.numero`,
  );
  return {
    creditos: lista.map(({ total_corte: _t, ...c }) => ({ ...c, intereses: null })),
    total: lista[0]?.total_corte ?? '0.00',
  };
}

/**
 * Créditos del año gravable: todo crédito con filas en los cortes del año (también los cancelados
 * durante el año, que pagaron intereses). Saldo: el del último corte del año. Intereses pagados:
 * cuotas pagadas en el año x valor de la cuota - abono a capital (baja del saldo). Se derivan si
 * hay fila en el corte de diciembre del año anterior o si el desembolso fue en el año; si no, null.
 */
export async function creditosDelAnio(
  db: Db,
  idAfiliado: number,
  anio: number,
): Promise<{
  creditos: CreditoCertificado[];
  total: string;
  totalIntereses: string | null;
}> {
  const desde = `${anio}-01-01`;
  const hasta = `${anio}-12-31`;
  const lista = await consultar<CreditoCertificado & { total_saldo: string; total_intereses: string | null }>(
    db,
    sql`
    with del_anio as (
      select distinct on (r.id_tipo_credito, r.numero) r.*, c.corte
      from credito r join corte c on c.id_corte = r.id_corte
      where r.id_afiliado = ${idAfiliado} and c.corte between ${desde}::date and ${hasta}::date
      order by r.id_tipo_credito, r.numero, c.corte desc
    ), anterior as (
      select distinct on (r.id_tipo_credito, r.numero) r.id_tipo_credito, r.numero, r.saldo, r.cuotas_pagadas
      from credito r join corte c on c.id_corte = r.id_corte
      where r.id_afiliado = ${idAfiliado} and c.corte between ${`${anio - 1}-12-01`}::date and ${`${anio - 1}-12-31`}::date
      order by r.id_tipo_credito, r.numero, c.corte desc
    ), calculo as (
      select t.nombre as tipo, u.numero, u.desembolso, u.valor_credito, u.saldo,
        case
          when u.tasa = 0 then 0::numeric
          when p.numero is not null
            then greatest(0, (u.cuotas_pagadas - p.cuotas_pagadas) * u.valor_cuota - (p.saldo - u.saldo))
          when u.desembolso >= ${desde}::date
            then greatest(0, u.cuotas_pagadas * u.valor_cuota - (u.valor_credito - u.saldo))
        end as intereses
      from del_anio u
      join tipo_credito t on t.id_tipo_credito = u.id_tipo_credito
      left join anterior p on p.id_tipo_credito = u.id_tipo_credito and p.numero = u.numero
    )
    select tipo, numero, desembolso::text as desembolso, valor_credito::text as valor_credito, saldo::text as saldo,
           intereses::text as intereses,
           sum(saldo) over ()::text as total_saldo,
           sum(intereses) over ()::text as total_intereses
    from calculo
    order by desembolso nulls last, numero`,
  );
  return {
    creditos: lista.map(({ total_saldo: _s, total_intereses: _i, ...c }) => c),
    total: lista[0]?.total_saldo ?? '0.00',
    totalIntereses: lista[0]?.total_intereses ?? null,
  };
}

export async function registrarEmision(db: Db, fila: typeof certificadoEmitido.$inferInsert): Promise<void> {
  await db.insert(certificadoEmitido).values(fila);
}

export interface Emision {
  etiqueta: string;
  tipo: string;
  corte: string | null;
  emitido: string;
  nombres: string;
  apellidos: string;
  documento: string;
}

export async function buscarEmision(db: Db, codigo: string): Promise<Emision | null> {
  const [fila] = await consultar<Emision>(
    db,
    sql`
    select e.etiqueta, e.tipo, c.corte::text as corte,
           ${sql.raw(isoUtc('e.emitido'))} as emitido,
           a.nombres, a.apellidos, a.documento
    from certificado_emitido e
    join afiliado a on a.id_afiliado = e.id_afiliado
    left join corte c on c.id_corte = e.id_corte
    where e.codigo = ${codigo}`,
  );
  return fila ?? null;
}

export interface CorteConCertificados {
  id_corte: number;
  corte: string;
  con_aportes: boolean;
}

/** Cortes del afiliado y la versión de los datos con que se leyeron (lecturas-guardadas.ts). */
export interface CortesDelAfiliado {
  version: string | null;
  cortes: CorteConCertificados[];
}

/**
 * Cortes en los que el afiliado tiene aportes o créditos, del más reciente al más antiguo, y si
 * tiene aportes en cada uno, con la versión de version_datos de la misma instantánea. null si el
 * afiliado no existe.
 */
export async function cortesDelAfiliado(db: Db, idAfiliado: number): Promise<CortesDelAfiliado | null> {
  const lista = await consultar<{
    id_corte: number | null;
    corte: string | null;
    con_aportes: boolean | null;
    version: string | null;
  }>(
    db,
    sql`
    select c.id_corte, c.corte::text as corte,
      exists (select 1 from aporte a where a.id_afiliado = af.id_afiliado and a.id_corte = c.id_corte) as con_aportes,
      ${sql.raw(VERSION_DATOS_SQL)} as version
    from afiliado af
    left join corte c on c.id_corte in (
      select a.id_corte from aporte a where a.id_afiliado = ${idAfiliado}
      union
      select r.id_corte from credito r where r.id_afiliado = ${idAfiliado})
    where af.id_afiliado = ${idAfiliado}
    order by c.corte desc nulls last`,
  );
  if (lista.length === 0) return null;
  return {
    version: lista[0]?.version ?? null,
    cortes: lista.flatMap((f) =>
      f.id_corte === null || f.corte === null
        ? []
        : [{ id_corte: f.id_corte, corte: f.corte, con_aportes: Boolean(f.con_aportes) }],
    ),
  };
}
