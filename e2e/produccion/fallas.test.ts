// Fallas en producción: PostgreSQL reiniciado bajo carga (un cluster desechable propio, no el de la máquina):
// la API responde 503 en español mientras no está y vuelve sola a los pocos segundos, sin reiniciarse.
// Los archivos de un remoto que faltan: el aviso en español con 'Reintentar', y el resto del portal sigue.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { abrirNavegador, capturar, iniciarSesion, nuevoContexto } from '../src/navegador.js';
import {
  autorizacion,
  cargaDurante,
  CUENTAS,
  esperarQue,
  ESTADO,
  PUERTO,
  RAIZ,
  remotosPublicados,
  sesion,
} from './comun.js';

let navegador: Browser;
before(async () => {
  navegador = await abrirNavegador();
});
after(async () => {
  await navegador.close();
});

const PUERTO_PG = PUERTO + 11;
const PUERTO_API = PUERTO + 12;

/** Binarios del PostgreSQL de Debian (initdb, pg_ctl). */
function binPg(): string {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base).sort().at(-1);
  if (!version) throw new Error('No se encontró PostgreSQL en /usr/lib/postgresql');
  return join(base, version, 'bin');
}

/** Como root, PostgreSQL corre con el usuario postgres (initdb se niega a correr como root). */
function comoPostgres(programa: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  return execFileSync(root ? 'runuser' : programa, root ? ['-u', 'postgres', '--', programa, ...args] : args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

test('PostgreSQL reiniciado bajo carga: 503 en español mientras falta y la API vuelve sola', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fondo-pg-desechable-'));
  const datos = join(dir, 'datos');
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const pgCtl = join(binPg(), 'pg_ctl');
  const opciones = `-p ${PUERTO_PG} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let api: ChildProcess | null = null;
  try {
    comoPostgres(join(binPg(), 'initdb'), ['-D', datos, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    comoPostgres(pgCtl, ['-D', datos, '-o', opciones, '-l', join(dir, 'pg.log'), '-w', 'start']);
    execFileSync(join(binPg(), 'createdb'), ['-h', '127.0.0.1', '-p', String(PUERTO_PG), '-U', 'postgres', 'fondo']);
    const dataDir = mkdtempSync(join(tmpdir(), 'fondo-api-fallas-'));
    api = spawn(process.execPath, ['api/dist/server.js'], {
      cwd: RAIZ,
      env: {
        ...process.env,
        PORT: String(PUERTO_API),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${PUERTO_PG}/fondo`,
        DEMO_DATA: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'fatal',
        REQUIERE_2FA: '0',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${PUERTO_API}`;
    await esperarQue(async () => (await fetch(`${base}/api/listo`)).ok, 120_000, 'la API arranca');
    const token = await sesion(base, CUENTAS.afiliado);
    const lecturas = ['resumen', 'aportes', 'creditos', 'certificados'];

    const estados = new Map<number, number>();
    const mensajes = new Set<string>();
    let caidaHasta = 0;
    let primera200 = 0;
    const caida = (async () => {
      await new Promise((ok) => setTimeout(ok, 1000));
      comoPostgres(pgCtl, ['-D', datos, '-m', 'fast', '-w', 'stop']);
      const listo = await fetch(`${base}/api/listo`);
      assert.equal(listo.status, 503);
      await new Promise((ok) => setTimeout(ok, 3000));
      comoPostgres(pgCtl, ['-D', datos, '-o', opciones, '-l', join(dir, 'pg.log'), '-w', 'start']);
      caidaHasta = Date.now();
      await esperarQue(async () => (await fetch(`${base}/api/listo`)).ok, 15_000, 'la API vuelve a estar lista');
      await new Promise((ok) => setTimeout(ok, 1000));
    })();
    const r = await cargaDurante(
      caida,
      8,
      async (i) => {
        const resp = await fetch(`${base}/api/afiliados/me/${lecturas[i % lecturas.length]}`, {
          headers: autorizacion(token),
        });
        estados.set(resp.status, (estados.get(resp.status) ?? 0) + 1);
        if (resp.status === 503) mensajes.add(((await resp.clone().json()) as { error: string }).error);
        if (resp.ok && caidaHasta && !primera200) primera200 = Date.now();
        return resp;
      },
      (resp) => resp.ok || resp.status === 503,
    );
    assert.deepEqual(r.fallas, [], `estados: ${JSON.stringify([...estados])}`);
    assert.ok((estados.get(503) ?? 0) > 0, 'hubo respuestas 503 mientras PostgreSQL no estaba');
    assert.deepEqual(
      [...mensajes],
      ['La base de datos no está disponible en este momento. Intente de nuevo en unos segundos.'],
    );
    assert.ok(primera200 - caidaHasta < 10_000, `volvió ${primera200 - caidaHasta} ms después`);
    assert.equal(api.exitCode, null, 'la API no se reinició');
    rmSync(dataDir, { recursive: true, force: true });
  } finally {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((ok) => api!.once('exit', ok));
    try {
      comoPostgres(pgCtl, ['-D', datos, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* ya detenido */
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

test('los archivos de un remoto no están: aviso en español con Reintentar, el resto del portal sigue', async () => {
  const lista = await remotosPublicados();
  const carpeta = join(ESTADO, 'web', lista.mfe_mensajes!.replace(/\/mf-manifest\.json$/, ''));
  const apartada = `${carpeta}-apartada`;
  const ctx = await nuevoContexto(navegador);
  const pagina = await ctx.newPage();
  try {
    await iniciarSesion(pagina, CUENTAS.afiliado);
    await pagina.waitForURL('**/inicio');
    renameSync(carpeta, apartada);
    await pagina.getByRole('menuitem', { name: /Contáctenos/ }).click();
    await pagina.getByText('No se pudo cargar este módulo').waitFor();
    await pagina.getByText(/El módulo de Mensajes no está disponible/).waitFor();
    await capturar(pagina, 'produccion-remoto-sin-archivos');
    // El resto del portal sigue.
    await pagina.getByRole('menuitem', { name: /Inicio/ }).click();
    await pagina.getByText('Ahorro total', { exact: true }).waitFor();
    await pagina.getByRole('menuitem', { name: /Contáctenos/ }).click();
    const reintentar = pagina.getByRole('button', { name: 'Reintentar' });
    await reintentar.waitFor();
    renameSync(apartada, carpeta);
    await reintentar.click();
    await pagina.getByRole('heading', { name: 'Contáctenos' }).waitFor();
  } finally {
    if (existsSync(apartada)) renameSync(apartada, carpeta);
    await ctx.close();
  }
});
