// Mis Productos, ahorro, crédito, certificados, regla de actualizar datos, aviso de cambio de clave.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { abrirNavegador, nuevoContexto, iniciarSesion, capturar, CUENTAS, URL_BASE } from '../src/navegador.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

for (const pantalla of ['escritorio', 'movil'] as const) {
  test(`inicio, Ver más, ahorro y crédito (${pantalla})`, async () => {
    const contexto = await nuevoContexto(navegador, pantalla);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    await pagina.getByText('Ahorro total').waitFor();
    await pagina.getByText('Crédito total').waitFor();
    await capturar(pagina, `productos-inicio-${pantalla}`);

    await pagina.getByRole('link', { name: 'Ver más' }).first().click();
    await pagina.waitForURL('**/ahorro');
    await pagina.getByRole('heading', { name: 'Ahorro', exact: true }).waitFor();
    // Las tarjetas de los tipos de Ahorro muestran Cuota Mensual (espera a que estén pintadas).
    await pagina.getByText('Cuota Mensual', { exact: true }).first().waitFor();
    await pagina.getByText('Fecha de corte', { exact: true }).first().waitFor();
    assert.equal(await pagina.getByText('No se han encontrado ahorros').count(), 0);
    await capturar(pagina, `productos-ahorro-${pantalla}`);

    await pagina.goto('/inicio');
    await pagina.getByRole('link', { name: 'Ver más' }).nth(1).click();
    await pagina.waitForURL('**/credito');
    await pagina.getByRole('heading', { name: 'Crédito', exact: true }).waitFor();
    await pagina.getByText('Cuotas pendientes', { exact: true }).first().waitFor();
    await pagina.getByText('Tasa', { exact: true }).first().waitFor();
    await capturar(pagina, `productos-credito-${pantalla}`);
    await contexto.close();
  });
}

test('descargar un certificado en PDF con el nombre de su etiqueta', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.goto('/certificaciones');
  const enlace = pagina.getByText(/^Certificado de saldos a \d{2}\/\d{2}\/\d{4}$/).first();
  await enlace.waitFor();
  const etiqueta = (await enlace.textContent())?.trim() ?? '';
  await capturar(pagina, 'productos-certificaciones');
  const [descarga] = await Promise.all([pagina.waitForEvent('download'), enlace.click()]);
  // Las barras de la fecha no caben en un nombre de archivo: se cambian por guiones.
  assert.equal(descarga.suggestedFilename(), `${etiqueta.replaceAll('/', '-')}.pdf`);
  const ruta = await descarga.path();
  const bytes = readFileSync(ruta);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  await contexto.close();
});

test('quien nunca actualizó sus datos es enviado a la actualización', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.sinActualizar);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total').waitFor();
  await pagina.getByRole('link', { name: 'Ver más' }).first().click();
  await pagina.getByText('Debe actualizar sus datos para poder usar este módulo').waitFor();
  await pagina.waitForURL(/\/actualizacion\/\d+\?desde=/);
  await capturar(pagina, 'productos-debe-actualizar');
  await contexto.close();
});

test('quien debe cambiar su clave recibe el aviso y puede ir a cambiarla', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.cambioClave);
  await pagina.waitForURL('**/inicio');
  const dialogo = pagina.getByRole('dialog');
  await dialogo.getByText('Cambio de clave').waitFor();
  await dialogo.getByText('Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?').waitFor();
  await capturar(pagina, 'productos-aviso-cambio-clave');
  await dialogo.getByRole('button', { name: /Aceptar|Sí|OK/ }).click();
  await pagina.waitForURL(`${URL_BASE}/cambiar-clave`);
  await contexto.close();
});
