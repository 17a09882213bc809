// Motor de importación .xlsx (DESIGN 6): lee el libro como flujo con exceljs (nunca el libro entero en
// memoria), valida cada fila (las malas se saltan y se listan con su número y motivo) y escribe todo
// en una transacción con inserciones por lotes (jsonb_to_recordset: una sentencia por lote).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  OPCIONES_AFILIADO, correoValido, fechaValida, soloDigitos,
  type ErrorImportacion, type RespuestaImportacion, type TipoImportacion,
} from '@fondo/contrato';
import type { Db, Tx } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { demasiadoGrande, solicitudInvalida } from '../errors.js';
import { comprobarXlsx, valorCelda } from './xlsx.js';

/** Filas máximas leídas por importación (todas las hojas): defensa ante libros desmesurados. */
export const MAXIMO_FILAS = 300_000;
/** Errores listados como máximo (los demás solo se cuentan). */
export const MAXIMO_ERRORES = 1000;
const LOTE = 5000;

export const MENSAJE_SIN_CORTE = 'La celda B2 de la hoja Aportes debe tener la fecha del corte';
export const mensajeDemasiadasFilas = () => `El libro tiene más de ${MAXIMO_FILAS.toLocaleString('es-CO')} filas`;

type Celda = string | number | boolean | Date | null;

/** Qué hacer con las filas de una hoja: null la salta. */
type ManejadorFila = ((celdas: Celda[], numero: number) => void) | null;

/**
 * Lee el libro como flujo y entrega cada fila desde `fila` (celdas desde la columna A, ya reducidas:
 * fórmulas por su resultado) al manejador que `elegir` da para su hoja; B2 va a `alB2`. Nada del
 * libro queda en memoria más allá de la fila en curso. Cuenta las filas para cortar un libro desmesurado (413).
 */
async function leerLibro(
  bytes: Buffer, fila: number, columnas: number, elegir: (nombre: string, indice: number) => ManejadorFila,
  alB2?: (nombre: string, valor: Celda) => void,
): Promise<void> {
  // Sin estilos: las fechas llegan como número de serie de Excel y fecha() las convierte.
  const lector = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore',
  });
  let leidas = 0;
  let indice = 0;
  for await (const lectorHoja of lector) {
    const nombre = (lectorHoja as unknown as { name: string }).name;
    const manejar = elegir(nombre, indice++);
    for await (const f of lectorHoja) {
      if (++leidas > MAXIMO_FILAS) throw demasiadoGrande(mensajeDemasiadasFilas());
      if (!manejar) continue;
      const valores = f.values as unknown[];
      if (f.number === 2) alB2?.(nombre, valorCelda(valores[2]));
      if (f.number < fila) continue;
      const celdas: Celda[] = [];
      for (let c = 1; c <= columnas; c++) celdas.push(valorCelda(valores[c]));
      if (celdas.every((v) => v === null || (typeof v === 'string' && v.trim() === ''))) continue;
      manejar(celdas, f.number);
    }
  }
}

// --- Conversión de celdas ---------------------------------------------------------------------

class FilaMala extends Error {}

function texto(v: Celda): string {
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') return String(v);
  return String(v).trim();
}

/** Documento: solo dígitos (texto o número entero). */
function documento(v: Celda): string {
  const t = texto(v);
  if (!t) throw new FilaMala('Falta el documento');
  if (!soloDigitos(t) || t.length > 20) throw new FilaMala(`Documento no válido: ${t.slice(0, 30)}`);
  return t.replace(/^0+(?=\d)/, '');
}

function numero(v: Celda, campo: string, opciones: { requerido?: boolean; minimo?: number; decimales?: number } = {}): number | null {
  if (v === null || (typeof v === 'string' && v.trim() === '')) {
    if (opciones.requerido) throw new FilaMala(`Falta ${campo}`);
    return null;
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[\s,$]/g, '')) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) >= 1e14) throw new FilaMala(`${campo} no es un número válido`);
  if (opciones.minimo !== undefined && n < opciones.minimo) throw new FilaMala(`${campo} no puede ser negativo`);
  const escala = 10 ** (opciones.decimales ?? 2);
  return Math.round(n * escala) / escala;
}

function entero(v: Celda, campo: string): number | null {
  const n = numero(v, campo, { minimo: 0 });
  if (n === null) return null;
  if (!Number.isInteger(n) || n > 100_000) throw new FilaMala(`${campo} debe ser un número entero`);
  return n;
}

