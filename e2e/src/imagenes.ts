// Imágenes de prueba pintadas píxel a píxel y capturas comparadas píxel a píxel; sharp codifica y decodifica.
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

/** Cuántos píxeles de dos capturas del mismo tamaño difieren en algún canal en más de `umbral` (0-255). */
export async function pixelesDistintos(
  a: Buffer,
  b: Buffer,
  umbral = 16,
): Promise<{ distintos: number; total: number; mismoTamano: boolean }> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (x!.info.width !== y!.info.width || x!.info.height !== y!.info.height)
    return { distintos: Number.NaN, total: x!.info.width * x!.info.height, mismoTamano: false };
  let distintos = 0;
  for (let i = 0; i < x!.data.length; i += 3) {
    const d = Math.max(
      Math.abs(x!.data[i]! - y!.data[i]!),
      Math.abs(x!.data[i + 1]! - y!.data[i + 1]!),
      Math.abs(x!.data[i + 2]! - y!.data[i + 2]!),
    );
    if (d > umbral) distintos++;
  }
  return { distintos, total: x!.info.width * x!.info.height, mismoTamano: true };
}
