// Plan de pagos de un crédito vigente: las cuotas que faltan desde el corte, con la regla de
// amortización del simulador (interés del periodo sobre el saldo, el resto abona a capital). Se calcula en
// centavos enteros: la última cuota ajusta el redondeo y deja el saldo exactamente en 0.
import dayjs from 'dayjs';
import type { Periodicidad } from './esquemas/productos';
import { MESES_SEMESTRE, RESERVA_CIFRAS, aCentavos, amortizar, tasaDelPeriodo } from './simulador';

/** Nota del plan de pagos: las mismas palabras del aviso del simulador. */
export const AVISO_PLAN_PAGOS = `Las cifras del plan de pagos son aproximadas, calculadas con el último corte, y solo de referencia; ${RESERVA_CIFRAS}`;

export interface CreditoParaPlan {
  /** Saldo a la fecha de corte */
  saldo: number;
  /** Tasa mensual como fracción (0.015 = 1,5 %) */
  tasa: number;
  valor_cuota: number;
  cuotas_pendientes: number;
  periodicidad: Periodicidad;
}

export interface CuotaPlan {
  numero: number;
  /** Fecha estimada (ISO): el corte más tantos meses (o semestres) como el número de la cuota */
  fecha: string;
  cuota: number;
  interes: number;
  abono_capital: number;
  saldo: number;
}

/** Fecha estimada de la cuota `numero`: un mes (o un semestre) por cuota desde el corte; fin de mes se respeta. */
export function fechaDeCuota(corte: string, numero: number, periodicidad: Periodicidad): string {
  const meses = numero * (periodicidad === 'semestral' ? MESES_SEMESTRE : 1);
  const inicio = dayjs(corte);
  const fecha = inicio.add(meses, 'month');
  // un corte al fin de mes (28/02, 30/06) sigue en fin de mes
  const alFinDeMes = inicio.date() === inicio.daysInMonth();
  return (alFinDeMes ? fecha.endOf('month') : fecha).format('YYYY-MM-DD');
}

/**
 * Cuotas que faltan desde el corte. Con saldo 0 o sin cuotas pendientes no hay plan. Si la cuota pactada
 * no alcanza para el interés, no abona a capital y la última cuota paga el saldo; si sobra, el plan
 * termina antes (la cuota que lo salda paga solo saldo más interés).
 */
export function planDePagos(credito: CreditoParaPlan, corte: string): CuotaPlan[] {
  const { tasa, cuotas_pendientes: pendientes, periodicidad } = credito;
  if (!Number.isFinite(tasa) || tasa < 0) throw new RangeError('La tasa no puede ser negativa');
  const saldo = aCentavos(credito.saldo);
  if (saldo <= 0 || !Number.isInteger(pendientes) || pendientes < 1) return [];
  const i = tasaDelPeriodo(tasa, periodicidad);
  return amortizar(saldo, aCentavos(credito.valor_cuota), i, pendientes, true).map(({ periodo, ...fila }) => ({
    numero: periodo,
    fecha: fechaDeCuota(corte, periodo, periodicidad),
    ...fila,
  }));
}

/** Totales del plan: lo que se pagará, de ello cuánto es interés. */
export function totalesPlan(plan: readonly CuotaPlan[]): { cuotas: number; interes: number; capital: number } {
  const suma = (f: (c: CuotaPlan) => number) => plan.reduce((t, c) => t + aCentavos(f(c)), 0) / 100;
  return { cuotas: suma((c) => c.cuota), interes: suma((c) => c.interes), capital: suma((c) => c.abono_capital) };
}