const EPOCA_EXCEL = Date.UTC(1899, 11, 30);

/** Fecha de una celda: fecha de Excel, número de serie, 'YYYY-MM-DD' o 'dd/mm/yyyy'. */
export function fecha(v: Celda, campo: string, requerido = false): string | null {
  if (v === null || (typeof v === 'string' && v.trim() === '')) {
    if (requerido) throw new FilaMala(`Falta ${campo}`);
    return null;
  }
  let iso: string | null = null;
  if (v instanceof Date) iso = Number.isNaN(v.getTime()) ? null : fechaValida(v.toISOString().slice(0, 10));
  else if (typeof v === 'number' && v > 0 && v < 100_000) iso = fechaValida(new Date(EPOCA_EXCEL + Math.floor(v) * 86_400_000).toISOString().slice(0, 10));
  else if (typeof v === 'string') {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
    iso = m ? fechaValida(`${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`) : fechaValida(v);
  }
  if (!iso) throw new FilaMala(`${campo} no es una fecha válida`);
  return iso;
}

function opcion(v: Celda, campo: string, opciones: readonly string[]): string | null {
  const t = texto(v);
  if (!t) return null;
  const hallada = opciones.find((o) => o.toLowerCase() === t.toLowerCase());
  if (!hallada) throw new FilaMala(`${campo} debe ser una de: ${opciones.join(', ')}`);
  return hallada;
}

function siNo(v: Celda, campo: string): boolean {
  if (typeof v === 'boolean') return v;
  const t = texto(v).toUpperCase();
  if (t === '' || t === 'NO' || t === 'N' || t === '0') return false;
  if (t === 'SI' || t === 'SÍ' || t === 'S' || t === '1') return true;
  throw new FilaMala(`${campo} debe ser SI o NO`);
}

function requerido(v: Celda, campo: string, max = 120): string {
  const t = texto(v);
  if (!t) throw new FilaMala(`Falta ${campo}`);
  if (t.length > max) throw new FilaMala(`${campo} es demasiado largo`);
  return t;
}

function opcional(v: Celda, max = 200): string | null {
  const t = texto(v);
  return t ? t.slice(0, max) : null;
}

// --- Escritura por lotes --------------------------------------------------------------------------

/** Ejecuta `sentencia(json)` por lotes de LOTE filas; el JSON va como un solo parámetro de texto. */
async function porLotes<T>(
  tx: Tx, filas: readonly T[], sentencia: (json: string) => ReturnType<typeof sql>, avance?: Avance,
): Promise<number> {
  let n = 0;
  for (let i = 0; i < filas.length; i += LOTE) {
    const lote = filas.slice(i, i + LOTE);
    await tx.execute(sentencia(JSON.stringify(lote)));
    n += lote.length;
    avance?.(`Importación: ${n} de ${filas.length} filas escritas (sin confirmar)`);
  }
  return n;
}

/** Avance de la escritura (al log). */
export type Avance = (texto: string) => void;

async function documentosExistentes(db: Pick<Db, 'execute'>): Promise<Map<string, { id: number; retiro: string | null }>> {
  const filas = await consultar<{ id_afiliado: number; documento: string; retiro: string | null }>(
    db, sql`select id_afiliado, documento, retiro::text as retiro from afiliado`,
  );
  return new Map(filas.map((f) => [f.documento, { id: f.id_afiliado, retiro: f.retiro }]));
}

// --- Resultado ---------------------------------------------------------------------------------

class Resultado {
  errores: ErrorImportacion[] = [];
  rechazados = 0;
  filas = 0;
  rechazar(hoja: string, fila: number, error: string): void {
    this.rechazados++;
    if (this.errores.length < MAXIMO_ERRORES) this.errores.push({ hoja, fila, error });
  }
  /** Manejador que aplica `leer` a cada fila y guarda las buenas en `buenas`; las malas, rechazadas con su motivo. */
  validar<T>(hoja: string, buenas: T[], leer: (celdas: Celda[], numero: number) => T): NonNullable<ManejadorFila> {
    return (celdas, numero) => {
      this.filas++;
      try {
        buenas.push(leer(celdas, numero));
      } catch (error) {
        if (!(error instanceof FilaMala)) throw error;
        this.rechazar(hoja, numero, error.message);
      }
    };
  }
}

