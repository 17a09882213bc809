import { claveNombre, normalizarDocumento } from './normalizar';

test('claveNombre: sin tildes, mayúsculas ni espacios sobrantes', () => {
  expect(claveNombre('Revalorización')).toBe(claveNombre('Revalorizacion'));
  expect(claveNombre('  REVALORIZACIÓN ')).toBe('revalorizacion');
  expect(claveNombre('CRÉDITOS ')).toBe('creditos');
  expect(claveNombre('Libre   inversión')).toBe('libre inversion');
  expect(claveNombre('Año Ñandú')).toBe('ano nandu');
  // NFD escrito a mano (e + tilde combinante) y NFC dan lo mismo
  expect(claveNombre('Cre\u0301ditos')).toBe(claveNombre('Créditos'));
});

test.each<[unknown, string | null]>([
  ['0080010001', '80010001'],
  [80010001, '80010001'],
  ['80010001', '80010001'],
  [' 1012345678 ', '1012345678'],
  ['1.012.345.678', '1012345678'],
  ['1 012 345 678', '1012345678'],
  ['１０１２', '1012'],
  [1012345678, '1012345678'],
  ['0', null],
  ['000', null],
  [0, null],
  [-5, null],
  [12.5, null],
  ['12a', null],
  ['1-234', null],
  ['1.012,345', null],
  ['1.01.234', null],
  ['000.123', null],
  ['0.012.345', null],
  ['1.012 345', null],
  ['', null],
  [null, null],
  ['123456789012345678901', null],
])('documento %p -> %p', (escrito, esperado) => expect(normalizarDocumento(escrito)).toBe(esperado));
