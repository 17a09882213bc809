// El recorrido de un día en Chromium contra la topología de producción (nginx y dos
// procesos de la API en PostgreSQL): login, lecturas, una solicitud con documentos, su aprobación, un
// mensaje, una importación del superadmin y la salida.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { pdfMinimo, PNG_1X1 } from '../src/archivos.js';
import { abrirNavegador, capturar, iniciarSesion, nuevoContexto, URL_COLEGIO } from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';
import { CUENTAS, esperarQue, URL_PORTAL } from './comun.js';

let navegador: Browser;
before(async () => {
  navegador = await abrirNavegador();
});
after(async () => {
  await navegador.close();
});

const SELLO = String(Date.now()).slice(-6);
const VALOR_LISTA = '$2,345,000.00';

async function elegir(pagina: Page, combo: string, opcion: string): Promise<void> {
  const caja = pagina.getByRole('combobox', { name: combo });
  if ((await caja.evaluate((e) => e.tagName)) === 'SELECT') {
    await caja.selectOption({ label: opcion });
    return;
  }
  await caja.click();
  const item = pagina.locator('.ant-select-item-option', { hasText: opcion }).first();
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

async function subir(pagina: Page, etiqueta: string, archivo: { name: string; mimeType: string; buffer: Buffer }) {
  const item = pagina.locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) });
  // la entrada de archivos, no la de la cámara (DocumentoFotos)
  await item.locator('input[type=file]:not([capture])').setInputFiles(archivo);
  await item.getByText(archivo.name, { exact: false }).first().waitFor();
}

/** El libro de un corte viejo (no cambia el último de nadie): hoja Aportes, B2 la fecha, datos desde la fila 5. */
async function libroCorte(documento: string): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Aportes');
  hoja.getCell('A2').value = 'Fecha de corte';
  hoja.getCell('B2').value = new Date(Date.UTC(2018, 5, 30));
  hoja.getRow(4).values = ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'];
  hoja.getRow(5).values = [documento, 'Afiliado', 'Ahorro Permanente', 150000, 25000];
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** Importar por el modal de /admin/afiliados (un solo lugar si el modal cambia). */
async function importarCorte(admin: Page, libro: Buffer): Promise<string> {
  await admin.goto('/admin/afiliados');
  await admin.getByRole('button', { name: 'Importar' }).click();
  const modal = admin.getByRole('dialog', { name: 'Importar' });
  await modal.locator('input[type=file]').setInputFiles({
    name: 'corte-produccion.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: libro,
  });
  await modal.getByText('corte-produccion.xlsx').waitFor();
  // Primero la vista previa (nada se escribe) y luego se confirma.
  await modal.getByRole('button', { name: 'Revisar' }).click();
  await modal.getByRole('region', { name: 'Vista previa' }).waitFor({ timeout: 60_000 });
  await modal.getByRole('button', { name: 'Importar' }).click();
  await admin.waitForFunction(
    () => (document.querySelector<HTMLTextAreaElement>('#importar-resultado')?.value ?? '').includes('Filas leídas'),
    undefined,
    { timeout: 60_000 },
  );
  return modal.getByLabel('Resultado').inputValue();
}

