// Cupo de crédito: un tipo puede prestar hasta N veces el ahorro del afiliado (sumado sobre los
// tipos de aporte que el fondo marca) y limitar la parte del salario que toman las cuotas (libranza: 50 %
// por defecto). Un tipo sin estas reglas se comporta como antes: sin cupo ni límite de cuota.
import type { Periodicidad } from './esquemas/productos';
import { formatoDinero, formatoPorcentaje } from './formato';
import { aCentavos as centavos, cuotaCredito, MESES_SEMESTRE } from './simulador';

/** Parte del salario que pueden tomar las cuotas si el tipo tiene cupo y no dice otra. */
export const PORCENTAJE_SALARIO_POR_DEFECTO = 0.5;

export interface ReglaCupo {
  /** Veces el ahorro que presta el tipo; null: sin cupo por ahorro. */
  veces_ahorro: number | null;
  /** Fracción del salario para cuotas (0.5 = 50 %); null: la de por defecto si hay cupo, si no, sin límite. */
  porcentaje_salario: number | null;
  /** El saldo que descuenta el cupo: solo el de créditos de este tipo, o el de todos. */
  cupo_por: 'tipo' | 'todos';
}

export interface PosicionCupo {
  /** Ahorro del último corte en los tipos de aporte marcados para el cupo. */
  ahorro: number;
  /** Saldo de los créditos vigentes que cuentan (del tipo o todos, según la regla). */
  saldo_creditos: number;
  /** Suma de las cuotas de todos los créditos vigentes. */
  cuotas_vigentes: number;
  salario: number | null;
}

export interface Cupo {
  /** veces × ahorro; null si el tipo no tiene cupo. */
  cupo: number | null;
  /** cupo − saldo de créditos, nunca negativo; null si el tipo no tiene cupo. */
  disponible: number | null;
  /** Fracción del salario aplicada; null si no hay límite. */
  porcentaje_salario: number | null;
  /** salario × porcentaje − cuotas vigentes, nunca negativa; null si no hay límite o no hay salario. */
  cuota_maxima: number | null;
}

export function tieneReglaCupo(r: ReglaCupo): boolean {
  return r.veces_ahorro !== null || r.porcentaje_salario !== null;
}

export function calcularCupo(regla: ReglaCupo, p: PosicionCupo): Cupo {
  const cupo = regla.veces_ahorro === null ? null : Math.round(centavos(p.ahorro) * regla.veces_ahorro) / 100;
  const disponible = cupo === null ? null : Math.max(0, centavos(cupo) - centavos(p.saldo_creditos)) / 100;
  const porcentaje = regla.porcentaje_salario ?? (regla.veces_ahorro !== null ? PORCENTAJE_SALARIO_POR_DEFECTO : null);
  const cuota_maxima =
    porcentaje === null || p.salario === null || p.salario <= 0
      ? null
      : Math.max(0, Math.round(centavos(p.salario) * porcentaje) - centavos(p.cuotas_vigentes)) / 100;
  return { cupo, disponible, porcentaje_salario: porcentaje, cuota_maxima };
}

export const mensajeSuperaCupo = (disponible: number) =>
  `El valor solicitado supera su cupo disponible de ${formatoDinero(disponible)}.`;
export const mensajeSuperaCuota = (porcentaje: number, maxima: number) =>
  `La cuota supera el ${formatoPorcentaje(porcentaje)} de su salario que pueden tomar sus cuotas ` +
  `(máximo ${formatoDinero(maxima)} además de las cuotas que ya paga).`;

/** Avisos antes de enviar: el valor sobre el cupo disponible, la cuota sobre la parte del salario. En el límite, sin aviso. */
export function avisosCupo(c: Cupo, pedido: { valor: number; cuota: number }): string[] {
  const avisos: string[] = [];
  if (c.disponible !== null && centavos(pedido.valor) > centavos(c.disponible))
    avisos.push(mensajeSuperaCupo(c.disponible));
  if (c.cuota_maxima !== null && c.porcentaje_salario !== null && centavos(pedido.cuota) > centavos(c.cuota_maxima))
    avisos.push(mensajeSuperaCuota(c.porcentaje_salario, c.cuota_maxima));
  return avisos;
}

/** La regla de cupo de un tipo de crédito (los tres campos del tipo). */
export const reglaCupoDe = (t: ReglaCupo): ReglaCupo => ({
  veces_ahorro: t.veces_ahorro,
  porcentaje_salario: t.porcentaje_salario,
  cupo_por: t.cupo_por,
});

/**
 * La cuota que se compara con la parte del salario: la del crédito pedido; en un tipo semestral, su
 * equivalente mensual (la cuota del semestre entre 6, al centavo). null si valor o cuotas no sirven aún.
 */
export function cuotaParaCupo(
  tipo: { tasa: number; periodicidad: Periodicidad },
  valor: number | null | undefined,
  cuotas: number | null | undefined,
): number | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor <= 0) return null;
  if (typeof cuotas !== 'number' || !Number.isInteger(cuotas) || cuotas < 1) return null;
  const cuota = cuotaCredito({ valor, cuotas, tasa: tipo.tasa, periodicidad: tipo.periodicidad });
  return tipo.periodicidad === 'semestral' ? Math.round(centavos(cuota) / MESES_SEMESTRE) / 100 : cuota;
}

/** Texto del 400 de la API y del bloqueo del formulario: los avisos, uno tras otro. */
export const mensajeCupo = (avisos: readonly string[]): string => avisos.join(' ');
