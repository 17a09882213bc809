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

test('la tasa de un tipo o de un crédito se dice mensual (issue 14)', () => {
  expect(formatoTasaMensual(0.0125)).toBe('1.25 % mensual');
  expect(formatoTasaMensual(0)).toBe('0.00 % mensual');
  expect(formatoTasaMensual(Number.NaN)).toBe('');
});
