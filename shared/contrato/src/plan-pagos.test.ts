import { fechaDeCuota, planDePagos, totalesPlan } from './plan-pagos';

test('mensual: tabla calculada a mano; la última cuota ajusta el redondeo y deja el saldo en 0', () => {
  // cuota de 1.000.000 a 3 meses al 1 %: 1.000.000 × 0,01 / (1 − 1,01^−3) = 340.022,11
  const plan = planDePagos(
    { saldo: 1_000_000, tasa: 0.01, valor_cuota: 340_022.11, cuotas_pendientes: 3, periodicidad: 'mensual' },
    '2026-10-31',
  );
  expect(plan).toEqual([
    {
      numero: 1,
      fecha: '2026-11-30',
      cuota: 340_022.11,
      interes: 10_000,
      abono_capital: 330_022.11,
      saldo: 669_977.89,
    },
    {
      numero: 2,
      fecha: '2026-12-31',
      cuota: 340_022.11,
      interes: 6_699.78,
      abono_capital: 333_322.33,
      saldo: 336_655.56,
    },
    { numero: 3, fecha: '2027-01-31', cuota: 340_022.12, interes: 3_366.56, abono_capital: 336_655.56, saldo: 0 },
  ]);
  expect(totalesPlan(plan)).toEqual({ cuotas: 1_020_066.34, interes: 20_066.34, capital: 1_000_000 });
});

test('semestral: la tasa del periodo es 6 × la mensual y las fechas van de seis en seis meses', () => {
  const plan = planDePagos(
    { saldo: 600_000, tasa: 0.01, valor_cuota: 327_262, cuotas_pendientes: 2, periodicidad: 'semestral' },
    '2026-06-30',
  );
  expect(plan).toEqual([
    { numero: 1, fecha: '2026-12-31', cuota: 327_262, interes: 36_000, abono_capital: 291_262, saldo: 308_738 },
    { numero: 2, fecha: '2027-06-30', cuota: 327_262.28, interes: 18_524.28, abono_capital: 308_738, saldo: 0 },
  ]);
});

test('tasa 0: solo capital; la última cuota lleva el peso que sobra', () => {
  const plan = planDePagos(
    { saldo: 1_000_000, tasa: 0, valor_cuota: 333_333, cuotas_pendientes: 3, periodicidad: 'mensual' },
    '2026-10-15',
  );
  expect(plan.map((c) => [c.fecha, c.cuota, c.interes, c.saldo])).toEqual([
    ['2026-11-15', 333_333, 0, 666_667],
    ['2026-12-15', 333_333, 0, 333_334],
    ['2027-01-15', 333_334, 0, 0],
  ]);
});

test('una cuota que sobra termina antes; una que no cubre el interés no abona y la última paga el saldo', () => {
  const corto = planDePagos(
    { saldo: 100_000, tasa: 0, valor_cuota: 60_000, cuotas_pendientes: 5, periodicidad: 'mensual' },
    '2026-10-31',
  );
  expect(corto.map((c) => [c.cuota, c.saldo])).toEqual([
    [60_000, 40_000],
    [40_000, 0],
  ]);
  const corta = planDePagos(
    { saldo: 100_000, tasa: 0.02, valor_cuota: 1_000, cuotas_pendientes: 2, periodicidad: 'mensual' },
    '2026-10-31',
  );
  expect(corta.map((c) => [c.cuota, c.interes, c.abono_capital, c.saldo])).toEqual([
    [2_000, 2_000, 0, 100_000],
    [102_000, 2_000, 100_000, 0],
  ]);
});

test('sin saldo o sin cuotas pendientes no hay plan; una tasa negativa es un error', () => {
  const base = { saldo: 0, tasa: 0.01, valor_cuota: 1_000, cuotas_pendientes: 3, periodicidad: 'mensual' } as const;
  expect(planDePagos(base, '2026-10-31')).toEqual([]);
  expect(planDePagos({ ...base, saldo: 5_000, cuotas_pendientes: 0 }, '2026-10-31')).toEqual([]);
  expect(() => planDePagos({ ...base, saldo: 5_000, tasa: -0.01 }, '2026-10-31')).toThrow(RangeError);
});

test('fechas: un corte a mitad de mes conserva el día; uno a fin de mes sigue a fin de mes', () => {
  expect(fechaDeCuota('2027-01-31', 1, 'mensual')).toBe('2027-02-28');
  expect(fechaDeCuota('2027-02-28', 1, 'mensual')).toBe('2027-03-31');
  expect(fechaDeCuota('2027-01-30', 1, 'mensual')).toBe('2027-02-28');
  expect(fechaDeCuota('2027-01-15', 12, 'mensual')).toBe('2028-01-15');
});
