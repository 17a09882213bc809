// La ruta de ahora (camino y consulta) en una referencia: el cierre por vencimiento vuelve a ella.
import { useEffect, useRef } from 'react';
import { useLocation } from '@fondo/runtime';

/** Siempre el mismo objeto: ponerlo en las dependencias de un efecto no lo repite. */
export function useRutaActual(): { readonly current: string } {
  const { pathname, search } = useLocation();
  const ruta = useRef(`${pathname}${search}`);
  useEffect(() => {
    ruta.current = `${pathname}${search}`;
  }, [pathname, search]);
  return ruta;
}
