// Volver a la lista de la que se vino, con sus filtros y su página: la lista pasa su
// URL (ruta y consulta) en el estado de la navegación al abrir un elemento; el botón 'Volver' de la página
// del elemento la usa. Sin ella (se entró por un enlace), la lista por defecto.
import { useLocation } from '@fondo/runtime';

export interface EstadoDesdeLista {
  lista: string;
}

/** El estado de navegación que lleva un enlace de una lista a su elemento. */
export function useEstadoDeLista(): EstadoDesdeLista {
  const { pathname, search } = useLocation();
  return { lista: `${pathname}${search}` };
}

/** La URL de la lista de la que se vino si empieza por `prefijo`; si no, `porDefecto`. */
export function useRutaDeLista(prefijo: string, porDefecto: string): string {
  const state: unknown = useLocation().state;
  const lista = typeof state === 'object' && state !== null && 'lista' in state ? state.lista : undefined;
  return typeof lista === 'string' && lista.startsWith(prefijo) ? lista : porDefecto;
}
