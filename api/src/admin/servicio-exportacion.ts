// Más de 300 líneas: las tres exportaciones comparten la escritura en flujo y la forma de las plantillas.
// Libros .xlsx que se descargan (SPEC 2.13, 2.14), con la forma de las plantillas de importación: se
// exporta, se corrige en la hoja de cálculo y se importa de vuelta sin perder nada. Los afiliados en
// las hojas Afiliados y Afiliación; un corte en la hoja Aportes o Créditos (B2 la fecha del corte).
// Las columnas que la importación no lee van después, en gris y con una nota. Los instantes, en hora
// de Colombia. Escritos en flujo; cada exportación de datos personales queda en la auditoría.
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { ETIQUETAS_AFILIADO } from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Db } from '../db/client.js';
import { noEncontrado } from '../errors.js';
import { horaDeColombia } from '../fechas.js';
import { COLUMNAS_EXPORTACION, afiliadosPorLotes } from './consultas.js';
import { fechaDelCorte, filasParaExportar, type AporteExportado, type CreditoExportado } from './consultas-cortes.js';
import { CAMPOS_AFILIACION as CAMPOS_IMPORTADOS_AFILIACION } from './importacion/afiliacion.js';
import { CAMPOS_AFILIADOS as CAMPOS_IMPORTADOS_AFILIADOS } from './importacion/afiliados.js';
import { fechaCorte } from './importacion/aportes.js';
import { ENCABEZADOS, EXPLICACIONES } from './plantillas.js';
import { MENSAJE_CORTE_NO_ENCONTRADO, type Contexto } from './servicio.js';
import { escaparCelda } from './xlsx.js';

type Libro = ExcelJS.stream.xlsx.WorkbookWriter;
type Hoja = ExcelJS.Worksheet;
type Valor = string | number | boolean | Date | null;

/** Escribe un libro en flujo: `llenar` agrega filas (commit por fila) y el libro se cierra al terminar. */
function libroEnFlujo(llenar: (libro: Libro) => Promise<void> | void, onError: (e: unknown) => void): Readable {
  const salida = new PassThrough();
  // Un error al llenar, síncrono o no, termina igual: en onError y con el flujo destruido.
  import('exceljs')
    .then(async ({ default: ExcelJS }) => {
      const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: salida,
        useStyles: true,
        useSharedStrings: false,
      });
      await llenar(libro);
      await libro.commit();
    })
    .catch((error: unknown) => {
      onError(error);
      salida.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return salida;
}

const FECHAS = new Set(['documento_expedicion', 'fecha_nacimiento', 'afiliacion', 'ingreso', 'retiro']);
const INSTANTES = new Set(['ultima_actualizacion', 'ultimo_login', 'autorizacion_datos']);
const DINERO = new Set(['salario', 'ahorro_permanente', 'ahorro_programado', 'cuota_afiliacion']);
const FORMATO_DINERO = '#,##0.00';
const FORMATO_FECHA = 'dd/mm/yyyy';

/** Campo de cada columna de las plantillas de afiliados y de afiliación, en su orden: los que escribe su
 * importación, detrás del documento. */
const CAMPOS_AFILIADOS = ['documento', ...CAMPOS_IMPORTADOS_AFILIADOS] as const;
const CAMPOS_AFILIACION = ['documento', ...CAMPOS_IMPORTADOS_AFILIACION] as const;
const IMPORTADOS = new Set<string>([...CAMPOS_AFILIADOS, ...CAMPOS_AFILIACION]);
/** Lo demás de la ficha: en la hoja Afiliados, después de las columnas que se importan. */
const SOLO_LECTURA_AFILIADOS = COLUMNAS_EXPORTACION.filter((c) => !IMPORTADOS.has(c));
const SOLO_LECTURA_AFILIACION = ['nombres', 'apellidos'] as const;

const NOTA_SOLO_LECTURA = 'Solo para leer: la importación no lee esta columna (cambiarla aquí no cambia nada).';
const SUFIJO_HORA = ' (hora de Colombia)';
const GRIS: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };

