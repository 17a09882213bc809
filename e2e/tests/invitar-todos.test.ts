// La invitación a todos, en el navegador: el superadmin crea un afiliado (sin clave), y en /admin/rondas
// 'Invitar a todos' con el filtro de su documento: confirma, ve el aviso y el lote; la cola entrega la
// bienvenida (el buzón de salida del portal de pruebas) con el enlace para asignar la clave, y el lote
// la cuenta como enviada. A 390 y 1280 px, axe sin infracciones serias.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  contextoDeAncho,
  CUENTAS,
  iniciarSesion,
  sinInfraccionesEnReposo,
} from '../src/navegador.js';
import { esperarCorreo } from '../src/buzon.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const SELLO = String(Date.now()).slice(-6);

async function crearSinClave(admin: Page, documento: string, correo: string): Promise<void> {
  await admin.goto('/admin/afiliados');
  await admin.getByRole('button', { name: 'Crear' }).click();
  const modal = admin.getByRole('dialog', { name: 'Crear Afiliado' });
  await modal.getByLabel('Nombres').fill('Invitada');
  await modal.getByLabel('Apellidos').fill(`Desde La Ronda ${documento}`);
  await modal.getByLabel('Documento', { exact: true }).fill(documento);
  await modal.getByLabel('Correo electrónico').fill(correo);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await modal.waitFor({ state: 'hidden' });
}

for (const ancho of [1280, 390] as const) {
  test(`'Invitar a todos' con el filtro de un afiliado sin clave: le llega la bienvenida (${ancho} px)`, async () => {
    const documento = `66${SELLO}${ancho === 1280 ? '1' : '2'}`;
    const correo = `invitada${documento}@correo.prueba`;
    const ctx = await contextoDeAncho(navegador, ancho, { espera: 20_000 });
    const admin = await ctx.newPage();
    await iniciarSesion(admin, CUENTAS.admin);
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await crearSinClave(admin, documento, correo);

    await admin.goto('/admin/rondas');
    const tarjeta = admin.locator('.ant-card').filter({ has: admin.locator('form#invitar') });
    await tarjeta.getByRole('textbox', { name: 'Apellidos, nombres o documento' }).fill(documento);
    await tarjeta.getByRole('button', { name: 'Invitar a todos' }).click();
    const confirmacion = admin.getByRole('dialog').filter({ hasText: 'Se enviará el correo de bienvenida' });
    await confirmacion.getByRole('button', { name: 'Invitar' }).click();
    await admin.getByText('1 bienvenida quedó en la cola de correo', { exact: true }).waitFor();

    // La cola la entrega: el enlace para asignar la clave, al correo del afiliado.
    const bienvenida = await esperarCorreo(`bienvenida a ${correo}`, (eml) => eml.includes(`To: ${correo}`), 30_000);
    assert.match(bienvenida, /\/reestablecer-clave\?token=/);

    // El lote la cuenta como enviada (el avance sale del estado del correo en la cola).
    await admin.reload();
    const lote = tarjeta.getByRole('listitem').filter({ hasText: documento });
    await lote.getByText('Enviadas 1', { exact: true }).waitFor();
    assert.equal(await lote.getByText('Fallidas 0', { exact: true }).count(), 1);
    await capturar(admin, `invitar-todos-${ancho}`);
    await sinInfraccionesEnReposo(admin, `'Invitar a todos' con su lote (${ancho} px)`);
    await ctx.close();
  });
}
