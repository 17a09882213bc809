// El PDF de un manual de /ayuda con pdfkit y las fuentes DejaVu: portada con el contenido, una página por
// sección (párrafos, listas, pasos, notas y tablas) y el pie con el número de página.
import PDFDocument from 'pdfkit';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requerir = createRequire(import.meta.url);
const FUENTES = join(dirname(requerir.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const AZUL = '#14505f';
const VERDE = '#2e8b57';

type Bloque =
  | { p: string }
  | { lista: string[] }
  | { pasos: string[] }
  | { nota: string }
  | { tabla: { columnas: string[]; filas: string[][]; anchos?: number[] } };

interface Seccion {
  titulo: string;
  bloques: Bloque[];
}

export interface Manual {
  archivo: string;
  titulo: string;
  subtitulo: string;
  secciones: Seccion[];
}

/** Escribe el manual en `carpeta`: portada con el contenido, una página por sección y el pie numerado. */
export function escribir(manual: Manual, carpeta: string): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    info: { Title: manual.titulo, Author: 'Fondo de ahorro y crédito del personal escolar', Subject: manual.subtitulo },
    lang: 'es-CO',
  });
  doc.registerFont('normal', join(FUENTES, 'DejaVuSans.ttf'));
  doc.registerFont('negrita', join(FUENTES, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('cursiva', join(FUENTES, 'DejaVuSans-Oblique.ttf'));
  const flujo = createWriteStream(join(carpeta, manual.archivo));
  doc.pipe(flujo);
  const ancho = doc.page.width - 128;

  // Portada
  doc.rect(0, 0, doc.page.width, 220).fill(AZUL);
  doc.fillColor('#ffffff').font('negrita').fontSize(26).text(manual.titulo, 64, 90, { width: ancho });
  doc.font('normal').fontSize(13).text(manual.subtitulo, { width: ancho });
  doc.fillColor('#222222').font('normal').fontSize(11).text('Contenido', 64, 260);
  doc.moveDown(0.5);
  manual.secciones.forEach((s, i) =>
    doc
      .fontSize(11)
      .fillColor('#333333')
      .text(`${i + 1}. ${s.titulo}`, { indent: 12 }),
  );
  doc.moveDown(2);
  doc
    .font('cursiva')
    .fontSize(9)
    .fillColor('#666666')
    .text('Fondo de ahorro y crédito del personal escolar · Portal de afiliados', { width: ancho });

  manual.secciones.forEach((s, i) => {
    doc.addPage();
    doc
      .font('negrita')
      .fontSize(17)
      .fillColor(AZUL)
      .text(`${i + 1}. ${s.titulo}`, { width: ancho });
    doc
      .moveTo(64, doc.y + 4)
      .lineTo(64 + ancho, doc.y + 4)
      .lineWidth(1.5)
      .strokeColor(VERDE)
      .stroke();
    doc.moveDown(1);
    for (const b of s.bloques) {
      doc.font('normal').fontSize(11).fillColor('#222222');
      if ('p' in b) {
        doc.text(b.p, { width: ancho, align: 'justify', lineGap: 2 });
        doc.moveDown(0.6);
      } else if ('lista' in b) {
        doc.list(b.lista, { width: ancho - 12, bulletRadius: 2, textIndent: 14, lineGap: 2 });
        doc.moveDown(0.6);
      } else if ('pasos' in b) {
        b.pasos.forEach((paso, n) => {
          doc
            .font('negrita')
            .text(`${n + 1}. `, { continued: true })
            .font('normal')
            .text(paso, { width: ancho, lineGap: 2 });
        });
        doc.moveDown(0.6);
      } else if ('nota' in b) {
        const y = doc.y;
        const alto = doc.heightOfString(b.nota, { width: ancho - 24 }) + 16;
        if (y + alto > doc.page.height - 64) doc.addPage();
        const y0 = doc.y;
        doc.rect(64, y0, ancho, alto).fill('#e8f4f1');
        doc.rect(64, y0, 4, alto).fill(VERDE);
        doc.fillColor('#1d3b36').text(b.nota, 76, y0 + 8, { width: ancho - 24 });
        doc.x = 64;
        doc.y = y0 + alto + 8;
      } else {
        const { columnas, filas } = b.tabla;
        const fracciones = b.tabla.anchos ?? columnas.map(() => 1 / columnas.length);
        const anchos = fracciones.map((f) => f * ancho);
        const inicio = (j: number) => 64 + anchos.slice(0, j).reduce((a, x) => a + x, 0);
        const fila = (celdas: string[], negrita: boolean) => {
          const alto =
            Math.max(
              ...celdas.map((c, j) =>
                doc
                  .font(negrita ? 'negrita' : 'normal')
                  .fontSize(9.5)
                  .heightOfString(c, { width: anchos[j]! - 8 }),
              ),
            ) + 8;
          if (doc.y + alto > doc.page.height - 64) doc.addPage();
          const y0 = doc.y;
          if (negrita) doc.rect(64, y0, ancho, alto).fill('#dbe9ec');
          celdas.forEach((c, j) => {
            doc
              .fillColor('#222222')
              .font(negrita ? 'negrita' : 'normal')
              .fontSize(9.5)
              .text(c, inicio(j) + 4, y0 + 4, { width: anchos[j]! - 8 });
          });
          doc
            .moveTo(64, y0 + alto)
            .lineTo(64 + ancho, y0 + alto)
            .lineWidth(0.5)
            .strokeColor('#b8c9cc')
            .stroke();
          doc.x = 64;
          doc.y = y0 + alto;
        };
        fila(columnas, true);
        filas.forEach((f) => fila(f, false));
        doc.moveDown(0.8);
      }
    }
  });

  // Pie de página con numeración
  const rango = doc.bufferedPageRange();
  for (let i = rango.start; i < rango.start + rango.count; i++) {
    doc.switchToPage(i);
    if (i === 0) continue;
    // Sin margen inferior mientras se escribe el pie: si no, pdfkit abriría otra página.
    const margen = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('normal')
      .fontSize(8.5)
      .fillColor('#777777')
      .text(`${manual.titulo} · página ${i + 1} de ${rango.count}`, 64, doc.page.height - 44, {
        width: ancho,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margen;
  }
  doc.end();
  return new Promise((ok, mal) => {
    flujo.on('finish', () => ok());
    flujo.on('error', mal);
  });
}
