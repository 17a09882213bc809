// Más de 300 líneas: un solo recorrido del segundo factor con el mismo secreto y su API propia, en orden.
// Segundo factor de un superadmin en Chromium. Corre contra su propia API (E2E_PORT + 3, base
// demo nueva, REQUIERE_2FA apagado como `npm start`, VERIFICACION_RECIENTE_SEG=8) para no dejar con
// factor al superadmin demo que usan las demás pruebas. El superadmin inscribe el factor por elección
// (menú de usuario; QR y clave en texto a 390 px), sale, entra con clave + un código calculado con otpauth
// de la clave que mostró la pantalla (a 1280 y 390 px) y, pasada la verificación reciente, descarga los
// afiliados, los aportes de un corte y abre la aplicación como un afiliado: el diálogo 'Código de
// verificación' aparece, acepta un código de recuperación (el de la aplicación lo prueba el login) y la
// acción se repite sola. Entra con un código de recuperación, ve cuántos le quedan y genera nuevos. Un
// afiliado en /dos-factores lee que es de los administradores.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { arrancarApiPropia } from '../src/portal.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  esperarQuietud,
  infraccionesGraves,
  CUENTAS,
  URL_BASE,
  URL_COLEGIO,
  contextoDeAncho,
} from '../src/navegador.js';

const PUERTO = Number(new URL(URL_BASE).port) + 3;
const BASE = `http://127.0.0.1:${PUERTO}`;
const RECIENTE_SEG = 8;
const dataDir = mkdtempSync(join(tmpdir(), 'fondo-e2e-2fa-'));

let navegador: Browser;
let api: ChildProcess;

test.beforeAll(async () => {
  api = await arrancarApiPropia(PUERTO, dataDir, {
    REQUIERE_2FA: '0',
    VERIFICACION_RECIENTE_SEG: String(RECIENTE_SEG),
    SCHOOL_SITE_URL: URL_COLEGIO,
    PORTAL_URL: BASE,
  });
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador?.close();
  api.kill('SIGTERM');
  await new Promise((ok) => api.once('exit', ok));
  rmSync(dataDir, { recursive: true, force: true });
});

/** El secreto que mostró la pantalla de inscripción. */
let secreto = '';
/** Los códigos de recuperación que mostró la inscripción. */
let recuperacion: string[] = [];
/**
 * Último paso de 30 s usado: la API no acepta dos veces el mismo (ni uno anterior), así que después de los
 * dos primeros sale un código nuevo cada 30 s. Las acciones sensibles usan los códigos de recuperación
 * (la API los acepta igual, paso-reciente.test.ts prueba ahí el de la aplicación): sin esperar el paso.
 */
let ultimoPaso = 0;

