// Estado de una solicitud de crédito (SPEC 4) como etiqueta de color: PENDIENTE, APROBADA, NO APROBADA.
import type { ReactElement } from 'react';
import type { EstadoSolicitud } from '@fondo/contrato';
import { EtiquetaEstado, type TonoEstado } from '@fondo/ui';

const TONO: Record<EstadoSolicitud, TonoEstado> = { PENDIENTE: 'alerta', APROBADA: 'exito', 'NO APROBADA': 'peligro' };

export function EstadoSolicitudTag({ estado, grande }: { estado: EstadoSolicitud; grande?: boolean }): ReactElement {
  return (
    <EtiquetaEstado tono={TONO[estado]} grande={grande}>
      {estado}
    </EtiquetaEstado>
  );
}

/** La marca de lo que el fondo cambió desde la última vez que el afiliado abrió la solicitud. */
export function NovedadTag(): ReactElement {
  return <EtiquetaEstado tono="nuevo">Novedad</EtiquetaEstado>;
}
