// Más de 300 líneas: un solo lector en flujo; sus partes comparten el estado y los límites contra bombas.
// Lector de libros .xlsx en flujo (zip.ts + saxes): primero workbook.xml (nombres y orden de las hojas),
// sus relaciones y las cadenas compartidas (acotadas en cantidad y caracteres); luego cada hoja que se
// pida, fila por fila, sin el libro en memoria. Sin archivos temporales: el zip está en memoria y se
// lee cada entrada en el orden que haga falta (el lector en flujo de exceljs escribía las hojas que
// venían antes de sharedStrings.xml a un archivo temporal).
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ErrorApi, demasiadoGrande, solicitudInvalida, tipoNoSoportado } from '../../errors.js';
import { MENSAJE_BOMBA, MENSAJE_NO_XLSX } from '../xlsx.js';
import { MENSAJE_DANADO, ZipXlsx } from './zip.js';

/** Error de fórmula guardado en la celda (#DIV/0!, #REF!...) o fórmula sin valor calculado. */
export class ErrorDeCelda {
  constructor(readonly codigo: string) {}
}
export type Celda = string | number | boolean | ErrorDeCelda | null;

export interface HojaLibro {
  nombre: string;
  /** posición en el libro (0 = primera pestaña) */
  indice: number;
  ruta: string;
}

const MiB = 1024 * 1024;
/** workbook.xml y sus relaciones. */
const LIMITE_ESTRUCTURA = 4 * MiB;
/** sharedStrings.xml inflado. */
export const LIMITE_CADENAS_XML = 32 * MiB;
/** Cadenas compartidas: cantidad y caracteres en total. */
export const MAXIMO_CADENAS = 1_000_000;
export const MAXIMO_CARACTERES_CADENAS = 16 * 1024 * 1024;
/** Una hoja inflada (el libro entero lo acota MAXIMO_DESCOMPRIMIDO). */
const LIMITE_HOJA = 256 * MiB;
/** Bytes seguidos sin una etiqueta: un texto así no es una celda (Excel admite 32.767 caracteres). */
const MAXIMO_SIN_ETIQUETA = 1 * MiB;

const RELACION_HOJA = /\/worksheet$/;
const RELACION_CADENAS = /\/sharedStrings$/;

/** Ruta dentro del zip de un destino de relación de xl/workbook.xml. */
function rutaDe(destino: string): string {
  if (destino.startsWith('/')) return destino.slice(1);
  const partes = ['xl'];
  for (const p of destino.split('/')) {
    if (p === '..') partes.pop();
    else if (p !== '.' && p !== '') partes.push(p);
  }
  return partes.join('/');
}

/** Índice (1 = A) de la columna de una referencia 'AB12'. */
export function indiceColumna(referencia: string): number {
  let n = 0;
  for (const c of referencia) {
    const k = c.charCodeAt(0);
    if (k < 65 || k > 90) break;
    n = n * 26 + (k - 64);
  }
  return n;
}

/** Manejadores de un recorrido (saxes admite uno por evento: recorrer los combina con su conteo). */
interface Eventos {
  abrir?: (t: SaxesTagPlain) => void;
  texto?: (texto: string) => void;
  cerrar?: (t: SaxesTagPlain) => void;
}

/** Recorre una entrada XML con saxes; la entrada malformada es un libro dañado (400). */
async function recorrer(zip: ZipXlsx, ruta: string, limite: number, eventos: Eventos): Promise<void> {
  const parser = new SaxesParser();
  let leidos = 0;
  let ultimaEtiqueta = 0;
  parser.on('opentag', (t: SaxesTagPlain) => {
    ultimaEtiqueta = leidos;
    eventos.abrir?.(t);
  });
  parser.on('closetag', (t: SaxesTagPlain) => {
    ultimaEtiqueta = leidos;
    eventos.cerrar?.(t);
  });
  if (eventos.texto) parser.on('text', eventos.texto);
  try {
    await zip.leer(ruta, limite, (texto) => {
      leidos += texto.length;
      parser.write(texto);
      if (leidos - ultimaEtiqueta > MAXIMO_SIN_ETIQUETA) throw demasiadoGrande(MENSAJE_BOMBA);
    });
    parser.close();
  } catch (error) {
    if (error instanceof ErrorApi) throw error;
    if (error instanceof Error && /^\d+:\d+: /.test(error.message)) throw solicitudInvalida(MENSAJE_DANADO);
    throw error;
  }
}

