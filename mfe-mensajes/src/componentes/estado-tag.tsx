// Estado de un hilo (SPEC 4): 0 Abierto, 1 Cerrado, como etiqueta de color del portal.
import type { ReactElement } from 'react';
import type { EstadoMensaje } from '@fondo/contrato';
import { EtiquetaEstado } from '@fondo/ui';

export const ETIQUETA_ESTADO: Record<EstadoMensaje, string> = { 0: 'Abierto', 1: 'Cerrado' };

export function EstadoTag({ estado }: { estado: EstadoMensaje }): ReactElement {
  return <EtiquetaEstado tono={estado === 0 ? 'info' : 'neutro'}>{ETIQUETA_ESTADO[estado]}</EtiquetaEstado>;
}
