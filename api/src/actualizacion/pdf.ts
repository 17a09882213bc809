// Más de 300 líneas: el formulario entero, sección por sección en el orden de las pestañas, con sus medidas de página.
// El formulario de actualización de datos lleno, en PDF (SPEC 2.12): encabezado del fondo con la
// foto, las secciones de las pestañas en el orden del formulario, el grupo familiar como tabla, la
// firma y huella, y la fecha de actualización. pdfkit con la fuente TTF embebida (tildes, ñ).
import {
  CAMPOS_DINERO,
  CAMPOS_FECHA,
  ETIQUETA_AUTORIZACION_DATOS,
  ETIQUETAS_AFILIADO,
  ETIQUETAS_FAMILIAR,
  FILAS_FAMILIARES,
  PARTES_VEHICULO,
  SECCIONES_ACTUALIZACION,
  formatoDinero,
  partesVehiculo,
  type Afiliado,
  type CampoAfiliado,
  type Familiar,
} from '@fondo/contrato';
import { bytesDelPdf, documentoConFuentes } from '../pdf/fuentes.js';
import { documentoConPuntos, fechaCorta, fechaEnBogota } from '../pdf/formato.js';

export interface DatosFormulario {
  afiliado: Afiliado;
  familiares: readonly Familiar[];
  /** JPEG o PNG listos para pdfkit (imagenes/procesar.ts: imagenParaPdf); null sin imagen. */
  foto: Buffer | null;
  firma: Buffer | null;
  fondo: { nombre: string; nit: string };
  /** el texto de la autorización de datos; el PDF lo declara solo si el afiliado la aceptó (autorizacion_datos) */
  autorizacion: string;
  generado: Date;
}

type Doc = PDFKit.PDFDocument;

const MARGEN = 40;
const AZUL = '#1f3864';
const FONDO_SECCION = '#dde6f3';
const GRIS = '#5a5a5a';
const BORDE = '#9fa8b5';
const ALTO_CELDA = 27;
const ALTO_TITULO = 16;
const PIE = 28;
const ALTO_FILA_FAMILIAR = 17;

/** Cuántas de las 3 columnas ocupa un campo (los textos largos, más). */
const ANCHO_CAMPO: Partial<Record<CampoAfiliado, number>> = {
  direccion: 2,
  email: 2,
  otro: 3,
  autorizado_nombre: 2,
  autorizado_direccion: 2,
  area_estudio: 2,
  cargo: 2,
};
// Los campos de dinero y de fecha, de la tabla del contrato.
const DINERO: readonly CampoAfiliado[] = CAMPOS_DINERO;
const FECHAS: readonly CampoAfiliado[] = CAMPOS_FECHA;

const ancho = (doc: Doc) => doc.page.width - 2 * MARGEN;
const limite = (doc: Doc) => doc.page.height - MARGEN - PIE;

function valor(a: Afiliado, campo: CampoAfiliado): string {
  // Los campos del afiliado son texto, número o booleano (los de CampoAfiliado que no tiene, undefined).
  const v = (a as Record<string, string | number | boolean | null>)[campo];
  if (v === null || v === undefined || v === '') return '';
  if (DINERO.includes(campo)) return formatoDinero(v as number);
  if (FECHAS.includes(campo)) return fechaCorta(String(v));
  if (campo === 'documento' || campo === 'autorizado_documento') return documentoConPuntos(String(v));
  return String(v);
}

interface Celda {
  etiqueta: string;
  texto: string;
  columnas: number;
}

function celdasDe(a: Afiliado, campos: readonly CampoAfiliado[]): Celda[] {
  const celdas: Celda[] = [];
  for (const campo of campos) {
    if (campo === 'vehiculo') {
      const partes = partesVehiculo(a.vehiculo);
      PARTES_VEHICULO.forEach((parte, i) =>
        celdas.push({ etiqueta: `Vehículo: ${parte.toLowerCase()}`, texto: partes[i] ?? '', columnas: 1 }),
      );
      continue;
    }
    celdas.push({ etiqueta: ETIQUETAS_AFILIADO[campo], texto: valor(a, campo), columnas: ANCHO_CAMPO[campo] ?? 1 });
  }
  return celdas;
}

