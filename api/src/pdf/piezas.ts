// Piezas de dibujo comunes de los PDF del portal (certificados, estado de cuenta, plan de pagos):
// hoja carta con márgenes y metadatos, encabezado del fondo, subtítulos, párrafos, tablas y pies de página
// (el verificable con código, enlace y QR, o uno de dos líneas).
import { documentoConFuentes } from './fuentes.js';
import { dibujarQr } from './qr.js';

export const MARGEN_X = 64;
export const MARGEN_ARRIBA = 54;
/** Espacio reservado abajo para el pie con el código de verificación. */
const PIE = 56;
const GRIS = '#555555';
const LINEA = '#9a9a9a';

export type Doc = PDFKit.PDFDocument;

/** Hoja carta con los márgenes, las fuentes y los metadatos de los PDF del portal. */
export function hojaCarta(info: {
  titulo: string;
  autor: string;
  asunto: string;
  claves?: string;
  emitido: Date;
}): Promise<Doc> {
  return documentoConFuentes({
    size: 'LETTER',
    margins: { top: MARGEN_ARRIBA, bottom: 36, left: MARGEN_X, right: MARGEN_X },
    bufferPages: true,
    info: {
      Title: info.titulo,
      Author: info.autor,
      Subject: info.asunto,
      ...(info.claves === undefined ? {} : { Keywords: info.claves }),
      Creator: 'Portal de afiliados',
      Producer: 'Portal de afiliados',
      CreationDate: info.emitido,
    },
    displayTitle: true,
    lang: 'es-CO',
  });
}
type Alineacion = 'left' | 'right' | 'center';
export interface Columna {
  titulo: string;
  ancho: number;
  alinear: Alineacion;
}

export function anchoUtil(doc: Doc): number {
  return doc.page.width - 2 * MARGEN_X;
}

function limiteInferior(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom - PIE;
}

/** Salta de página si lo que sigue (alto) no cabe. */
export function asegurarEspacio(doc: Doc, alto: number): boolean {
  if (doc.y + alto <= limiteInferior(doc)) return false;
  doc.addPage();
  return true;
}

export function encabezado(doc: Doc, datos: { fondo: { nombre: string; nit: string } }): void {
  const ancho = anchoUtil(doc);
  doc
    .font('negrita')
    .fontSize(15)
    .fillColor('black')
    .text(datos.fondo.nombre.toLocaleUpperCase('es'), MARGEN_X, MARGEN_ARRIBA, { width: ancho, align: 'center' });
  doc.font('normal').fontSize(10).fillColor(GRIS).text(`NIT ${datos.fondo.nit}`, { width: ancho, align: 'center' });
  doc.moveDown(0.6);
  const y = doc.y;
  doc
    .moveTo(MARGEN_X, y)
    .lineTo(MARGEN_X + ancho, y)
    .lineWidth(1.2)
    .strokeColor('#1f3864')
    .stroke();
  doc.fillColor('black');
  doc.y = y + 14;
}

export function parrafo(
  doc: Doc,
  texto: string,
  opciones: { negrita?: boolean; tamano?: number; alinear?: 'justify' | Alineacion } = {},
): void {
  const tamano = opciones.tamano ?? 11;
  doc.font(opciones.negrita ? 'negrita' : 'normal').fontSize(tamano);
  const alto = doc.heightOfString(texto, { width: anchoUtil(doc), lineGap: 3 });
  asegurarEspacio(doc, alto);
  doc.text(texto, MARGEN_X, doc.y, { width: anchoUtil(doc), align: opciones.alinear ?? 'justify', lineGap: 3 });
}

export function subtitulo(doc: Doc, texto: string): void {
  asegurarEspacio(doc, 60);
  doc.moveDown(0.6);
  doc
    .font('negrita')
    .fontSize(11)
    .fillColor('#1f3864')
    .text(texto, MARGEN_X, doc.y, { width: anchoUtil(doc) });
  doc.fillColor('black');
  doc.moveDown(0.3);
}

/** Tabla con encabezado gris, filas con línea fina y fila de total opcional en negrita. */
export function tabla(doc: Doc, columnas: Columna[], filas: string[][], total?: string[]): void {
  const ancho = anchoUtil(doc);
  const suma = columnas.reduce((s, c) => s + c.ancho, 0);
  const anchos = columnas.map((c) => (c.ancho / suma) * ancho);
  const relleno = 5;
  const tamano = 9.5;

  const altoFila = (celdas: string[], negrita: boolean): number => {
    doc.font(negrita ? 'negrita' : 'normal').fontSize(tamano);
    return (
      Math.max(...celdas.map((c, i) => doc.heightOfString(c, { width: (anchos[i] ?? 0) - 2 * relleno }))) + 2 * relleno
    );
  };

  const dibujarFila = (celdas: string[], estilo: 'encabezado' | 'normal' | 'total'): void => {
    const negrita = estilo !== 'normal';
    const alto = altoFila(celdas, negrita);
    if (asegurarEspacio(doc, alto) && estilo !== 'encabezado')
      dibujarFila(
        columnas.map((c) => c.titulo),
        'encabezado',
      );
    const y = doc.y;
    if (estilo === 'encabezado') doc.rect(MARGEN_X, y, ancho, alto).fill('#e7ecf4');
    if (estilo === 'total') doc.rect(MARGEN_X, y, ancho, alto).fill('#f3f3f3');
    doc
      .fillColor('black')
      .font(negrita ? 'negrita' : 'normal')
      .fontSize(tamano);
    let x = MARGEN_X;
    celdas.forEach((celda, i) => {
      const w = anchos[i] ?? 0;
      doc.text(celda, x + relleno, y + relleno, { width: w - 2 * relleno, align: columnas[i]?.alinear ?? 'left' });
      x += w;
    });
    doc
      .moveTo(MARGEN_X, y + alto)
      .lineTo(MARGEN_X + ancho, y + alto)
      .lineWidth(0.5)
      .strokeColor(LINEA)
      .stroke();
    doc.x = MARGEN_X;
    doc.y = y + alto;
  };

  dibujarFila(
    columnas.map((c) => c.titulo),
    'encabezado',
  );
  for (const f of filas) dibujarFila(f, 'normal');
  if (total) dibujarFila(total, 'total');
  doc.moveDown(0.4);
}

