// Correos de las solicitudes de crédito: al radicar, el recibo al afiliado (con su número) y el aviso
// al fondo (FONDO_CORREO), más allá de SPEC; al cambiar de estado, el aviso al afiliado.
import { formatoDinero, type SolicitudCredito } from '@fondo/contrato';
import type { CorreoEnCola } from '../correo-saliente/salida.js';

export interface ContextoCorreosSolicitud {
  portalUrl: string;
  fondoNombre: string;
  /** dirección del fondo (FONDO_CORREO); vacía: sin aviso al fondo */
  fondoCorreo: string;
}

const ESTADO_EN_TEXTO: Record<SolicitudCredito['estado'], string> = {
  PENDIENTE: 'PENDIENTE (en estudio)',
  APROBADA: 'APROBADA',
  'NO APROBADA': 'NO APROBADA',
};

const enlace = (ctx: ContextoCorreosSolicitud, id: number) =>
  `${ctx.portalUrl.replace(/\/+$/, '')}/solicitud-credito/${id}`;

const resumen = (s: SolicitudCredito) =>
  `${s.tipo_credito_nombre}, ${formatoDinero(s.valor)} a ${s.cuotas} cuotas, destino: ${s.destino}`;

/** El recibo de la solicitud para el afiliado. */
export function correoRadicada(
  s: SolicitudCredito,
  afiliado: { nombres: string; email: string },
  ctx: ContextoCorreosSolicitud,
): CorreoEnCola {
  return {
    motivo: 'solicitud_radicada',
    para: afiliado.email,
    asunto: `Solicitud de crédito No. ${s.id_solicitud} radicada`,
    texto: [
      `Hola ${afiliado.nombres}:`,
      '',
      `Recibimos su solicitud de crédito No. ${s.id_solicitud} (${resumen(s)}).`,
      'Su estado es PENDIENTE (en estudio); le escribiremos cuando cambie.',
      '',
      `Puede consultarla en el portal: ${enlace(ctx, s.id_solicitud)}`,
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}

/** El aviso al fondo de una solicitud nueva. */
export function correoRadicadaFondo(
  s: SolicitudCredito,
  afiliado: { nombres: string; apellidos: string; documento: string },
  ctx: ContextoCorreosSolicitud,
): CorreoEnCola {
  return {
    motivo: 'solicitud_radicada_fondo',
    para: ctx.fondoCorreo,
    asunto: `Nueva solicitud de crédito No. ${s.id_solicitud} de ${afiliado.nombres} ${afiliado.apellidos}`,
    texto: [
      'Hola:',
      '',
      `${afiliado.nombres} ${afiliado.apellidos} (documento ${afiliado.documento}) radicó la solicitud de crédito ` +
        `No. ${s.id_solicitud}: ${resumen(s)}.`,
      '',
      `Revísela en el portal: ${enlace(ctx, s.id_solicitud)}`,
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}

/** El aviso al afiliado del estado nuevo, con las observaciones. */
export function correoRevisada(
  s: SolicitudCredito,
  afiliado: { nombres: string; email: string },
  ctx: ContextoCorreosSolicitud,
): CorreoEnCola {
  return {
    motivo: 'solicitud_revisada',
    para: afiliado.email,
    asunto: `Solicitud de crédito No. ${s.id_solicitud}: ${s.estado}`,
    texto: [
      `Hola ${afiliado.nombres}:`,
      '',
      `Su solicitud de crédito No. ${s.id_solicitud} (${s.tipo_credito_nombre}, ${formatoDinero(s.valor)} a ${s.cuotas} cuotas) cambió de estado.`,
      '',
      `Estado: ${ESTADO_EN_TEXTO[s.estado]}`,
      `Observaciones: ${s.observaciones ?? 'sin observaciones'}`,
      '',
      `Puede consultarla en el portal: ${enlace(ctx, s.id_solicitud)}`,
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}
