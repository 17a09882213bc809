import { Suspense, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { islaAntd } from '../app/isla-antd';

// Tooltip de antd (con su motor de posicionamiento, ~20 KiB gzip) se carga al primer paso del puntero
// o del foco: /login no lo descarga.
const Tooltip = islaAntd(() => import('antd/es/tooltip'));

/** Ancla del Tooltip: cubre al hijo sin recibir toques ni clics (los recibe el hijo). */
const ANCLA: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

/**
 * Como <Tooltip title>, pero el Tooltip llega la primera vez que se apunta o se enfoca el hijo. El hijo
 * nunca se vuelve a montar: el Tooltip se dibuja al lado, sobre un ancla del mismo tamaño, y
 * se abre y cierra desde aquí. Antes el hijo pasaba a estar dentro del Tooltip en el primer toque o clic
 * rápido: su nodo cambiaba entre pointerdown y click, y ese primer toque se perdía.
 */
export function TooltipADemanda({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const [usado, setUsado] = useState(false);
  const [abierto, setAbierto] = useState(false);
  const abrir = (): void => {
    setUsado(true);
    setAbierto(true);
  };
  const cerrar = (): void => setAbierto(false);
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={abrir}
      onPointerLeave={cerrar}
      onFocus={abrir}
      onBlur={cerrar}
      onClick={cerrar}
    >
      {children}
      {usado ? (
        <Suspense fallback={null}>
          <Tooltip title={title} open={abierto}>
            <span aria-hidden style={ANCLA} />
          </Tooltip>
        </Suspense>
      ) : null}
    </span>
  );
}
