import {
  avisosCupo,
  calcularCupo,
  cuotaParaCupo,
  mensajeCupo,
  reglaCupoDe,
  tieneReglaCupo,
  type ReglaCupo,
} from './cupo';
import { cuotaCredito } from './simulador';

const regla: ReglaCupo = { veces_ahorro: 3, porcentaje_salario: null, cupo_por: 'todos' };
const posicion = { ahorro: 2_000_000, saldo_creditos: 1_500_000.5, cuotas_vigentes: 400_000, salario: 2_500_000 };

test('cupo: veces el ahorro menos el saldo; la cuota, 50 % del salario por defecto menos las cuotas vigentes', () => {
  expect(calcularCupo(regla, posicion)).toEqual({
    cupo: 6_000_000,
    disponible: 4_499_999.5,
    porcentaje_salario: 0.5,
    cuota_maxima: 850_000,
  });
});

test('en el límite exacto no hay aviso; un centavo más sí', () => {
  const c = calcularCupo(regla, posicion);
  expect(avisosCupo(c, { valor: 4_499_999.5, cuota: 850_000 })).toEqual([]);
  expect(avisosCupo(c, { valor: 4_499_999.51, cuota: 850_000 })).toEqual([
    'El valor solicitado supera su cupo disponible de $4,499,999.50.',
  ]);
  expect(avisosCupo(c, { valor: 1, cuota: 850_000.01 })).toEqual([
    'La cuota supera el 50.00 % de su salario que pueden tomar sus cuotas (máximo $850,000.00 además de las cuotas que ya paga).',
  ]);
});

test('sin cupo disponible ni margen de salario, nada negativo: 0 y cualquier valor avisa', () => {
  const c = calcularCupo(
    { ...regla, porcentaje_salario: 0.1 },
    { ahorro: 100_000, saldo_creditos: 900_000, cuotas_vigentes: 300_000, salario: 1_000_000 },
  );
  expect(c).toMatchObject({ cupo: 300_000, disponible: 0, porcentaje_salario: 0.1, cuota_maxima: 0 });
  expect(avisosCupo(c, { valor: 1, cuota: 1 })).toHaveLength(2);
});

test('un tipo sin reglas se comporta como antes; solo porcentaje: límite de cuota sin cupo; sin salario, sin límite', () => {
  const sin: ReglaCupo = { veces_ahorro: null, porcentaje_salario: null, cupo_por: 'tipo' };
  expect(tieneReglaCupo(sin)).toBe(false);
  const c = calcularCupo(sin, posicion);
  expect(c).toEqual({ cupo: null, disponible: null, porcentaje_salario: null, cuota_maxima: null });
  expect(avisosCupo(c, { valor: 1e12, cuota: 1e12 })).toEqual([]);
  const soloCuota = calcularCupo({ ...sin, porcentaje_salario: 0.3 }, posicion);
  expect(soloCuota).toEqual({ cupo: null, disponible: null, porcentaje_salario: 0.3, cuota_maxima: 350_000 });
  expect(calcularCupo(regla, { ...posicion, salario: null }).cuota_maxima).toBeNull();
});

describe('cupo en sus límites', () => {
  test('ahorro cero: cupo 0, cualquier valor avisa; la cuota sigue con el salario', () => {
    const c = calcularCupo(regla, { ahorro: 0, saldo_creditos: 0, cuotas_vigentes: 0, salario: 1_000_000 });
    expect(c).toEqual({ cupo: 0, disponible: 0, porcentaje_salario: 0.5, cuota_maxima: 500_000 });
    expect(avisosCupo(c, { valor: 0.01, cuota: 500_000 })).toEqual([
      'El valor solicitado supera su cupo disponible de $0.00.',
    ]);
  });

  test('el saldo que descuenta es el de la posición: en el límite exacto pasa, un centavo más no', () => {
    const c = calcularCupo(
      { veces_ahorro: 2.5, porcentaje_salario: 0.3, cupo_por: 'tipo' },
      { ahorro: 1_234_567.89, saldo_creditos: 100_000.01, cuotas_vigentes: 0.01, salario: 3_000_000.01 },
    );
    // 1.234.567,89 × 2,5 = 3.086.419,725 -> 3.086.419,73 (al centavo); − 100.000,01
    expect(c).toEqual({
      cupo: 3_086_419.73,
      disponible: 2_986_419.72,
      porcentaje_salario: 0.3,
      cuota_maxima: 899_999.99,
    });
    expect(avisosCupo(c, { valor: 2_986_419.72, cuota: 899_999.99 })).toEqual([]);
    expect(avisosCupo(c, { valor: 2_986_419.73, cuota: 899_999.99 })).toHaveLength(1);
    expect(avisosCupo(c, { valor: 2_986_419.72, cuota: 900_000 })).toHaveLength(1);
  });

  test('salario cero o sin salario: sin límite de cuota (no se puede calcular), el cupo por ahorro sigue', () => {
    for (const salario of [null, 0]) {
      const c = calcularCupo(regla, { ...posicion, salario });
      expect(c.cuota_maxima).toBeNull();
      expect(avisosCupo(c, { valor: 1, cuota: 1e9 })).toEqual([]);
    }
  });

  test('reglaCupoDe toma solo los tres campos; mensajeCupo une los avisos', () => {
    expect(reglaCupoDe({ ...regla, nombre: 'X' } as ReglaCupo)).toEqual(regla);
    expect(mensajeCupo(['A.', 'B.'])).toBe('A. B.');
  });
});

describe('cuotaParaCupo', () => {
  test('mensual: la cuota del simulador; semestral: la del semestre entre 6, al centavo', () => {
    expect(cuotaParaCupo({ tasa: 0, periodicidad: 'mensual' }, 1_200_000, 12)).toBe(100_000);
    expect(cuotaParaCupo({ tasa: 0.01, periodicidad: 'mensual' }, 1_000_000, 12)).toBe(
      cuotaCredito({ valor: 1_000_000, tasa: 0.01, cuotas: 12, periodicidad: 'mensual' }),
    );
    expect(cuotaParaCupo({ tasa: 0, periodicidad: 'semestral' }, 1_000_000, 2)).toBe(83_333.33);
  });

  test('sin valor o cuotas válidos aún: null (el formulario no avisa todavía)', () => {
    const t = { tasa: 0.01, periodicidad: 'mensual' as const };
    expect(cuotaParaCupo(t, null, 12)).toBeNull();
    expect(cuotaParaCupo(t, 0, 12)).toBeNull();
    expect(cuotaParaCupo(t, 1000, 0)).toBeNull();
    expect(cuotaParaCupo(t, 1000, 1.5)).toBeNull();
  });
});
