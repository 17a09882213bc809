import { MENSAJE_CLAVE, claveValida } from './clave';
import { CASOS_CLAVE } from './pruebas/casos-clave';

test('texto de la regla (SPEC 5)', () => {
  expect(MENSAJE_CLAVE).toBe('La clave debe tener al menos 8 caracteres, incluyendo números y letras');
});

test.each(CASOS_CLAVE)('claveValida(%p) = %p', (clave, esperado) => {
  expect(claveValida(clave)).toBe(esperado);
});
