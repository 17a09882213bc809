// Más de 300 líneas: los tres certificados comparten encabezado, pie, tablas y medidas; cada uno es una función.
// El estado de cuenta (estado-cuenta-pdf.ts) y el plan de pagos reusan las piezas exportadas.
// Dibuja el PDF de un certificado (saldos, tributario o afiliación) a partir de datos ya consultados.
// Cifras: texto numeric de PostgreSQL, formateado sin pasar por float.
import type { TipoCertificado } from '@fondo/contrato';
import { bytesDelPdf, documentoConFuentes } from '../pdf/fuentes.js';
import {
  dinero,
  documentoConPuntos,
  fechaCorta,
  fechaEnBogota,
  fechaEnPalabras,
  siglaDocumento,
} from '../pdf/formato.js';
import { dibujarQr } from '../pdf/qr.js';

export interface AfiliadoCertificado {
  nombres: string;
  apellidos: string;
  documento: string;
  documento_tipo: string | null;
  genero: string | null;
  tipo_afiliado: string | null;
  afiliacion: string | null;
  retiro: string | null;
  cargo: string | null;
  lugar_trabajo: string | null;
}

export interface AporteCertificado {
  nombre: string;
  total: string;
}

export interface CreditoCertificado {
  tipo: string;
  numero: string;
  desembolso: string | null;
  valor_credito: string;
  saldo: string;
  /** Intereses pagados en el año (tributario); null si no se pueden derivar de los cortes. */
  intereses: string | null;
}

export interface DatosCertificado {
  tipo: TipoCertificado;
  etiqueta: string;
  codigo: string;
  urlVerificacion: string;
  emitido: Date;
  fondo: { nombre: string; nit: string };
  /** Ciudad de expedición. */
  ciudad: string;
  afiliado: AfiliadoCertificado;
  /** Fecha del corte ('YYYY-MM-DD'); null en el de afiliación. */
  corte: string | null;
  aportes: AporteCertificado[];
  creditos: CreditoCertificado[];
  /** Sumas hechas en SQL (numeric). */
  totalAportes: string;
  totalCreditos: string;
  /** Tributario: suma de intereses derivables; null si ninguno lo es. */
  totalIntereses: string | null;
}

