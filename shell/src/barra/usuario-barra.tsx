// El botón del usuario en la barra (iniciales y nombre, SPEC 2.2) se dibuja en seguida; el menú de antd
// (Dropdown, Avatar, Menu, Tooltip: ~42 KiB) y la foto llegan cuando la página ya cargó o al primer gesto
// sobre el botón (issue 14, punto 11: no compiten con el remoto de la página en un teléfono).
import { startTransition, Suspense, useEffect, useState, type ReactElement } from 'react';
import { islaAntd } from '../app/isla-antd';
import { iniciales, nombreCorto, type UsuarioSesion } from '@fondo/contrato';

const MenuUsuario = islaAntd(() => import('./menu-usuario'));

/** Sin peticiones que terminen durante este tiempo, la red de la página se considera quieta. */
const QUIETO_MS = 500;

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

/**
 * Llama a `f` cuando la página terminó de cargar, su red quedó quieta (los chunks del remoto y los datos
 * de la página llegaron) y el navegador está libre (ya la dibujó); devuelve cómo cancelarlo.
 */
function cuandoQuieto(f: () => void): () => void {
  let ultima = performance.now();
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
    const falta = ultima + QUIETO_MS - performance.now();
    if (falta <= 0) return libre();
    const id = window.setTimeout(revisar, falta);
    cancelar = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') revisar();
  else {
    const alCargar = (): void => {
      ultima = performance.now();
      revisar();
    };
    window.addEventListener('load', alCargar, { once: true });
    cancelar = () => window.removeEventListener('load', alCargar);
  }
  return () => {
    observador?.disconnect();
    cancelar();
  };
}

/** El mismo botón que MenuUsuario, sin antd: un círculo con las iniciales y el nombre. */
function BotonUsuario({ usuario, alPedir }: { usuario: UsuarioSesion; alPedir: (abrir: boolean) => void }) {
  return (
    <button
      type="button"
      className="barra-usuario"
      onPointerEnter={() => alPedir(false)}
      onFocus={() => alPedir(false)}
      onClick={() => alPedir(true)}
      data-ligero=""
    >
      <span className="barra-avatar" aria-hidden>
        {iniciales(usuario)}
      </span>
      <span className="solo-lector">Menú de </span>
      <span className="barra-nombre">{nombreCorto(usuario)}</span>
    </button>
  );
}

export function UsuarioBarra({ usuario }: { usuario: UsuarioSesion }): ReactElement {
  // null: aún no se pide el menú; si no, si debe abrirse al llegar (el toque o clic que lo pidió).
  const [pedido, setPedido] = useState<{ abrir: boolean } | null>(null);
  // En una transición: el botón ligero sigue en su lugar (y con el foco) hasta que el menú llega.
  const pedir = (abrir: boolean): void =>
    startTransition(() => setPedido((p) => (p && (p.abrir || !abrir) ? p : { abrir })));
  // El botón ligero se reemplaza por el del menú: si tenía el foco, lo pasa al nuevo.
  const enfocado = (): boolean => document.activeElement?.matches('.barra-usuario[data-ligero]') === true;
  useEffect(() => cuandoQuieto(() => pedir(false)), []);
  const boton = <BotonUsuario usuario={usuario} alPedir={pedir} />;
  return (
    <Suspense fallback={boton}>
      {pedido ? <MenuUsuario usuario={usuario} abrir={pedido.abrir} enfocar={enfocado} /> : boton}
    </Suspense>
  );
}
