// Servicio de administración (SPEC 2.13, 2.14, 6, 7; issue 10): reglas, transacciones y auditoría.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FILA_INICIAL_IMPORTACION, TIPOS_IMPORTACION } from '@fondo/contrato/esquemas';
import {
  ETIQUETAS_AFILIADO, OPCIONES_AFILIADO, correoValido, soloDigitos,
  type CuerpoAfiliadoAdmin, type FilaAporteAdmin, type FilaCreditoAdmin, type RespuestaAfiliadoAdmin, type RespuestaImportacion,
  type TipoImportacion,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { crearTokenImpersonacion } from '../auth/impersonacion.js';
import { olvidarSesionesDe } from '../auth/sesiones.js';
import { enviarBienvenida } from '../claves/servicio.js';
import type { Db } from '../db/client.js';
import { afiliado } from '../db/schema.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../errors.js';
import {
  COLUMNAS_EXPORTACION, afiliadosPorLotes, existeCorte, filaAfiliado, idDelDocumento, tieneMovimientos, todasLasFilas,
} from './consultas.js';
import { importarLibro, type Avance } from './importacion.js';
import { escaparCelda } from './xlsx.js';

export const MENSAJE_AFILIADO_GUARDADO = 'Afiliado guardado correctamente';
export const MENSAJE_AFILIADO_ELIMINADO = 'Afiliado eliminado correctamente';
export const MENSAJE_AFILIADO_NO_ENCONTRADO = 'Afiliado no encontrado';
export const MENSAJE_CORTE_NO_ENCONTRADO = 'Corte no encontrado';
export const MENSAJE_CON_MOVIMIENTOS =
  'El afiliado tiene aportes, créditos o solicitudes registrados y no se puede eliminar. Registre su fecha de retiro en su lugar.';
export const MENSAJE_BORRARSE = 'No puede eliminar su propia cuenta';
export const MENSAJE_IMPERSONARSE = 'No puede abrir la aplicación como usted mismo';
export const mensajeDocumentoRepetido = (doc: string) => `Ya existe un afiliado con el documento ${doc}`;
export const MENSAJE_TIPO_IMPORTACION = `El tipo de importación debe ser ${TIPOS_IMPORTACION.join(', ')}`;
export const MENSAJE_FILA_INICIAL = 'La fila inicial debe ser un número entero mayor o igual a 1';

export interface Contexto { actor: Actor; ip: string; ahora: Date }

/** Crea (id 0) o edita un afiliado con los campos del modal (SPEC 2.13 y 5). 409 si el documento es de otro. */
export async function guardarAfiliado(db: Db, cuerpo: CuerpoAfiliadoAdmin, ctx: Contexto): Promise<RespuestaAfiliadoAdmin> {
  const nombres = cuerpo.nombres.trim();
  const apellidos = cuerpo.apellidos.trim();
  const documento = String(cuerpo.documento).trim();
  const email = cuerpo.email.trim();
  const requeridos: [string, string][] = [
    [nombres, ETIQUETAS_AFILIADO.nombres], [apellidos, ETIQUETAS_AFILIADO.apellidos], [documento, ETIQUETAS_AFILIADO.documento],
    [cuerpo.documento_tipo.trim(), ETIQUETAS_AFILIADO.documento_tipo], [email, ETIQUETAS_AFILIADO.email],
  ];
  const faltan = requeridos.filter(([v]) => !v).map(([, e]) => e);
  if (faltan.length) throw solicitudInvalida(`Complete los campos requeridos: ${faltan.join(', ')}`);
  if (!soloDigitos(documento)) throw solicitudInvalida('El documento debe tener solo dígitos');
  const tipo = (OPCIONES_AFILIADO.documento_tipo as readonly string[]).includes(cuerpo.documento_tipo.trim());
  if (!tipo) throw solicitudInvalida(`El tipo de documento debe ser ${OPCIONES_AFILIADO.documento_tipo.join(', ')}`);
  if (!correoValido(email)) throw solicitudInvalida('El correo electrónico no es válido');
  const valores = { nombres, apellidos, documento, documento_tipo: cuerpo.documento_tipo.trim(), email };
  const id = await db.transaction(async (tx) => {
    const otro = await idDelDocumento(tx, documento);
    if (otro !== undefined && otro !== cuerpo.id_afiliado) throw conflicto(mensajeDocumentoRepetido(documento));
    let idGuardado = cuerpo.id_afiliado;
    if (idGuardado === 0) {
      // Sin clave: la asigna con el correo de bienvenida; cambio_password como los importados.
      const [f] = await tx.insert(afiliado).values({ ...valores, cambio_password: true }).returning({ id: afiliado.id_afiliado });
      idGuardado = f!.id;
    } else {
      const r = await tx.update(afiliado).set(valores).where(eq(afiliado.id_afiliado, idGuardado)).returning({ id: afiliado.id_afiliado });
      if (r.length === 0) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    }
    await registrarAuditoria(tx, {
      accion: cuerpo.id_afiliado === 0 ? 'afiliado_creado' : 'afiliado_actualizado', id_actor: ctx.actor.id_afiliado,
      id_afiliado: idGuardado, detalle: valores, ip: ctx.ip, fecha: ctx.ahora,
    });
    return idGuardado;
  }).catch((error: unknown) => {
    // Dos altas simultáneas con el mismo documento: el índice único responde.
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw conflicto(mensajeDocumentoRepetido(documento));
    }
    throw error;
  });
  return { mensaje: MENSAJE_AFILIADO_GUARDADO, afiliado: (await filaAfiliado(db, id))! };
}