function saltoSiHaceFalta(doc: Doc, alto: number): void {
  if (doc.y + alto > limite(doc)) {
    doc.addPage();
    doc.y = MARGEN;
  }
}

/** Título de sección; `siguiente`: alto de lo que debe quedar en la misma página que el título. */
function tituloSeccion(doc: Doc, titulo: string, siguiente = ALTO_CELDA): void {
  saltoSiHaceFalta(doc, ALTO_TITULO + siguiente);
  const y = doc.y;
  doc.rect(MARGEN, y, ancho(doc), ALTO_TITULO).fillAndStroke(FONDO_SECCION, BORDE);
  doc
    .font('negrita')
    .fontSize(9)
    .fillColor(AZUL)
    .text(titulo.toUpperCase(), MARGEN + 6, y + 4, { lineBreak: false });
  doc.y = y + ALTO_TITULO;
}

/** Rejilla de 3 columnas: etiqueta pequeña arriba, valor abajo, bordes de formulario. */
function rejilla(doc: Doc, celdas: readonly Celda[]): void {
  const col = ancho(doc) / 3;
  let x = 0;
  let fila: Celda[] = [];
  const filas: Celda[][] = [];
  for (const c of celdas) {
    if (x + c.columnas > 3) {
      // Completa la fila: la última celda se estira hasta el borde.
      filas.push(fila);
      fila = [];
      x = 0;
    }
    fila.push(c);
    x += c.columnas;
  }
  if (fila.length > 0) filas.push(fila);

  for (const f of filas) {
    const usadas = f.reduce((s, c) => s + c.columnas, 0);
    const ultima = f[f.length - 1];
    if (ultima && usadas < 3) ultima.columnas += 3 - usadas;
    doc.font('normal').fontSize(9);
    const alto = Math.max(
      ALTO_CELDA,
      ...f.map((c) => 15 + doc.heightOfString(c.texto || ' ', { width: col * c.columnas - 10 })),
    );
    saltoSiHaceFalta(doc, alto);
    const y = doc.y;
    let cx = MARGEN;
    for (const c of f) {
      const w = col * c.columnas;
      doc.lineWidth(0.5).rect(cx, y, w, alto).stroke(BORDE);
      doc
        .font('normal')
        .fontSize(6.5)
        .fillColor(GRIS)
        .text(c.etiqueta, cx + 5, y + 3, { width: w - 10, lineBreak: false, ellipsis: true });
      doc
        .font('normal')
        .fontSize(9)
        .fillColor('black')
        .text(c.texto, cx + 5, y + 12, { width: w - 10 });
      cx += w;
    }
    doc.y = y + alto;
  }
}

