// Cuándo pedir lo que la barra no necesita para el primer dibujo (el menú de usuario de antd y la foto):
// después de la página, para no competir con el remoto por la red y la CPU de un teléfono.
import { CLASE_CARGANDO } from '@fondo/ui';

/** Sin peticiones que terminen durante este tiempo, la red de la página se considera quieta. */
export const QUIETO_MS = 500;
/** Pasado este tiempo desde la carga, se pide de todos modos (una página que nunca deja de cargar). */
export const ESPERA_MAXIMA_MS = 10_000;

/** Avisa cada vez que termina una petición de la página (Resource Timing); null si el navegador no puede. */
function observarRecursos(alTerminar: () => void): PerformanceObserver | null {
  if (typeof PerformanceObserver !== 'function') return null;
  const o = new PerformanceObserver(alTerminar);
  try {
    o.observe({ type: 'resource' });
    return o;
  } catch {
    return null; // sin Resource Timing: basta con el tiempo de espera
  }
}

/** ¿Hay un Cargando en la página (el remoto, su página o sus datos aún no llegan)? */
const cargando = (): boolean => document.getElementsByClassName(CLASE_CARGANDO).length > 0;

/**
 * Llama a `f` cuando la página terminó de cargar, no muestra ningún Cargando (su remoto y su página
 * llegaron), su red quedó quieta (una descarga larga en curso no avisa: por eso lo anterior) y el navegador
 * está libre (ya la dibujó); a los ESPERA_MAXIMA_MS de la carga, aunque algo siga cargando. Devuelve cómo
 * cancelarlo.
 */
export function cuandoQuieto(f: () => void): () => void {
  let ultima = performance.now();
  let limite = Infinity;
  let cancelar = (): void => undefined;
  const observador = observarRecursos(() => (ultima = performance.now()));
  const libre = (): void => {
    observador?.disconnect();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(f, { timeout: 3000 });
      cancelar = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(f, 200);
      cancelar = () => window.clearTimeout(id);
    }
  };
  const revisar = (): void => {
    const ahora = performance.now();
    if (ahora >= limite) return libre();
    if (cargando()) ultima = ahora;
    const falta = ultima + QUIETO_MS - ahora;
    if (falta <= 0) return libre();
    const id = window.setTimeout(revisar, Math.min(falta, limite - ahora));
    cancelar = () => window.clearTimeout(id);
  };
  const empezar = (): void => {
    ultima = performance.now();
    limite = ultima + ESPERA_MAXIMA_MS;
    revisar();
  };
  if (document.readyState === 'complete') empezar();
  else {
    window.addEventListener('load', empezar, { once: true });
    cancelar = () => window.removeEventListener('load', empezar);
  }
  return () => {
    observador?.disconnect();
    cancelar();
  };
}
