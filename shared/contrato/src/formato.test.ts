import {
  formatoDinero,
  formatoFecha,
  formatoPorcentaje,
  formatoTasaMensual,
  iniciales,
  nombreCorto,
  recortarFecha,
} from './formato';

test('dinero en formato de EE. UU. con 2 decimales', () => {
  expect(formatoDinero(1234567.891)).toBe('$1,234,567.89');
  expect(formatoDinero('2500')).toBe('$2,500.00');
  expect(formatoDinero(0)).toBe('$0.00');
  expect(formatoDinero(-1500.5)).toBe('-$1,500.50');
  expect(formatoDinero(null)).toBe('');
  expect(formatoDinero(undefined)).toBe('');
  expect(formatoDinero('abc')).toBe('');
});

test('dinero: el mismo texto que Intl en-US (USD, 2 decimales) para cualquier número, sin crear un Intl', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Mitades exactas en su forma decimal más corta, bordes de redondeo, -0, exponentes y al azar (semilla fija).
  const valores = [
    -0,
    0,
    0.005,
    -0.005,
    -0.001,
    1.005,
    1.015,
    2.675,
    999.995,
    -999.995,
    9999999.995,
    0.1 + 0.2,
    5e-7,
    -5e-7,
    1e-7,
    1.0000000000000002,
    1e21,
    1.234567890123456e25,
    -3.5e22,
    123456789012345680000,
    2 ** 53 + 2,
    14500000,
    0.045,
    0.055,
    1234567.891,
  ];
  let semilla = 20261128;
  const azar = () => (semilla = (semilla * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20000; i++) {
    const escala = 10 ** Math.floor(azar() * 12);
    const v = (azar() - 0.3) * escala;
    valores.push(v, Math.round(v * 1000) / 1000, Math.round(v * 200) / 200 + 0.005);
  }
  const creaIntl = jest.spyOn(Intl, 'NumberFormat');
  const nuestros = valores.map((v) => formatoDinero(v));
  expect(creaIntl).not.toHaveBeenCalled();
  creaIntl.mockRestore();
  const distintos = valores.filter((v, i) => nuestros[i] !== intl.format(v));
  expect(distintos.map((v) => [v, formatoDinero(v), intl.format(v)])).toEqual([]);
});

test('porcentaje: el mismo texto que Intl en-US (de 2 a 4 decimales) para cualquier tasa', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const tasas = [-0, 0, 0.0125, 0.000125, 0.00001234, 0.123456789, -0.015, 0.99999999, 12.345678, 1e-9, 2.5e-7, 1e19];
  let semilla = 1581;
  const azar = () => (semilla = (semilla * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20000; i++) tasas.push((azar() - 0.2) * 10 ** Math.floor(azar() * 6 - 4));
  const creaIntl = jest.spyOn(Intl, 'NumberFormat');
  const nuestros = tasas.map((t) => formatoPorcentaje(t));
  expect(creaIntl).not.toHaveBeenCalled();
  creaIntl.mockRestore();
  const esperado = (t: number) => `${intl.format(Math.round(t * 100 * 1e6) / 1e6)} %`;
  const distintos = tasas.filter((t, i) => nuestros[i] !== esperado(t));
  expect(distintos.map((t) => [t, formatoPorcentaje(t), esperado(t)])).toEqual([]);
});

test('fechas como dd/mm/yy', () => {
  expect(formatoFecha('2026-11-05')).toBe('05/11/26');
  expect(formatoFecha('1999-01-31')).toBe('31/01/99');
  expect(formatoFecha('2026-03-04T15:20:00')).toBe('04/03/26');
  expect(formatoFecha(null)).toBe('');
  expect(formatoFecha('')).toBe('');
  expect(formatoFecha('no es fecha')).toBe('');
});

test('recorta instantes ISO a la fecha, en profundidad', () => {
  const entrada = {
    corte: '2026-10-31T00:00:00.000Z',
    texto: 'Tasa-de-Todo-Tipo',
    lista: [{ fecha: '2026-01-02T05:00:00Z' }, '2026-02-03'],
    n: 4,
    nada: null,
  };
  expect(recortarFecha(entrada)).toEqual({
    corte: '2026-10-31',
    texto: 'Tasa-de-Todo-Tipo',
    lista: [{ fecha: '2026-01-02' }, '2026-02-03'],
    n: 4,
    nada: null,
  });
  expect(recortarFecha('2026-10-31T10:00:00')).toBe('2026-10-31');
});

test('porcentaje: tasa x 100', () => {
  expect(formatoPorcentaje(0.0125)).toBe('1.25 %');
  expect(formatoPorcentaje(0.015)).toBe('1.50 %');
  expect(formatoPorcentaje(0.00125)).toBe('0.125 %');
  expect(formatoPorcentaje(0)).toBe('0.00 %');
});

test('nombre corto e iniciales: primer nombre y primer apellido', () => {
  const u = { nombres: ' María  José ', apellidos: 'Ñáñez  Rodríguez' };
  expect(nombreCorto(u)).toBe('María Ñáñez');
  expect(iniciales(u)).toBe('MÑ');
  expect(iniciales({ nombres: 'ana', apellidos: '' })).toBe('A');
});

test('la tasa de un tipo o de un crédito se dice mensual', () => {
  expect(formatoTasaMensual(0.0125)).toBe('1.25 % mensual');
  expect(formatoTasaMensual(0)).toBe('0.00 % mensual');
  expect(formatoTasaMensual(Number.NaN)).toBe('');
});
