// El CSS de antd calculado al construir entra al principio del <head>, en orden, una vez por hoja.
import { inyectarEstiloAntd } from './inyectar';

const hojas = () =>
  [...document.head.querySelectorAll('style')].map((s) => s.getAttribute('data-fondo-antd') ?? s.textContent);

beforeEach(() => {
  document.head.innerHTML = '<style>.propio{color:red}</style>';
});

test('las hojas van antes del CSS propio de la app, en el orden en que llegan', () => {
  inyectarEstiloAntd('1-Button-Button', '.ant-btn{}');
  inyectarEstiloAntd('1-Input-Shared', '.ant-input{}');
  expect(hojas()).toEqual(['1-Button-Button', '1-Input-Shared', '.propio{color:red}']);
  expect(document.head.querySelector('style[data-fondo-antd="1-Input-Shared"]')?.textContent).toBe('.ant-input{}');
});

test('una hoja que ya está (la puso la shell u otro remoto) no se repite', () => {
  inyectarEstiloAntd('1-Card-Card', '.ant-card{}');
  inyectarEstiloAntd('1-Card-Card', '.ant-card{}');
  // la puso otra copia de este módulo (otra app): está en la página aunque este módulo no la haya visto
  const ajena = document.createElement('style');
  ajena.setAttribute('data-fondo-antd', '1-Tag-Tag');
  document.head.prepend(ajena);
  inyectarEstiloAntd('1-Tag-Tag', '.ant-tag{}');
  expect(document.head.querySelectorAll('style[data-fondo-antd="1-Card-Card"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('style[data-fondo-antd="1-Tag-Tag"]')).toHaveLength(1);
});
