// Dibuja el PDF de un certificado (saldos, tributario o afiliación) a partir de datos ya consultados,
// con las piezas comunes de ../pdf/piezas.ts. Cifras: texto numeric de PostgreSQL, formateado sin pasar por float.
import type { TipoCertificado } from '@fondo/contrato';
import { bytesDelPdf } from '../pdf/fuentes.js';
import {
  dinero,
  documentoConPuntos,
  fechaCorta,
  fechaEnBogota,
  fechaEnPalabras,
  siglaDocumento,
} from '../pdf/formato.js';
import {
  MARGEN_X,
  anchoUtil,
  asegurarEspacio,
  encabezado,
  hojaCarta,
  parrafo,
  pieVerificable,
  subtitulo,
  tabla,
  type Doc,
} from '../pdf/piezas.js';

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

export async function generarCertificadoPdf(datos: DatosCertificado): Promise<Buffer> {
  const doc = await hojaCarta({
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
