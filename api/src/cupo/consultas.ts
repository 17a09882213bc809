// Consultas del cupo de crédito: la posición del afiliado en su último corte (ahorro en los
// tipos de aporte marcados, saldos y cuotas de los créditos vigentes, salario de su ficha) y la marca de
// los tipos de aporte. Todo se suma en PostgreSQL (numeric) y llega como texto.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Corte, TipoAporteCupo } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { tipoAporte } from '../db/schema.js';

export interface FilaPosicion {
  id_corte: number | null;
  corte: string | null;
  salario: string | null;
  ahorro: string;
  /** Todos los aportes del corte (el 'Ahorro total' de /inicio). */
  ahorro_total: string;
  /** Los aportes del corte en los tipos marcados, por tipo: [{ nombre, total }] en el orden de los tipos. */
  aportes_cupo: { nombre: string; total: string }[] | null;
  cuotas_vigentes: string;
  saldo_total: string;
  /** saldo de los créditos vigentes por tipo: { "id_tipo_credito": "saldo" } */
  saldo_por_tipo: Record<string, string> | null;
}

/** Posición del afiliado en el último corte en que tiene aportes o créditos; undefined si no existe. */
export async function posicionDelAfiliado(db: Pick<Db, 'execute'>, id: number): Promise<FilaPosicion | undefined> {
  const [f] = await consultar<FilaPosicion>(
    db,
    sql`
    select u.id_corte, u.corte, af.salario::text as salario,
      coalesce((select sum(a.total) from aporte a join tipo_aporte ta on ta.id_tipo_aporte = a.id_tipo_aporte
                where a.id_afiliado = ${id} and a.id_corte = u.id_corte and ta.cuenta_para_cupo), 0)::text as ahorro,
      coalesce((select sum(a.total) from aporte a
                where a.id_afiliado = ${id} and a.id_corte = u.id_corte), 0)::text as ahorro_total,
      (select json_agg(json_build_object('nombre', p.nombre, 'total', p.total::text) order by p.orden, p.nombre) from (
         select ta.nombre, ta.orden, sum(a.total) as total from aporte a
         join tipo_aporte ta on ta.id_tipo_aporte = a.id_tipo_aporte
         where a.id_afiliado = ${id} and a.id_corte = u.id_corte and ta.cuenta_para_cupo
         group by ta.id_tipo_aporte, ta.nombre, ta.orden) p) as aportes_cupo,
      coalesce((select sum(r.valor_cuota) from credito r
                where r.id_afiliado = ${id} and r.id_corte = u.id_corte and r.saldo > 0), 0)::text as cuotas_vigentes,
      coalesce((select sum(r.saldo) from credito r
                where r.id_afiliado = ${id} and r.id_corte = u.id_corte and r.saldo > 0), 0)::text as saldo_total,
      (select json_object_agg(p.id_tipo_credito, p.saldo::text) from (
         select r.id_tipo_credito, sum(r.saldo) as saldo from credito r
         where r.id_afiliado = ${id} and r.id_corte = u.id_corte and r.saldo > 0
         group by r.id_tipo_credito) p) as saldo_por_tipo
    from afiliado af
    left join lateral (
      select c.id_corte, c.corte::text as corte from corte c
      where exists (select 1 from aporte a where a.id_afiliado = ${id} and a.id_corte = c.id_corte)
         or exists (select 1 from credito r where r.id_afiliado = ${id} and r.id_corte = c.id_corte)
      order by c.corte desc limit 1
    ) u on true
    where af.id_afiliado = ${id}`,
  );
  return f;
}

export const corteDePosicion = (f: FilaPosicion): Corte | null =>
  f.id_corte === null || f.corte === null ? null : { id_corte: f.id_corte, corte: f.corte };

export async function listarTiposAporte(db: Pick<Db, 'select'>): Promise<TipoAporteCupo[]> {
  return db
    .select({
      id_tipo_aporte: tipoAporte.id_tipo_aporte,
      nombre: tipoAporte.nombre,
      orden: tipoAporte.orden,
      cuenta_para_cupo: tipoAporte.cuenta_para_cupo,
    })
    .from(tipoAporte)
    .orderBy(asc(tipoAporte.orden), asc(tipoAporte.nombre));
}

/** Cuántos de los ids son tipos de aporte. */
export async function contarTiposAporte(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db
    .select({ id: tipoAporte.id_tipo_aporte })
    .from(tipoAporte)
    .where(inArray(tipoAporte.id_tipo_aporte, [...ids]));
  return r.length;
}

/** Cuentan para el cupo exactamente los ids dados. */
export async function marcarTiposAporte(db: Pick<Db, 'update'>, ids: readonly number[]): Promise<void> {
  await db
    .update(tipoAporte)
    .set({ cuenta_para_cupo: ids.length === 0 ? false : inArray(tipoAporte.id_tipo_aporte, [...ids]) });
}
