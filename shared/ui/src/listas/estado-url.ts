// Estado de una lista en la URL: filtros, orden, página y tamaño viven en la consulta
// (?estado=APROBADA&pagina=3), así Atrás vuelve a la misma vista y un enlace la comparte. Los valores por
// defecto no se escriben (la URL de la lista sin filtros queda limpia); lo que no es válido se ignora.
import type { TableColumnType, TablePaginationConfig, TableProps } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { TAMANO_MAXIMO_PAGINA, TAMANO_PAGINA, type Orden } from '@fondo/contrato';
import { useSearchParams } from '@fondo/runtime';

export type { Orden };

/** El orden de una columna de antd ('ascend', 'descend' o null) y lo que su Table pasa al ordenar. */
type SortOrder = Exclude<TableColumnType<unknown>['sortOrder'], undefined>;
type SorterResult<T> = Exclude<Parameters<NonNullable<TableProps<T>['onChange']>>[2], unknown[]>;

/** Un filtro: su valor por defecto y, si es una lista cerrada, los valores válidos. */
export interface DefinicionFiltro<V extends string> {
  porDefecto: V;
  validos?: readonly V[];
}

export interface DefinicionListaUrl<F extends Record<string, string>, C extends string> {
  filtros?: { [K in keyof F]: DefinicionFiltro<F[K]> };
  /** Columnas por las que se puede ordenar (lista blanca); sin ellas, la lista no se ordena. */
  columnas?: readonly C[];
  /** El orden que aplica el servidor si no se pide otro (solo para marcar la cabecera). */
  ordenPorDefecto?: Orden<C>;
}

/** Lo que se cambia de una vez: filtros, y página, tamaño u orden. */
export type CambioLista<F, C extends string> = Partial<F> & {
  pagina?: number;
  tamano?: number;
  orden?: Orden<C> | null;
};

export interface ListaUrl<F extends Record<string, string>, C extends string> {
  filtros: F;
  pagina: number;
  tamano: number;
  /** El orden pedido (undefined: el del servidor). */
  orden: Orden<C> | undefined;
  /** Cambia filtros u orden (vuelve a la página 1) o la página; una entrada nueva en el historial. */
  cambiar: (cambio: CambioLista<F, C>) => void;
  /** Como cambiar, sin entrada nueva en el historial (un filtro que se aplica mientras se escribe). */
  reemplazar: (cambio: CambioLista<F, C>) => void;
  /** La prop `pagination` de la Table (o de Pagination) para `total` filas. */
  paginacion: (total: number, extra?: Pick<TablePaginationConfig, 'showTotal'>) => TablePaginationConfig;
  /** El `onChange` de la Table: solo atiende el orden (la página la lleva `paginacion`). */
  alCambiarTabla: (_p: unknown, _f: unknown, sorter: unknown, extra: { action: string }) => void;
  /** El sortOrder controlado de la columna `campo` (la cabecera muestra el orden de la URL). */
  ordenDe: (campo: C) => SortOrder;
}

/** Tamaños de página que ofrece el paginador (antd: 10, 20, 50, 100). */
const TAMANOS = [10, 20, 50, 100].filter((t) => t <= TAMANO_MAXIMO_PAGINA);

function entero(v: string | null, minimo: number, maximo: number): number | null {
  if (v === null || !/^\d{1,7}$/.test(v)) return null;
  const n = Number(v);
  return n >= minimo && n <= maximo ? n : null;
}

function ordenValido<C extends string>(v: string | null, columnas: readonly C[] | undefined): Orden<C> | undefined {
  if (!v || !columnas) return undefined;
  const columna = v.startsWith('-') ? v.slice(1) : v;
  return (columnas as readonly string[]).includes(columna) ? (v as Orden<C>) : undefined;
}

/**
 * El orden que pide la cabecera de una Table de antd (el `sorter` de su onChange): 'campo' o '-campo',
 * o null si se quitó el orden o la columna no está en la lista blanca.
 */
export function ordenDeSorter<C extends string>(sorter: unknown, columnas: readonly C[] | undefined): Orden<C> | null {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<unknown> | undefined;
  const campo = typeof s?.field === 'string' ? s.field : undefined;
  const valido = campo && ordenValido<C>(campo, columnas) ? (campo as C) : undefined;
  return valido && s?.order ? (s.order === 'descend' ? `-${valido}` : valido) : null;
}

/**
 * Lee y escribe el estado de una lista en la URL. Cambiar un filtro, el orden o el tamaño vuelve a la
 * página 1. Otros parámetros de la URL (de otra pieza de la página) se conservan.
 */
