// Conversión de celdas a datos, con el motivo en español cuando no se puede (la fila se rechaza y el
// error nombra su columna). Los números pasan por la única regla del contrato (leerNumero).
import {
  claveNombre,
  fechaValida,
  leerNumero,
  normalizarDocumento,
  type ClaseNumero,
  type ErrorImportacion,
} from '@fondo/contrato';
import { CamposAfiliadoEsquema } from '@fondo/contrato/esquemas';
import { enNfc } from '../../http/texto-nfc.js';
import { ErrorDeCelda, type Celda } from './lector.js';

/** Columna de una hoja: posición (1 = A) y título de la plantilla. */
export interface Columna {
  indice: number;
  titulo: string;
}

/** 'D (Total)'. */
export function nombreColumna(c: Columna): string {
  let letras = '';
  for (let n = c.indice; n > 0; n = Math.floor((n - 1) / 26))
    letras = String.fromCharCode(65 + ((n - 1) % 26)) + letras;
  return `${letras} (${c.titulo})`;
}

/** Columnas de una hoja a partir de sus títulos, en orden desde A. */
export const columnas = (titulos: readonly string[]): Columna[] =>
  titulos.map((titulo, i) => ({ indice: i + 1, titulo }));

/** Una fila que no se importa: el motivo y la columna que lo causa (null si es la fila entera). */
export class FilaMala extends Error {
  constructor(
    mensaje: string,
    readonly columna: Columna | null = null,
  ) {
    super(mensaje);
  }
}

const vacia = (v: Celda) => v === null || (typeof v === 'string' && v.trim() === '');

function sinError(v: Celda, col: Columna): Exclude<Celda, ErrorDeCelda> {
  if (v instanceof ErrorDeCelda)
    throw new FilaMala(
      v.codigo === 'sin valor calculado'
        ? 'la fórmula no tiene valor calculado (abra el libro en Excel o LibreOffice y guárdelo)'
        : `la fórmula da el error ${v.codigo}`,
      col,
    );
  return v;
}

/**
 * Texto de una celda en Unicode NFC (números como se escriben, sin notación científica hasta 1e21). El
 * apóstrofo con que la exportación escapa lo que parece una fórmula ('=..., '+57...) se quita: lo
 * exportado vuelve tal cual.
 */
