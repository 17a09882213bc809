// PDF del estado de cuenta de un corte con las piezas comunes de ../pdf/piezas.ts:
// encabezado del fondo, tablas, y el pie verificable (código, enlace y QR). Cifras: texto numeric.
import { bytesDelPdf } from '../pdf/fuentes.js';
import { dinero, documentoConPuntos, fechaCorta, fechaEnBogota, siglaDocumento } from '../pdf/formato.js';
import {
  MARGEN_X,
  anchoUtil,
  encabezado,
  hojaCarta,
  parrafo,
  pieVerificable,
  subtitulo,
  tabla,
} from '../pdf/piezas.js';
import type { AhorroEstadoCuenta, CreditoEstadoCuenta, TotalesAhorro } from './consultas-estado-cuenta.js';

export interface DatosEstadoCuenta {
  etiqueta: string;
  codigo: string;
  urlVerificacion: string;
  emitido: Date;
  fondo: { nombre: string; nit: string };
  afiliado: { nombres: string; apellidos: string; documento: string; documento_tipo: string | null };
  /** Fechas 'YYYY-MM-DD'; anterior null en el primer corte del afiliado. */
  corte: string;
  anterior: string | null;
  ahorros: AhorroEstadoCuenta[];
  totalesAhorro: TotalesAhorro;
  creditos: CreditoEstadoCuenta[];
  totalesCredito: { saldo: string; cuota: string };
}

/** Cambio con signo: '+$1,000.00', '-$50.00', '$0.00'. */
export function cambioConSigno(valor: string): string {
  const texto = dinero(valor);
  return texto.startsWith('-') || texto === '$0.00' ? texto : `+${texto}`;
}

function tablaAhorros(doc: PDFKit.PDFDocument, datos: DatosEstadoCuenta): void {
  if (datos.ahorros.length === 0) {
    parrafo(doc, 'No registra ahorros en este corte.');
    return;
  }
  if (datos.anterior === null) {
    tabla(
      doc,
      [
        { titulo: 'Concepto', ancho: 3, alinear: 'left' },
        { titulo: `Saldo a ${fechaCorta(datos.corte)}`, ancho: 2, alinear: 'right' },
      ],
      datos.ahorros.map((a) => [a.nombre, dinero(a.actual)]),
      ['Total ahorros', dinero(datos.totalesAhorro.actual)],
    );
    parrafo(doc, 'Este es el primer corte con ahorros del afiliado: no hay un corte anterior con qué compararlo.', {
      tamano: 9.5,
    });
    return;
  }
  const t = datos.totalesAhorro;
  tabla(
    doc,
    [
      { titulo: 'Concepto', ancho: 2.4, alinear: 'left' },
      { titulo: `Saldo a ${fechaCorta(datos.anterior)}`, ancho: 2, alinear: 'right' },
      { titulo: `Saldo a ${fechaCorta(datos.corte)}`, ancho: 2, alinear: 'right' },
      { titulo: 'Cambio', ancho: 2, alinear: 'right' },
    ],
    datos.ahorros.map((a) => [a.nombre, dinero(a.anterior ?? '0'), dinero(a.actual), cambioConSigno(a.cambio ?? '0')]),
    ['Total ahorros', dinero(t.anterior ?? '0'), dinero(t.actual), cambioConSigno(t.cambio ?? '0')],
  );
}

function tablaCreditos(doc: PDFKit.PDFDocument, datos: DatosEstadoCuenta): void {
  if (datos.creditos.length === 0) {
    parrafo(doc, 'No registra créditos con saldo en este corte.');
    return;
  }
  tabla(
    doc,
    [
      { titulo: 'Crédito', ancho: 2.6, alinear: 'left' },
      { titulo: 'Desembolso', ancho: 1.45, alinear: 'center' },
      { titulo: 'Cuotas', ancho: 1.05, alinear: 'center' },
      { titulo: 'Cuota', ancho: 1.9, alinear: 'right' },
      { titulo: 'Saldo', ancho: 2, alinear: 'right' },
    ],
    datos.creditos.map((c) => [
      `${c.tipo} No. ${c.numero}`,
      c.desembolso ? fechaCorta(c.desembolso) : '',
      `${c.cuotas_pagadas} de ${c.cuotas}`,
      dinero(c.valor_cuota),
      dinero(c.saldo),
    ]),
    ['Total créditos', '', '', dinero(datos.totalesCredito.cuota), dinero(datos.totalesCredito.saldo)],
  );
}

export async function generarEstadoCuentaPdf(datos: DatosEstadoCuenta): Promise<Buffer> {
  const a = datos.afiliado;
  const nombre = `${a.nombres} ${a.apellidos}`.trim();
  const doc = await hojaCarta({
    titulo: datos.etiqueta,
    autor: datos.fondo.nombre,
    asunto: `${datos.etiqueta} - ${nombre}`,
    claves: `estado de cuenta ${datos.codigo}`,
    emitido: datos.emitido,
  });
  const listo = bytesDelPdf(doc);
  const ancho = anchoUtil(doc);

  encabezado(doc, datos);
  doc
    .font('negrita')
    .fontSize(13)
    .text('ESTADO DE CUENTA', MARGEN_X, doc.y + 4, { width: ancho, align: 'center' });
  doc
    .font('normal')
    .fontSize(11)
    .text(`Corte al ${fechaCorta(datos.corte)}`, { width: ancho, align: 'center' });
  doc.moveDown(1);
  tabla(
    doc,
    [
      { titulo: 'Dato', ancho: 2, alinear: 'left' },
      { titulo: 'Valor', ancho: 3, alinear: 'left' },
    ],
    [
      ['Nombre', nombre.toLocaleUpperCase('es')],
      ['Documento', `${siglaDocumento(a.documento_tipo)} ${documentoConPuntos(a.documento)}`],
      ['Fecha de corte', fechaCorta(datos.corte)],
      ['Corte anterior', datos.anterior ? fechaCorta(datos.anterior) : 'Sin corte anterior'],
      ['Generado el', fechaCorta(fechaEnBogota(datos.emitido))],
    ],
  );

  subtitulo(doc, 'Ahorros por tipo');
  tablaAhorros(doc, datos);
  subtitulo(doc, 'Créditos con saldo');
  tablaCreditos(doc, datos);

  subtitulo(doc, 'Totales');
  tabla(
    doc,
    [
      { titulo: 'Concepto', ancho: 3, alinear: 'left' },
      { titulo: 'Valor', ancho: 2, alinear: 'right' },
    ],
    [
      ['Total ahorros', dinero(datos.totalesAhorro.actual)],
      ['Total saldo de créditos', dinero(datos.totalesCredito.saldo)],
      ['Total cuotas de créditos', dinero(datos.totalesCredito.cuota)],
    ],
  );
  parrafo(
    doc,
    'Este estado de cuenta muestra las cifras reportadas en la fecha de corte indicada. Su autenticidad se ' +
      'puede verificar con el código o el QR del pie de página.',
    { tamano: 9.5 },
  );

  pieVerificable(doc, { codigo: datos.codigo, url: datos.urlVerificacion }, { paginarSiempre: true });
  doc.end();
  return listo;
}
