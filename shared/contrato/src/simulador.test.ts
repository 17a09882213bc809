import { cuotaCredito, plazosSimulador, tablaAmortizacion, tasaDelPeriodo, type Simulacion } from './simulador';

const mensual = (valor: number, tasa: number, cuotas: number): Simulacion => ({
  valor,
  tasa,
  cuotas,
  periodicidad: 'mensual',
});
const centavos = (v: number) => Math.round(v * 100);

test('DESIGN 6: P 1.000.000 al 1,5 % mensual en 12 cuotas -> 91.679,99', () => {
  expect(cuotaCredito(mensual(1_000_000, 0.015, 12))).toBe(91679.99);
});

test('tasa 0: P / n redondeado a 2 decimales', () => {
  expect(cuotaCredito(mensual(1_000_000, 0, 12))).toBe(83333.33);
  expect(cuotaCredito(mensual(1_200_000, 0, 12))).toBe(100000);
});

test('semestral: la tasa del periodo es 6 x la mensual y las cuotas son semestres', () => {
  expect(tasaDelPeriodo(0.01, 'semestral')).toBeCloseTo(0.06, 12);
  expect(tasaDelPeriodo(0.01, 'mensual')).toBe(0.01);
  // 1.000.000 al 6 % por semestre en 4 semestres: 288.591,49
  expect(cuotaCredito({ valor: 1_000_000, tasa: 0.01, cuotas: 4, periodicidad: 'semestral' })).toBe(288591.49);
});

describe.each([
  mensual(1_000_000, 0.015, 12),
  mensual(1_000_000, 0, 12),
  mensual(3_333_333.33, 0.0125, 36),
  mensual(50_000, 0.02, 1),
  { valor: 7_654_321.01, tasa: 0.011, cuotas: 9, periodicidad: 'semestral' as const },
])('tabla de amortización de %p', (s) => {
  const tabla = tablaAmortizacion(s);

  test('una fila por cuota; el saldo baja y termina exactamente en 0', () => {
    expect(tabla.map((f) => f.periodo)).toEqual(Array.from({ length: s.cuotas }, (_, i) => i + 1));
    expect(tabla.at(-1)!.saldo).toBe(0);
    for (let k = 1; k < tabla.length; k++) expect(tabla[k]!.saldo).toBeLessThanOrEqual(tabla[k - 1]!.saldo);
  });

  test('los abonos a capital suman exactamente P y cada cuota es interés + abono', () => {
    expect(tabla.reduce((a, f) => a + centavos(f.abono_capital), 0)).toBe(centavos(s.valor));
    for (const f of tabla) expect(centavos(f.cuota)).toBe(centavos(f.interes) + centavos(f.abono_capital));
  });

  test('todas las cuotas menos la última son la cuota fija; la última solo ajusta el redondeo', () => {
    const cuota = cuotaCredito(s);
    for (const f of tabla.slice(0, -1)) expect(f.cuota).toBe(cuota);
    expect(Math.abs(centavos(tabla.at(-1)!.cuota) - centavos(cuota))).toBeLessThanOrEqual(s.cuotas);
  });
});

test('primera fila de 1.000.000 al 1,5 %: interés 15.000 y abono 76.679,99', () => {
  expect(tablaAmortizacion(mensual(1_000_000, 0.015, 12))[0]).toEqual({
    periodo: 1,
    cuota: 91679.99,
    interes: 15000,
    abono_capital: 76679.99,
    saldo: 923320.01,
  });
});

test('entradas imposibles se rechazan', () => {
  expect(() => cuotaCredito(mensual(0, 0.01, 12))).toThrow(RangeError);
  expect(() => cuotaCredito(mensual(1000, 0.01, 0))).toThrow(RangeError);
  expect(() => cuotaCredito(mensual(1000, -0.01, 12))).toThrow(RangeError);
});

test('plazos del deslizador: 36 sin máximo; 12 por defecto dentro del rango del tipo', () => {
  expect(plazosSimulador({ plazo_minimo: null, plazo_maximo: null })).toEqual({
    minimo: 1,
    maximo: 36,
    porDefecto: 12,
  });
  expect(plazosSimulador({ plazo_minimo: 18, plazo_maximo: 60 })).toEqual({ minimo: 18, maximo: 60, porDefecto: 18 });
  expect(plazosSimulador({ plazo_minimo: 2, plazo_maximo: 6 })).toEqual({ minimo: 2, maximo: 6, porDefecto: 6 });
});