export function texto(v: Celda, col: Columna): string {
  const x = sinError(v, col);
  if (x === null) return '';
  if (typeof x === 'boolean') return x ? 'VERDADERO' : 'FALSO';
  const t = enNfc(String(x));
  return (/^'[=+\-@\t\r]/.test(t) ? t.slice(1) : t).trim();
}

/** Nunca se corta un texto: si pasa del máximo, la fila se rechaza y el error dice cuánto mide. */
function sinPasarse(t: string, col: Columna, max: number): string {
  if (t.length > max)
    throw new FilaMala(
      `${col.titulo} tiene ${t.length} caracteres y el máximo es ${max}: acórtelo en la hoja (no se guarda cortado)`,
      col,
    );
  return t;
}

export function requerido(v: Celda, col: Columna, max = 120): string {
  const t = texto(v, col);
  if (!t) throw new FilaMala(`Falta ${col.titulo}`, col);
  return sinPasarse(t, col, max);
}

export function opcional(v: Celda, col: Columna, max = 200): string | null {
  const t = texto(v, col);
  return t ? sinPasarse(t, col, max) : null;
}

/** Largo máximo de un campo de texto de la ficha: el mismo que acepta el formulario (CamposAfiliadoEsquema). */
export function largoDeCampo(campo: keyof typeof CamposAfiliadoEsquema.properties): number {
  const esquema = CamposAfiliadoEsquema.properties[campo] as { maxLength?: number; anyOf?: { maxLength?: number }[] };
  const max = esquema.maxLength ?? esquema.anyOf?.find((e) => e.maxLength !== undefined)?.maxLength;
  if (max === undefined) throw new Error(`El campo ${campo} no tiene largo máximo`);
  return max;
}

/** Documento normalizado del contrato (solo dígitos, sin ceros a la izquierda). */
export function documento(v: Celda, col: Columna): string {
  const x = sinError(v, col);
  if (vacia(x)) throw new FilaMala('Falta el documento', col);
  const doc = normalizarDocumento(x);
  if (!doc) throw new FilaMala(`«${String(x).slice(0, 30)}» no es un documento: escriba solo dígitos`, col);
  return doc;
}

/** Número de la clase de la columna (dinero, entero, tasa); el error cita el valor escrito. */
export function numero(
  v: Celda,
  col: Columna,
  clase: ClaseNumero,
  opciones: { requerido?: boolean; minimo?: number; maximo?: number } = {},
): number | null {
  const x = sinError(v, col);
  const r = leerNumero(x, clase);
  if (r === null) {
    if (opciones.requerido) throw new FilaMala(`Falta ${col.titulo}`, col);
    return null;
  }
  if ('error' in r) throw new FilaMala(r.error, col);
  if (opciones.minimo !== undefined && r.valor < opciones.minimo)
    throw new FilaMala(
      `${col.titulo} no puede ser ${opciones.minimo === 0 ? 'negativo' : `menor que ${opciones.minimo}`}`,
      col,
    );
  if (opciones.maximo !== undefined && r.valor > opciones.maximo)
    throw new FilaMala(`${col.titulo} no puede ser mayor que ${opciones.maximo}`, col);
  return r.valor;
}

const DIA = 86_400_000;

/** Fecha de una celda: fecha de Excel (número de serie), 'AAAA-MM-DD', 'dd/mm/aaaa', 'dd-mm-aaaa' o 'dd.mm.aaaa'. */
export function fecha(
  v: Celda,
  col: Columna,
  opciones: { requerido?: boolean; fecha1904?: boolean } = {},
): string | null {
  const x = sinError(v, col);
  if (vacia(x)) {
    if (opciones.requerido) throw new FilaMala(`Falta ${col.titulo}`, col);
    return null;
  }
  let iso: string | null = null;
  if (typeof x === 'number') {
    const base = opciones.fecha1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
    if (x >= 1 && x < 100_000) iso = fechaValida(new Date(base + Math.floor(x) * DIA).toISOString().slice(0, 10));
  } else if (typeof x === 'string') {
    const t = x.trim();
    const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
    iso = m
      ? fechaValida(`${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`)
      : fechaValida(t.replace(/\//g, '-'));
  }
  if (!iso) throw new FilaMala(`«${String(x).slice(0, 30)}» no es una fecha: escriba dd/mm/aaaa (31/12/2025)`, col);
  return iso;
}

/** Una de las opciones, sin importar mayúsculas ni tildes; se guarda como la escribe el contrato. */
export function opcion(v: Celda, col: Columna, opciones: readonly string[]): string | null {
  const t = texto(v, col);
  if (!t) return null;
  const hallada = opciones.find((o) => claveNombre(o) === claveNombre(t));
  if (!hallada) throw new FilaMala(`«${t.slice(0, 30)}» no es una opción: ${opciones.join(', ')}`, col);
  return hallada;
}

export function siNo(v: Celda, col: Columna): boolean {
  const x = sinError(v, col);
  if (typeof x === 'boolean') return x;
  const t = claveNombre(texto(x, col));
  if (t === '' || t === 'no' || t === 'n' || t === '0' || t === 'falso') return false;
  if (t === 'si' || t === 's' || t === '1' || t === 'verdadero') return true;
  throw new FilaMala(`«${texto(x, col).slice(0, 30)}» no es SI ni NO`, col);
}

/** Filas leídas, rechazadas (con hoja, fila, columna y motivo) y avisos de una importación. */
export class Resultado {
  static readonly MAXIMO_ERRORES = 1000;
  errores: ErrorImportacion[] = [];
  avisos: string[] = [];
  hojasIgnoradas: string[] = [];
  rechazados = 0;
  filas = 0;
  /** filas leídas de todas las hojas (el tope de filas del libro) */
  leidas = 0;

  rechazar(hoja: string, fila: number, columna: Columna | null, error: string): void {
    this.rechazados++;
    if (this.errores.length < Resultado.MAXIMO_ERRORES)
      this.errores.push({ hoja, fila, columna: columna ? nombreColumna(columna) : null, error });
  }

  /** Manejador de filas: aplica `leer` y guarda las buenas; las malas quedan rechazadas con su motivo. */
  validar<T>(hoja: string, buenas: T[], leer: (celdas: Celda[], numero: number) => T) {
    return (numero: number, celdas: Celda[]): void => {
      this.filas++;
      try {
        buenas.push(leer(celdas, numero));
      } catch (error) {
        if (!(error instanceof FilaMala)) throw error;
        this.rechazar(hoja, numero, error.columna, error.message);
      }
    };
  }
}
