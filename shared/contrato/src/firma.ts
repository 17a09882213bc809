// Firma electrónica de la carta y el pagaré (Ley 527 de 1999, art. 7; Decreto 2364 de 2012): un código de
// un solo uso enviado al correo de quien firma, atado al SHA-256 del documento que vio. Los plazos, los
// intentos y los textos que comparten la API y las pantallas; el fondo la enciende (FIRMA_ELECTRONICA).
import { formatoEmision } from './verificacion';

/** Cifras del código que llega por correo. */
export const LARGO_CODIGO_FIRMA = 6;
/** Minutos que vale un código. */
export const MINUTOS_CODIGO_FIRMA = 10;
/** Intentos con un mismo código; después hay que pedir otro. */
export const INTENTOS_CODIGO_FIRMA = 5;
/** Horas que vale el enlace del codeudor. */
export const HORAS_ENLACE_CODEUDOR = 72;

export type RolFirmante = 'afiliado' | 'codeudor';
export type EstadoCodeudor = 'pendiente' | 'acepto' | 'rechazo';

export const MENSAJE_FIRMA_APAGADA = 'El fondo no recibe firmas electrónicas: adjunte la carta y el pagaré firmados.';
export const MENSAJE_CONFIRME_LECTURA = 'Confirme que leyó la carta y el pagaré';
export const MENSAJE_SIN_CORREO_FIRMA =
  'Para firmar necesita un correo registrado: actualice sus datos o adjunte la carta y el pagaré firmados.';
export const MENSAJE_CODIGO_FIRMA_FORMATO = `El código tiene ${LARGO_CODIGO_FIRMA} dígitos`;
export const MENSAJE_CODIGO_VENCIDO = 'El código venció: pida uno nuevo.';
export const MENSAJE_CODIGO_AGOTADO = 'Agotó los intentos de este código: pida uno nuevo.';
export const MENSAJE_SIN_CODIGO = 'Pida primero el código.';
export const MENSAJE_DOCUMENTO_CAMBIO =
  'El documento cambió después de que lo leyó: léalo de nuevo y pida otro código.';
export const MENSAJE_DOCUMENTO_FIRMADO = 'Este documento ya está firmado.';
export const MENSAJE_DOCUMENTO_NO_ENCONTRADO = 'Documento no encontrado';
export const MENSAJE_ENLACE_CODEUDOR_INVALIDO =
  'Este enlace no es válido o venció. Pida al afiliado que lo envíe de nuevo.';
export const MENSAJE_CODEUDOR_YA_RESPONDIO = 'El codeudor ya respondió a esta solicitud.';
export const MENSAJE_SIN_ENLACE_CODEUDOR = 'Esta solicitud no espera la firma de un codeudor.';
export const MENSAJE_CODEUDOR_SIN_CEDULA = 'Adjunte la copia de su documento de identidad';
export const MENSAJE_APROBAR_CODEUDOR_PENDIENTE = 'No se puede aprobar: el codeudor aún no ha aceptado la solicitud.';
export const MENSAJE_APROBAR_CODEUDOR_RECHAZO = 'No se puede aprobar: el codeudor no aceptó la solicitud.';
export const MENSAJE_FIRMA_IMPERSONADA =
  'Solo el afiliado puede firmar: en una sesión abierta como el afiliado no se piden ni se usan códigos.';
export const MENSAJE_DEMASIADOS_CODIGOS = 'Pidió demasiados códigos: espere unos minutos y pida otro.';
/** Códigos que se pueden pedir por documento y firmante en CODIGOS_VENTANA_MINUTOS. */
export const CODIGOS_POR_VENTANA = 5;
export const CODIGOS_VENTANA_MINUTOS = 15;
export const DOCUMENTO_IDENTICO = 'Este documento es idéntico al firmado';
export const DOCUMENTO_NO_COINCIDE = 'Este documento no coincide';

/** 'Le queda 1 intento' / 'Le quedan 3 intentos'. */
export function mensajeCodigoIncorrecto(quedan: number): string {
  return `El código no es correcto. Le ${quedan === 1 ? 'queda 1 intento' : `quedan ${quedan} intentos`}.`;
}

/** 'carlos@correo.com' -> 'c***@correo.com' (cómo se nombra el correo en pantalla y en la evidencia). */
export function correoEnmascarado(correo: string): string {
  const [usuario = '', dominio = ''] = correo.trim().split('@');
  return dominio ? `${usuario.slice(0, 1)}***@${dominio}` : '***';
}

/** El método de la evidencia: "código enviado a c***@correo.com". */
export const metodoFirma = (correo: string): string => `código enviado a ${correoEnmascarado(correo)}`;

/** Un código de firma bien escrito: 6 dígitos (se admiten espacios al copiarlo). */
export function normalizarCodigoFirma(entrada: string): string | null {
  const s = entrada.replace(/\s/g, '');
  return new RegExp(`^\\d{${LARGO_CODIGO_FIRMA}}$`).test(s) ? s : null;
}

/** 'Codeudor: pendiente' / 'Codeudor: aceptó el 07/12/26' (fecha de Bogotá) / 'Codeudor: no aceptó'. */
export function textoEstadoCodeudor(estado: EstadoCodeudor, fecha: string | null): string {
  if (estado === 'acepto') return `Codeudor: aceptó el ${formatoEmision(fecha ?? '').slice(0, 8)}`.trim();
  return estado === 'rechazo' ? 'Codeudor: no aceptó' : 'Codeudor: pendiente';
}
