// El arranque de la shell espera a que la precarga pida lo del remoto, con un tope.
let terminarPrecarga: () => void = () => undefined;
const arrancada = jest.fn();
const pedidas: string[] = [];

jest.mock('./remotos/precarga', () => ({
  precargarRuta: jest.fn(
    () =>
      new Promise<void>((listo) => {
        terminarPrecarga = listo;
      }),
  ),
}));
jest.mock('./bootstrap', () => {
  arrancada();
  return {};
});
jest.mock('./app/proveedor-antd', () => {
  pedidas.push('antd de la shell');
  return {};
});
jest.mock('./login/pagina-login', () => {
  pedidas.push('página de login');
  return {};
});

/** Deja correr las promesas pendientes (la importación dinámica incluida). */
const vaciar = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.resetModules();
  arrancada.mockClear();
  pedidas.length = 0;
  window.history.pushState({}, '', '/inicio');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('la shell arranca cuando la precarga pidió lo del remoto, no antes', async () => {
  await import('./index');
  await vaciar();
  expect(arrancada).not.toHaveBeenCalled();
  terminarPrecarga();
  await vaciar();
  expect(arrancada).toHaveBeenCalledTimes(1);
});

test('si la precarga tarda, la shell arranca igual a los 1,5 s', async () => {
  await import('./index');
  jest.advanceTimersByTime(1499);
  await vaciar();
  expect(arrancada).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await vaciar();
  expect(arrancada).toHaveBeenCalledTimes(1);
});

test('en /login se piden ya su página y el antd de la shell (el marco no los trae)', async () => {
  window.history.pushState({}, '', '/login');
  await import('./index');
  await vaciar();
  expect(pedidas.sort()).toEqual(['antd de la shell', 'página de login']);
});

test('en la ruta de un remoto, ni la página de login ni el antd de la shell', async () => {
  await import('./index');
  await vaciar();
  expect(pedidas).toEqual([]);
});
