// Simulador de crédito (SPEC 9, DESIGN 6): cuota fija y tabla de amortización.
// Tasa mensual del tipo de crédito; tipos semestrales: la tasa del periodo es 6 x tasa y las
// cuotas son semestres. Cuota = P·i / (1 - (1+i)^-n), o P / n con i = 0, redondeada a 2 decimales.
// La tabla se calcula en centavos enteros: el último saldo es exactamente 0 y los abonos suman P.
import type { Periodicidad } from './esquemas/productos';

export const VALOR_SIMULADOR = 1_000_000;
export const CUOTAS_SIMULADOR = 12;
/** Máximo del deslizador cuando el tipo no tiene plazo máximo. */
export const PLAZO_MAXIMO_SIMULADOR = 36;
export const MESES_SEMESTRE = 6;

/** Lo que dicen las cifras estimadas; el plan de pagos (plan-pagos.ts) repite estas palabras. */
export const RESERVA_CIFRAS = 'no constituyen una aprobación ni una oferta de crédito.';
/** Nota bajo la tabla del simulador. */
export const AVISO_SIMULADOR = `Las cifras del simulador son aproximadas y solo de referencia; ${RESERVA_CIFRAS}`;

export interface Simulacion {
  /** Valor del crédito (P) */
  valor: number;
  /** Tasa mensual del tipo como fracción (0.015 = 1,5 %) */
  tasa: number;
  /** Número de cuotas (meses, o semestres en tipos semestrales) */
  cuotas: number;
  periodicidad: Periodicidad;
}

export interface FilaAmortizacion {
  periodo: number;
  cuota: number;
  interes: number;
  abono_capital: number;
  saldo: number;
}

/** Tasa de cada periodo: la mensual, o 6 veces la mensual en los tipos semestrales. */
export function tasaDelPeriodo(tasa: number, periodicidad: Periodicidad): number {
  return periodicidad === 'semestral' ? MESES_SEMESTRE * tasa : tasa;
}

/** Pesos a centavos enteros (las tablas se calculan en centavos). */
export const aCentavos = (v: number): number => Math.round(v * 100);

function validar(s: Simulacion): void {
  if (!Number.isFinite(s.valor) || s.valor <= 0) throw new RangeError('El valor del crédito debe ser mayor que 0');
  if (!Number.isInteger(s.cuotas) || s.cuotas < 1) throw new RangeError('Las cuotas deben ser un entero mayor que 0');
  if (!Number.isFinite(s.tasa) || s.tasa < 0) throw new RangeError('La tasa no puede ser negativa');
}

/** Cuota fija en centavos enteros. */
function cuotaEnCentavos(s: Simulacion): number {
  validar(s);
  const i = tasaDelPeriodo(s.tasa, s.periodicidad);
  const p = aCentavos(s.valor);
  if (i === 0) return Math.round(p / s.cuotas);
  return Math.round((p * i) / (1 - (1 + i) ** -s.cuotas));
}

/** Cuota del crédito redondeada a 2 decimales (se muestra sin decimales). */
export function cuotaCredito(s: Simulacion): number {
  return cuotaEnCentavos(s) / 100;
}

/**
 * Amortización en centavos: interés del periodo sobre el saldo, el resto de la cuota abona a capital y la
 * cuota `n` paga el saldo (ajusta el redondeo). `hastaSaldoCero`: termina cuando el saldo llega a 0.
 */
export function amortizar(
  saldoCentavos: number,
  cuotaCentavos: number,
  i: number,
  n: number,
  hastaSaldoCero = false,
): FilaAmortizacion[] {
  let saldo = saldoCentavos;
  const filas: FilaAmortizacion[] = [];
  for (let periodo = 1; periodo <= n && !(hastaSaldoCero && saldo <= 0); periodo++) {
    const interes = Math.round(saldo * i);
    const abono = periodo === n ? saldo : Math.min(saldo, Math.max(0, cuotaCentavos - interes));
    saldo -= abono;
    filas.push({
      periodo,
      cuota: (abono + interes) / 100,
      interes: interes / 100,
      abono_capital: abono / 100,
      saldo: saldo / 100,
    });
  }
  return filas;
}

/** Tabla de amortización: periodo, cuota, interés, abono a capital y saldo; la última cuota ajusta el redondeo. */
export function tablaAmortizacion(s: Simulacion): FilaAmortizacion[] {
  return amortizar(aCentavos(s.valor), cuotaEnCentavos(s), tasaDelPeriodo(s.tasa, s.periodicidad), s.cuotas);
}

/** Plazos del deslizador (SPEC 9): del mínimo del tipo (o 1) al máximo (o 36); por defecto 12 dentro de ese rango. */
export function plazosSimulador(tipo: { plazo_minimo: number | null; plazo_maximo: number | null }): {
  minimo: number;
  maximo: number;
  porDefecto: number;
} {
  const minimo = Math.max(1, tipo.plazo_minimo ?? 1);
  const maximo = Math.max(minimo, tipo.plazo_maximo ?? PLAZO_MAXIMO_SIMULADOR);
  return { minimo, maximo, porDefecto: Math.min(maximo, Math.max(minimo, CUOTAS_SIMULADOR)) };
}
