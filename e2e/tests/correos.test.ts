// El correo nunca se pierde. Con el buzón de salida roto (la carpeta outbox
// reemplazada por un archivo: el transporte falla como un servidor de correo caído), el superadmin envía
// una bienvenida y la acción responde al momento; el panel cuenta el correo por enviar; /admin/correos lo
// muestra pendiente con su último error; con el buzón arreglado, 'Reintentar' lo envía y llega. Capturas a
// 390 y 1280 px, y sin infracciones graves de accesibilidad.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  esperarQuietud,
  iniciarSesion,
  CUENTAS,
  contextoDeAncho,
  afirmarSinInfracciones,
} from '../src/navegador.js';
import { carpetaBuzon, correosDelBuzon, esperarCorreo } from '../src/buzon.js';

/**
 * Afiliado que recibe la bienvenida: uno nuevo, sin clave (sin toma silenciosa de cuentas: a quien ya tiene clave la bienvenida
 * no se le envía).
 */
const SELLO = String(Date.now()).slice(-7);
const DOCUMENTO = `78${SELLO}`;
let navegador: Browser;
const apartado = `${carpetaBuzon()}.aparte`;

/** El buzón de salida deja de poder escribirse: en su lugar hay un archivo. */
function romperBuzon(): void {
  if (existsSync(carpetaBuzon())) renameSync(carpetaBuzon(), apartado);
  writeFileSync(carpetaBuzon(), 'no es una carpeta');
}
function arreglarBuzon(): void {
  if (existsSync(carpetaBuzon()) && !lstatSync(carpetaBuzon()).isDirectory()) rmSync(carpetaBuzon());
  if (existsSync(apartado)) renameSync(apartado, carpetaBuzon());
  else mkdirSync(carpetaBuzon(), { recursive: true });
}

test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  arreglarBuzon();
  await navegador.close();
});

async function entrar(pagina: Page): Promise<void> {
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
}

test('servidor de correo caído: la bienvenida responde, el correo espera con su error y sale al reintentarlo', async () => {
  const ctx = await contextoDeAncho(navegador, 1280);
  const admin = await ctx.newPage();
  await entrar(admin);
  romperBuzon();
  let email: string;
  try {
    // --- La acción responde en cuanto el correo está en la cola ---
    await admin.goto('/admin/afiliados');
    await admin.getByRole('button', { name: 'Crear' }).click();
    const modal = admin.getByRole('dialog', { name: 'Crear Afiliado' });
    await modal.getByLabel('Nombres').fill('Bienvenida');
    await modal.getByLabel('Apellidos').fill(`Correo Caído ${SELLO}`);
    await modal.getByLabel('Documento', { exact: true }).fill(DOCUMENTO);
    await modal.getByLabel('Correo electrónico').fill(`bienvenida.${SELLO}@ejemplo.co`);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await modal.waitFor({ state: 'hidden' });
    const buscar = admin.getByRole('searchbox', { name: 'Buscar afiliado' });
    await buscar.fill(DOCUMENTO);
    await buscar.press('Enter');
    const fila = admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: DOCUMENTO });
    await fila.waitFor();
    await fila.getByRole('button', { name: 'Enviar bienvenida' }).click();
    const aviso = admin.getByText(/^Mensaje enviado a .+@.+$/);
    await aviso.waitFor();
    email = ((await aviso.textContent()) ?? '').replace('Mensaje enviado a ', '').trim();

    // --- El panel lo cuenta, y la lista lo muestra pendiente con el error del intento ---
    await admin.goto('/admin');
    const tarjeta = admin.locator('.ant-card', { has: admin.getByText('Correos', { exact: true }) });
    // la cifra llega después de la tarjeta (mientras tanto, sin número)
    await tarjeta.locator('.ant-statistic', { hasText: /^Por enviar[1-9]\d*$/ }).waitFor();
    await esperarQuietud(admin);
    await capturar(admin, 'correos-panel-escritorio');
    await tarjeta.getByRole('link', { name: 'Ver correos' }).click();
    await admin.waitForURL('**/admin/correos');
    const filaCorreo = admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: email });
    // El primer intento falla enseguida (la cola lo toma al confirmarse la acción); la lista se refresca sola.
    await filaCorreo.getByText(/No se pudo enviar el correo/).waitFor({ timeout: 30_000 });
    const texto = (await filaCorreo.textContent()) ?? '';
    assert.match(texto, /Bienvenida/);
    assert.match(texto, /Pendiente/);
    assert.match(texto, /Próximo intento \d\d\/\d\d\/\d\d/);
    await esperarQuietud(admin);
    await capturar(admin, 'correos-pendiente-escritorio');
    await afirmarSinInfracciones(admin, '/admin/correos (escritorio)');

    // --- En el teléfono: una tarjeta con el estado arriba, el error y Reintentar ---
    const movil = await contextoDeAncho(navegador, 390);
    const telefono = await movil.newPage();
    await entrar(telefono);
    await telefono.goto('/admin/correos');
    const tarjetaMovil = telefono.getByLabel(`Correo a ${email}`);
    await tarjetaMovil.getByText(/No se pudo enviar el correo/).waitFor();
    await esperarQuietud(telefono);
    await capturar(telefono, 'correos-pendiente-movil');
    const ancho = await telefono.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(ancho <= 390, `la página mide ${ancho} px de ancho`);
    await afirmarSinInfracciones(telefono, '/admin/correos (teléfono)');
    await movil.close();
  } finally {
    arreglarBuzon();
  }

  // --- Con el buzón arreglado, Reintentar lo envía: sale de la lista y llega ---
  const antes = correosDelBuzon().length;
  await admin
    .locator('.ant-table-tbody tr.ant-table-row', { hasText: email })
    .getByRole('button', { name: `Reintentar el correo a ${email}` })
    .click();
  await admin.getByText('El correo quedó en cola para enviarse de nuevo').waitFor();
  const correo = await esperarCorreo(
    `la bienvenida a ${email}`,
    (t) => t.includes(`To: ${email}`) && t.includes('reestablecer-clave?token='),
  );
  assert.match(correo, /Subject: Bienvenido al portal de /);
  assert.ok(correosDelBuzon().length > antes);
  await admin
    .locator('.ant-table-tbody tr.ant-table-row', { hasText: email })
    .waitFor({ state: 'detached', timeout: 30_000 });
  // En Enviados, enviado y sin error.
  await admin.getByRole('combobox', { name: 'Estado' }).click();
  await admin.getByTitle('Enviados').click();
  const enviado = admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: email }).first();
  await enviado.getByText('Enviado', { exact: true }).waitFor();
  await esperarQuietud(admin);
  await capturar(admin, 'correos-enviados-escritorio');
  await ctx.close();
});
