// Archivos pequeños y reales para datos demo y pruebas: un PNG dibujado a mano (zlib, con su CRC32) y
// PDFs de una página con pdfkit y la fuente embebida.
import { crc32, deflateSync } from 'node:zlib';
import { bytesDelPdf, documentoConFuentes } from '../pdf/fuentes.js';

function trozo(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/**
 * PNG en escala de grises de ancho x alto: fondo blanco y en negro los puntos donde `tinta(x, y)`
 * es verdadero (por defecto un trazo como de firma y un óvalo como de huella).
 */
export function pngDeMuestra(ancho = 240, alto = 90, tinta: (x: number, y: number) => boolean = firmaYHuella): Buffer {
  const filas = Buffer.alloc((ancho + 1) * alto, 0xff);
  for (let y = 0; y < alto; y++) {
    filas[y * (ancho + 1)] = 0; // filtro None
    for (let x = 0; x < ancho; x++) if (tinta(x, y)) filas[y * (ancho + 1) + 1 + x] = 0x20;
  }
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera[8] = 8; // bits por muestra
  cabecera[9] = 0; // escala de grises
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozo('IHDR', cabecera),
    trozo('IDAT', deflateSync(filas)),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

function firmaYHuella(x: number, y: number): boolean {
  // Firma: una onda de x = 10 a 150.
  if (x >= 10 && x <= 150) {
    const yf = 45 + 18 * Math.sin(x / 9) * Math.cos(x / 31);
    if (Math.abs(y - yf) < 1.6) return true;
  }
  // Huella: anillos concéntricos en un óvalo a la derecha.
  const dx = (x - 200) / 22;
  const dy = (y - 45) / 32;
  const r = Math.sqrt(dx * dx + dy * dy);
  return r < 1 && Math.round(r * 40) % 5 === 0;
}

/** PDF de una página con un título y unas líneas de texto. */
export async function pdfDeMuestra(titulo: string, lineas: readonly string[]): Promise<Buffer> {
  const doc = await documentoConFuentes({
    size: 'LETTER',
    margins: { top: 60, bottom: 60, left: 64, right: 64 },
    info: { Title: titulo },
  });
  const listo = bytesDelPdf(doc);
  doc.font('negrita').fontSize(14).text(titulo);
  doc.moveDown();
  doc.font('normal').fontSize(10.5);
  for (const l of lineas) doc.text(l);
  doc.end();
  return listo;
}

/** data URL en base64 (como la arma el navegador). */
export const dataUrl = (bytes: Buffer, tipo = 'application/octet-stream') =>
  `data:${tipo};base64,${bytes.toString('base64')}`;
