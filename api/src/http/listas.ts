// Listas de administración (convención del contrato, esquemas/listas): pagina, tamano, orden
// (columna de la lista blanca, '-' para descendente) y filtros -> { filas, total }.
import { sql, type SQL } from 'drizzle-orm';
import { TAMANO_PAGINA, type ConsultaLista, type RespuestaLista } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';

export interface DefinicionLista<C extends string> {
  /** select de las columnas de la fila (sin 'select'), p. ej. sql`t.id_tipo_credito, t.nombre` */
  columnas: SQL;
  /** from, joins y where (sin 'from'), con los filtros ya aplicados */
  desde: SQL;
  /** columna ordenable (nombre público) -> expresión SQL; es la lista blanca de `orden` */
  ordenables: Record<C, SQL>;
  /** orden si no se pide otro, y desempate estable al final de cualquier orden */
  porDefecto: C | `-${C}`;
  desempate: SQL;
}

/** ORDER BY de `orden` (ya validado por el esquema contra la lista blanca). */
export function ordenSql<C extends string>(orden: C | `-${C}`, ordenables: Record<C, SQL>, desempate: SQL): SQL {
  const desc = orden.startsWith('-');
  const columna = (desc ? orden.slice(1) : orden) as C;
  const expresion = ordenables[columna];
  if (!expresion) throw new Error(`Columna de orden fuera de la lista blanca: ${columna}`);
  return sql`${expresion} ${desc ? sql`desc` : sql`asc`} nulls last, ${desempate}`;
}

/**
 * Una página de la lista y el total del filtro en una sola consulta (count(*) over ()); si la página
 * pedida queda más allá del final, una segunda consulta cuenta el total.
 */
export async function paginar<T, C extends string>(
  db: Db, definicion: DefinicionLista<C>, consulta: ConsultaLista<C>,
): Promise<RespuestaLista<T>> {
  const pagina = consulta.pagina ?? 1;
  const tamano = consulta.tamano ?? TAMANO_PAGINA;
  const orden = ordenSql(consulta.orden ?? definicion.porDefecto, definicion.ordenables, definicion.desempate);
  const lista = await consultar<T & { total_lista: number }>(db, sql`
    select ${definicion.columnas}, count(*) over ()::int as total_lista
    from ${definicion.desde}
    order by ${orden}
    limit ${tamano} offset ${(pagina - 1) * tamano}`);
  let total = lista[0]?.total_lista ?? 0;
  if (lista.length === 0 && pagina > 1) {
    const [fila] = await consultar<{ n: number }>(db, sql`select count(*)::int as n from ${definicion.desde}`);
    total = fila?.n ?? 0;
  }
  return { filas: lista.map(({ total_lista: _t, ...fila }) => fila as unknown as T), total };
}
