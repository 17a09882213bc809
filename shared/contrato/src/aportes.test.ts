import { aportesVisibles, esRevalorizacion, ocultarAporte } from './aportes';

test.each([
  ['Revalorizacion', true],
  ['Revalorización', true],
  ['  REVALORIZACIÓN ', true],
  ['Revalorizaciones', false],
  ['Ahorro Permanente', false],
])('esRevalorizacion(%p) = %p', (nombre, esperado) => {
  expect(esRevalorizacion(nombre)).toBe(esperado);
});

test('solo se oculta la Revalorizacion en cero, con el total como número o como texto numeric', () => {
  expect(ocultarAporte('Revalorización', 0)).toBe(true);
  expect(ocultarAporte('Revalorizacion', '0.00')).toBe(true);
  expect(ocultarAporte('Revalorizacion', '0.01')).toBe(false);
  expect(ocultarAporte('Ahorro Programado', 0)).toBe(false);
});

test('aportesVisibles oculta y ordena por tipo_aporte.orden', () => {
  const fila = (nombre: string, orden: number, total: number) => ({ total, tipo_aporte: { nombre, orden } });
  const visibles = aportesVisibles([
    fila('Revalorización', 3, 0),
    fila('Ahorro Programado', 2, 5),
    fila('Ahorro Permanente', 1, 0),
  ]);
  expect(visibles.map((a) => a.tipo_aporte.nombre)).toEqual(['Ahorro Permanente', 'Ahorro Programado']);
});
