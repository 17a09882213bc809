// Correos de la firma electrónica: el código para firmar, el enlace del codeudor y su respuesta (al afiliado
// y al fondo). Todos salen por el buzón de salida, en la transacción de la acción.
import { formatoDinero, HORAS_ENLACE_CODEUDOR, MINUTOS_CODIGO_FIRMA, type SolicitudCredito } from '@fondo/contrato';
import type { CorreoEnCola } from '../correo-saliente/salida.js';

export interface ContextoCorreosFirma {
  portalUrl: string;
  fondoNombre: string;
  fondoCorreo: string;
}

const base = (ctx: ContextoCorreosFirma) => ctx.portalUrl.replace(/\/+$/, '');

export function correoCodigoFirma(
  para: string,
  nombre: string,
  codigo: string,
  idSolicitud: number | null,
  ctx: ContextoCorreosFirma,
): CorreoEnCola {
  const que =
    idSolicitud === null
      ? 'la carta de solicitud de crédito y el pagaré'
      : `la carta y el pagaré de la solicitud de crédito No. ${idSolicitud}`;
  return {
    motivo: 'codigo_firma',
    para,
    asunto: `Su código para firmar: ${codigo}`,
    texto: [
      `Hola ${nombre}:`,
      '',
      `Su código para firmar ${que} es: ${codigo}`,
      '',
      `Vale ${MINUTOS_CODIGO_FIRMA} minutos y sirve una sola vez. Escribirlo en el portal equivale a su firma.`,
      'Si usted no lo pidió, no lo comparta con nadie y avise al fondo.',
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}

export function correoEnlaceCodeudor(
  s: SolicitudCredito,
  para: string,
  token: string,
  ctx: ContextoCorreosFirma,
): CorreoEnCola {
  return {
    motivo: 'enlace_codeudor',
    para,
    asunto: `${s.afiliado_nombre} le pide ser su codeudor`,
    texto: [
      `Hola ${s.codeudor_nombre ?? ''}:`,
      '',
      `${s.afiliado_nombre} solicitó al ${ctx.fondoNombre} un crédito de ${formatoDinero(s.valor)} a ${s.cuotas} cuotas ` +
        'y lo nombró a usted como codeudor.',
      '',
      `Lea la solicitud, adjunte la copia de su documento y acepte o rechace aquí (vale ${HORAS_ENLACE_CODEUDOR} horas):`,
      `${base(ctx)}/codeudor/${token}`,
      '',
      'Si no conoce esta solicitud, no haga nada: sin su aceptación el fondo no la aprueba.',
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}

/** La respuesta del codeudor, al afiliado (`alFondo`: el aviso al fondo). */
export function correoRespuestaCodeudor(
  s: SolicitudCredito,
  para: string,
  acepto: boolean,
  alFondo: boolean,
  ctx: ContextoCorreosFirma,
): CorreoEnCola {
  const respuesta = acepto ? 'aceptó y firmó' : 'no aceptó';
  return {
    motivo: alFondo ? 'respuesta_codeudor_fondo' : 'respuesta_codeudor',
    para,
    asunto: `Solicitud de crédito No. ${s.id_solicitud}: el codeudor ${respuesta}`,
    texto: [
      alFondo ? 'Hola:' : `Hola ${s.afiliado?.nombres ?? s.afiliado_nombre}:`,
      '',
      `${s.codeudor_nombre ?? 'El codeudor'} ${respuesta} ser codeudor de la solicitud de crédito No. ` +
        `${s.id_solicitud} de ${s.afiliado_nombre} (${formatoDinero(s.valor)} a ${s.cuotas} cuotas).`,
      ...(acepto || alFondo ? [] : ['', 'Puede escribir al fondo desde Contáctenos para cambiar de codeudor.']),
      '',
      `${base(ctx)}/solicitud-credito/${s.id_solicitud}`,
      '',
      ctx.fondoNombre,
    ].join('\n'),
  };
}
