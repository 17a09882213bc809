// Caché y cabeceras de lo que sirve nginx. Hashes por un año e inmutables;
// remotes.json, mf-manifest.json, remoteEntry.js e index.html revalidados (no-cache con ETag y 304);
// variantes precomprimidas .br y .gz; las cabeceras de seguridad de los estáticos, idénticas a las de la API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as pedir } from 'node:http';
import { join } from 'node:path';
import { ESTADO, METRICAS, PROCESOS, remotosPublicados, URL_PORTAL } from './comun.js';

/** Cabeceras de seguridad que pone la API (helmet y la CSP). */
const SEGURIDAD = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const seguridad = (r: Response) => Object.fromEntries(SEGURIDAD.map((n) => [n, r.headers.get(n)]));

test('las cabeceras de seguridad de los estáticos de nginx son las de la API, en cada clase de archivo', async () => {
  const api = await fetch(`${PROCESOS[0]}/api/health`);
  const deLaApi = seguridad(api);
  for (const n of SEGURIDAD) assert.ok(deLaApi[n], `la API no envía ${n}`);
  const entrada = (await remotosPublicados()).mfe_productos!;
  const carpeta = entrada.replace(/mf-manifest\.json$/, '');
  const conHash = readdirSync(join(ESTADO, 'web', carpeta)).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))!;
  for (const ruta of [
    '/',
    '/inicio',
    '/remotes.json',
    '/main.js',
    entrada,
    `${carpeta}remoteEntry.js`,
    `${carpeta}${conHash}`,
    '/no-existe.js',
  ]) {
    const r = await fetch(`${URL_PORTAL}${ruta}`);
    assert.deepEqual(seguridad(r), deLaApi, `cabeceras de ${ruta}`);
  }
  // Y las de la API a través de nginx, sin duplicar.
  const porNginx = await fetch(`${URL_PORTAL}/api/health`);
  assert.deepEqual(seguridad(porNginx), deLaApi);
  assert.doesNotMatch(porNginx.headers.get('x-frame-options') ?? '', /,/);
});

test('caché: hashes por un año; lista, manifiestos, contenedores e index.html revalidados con ETag (304)', async () => {
  const entrada = (await remotosPublicados()).mfe_productos!;
  const carpeta = entrada.replace(/mf-manifest\.json$/, '');
  const conHash = readdirSync(join(ESTADO, 'web', carpeta)).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))!;
  const inmutable = await fetch(`${URL_PORTAL}${carpeta}${conHash}`);
  assert.equal(inmutable.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  for (const ruta of ['/remotes.json', entrada, `${carpeta}remoteEntry.js`, '/', '/index.html', '/ahorro']) {
    const r = await fetch(`${URL_PORTAL}${ruta}`);
    assert.equal(r.status, 200, ruta);
    assert.equal(r.headers.get('cache-control'), 'no-cache', ruta);
    const etag = r.headers.get('etag');
    assert.ok(etag, `${ruta} sin ETag`);
    const otra = await fetch(`${URL_PORTAL}${ruta}`, { headers: { 'if-none-match': etag } });
    assert.equal(otra.status, 304, `${ruta} no revalida`);
  }
  // Un archivo que no existe: 404 en español; una ruta de la aplicación: index.html.
  const falta = await fetch(`${URL_PORTAL}${carpeta}no-existe.js`);
  const cuerpo: unknown = await falta.json();
  assert.deepEqual({ s: falta.status, b: cuerpo }, { s: 404, b: { error: 'Recurso no encontrado' } });
  const indice = readFileSync(join(ESTADO, 'web', 'index.html'), 'utf8');
  assert.equal(await (await fetch(`${URL_PORTAL}/solicitudes-credito/user`)).text(), indice);
  // El manual del administrador nunca es un estático.
  assert.equal((await fetch(`${URL_PORTAL}/manuales/manual-administrador.pdf`)).status, 404);
});

test('nginx sirve las variantes precomprimidas (.br y .gz) que trae la compilación', async () => {
  const entrada = (await remotosPublicados()).mfe_productos!;
  const rel = entrada.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  const archivo = join(ESTADO, 'web', rel);
  const original = readFileSync(archivo);
  // Las deja la compilación (compression-webpack-plugin: brotli 11 y gzip 9 junto a cada archivo).
  assert.ok(existsSync(`${archivo}.br`) && existsSync(`${archivo}.gz`), 'la compilación trae .br y .gz');
  const br = await fetch(`${URL_PORTAL}${rel}`, { headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  const cuerpoBr = Buffer.from(await br.arrayBuffer());
  assert.equal(cuerpoBr.equals(original), true, 'fetch descomprime brotli');
  const gz = await fetch(`${URL_PORTAL}${rel}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');
  assert.equal(gz.headers.get('cache-control'), 'no-cache');
  assert.match(gz.headers.get('vary') ?? '', /Accept-Encoding/);
  // Lo enviado es el archivo precomprimido (brotli 11 de la compilación, no uno hecho al vuelo).
  const crudo = await new Promise<Buffer>((ok, mal) => {
    const url = new URL(`${URL_PORTAL}${rel}`);
    pedir({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': 'br' } }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (d: Buffer) => partes.push(d));
      res.on('end', () => ok(Buffer.concat(partes)));
    })
      .on('error', mal)
      .end();
  });
  assert.equal(crudo.equals(readFileSync(`${archivo}.br`)), true, 'los bytes del .br de la compilación');
});

test('las métricas de cada proceso están en su puerto y no se publican por nginx', async () => {
  for (const url of METRICAS) {
    const r = await fetch(url);
    assert.equal(r.status, 200, url);
    assert.match(await r.text(), /fondo_http_peticiones_total/);
  }
  assert.equal((await fetch(`${URL_PORTAL}/metrics`)).headers.get('content-type')?.includes('text/plain'), false);
});