/** Columnas de la tabla que no son campos de la ficha. */
const OTRAS_ETIQUETAS: Record<string, string> = {
  superadmin: 'Administrador',
  autorizacion_datos: 'Fecha de la autorización de tratamiento de datos',
};
const etiqueta = (c: string) =>
  ((ETIQUETAS_AFILIADO as Record<string, string>)[c] ?? OTRAS_ETIQUETAS[c] ?? c) +
  (INSTANTES.has(c) ? SUFIJO_HORA : '');

/** Valor de una celda exportada: texto escapado, dinero como número, fechas como fecha, instantes en hora local. */
function celdaExportada(columna: string, v: string | number | boolean | null | undefined): Valor {
  if (v === null || v === undefined) return null;
  if (DINERO.has(columna)) return Number(v);
  if (FECHAS.has(columna)) return fecha(String(v));
  if (INSTANTES.has(columna)) return horaDeColombia(String(v));
  if (typeof v === 'string') return escaparCelda(v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return escaparCelda(String(v));
}

const fecha = (iso: string | null) => (iso === null ? null : new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const texto = (t: string) => escaparCelda(t);

interface ColumnaLibro {
  titulo: string;
  /** la importación no la lee */
  soloLectura?: boolean;
  formato?: string;
  ancho?: number;
}

const formatoDe = (c: string) =>
  FECHAS.has(c) ? FORMATO_FECHA : INSTANTES.has(c) ? 'dd/mm/yyyy hh:mm' : DINERO.has(c) ? FORMATO_DINERO : undefined;

/**
 * Anchos y formatos de las columnas y la fila de encabezados (en `fila`, tras las filas de `antes`): las
 * que se importan con la nota de la plantilla; las de solo lectura en gris, con la suya.
 */
function encabezados(hoja: Hoja, columnas: ColumnaLibro[], fila: number, antes: Valor[][] = []): void {
  hoja.columns = columnas.map((c) => ({
    width: c.ancho ?? Math.max(12, Math.min(40, c.titulo.length + 4)),
    ...(c.formato ? { style: { numFmt: c.formato } } : {}),
  }));
  for (let n = 1; n < fila; n++) {
    const r = hoja.getRow(n);
    const valores = antes[n - 1];
    valores?.forEach((v, i) => {
      const celda = r.getCell(i + 1);
      celda.value = v;
      if (v instanceof Date) celda.numFmt = FORMATO_FECHA;
    });
    if (n === 1) r.font = { bold: true, size: 14 };
    r.commit();
  }
  const r = hoja.getRow(fila);
  columnas.forEach((c, i) => {
    const celda = r.getCell(i + 1);
    celda.value = c.titulo;
    celda.font = { bold: true, ...(c.soloLectura ? { italic: true } : {}) };
    if (c.soloLectura) celda.fill = GRIS;
    const nota = c.soloLectura ? NOTA_SOLO_LECTURA : EXPLICACIONES[c.titulo];
    if (nota) celda.note = nota;
  });
  r.commit();
}

/** La hoja Instrucciones (la importación no la lee): una línea por fila. */
function instrucciones(libro: Libro, lineas: string[]): void {
  const hoja = libro.addWorksheet('Instrucciones');
  hoja.columns = [{ width: 120 }];
  for (const l of lineas) hoja.addRow([l]).commit();
  hoja.commit();
}

/** Una exportación de datos personales en bloque: quién, qué y cuándo (antes de enviar el libro). */
export async function auditarExportacion(
  db: Db,
  ctx: Contexto,
  accion: 'exportacion_afiliados' | 'exportacion_corte',
  detalle: Record<string, unknown>,
): Promise<void> {
  await registrarAuditoria(db, { accion, id_actor: ctx.actor.id_afiliado, detalle, ip: ctx.ip, fecha: ctx.ahora });
}

/**
 * Todos los afiliados con cada campo de SPEC 3 salvo secretos, leídos y escritos por lotes: la hoja
 * Afiliados (la plantilla de afiliados y, en gris, el resto de la ficha) y la hoja Afiliación (la de
 * afiliación): cada una se importa con su tipo y la fila inicial de siempre.
 */
export function exportarAfiliados(app: FastifyInstance): Readable {
  const columna = (c: string, titulo: string, soloLectura = false): ColumnaLibro => ({
    titulo,
    soloLectura,
    formato: formatoDe(c),
  });
  return libroEnFlujo(
    async (libro) => {
      const afiliados = libro.addWorksheet('Afiliados', { views: [{ state: 'frozen', ySplit: 1 }] });
      const camposAfiliados = [...CAMPOS_AFILIADOS, ...SOLO_LECTURA_AFILIADOS];
      encabezados(
        afiliados,
        [
          ...CAMPOS_AFILIADOS.map((c, i) => columna(c, ENCABEZADOS.afiliados[i]!)),
          ...SOLO_LECTURA_AFILIADOS.map((c) => columna(c, etiqueta(c), true)),
        ],
        1,
      );
      for await (const lote of afiliadosPorLotes(app.db))
        for (const f of lote) afiliados.addRow(camposAfiliados.map((c) => celdaExportada(c, f[c]))).commit();
      afiliados.commit();

      const afiliacion = libro.addWorksheet('Afiliación', { views: [{ state: 'frozen', ySplit: 3 }] });
      const camposAfiliacion = [...CAMPOS_AFILIACION, ...SOLO_LECTURA_AFILIACION];
      encabezados(
        afiliacion,
        [
          ...CAMPOS_AFILIACION.map((c, i) => columna(c, ENCABEZADOS.afiliacion[i]!)),
          ...SOLO_LECTURA_AFILIACION.map((c) => columna(c, etiqueta(c), true)),
        ],
        3,
        [['Datos de afiliación']],
      );
      for await (const lote of afiliadosPorLotes(app.db))
        for (const f of lote) afiliacion.addRow(camposAfiliacion.map((c) => celdaExportada(c, f[c]))).commit();
      afiliacion.commit();

      instrucciones(libro, [
        'Este libro se puede corregir y volver a importar en Administración > Afiliados > Importar.',
        'Hoja Afiliados: tipo de archivo «Afiliados», fila inicial 2. Hoja Afiliación: tipo «Afiliación», fila inicial 4.',
        'Las columnas en gris (a la derecha) son solo para leer: la importación no las lee.',
        'Una celda vacía no borra lo guardado. No cambie el orden de las columnas.',
        `Las fechas con hora están en hora de Colombia (America/Bogota).`,
      ]);
    },
    (e) => app.log.error({ err: e }, 'No se pudo generar la exportación de afiliados'),
  );
}

const dinero = (v: string) => Number(v);
const siNo = (v: boolean) => (v ? 'SI' : 'NO');

/** Columnas de la hoja de un corte: las de la plantilla, con su formato. */
function columnasCorte(tipo: 'aportes' | 'creditos'): ColumnaLibro[] {
  const formatos: Record<string, string> = {
    Total: FORMATO_DINERO,
    Cuota: FORMATO_DINERO,
    'Valor crédito': FORMATO_DINERO,
    Saldo: FORMATO_DINERO,
    Desembolso: FORMATO_FECHA,
    'Inicio descuento': FORMATO_FECHA,
    Terminación: FORMATO_FECHA,
    Tasa: '0.000000',
  };
  const anchos: Record<string, number> = { Nombre: 36, 'Tipo de aporte': 28, 'Tipo de crédito': 28 };
  return ENCABEZADOS[tipo].map((titulo) => ({
    titulo,
    formato: formatos[titulo],
    ancho: anchos[titulo] ?? Math.max(14, titulo.length + 4),
  }));
}

const filaAporte = (f: AporteExportado): Valor[] => [
  texto(f.documento),
  texto(f.nombre),
  texto(f.tipo),
  dinero(f.total),
  dinero(f.cuota),
];
const filaCredito = (f: CreditoExportado): Valor[] => [
  texto(f.documento),
  texto(f.nombre),
  texto(f.tipo),
  texto(f.numero),
  dinero(f.valor_credito),
  dinero(f.saldo),
  dinero(f.valor_cuota),
  f.cuotas,
  f.cuotas_pagadas,
  f.cuotas_pendientes,
  fecha(f.desembolso),
  fecha(f.inicio_descuento),
  fecha(f.terminacion),
  Number(f.tasa),
  texto(f.estado_credito),
  siNo(f.descuento_prima),
  siNo(f.descuento_ahorro),
];

/** Suma exacta en centavos de los valores de dinero. */
const sumar = (valores: string[]) => valores.reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100;

/** Nombre del archivo de un corte: por su fecha. */
export const nombreArchivoCorte = (tipo: 'aportes' | 'creditos', corte: string) => `${tipo}-corte-${corte}.xlsx`;

/**
 * Las filas del filtro de un corte en la hoja de la plantilla (Aportes o Créditos): título en A1, la
 * fecha del corte en B2, los totales en la fila 3 (la importación no la lee), encabezados en la 4 y
 * los datos desde la 5.
 */
export async function exportarVistaCorte(
  app: FastifyInstance,
  tipo: 'aportes' | 'creditos',
  id: number,
  filtro: string | undefined,
  ctx: Contexto,
): Promise<{ flujo: Readable; corte: string }> {
  const corte = await fechaDelCorte(app.db, id);
  if (corte === null) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  const busqueda = filtro?.trim() || null;
  const filas = await filasParaExportar(app.db, tipo, id, filtro);
  await auditarExportacion(app.db, ctx, 'exportacion_corte', {
    id_corte: id,
    vista: tipo,
    texto: busqueda,
    filas: filas.length,
  });
  const dia = fechaCorte(corte);
  const nombreHoja = tipo === 'aportes' ? 'Aportes' : 'Créditos';
  const flujo = libroEnFlujo(
    (libro) => {
      const hoja = libro.addWorksheet(nombreHoja, { views: [{ state: 'frozen', ySplit: 4 }] });
      const columnas = columnasCorte(tipo);
      const totales: Valor[] = new Array<Valor>(columnas.length).fill(null);
      totales[0] = 'Totales';
      if (tipo === 'aportes') {
        const a = filas as AporteExportado[];
        totales[3] = sumar(a.map((f) => f.total));
        totales[4] = sumar(a.map((f) => f.cuota));
      } else {
        const c = filas as CreditoExportado[];
        totales[4] = sumar(c.map((f) => f.valor_credito));
        totales[5] = sumar(c.map((f) => f.saldo));
        totales[6] = sumar(c.map((f) => f.valor_cuota));
      }
      const titulo = `${tipo === 'aportes' ? 'Aportes' : 'Créditos'} del corte ${dia}${busqueda ? ` (solo las filas con «${busqueda}»)` : ''}`;
      encabezados(hoja, columnas, 4, [[escaparCelda(titulo)], ['Corte', fecha(corte)], totales]);
      for (const f of filas)
        hoja
          .addRow(tipo === 'aportes' ? filaAporte(f as AporteExportado) : filaCredito(f as CreditoExportado))
          .commit();
      hoja.commit();
      instrucciones(libro, [
        `Este libro se puede corregir y volver a importar en Administración > Afiliados > Importar, tipo de archivo «Aportes y créditos (corte)», fila inicial 5.`,
        `Importarlo reemplaza ${tipo === 'aportes' ? 'los aportes' : 'los créditos'} del corte ${dia} por las filas de la hoja ${nombreHoja}${tipo === 'aportes' ? ' (los créditos quedan como están)' : ' (los aportes quedan como están)'}.`,
        ...(busqueda
          ? [
              `Ojo: el libro trae solo las filas con «${busqueda}». La vista previa (Revisar) dice cuántas filas tiene hoy el corte y con cuántas quedaría.`,
            ]
          : []),
        'La fila 3 (totales) no se importa. Una fila por aporte o crédito; no cambie el orden de las columnas.',
      ]);
    },
    (e) => app.log.error({ err: e }, 'No se pudo generar la vista del corte'),
  );
  return { flujo, corte };
}
