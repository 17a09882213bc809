// Piezas del paquete inicial (Cargando va en toda página, también en el marco de la shell, que no trae
// antd): lo que trae antd vive en otros archivos (webpack reparte por módulo, no por export).
import { useEffect, type ReactElement } from 'react';
import './piezas.css';

/** Clase de Cargando: mientras haya uno en la página, algo de ella aún no llegó (la shell lo mira). */
export const CLASE_CARGANDO = 'fondo-cargando';

/** Indicador de carga centrado. */
export function Cargando(): ReactElement {
  return (
    <div className={CLASE_CARGANDO} role="status" aria-label="Cargando">
      <span className="fondo-cargando-aro" />
    </div>
  );
}

/** Título de la pestaña del navegador: `${titulo} · Fondo`. */
export function useTitulo(titulo: string): void {
  useEffect(() => {
    document.title = `${titulo} · Fondo`;
  }, [titulo]);
}
