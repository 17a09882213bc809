// Listas de administración (convención del contrato, esquemas/listas): pagina, tamano, orden
// (columna de la lista blanca, '-' para descendente) y filtros -> { filas, total }.
import { sql, type SQL } from 'drizzle-orm';
import { TAMANO_PAGINA, type ConsultaLista, type RespuestaLista } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { donde } from '../db/sql.js';
import { consultar } from '../db/filas.js';

export interface DefinicionLista<C extends string> {
  /** select de las columnas de la fila (sin 'select'), p. ej. sql`t.id_tipo_credito, t.nombre` */
  columnas: SQL;
  /** from y joins que arman las columnas (sin 'from' ni where); solo se recorre para las filas de la página */
  desde: SQL;
  /** clave única de la fila en `desde` y en `filtro`, p. ej. sql`t.id_tipo_credito` */
  clave: SQL;
  /**
   * from, joins y where (sin 'from') que eligen las filas: los alias que usan los filtros y `ordenables`,
   * con las mismas claves que `desde`. Sin él, `desde` con `donde`.
   */
  filtro?: SQL;
  /** condiciones del filtro sobre `desde` (si no se da `filtro`) */
  donde?: SQL[];
  /** from y where (sin 'from') que cuentan el total, si es más barato que `filtro` (mismas filas) */
  conteo?: SQL;
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
 * Orden alfabético del español para una columna de texto: sin distinguir tildes ni mayúsculas y con la ñ
 * después de la n (función orden_es, migración 0008). Con la intercalación C de PGlite, 'Álvarez' quedaba
 * después de 'Zapata'.
 */
export const alfabetico = (expresion: SQL): SQL => sql`orden_es(${expresion})`;

/**
 * Una página de la lista y el total del filtro en una sola consulta (una instantánea): primero las
 * claves de la página (solo el filtro y el orden, sin armar columnas), luego sus columnas; el total es
 * un count(*) aparte (subconsulta sin correlación, se evalúa una vez). Antes era count(*) over (),
 * que armaba y ordenaba todas las filas del filtro para devolver 20. Si la página queda más allá del
 * final, una segunda consulta cuenta el total.
 */
export async function paginar<T, C extends string>(
  db: Db,
  definicion: DefinicionLista<C>,
  consulta: ConsultaLista<C>,
): Promise<RespuestaLista<T>> {
  const pagina = consulta.pagina ?? 1;
  const tamano = consulta.tamano ?? TAMANO_PAGINA;
  const orden = ordenSql(consulta.orden ?? definicion.porDefecto, definicion.ordenables, definicion.desempate);
  const filtro = definicion.filtro ?? sql`${definicion.desde}${donde(definicion.donde)}`;
  const conteo = definicion.conteo ?? filtro;
  const lista = await consultar<T & { total_lista: number }>(
    db,
    sql`
    select ${definicion.columnas}, (select count(*)::int from ${conteo}) as total_lista
    from ${definicion.desde}
    where ${definicion.clave} in (
      select ${definicion.clave} from ${filtro} order by ${orden} limit ${tamano} offset ${(pagina - 1) * tamano})
    order by ${orden}`,
  );
  let total = lista[0]?.total_lista ?? 0;
  if (lista.length === 0 && pagina > 1) {
    const [fila] = await consultar<{ n: number }>(db, sql`select count(*)::int as n from ${conteo}`);
    total = fila?.n ?? 0;
  }
  return { filas: lista.map(({ total_lista: _t, ...fila }) => fila as unknown as T), total };
}
