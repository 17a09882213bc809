import { MENSAJE_CLAVE, claveValida } from './clave';

test('texto de la regla (SPEC 5)', () => {
  expect(MENSAJE_CLAVE).toBe('La clave debe tener al menos 8 caracteres, incluyendo números y letras');
});

test.each([
  ['abcd1234', true],
  ['Clave2026', true],
  ['ñandú2026', true],
  ['abc123', false], // corta
  ['abcdefgh', false], // sin dígitos
  ['12345678', false], // sin letras
  ['abcd 1234', false], // espacio
  ['abcd-1234', false], // símbolo
  ['', false],
])('claveValida(%p) = %p', (clave, esperado) => {
  expect(claveValida(clave)).toBe(esperado);
});
