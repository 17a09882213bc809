// El CSS de antd calculado al construir (shared/webpack/cargador-estilos-antd.cjs) entra a la página
// aquí, cuando se evalúa el módulo de antd que lo usa. Cada hoja, una vez por página aunque la traigan la
// shell y un remoto (misma versión de antd, mismo tema).

const ATRIBUTO = 'data-fondo-antd';
const puestas = new Set<string>();

/**
 * Pone la hoja `id` (versión de antd y clave de la hoja) en un <style>. Las hojas de antd van al principio
 * del <head>, en el orden en que llegan, antes del CSS propio de las apps (que así las puede ajustar),
 * como las pone antd cuando las calcula en la página.
 */
export function inyectarEstiloAntd(id: string, css: string): void {
  if (typeof document === 'undefined' || puestas.has(id)) return;
  puestas.add(id);
  if (document.head.querySelector(`style[${ATRIBUTO}="${id}"]`)) return;
  const estilo = document.createElement('style');
  estilo.setAttribute(ATRIBUTO, id);
  estilo.textContent = css;
  const anteriores = document.head.querySelectorAll(`style[${ATRIBUTO}]`);
  const ultima = anteriores[anteriores.length - 1];
  if (ultima) ultima.after(estilo);
  else document.head.prepend(estilo);
}