export function useListaUrl<F extends Record<string, string> = Record<never, string>, C extends string = never>(
  definicion: DefinicionListaUrl<F, C>,
): ListaUrl<F, C> {
  const [params, setParams] = useSearchParams();
  const { filtros: defFiltros, columnas, ordenPorDefecto } = definicion;
  // La consulta vigente: la última dibujada o la última escrita, si aún no se dibujó. El setter funcional
  // del router parte de la consulta de su render; un manejador viejo (la cabecera de la tabla) o un clic
  // antes del render borraría el filtro recién elegido.
  const vigentes = useRef({ dibujada: '', consulta: params });
  if (vigentes.current.dibujada !== params.toString())
    vigentes.current = { dibujada: params.toString(), consulta: params };

  const filtros = useMemo(() => {
    const r: Record<string, string> = {};
    for (const [clave, def] of Object.entries(defFiltros ?? {}) as [string, DefinicionFiltro<string>][]) {
      const v = params.get(clave);
      r[clave] = v !== null && (!def.validos || def.validos.includes(v)) ? v : def.porDefecto;
    }
    return r as F;
  }, [params, defFiltros]);
  const pagina = entero(params.get('pagina'), 1, 1_000_000) ?? 1;
  const tamanoUrl = entero(params.get('tamano'), 1, TAMANO_MAXIMO_PAGINA);
  const tamano = tamanoUrl !== null && TAMANOS.includes(tamanoUrl) ? tamanoUrl : TAMANO_PAGINA;
  const orden = ordenValido(params.get('orden'), columnas);

  const aplicar = useCallback(
    (cambio: CambioLista<F, C>, replace: boolean) => {
      setParams(
        () => {
          const nuevos = new URLSearchParams(vigentes.current.consulta);
          const poner = (clave: string, valor: string | null) => {
            if (valor === null) nuevos.delete(clave);
            else nuevos.set(clave, valor);
          };
          let alInicio = false;
          for (const [clave, valor] of Object.entries(cambio)) {
            if (clave === 'pagina' || clave === 'tamano' || clave === 'orden') continue;
            const def = (defFiltros as Record<string, DefinicionFiltro<string>> | undefined)?.[clave];
            if (!def) continue;
            const texto = typeof valor === 'string' ? valor : def.porDefecto;
            poner(clave, texto === def.porDefecto ? null : texto);
            alInicio = true;
          }
          if (cambio.orden !== undefined) {
            poner('orden', cambio.orden && cambio.orden !== ordenPorDefecto ? cambio.orden : null);
            alInicio = true;
          }
          if (cambio.tamano !== undefined) {
            poner('tamano', cambio.tamano === TAMANO_PAGINA ? null : String(cambio.tamano));
            alInicio = true;
          }
          const nuevaPagina = alInicio ? 1 : (cambio.pagina ?? null);
          if (nuevaPagina !== null) poner('pagina', nuevaPagina <= 1 ? null : String(nuevaPagina));
          vigentes.current.consulta = nuevos;
          return nuevos;
        },
        { replace },
      );
    },
    [setParams, defFiltros, ordenPorDefecto],
  );
  const cambiar = useCallback((cambio: CambioLista<F, C>) => aplicar(cambio, false), [aplicar]);
  const reemplazar = useCallback((cambio: CambioLista<F, C>) => aplicar(cambio, true), [aplicar]);

  const paginacion = useCallback(
    (total: number, extra?: Pick<TablePaginationConfig, 'showTotal'>): TablePaginationConfig => ({
      current: pagina,
      pageSize: tamano,
      total,
      showSizeChanger: true,
      pageSizeOptions: TAMANOS,
      // Oculto solo si todo cabe en una página del tamaño por defecto (quien eligió otro puede volver).
      hideOnSinglePage: total <= TAMANO_PAGINA && tamano === TAMANO_PAGINA,
      ...extra,
      onChange: (p, t) =>
        cambiar(t !== tamano ? ({ tamano: t } as CambioLista<F, C>) : ({ pagina: p } as CambioLista<F, C>)),
    }),
    [pagina, tamano, cambiar],
  );

  const alCambiarTabla = useCallback(
    (_p: unknown, _f: unknown, sorter: unknown, extra: { action: string }) => {
      if (extra.action !== 'sort') return;
      cambiar({ orden: ordenDeSorter(sorter, columnas) } as CambioLista<F, C>);
    },
    [cambiar, columnas],
  );

  const ordenDe = useCallback(
    (campo: C): SortOrder => {
      const vigente = orden ?? ordenPorDefecto;
      if (vigente === campo) return 'ascend';
      if (vigente === `-${campo}`) return 'descend';
      return null;
    },
    [orden, ordenPorDefecto],
  );

  return { filtros, pagina, tamano, orden, cambiar, reemplazar, paginacion, alCambiarTabla, ordenDe };
}
