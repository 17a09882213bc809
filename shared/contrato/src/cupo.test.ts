import { avisosCupo, calcularCupo, tieneReglaCupo, type ReglaCupo } from './cupo';

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
