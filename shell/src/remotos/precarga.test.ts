// Al abrir una ruta de un remoto, la shell pide juntos su manifiesto, su remoteEntry, el
// módulo './routes', los .js de la página y sus datos; la página recibe esos datos una vez, con el mismo token.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { precargaTemprana } from '../precarga-temprana/precarga-temprana';
import { olvidarPrecargaTemprana } from '../precarga-temprana/protocolo';
import { reiniciarCargador } from './cargador';
import { precargarRuta, tomarPrecarga } from './precarga';

/** El plugin de la precarga que Module Federation recibe (se registra una sola vez). */
interface PluginPrecarga {
  fetch: (u: string) => Promise<Response> | undefined;
}
const plugins: PluginPrecarga[] = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn((p: PluginPrecarga[]) => plugins.push(...p)),
}));

const MANIFIESTO = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    fondoPaginas: {
      '/inicio': { js: ['486.abc.js', 'pagina-inicio.def.js'], datos: ['afiliados/me/resumen'] },
      '/ahorro': { js: ['pagina-ahorro.123.js'], datos: ['afiliados/me/aportes'] },
    },
  },
  exposes: [{ path: './routes', assets: { js: { sync: ['612.aaa.js', '__federation_expose_routes.bbb.js'] } } }],
};

let pedidas: string[] = [];

beforeEach(() => {
  pedidas = [];
  reiniciarCargador();
  olvidarPrecargaTemprana();
  document.head.innerHTML = '';
  sessionStorage.clear();
  globalThis.fetch = jest.fn((entrada: RequestInfo | URL) => {
    const url = String(entrada instanceof Request ? entrada.url : entrada);
    pedidas.push(new URL(url, window.location.href).pathname);
    const cuerpo = url.endsWith('remotes.json')
      ? { mfe_productos: '/remotes/mfe-productos/mf-manifest.json' }
      : url.endsWith('mf-manifest.json')
        ? MANIFIESTO
        : { aportes: 10 };
    return Promise.resolve(
      new Response(JSON.stringify(cuerpo), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  }) as typeof fetch;
});

const precargados = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => new URL(l.href).pathname);

/** Lo que /inicio precarga de su remoto: remoteEntry, ./routes y los .js de la página, en ese orden. */
const PRECARGADOS_INICIO = [
  '/remotes/mfe-productos/remoteEntry.js',
  '/remotes/mfe-productos/612.aaa.js',
  '/remotes/mfe-productos/__federation_expose_routes.bbb.js',
  '/remotes/mfe-productos/486.abc.js',
  '/remotes/mfe-productos/pagina-inicio.def.js',
];

test('una ruta de un remoto: manifiesto, remoteEntry, ./routes y los .js de su página; sus datos con el token', async () => {
  sessionStorage.setItem('access_token', 'tok-1');
  sessionStorage.setItem('usuario', JSON.stringify({ foto: 43 }));
  await precargarRuta('/inicio');
  expect(precargados()).toEqual(PRECARGADOS_INICIO);
  expect(pedidas).toEqual(
    expect.arrayContaining(['/remotes.json', '/remotes/mfe-productos/mf-manifest.json', '/api/afiliados/me/resumen']),
  );
  // la foto de la barra llega con el menú de usuario, después de la página
  expect(pedidas).not.toContain('/api/archivos/43');
  const datos = jest
    .mocked(globalThis.fetch)
    .mock.calls.find(([u]) => (u instanceof Request ? u.url : String(u)).endsWith('/api/afiliados/me/resumen'));
  expect((datos![1]!.headers as Record<string, string>).Authorization).toBe('bearer tok-1');

  // la página recibe la respuesta una vez, y solo con el mismo token
  const url = new URL('/api/afiliados/me/resumen', window.location.href).href;
  expect(tomarPrecarga(url, 'otro-token')).toBeUndefined();
  await precargarRuta('/inicio');
  const r = tomarPrecarga(url, 'tok-1');
  await expect(r!.then((x) => x.json())).resolves.toEqual({ aportes: 10 });
  expect(tomarPrecarga(url, 'tok-1')).toBeUndefined();

  // Module Federation toma el manifiesto ya pedido (hook fetch) en vez de pedirlo otra vez
  expect(registerPlugins).toHaveBeenCalledTimes(1);
  const manifiesto = plugins[0]!.fetch('/remotes/mfe-productos/mf-manifest.json');
  await expect(manifiesto!.then((x) => x.json())).resolves.toMatchObject({ exposes: MANIFIESTO.exposes });
});

test('sin sesión no pide datos; una ruta de la shell o desconocida no precarga nada', async () => {
  await precargarRuta('/ahorro');
  expect(precargados()).toContain('/remotes/mfe-productos/pagina-ahorro.123.js');
  expect(pedidas.some((p) => p.startsWith('/api/'))).toBe(false);
  document.head.innerHTML = '';
  pedidas = [];
  await precargarRuta('/login');
  await precargarRuta('/no-existe');
  expect(precargados()).toEqual([]);
  expect(pedidas).toEqual([]);
});

test('tras la precarga temprana del index.html: remotes.json y el manifiesto no se piden otra vez, ni sus .js', async () => {
  window.history.pushState({}, '', '/inicio');
  try {
    precargaTemprana({
      mfe_productos: [
        { patron: '/inicio', datos: [] },
        { patron: '/ahorro', datos: [] },
      ],
    });
    // la precarga temprana ya dejó los .js de la página antes de que corra la de main.js
    await waitFor(() => expect(precargados()).toContain('/remotes/mfe-productos/pagina-inicio.def.js'));
    await precargarRuta('/inicio');
    expect(pedidas.filter((p) => p === '/remotes.json')).toHaveLength(1);
    expect(pedidas.filter((p) => p.endsWith('mf-manifest.json'))).toHaveLength(1);
    expect(precargados()).toEqual(PRECARGADOS_INICIO);
    // Module Federation recibe el manifiesto de la precarga temprana
    const manifiesto = plugins[0]!.fetch('/remotes/mfe-productos/mf-manifest.json');
    await expect(manifiesto!.then((x) => x.json())).resolves.toMatchObject({ exposes: MANIFIESTO.exposes });
    expect(pedidas.filter((p) => p.endsWith('mf-manifest.json'))).toHaveLength(1);
  } finally {
    window.history.pushState({}, '', '/');
  }
});

test('los datos que la precarga temprana ya pidió: no se piden otra vez y la página los recibe una vez', async () => {
  window.history.pushState({}, '', '/inicio');
  sessionStorage.setItem('access_token', 'tok-1');
  try {
    precargaTemprana({ mfe_productos: [{ patron: '/inicio', datos: ['afiliados/me/resumen'] }] });
    // los datos salen antes que remotes.json
    expect(pedidas[0]).toBe('/api/afiliados/me/resumen');
    await precargarRuta('/inicio');
    expect(pedidas.filter((p) => p === '/api/afiliados/me/resumen')).toHaveLength(1);
    const url = new URL('/api/afiliados/me/resumen', window.location.href).href;
    expect(tomarPrecarga(url, 'otro-token')).toBeUndefined();
    await precargarRuta('/inicio');
    expect(pedidas.filter((p) => p === '/api/afiliados/me/resumen')).toHaveLength(2);
    const r = tomarPrecarga(url, 'tok-1');
    await expect(r!.then((x) => x.json())).resolves.toEqual({ aportes: 10 });
    expect(tomarPrecarga(url, 'tok-1')).toBeUndefined();
  } finally {
    window.history.pushState({}, '', '/');
  }
});