/** Un .xlsx abierto: sus hojas en orden y la lectura de cada una. */
export class LibroXlsx {
  private cadenas: string[] | null = null;

  private constructor(
    private readonly zip: ZipXlsx,
    readonly hojas: HojaLibro[],
    /** libro con fechas desde 1904 (Excel para Mac antiguo) */
    readonly fecha1904: boolean,
    private readonly rutaCadenas: string | null,
  ) {}

  /** Abre el libro: 415 si no es un .xlsx, 400 si está dañado, 413 si infla de más. */
  static async abrir(bytes: Buffer): Promise<LibroXlsx> {
    const zip = await ZipXlsx.abrir(bytes);
    try {
      if (!zip.tiene('xl/workbook.xml')) throw tipoNoSoportado(MENSAJE_NO_XLSX);
      const hojas: { nombre: string; rid: string }[] = [];
      let fecha1904 = false;
      await recorrer(zip, 'xl/workbook.xml', LIMITE_ESTRUCTURA, {
        abrir: (t) => {
          const local = t.name.replace(/^.*:/, '');
          if (local === 'sheet') {
            const rid = Object.entries(t.attributes).find(([k]) => /(^|:)id$/.test(k))?.[1];
            hojas.push({ nombre: String(t.attributes.name ?? ''), rid: String(rid ?? '') });
          } else if (local === 'workbookPr') {
            fecha1904 = ['1', 'true'].includes(String(t.attributes.date1904 ?? ''));
          }
        },
      });
      const destinos = new Map<string, { tipo: string; ruta: string }>();
      if (zip.tiene('xl/_rels/workbook.xml.rels'))
        await recorrer(zip, 'xl/_rels/workbook.xml.rels', LIMITE_ESTRUCTURA, {
          abrir: (t) => {
            if (t.name.replace(/^.*:/, '') !== 'Relationship') return;
            destinos.set(String(t.attributes.Id), {
              tipo: String(t.attributes.Type ?? ''),
              ruta: rutaDe(String(t.attributes.Target ?? '')),
            });
          },
        });
      const hojasLibro = hojas.map((h, indice) => {
        const d = destinos.get(h.rid);
        const ruta = d && RELACION_HOJA.test(d.tipo) ? d.ruta : `xl/worksheets/sheet${indice + 1}.xml`;
        return { nombre: h.nombre, indice, ruta };
      });
      const cadenas = [...destinos.values()].find((d) => RELACION_CADENAS.test(d.tipo))?.ruta;
      const rutaCadenas = cadenas ?? (zip.tiene('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : null);
      return new LibroXlsx(zip, hojasLibro, fecha1904, rutaCadenas);
    } catch (error) {
      zip.cerrar();
      throw error;
    }
  }

  cerrar(): void {
    this.zip.cerrar();
  }

  /** Cadenas compartidas, leídas una vez y acotadas. */
  private async leerCadenas(): Promise<string[]> {
    if (this.cadenas) return this.cadenas;
    const cadenas: string[] = [];
    if (this.rutaCadenas && this.zip.tiene(this.rutaCadenas)) {
      let caracteres = 0;
      let actual: string[] | null = null;
      let enTexto = false;
      let enFonetica = 0;
      await recorrer(this.zip, this.rutaCadenas, LIMITE_CADENAS_XML, {
        abrir: (t) => {
          const local = t.name.replace(/^.*:/, '');
          if (local === 'si') actual = [];
          else if (local === 'rPh') enFonetica++;
          else if (local === 't' && enFonetica === 0) enTexto = true;
        },
        texto: (texto) => {
          if (!enTexto || !actual) return;
          caracteres += texto.length;
          if (caracteres > MAXIMO_CARACTERES_CADENAS) throw demasiadoGrande(MENSAJE_BOMBA);
          actual.push(texto);
        },
        cerrar: (t) => {
          const local = t.name.replace(/^.*:/, '');
          if (local === 't') enTexto = false;
          else if (local === 'rPh') enFonetica--;
          else if (local === 'si' && actual) {
            if (cadenas.length >= MAXIMO_CADENAS) throw demasiadoGrande(MENSAJE_BOMBA);
            cadenas.push(actual.join(''));
            actual = null;
          }
        },
      });
    }
    this.cadenas = cadenas;
    return cadenas;
  }

  /**
   * Lee la hoja y entrega cada fila no vacía: su número (1 = primera) y las celdas de las columnas A a
   * la `columnas`-ésima (fórmulas por su valor guardado; las demás columnas no se guardan).
   */
  async leerHoja(hoja: HojaLibro, columnas: number, alFila: (numero: number, celdas: Celda[]) => void): Promise<void> {
    const cadenas = await this.leerCadenas();
    if (!this.zip.tiene(hoja.ruta)) throw solicitudInvalida(MENSAJE_DANADO);
    let numero = 0;
    let celdas: Celda[] = [];
    let conDatos = false;
    let columna = 0;
    let tipo = '';
    let valor: string | null = null;
    let formula = false;
    let texto: string[] | null = null;
    let dentro: 'v' | 't' | null = null;
    let fonetica = 0;
    await recorrer(this.zip, hoja.ruta, LIMITE_HOJA, {
      abrir: (t) => {
        switch (t.name.replace(/^.*:/, '')) {
          case 'row': {
            const r = Number(t.attributes.r);
            numero = Number.isInteger(r) && r > numero ? r : numero + 1;
            celdas = new Array<Celda>(columnas).fill(null);
            conDatos = false;
            columna = 0;
            break;
          }
          case 'c': {
            const ref = t.attributes.r;
            columna = ref ? indiceColumna(String(ref)) : columna + 1;
            tipo = String(t.attributes.t ?? 'n');
            valor = null;
            formula = false;
            texto = null;
            break;
          }
          case 'v':
            dentro = 'v';
            valor = '';
            break;
          case 'f':
            formula = true;
            break;
          case 'is':
            texto = [];
            break;
          case 'rPh':
            fonetica++;
            break;
          case 't':
            if (texto && fonetica === 0) dentro = 't';
            break;
        }
      },
      texto: (x) => {
        if (dentro === 'v') valor = (valor ?? '') + x;
        else if (dentro === 't') texto!.push(x);
      },
      cerrar: (t) => {
        switch (t.name.replace(/^.*:/, '')) {
          case 'v':
          case 't':
            dentro = null;
            break;
          case 'rPh':
            fonetica--;
            break;
          case 'c':
            if (columna >= 1 && columna <= columnas) {
              const v = valorDe(tipo, valor, texto, formula, cadenas);
              celdas[columna - 1] = v;
              if (v !== null && !(typeof v === 'string' && v.trim() === '')) conDatos = true;
            }
            break;
          case 'row':
            if (conDatos) alFila(numero, celdas);
            break;
        }
      },
    });
  }
}

/** Valor de una celda según su tipo (t) en la hoja XML. */
function valorDe(tipo: string, v: string | null, texto: string[] | null, formula: boolean, cadenas: string[]): Celda {
  switch (tipo) {
    case 's': {
      const i = Number(v);
      if (v === null || !Number.isInteger(i) || i < 0 || i >= cadenas.length) throw solicitudInvalida(MENSAJE_DANADO);
      return cadenas[i]!;
    }
    case 'inlineStr':
      return texto ? texto.join('') : (v ?? null);
    case 'str':
      return v ?? (formula ? new ErrorDeCelda('sin valor calculado') : null);
    case 'b':
      return v === null ? null : v.trim() === '1' || v.trim().toLowerCase() === 'true';
    case 'e':
      return new ErrorDeCelda(v ?? '#N/A');
    case 'd':
      return v;
    default: {
      if (v === null || v.trim() === '') return formula ? new ErrorDeCelda('sin valor calculado') : null;
      const n = Number(v);
      if (!Number.isFinite(n)) throw solicitudInvalida(MENSAJE_DANADO);
      return n;
    }
  }
}