export interface ContextoImportacion {
  tipo: TipoImportacion;
  fila: number;
  bytes: Buffer;
  /** escribe la fila de auditoría dentro de la misma transacción */
  auditar: (tx: Tx, r: Omit<Importado, 'errores' | 'retiroCambiado'>) => Promise<void>;
  avance?: Avance;
}

export interface Importado extends Omit<RespuestaImportacion, 'mensaje'> {
  /** afiliados cuyas sesiones hay que olvidar (cambió su retiro) */
  retiroCambiado: number[];
}

const sinNormalizar = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Comprueba el libro, lo lee y lo escribe en una transacción (nada cambia si algo falla). */
export async function importarLibro(db: Db, ctx: ContextoImportacion): Promise<Importado> {
  comprobarXlsx(ctx.bytes);
  let danado = false;
  const leer: LeerLibro = async (columnas, elegir, alB2) => {
    try {
      await leerLibro(ctx.bytes, ctx.fila, columnas, elegir, alB2);
    } catch (error) {
      if ((error as { status?: number }).status) throw error;
      danado = true;
      throw solicitudInvalida('No se pudo leer el libro: el archivo .xlsx está dañado');
    }
  };
  const importar = () => {
    if (ctx.tipo === 'aportes') return importarAportes(db, leer, ctx.auditar, ctx.avance);
    if (ctx.tipo === 'afiliados') return importarAfiliados(db, leer, ctx.auditar, ctx.avance);
    return importarAfiliacion(db, leer, ctx.auditar, ctx.avance);
  };
  try {
    return await importar();
  } catch (error) {
    // El lector en flujo de exceljs (hojas antes de sharedStrings pasan por un archivo temporal)
    // falló alguna vez con un libro válido en una máquina muy cargada. La lectura va antes de
    // cualquier escritura: se repite una vez desde cero antes de llamar dañado al archivo.
    if (!danado) throw error;
    return importar();
  }
}

type LeerLibro = (
  columnas: number, elegir: (nombre: string, indice: number) => ManejadorFila, alB2?: (nombre: string, valor: Celda) => void,
) => Promise<void>;

const vacio = (tipo: TipoImportacion, r: Resultado): Importado => ({
  tipo, filas: r.filas, creados: 0, actualizados: 0, rechazados: r.rechazados, reemplazados: 0, corte: null,
  errores: r.errores, retiroCambiado: [],
});

// --- afiliados ----------------------------------------------------------------------------------

interface FilaAfiliados {
  documento: string; documento_tipo: string | null; nombres: string; apellidos: string; email: string | null;
  tipo_afiliado: string | null; telefono: string | null; afiliacion: string | null; retiro: string | null;
}

type Auditar = ContextoImportacion['auditar'];
const sinListas = ({ errores: _e, retiroCambiado: _r, ...resto }: Importado) => resto;

async function importarAfiliados(db: Db, leer: LeerLibro, auditar: Auditar, avance?: Avance): Promise<Importado> {
  const r = new Resultado();
  const vistos = new Map<string, number>();
  const filas: FilaAfiliados[] = [];
  const leerFila = (c: Celda[], n: number): FilaAfiliados => {
    const doc = documento(c[0]!);
    const email = opcional(c[4]!, 254);
    if (email && !correoValido(email)) throw new FilaMala(`Correo no válido: ${email.slice(0, 60)}`);
    const f: FilaAfiliados = {
      documento: doc,
      documento_tipo: opcion(c[1]!, 'Tipo de documento', OPCIONES_AFILIADO.documento_tipo),
      nombres: requerido(c[2]!, 'Nombres'),
      apellidos: requerido(c[3]!, 'Apellidos'),
      email,
      tipo_afiliado: opcion(c[5]!, 'Tipo de afiliado', OPCIONES_AFILIADO.tipo_afiliado),
      telefono: opcional(c[6]!, 40),
      afiliacion: fecha(c[7]!, 'Fecha de afiliación'),
      retiro: fecha(c[8]!, 'Fecha de retiro'),
    };
    const previa = vistos.get(doc);
    if (previa !== undefined) throw new FilaMala(`Documento ${doc} repetido (ya está en la fila ${previa})`);
    vistos.set(doc, n);
    return f;
  };
  await leer(9, (nombre, indice) => (indice === 0 ? r.validar(nombre, filas, leerFila) : null));
  const existentes = await documentosExistentes(db);
  const retiroCambiado = filas
    .filter((f) => { const e = existentes.get(f.documento); return e !== undefined && f.retiro !== null && f.retiro !== e.retiro; })
    .map((f) => existentes.get(f.documento)!.id);
  const creados = filas.filter((f) => !existentes.has(f.documento)).length;
  const resultado: Importado = { ...vacio('afiliados', r), creados, actualizados: filas.length - creados, retiroCambiado };
  await db.transaction(async (tx) => {
    // Vacíos: no cambian lo guardado. Los nuevos deben cambiar la clave al entrar.
    await porLotes(tx, filas, (json) => sql`
      insert into afiliado (documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion, retiro,
        cambio_password)
      select documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion, retiro, true
      from jsonb_to_recordset(${json}::jsonb) as x(documento text, documento_tipo text, nombres text, apellidos text,
        email text, tipo_afiliado text, telefono text, afiliacion date, retiro date)
      on conflict (documento) do update set
        documento_tipo = coalesce(excluded.documento_tipo, afiliado.documento_tipo),
        nombres = excluded.nombres,
        apellidos = excluded.apellidos,
        email = coalesce(excluded.email, afiliado.email),
        tipo_afiliado = coalesce(excluded.tipo_afiliado, afiliado.tipo_afiliado),
        telefono = coalesce(excluded.telefono, afiliado.telefono),
        afiliacion = coalesce(excluded.afiliacion, afiliado.afiliacion),
        retiro = coalesce(excluded.retiro, afiliado.retiro)`, avance);
    await auditar(tx, sinListas(resultado));
  });
  return resultado;
}