/** Lado del QR de verificación en el pie, en puntos. */
const LADO_QR = 52;
/** Letra del enlace de verificación: la mayor que quepa en una línea, sin bajar de la mínima. */
const LETRA_ENLACE = 8.5;
const LETRA_ENLACE_MINIMA = 5.5;

/**
 * Dibuja el pie de cada página: la línea de arriba y lo de `dibujar`, con el margen inferior en 0 mientras
 * tanto (así pdfkit no abre otra página).
 */
function enCadaPie(doc: Doc, dibujar: (y: number, ancho: number, pagina: number, total: number) => void): void {
  const rango = doc.bufferedPageRange();
  for (let i = rango.start; i < rango.start + rango.count; i++) {
    doc.switchToPage(i);
    const ancho = anchoUtil(doc);
    const y = doc.page.height - doc.page.margins.bottom - PIE + 8;
    const margen = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGEN_X, y)
      .lineTo(MARGEN_X + ancho, y)
      .lineWidth(0.5)
      .strokeColor(LINEA)
      .stroke();
    dibujar(y, ancho, i - rango.start + 1, rango.count);
    doc.page.margins.bottom = margen;
    doc.fillColor('black');
  }
}

/**
 * Pie de cada página de un documento verificable: el código, el enlace a la página
 * pública de verificación (anotación de enlace del PDF, siempre en una línea: la letra se achica si no
 * cabe), el QR con la misma dirección a la derecha y la paginación si hay más de una página (o siempre).
 */
export function pieVerificable(
  doc: Doc,
  verificacion: { codigo: string; url: string },
  opciones: { paginarSiempre?: boolean } = {},
): void {
  enCadaPie(doc, (y, ancho, pagina, total) => {
    const xQr = MARGEN_X + ancho - LADO_QR;
    dibujarQr(doc, verificacion.url, xQr, y + 4, LADO_QR);
    doc.link(xQr, y + 4, LADO_QR, LADO_QR, verificacion.url);
    const anchoTexto = ancho - LADO_QR - 12;
    doc
      .font('negrita')
      .fontSize(8.5)
      .fillColor('black')
      .text(`Código de verificación: ${verificacion.codigo}`, MARGEN_X, y + 6, { width: anchoTexto, lineBreak: false });
    doc
      .font('normal')
      .fontSize(8)
      .fillColor(GRIS)
      .text('Verifique la autenticidad de este documento en:', MARGEN_X, y + 19, {
        width: anchoTexto,
        lineBreak: false,
      });
    doc.font('normal').fontSize(LETRA_ENLACE);
    let letra = LETRA_ENLACE;
    while (letra > LETRA_ENLACE_MINIMA && doc.fontSize(letra).widthOfString(verificacion.url) > anchoTexto)
      letra -= 0.25;
    doc.fillColor('#1f3864').text(verificacion.url, MARGEN_X, y + 30, {
      width: anchoTexto,
      lineBreak: false,
      link: verificacion.url,
      underline: true,
    });
    if (total > 1 || opciones.paginarSiempre) {
      doc
        .fontSize(8)
        .fillColor(GRIS)
        .text(`Página ${pagina} de ${total}`, MARGEN_X, y + 43, { width: anchoTexto, lineBreak: false });
    }
  });
}

/** Pie de cada página: una línea en negrita, otra en gris y la paginación si hay más de una. */
export function piePaginas(doc: Doc, lineas: { destacado: string; detalle: string }): void {
  enCadaPie(doc, (y, ancho, pagina, total) => {
    doc
      .font('negrita')
      .fontSize(8.5)
      .fillColor('black')
      .text(lineas.destacado, MARGEN_X, y + 6, { width: ancho, lineBreak: false });
    doc
      .font('normal')
      .fontSize(8)
      .fillColor(GRIS)
      .text(lineas.detalle, MARGEN_X, y + 19, { width: ancho });
    if (total > 1) {
      doc.text(`Página ${pagina} de ${total}`, MARGEN_X, y + 34, { width: ancho, align: 'right', lineBreak: false });
    }
  });
}