function tablaFamiliares(doc: Doc, familiares: readonly Familiar[]): void {
  const w = ancho(doc);
  const columnas = [
    { titulo: 'No.', ancho: 0.05 },
    { titulo: ETIQUETAS_FAMILIAR.nombre, ancho: 0.36 },
    { titulo: ETIQUETAS_FAMILIAR.parentesco, ancho: 0.15 },
    { titulo: ETIQUETAS_FAMILIAR.ocupacion, ancho: 0.24 },
    { titulo: ETIQUETAS_FAMILIAR.fecha_nacimiento, ancho: 0.2 },
  ];
  const alto = ALTO_FILA_FAMILIAR;
  saltoSiHaceFalta(doc, alto * (FILAS_FAMILIARES + 1));
  let y = doc.y;
  let x = MARGEN;
  for (const c of columnas) {
    doc
      .lineWidth(0.5)
      .rect(x, y, c.ancho * w, alto)
      .fillAndStroke('#f2f4f8', BORDE);
    doc
      .font('negrita')
      .fontSize(7.5)
      .fillColor(GRIS)
      .text(c.titulo, x + 4, y + 5, { width: c.ancho * w - 8, lineBreak: false, ellipsis: true });
    x += c.ancho * w;
  }
  y += alto;
  for (let i = 0; i < FILAS_FAMILIARES; i++) {
    const f = familiares[i];
    const textos = [
      String(i + 1),
      f?.nombre ?? '',
      f?.parentesco ?? '',
      f?.ocupacion ?? '',
      f?.fecha_nacimiento ? fechaCorta(f.fecha_nacimiento) : '',
    ];
    x = MARGEN;
    columnas.forEach((c, j) => {
      doc
        .lineWidth(0.5)
        .rect(x, y, c.ancho * w, alto)
        .stroke(BORDE);
      doc
        .font('normal')
        .fontSize(8.5)
        .fillColor(j === 0 ? GRIS : 'black')
        .text(textos[j] ?? '', x + 4, y + 4.5, { width: c.ancho * w - 8, lineBreak: false, ellipsis: true });
      x += c.ancho * w;
    });
    y += alto;
  }
  doc.y = y;
}

function encabezado(doc: Doc, d: DatosFormulario): void {
  const a = d.afiliado;
  const lado = 86;
  const xFoto = doc.page.width - MARGEN - lado;
  const y = MARGEN;
  doc.lineWidth(0.8).rect(xFoto, y, lado, lado).stroke(BORDE);
  if (d.foto) {
    doc.image(d.foto, xFoto + 1, y + 1, { fit: [lado - 2, lado - 2], align: 'center', valign: 'center' });
  } else {
    doc
      .font('normal')
      .fontSize(7)
      .fillColor(GRIS)
      .text('Foto', xFoto, y + lado / 2 - 4, { width: lado, align: 'center' });
  }
  const w = xFoto - MARGEN - 12;
  doc.font('negrita').fontSize(13).fillColor(AZUL).text(d.fondo.nombre, MARGEN, y, { width: w });
  doc.font('normal').fontSize(8.5).fillColor(GRIS).text(`NIT ${d.fondo.nit}`, { width: w });
  doc.moveDown(0.5);
  doc
    .font('negrita')
    .fontSize(11.5)
    .fillColor('black')
    .text('FORMULARIO DE ACTUALIZACIÓN DE DATOS DEL AFILIADO', { width: w });
  doc.moveDown(0.3);
  doc.font('negrita').fontSize(10).fillColor('black').text(`${a.nombres} ${a.apellidos}`.trim(), { width: w });
  doc
    .font('normal')
    .fontSize(8.5)
    .fillColor(GRIS)
    .text(`${a.documento_tipo ?? 'CC'} ${documentoConPuntos(a.documento)}`, { width: w });
  const fecha = a.ultima_actualizacion
    ? `Fecha de actualización: ${fechaCorta(fechaEnBogota(new Date(a.ultima_actualizacion)))}`
    : 'Sin enviar: borrador o datos sin actualizar';
  doc.font('negrita').fontSize(8.5).fillColor(AZUL).text(fecha, { width: w });
  doc.y = Math.max(doc.y, y + lado) + 10;
}