// --- afiliacion ---------------------------------------------------------------------------------

interface FilaAfiliacion {
  documento: string; salario: number | null; ahorro_permanente: number | null; ahorro_programado: number | null;
  cuota_afiliacion: number | null; lugar_trabajo: string | null; tipo_contrato: string | null; cargo: string | null;
  ingreso: string | null;
}

async function importarAfiliacion(db: Db, leer: LeerLibro, auditar: Auditar, avance?: Avance): Promise<Importado> {
  const r = new Resultado();
  const existentes = await documentosExistentes(db);
  const vistos = new Map<string, number>();
  const filas: FilaAfiliacion[] = [];
  const leerFila = (c: Celda[], n: number): FilaAfiliacion => {
    const doc = documento(c[0]!);
    const f: FilaAfiliacion = {
      documento: doc,
      salario: numero(c[1]!, 'Salario', { minimo: 0 }),
      ahorro_permanente: numero(c[2]!, 'Ahorro permanente', { minimo: 0 }),
      ahorro_programado: numero(c[3]!, 'Ahorro programado', { minimo: 0 }),
      cuota_afiliacion: numero(c[4]!, 'Cuota de afiliación', { minimo: 0 }),
      lugar_trabajo: opcion(c[5]!, 'Lugar de trabajo', OPCIONES_AFILIADO.lugar_trabajo),
      tipo_contrato: opcion(c[6]!, 'Tipo de contrato', OPCIONES_AFILIADO.tipo_contrato),
      cargo: opcional(c[7]!),
      ingreso: fecha(c[8]!, 'Fecha de ingreso'),
    };
    if (!existentes.has(doc)) throw new FilaMala(`No existe un afiliado con el documento ${doc}`);
    const previa = vistos.get(doc);
    if (previa !== undefined) throw new FilaMala(`Documento ${doc} repetido (ya está en la fila ${previa})`);
    vistos.set(doc, n);
    return f;
  };
  await leer(9, (nombre, indice) => (indice === 0 ? r.validar(nombre, filas, leerFila) : null));
  const resultado: Importado = { ...vacio('afiliacion', r), actualizados: filas.length };
  await db.transaction(async (tx) => {
    await porLotes(tx, filas, (json) => sql`
      update afiliado a set
        salario = coalesce(x.salario, a.salario),
        ahorro_permanente = coalesce(x.ahorro_permanente, a.ahorro_permanente),
        ahorro_programado = coalesce(x.ahorro_programado, a.ahorro_programado),
        cuota_afiliacion = coalesce(x.cuota_afiliacion, a.cuota_afiliacion),
        lugar_trabajo = coalesce(x.lugar_trabajo, a.lugar_trabajo),
        tipo_contrato = coalesce(x.tipo_contrato, a.tipo_contrato),
        cargo = coalesce(x.cargo, a.cargo),
        ingreso = coalesce(x.ingreso, a.ingreso)
      from jsonb_to_recordset(${json}::jsonb) as x(documento text, salario numeric, ahorro_permanente numeric,
        ahorro_programado numeric, cuota_afiliacion numeric, lugar_trabajo text, tipo_contrato text, cargo text, ingreso date)
      where a.documento = x.documento`, avance);
    await auditar(tx, sinListas(resultado));
  });
  return resultado;
}

