// Paginación de una lista del servidor (convención de listas: pagina/tamano, TAMANO_PAGINA por defecto).
import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { TAMANO_PAGINA } from '@fondo/contrato';

export interface Paginacion {
  pagina: number;
  tamano: number;
  /** Vuelve a la página 1: al cambiar un filtro, la búsqueda o el orden. */
  alInicio: () => void;
  /** La prop `pagination` de la Table de antd para `total` filas. */
  paginacion: (total: number, extra?: Pick<TablePaginationConfig, 'showTotal'>) => TablePaginationConfig;
}

/**
 * Página y tamaño de una lista. Cambiar el tamaño vuelve a la página 1. El paginador se oculta solo cuando
 * todo cabe en una página del tamaño por defecto (si no, quien eligió un tamaño mayor no podría volver).
 */
export function usePaginacion(): Paginacion {
  const [pagina, setPagina] = useState(1);
  const [tamano, setTamano] = useState(TAMANO_PAGINA);
  return {
    pagina,
    tamano,
    alInicio: () => setPagina(1),
    paginacion: (total, extra) => ({
      current: pagina,
      pageSize: tamano,
      total,
      showSizeChanger: true,
      hideOnSinglePage: total <= TAMANO_PAGINA,
      ...extra,
      onChange: (p, t) => {
        setPagina(t === tamano ? p : 1);
        setTamano(t);
      },
    }),
  };
}
