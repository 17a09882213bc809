// Pestañas con el marcado y los estilos de las Tabs de antd, sin su maquinaria: rc-tabs
// con su menú '…' (rc-menu, rc-dropdown) eran ~20 KiB comprimidos de la primera carga de la ficha. Aquí la
// franja se desliza con el dedo o la rueda (con la sombra de antd en el borde cuando hay más pestañas), la
// pestaña abierta queda a la vista, y las flechas, Inicio y Fin recorren las pestañas (WAI-ARIA, con
// activación automática). Como en antd, un panel visitado queda montado (oculto) al cambiar de pestaña.
import { ConfigProvider } from 'antd';
import { useCSSVarCls, useEstiloPestanas } from '../antd-interno';
import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import './pestanas.css';

export interface Pestana<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
  /** montar el panel aunque no se haya abierto (p. ej. para validar sus campos) */
  forceRender?: boolean;
}

export interface PropsPestanas<K extends string> {
  activeKey: K;
  onChange: (clave: K) => void;
  items: readonly Pestana<K>[];
  /** envuelve la franja (p. ej. para dejarla fija bajo la barra del portal) */
  franja?: (barra: ReactElement) => ReactNode;
}

const clases = (...c: (string | false | undefined)[]): string => c.filter(Boolean).join(' ');

/** Sin movimiento si la persona lo pidió en su sistema. */
const suave = (): ScrollBehavior =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

export function Pestanas<K extends string>({ activeKey, onChange, items, franja }: PropsPestanas<K>): ReactElement {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('tabs');
  const raiz = useCSSVarCls(p);
  const [hashId, cssVarCls] = useEstiloPestanas(p, raiz);
  const id = useId().replace(/:/g, '');
  const lista = useRef<HTMLDivElement>(null);
  const [tinta, setTinta] = useState<{ left: number; width: number } | null>(null);
  const [sombra, setSombra] = useState({ izquierda: false, derecha: false });
  const [visitadas, setVisitadas] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  const teclado = useRef(false);

  if (!visitadas.has(activeKey)) setVisitadas(new Set([...visitadas, activeKey]));

  // La línea bajo la pestaña abierta, las sombras de los bordes y la pestaña abierta a la vista en la franja
  // (sin mover la página). Se miden cuando el navegador ya calculó la página (ResizeObserver, scroll): leer
  // medidas en un efecto de cada render obligaba a recalcularla entera, y la ficha se dibuja varias veces al
  // cargar. Solo un cambio de pestaña mide en el acto.
  const ajustar = useRef<(aLaVista: boolean) => void>(() => undefined);
  ajustar.current = (aLaVista) => {
    const nodo = lista.current;
    const activa = nodo?.querySelector<HTMLElement>(`[data-node-key="${activeKey}"]`);
    if (!nodo) return;
    if (activa) {
      const { offsetLeft: left, offsetWidth: width } = activa;
      setTinta((t) => (t?.left === left && t.width === width ? t : { left, width }));
      if (aLaVista) {
        const desde = left - 16;
        const hasta = left + width + 16;
        if (desde < nodo.scrollLeft) nodo.scrollTo?.({ left: desde, behavior: suave() });
        else if (hasta > nodo.scrollLeft + nodo.clientWidth)
          nodo.scrollTo?.({ left: hasta - nodo.clientWidth, behavior: suave() });
      }
    }
    const izquierda = nodo.scrollLeft > 1;
    const derecha = nodo.scrollLeft + nodo.clientWidth < nodo.scrollWidth - 1;
    setSombra((s) => (s.izquierda === izquierda && s.derecha === derecha ? s : { izquierda, derecha }));
  };

  useEffect(() => {
    const nodo = lista.current;
    if (!nodo) return undefined;
    const alDesplazar = (): void => ajustar.current(false);
    nodo.addEventListener('scroll', alDesplazar, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      ajustar.current(true);
      return () => nodo.removeEventListener('scroll', alDesplazar);
    }
    // su primer aviso llega con la página ya calculada: ahí se pone la pestaña abierta a la vista
    let primero = true;
    const observador = new ResizeObserver(() => {
      ajustar.current(primero);
      primero = false;
    });
    observador.observe(nodo);
    for (const hijo of nodo.children) observador.observe(hijo);
    return () => {
      nodo.removeEventListener('scroll', alDesplazar);
      observador.disconnect();
    };
  }, []);

  // Al cambiar de pestaña; con el teclado, el foco pasa a la nueva.
  const montada = useRef(false);
  useLayoutEffect(() => {
    if (!montada.current) {
      montada.current = true;
      return;
    }
    ajustar.current(true);
    if (teclado.current) {
      teclado.current = false;
      lista.current
        ?.querySelector<HTMLElement>(`[data-node-key="${activeKey}"] [role=tab]`)
        ?.focus({ preventScroll: true });
    }
  }, [activeKey]);

  function alTeclado(e: KeyboardEvent<HTMLDivElement>): void {
    const i = items.findIndex((x) => x.key === activeKey);
    const destino = {
      ArrowRight: (i + 1) % items.length,
      ArrowLeft: (i - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[e.key];
    if (destino === undefined || destino === i) return;
    e.preventDefault();
    teclado.current = true;
    onChange(items[destino]!.key);
  }

  const barra = (
    <div role="tablist" aria-orientation="horizontal" className={`${p}-nav`} onKeyDown={alTeclado}>
      <div
        className={clases(
          `${p}-nav-wrap`,
          sombra.izquierda && `${p}-nav-wrap-ping-left`,
          sombra.derecha && `${p}-nav-wrap-ping-right`,
        )}
      >
        <div ref={lista} className={clases(`${p}-nav-list`, 'fondo-pestanas-lista')}>
          {items.map((x) => {
            const activa = x.key === activeKey;
            return (
              <div key={x.key} data-node-key={x.key} className={clases(`${p}-tab`, activa && `${p}-tab-active`)}>
                <div
                  role="tab"
                  id={`${id}-tab-${x.key}`}
                  aria-selected={activa}
                  aria-controls={`${id}-panel-${x.key}`}
                  tabIndex={activa ? 0 : -1}
                  className={`${p}-tab-btn`}
                  onClick={() => {
                    if (!activa) onChange(x.key);
                  }}
                >
                  {x.label}
                </div>
              </div>
            );
          })}
          <div
            className={clases(`${p}-ink-bar`, `${p}-ink-bar-animated`)}
            style={tinta ? { left: tinta.left, width: tinta.width } : { display: 'none' }}
          />
        </div>
      </div>
    </div>
  );

  return (
    <div className={clases(p, `${p}-top`, 'fondo-pestanas', hashId, cssVarCls, raiz)}>
      {franja ? franja(barra) : barra}
      <div className={`${p}-body-holder`}>
        <div className={clases(`${p}-body`, `${p}-body-top`)}>
          {items.map((x) => {
            const activa = x.key === activeKey;
            if (!activa && !x.forceRender && !visitadas.has(x.key)) return null;
            return (
              <div
                key={x.key}
                role="tabpanel"
                id={`${id}-panel-${x.key}`}
                aria-labelledby={`${id}-tab-${x.key}`}
                aria-hidden={!activa}
                tabIndex={activa ? 0 : -1}
                className={clases(`${p}-content`, activa ? `${p}-content-active` : `${p}-content-hidden`)}
              >
                {x.children}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
