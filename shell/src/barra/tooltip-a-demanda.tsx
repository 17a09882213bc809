import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';

// Tooltip de antd (con su motor de posicionamiento, ~20 KiB gzip) se carga al primer paso del puntero
// o del foco: /login no lo descarga.
const Tooltip = lazy(() => import('antd/es/tooltip'));

type Disparadores = { onPointerEnter?: () => void; onFocus?: () => void };

/** Como <Tooltip title>, pero el Tooltip llega la primera vez que se apunta o se enfoca el hijo. */
export function TooltipADemanda({ title, children }: { title: string; children: ReactElement<Disparadores> }): ReactElement {
  const [usado, setUsado] = useState(false);
  if (!usado) return cloneElement(children, { onPointerEnter: () => setUsado(true), onFocus: () => setUsado(true) });
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} defaultOpen>
        {children}
      </Tooltip>
    </Suspense>
  );
}