/** Borra un afiliado sin movimientos (409 si los tiene; 400 si es quien llama); queda en la auditoría. */
export async function eliminarAfiliado(db: Db, id: number, ctx: Contexto): Promise<{ mensaje: string }> {
  if (id === ctx.actor.id_afiliado) throw solicitudInvalida(MENSAJE_BORRARSE);
  await db.transaction(async (tx) => {
    const fila = await filaAfiliado(tx, id);
    if (!fila) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
    if (await tieneMovimientos(tx, id)) throw conflicto(MENSAJE_CON_MOVIMIENTOS);
    await tx.delete(afiliado).where(eq(afiliado.id_afiliado, id));
    // id_afiliado null: la fila ya no existe; el detalle dice quién era.
    await registrarAuditoria(tx, {
      accion: 'afiliado_eliminado', id_actor: ctx.actor.id_afiliado, id_afiliado: null,
      detalle: { id_afiliado: id, documento: fila.documento, nombre: `${fila.nombres} ${fila.apellidos}` }, ip: ctx.ip, fecha: ctx.ahora,
    });
  });
  olvidarSesionesDe(id);
  return { mensaje: MENSAJE_AFILIADO_ELIMINADO };
}

/** Tipo y fila de la importación (campos de texto del multipart): 400 si no son válidos. */
export function parametrosImportacion(campos: Record<string, string>): { tipo: TipoImportacion; fila: number } {
  const tipo = (campos.tipo ?? '').trim() as TipoImportacion;
  if (!TIPOS_IMPORTACION.includes(tipo)) throw solicitudInvalida(MENSAJE_TIPO_IMPORTACION);
  const textoFila = (campos.fila ?? '').trim();
  if (textoFila === '') return { tipo, fila: FILA_INICIAL_IMPORTACION[tipo] };
  if (!/^\d{1,7}$/.test(textoFila) || Number(textoFila) < 1) throw solicitudInvalida(MENSAJE_FILA_INICIAL);
  return { tipo, fila: Number(textoFila) };
}

/** Importa el libro (una transacción); la auditoría queda en la misma transacción. */
export async function importar(
  db: Db, bytes: Buffer, p: { tipo: TipoImportacion; fila: number }, ctx: Contexto & { avance?: Avance },
): Promise<RespuestaImportacion> {
  const r = await importarLibro(db, {
    ...p, bytes, avance: ctx.avance,
    auditar: (tx, datos) => registrarAuditoria(tx, {
      accion: 'importacion', id_actor: ctx.actor.id_afiliado, detalle: { ...datos, fila_inicial: p.fila }, ip: ctx.ip, fecha: ctx.ahora,
    }),
  });
  for (const id of r.retiroCambiado) olvidarSesionesDe(id);
  const { retiroCambiado: _r, ...resultado } = r;
  const lineas = [
    `Filas leídas: ${r.filas}. Creados: ${r.creados}. Actualizados: ${r.actualizados}. Rechazados: ${r.rechazados}.`
      + (r.corte ? ` Corte ${r.corte.corte}${r.reemplazados ? ` (reemplazó ${r.reemplazados} filas anteriores)` : ''}.` : ''),
    ...r.errores.map((e) => `${e.hoja}, fila ${e.fila}: ${e.error}`),
    ...(r.rechazados > r.errores.length ? [`... y ${r.rechazados - r.errores.length} filas rechazadas más`] : []),
  ];
  return { ...resultado, mensaje: lineas.join('\n') };
}

// --- Libros que se descargan ------------------------------------------------------------------------

