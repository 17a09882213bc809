// Bomba de descompresión en PNG para las pruebas de imágenes (limpiar y pasar a PDF).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** PNG válido de 64 x 64 cuyo encabezado dice `lado` x `lado` (20.000): libvips lo rechaza antes de decodificar. */
export async function pngBomba(lado = 20_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const bomba = Buffer.from(png);
  bomba.writeUInt32BE(lado, 16);
  bomba.writeUInt32BE(lado, 20);
  bomba.writeUInt32BE(crc32(bomba.subarray(12, 29)), 29);
  return bomba;
}
