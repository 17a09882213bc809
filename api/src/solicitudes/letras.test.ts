import { numeroEnLetras, pesosEnLetras } from './letras.js';

test.each([
  [0, 'cero'],
  [1, 'uno'],
  [16, 'dieciséis'],
  [21, 'veintiuno'],
  [35, 'treinta y cinco'],
  [100, 'cien'],
  [101, 'ciento uno'],
  [999, 'novecientos noventa y nueve'],
  [1000, 'mil'],
  [1001, 'mil uno'],
  [21000, 'veintiún mil'],
  [101000, 'ciento un mil'],
  [1_000_000, 'un millón'],
  [2_500_000, 'dos millones quinientos mil'],
  [21_000_000, 'veintiún millones'],
  [1_234_567, 'un millón doscientos treinta y cuatro mil quinientos sesenta y siete'],
  [1_000_000_000, 'mil millones'],
])('%d -> %s', (n, letras) => {
  expect(numeroEnLetras(n)).toBe(letras);
});

test('pesos en letras', () => {
  expect(pesosEnLetras(5_000_000)).toBe('cinco millones de pesos m/cte.');
  expect(pesosEnLetras(1500.5)).toBe('mil quinientos pesos con 50/100 m/cte.');
});
