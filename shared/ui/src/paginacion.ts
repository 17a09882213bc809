// Paginación de una lista del servidor (convención de listas: pagina/tamano, TAMANO_PAGINA por defecto),
// en la URL: Atrás vuelve a la misma página. Para filtros y orden, useListaUrl.
import type { TablePaginationConfig } from 'antd';
import { useListaUrl } from './listas/estado-url';

export interface Paginacion {
  pagina: number;
  tamano: number;
  /** Vuelve a la página 1: al cambiar un filtro, la búsqueda o el orden. */
  alInicio: () => void;
  /** La prop `pagination` de la Table de antd para `total` filas. */
  paginacion: (total: number, extra?: Pick<TablePaginationConfig, 'showTotal'>) => TablePaginationConfig;
}

const SIN_FILTROS = {};

/**
 * Página y tamaño de una lista, en la URL (?pagina=3&tamano=50). Cambiar el tamaño vuelve a la página 1.
 * El paginador se oculta solo cuando todo cabe en una página del tamaño por defecto.
 */
export function usePaginacion(): Paginacion {
  const { pagina, tamano, cambiar, paginacion } = useListaUrl(SIN_FILTROS);
  return { pagina, tamano, alInicio: () => cambiar({ pagina: 1 }), paginacion };
}