function firmaYDeclaracion(doc: Doc, d: DatosFormulario): void {
  const a = d.afiliado;
  const w = ancho(doc);
  // La autorización de datos (Ley 1581 de 2012) solo si el afiliado marcó la casilla, con su fecha.
  const declaracion =
    `Declaro que la información suministrada es verdadera y autorizo a ${d.fondo.nombre} a verificarla.` +
    (a.autorizacion_datos
      ? `\n${ETIQUETA_AUTORIZACION_DATOS} (Ley 1581 de 2012), aceptada el ` +
        `${fechaCorta(fechaEnBogota(new Date(a.autorizacion_datos)))}: ${d.autorizacion}`
      : '');
  doc.font('normal').fontSize(8);
  const altoTexto = doc.heightOfString(declaracion, { width: w - 12 });
  const altoFirma = 78;
  saltoSiHaceFalta(doc, altoTexto + altoFirma + 30);
  const y = doc.y;
  doc
    .lineWidth(0.5)
    .rect(MARGEN, y, w, altoTexto + altoFirma + 26)
    .stroke(BORDE);
  doc.fillColor('black').text(declaracion, MARGEN + 6, y + 6, { width: w - 12, align: 'justify' });
  const yFirma = y + altoTexto + 12;
  const anchoFirma = 220;
  if (d.firma) {
    doc.image(d.firma, MARGEN + 10, yFirma, { fit: [anchoFirma, altoFirma - 8], align: 'center', valign: 'bottom' });
  }
  const yLinea = yFirma + altoFirma - 4;
  doc
    .lineWidth(0.7)
    .moveTo(MARGEN + 10, yLinea)
    .lineTo(MARGEN + 10 + anchoFirma, yLinea)
    .stroke('#333333');
  doc
    .font('normal')
    .fontSize(7.5)
    .fillColor(GRIS)
    .text(`${ETIQUETAS_AFILIADO.firma} de ${`${a.nombres} ${a.apellidos}`.trim()}`, MARGEN + 10, yLinea + 3, {
      width: anchoFirma,
      align: 'center',
    });
  const xDatos = MARGEN + anchoFirma + 40;
  doc
    .font('normal')
    .fontSize(8.5)
    .fillColor('black')
    .text(`Documento: ${a.documento_tipo ?? 'CC'} ${documentoConPuntos(a.documento)}`, xDatos, yFirma + 18, {
      width: w - anchoFirma - 50,
    })
    .text(
      a.ultima_actualizacion
        ? `Enviado el ${fechaCorta(fechaEnBogota(new Date(a.ultima_actualizacion)))}`
        : 'Sin enviar',
      { width: w - anchoFirma - 50 },
    );
  doc.y = y + altoTexto + altoFirma + 26;
}

function pies(doc: Doc, generado: Date): void {
  const rango = doc.bufferedPageRange();
  for (let i = rango.start; i < rango.start + rango.count; i++) {
    doc.switchToPage(i);
    // Sin margen inferior mientras se escribe el pie: si no, pdfkit abriría otra página.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGEN - 10;
    doc
      .font('normal')
      .fontSize(7)
      .fillColor(GRIS)
      .text(`Generado el ${fechaCorta(fechaEnBogota(generado))} · Página ${i + 1} de ${rango.count}`, MARGEN, y, {
        width: ancho(doc),
        align: 'right',
        lineBreak: false,
      });
  }
}

/** El PDF del formulario (carta, una o dos páginas). */
export async function generarFormularioPdf(d: DatosFormulario): Promise<Buffer> {
  const doc = await documentoConFuentes({
    size: 'LETTER',
    margin: MARGEN,
    bufferPages: true,
    info: {
      Title: `Actualización de datos - ${d.afiliado.nombres} ${d.afiliado.apellidos}`,
      Author: d.fondo.nombre,
      Creator: 'Portal de afiliados',
      Producer: 'Portal de afiliados',
      CreationDate: d.generado,
    },
    lang: 'es-CO',
  });
  const listo = bytesDelPdf(doc);
  encabezado(doc, d);
  for (const seccion of SECCIONES_ACTUALIZACION) {
    if (seccion.clave === 'finalizar') continue;
    const familia = seccion.clave === 'familiar';
    // El grupo familiar no se parte: su título va con la tabla entera.
    tituloSeccion(doc, seccion.titulo, familia ? ALTO_FILA_FAMILIAR * (FILAS_FAMILIARES + 1) : ALTO_CELDA);
    if (familia) tablaFamiliares(doc, d.familiares);
    else rejilla(doc, celdasDe(d.afiliado, seccion.campos));
    doc.y += 8;
  }
  tituloSeccion(doc, 'Firma y huella');
  firmaYDeclaracion(doc, d);
  pies(doc, d.generado);
  doc.end();
  return listo;
}
