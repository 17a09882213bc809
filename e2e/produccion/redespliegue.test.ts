// Redespliegues sin cortes. Una compilación nueva de un remoto se publica
// junto a la anterior y se cambia en remotes.json: quien tiene el portal abierto sigue trabajando y la
// siguiente navegación al remoto carga la nueva; volver atrás es publicar la anterior. Los procesos de la
// API se reinician uno por uno bajo carga sin una sola petición fallida, y uno muerto con -9 no pierde
// ninguna petición confirmada.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { abrirNavegador, capturar, iniciarSesion, nuevoContexto } from '../src/navegador.js';
import {
  autorizacion,
  cargaDurante,
  consultar,
  CUENTAS,
  desplegar,
  esperarQue,
  ESTADO,
  PROCESOS,
  remotosPublicados,
  sesion,
  URL_PORTAL,
  versionDeEntrada,
} from './comun.js';

let navegador: Browser;
before(async () => {
  navegador = await abrirNavegador();
});
after(async () => {
  await navegador.close();
});

/** Una compilación "nueva" de mfe-productos: la publicada con un texto cambiado (otro hash, otra versión). */
function compilacionNueva(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fondo-remoto-v2-'));
  cpSync(join(ESTADO, 'web', 'remotes', 'mfe-productos', version), dir, { recursive: true });
  const conTexto = readdirSync(dir).filter(
    (f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('Ahorro total'),
  );
  assert.ok(conTexto.length > 0, 'ningún archivo del remoto trae «Ahorro total»');
  for (const f of conTexto) {
    const nuevo = Buffer.from(readFileSync(join(dir, f), 'utf8').replaceAll('Ahorro total', 'Ahorro total (v2)'));
    writeFileSync(join(dir, f), nuevo);
    // Como los dejaría la compilación: nginx sirve estas variantes precomprimidas antes que el .js.
    if (existsSync(join(dir, `${f}.br`))) writeFileSync(join(dir, `${f}.br`), brotliCompressSync(nuevo));
    if (existsSync(join(dir, `${f}.gz`))) writeFileSync(join(dir, `${f}.gz`), gzipSync(nuevo));
  }
  return dir;
}

/** Navegar dentro de la aplicación (sin recargar la página): a otro remoto y de vuelta a Inicio. */
async function irAOtroRemotoYVolver(pagina: Page): Promise<void> {
  await pagina.getByRole('menuitem', { name: /Contáctenos/ }).click();
  await pagina.getByRole('heading', { name: 'Contáctenos' }).waitFor();
  await pagina.getByRole('menuitem', { name: /Inicio/ }).click();
  await pagina.waitForURL('**/inicio');
}

test('publicar otra versión de un remoto con el portal abierto, y volver a la anterior', async () => {
  const v1 = versionDeEntrada((await remotosPublicados()).mfe_productos!);
  const ctx = await nuevoContexto(navegador);
  const pagina = await ctx.newPage();
  const errores: string[] = [];
  pagina.on('pageerror', (e) => errores.push(e.message));
  await iniciarSesion(pagina, CUENTAS.afiliado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total', { exact: true }).waitFor();

  const dist = compilacionNueva(v1);
  try {
    const salida = await desplegar('publicar-remoto.sh', ['mfe-productos', dist]);
    const v2 = versionDeEntrada((await remotosPublicados()).mfe_productos!);
    assert.notEqual(v2, v1);
    assert.match(salida, new RegExp(`publicada la versión ${v2} \\(antes ${v1}`));

    // Quien ya estaba dentro del remoto sigue trabajando con la versión que cargó.
    await pagina.getByRole('link', { name: 'Ver más' }).first().click();
    await pagina.waitForURL('**/ahorro');
    await pagina.locator('.ant-card').first().waitFor();
    await pagina.goBack();
    await pagina.getByText('Ahorro total', { exact: true }).waitFor();

    // La siguiente navegación al remoto (sin recargar) trae la nueva: pasados los 5 s en que la primera
    // lectura de remotes.json (precargada con la página) sirve las entradas (shell/src/remotos/cargador.ts;
    // los 5 s cuentan desde que se evalúa la shell, con margen para una máquina cargada).
    await pagina.waitForFunction(() => performance.now() > 8000, undefined, { timeout: 20_000 });
    await irAOtroRemotoYVolver(pagina);
    await pagina.getByText('Ahorro total (v2)').waitFor();
    await capturar(pagina, 'produccion-remoto-v2');

    // Volver atrás: publicar la versión anterior.
    await desplegar('publicar-remoto.sh', ['mfe-productos', '--version', v1]);
    assert.equal(versionDeEntrada((await remotosPublicados()).mfe_productos!), v1);
    await irAOtroRemotoYVolver(pagina);
    await pagina.getByText('Ahorro total', { exact: true }).waitFor();
    assert.equal(await pagina.getByText('Ahorro total (v2)').count(), 0);
    const versiones = await desplegar('publicar-remoto.sh', ['mfe-productos', '--listar']);
    assert.match(versiones, new RegExp(`${v1} .*\\(publicada\\)`));
    assert.match(versiones, new RegExp(v2));
    assert.deepEqual(errores, []);
  } finally {
    rmSync(dist, { recursive: true, force: true });
    await ctx.close();
  }
});

/** Lecturas de un afiliado repartidas entre los cuatro recursos del benchmark. */
const LECTURAS = ['resumen', 'aportes', 'creditos', 'certificados'];

test('reiniciar los procesos de la API uno por uno bajo carga: ninguna petición falla', async () => {
  const token = await sesion(URL_PORTAL, CUENTAS.afiliado);
  const pids = PROCESOS.map((_, i) => readFileSync(join(ESTADO, `api-${i + 1}.pid`), 'utf8').trim());
  const reinicio = desplegar('local.sh', ['reiniciar-api']);
  const r = await cargaDurante(reinicio, 16, (i) =>
    i === 0
      ? fetch(`${URL_PORTAL}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: CUENTAS.afiliado.usuario, password: CUENTAS.afiliado.clave }),
        })
      : fetch(`${URL_PORTAL}/api/afiliados/me/${LECTURAS[i % LECTURAS.length]}`, { headers: autorizacion(token) }),
  );
  const nuevos = PROCESOS.map((_, i) => readFileSync(join(ESTADO, `api-${i + 1}.pid`), 'utf8').trim());
  assert.ok(
    nuevos.every((p, i) => p !== pids[i]),
    'los dos procesos se reiniciaron',
  );
  assert.ok(r.total > 100, `solo ${r.total} peticiones`);
  assert.deepEqual(r.fallas, [], `${r.fallas.length} de ${r.total} fallaron`);
});

test('un proceso muerto con -9 bajo carga: las lecturas siguen y ningún mensaje confirmado se pierde', async () => {
  const token = await sesion(URL_PORTAL, CUENTAS.afiliado);
  const pid = Number(readFileSync(join(ESTADO, 'api-1.pid'), 'utf8').trim());
  const sello = `kill9-${Date.now()}`;
  const confirmados: string[] = [];
  let n = 0;
  const muerte = (async () => {
    await new Promise((ok) => setTimeout(ok, 1500));
    process.kill(pid, 'SIGKILL');
    await new Promise((ok) => setTimeout(ok, 2500));
  })();
  const r = await cargaDurante(
    muerte,
    12,
    async (i) => {
      if (i < 2) {
        const asunto = `${sello} ${++n}`;
        const resp = await fetch(`${URL_PORTAL}/api/mensajes`, {
          method: 'POST',
          headers: { ...autorizacion(token), 'content-type': 'application/json' },
          body: JSON.stringify({ asunto, texto: '<p>Bajo carga</p>', adjuntos: [] }),
        });
        if (resp.ok) confirmados.push(asunto);
        return resp;
      }
      return fetch(`${URL_PORTAL}/api/afiliados/me/${LECTURAS[i % LECTURAS.length]}`, { headers: autorizacion(token) });
    },
    // Un POST que no se confirmó puede fallar (el cliente lo sabe y lo repite); una lectura, nunca.
    (resp) => resp.ok || (resp.url.endsWith('/api/mensajes') && resp.status >= 500),
  );
  assert.deepEqual(r.fallas, []);
  const guardados = await consultar<{ asunto: string }>('select asunto from mensaje where asunto like $1', [
    `${sello} %`,
  ]);
  const enBase = new Set(guardados.map((g) => g.asunto));
  assert.deepEqual(
    confirmados.filter((a) => !enBase.has(a)),
    [],
    'mensajes confirmados que no están en la base',
  );
  assert.ok(confirmados.length > 5, `solo ${confirmados.length} mensajes confirmados`);
  // El proceso vuelve con reiniciar-api (el muerto arranca de nuevo; el vivo se reinicia ordenadamente).
  await desplegar('local.sh', ['reiniciar-api']);
  await esperarQue(async () => (await fetch(`${PROCESOS[0]}/api/listo`)).ok, 30_000, 'el proceso 1 vuelve');
});
