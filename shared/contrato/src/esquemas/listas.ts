// Convención de listas de administración: parámetros de consulta y respuesta paginada.
//   GET /api/admin/...?pagina=1&tamano=20&orden=-fecha&<filtros>  ->  { filas: T[], total }
// pagina empieza en 1; tamano entre 1 y TAMANO_MAXIMO_PAGINA; orden es una columna de la lista
// blanca de la ruta, con '-' delante para descendente; total cuenta todas las filas del filtro.
import { Type, type TProperties, type TSchema } from 'typebox';
import { TAMANO_MAXIMO_PAGINA, TAMANO_PAGINA } from '../constantes';

/** Esquema de la consulta de una lista: columnas ordenables (lista blanca) y filtros propios. */
export function ConsultaListaEsquema<const C extends string, F extends TProperties = Record<never, never>>(
  columnas: readonly C[],
  filtros?: F,
) {
  const orden = [...columnas, ...columnas.map((c) => `-${c}` as const)];
  return Type.Object({
    pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    tamano: Type.Optional(Type.Integer({ minimum: 1, maximum: TAMANO_MAXIMO_PAGINA, default: TAMANO_PAGINA })),
    orden: Type.Optional(Type.Enum(orden)),
    ...((filtros ?? {}) as F),
  });
}

/** Respuesta de una lista: la página pedida y el total de filas que cumplen el filtro. */
export function RespuestaListaEsquema<T extends TSchema>(fila: T) {
  return Type.Object({ filas: Type.Array(fila), total: Type.Integer({ minimum: 0 }) });
}

/** Orden de una lista: una columna, con '-' delante para descendente. */
export type Orden<C extends string> = C | `-${C}`;

/** Parámetros comunes ya validados (sin los filtros). */
export interface ConsultaLista<C extends string = string> {
  pagina?: number;
  tamano?: number;
  orden?: Orden<C>;
}

export interface RespuestaLista<T> {
  filas: T[];
  total: number;
}
