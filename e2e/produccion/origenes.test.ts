// La variante de producción con cada remoto en su propio puerto (otro origen). El portal carga sus
// remotos de otros orígenes con CORS solo donde hace falta (el manifiesto, que se pide con fetch), la CSP
// de nginx y de la API nombra esos orígenes, y un origen ajeno no recibe permiso CORS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { abrirNavegador, capturar, iniciarSesion, nuevoContexto } from '../src/navegador.js';
import { CUENTAS, desplegar, entornoLocal, PROCESOS, PUERTO, remotosPublicados, URL_PORTAL } from './comun.js';

let navegador: Browser;
before(async () => {
  navegador = await abrirNavegador();
  await desplegar('local.sh', ['down']);
  await desplegar('local.sh', ['up'], entornoLocal({ REMOTOS_ORIGEN_PROPIO: '1' }));
});
after(async () => {
  await navegador.close();
});

/** Puerto del primer remoto en su propio origen (deploy/local.sh: después de las métricas). */
const PUERTO_REMOTOS = PUERTO + 5;

test('remotes.json apunta a otro origen por remoto; CORS solo en el manifiesto y solo para el portal', async () => {
  const lista = await remotosPublicados();
  const entradas = Object.values(lista);
  assert.equal(entradas.length, 5);
  entradas.forEach((u, i) =>
    assert.match(u, new RegExp(`^http://127\\.0\\.0\\.1:${PUERTO_REMOTOS + i}/[0-9a-f]{12}/mf-manifest\\.json$`)),
  );
  const manifiesto = lista.mfe_productos!;
  const delPortal = await fetch(manifiesto, { headers: { origin: URL_PORTAL } });
  assert.equal(delPortal.headers.get('access-control-allow-origin'), URL_PORTAL);
  assert.match(delPortal.headers.get('vary') ?? '', /Origin/);
  const ajeno = await fetch(manifiesto, { headers: { origin: 'http://malicioso.example' } });
  assert.equal(ajeno.headers.get('access-control-allow-origin'), null);
  const contenedor = await fetch(manifiesto.replace('mf-manifest.json', 'remoteEntry.js'), {
    headers: { origin: URL_PORTAL },
  });
  assert.equal(contenedor.status, 200);
  assert.equal(
    contenedor.headers.get('access-control-allow-origin'),
    null,
    'remoteEntry.js se carga con <script>, sin CORS',
  );
  assert.equal(contenedor.headers.get('cross-origin-resource-policy'), 'cross-origin');
  // La CSP del portal (nginx) nombra los orígenes de los remotos y es la misma que da la API.
  const csp = (await fetch(`${URL_PORTAL}/`)).headers.get('content-security-policy') ?? '';
  for (let i = 0; i < 5; i++)
    assert.match(csp, new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${PUERTO_REMOTOS + i}`));
  assert.equal((await fetch(`${PROCESOS[0]}/api/health`)).headers.get('content-security-policy'), csp);
});

test('en Chromium el portal carga cada remoto desde su origen y funciona', async () => {
  const ctx = await nuevoContexto(navegador);
  const pagina = await ctx.newPage();
  const errores: string[] = [];
  const origenes = new Set<string>();
  pagina.on('console', (m) => m.type() === 'error' && errores.push(m.text()));
  pagina.on('pageerror', (e) => errores.push(e.message));
  pagina.on('response', (r) => origenes.add(new URL(r.url()).origin));
  await iniciarSesion(pagina, CUENTAS.afiliado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total', { exact: true }).waitFor();
  await pagina.getByRole('menuitem', { name: /Contáctenos/ }).click();
  await pagina.getByRole('heading', { name: 'Contáctenos' }).waitFor();
  await capturar(pagina, 'produccion-remotos-otro-origen');
  assert.ok(origenes.has(`http://127.0.0.1:${PUERTO_REMOTOS}`), [...origenes].join(', '));
  assert.ok(origenes.has(`http://127.0.0.1:${PUERTO_REMOTOS + 3}`));
  assert.deepEqual(errores, []);
  await ctx.close();
});
