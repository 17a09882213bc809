// Imágenes de prueba pintadas píxel a píxel; las codifica sharp (sin un codificador PNG propio).
import sharp from 'sharp';

/** PNG RGB de ancho x alto pintado por `color(x, y)`. */
export function png(
  ancho: number,
  alto: number,
  color: (x: number, y: number) => [number, number, number],
): Promise<Buffer> {
  const pixeles = Buffer.alloc(ancho * alto * 3);
  for (let y = 0; y < alto; y++) for (let x = 0; x < ancho; x++) pixeles.set(color(x, y), (y * ancho + x) * 3);
  return sharp(pixeles, { raw: { width: ancho, height: alto, channels: 3 } })
    .png()
    .toBuffer();
}
