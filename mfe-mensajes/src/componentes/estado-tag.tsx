// Estado de un hilo (SPEC 4): 0 Abierto, 1 Cerrado.
import { Tag } from 'antd';
import type { ReactElement } from 'react';
import type { EstadoMensaje } from '@fondo/contrato';

export const ETIQUETA_ESTADO: Record<EstadoMensaje, string> = { 0: 'Abierto', 1: 'Cerrado' };

export function EstadoTag({ estado }: { estado: EstadoMensaje }): ReactElement {
  return <Tag color={estado === 0 ? 'blue' : undefined}>{ETIQUETA_ESTADO[estado]}</Tag>;
}
