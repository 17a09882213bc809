// Plantilla para imprimir y firmar (SPEC 2.10): carta de solicitud de crédito y pagaré, en
// español, con el nombre y el documento del afiliado y, si ya se eligieron, el tipo, el valor y
// las cuotas. Lo que falta queda como línea en blanco para llenar a mano. Para la firma electrónica
// (firmas/) lleva la solicitud entera y, al firmarse, las páginas de evidencia al final (`despues`).
import { formatoDinero, formatoPorcentaje } from '@fondo/contrato';
import { bytesDelPdf, documentoConFuentes } from '../pdf/fuentes.js';
import { documentoConPuntos, fechaEnBogota, fechaEnPalabras, MESES, siglaDocumento } from '../pdf/formato.js';
import { pesosEnLetras } from './letras.js';

export interface DatosPlantilla {
  afiliado: { nombres: string; apellidos: string; documento: string; documento_tipo: string | null };
  tipo: { nombre: string; tasa: number; periodicidad: 'mensual' | 'semestral' } | null;
  valor: number | null;
  cuotas: number | null;
  /** La solicitud entera (firma electrónica): destino, mes del primer descuento y codeudor. */
  destino?: string | null;
  desde_mes?: number | null;
  codeudor?: { nombre: string; documento: string } | null;
  /** La fecha de suscripción va escrita (firma electrónica: el día en que se generó el documento). */
  conFecha?: boolean;
  fondo: { nombre: string; nit: string };
  ciudad: string;
  ahora: Date;
}

const MARGEN = 64;
const AZUL = '#1f3864';
const GRIS = '#555555';
const BLANCO = '______________________';

type Doc = PDFKit.PDFDocument;

const ancho = (doc: Doc) => doc.page.width - 2 * MARGEN;

function titulo(doc: Doc, texto: string, subtitulo: string): void {
  doc
    .font('negrita')
    .fontSize(14)
    .fillColor(AZUL)
    .text(texto, MARGEN, doc.y, { width: ancho(doc), align: 'center' });
  doc
    .font('normal')
    .fontSize(9)
    .fillColor(GRIS)
    .text(subtitulo, { width: ancho(doc), align: 'center' });
  doc.fillColor('black').moveDown(1.2);
}

function parrafo(
  doc: Doc,
  texto: string,
  opciones: { negrita?: boolean; tamano?: number; despues?: number } = {},
): void {
  doc
    .font(opciones.negrita ? 'negrita' : 'normal')
    .fontSize(opciones.tamano ?? 10.5)
    .text(texto, MARGEN, doc.y, { width: ancho(doc), align: 'justify', lineGap: 2 });
  doc.moveDown(opciones.despues ?? 0.7);
}

/** Filas etiqueta: valor en dos columnas. */
function datos(doc: Doc, filas: [string, string][]): void {
  const x2 = MARGEN + 190;
  for (const [etiqueta, valor] of filas) {
    const y = doc.y;
    doc.font('negrita').fontSize(10).text(etiqueta, MARGEN, y, { width: 185 });
    const alto1 = doc.y - y;
    doc
      .font('normal')
      .fontSize(10)
      .text(valor, x2, y, { width: ancho(doc) - 190 });
    doc.y = Math.max(y + alto1, doc.y) + 4;
  }
  doc.moveDown(0.6);
}

/** Línea de firma con nombre, documento y el recuadro de la huella. */
function firma(doc: Doc, x: number, y: number, rol: string, nombre: string, documento: string): void {
  doc
    .moveTo(x, y + 40)
    .lineTo(x + 190, y + 40)
    .lineWidth(0.7)
    .strokeColor('black')
    .stroke();
  doc
    .font('negrita')
    .fontSize(9.5)
    .text(rol, x, y + 45, { width: 190 });
  doc
    .font('normal')
    .fontSize(9)
    .text(`Nombre: ${nombre}`, x, doc.y + 1, { width: 190 });
  doc.text(`Documento: ${documento}`, x, doc.y + 1, { width: 190 });
  doc
    .rect(x + 200, y, 58, 72)
    .lineWidth(0.7)
    .stroke();
  doc
    .font('normal')
    .fontSize(7)
    .fillColor(GRIS)
    .text('Huella índice derecho', x + 198, y + 75, { width: 62, align: 'center' });
  doc.fillColor('black');
}

