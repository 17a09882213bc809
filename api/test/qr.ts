// Lee el QR de una página de un PDF como lo haría un teléfono: la página se rasteriza con pdftoppm
// (poppler, como un visor) y jsQR busca y decodifica el código en los píxeles.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const ejecutar = promisify(execFile);

/** Imagen PPM binaria (P6, 8 bits) -> RGBA para jsQR. */
function rgbaDePpm(ppm: Buffer): { datos: Uint8ClampedArray; ancho: number; alto: number } {
  // Encabezado: 'P6', ancho, alto, máximo; separados por espacios; luego un espacio y los píxeles.
  const campos: string[] = [];
  let i = 0;
  while (campos.length < 4) {
    while (/\s/.test(String.fromCharCode(ppm[i]!))) i++;
    let s = '';
    while (!/\s/.test(String.fromCharCode(ppm[i]!))) s += String.fromCharCode(ppm[i++]!);
    campos.push(s);
  }
  i++;
  if (campos[0] !== 'P6' || campos[3] !== '255') throw new Error(`PPM inesperado: ${campos.join(' ')}`);
  const ancho = Number(campos[1]);
  const alto = Number(campos[2]);
  const datos = new Uint8ClampedArray(ancho * alto * 4);
  for (let p = 0; p < ancho * alto; p++) {
    datos[p * 4] = ppm[i + p * 3]!;
    datos[p * 4 + 1] = ppm[i + p * 3 + 1]!;
    datos[p * 4 + 2] = ppm[i + p * 3 + 2]!;
    datos[p * 4 + 3] = 255;
  }
  return { datos, ancho, alto };
}

/**
 * Texto del QR de la página (1 = la primera) del PDF, rasterizada a `dpi`; null si no se encuentra uno.
 * Solo se lee el cuarto inferior de la hoja carta (11 pulgadas), donde va el pie: jsQR tarda menos.
 */
export async function leerQrDelPdf(pdf: Buffer, pagina = 1, dpi = 150): Promise<string | null> {
  const hoja = dpi * 11;
  const carpeta = await mkdtemp(join(tmpdir(), 'qr-pdf-'));
  try {
    const archivo = join(carpeta, 'doc.pdf');
    await writeFile(archivo, pdf);
    const p = String(pagina);
    const recorte = [
      '-y',
      String(Math.round(hoja * 0.75)),
      '-H',
      String(Math.round(hoja * 0.25)),
      '-W',
      String(dpi * 9),
    ];
    const pagina1 = ['-f', p, '-l', p, '-singlefile'];
    await ejecutar('pdftoppm', ['-r', String(dpi), ...recorte, ...pagina1, archivo, join(carpeta, 'pagina')]);
    const { datos, ancho, alto } = rgbaDePpm(await readFile(join(carpeta, 'pagina.ppm')));
    return jsQR(datos, ancho, alto)?.data ?? null;
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}
