// node --test: la precarga temprana de la shell tal como la lleva el index.html: compilada aparte
// (compilarPrecargaTemprana) y corrida en una página de mentira, sin nada más que el navegador.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import vm from 'node:vm';
import { compilarPrecargaTemprana } from './federacion.js';

const SHELL = path.resolve(import.meta.dirname, '..', '..', 'shell');
let codigo = '';
before(async () => {
  ({ codigo } = await compilarPrecargaTemprana({
    dir: SHELL,
    entrada: './src/precarga-temprana/entrada.ts',
    produccion: true,
  }));
});

const MANIFIESTO = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    fondoPaginas: { '/simulador': { js: ['931.a.js', 'pagina-simulador.b.js'], datos: ['tipos-credito'] } },
  },
  exposes: [{ path: './routes', assets: { js: { sync: ['931.a.js', '__federation_expose_routes.c.js'] } } }],
};

/** Corre el script en una página de mentira abierta en `ruta`; devuelve lo que pidió y lo que precargó. */
async function correr(ruta, respuestas, token = null) {
  const pedidas = [];
  const cabeceras = {};
  const enlaces = [];
  const sessionStorage = { getItem: (k) => (k === 'access_token' ? token : null) };
  const window = { location: { pathname: ruta, href: `https://fondo.example${ruta}` }, sessionStorage };
  const document = {
    head: {
      querySelectorAll: () => enlaces,
      appendChild: (l) => enlaces.push(l),
    },
    createElement: () => ({}),
  };
  const fetch = (url, opciones) => {
    pedidas.push(url);
    if (opciones?.headers) cabeceras[url] = opciones.headers;
    const cuerpo = respuestas[new URL(url, window.location.href).pathname];
    return cuerpo === undefined
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(JSON.stringify(cuerpo), { status: 200 }));
  };
  vm.runInNewContext(codigo, { window, document, fetch, URL });
  await new Promise((ok) => setTimeout(ok, 50));
  return {
    pedidas,
    cabeceras,
    precargados: enlaces.map((l) => `${l.rel} ${l.as} ${l.href}`),
    temprana: window[Symbol.for('fondo.precarga-temprana')],
  };
}

test('un script suelto y pequeño: sin runtime de webpack ni imports', () => {
  assert.doesNotMatch(codigo, /__webpack_require__|import\(|\bimport\s/);
  assert.ok(codigo.length < 4096, `la precarga temprana pesa ${codigo.length} bytes`);
});

test('en la ruta de un remoto, pide remotes.json y su manifiesto y precarga sus .js; lo deja para la shell', async () => {
  const r = await correr('/simulador', {
    '/remotes.json': { mfe_solicitudes: '/remotes/mfe-solicitudes/v1/mf-manifest.json' },
    '/remotes/mfe-solicitudes/v1/mf-manifest.json': MANIFIESTO,
  });
  assert.deepEqual(r.pedidas, ['/remotes.json', 'https://fondo.example/remotes/mfe-solicitudes/v1/mf-manifest.json']);
  assert.deepEqual(r.precargados, [
    'preload script https://fondo.example/remotes/mfe-solicitudes/v1/remoteEntry.js',
    'preload script https://fondo.example/remotes/mfe-solicitudes/v1/931.a.js',
    'preload script https://fondo.example/remotes/mfe-solicitudes/v1/__federation_expose_routes.c.js',
    'preload script https://fondo.example/remotes/mfe-solicitudes/v1/pagina-simulador.b.js',
  ]);
  // la shell toma las mismas respuestas (se leen con clone: siguen sin consumir)
  assert.deepEqual(await (await r.temprana.lista).json(), {
    mfe_solicitudes: '/remotes/mfe-solicitudes/v1/mf-manifest.json',
  });
  const m = await r.temprana.manifiesto;
  assert.equal(m.url, 'https://fondo.example/remotes/mfe-solicitudes/v1/mf-manifest.json');
  assert.deepEqual(await (await m.respuesta).json(), MANIFIESTO);
});

test('una ruta con parámetro opcional también; una de la shell no pide nada; un fallo de red no lanza', async () => {
  const conId = await correr('/solicitud-credito/5', { '/remotes.json': {} });
  assert.deepEqual(conId.pedidas, ['/remotes.json']);
  const shell = await correr('/login', {});
  assert.deepEqual(shell.pedidas, []);
  assert.equal(shell.temprana, undefined);
  const caida = await correr('/inicio', {});
  assert.deepEqual(caida.pedidas, ['/remotes.json']);
  assert.deepEqual(caida.precargados, []);
});

test('con sesión, en una ruta sin parámetros, pide los datos de la página antes que nada y los deja para la shell', async () => {
  const respuestas = {
    '/remotes.json': { mfe_solicitudes: '/remotes/mfe-solicitudes/v1/mf-manifest.json' },
    '/remotes/mfe-solicitudes/v1/mf-manifest.json': MANIFIESTO,
    '/api/tipos-credito': [{ id: 1 }],
  };
  const r = await correr('/simulador', respuestas, 'tok-1');
  const url = 'https://fondo.example/api/tipos-credito';
  // los datos salen primero: detrás de los .js llegaban después del último chunk
  assert.equal(r.pedidas[0], url);
  assert.deepEqual({ ...r.cabeceras[url] }, { Authorization: 'bearer tok-1' });
  assert.deepEqual(Object.keys(r.temprana.datos), [url]);
  const dato = r.temprana.datos[url];
  assert.equal(dato.token, 'tok-1');
  assert.equal(typeof dato.pedida, 'number');
  assert.deepEqual(await (await dato.respuesta).json(), [{ id: 1 }]);
  // sin sesión, o con un parámetro en la ruta (cuyos datos son otros), no se piden datos
  assert.deepEqual(Object.keys((await correr('/simulador', respuestas)).temprana.datos), []);
  const conId = await correr('/actualizacion/5', { '/remotes.json': {} }, 'tok-1');
  assert.deepEqual(conId.pedidas, ['/remotes.json']);
  const sinId = await correr('/actualizacion', { '/remotes.json': {} }, 'tok-1');
  assert.deepEqual(sinId.pedidas, ['https://fondo.example/api/afiliados/me', '/remotes.json']);
  // un fallo de red en los datos no lanza (la página pide de nuevo)
  const caida = await correr('/simulador', { '/remotes.json': {} }, 'tok-1');
  await assert.rejects(caida.temprana.datos[url].respuesta, TypeError);
});
