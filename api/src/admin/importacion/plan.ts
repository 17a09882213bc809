// Lo que una importación haría (vista previa) y cómo escribirlo: lo arma el mapeo de cada tipo.
import type { Corte, ReemplazoCorte } from '@fondo/contrato';
import type { Tx } from '../../db/client.js';
import type { Resultado } from './celdas.js';
import type { Avance } from './escritor.js';
import type { Celda, LibroXlsx } from './lector.js';
import type { HojasElegidas } from './hojas.js';
import { demasiadoGrande, solicitudInvalida } from '../../errors.js';

/** Filas máximas leídas por importación (todas las hojas): defensa ante libros desmesurados. */
export const MAXIMO_FILAS = 300_000;
/**
 * La exportación de afiliados de antes (43 columnas desde 'Id del afiliado') no tiene la forma de ninguna
 * plantilla: se rechaza entera, diciendo qué hacer, en vez de rechazar cada fila.
 */
const ENCABEZADO_EXPORTACION_ANTERIOR = 'Id del afiliado';
export const MENSAJE_EXPORTACION_ANTERIOR =
  'Este libro es una exportación de afiliados de antes (empieza por la columna «Id del afiliado») y no se puede importar: descargue una nueva en Afiliados > Descargar, corríjala y esa sí se importa tal cual';
export const mensajeDemasiadasFilas = () => `El libro tiene más de ${MAXIMO_FILAS.toLocaleString('es-CO')} filas`;

export interface Plan {
  creados: number;
  actualizados: number;
  /** aportes: filas del corte que se reemplazan */
  reemplazados: number;
  /** aportes: el corte, si ya existe */
  corte: Corte | null;
  reemplazo: ReemplazoCorte | null;
  /** por qué no se escribe nada (null: se puede escribir) */
  bloqueo: string | null;
  /** afiliados cuyas sesiones hay que olvidar (cambió su retiro) */
  retiroCambiado: number[];
  /** escribe dentro de la transacción; aportes devuelve el corte escrito */
  escribir(tx: Tx, avance?: Avance): Promise<{ corte: Corte; reemplazados: number } | null>;
}

/** Lo que cada mapeo recibe: el libro abierto, sus hojas elegidas, la primera fila de datos y el resultado. */
export interface Lectura {
  libro: LibroXlsx;
  hojas: HojasElegidas;
  fila: number;
  r: Resultado;
}

/** Filas de datos de una hoja desde `fila` (y la fila 2, para B2, a `alB2`). */
export async function filasDe(
  l: Lectura,
  hoja: NonNullable<HojasElegidas['datos']>,
  columnas: number,
  manejar: (numero: number, celdas: Celda[]) => void,
  alB2?: (valor: Celda) => void,
): Promise<void> {
  await l.libro.leerHoja(hoja, columnas, (numero, celdas) => {
    if (++l.r.leidas > MAXIMO_FILAS) throw demasiadoGrande(mensajeDemasiadasFilas());
    if (numero === 1 && celdas[0] === ENCABEZADO_EXPORTACION_ANTERIOR)
      throw solicitudInvalida(MENSAJE_EXPORTACION_ANTERIOR);
    if (numero === 2) alB2?.(celdas[1] ?? null);
    if (numero >= l.fila) manejar(numero, celdas);
  });
}

/** Aviso de las filas iguales a lo guardado (no se escriben): reimportar lo exportado sin tocarlo no cambia nada. */
export function avisarIguales(l: Lectura, iguales: number): void {
  if (iguales > 0)
    l.r.avisos.push(
      iguales === 1
        ? '1 fila es igual a lo guardado: no cambia.'
        : `${iguales} filas son iguales a lo guardado: no cambian.`,
    );
}