// --- aportes (y créditos) -----------------------------------------------------------------------

interface FilaAporte { id_afiliado: number; tipo: string; total: number; cuota: number }
interface FilaCredito {
  id_afiliado: number; tipo: string; numero: string; valor_credito: number; saldo: number; valor_cuota: number;
  cuotas: number; cuotas_pagadas: number; cuotas_pendientes: number; desembolso: string | null;
  inicio_descuento: string | null; terminacion: string | null; tasa: number; estado_credito: string;
  descuento_prima: boolean; descuento_ahorro: boolean;
}

async function importarAportes(db: Db, leer: LeerLibro, auditar: Auditar, avance?: Avance): Promise<Importado> {
  const r = new Resultado();
  const existentes = await documentosExistentes(db);
  const idDe = (doc: string) => {
    const e = existentes.get(doc);
    if (!e) throw new FilaMala(`No existe un afiliado con el documento ${doc}`);
    return e.id;
  };
  const tiposCredito = new Map((await consultar<{ id_tipo_credito: number; nombre: string }>(
    db, sql`select id_tipo_credito, nombre from tipo_credito order by id_tipo_credito`,
  )).reverse().map((t) => [sinNormalizar(t.nombre.trim()), t.id_tipo_credito]));

  const vistosAporte = new Map<string, number>();
  const aportes: FilaAporte[] = [];
  const leerAporte = (c: Celda[], n: number): FilaAporte => {
    const doc = documento(c[0]!);
    const tipo = requerido(c[2]!, 'el tipo de aporte');
    const f = { id_afiliado: idDe(doc), tipo, total: numero(c[3]!, 'Total', { requerido: true })!, cuota: numero(c[4]!, 'Cuota') ?? 0 };
    const clave = `${doc}\t${sinNormalizar(tipo)}`;
    const previa = vistosAporte.get(clave);
    if (previa !== undefined) throw new FilaMala(`Aporte ${tipo} del documento ${doc} repetido (ya está en la fila ${previa})`);
    vistosAporte.set(clave, n);
    return f;
  };
  const vistosCredito = new Map<string, number>();
  const creditos: FilaCredito[] = [];
  const leerCredito = (c: Celda[], n: number): FilaCredito => {
    const doc = documento(c[0]!);
    const tipo = requerido(c[2]!, 'el tipo de crédito');
    if (!tiposCredito.has(sinNormalizar(tipo))) throw new FilaMala(`El tipo de crédito ${tipo} no existe (créelo en Tipos de Crédito)`);
    const num = requerido(c[3]!, 'el número del crédito', 40);
    const f: FilaCredito = {
      id_afiliado: idDe(doc), tipo, numero: num,
      valor_credito: numero(c[4]!, 'Valor crédito', { requerido: true, minimo: 0 })!,
      saldo: numero(c[5]!, 'Saldo', { requerido: true, minimo: 0 })!,
      valor_cuota: numero(c[6]!, 'Cuota', { minimo: 0 }) ?? 0,
      cuotas: entero(c[7]!, 'Cuotas') ?? 0,
      cuotas_pagadas: entero(c[8]!, 'Cuotas pagadas') ?? 0,
      cuotas_pendientes: entero(c[9]!, 'Cuotas pendientes') ?? 0,
      desembolso: fecha(c[10]!, 'Desembolso'),
      inicio_descuento: fecha(c[11]!, 'Inicio descuento'),
      terminacion: fecha(c[12]!, 'Terminación'),
      tasa: numero(c[13]!, 'Tasa', { minimo: 0, decimales: 6 }) ?? 0,
      estado_credito: opcional(c[14]!, 60) ?? '',
      descuento_prima: siNo(c[15]!, 'Descuento prima'),
      descuento_ahorro: siNo(c[16]!, 'Descuento ahorro'),
    };
    if (!Number.isFinite(f.tasa) || f.tasa >= 10) throw new FilaMala('Tasa no válida (mensual, como fracción: 0.015)');
    const clave = `${doc}\t${num}`;
    const previa = vistosCredito.get(clave);
    if (previa !== undefined) throw new FilaMala(`Crédito ${num} del documento ${doc} repetido (ya está en la fila ${previa})`);
    vistosCredito.set(clave, n);
    return f;
  };

  // La hoja 'Créditos' (si la hay); la de aportes es la primera de las demás (se prefiere una llamada 'Aportes').
  let hojaAportes: string | null = null;
  let hayCreditos = false;
  let b2: Celda = null;
  await leer(17, (nombre, indice) => {
    const n = sinNormalizar(nombre);
    if (n === 'creditos') { hayCreditos = true; return r.validar(nombre, creditos, leerCredito); }
    if (hojaAportes === null && (n === 'aportes' || indice === 0)) { hojaAportes = nombre; return r.validar(nombre, aportes, leerAporte); }
    return null;
  }, (nombre, valor) => { if (nombre === hojaAportes) b2 = valor; });
  if (hojaAportes === null) return vacio('aportes', r);
  let corte: string | null;
  try {
    corte = fecha(b2, 'La fecha del corte (B2)', true);
  } catch (error) {
    throw solicitudInvalida(error instanceof FilaMala && b2 !== null ? `${MENSAJE_SIN_CORTE}: ${error.message}` : MENSAJE_SIN_CORTE);
  }
  return db.transaction(async (tx) => {
    const [c] = await consultar<{ id_corte: number }>(tx, sql`
      insert into corte (corte) values (${corte}) on conflict (corte) do update set corte = excluded.corte returning id_corte`);
    const id = c!.id_corte;
    // Reimportar un corte lo reemplaza: sus aportes siempre; sus créditos si el libro trae la hoja Créditos.
    const [a] = await consultar<{ n: number }>(tx, sql`with b as (delete from aporte where id_corte = ${id} returning 1) select count(*)::int as n from b`);
    let quitados = a?.n ?? 0;
    if (hayCreditos) {
      const [cr] = await consultar<{ n: number }>(tx, sql`with b as (delete from credito where id_corte = ${id} returning 1) select count(*)::int as n from b`);
      quitados += cr?.n ?? 0;
    }
    // Tipos de aporte nuevos: se crean al final del orden.
    // Nombres exactos: cada fila encuentra su tipo (el existente que coincide sin mayúsculas, o el creado).
    const nombres = [...new Set(aportes.map((f) => f.tipo))];
    await tx.execute(sql`
      insert into tipo_aporte (nombre, orden)
      select x.nombre, (select coalesce(max(orden), 0) from tipo_aporte) + row_number() over ()
      from jsonb_array_elements_text(${JSON.stringify(nombres)}::jsonb) as x(nombre)
      where not exists (select 1 from tipo_aporte t where lower(t.nombre) = lower(x.nombre))`);
    await porLotes(tx, aportes, (json) => sql`
      insert into aporte (id_corte, id_afiliado, id_tipo_aporte, total, cuota)
      select ${id}, x.id_afiliado, t.id_tipo_aporte, x.total, x.cuota
      from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, tipo text, total numeric, cuota numeric)
      join lateral (select id_tipo_aporte from tipo_aporte t where lower(t.nombre) = lower(x.tipo) order by id_tipo_aporte limit 1) t on true`,
    avance);
    const conTipo = creditos.map((f) => ({ ...f, id_tipo_credito: tiposCredito.get(sinNormalizar(f.tipo)) }));
    await porLotes(tx, conTipo, (json) => sql`
      insert into credito (id_corte, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas,
        cuotas_pagadas, cuotas_pendientes, desembolso, inicio_descuento, terminacion, tasa, estado_credito, descuento_prima,
        descuento_ahorro)
      select ${id}, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas, cuotas_pagadas,
        cuotas_pendientes, desembolso, inicio_descuento, terminacion, tasa, estado_credito, descuento_prima, descuento_ahorro
      from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, id_tipo_credito int, numero text, saldo numeric,
        valor_credito numeric, valor_cuota numeric, cuotas int, cuotas_pagadas int, cuotas_pendientes int, desembolso date,
        inicio_descuento date, terminacion date, tasa numeric, estado_credito text, descuento_prima boolean,
        descuento_ahorro boolean)`, avance);
    const resultado: Importado = {
      ...vacio('aportes', r), creados: aportes.length + creditos.length, reemplazados: quitados, corte: { id_corte: id, corte: corte! },
    };
    await auditar(tx, sinListas(resultado));
    return resultado;
  });
}
