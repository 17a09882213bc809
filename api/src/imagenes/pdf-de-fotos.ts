// Un PDF con una página por foto (documentos desde la cámara): cada página del tamaño de su foto, con el lado
// mayor de una hoja carta (11 pulgadas), sin márgenes; pdfkit incrusta el JPEG tal cual (DCTDecode).
import { bytesDelPdf, cargarPdfkit } from '../pdf/fuentes.js';

/** Lado mayor de cada página, en puntos: 11 pulgadas (el largo de una hoja carta). */
export const LADO_PAGINA_PUNTOS = 792;

export interface PaginaJpeg {
  jpeg: Buffer;
  ancho: number;
  alto: number;
}

/** Las páginas en su orden, una por hoja; `titulo` va en las propiedades del documento. */
export async function pdfDePaginas(paginas: readonly PaginaJpeg[], titulo: string): Promise<Buffer> {
  const PDFDocument = await cargarPdfkit();
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: titulo, Producer: 'Portal del fondo' } });
  const bytes = bytesDelPdf(doc);
  for (const p of paginas) {
    const escala = LADO_PAGINA_PUNTOS / Math.max(p.ancho, p.alto);
    const ancho = Math.round(p.ancho * escala * 100) / 100;
    const alto = Math.round(p.alto * escala * 100) / 100;
    doc.addPage({ size: [ancho, alto], margin: 0 });
    doc.image(p.jpeg, 0, 0, { width: ancho, height: alto });
  }
  doc.end();
  return bytes;
}
