// ¿Pantalla de escritorio para la barra? Por encima de 900 px se ve el menú horizontal (estilos.css); por
// debajo, el botón que abre el cajón. En un teléfono el menú horizontal (el Menu de antd, ~28 KiB) ni se
// descarga.
import { useSyncExternalStore } from 'react';

/** La del @media de estilos.css que esconde el menú horizontal. */
export const CONSULTA_MOVIL = '(max-width: 900px)';

function medios(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(CONSULTA_MOVIL) : null;
}

function suscribir(avisar: () => void): () => void {
  const m = medios();
  m?.addEventListener('change', avisar);
  return () => m?.removeEventListener('change', avisar);
}

/** true con la barra de escritorio (también sin matchMedia). */
export function useBarraEscritorio(): boolean {
  return useSyncExternalStore(
    suscribir,
    () => medios()?.matches !== true,
    () => true,
  );
}
