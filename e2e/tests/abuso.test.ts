// Seguridad de la administración: un correo que ya es de otro afiliado pide la confirmación del
// superadmin en el modal, y la bitácora de auditoría filtra las lecturas de datos personales en bloque (la
// exportación de afiliados), con el filtro en la URL. Capturas a 390 y 1280 px, sin infracciones graves de
// accesibilidad.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
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

const SELLO = String(Date.now()).slice(-7);
const EMAIL = `compartido.${SELLO}@ejemplo.co`;
let navegador: Browser;

test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

async function crearAfiliado(pagina: Page, documento: string, apellidos: string): Promise<void> {
  await pagina.getByRole('button', { name: 'Crear' }).click();
  const modal = pagina.getByRole('dialog', { name: 'Crear Afiliado' });
  await modal.getByLabel('Nombres').fill('Compartida');
  await modal.getByLabel('Apellidos').fill(apellidos);
  await modal.getByLabel('Documento', { exact: true }).fill(documento);
  await modal.getByLabel('Correo electrónico').fill(EMAIL);
  await modal.getByRole('button', { name: 'Guardar' }).click();
}

for (const ancho of [1280, 390] as const) {
  test(`correo de otro afiliado: el superadmin confirma (${ancho} px)`, async () => {
    const ctx = await contextoDeAncho(navegador, ancho);
    const admin = await ctx.newPage();
    await iniciarSesion(admin, CUENTAS.admin);
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await admin.goto('/admin/afiliados');
    const sufijo = ancho === 1280 ? '1' : '2';
    if (ancho === 1280) {
      await crearAfiliado(admin, `79${SELLO}0`, `Primera${SELLO}`);
      await admin.getByText('Afiliado guardado correctamente').waitFor();
      await admin.getByRole('dialog', { name: 'Crear Afiliado' }).waitFor({ state: 'hidden' });
      // el aviso de este guardado se va antes del segundo: el de abajo tiene que ser el nuevo
      await admin.getByText('Afiliado guardado correctamente').waitFor({ state: 'hidden' });
    }
    await crearAfiliado(admin, `79${SELLO}${sufijo}`, `Segunda${SELLO}${sufijo}`);
    const confirmar = admin.getByRole('dialog', { name: 'Correo de otro afiliado' });
    await confirmar.waitFor();
    assert.match((await confirmar.textContent()) ?? '', /ya está registrado para otro afiliado/);
    // La confirmación sobre el modal: esperar solo su entrada (en el teléfono la página sigue animando detrás).
    await admin.waitForLoadState('networkidle');
    await admin.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    await capturar(admin, `abuso-correo-repetido-${ancho}`);
    await afirmarSinInfracciones(admin, `confirmación de correo repetido (${ancho} px)`);
    await confirmar.getByRole('button', { name: 'Confirmar' }).click();
    await admin.getByText('Afiliado guardado correctamente').waitFor();
    await ctx.close();
  });
}

test('la auditoría filtra la exportación de afiliados; el filtro queda en la URL (1280 y 390 px)', async () => {
  const ctx = await contextoDeAncho(navegador, 1280);
  const admin = await ctx.newPage();
  await iniciarSesion(admin, CUENTAS.admin);
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/admin/afiliados');
  const descarga = admin.waitForResponse((r) => r.url().includes('/api/admin/afiliados/descargar') && r.ok(), {
    timeout: 60_000,
  });
  await admin.getByRole('button', { name: /(^|\s)Descargar$/ }).click();
  await descarga;

  await admin.goto('/admin/auditoria');
  await admin.getByRole('combobox', { name: 'Acción' }).click();
  await admin.getByTitle('Exportación de afiliados').click();
  await admin.waitForURL(/accion=exportacion_afiliados/);
  const fila = admin.locator('.ant-table-tbody tr.ant-table-row').first();
  await fila.getByText('Exportación de afiliados').waitFor();
  assert.match((await fila.textContent()) ?? '', /Exportación de afiliados/);
  await admin.mouse.move(640, 700); // sin la ayuda emergente del encabezado en la captura
  await esperarQuietud(admin);
  await capturar(admin, 'abuso-auditoria-exportacion-1280');
  await afirmarSinInfracciones(admin, '/admin/auditoria filtrada (1280 px)');
  const url = new URL(admin.url());
  await ctx.close();

  const movil = await contextoDeAncho(navegador, 390);
  const telefono = await movil.newPage();
  await iniciarSesion(telefono, CUENTAS.admin);
  await telefono.waitForURL((u) => !u.pathname.startsWith('/login'));
  await telefono.goto(`${url.pathname}${url.search}`);
  await telefono.locator('.lista-tarjetas > li').first().getByText('Exportación de afiliados').waitFor();
  await esperarQuietud(telefono);
  await capturar(telefono, 'abuso-auditoria-exportacion-390');
  const anchoPagina = await telefono.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(anchoPagina <= 390, `la página mide ${anchoPagina} px de ancho`);
  await afirmarSinInfracciones(telefono, '/admin/auditoria filtrada (390 px)');
  await movil.close();
});

test('valor máximo del tipo de crédito: el modal lo guarda y el simulador lo muestra (1280 y 390 px)', async () => {
  const tipo = `Con tope ${SELLO}`;
  for (const ancho of [1280, 390] as const) {
    const ctx = await contextoDeAncho(navegador, ancho);
    const admin = await ctx.newPage();
    await iniciarSesion(admin, CUENTAS.admin);
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    if (ancho === 1280) {
      await admin.goto('/admin/tipos-credito');
      await admin.getByRole('button', { name: 'Crear' }).click();
      const modal = admin.getByRole('dialog', { name: 'Crear Tipo de Crédito' });
      await modal.getByLabel('Nombre').fill(tipo);
      await modal.getByLabel('Tasa mensual (%)').fill('1.2');
      await modal.getByLabel('Valor máximo (pesos)').fill('5000000');
      await admin.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
      await capturar(admin, 'abuso-tipo-credito-valor-maximo-1280');
      await afirmarSinInfracciones(admin, 'modal del tipo de crédito (1280 px)');
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await admin.getByText('Tipo de crédito guardado correctamente').waitFor();
    }
    await admin.goto('/simulador');
    await admin.getByRole('combobox', { name: 'Tipo de crédito' }).selectOption({ label: tipo });
    await admin.getByText('Valor máximo para este tipo: $5,000,000.00').waitFor();
    // 1,000,000 por defecto cabe; 6,000,000 no: Calcular espera.
    await admin.getByLabel('Valor').fill('6000000');
    assert.equal(await admin.getByRole('button', { name: 'Calcular' }).isDisabled(), true);
    await esperarQuietud(admin);
    await capturar(admin, `abuso-simulador-valor-maximo-${ancho}`);
    await afirmarSinInfracciones(admin, `simulador con valor máximo (${ancho} px)`);
    await ctx.close();
  }
});
