import { cantidad } from './cantidad';

test('singular solo para 1; el número con separador de miles, como el dinero del portal', () => {
  expect(cantidad(1, 'afiliado', 'afiliados')).toBe('1 afiliado');
  expect(cantidad(0, 'afiliado', 'afiliados')).toBe('0 afiliados');
  expect(cantidad(2, 'correo', 'correos')).toBe('2 correos');
  expect(cantidad(1250, 'solicitud', 'solicitudes')).toBe('1,250 solicitudes');
});
