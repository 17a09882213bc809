// ¿Pantalla de teléfono? Por debajo de 576 px (el punto `sm` de antd) las listas son tarjetas. Con
// matchMedia y useSyncExternalStore la respuesta es correcta desde el primer render (Grid.useBreakpoint
// de antd empieza vacío y cambiaría de tabla a tarjetas después de pintar).
import { useSyncExternalStore } from 'react';

export const CONSULTA_TELEFONO = '(max-width: 575.98px)';

function medios(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(CONSULTA_TELEFONO)
    : null;
}

function suscribir(avisar: () => void): () => void {
  const m = medios();
  if (!m) return () => {};
  m.addEventListener('change', avisar);
  return () => m.removeEventListener('change', avisar);
}

const esTelefono = () => medios()?.matches === true;

/** true en un teléfono (ancho < 576 px); se actualiza al girar o cambiar el tamaño de la ventana. */
export function useEsTelefono(): boolean {
  return useSyncExternalStore(suscribir, esTelefono, () => false);
}
