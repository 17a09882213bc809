// PDF del plan de pagos de un crédito con las piezas comunes de ../pdf/piezas.ts:
// encabezado del fondo, tablas y pie de página. Dinero en formato SPEC 9 desde los centavos exactos.
import { AVISO_PLAN_PAGOS, formatoTasaMensual, type PlanPagos } from '@fondo/contrato';
import { bytesDelPdf } from '../pdf/fuentes.js';
import { documentoConPuntos, dinero, fechaCorta, fechaEnBogota } from '../pdf/formato.js';
import {
  MARGEN_X,
  anchoUtil,
  asegurarEspacio,
  encabezado,
  hojaCarta,
  parrafo,
  piePaginas,
  subtitulo,
  tabla,
} from '../pdf/piezas.js';

export interface DatosPlanPagosPdf {
  plan: PlanPagos;
  afiliado: { nombres: string; apellidos: string; documento: string };
  fondo: { nombre: string; nit: string };
  emitido: Date;
}

/** Las cifras del plan son centavos exactos: toFixed(2) las escribe sin error. */
const pesos = (v: number): string => dinero(v.toFixed(2));

export async function generarPlanPagosPdf(datos: DatosPlanPagosPdf): Promise<Buffer> {
  const { plan, afiliado } = datos;
  const credito = `${plan.credito.tipo} No. ${plan.credito.numero}`;
  const doc = await hojaCarta({
    titulo: `Plan de pagos ${credito}`,
    autor: datos.fondo.nombre,
    asunto: `Plan de pagos ${credito} - ${afiliado.nombres} ${afiliado.apellidos}`,
    emitido: datos.emitido,
  });
  const listo = bytesDelPdf(doc);

  encabezado(doc, datos);
  doc
    .font('negrita')
    .fontSize(13)
    .text('PLAN DE PAGOS ESTIMADO', MARGEN_X, doc.y + 4, { width: anchoUtil(doc), align: 'center' });
  doc
    .font('normal')
    .fontSize(11)
    .text(credito, { width: anchoUtil(doc), align: 'center' });
  doc.moveDown(1);
  parrafo(
    doc,
    `Afiliado: ${`${afiliado.nombres} ${afiliado.apellidos}`.trim().toLocaleUpperCase('es')}, ` +
      `documento No. ${documentoConPuntos(afiliado.documento)}.`,
    { alinear: 'left' },
  );

  subtitulo(doc, 'Datos del crédito');
  tabla(
    doc,
    [
      { titulo: 'Dato', ancho: 2, alinear: 'left' },
      { titulo: 'Valor', ancho: 3, alinear: 'left' },
    ],
    [
      ['Fecha de corte', fechaCorta(plan.corte.corte)],
      ['Saldo a la fecha de corte', pesos(plan.saldo_corte)],
      ['Tasa', formatoTasaMensual(plan.credito.tasa)],
      ['Cuota', pesos(plan.credito.valor_cuota)],
      ['Cuotas pendientes', String(plan.credito.cuotas_pendientes)],
    ],
  );

  subtitulo(doc, 'Cuotas estimadas');
  if (plan.cuotas.length === 0) {
    parrafo(doc, 'El crédito no tiene saldo ni cuotas pendientes a la fecha de corte.');
  } else {
    tabla(
      doc,
      [
        // anchos para una fecha y '$100,000,000.00' sin partirse
        { titulo: 'No.', ancho: 0.66, alinear: 'center' },
        { titulo: 'Fecha estimada', ancho: 1.42, alinear: 'center' },
        { titulo: 'Cuota', ancho: 2, alinear: 'right' },
        { titulo: 'Interés', ancho: 2, alinear: 'right' },
        { titulo: 'Abono a capital', ancho: 2, alinear: 'right' },
        { titulo: 'Saldo', ancho: 2, alinear: 'right' },
      ],
      plan.cuotas.map((c) => [
        String(c.numero),
        fechaCorta(c.fecha),
        pesos(c.cuota),
        pesos(c.interes),
        pesos(c.abono_capital),
        pesos(c.saldo),
      ]),
    );
    // Los totales en su propia tabla (en una fila en negrita, '$100,000,000.00' no cabe en la columna),
    // sin partirse entre dos páginas: encabezado y tres filas.
    asegurarEspacio(doc, 100);
    tabla(
      doc,
      [
        { titulo: 'Totales del plan', ancho: 3, alinear: 'left' },
        { titulo: 'Valor', ancho: 2, alinear: 'right' },
      ],
      [
        ['Total de las cuotas', pesos(plan.totales.cuotas)],
        ['Total de intereses', pesos(plan.totales.interes)],
        ['Total abono a capital', pesos(plan.totales.capital)],
      ],
    );
  }
  doc.moveDown(0.3);
  parrafo(doc, AVISO_PLAN_PAGOS, { tamano: 9.5 });

  piePaginas(doc, {
    destacado: `Plan de pagos estimado: ${credito}`,
    detalle:
      `Generado el ${fechaCorta(fechaEnBogota(datos.emitido))} con las cifras del corte del ` +
      `${fechaCorta(plan.corte.corte)}. Documento informativo: no es un certificado.`,
  });
  doc.end();
  return listo;
}
