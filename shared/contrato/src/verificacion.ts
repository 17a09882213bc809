// Verificación de documentos: la dirección pública que va impresa (y en el QR) en
// cada certificado y estado de cuenta, y cómo se nombra cada clase de documento en la página /verificar.
import type { TipoDocumentoVerificable } from './esquemas/certificados';

/** Dirección pública de verificación de un código: `${portalUrl}/verificar/{codigo}` (sin barra doble), la
 * página '/verificar/:codigo' de la shell (sin sesión). */
export function urlVerificacion(portalUrl: string, codigo: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(codigo)}`;
}

/** Nombre de cada clase de documento verificable, como lo lee quien lo verifica. */
export const NOMBRES_DOCUMENTO: Record<TipoDocumentoVerificable, string> = {
  saldos: 'Certificado de saldos',
  tributario: 'Certificado tributario',
  afiliacion: 'Certificado de afiliación',
  estado_cuenta: 'Estado de cuenta',
  carta_pagare: 'Carta de solicitud de crédito y pagaré firmados',
};

const HORA_BOGOTA = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Instante de emisión (ISO en UTC) en la hora de Colombia, fecha como SPEC 9: '22/11/26 10:00'. '' si no es una fecha. */
export function formatoEmision(iso: string): string {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return '';
  const p = Object.fromEntries(HORA_BOGOTA.formatToParts(fecha).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
