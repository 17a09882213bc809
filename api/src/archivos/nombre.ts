// Nombres de archivo: el que se guarda lo pone el servidor a partir del que trae el cliente, y el
// que se envía al descargar va en Content-Disposition (RFC 6266 / 5987).
import { CLASES_ARCHIVO, sinTildes, type ClaseArchivo } from '@fondo/contrato';

/** Largo máximo del nombre sin la extensión, en caracteres. */
export const LARGO_MAXIMO_NOMBRE = 100;

/**
 * Nombre limpio: sin carpetas, sin caracteres de control ni reservados, espacios colapsados, sin
 * puntos al borde, recortado, y con la extensión de la clase detectada (la que traía se quita).
 */
export function limpiarNombre(original: string, clase: ClaseArchivo): string {
  let base = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  base = base
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/\.[\p{L}\p{N}]{1,5}$/u, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const letras = [...base];
  if (letras.length > LARGO_MAXIMO_NOMBRE)
    base = letras
      .slice(0, LARGO_MAXIMO_NOMBRE)
      .join('')
      .replace(/[.\s]+$/, '');
  return `${base || 'archivo'}.${CLASES_ARCHIVO[clase].extension}`;
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''codificado`: nombre ASCII de respaldo (sin tildes, lo
 * demás como '_') y filename* (RFC 5987) con las tildes. Lo usan las descargas de archivos y los PDF.
 */
export function contentDisposition(nombre: string): string {
  const ascii = sinTildes(nombre).replace(/[^\x20-\x7e]|["\\]/g, '_');
  const codificado = encodeURIComponent(nombre).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${codificado}`;
}