/** Escribe un libro en flujo: `llenar` agrega filas (commit por fila) y el libro se cierra al terminar. */
function libroEnFlujo(llenar: (libro: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>, onError: (e: unknown) => void): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  llenar(libro).then(() => libro.commit()).catch((error: unknown) => {
    onError(error);
    salida.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return salida;
}

const FECHAS = new Set(['documento_expedicion', 'fecha_nacimiento', 'afiliacion', 'ingreso', 'retiro']);
const INSTANTES = new Set(['ultima_actualizacion', 'ultimo_login']);
const DINERO = new Set(['salario', 'ahorro_permanente', 'ahorro_programado', 'cuota_afiliacion']);

/** Valor de una celda exportada: texto escapado, dinero como número, fechas como fecha. */
function celdaExportada(columna: string, v: unknown): string | number | boolean | Date | null {
  if (v === null || v === undefined) return null;
  if (DINERO.has(columna)) return Number(v);
  if (FECHAS.has(columna)) return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
  if (INSTANTES.has(columna)) return new Date(String(v));
  if (typeof v === 'string') return escaparCelda(v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return escaparCelda(String(v));
}

const etiqueta = (c: string) => (ETIQUETAS_AFILIADO as Record<string, string>)[c] ?? (c === 'superadmin' ? 'Administrador' : c);

/** Todos los afiliados con cada campo de SPEC 3 salvo secretos, leídos y escritos por lotes. */
export function exportarAfiliados(app: FastifyInstance): Readable {
  return libroEnFlujo(async (libro) => {
    const hoja = libro.addWorksheet('Afiliados', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = COLUMNAS_EXPORTACION.map((c) => ({
      header: etiqueta(c), key: c, width: Math.max(12, Math.min(40, etiqueta(c).length + 4)),
      ...(FECHAS.has(c) ? { style: { numFmt: 'dd/mm/yyyy' } } : INSTANTES.has(c) ? { style: { numFmt: 'dd/mm/yyyy hh:mm' } }
        : DINERO.has(c) ? { style: { numFmt: '#,##0.00' } } : {}),
    }));
    hoja.getRow(1).font = { bold: true };
    hoja.getRow(1).commit();
    for await (const lote of afiliadosPorLotes(app.db)) {
      for (const f of lote) {
        hoja.addRow(Object.fromEntries(COLUMNAS_EXPORTACION.map((c) => [c, celdaExportada(c, f[c])]))).commit();
      }
    }
    hoja.commit();
  }, (e) => app.log.error({ err: e }, 'No se pudo generar la exportación de afiliados'));
}

/** La vista de aportes o créditos de un corte (todas las filas del filtro) con su fila de totales. */
export async function exportarVistaCorte(
  app: FastifyInstance, tipo: 'aportes' | 'creditos', id: number, texto: string | undefined,
): Promise<Readable> {
  if (!(await existeCorte(app.db, id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
  const filas = await todasLasFilas(app.db, tipo, id, texto);
  return libroEnFlujo(async (libro) => {
    const hoja = libro.addWorksheet(tipo === 'aportes' ? 'Aportes' : 'Créditos');
    const dinero = { numFmt: '#,##0.00' };
    hoja.columns = [
      { header: 'Nombre', key: 'nombre', width: 36 }, { header: 'Documento', key: 'documento', width: 16 },
      { header: 'Tipo', key: 'tipo', width: 28 }, { header: tipo === 'aportes' ? 'Total' : 'Cuota', key: 'total', width: 18, style: dinero },
      ...(tipo === 'creditos' ? [
        { header: 'Valor crédito', key: 'valor_credito', width: 18, style: dinero }, { header: 'Saldo', key: 'saldo', width: 18, style: dinero },
      ] : []),
    ];
    hoja.getRow(1).font = { bold: true };
    hoja.getRow(1).commit();
    const suma = { total: 0, valor_credito: 0, saldo: 0 };
    for (const f of filas as (FilaAporteAdmin & Partial<FilaCreditoAdmin>)[]) {
      suma.total += f.total * 100;
      suma.valor_credito += (f.valor_credito ?? 0) * 100;
      suma.saldo += (f.saldo ?? 0) * 100;
      hoja.addRow({ ...f, nombre: escaparCelda(f.nombre), tipo: escaparCelda(f.tipo), documento: escaparCelda(f.documento) }).commit();
    }
    const totales = hoja.addRow({
      nombre: 'Totales', total: Math.round(suma.total) / 100,
      ...(tipo === 'creditos' ? { valor_credito: Math.round(suma.valor_credito) / 100, saldo: Math.round(suma.saldo) / 100 } : {}),
    });
    totales.font = { bold: true };
    totales.commit();
    hoja.commit();
  }, (e) => app.log.error({ err: e }, 'No se pudo generar la vista del corte'));
}

// --- Impersonación y bienvenida -------------------------------------------------------------------

/** URL de un solo uso (2 min) para abrir el portal como el afiliado: PORTAL_URL/login?token=... */
export async function urlImpersonacion(app: FastifyInstance, id: number, ctx: Contexto): Promise<{ url: string }> {
  if (id === ctx.actor.id_afiliado) throw solicitudInvalida(MENSAJE_IMPERSONARSE);
  if (ctx.actor.impersonate) throw solicitudInvalida('Cierre primero la sesión abierta como otro afiliado');
  if (!(await filaAfiliado(app.db, id))) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  const token = await crearTokenImpersonacion(app.db, ctx.actor.id_afiliado, id, ctx.ahora, ctx.ip);
  return { url: `${app.config.portalUrl.replace(/\/+$/, '')}/login?token=${token}` };
}

export async function bienvenida(app: FastifyInstance, id: number, ctx: Contexto): Promise<{ email: string; mensaje: string }> {
  const fila = await filaAfiliado(app.db, id);
  if (!fila) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  const email = await enviarBienvenida(app, fila, ctx.actor, ctx.ip);
  return { email, mensaje: `Mensaje enviado a ${email}` };
}
