// Un vencimiento lleva a /logout una vez, con la ruta en que estaba la persona.
import type { NavigateFunction } from '@fondo/runtime';
import { irAlLogoutPorVencimiento, loginDeVuelta } from './vencimiento';

test('lleva a /logout diciendo desde dónde; otra llamada que vence ya en /logout no lo cambia', () => {
  const navigate = jest.fn() as unknown as NavigateFunction & jest.Mock;
  irAlLogoutPorVencimiento(navigate, '/ahorro?pagina=2');
  expect(navigate).toHaveBeenCalledWith('/logout', { state: { expirada: true, desde: '/ahorro?pagina=2' } });
  irAlLogoutPorVencimiento(navigate, '/logout');
  irAlLogoutPorVencimiento(navigate, '/logout?x=1');
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(loginDeVuelta('/ahorro?pagina=2')).toBe('/login?redirect=ahorro%3Fpagina%3D2');
});