/** Un código que la API todavía acepta: el paso actual o el siguiente, posterior al último usado. */
async function codigoNuevo(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secreto), algorithm: 'SHA1', digits: 6, period: 30 });
  for (;;) {
    const actual = Math.floor(Date.now() / 30_000);
    if (actual >= ultimoPaso) {
      ultimoPaso = Math.max(actual, ultimoPaso + 1);
      return totp.generate({ timestamp: ultimoPaso * 30_000 });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function sinInfracciones(pagina: Page, estado: string): Promise<void> {
  // el puntero queda sobre el botón recién pulsado: se mide el estado en reposo, no el de hover
  await pagina.mouse.move(1, (pagina.viewportSize()?.height ?? 800) - 1);
  await esperarQuietud(pagina);
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(graves, [], `${estado}: ${JSON.stringify(graves, null, 2)}`);
}

async function entrarConClave(pagina: Page): Promise<void> {
  await pagina.goto('/login');
  await pagina.getByLabel('Usuario').fill(CUENTAS.admin.usuario);
  await pagina.getByLabel('Clave').fill(CUENTAS.admin.clave);
  await pagina.getByRole('button', { name: 'Entrar' }).click();
}

test('inscripción por elección desde el menú de usuario (390 px): QR, clave en texto, 10 códigos', async () => {
  const c = await contextoDeAncho(navegador, 390, { tactil: false, base: BASE, acceptDownloads: true, espera: 20_000 });
  const pagina = await c.newPage();
  await entrarConClave(pagina);
  await pagina.waitForURL((u) => u.pathname === '/inicio');
  await pagina.getByRole('button', { name: /Menú de/ }).click();
  await pagina.getByRole('link', { name: 'Verificación en dos pasos' }).click();
  await pagina.waitForURL((u) => u.pathname === '/dos-factores');
  await pagina.getByRole('button', { name: 'Generar código QR' }).waitFor();
  await sinInfracciones(pagina, 'inscripción');
  await capturar(pagina, 'dos-factores-inicio-390');

  await pagina.getByRole('button', { name: 'Generar código QR' }).click();
  const qr = pagina.getByAltText('Código QR para la aplicación de autenticación');
  await qr.waitFor();
  assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
  secreto = (await pagina.locator('code.clave-totp').getAttribute('data-clave')) ?? '';
  assert.match(secreto, /^[A-Z2-7]{32}$/);
  // la clave también se lee en pantalla (en grupos de 4)
  assert.equal((await pagina.locator('code.clave-totp').textContent())?.replace(/\s/g, ''), secreto);
  await sinInfracciones(pagina, 'QR');
  await capturar(pagina, 'dos-factores-qr-390');

  await pagina.getByLabel('Código de verificación').fill(await codigoNuevo());
  await pagina.getByRole('button', { name: 'Activar' }).click();
  const lista = pagina.getByRole('list', { name: 'Códigos de recuperación' });
  await lista.waitFor();
  assert.equal(await lista.getByRole('listitem').count(), 10);
  recuperacion = (await lista.getByRole('listitem').allTextContents()).map((t) => t.trim());
  await sinInfracciones(pagina, 'códigos de recuperación');
  await capturar(pagina, 'dos-factores-codigos-390');
  await pagina.getByRole('button', { name: 'Ya los guardé, continuar' }).click();
  await pagina.waitForURL((u) => u.pathname === '/inicio');
  await pagina.goto('/logout');
  await pagina.waitForURL((u) => !u.pathname.startsWith('/logout'));
  await c.close();
});

/** Login con clave y código; devuelve el momento del código (empieza la verificación reciente). */
async function entrarConCodigo(pagina: Page, ancho: 390 | 1280, errarPrimero: boolean): Promise<number> {
  await entrarConClave(pagina);
  await pagina.getByRole('heading', { name: 'Código de verificación' }).waitFor();
  assert.equal(await pagina.evaluate(() => sessionStorage.getItem('access_token')), null);
  if (errarPrimero) {
    await pagina.getByLabel('Código de verificación').fill('000000');
    await pagina.getByRole('button', { name: 'Verificar' }).click();
    await pagina.getByText('Código de verificación incorrecto').waitFor();
  }
  await sinInfracciones(pagina, `paso del código ${ancho}`);
  await capturar(pagina, `login-codigo-${ancho}`);
  await pagina.getByLabel('Código de verificación').fill(await codigoNuevo());
  await pagina.getByRole('button', { name: 'Verificar' }).click();
  await pagina.waitForURL((u) => u.pathname === '/inicio');
  return Date.now();
}

/** Pasada la verificación reciente, descargar los afiliados pide el código y la descarga se repite sola. */
async function descargarConCodigo(pagina: Page, ancho: 390 | 1280, desde: number, codigo: string): Promise<void> {
  const espera = desde + (RECIENTE_SEG + 1) * 1000 - Date.now();
  if (espera > 0) await new Promise((r) => setTimeout(r, espera));
  await pagina.goto('/admin/afiliados');
  const descargar = pagina.getByRole('button', { name: /Descargar$/ });
  await descargar.waitFor();
  const descarga = pagina.waitForEvent('download', { timeout: 60_000 });
  await descargar.click();
  const dialogo = pagina.getByRole('dialog', { name: 'Código de verificación' });
  await dialogo.waitFor();
  await sinInfracciones(pagina, `diálogo de verificación ${ancho}`);
  // la lista de detrás es larga: la vista, no la página entera
  await pagina.screenshot({
    path: join(import.meta.dirname, '..', 'screenshots', `dos-factores-dialogo-${ancho}.png`),
  });
  await dialogo.getByLabel('Código de verificación').fill(codigo);
  await dialogo.getByRole('button', { name: 'Verificar' }).click();
  assert.equal((await descarga).suggestedFilename(), 'afiliados.xlsx');
  await dialogo.waitFor({ state: 'hidden' });
}

test('login con clave y código (1280 px), la pantalla de la verificación activa y una acción sensible', async () => {
  assert.ok(secreto, 'la inscripción no dejó el secreto');
  const c = await contextoDeAncho(navegador, 1280, {
    tactil: false,
    base: BASE,
    acceptDownloads: true,
    espera: 20_000,
  });
  const pagina = await c.newPage();
  const desde = await entrarConCodigo(pagina, 1280, true);
  await pagina.goto('/dos-factores');
  await pagina.getByText('La verificación en dos pasos está activa').waitFor();
  await sinInfracciones(pagina, 'verificación activa');
  await capturar(pagina, 'dos-factores-activa-1280');
  await descargarConCodigo(pagina, 1280, desde, recuperacion[6]!);
  await c.close();
});

test('login con código y acción sensible en un teléfono (390 px)', async () => {
  assert.ok(secreto, 'la inscripción no dejó el secreto');
  const c = await contextoDeAncho(navegador, 390, { tactil: false, base: BASE, acceptDownloads: true, espera: 20_000 });
  const pagina = await c.newPage();
  const desde = await entrarConCodigo(pagina, 390, false);
  await descargarConCodigo(pagina, 390, desde, recuperacion[2]!);
  await c.close();
});

/** Espera a que venza la verificación reciente que empezó en `desde`. */
async function vencerVerificacion(desde: number): Promise<void> {
  const espera = desde + (RECIENTE_SEG + 1) * 1000 - Date.now();
  if (espera > 0) await new Promise((r) => setTimeout(r, espera));
}

/** El diálogo 'Código de verificación' de una acción sensible: escribe el código y verifica. */
async function darCodigo(pagina: Page, codigo: string): Promise<void> {
  const dialogo = pagina.getByRole('dialog', { name: 'Código de verificación' });
  await dialogo.waitFor();
  await dialogo.getByLabel('Código de verificación').fill(codigo);
  await dialogo.getByRole('button', { name: 'Verificar' }).click();
  await dialogo.waitFor({ state: 'hidden' });
}

test('los aportes de un corte y abrir como afiliado también piden el código, y terminan solos (1280 px)', async () => {
  assert.ok(secreto, 'la inscripción no dejó el secreto');
  const c = await contextoDeAncho(navegador, 1280, {
    tactil: false,
    base: BASE,
    acceptDownloads: true,
    espera: 20_000,
  });
  const pagina = await c.newPage();
  let desde = await entrarConCodigo(pagina, 1280, false);

  await vencerVerificacion(desde);
  await pagina.goto('/admin/aportes');
  const descargar = pagina.getByRole('button', { name: /Descargar$/ });
  await descargar.waitFor();
  await pagina.waitForFunction(() => document.querySelector('.ant-table-tbody tr.ant-table-row') !== null);
  const descarga = pagina.waitForEvent('download', { timeout: 60_000 });
  await descargar.click();
  await darCodigo(pagina, recuperacion[3]!);
  desde = Date.now();
  const archivo = await descarga;
  assert.match(archivo.suggestedFilename(), /\.xlsx$/);
  assert.equal(
    readFileSync(await archivo.path())
      .subarray(0, 2)
      .toString('latin1'),
    'PK',
  );

  await vencerVerificacion(desde);
  await pagina.goto('/admin/afiliados');
  const buscar = pagina.getByRole('searchbox', { name: 'Buscar afiliado' });
  await buscar.fill(CUENTAS.actualizado.usuario);
  await buscar.press('Enter');
  const fila = pagina.locator('.ant-table-tbody tr.ant-table-row', { hasText: CUENTAS.actualizado.usuario });
  await fila.waitFor();
  const pestana = c.waitForEvent('page', { timeout: 60_000 });
  await fila.getByRole('button', { name: 'Abrir aplicación como el afiliado' }).click();
  // el diálogo sale en esta pestaña: ninguna pestaña en blanco se abrió antes del código
  await pagina.getByRole('dialog', { name: 'Código de verificación' }).waitFor();
  assert.equal(c.pages().length, 1);
  await capturar(pagina, 'dos-factores-abrir-como-1280');
  await darCodigo(pagina, recuperacion[4]!);
  const miembro = await pestana;
  await miembro.getByText(/Está viendo el portal como/).waitFor();
  await c.close();
});

test('entrar con un código de recuperación, ver cuántos quedan y generar nuevos (390 px)', async () => {
  assert.equal(recuperacion.length, 10, 'la inscripción no dejó los códigos de recuperación');
  const c = await contextoDeAncho(navegador, 390, { tactil: false, base: BASE, acceptDownloads: true, espera: 20_000 });
  const pagina = await c.newPage();
  await entrarConClave(pagina);
  await pagina.getByRole('heading', { name: 'Código de verificación' }).waitFor();
  await pagina.getByLabel('Código de verificación').fill(recuperacion[0]!);
  await pagina.getByRole('button', { name: 'Verificar' }).click();
  await pagina.waitForURL((u) => u.pathname === '/inicio');
  const desde = Date.now();

  await pagina.goto('/dos-factores');
  // usados: [6], [2], [3] y [4] en las acciones sensibles de antes, y [0] ahora
  await pagina.getByText('Le quedan 5 de 10 códigos de recuperación sin usar.').waitFor();
  await sinInfracciones(pagina, 'códigos que quedan');
  await capturar(pagina, 'dos-factores-cuantos-quedan-390');

  await vencerVerificacion(desde);
  await pagina.getByRole('button', { name: 'Generar códigos nuevos' }).click();
  await pagina.getByRole('dialog', { name: 'Generar códigos nuevos' }).getByRole('button', { name: 'Generar' }).click();
  await darCodigo(pagina, recuperacion[5]!);
  const lista = pagina.getByRole('list', { name: 'Códigos de recuperación' });
  await lista.waitFor();
  const nuevos = (await lista.getByRole('listitem').allTextContents()).map((t) => t.trim());
  assert.equal(nuevos.length, 10);
  assert.equal(
    nuevos.filter((n) => recuperacion.includes(n)).length,
    0,
    'los códigos nuevos repiten alguno de los anteriores',
  );
  await sinInfracciones(pagina, 'códigos nuevos');
  await capturar(pagina, 'dos-factores-codigos-nuevos-390');
  const descarga = pagina.waitForEvent('download');
  await pagina.getByRole('button', { name: /Descargar$/ }).click();
  const archivo = await descarga;
  assert.equal(archivo.suggestedFilename(), 'codigos-recuperacion.txt');
  const texto = readFileSync(await archivo.path(), 'utf8');
  for (const n of nuevos) assert.ok(texto.includes(n), `el archivo no tiene el código ${n}`);
  await pagina.getByRole('button', { name: 'Ya los guardé' }).click();
  await pagina.getByText('Le quedan 10 de 10 códigos de recuperación sin usar.').waitFor();
  await pagina.goto('/logout');
  await pagina.waitForURL((u) => !u.pathname.startsWith('/logout'));

  // Un código anterior que no se usó ya no abre sesión.
  await entrarConClave(pagina);
  await pagina.getByRole('heading', { name: 'Código de verificación' }).waitFor();
  await pagina.getByLabel('Código de verificación').fill(recuperacion[1]!);
  await pagina.getByRole('button', { name: 'Verificar' }).click();
  await pagina.getByText('Código de verificación incorrecto').waitFor();
  await c.close();
});

test('un afiliado en /dos-factores: es de los administradores y vuelve al inicio (390 y 1280 px)', async () => {
  for (const ancho of [390, 1280] as const) {
    const c = await contextoDeAncho(navegador, ancho, { tactil: false, base: BASE, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.goto('/login');
    await pagina.getByLabel('Usuario').fill(CUENTAS.actualizado.usuario);
    await pagina.getByLabel('Clave').fill(CUENTAS.actualizado.clave);
    await pagina.getByRole('button', { name: 'Entrar' }).click();
    await pagina.waitForURL((u) => u.pathname === '/inicio');
    await pagina.goto('/dos-factores');
    await pagina.getByText(/La verificación en dos pasos es para los administradores del fondo/).waitFor();
    assert.equal(await pagina.getByRole('button', { name: 'Generar código QR' }).count(), 0);
    await sinInfracciones(pagina, `afiliado en /dos-factores ${ancho}`);
    await capturar(pagina, `dos-factores-afiliado-${ancho}`);
    await pagina.getByRole('button', { name: 'Volver al inicio' }).click();
    await pagina.waitForURL((u) => u.pathname === '/inicio');
    await c.close();
  }
});