test('login, lecturas, solicitud con documentos, aprobación, mensaje, importación y salida', async () => {
  // --- El afiliado entra por nginx y lee ---
  const ctx = await nuevoContexto(navegador);
  const pagina = await ctx.newPage();
  await iniciarSesion(pagina, CUENTAS.afiliado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total').waitFor();
  await pagina.goto('/ahorro');
  await pagina.locator('.ant-card').first().waitFor();
  await pagina.goto('/credito');
  await pagina.locator('.ant-card').first().waitFor();
  await pagina.goto('/certificaciones');
  await pagina.getByText('Certificado de afiliación').waitFor();
  await capturar(pagina, 'produccion-certificaciones');

  // --- Radica una solicitud con tres documentos ---
  await pagina.goto('/solicitud-credito');
  await pagina.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
  await elegir(pagina, 'Tipo de crédito', 'Calamidad Doméstica');
  await pagina.getByLabel('Valor').fill('2345000');
  await pagina.getByLabel('Destino').fill(`Producción ${SELLO}`);
  await pagina.getByLabel('Cuotas').fill('12');
  await elegir(pagina, 'Desde el mes', 'Marzo');
  await pagina.getByLabel('Número de cuenta').fill('001234567');
  await pagina.getByRole('radio', { name: 'Ahorros' }).check();
  await pagina.getByLabel('Banco').fill('Banco de Prueba');
  await subir(pagina, 'Último desprendible de pago (fotos o PDF)', {
    name: 'desprendible.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('d'),
  });
  await subir(pagina, 'Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await subir(pagina, 'Carta de solicitud y pagaré firmados (fotos o PDF)', {
    name: 'carta.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('c'),
  });
  await pagina.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await pagina.getByText('Su solicitud ha sido radicada').waitFor();
  await pagina.waitForURL('**/solicitudes-credito/user');
  await pagina.locator('tr', { hasText: VALOR_LISTA }).first().getByText('PENDIENTE').waitFor();

  // --- Escribe al fondo ---
  await pagina.goto('/mensaje/nuevo');
  await pagina.getByLabel('Asunto').fill(`Consulta de producción ${SELLO}`);
  await pagina.getByRole('textbox', { name: 'Texto' }).click();
  await pagina.keyboard.type('¿Cuándo se desembolsa mi crédito?');
  await pagina.getByRole('button', { name: /Enviar/ }).click();
  await pagina.getByText('Mensaje enviado').waitFor();
  await pagina.waitForURL('**/mensajes');
  await pagina.getByText(`Consulta de producción ${SELLO}`).waitFor();

  // --- El superadmin aprueba e importa (otra pestaña, otra sesión) ---
  const ctxAdmin = await nuevoContexto(navegador);
  const admin = await ctxAdmin.newPage();
  await iniciarSesion(admin, CUENTAS.admin);
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/solicitudes-credito/admin');
  const fila = admin.locator('tr', { hasText: VALOR_LISTA }).first();
  await fila.getByRole('link').click();
  await admin.waitForURL(/\/solicitud-credito\/\d+$/);
  await elegir(admin, 'Estado', 'APROBADA');
  await admin.getByLabel('Observaciones').fill(`Aprobada en producción ${SELLO}`);
  await admin.getByRole('button', { name: 'Guardar Solicitud' }).click();
  await admin.getByText('Solicitud guardada').waitFor();
  const resultado = await importarCorte(admin, await libroCorte(CUENTAS.afiliado.usuario));
  assert.match(resultado, /Filas leídas: 1\. Creados: 1\./);
  await capturar(admin, 'produccion-importacion');
  await ctxAdmin.close();

  // --- El afiliado ve la aprobación (la lectura la atiende cualquiera de los dos procesos) ---
  await pagina.goto('/solicitudes-credito/user');
  await pagina.locator('tr', { hasText: VALOR_LISTA }).first().getByText('APROBADA').waitFor();
  await capturar(pagina, 'produccion-solicitud-aprobada');

  // --- Sale: la sesión se cierra en el servidor y va al sitio del colegio ---
  const token = await tokenDeSesion(pagina);
  await pagina.goto('/logout');
  await pagina.waitForURL(`${URL_COLEGIO}/**`);
  assert.ok(token);
  // El otro proceso deja de aceptar el token a lo sumo 5 s después (README, «Sesiones»).
  await esperarQue(
    async () =>
      (await fetch(`${URL_PORTAL}/api/afiliados/me/resumen`, { headers: { authorization: `bearer ${token}` } }))
        .status === 401,
    6000,
    'el token cerrado deja de servir en los dos procesos',
  );
  await ctx.close();
});