/** El PDF; `despues` dibuja páginas al final (la evidencia de las firmas) antes de cerrarlo. */
export async function generarPlantillaPdf(d: DatosPlantilla, despues?: (doc: Doc) => void): Promise<Buffer> {
  const nombre = `${d.afiliado.nombres} ${d.afiliado.apellidos}`.trim();
  const documento = `${siglaDocumento(d.afiliado.documento_tipo)} ${documentoConPuntos(d.afiliado.documento)}`;
  const fecha = fechaEnPalabras(fechaEnBogota(d.ahora));
  const semestral = d.tipo?.periodicidad === 'semestral';
  const valor = d.valor === null ? null : `${formatoDinero(d.valor)} (${pesosEnLetras(d.valor)})`;
  const cuotas = d.cuotas === null ? null : `${d.cuotas} cuotas ${semestral ? 'semestrales' : 'mensuales'}`;

  const doc = await documentoConFuentes({
    size: 'LETTER',
    margins: { top: 54, bottom: 40, left: MARGEN, right: MARGEN },
    info: {
      Title: 'Carta de solicitud de crédito y pagaré',
      Author: d.fondo.nombre,
      Subject: `Solicitud de crédito - ${nombre}`,
      Creator: 'Portal de afiliados',
      Producer: 'Portal de afiliados',
      CreationDate: d.ahora,
    },
    displayTitle: true,
    lang: 'es-CO',
  });
  const listo = bytesDelPdf(doc);

  // Página 1: carta de solicitud.
  titulo(doc, 'CARTA DE SOLICITUD DE CRÉDITO', `${d.fondo.nombre} - NIT ${d.fondo.nit}`);
  parrafo(doc, `${d.ciudad}, ${fecha}`, { despues: 1 });
  parrafo(doc, `Señores\nComité de Crédito\n${d.fondo.nombre}\nCiudad`, { despues: 1 });
  parrafo(doc, 'Asunto: solicitud de crédito', { negrita: true });
  parrafo(
    doc,
    `Yo, ${nombre}, identificado(a) con ${documento}, afiliado(a) al fondo, solicito respetuosamente ` +
      'el estudio y la aprobación del siguiente crédito:',
  );
  datos(doc, [
    ['Línea de crédito', d.tipo?.nombre ?? BLANCO],
    ['Valor solicitado', valor ?? BLANCO],
    ['Plazo', cuotas ?? BLANCO],
    ['Tasa de interés', d.tipo ? `${formatoPorcentaje(d.tipo.tasa)} mensual` : BLANCO],
    ['Destino del crédito', d.destino?.trim() || BLANCO],
    ['Descuento a partir del mes de', d.desde_mes ? (MESES[d.desde_mes - 1] ?? BLANCO) : BLANCO],
  ]);
  parrafo(
    doc,
    'Autorizo de manera expresa e irrevocable al pagador de la institución en la que laboro para que ' +
      'descuente de mi salario, primas, bonificaciones, vacaciones, prestaciones sociales e indemnizaciones las cuotas ' +
      'de este crédito y los demás valores que adeude al fondo, y los gire al fondo. Si mi vínculo laboral termina, ' +
      'autorizo descontar de mi liquidación el saldo pendiente.',
  );
  parrafo(
    doc,
    'Declaro que la información suministrada en la solicitud es verdadera, autorizo al fondo para ' +
      'verificarla y para consultar y reportar mi comportamiento de pago ante las centrales de información, y acepto ' +
      'el reglamento de crédito vigente. Adjunto el pagaré firmado, mi último desprendible de pago y, si aplica, ' +
      'la copia del documento de mi codeudor.',
    { despues: 1.2 },
  );
  parrafo(doc, 'Atentamente,', { despues: 0.5 });
  firma(doc, MARGEN, doc.y, 'Firma del solicitante', nombre, documento);

  // Página 2: pagaré.
  doc.addPage();
  titulo(doc, `PAGARÉ No. ${BLANCO}`, 'Título valor - Código de Comercio, artículos 709 y siguientes');
  datos(doc, [
    ['Acreedor', `${d.fondo.nombre} - NIT ${d.fondo.nit}`],
    ['Deudor', `${nombre} - ${documento}`],
    ['Valor', valor ?? BLANCO],
    ['Plazo', cuotas ?? BLANCO],
    ['Lugar y fecha de suscripción', `${d.ciudad}, ${d.conFecha ? fecha : BLANCO}`],
  ]);
  const cifra = valor ?? `${BLANCO} (${BLANCO} pesos m/cte.)`;
  parrafo(
    doc,
    `Yo (nosotros), ${nombre}, mayor de edad, identificado(a) con ${documento}, y el codeudor que firma ` +
      'al final, obrando en nombre propio, declaramos:',
  );
  parrafo(
    doc,
    `PRIMERA. Objeto. Que pagaremos incondicional y solidariamente a la orden de ${d.fondo.nombre}, ` +
      `o de quien represente sus derechos, en la ciudad de ${d.ciudad}, la suma de ${cifra}, más los intereses ` +
      'que se indican en este pagaré.',
  );
  parrafo(
    doc,
    `SEGUNDA. Plazo. Que pagaremos la suma indicada en ${cuotas ?? `${BLANCO} cuotas`} sucesivas, ` +
      'descontadas por nómina, a partir de la fecha de desembolso.',
  );
  parrafo(
    doc,
    `TERCERA. Intereses. Que sobre el saldo de capital reconoceremos intereses remuneratorios a la tasa del ` +
      `${d.tipo ? formatoPorcentaje(d.tipo.tasa) : `${BLANCO} %`} mensual${semestral ? ' (cuotas semestrales: seis meses de interés cada una)' : ''} ` +
      'y, en caso de mora, intereses moratorios a la tasa máxima legal permitida.',
  );
  parrafo(
    doc,
    'CUARTA. Cláusula aceleratoria. El tenedor podrá declarar vencido el plazo y exigir el pago inmediato ' +
      'del saldo, sus intereses y gastos si hay mora en el pago de una o más cuotas, si termina el vínculo laboral ' +
      'del deudor con la institución o su afiliación al fondo, o si los bienes del deudor son embargados.',
  );
  parrafo(
    doc,
    'QUINTA. Gastos. Los gastos de cobranza judicial o extrajudicial y el impuesto de timbre, si se causa, ' +
      'serán de cargo del deudor. Se renuncia a la presentación para el pago, al aviso de rechazo y al protesto.',
  );
  parrafo(doc, `En constancia se firma en ${d.ciudad}, ${d.conFecha ? `el ${fecha}` : `a los ${BLANCO}`}.`, {
    despues: 1.2,
  });
  const y = doc.y;
  firma(doc, MARGEN, y, 'Deudor', nombre, documento);
  firma(
    doc,
    MARGEN,
    y + 110,
    'Codeudor',
    d.codeudor?.nombre ?? BLANCO,
    d.codeudor ? documentoConPuntos(d.codeudor.documento) : BLANCO,
  );

  despues?.(doc);
  doc.end();
  return listo;
}
