// Archivos reales de un tamaño dado para las subidas del benchmark: el portal abre cada PDF y lee cada
// imagen que recibe, así que unos bytes al azar con la firma del formato ya no sirven.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { pdfMinimo } from '../e2e/src/archivos';

/** Un PDF que el portal acepta (abre y deja imprimir) de unos `bytes`: el del e2e con relleno. */
export const pdfDeTamano = (bytes: number): Buffer => pdfMinimo('bench', Math.max(0, bytes - 500));

/** Un PNG real de unos `bytes` (ruido: no se comprime). */
export async function pngDeTamano(bytes: number): Promise<Buffer> {
  const lado = Math.max(1, Math.round(Math.sqrt(bytes / 4)));
  return sharp(randomBytes(lado * lado * 4), { raw: { width: lado, height: lado, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
