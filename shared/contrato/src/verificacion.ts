// Verificación de documentos (issue 18, punto 4): la dirección pública que va impresa (y en el QR) en
// cada certificado y estado de cuenta, y cómo se nombra cada clase de documento en la página /verificar.
import type { TipoDocumentoVerificable } from './esquemas/certificados';

/** Patrón de la página pública de la shell (sin sesión). */
export const RUTA_VERIFICAR = '/verificar/:codigo';

/** Dirección pública de verificación de un código: `${portalUrl}/verificar/{codigo}` (sin barra doble). */
export function urlVerificacion(portalUrl: string, codigo: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/verificar/${encodeURIComponent(codigo)}`;
}

/** Nombre de cada clase de documento verificable, como lo lee quien lo verifica. */
export const NOMBRES_DOCUMENTO: Record<TipoDocumentoVerificable, string> = {
  saldos: 'Certificado de saldos',
  tributario: 'Certificado tributario',
  afiliacion: 'Certificado de afiliación',
  estado_cuenta: 'Estado de cuenta',
};
