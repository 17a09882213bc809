// Libros .xlsx que se descargan (SPEC 2.13, 2.14): todos los afiliados y la vista de aportes o
// créditos de un corte, escritos en flujo; cada exportación de datos personales queda en la auditoría.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { ETIQUETAS_AFILIADO, type FilaAporteAdmin, type FilaCreditoAdmin } from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Db } from '../db/client.js';
import { noEncontrado } from '../errors.js';
import { COLUMNAS_EXPORTACION, afiliadosPorLotes } from './consultas.js';
import { existeCorte, todasLasFilas } from './consultas-cortes.js';
import { MENSAJE_CORTE_NO_ENCONTRADO, type Contexto } from './servicio.js';
import { escaparCelda } from './xlsx.js';

/** Escribe un libro en flujo: `llenar` agrega filas (commit por fila) y el libro se cierra al terminar. */
function libroEnFlujo(
  llenar: (libro: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void> | void,
  onError: (e: unknown) => void,
): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  // Un error al llenar, síncrono o no, termina igual: en onError y con el flujo destruido.
  new Promise<void>((resolver) => resolver(llenar(libro)))
    .then(() => libro.commit())
    .catch((error: unknown) => {
      onError(error);
      salida.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return salida;
}

const FECHAS = new Set(['documento_expedicion', 'fecha_nacimiento', 'afiliacion', 'ingreso', 'retiro']);
const INSTANTES = new Set(['ultima_actualizacion', 'ultimo_login']);
const DINERO = new Set(['salario', 'ahorro_permanente', 'ahorro_programado', 'cuota_afiliacion']);

/** Valor de una celda exportada: texto escapado, dinero como número, fechas como fecha. */
function celdaExportada(
  columna: string,
  v: string | number | boolean | null | undefined,
): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (DINERO.has(columna)) return Number(v);
  if (FECHAS.has(columna)) return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
  if (INSTANTES.has(columna)) return new Date(String(v));
  if (typeof v === 'string') return escaparCelda(v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return escaparCelda(String(v));
}

/** Columnas de la tabla que no son campos de la ficha. */
const OTRAS_ETIQUETAS: Record<string, string> = {
  superadmin: 'Administrador',
  autorizacion_datos: 'Fecha de la autorización de tratamiento de datos',
};
const etiqueta = (c: string) => (ETIQUETAS_AFILIADO as Record<string, string>)[c] ?? OTRAS_ETIQUETAS[c] ?? c;

/** Una exportación de datos personales en bloque: quién, qué y cuándo (antes de enviar el libro). */
export async function auditarExportacion(
  db: Db,
  ctx: Contexto,
  accion: 'exportacion_afiliados' | 'exportacion_corte',
  detalle: Record<string, unknown>,
): Promise<void> {
  await registrarAuditoria(db, { accion, id_actor: ctx.actor.id_afiliado, detalle, ip: ctx.ip, fecha: ctx.ahora });
}

/** Todos los afiliados con cada campo de SPEC 3 salvo secretos, leídos y escritos por lotes. */
export function exportarAfiliados(app: FastifyInstance): Readable {
  return libroEnFlujo(
    async (libro) => {
      const hoja = libro.addWorksheet('Afiliados', { views: [{ state: 'frozen', ySplit: 1 }] });
      hoja.columns = COLUMNAS_EXPORTACION.map((c) => ({
        header: etiqueta(c),
        key: c,
        width: Math.max(12, Math.min(40, etiqueta(c).length + 4)),
        ...(FECHAS.has(c)
          ? { style: { numFmt: 'dd/mm/yyyy' } }
          : INSTANTES.has(c)
            ? { style: { numFmt: 'dd/mm/yyyy hh:mm' } }
            : DINERO.has(c)
              ? { style: { numFmt: '#,##0.00' } }
              : {}),
      }));
      hoja.getRow(1).font = { bold: true };
      hoja.getRow(1).commit();
      for await (const lote of afiliadosPorLotes(app.db)) {
        for (const f of lote) {
          hoja.addRow(Object.fromEntries(COLUMNAS_EXPORTACION.map((c) => [c, celdaExportada(c, f[c])]))).commit();
        }
      }
      hoja.commit();
    },
    (e) => app.log.error({ err: e }, 'No se pudo generar la exportación de afiliados'),
  );
}

/** La vista de aportes o créditos de un corte (todas las filas del filtro) con su fila de totales. */
export async function exportarVistaCorte(
  app: FastifyInstance,
  tipo: 'aportes' | 'creditos',
  id: number,
  texto: string | undefined,
  ctx: Contexto,
): Promise<Readable> {
  if (!(await existeCorte(app.db, id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  const filas = await todasLasFilas(app.db, tipo, id, texto);
  await auditarExportacion(app.db, ctx, 'exportacion_corte', {
    id_corte: id,
    vista: tipo,
    texto: texto?.trim() || null,
    filas: filas.length,
  });
  return libroEnFlujo(
    (libro) => {
      const hoja = libro.addWorksheet(tipo === 'aportes' ? 'Aportes' : 'Créditos');
      const dinero = { numFmt: '#,##0.00' };
      hoja.columns = [
        { header: 'Nombre', key: 'nombre', width: 36 },
        { header: 'Documento', key: 'documento', width: 16 },
        { header: 'Tipo', key: 'tipo', width: 28 },
        { header: tipo === 'aportes' ? 'Total' : 'Cuota', key: 'total', width: 18, style: dinero },
        ...(tipo === 'creditos'
          ? [
              { header: 'Valor crédito', key: 'valor_credito', width: 18, style: dinero },
              { header: 'Saldo', key: 'saldo', width: 18, style: dinero },
            ]
          : []),
      ];
      hoja.getRow(1).font = { bold: true };
      hoja.getRow(1).commit();
      const suma = { total: 0, valor_credito: 0, saldo: 0 };
      for (const f of filas as (FilaAporteAdmin & Partial<FilaCreditoAdmin>)[]) {
        suma.total += f.total * 100;
        suma.valor_credito += (f.valor_credito ?? 0) * 100;
        suma.saldo += (f.saldo ?? 0) * 100;
        hoja
          .addRow({
            ...f,
            nombre: escaparCelda(f.nombre),
            tipo: escaparCelda(f.tipo),
            documento: escaparCelda(f.documento),
          })
          .commit();
      }
      const totales = hoja.addRow({
        nombre: 'Totales',
        total: Math.round(suma.total) / 100,
        ...(tipo === 'creditos'
          ? { valor_credito: Math.round(suma.valor_credito) / 100, saldo: Math.round(suma.saldo) / 100 }
          : {}),
      });
      totales.font = { bold: true };
      totales.commit();
      hoja.commit();
    },
    (e) => app.log.error({ err: e }, 'No se pudo generar la vista del corte'),
  );
}