// Márgenes y piezas de dibujo (encabezado del fondo, tabla, pie) exportados: los reusa el plan de pagos.
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
}): Doc {
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

const TITULOS: Record<TipoCertificado, string> = {
  saldos: 'CERTIFICADO DE SALDOS',
  tributario: 'CERTIFICADO TRIBUTARIO',
  afiliacion: 'CERTIFICADO DE AFILIACIÓN',
};

/** 'o' / 'a' / 'o(a)' según el género registrado. */
function terminacion(genero: string | null): string {
  if (genero === 'Femenino') return 'a';
  if (genero === 'Masculino') return 'o';
  return 'o(a)';
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

export function encabezado(doc: Doc, datos: Pick<DatosCertificado, 'fondo'>): void {
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

function nombreCompleto(a: AfiliadoCertificado): string {
  return `${a.nombres} ${a.apellidos}`.trim().toLocaleUpperCase('es');
}

function identificacion(a: AfiliadoCertificado): string {
  const o = terminacion(a.genero);
  return `${nombreCompleto(a)}, identificad${o} con ${siglaDocumento(a.documento_tipo)} No. ${documentoConPuntos(a.documento)}`;
}

/** ¿Estaba retirado en la fecha dada? */
function retiradoEn(a: AfiliadoCertificado, fecha: string): boolean {
  return a.retiro !== null && a.retiro <= fecha;
}

function vinculo(a: AfiliadoCertificado, fecha: string): string {
  const o = terminacion(a.genero);
  const desde = a.afiliacion ? ` desde el ${fechaEnPalabras(a.afiliacion)}` : '';
  if (a.retiro && retiradoEn(a, fecha)) {
    return `estuvo afiliad${o} a este fondo${desde} hasta el ${fechaEnPalabras(a.retiro)}`;
  }
  return `se encuentra afiliad${o} a este fondo${desde}`;
}

function tablaAportes(doc: Doc, datos: DatosCertificado, tituloSaldo: string): void {
  if (datos.aportes.length === 0) {
    parrafo(doc, 'No registra aportes ni ahorros en este corte.');
    return;
  }
  tabla(
    doc,
    [
      { titulo: 'Concepto', ancho: 3, alinear: 'left' },
      { titulo: tituloSaldo, ancho: 2, alinear: 'right' },
    ],
    datos.aportes.map((a) => [a.nombre, dinero(a.total)]),
    ['Total aportes y ahorros', dinero(datos.totalAportes)],
  );
}

function cuerpoSaldos(doc: Doc, datos: DatosCertificado): void {
  const corte = datos.corte ?? '';
  const a = datos.afiliado;
  parrafo(
    doc,
    `El suscrito representante legal de ${datos.fondo.nombre}, con NIT ${datos.fondo.nit}, certifica que ` +
      `${identificacion(a)}, ${vinculo(a, corte)} y, con corte al ${fechaEnPalabras(corte)}, presenta los siguientes saldos:`,
  );
  subtitulo(doc, 'Aportes y ahorros');
  tablaAportes(doc, datos, 'Saldo');
  subtitulo(doc, 'Créditos');
  if (datos.creditos.length === 0) {
    parrafo(doc, 'No registra créditos con saldo a la fecha de corte.');
  } else {
    tabla(
      doc,
      [
        { titulo: 'Crédito', ancho: 3.2, alinear: 'left' },
        { titulo: 'Desembolso', ancho: 1.5, alinear: 'center' },
        { titulo: 'Valor inicial', ancho: 2, alinear: 'right' },
        { titulo: 'Saldo', ancho: 2, alinear: 'right' },
      ],
      datos.creditos.map((c) => [
        `${c.tipo} No. ${c.numero}`,
        c.desembolso ? fechaCorta(c.desembolso) : '',
        dinero(c.valor_credito),
        dinero(c.saldo),
      ]),
      ['Total créditos', '', '', dinero(datos.totalCreditos)],
    );
  }
}

function cuerpoTributario(doc: Doc, datos: DatosCertificado): void {
  const corte = datos.corte ?? '';
  const anio = corte.slice(0, 4);
  const a = datos.afiliado;
  parrafo(
    doc,
    `El suscrito representante legal de ${datos.fondo.nombre}, con NIT ${datos.fondo.nit}, certifica que ` +
      `${identificacion(a)}, durante el año gravable ${anio} tuvo con este fondo los siguientes saldos y movimientos, ` +
      `con corte al 31 de diciembre de ${anio}:`,
  );
  subtitulo(doc, `Aportes y ahorros a 31 de diciembre de ${anio}`);
  tablaAportes(doc, datos, 'Saldo a 31/12');
  subtitulo(doc, `Créditos a 31 de diciembre de ${anio}`);
  if (datos.creditos.length === 0) {
    parrafo(doc, `No registra créditos en el año ${anio}.`);
  } else {
    tabla(
      doc,
      [
        { titulo: 'Crédito', ancho: 3.1, alinear: 'left' },
        { titulo: 'Saldo a 31/12', ancho: 2, alinear: 'right' },
        { titulo: `Intereses pagados en ${anio}`, ancho: 2.6, alinear: 'right' },
      ],
      datos.creditos.map((c) => [
        `${c.tipo} No. ${c.numero}`,
        dinero(c.saldo),
        c.intereses === null ? 'No disponible' : dinero(c.intereses),
      ]),
      ['Total', dinero(datos.totalCreditos), datos.totalIntereses === null ? '' : dinero(datos.totalIntereses)],
    );
  }
  doc.moveDown(0.3);
  parrafo(
    doc,
    `Este certificado se expide para efectos de la declaración de renta y complementarios del año gravable ${anio}. ` +
      'Los intereses pagados se calculan con las cuotas descontadas durante el año y la disminución del saldo de cada crédito.',
    { tamano: 9.5 },
  );
}

function cuerpoAfiliacion(doc: Doc, datos: DatosCertificado): void {
  const a = datos.afiliado;
  const hoy = fechaEnBogota(datos.emitido);
  const retirado = retiradoEn(a, hoy);
  const calidad = a.tipo_afiliado ? ` en calidad de ${a.tipo_afiliado}` : '';
  parrafo(
    doc,
    `El suscrito representante legal de ${datos.fondo.nombre}, con NIT ${datos.fondo.nit}, certifica que ` +
      `${identificacion(a)}, ${vinculo(a, hoy)}${calidad}. A la fecha su estado es ${retirado ? 'RETIRADO' : 'ACTIVO'}.`,
  );
  subtitulo(doc, 'Datos de la afiliación');
  const filas: string[][] = [
    ['Fecha de afiliación', a.afiliacion ? fechaCorta(a.afiliacion) : 'Sin registro'],
    ['Tipo de afiliado', a.tipo_afiliado ?? 'Sin registro'],
    ['Cargo', a.cargo ?? 'Sin registro'],
    ['Lugar de trabajo', a.lugar_trabajo ?? 'Sin registro'],
    ['Estado', retirado && a.retiro ? `Retirado desde el ${fechaCorta(a.retiro)}` : 'Activo'],
  ];
  tabla(
    doc,
    [
      { titulo: 'Dato', ancho: 2, alinear: 'left' },
      { titulo: 'Valor', ancho: 3, alinear: 'left' },
    ],
    filas,
  );
}

function firma(doc: Doc, datos: DatosCertificado): void {
  asegurarEspacio(doc, 110);
  doc.moveDown(0.6);
  parrafo(doc, 'La presente certificación se expide a solicitud del interesado.', { alinear: 'left' });
  doc.moveDown(2.6);
  const y = doc.y;
  doc
    .moveTo(MARGEN_X, y)
    .lineTo(MARGEN_X + 220, y)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  doc
    .font('negrita')
    .fontSize(10.5)
    .fillColor('black')
    .text('Representante Legal', MARGEN_X, y + 6, { width: 320 });
  doc.font('normal').fontSize(9.5).text(datos.fondo.nombre, { width: 320 });
  doc.text(`NIT ${datos.fondo.nit}`, { width: 320 });
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

export function generarCertificadoPdf(datos: DatosCertificado): Promise<Buffer> {
  const doc = hojaCarta({
    titulo: datos.etiqueta,
    autor: datos.fondo.nombre,
    asunto: `${datos.etiqueta} - ${datos.afiliado.nombres} ${datos.afiliado.apellidos}`,
    claves: `certificado ${datos.tipo} ${datos.codigo}`,
    emitido: datos.emitido,
  });
  const listo = bytesDelPdf(doc);

  encabezado(doc, datos);
  doc
    .font('negrita')
    .fontSize(13)
    .text(TITULOS[datos.tipo], MARGEN_X, doc.y + 4, { width: anchoUtil(doc), align: 'center' });
  if (datos.tipo === 'tributario' && datos.corte) {
    doc
      .font('normal')
      .fontSize(11)
      .text(`Año gravable ${datos.corte.slice(0, 4)}`, { width: anchoUtil(doc), align: 'center' });
  }
  doc.moveDown(1.2);
  doc
    .font('normal')
    .fontSize(11)
    .text(`${datos.ciudad}, ${fechaEnPalabras(fechaEnBogota(datos.emitido))}`, MARGEN_X, doc.y, {
      width: anchoUtil(doc),
    });
  doc.moveDown(1.2);

  if (datos.tipo === 'saldos') cuerpoSaldos(doc, datos);
  else if (datos.tipo === 'tributario') cuerpoTributario(doc, datos);
  else cuerpoAfiliacion(doc, datos);

  firma(doc, datos);
  pieVerificable(doc, { codigo: datos.codigo, url: datos.urlVerificacion });
  doc.end();
  return listo;
}
