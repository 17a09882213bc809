import { CLASE_CARGANDO } from '@fondo/ui';
import { cuandoQuieto, ESPERA_MAXIMA_MS, QUIETO_MS } from './cuando-quieto';

// jsdom: la página ya cargó y no hay requestIdleCallback (se usa un setTimeout de 200 ms).
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

function ponerCargando(): HTMLElement {
  const el = document.createElement('div');
  el.className = CLASE_CARGANDO;
  document.body.append(el);
  return el;
}

test('sin nada cargando, llama tras QUIETO_MS y el respiro del navegador', () => {
  const f = jest.fn();
  cuandoQuieto(f);
  jest.advanceTimersByTime(QUIETO_MS - 1);
  expect(f).not.toHaveBeenCalled();
  jest.advanceTimersByTime(201);
  expect(f).toHaveBeenCalledTimes(1);
});

test('mientras la página muestra un Cargando (su remoto o su página aún no llega), espera', () => {
  const f = jest.fn();
  const cargando = ponerCargando();
  cuandoQuieto(f);
  jest.advanceTimersByTime(5000);
  expect(f).not.toHaveBeenCalled();
  cargando.remove();
  jest.advanceTimersByTime(QUIETO_MS + 200);
  expect(f).toHaveBeenCalledTimes(1);
});

test('una página que nunca deja de cargar no lo retiene más de ESPERA_MAXIMA_MS', () => {
  const f = jest.fn();
  ponerCargando();
  cuandoQuieto(f);
  jest.advanceTimersByTime(ESPERA_MAXIMA_MS - 1);
  expect(f).not.toHaveBeenCalled();
  jest.advanceTimersByTime(201);
  expect(f).toHaveBeenCalledTimes(1);
});

test('cancelado (la barra se desmontó), no llama', () => {
  const f = jest.fn();
  const cancelar = cuandoQuieto(f);
  jest.advanceTimersByTime(QUIETO_MS);
  cancelar();
  jest.advanceTimersByTime(ESPERA_MAXIMA_MS);
  expect(f).not.toHaveBeenCalled();
});
