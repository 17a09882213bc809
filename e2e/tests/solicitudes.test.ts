// Issue 7: simulador -> Solicitar crédito -> formulario prellenado -> documentos -> Enviar -> lista;
// el superadmin la aprueba con observaciones -> el afiliado la ve APROBADA y el correo queda en el buzón.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador, nuevoContexto, iniciarSesion, capturar, esperarQuietud, infraccionesGraves, CUENTAS,
} from '../src/navegador.js';

let navegador: Browser;
before(async () => { navegador = await abrirNavegador(); });
after(async () => { await navegador.close(); });

/** Un PDF mínimo pero válido (una página en blanco), con su tabla xref. */
function pdfMinimo(texto: string): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
  ];
  const flujo = `BT /F1 12 Tf 20 100 Td (${texto}) Tj ET`;
  objetos.push(`<< /Length ${flujo.length} >>\nstream\n${flujo}\nendstream`);
  let cuerpo = '%PDF-1.4\n';
  const posiciones: number[] = [];
  objetos.forEach((o, i) => {
    posiciones.push(cuerpo.length);
    cuerpo += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = cuerpo.length;
  cuerpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posiciones) cuerpo += `${String(p).padStart(10, '0')} 00000 n \n`;
  cuerpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

/** Un PNG real de 1x1 píxel. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const VALOR = '1,234,000';
const VALOR_LISTA = '$1,234,000.00';
const OBSERVACIONES = `Aprobada en comité e2e ${Date.now()}`;

async function elegirOpcion(pagina: Page, combo: string, opcion: string): Promise<void> {
  await pagina.getByRole('combobox', { name: combo }).click();
  const item = pagina.locator('.ant-select-item-option', { hasText: opcion }).first();
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

async function subir(pagina: Page, etiqueta: string, archivo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const item = pagina.locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) });
  await item.locator('input[type=file]').setInputFiles(archivo);
  await item.getByText(archivo.name).waitFor();
}

/** axe-core: 0 infracciones serias o críticas en el estado actual de la página. */
async function sinInfraccionesGraves(pagina: Page, donde: string): Promise<void> {
  // sin el puntero encima de un botón (el color de hover es transitorio)
  const titulo = await pagina.getByRole('heading', { level: 2 }).first().boundingBox();
  await pagina.mouse.move(titulo?.x ?? 0, titulo?.y ?? 0);
  await esperarQuietud(pagina);
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(graves.map((i) => `${donde}: ${i.regla} ${i.nodos.join(' | ')}`), []);
}

/** La fila de la lista con el valor de esta prueba. */
const filaDePrueba = (pagina: Page) => pagina.locator('tr', { hasText: VALOR_LISTA }).first();

test('simulador, solicitud con documentos, revisión del superadmin y aviso por correo', async () => {
  // --- El afiliado simula y radica ---
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.goto('/simulador');
  await pagina.getByRole('heading', { name: 'Simulador de crédito' }).waitFor();
  assert.equal(await pagina.getByRole('button', { name: 'Calcular' }).isDisabled(), true);
  await elegirOpcion(pagina, 'Tipo de crédito', 'Calamidad Doméstica');
  assert.equal(await pagina.getByLabel('Tasa mensual').inputValue(), '0.80 %');
  const valor = pagina.getByLabel('Valor');
  await valor.fill('1234000');
  await valor.blur();
  assert.equal(await valor.inputValue(), VALOR);
  await pagina.getByRole('button', { name: 'Calcular' }).click();
  await pagina.getByText('Cuota aproximada').waitFor();
  // 12 filas y la última con saldo 0
  const filas = pagina.locator('.ant-table-tbody tr.ant-table-row');
  assert.equal(await filas.count(), 12);
  assert.equal((await filas.last().locator('td').last().textContent())?.trim(), '$0.00');
  await capturar(pagina, 'solicitudes-simulador-escritorio');

  await pagina.getByRole('button', { name: 'Solicitar crédito' }).click();
  await pagina.waitForURL(/\/solicitud-credito\?id_tipo_credito=\d+&valor=1234000&cuotas=12$/);
  await pagina.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
  assert.equal(await pagina.getByLabel('Valor').inputValue(), VALOR);
  assert.equal(await pagina.getByLabel('Cuotas').inputValue(), '12');
  await pagina.getByLabel('Destino').fill('Reparación del techo (e2e)');
  await elegirOpcion(pagina, 'Desde el mes', 'Marzo');
  await pagina.getByLabel('Número de cuenta').fill('001234567');
  await pagina.getByRole('radio', { name: 'Ahorros' }).check();
  await pagina.getByLabel('Banco').fill('Banco de Prueba');
  await subir(pagina, 'Último desprendible de pago (PDF)', { name: 'desprendible.pdf', mimeType: 'application/pdf', buffer: pdfMinimo('Desprendible') });
  await subir(pagina, 'Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await subir(pagina, 'Carta de solicitud y pagaré firmados (PDF)', { name: 'carta.pdf', mimeType: 'application/pdf', buffer: pdfMinimo('Carta y pagare') });

  // la plantilla de carta y pagaré es un PDF
  const [plantilla] = await Promise.all([
    pagina.waitForEvent('download'),
    pagina.getByRole('button', { name: /Descargar la plantilla/ }).click(),
  ]);
  assert.equal(readFileSync(await plantilla.path()).subarray(0, 5).toString(), '%PDF-');
  await capturar(pagina, 'solicitudes-formulario-escritorio');
  await sinInfraccionesGraves(pagina, 'formulario con documentos');

  await pagina.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await pagina.getByText('Su solicitud ha sido radicada').waitFor();
  await pagina.waitForURL('**/solicitudes-credito/user');
  await filaDePrueba(pagina).getByText('PENDIENTE').waitFor();
  await capturar(pagina, 'solicitudes-lista-user-escritorio');
  await contexto.close();

  // --- El superadmin la revisa ---
  const ctxAdmin = await nuevoContexto(navegador);
  const admin = await ctxAdmin.newPage();
  await iniciarSesion(admin, CUENTAS.admin);
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/solicitudes-credito/admin');
  await filaDePrueba(admin).waitFor();
  await capturar(admin, 'solicitudes-lista-admin-escritorio');
  await filaDePrueba(admin).getByRole('link').click();
  await admin.waitForURL(/\/solicitud-credito\/\d+$/);
  const idSolicitud = admin.url().split('/').pop()!;
  // lee cada documento subido
  for (const [boton, inicio] of [['Ver desprendible', '%PDF-'], ['Ver carta y pagaré', '%PDF-'], ['Ver firma', '\x89PNG']] as const) {
    const [descarga] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: boton }).click()]);
    assert.equal(readFileSync(await descarga.path()).subarray(0, inicio.length).toString('latin1'), inicio);
  }
  await elegirOpcion(admin, 'Estado', 'APROBADA');
  await admin.getByLabel('Observaciones').fill(OBSERVACIONES);
  await admin.getByRole('button', { name: 'Guardar Solicitud' }).click();
  await admin.getByText('Solicitud guardada').waitFor();
  await capturar(admin, 'solicitudes-revision-escritorio');
  await ctxAdmin.close();

  // --- El afiliado la ve APROBADA ---
  const ctx2 = await nuevoContexto(navegador);
  const pagina2 = await ctx2.newPage();
  await iniciarSesion(pagina2, CUENTAS.actualizado);
  await pagina2.waitForURL('**/inicio');
  await pagina2.goto('/solicitudes-credito/user');
  await filaDePrueba(pagina2).getByText('APROBADA').waitFor();
  await pagina2.goto(`/solicitud-credito/${idSolicitud}`);
  assert.equal(await pagina2.getByLabel('Observaciones').inputValue(), OBSERVACIONES);
  await ctx2.close();

  // --- El correo al afiliado quedó en el buzón de salida ---
  const buzon = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let correo: string | undefined;
  for (let i = 0; i < 40 && !correo; i++) {
    if (existsSync(buzon)) {
      correo = readdirSync(buzon).filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(buzon, f), 'utf8'))
        .find((t) => t.includes(`No. ${idSolicitud}`) && t.includes('APROBADA'));
    }
    // el correo sale en segundo plano: se espera a que el archivo aparezca
    if (!correo) await new Promise((ok) => setTimeout(ok, 250));
  }
  assert.ok(correo, `no hay un .eml de la solicitud ${idSolicitud} en ${buzon}`);
});

for (const pantalla of ['movil', 'escritorio'] as const) {
  test(`las pantallas de solicitudes se leen en ${pantalla}`, async () => {
    const contexto = await nuevoContexto(navegador, pantalla);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.admin);
    await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
    await pagina.goto('/simulador');
    await elegirOpcion(pagina, 'Tipo de crédito', 'Libre Inversión');
    await pagina.getByRole('button', { name: 'Calcular' }).click();
    await pagina.getByText('Cuota aproximada').waitFor();
    await capturar(pagina, `solicitudes-simulador-calculado-${pantalla}`);
    await sinInfraccionesGraves(pagina, 'simulador con la tabla');
    await pagina.goto('/solicitud-credito');
    await pagina.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
    await capturar(pagina, `solicitudes-formulario-vacio-${pantalla}`);
    await pagina.goto('/solicitudes-credito/admin');
    await pagina.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await capturar(pagina, `solicitudes-lista-${pantalla}`);
    await pagina.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').click();
    await pagina.getByRole('button', { name: 'Guardar Solicitud' }).waitFor();
    await capturar(pagina, `solicitudes-detalle-${pantalla}`);
    await sinInfraccionesGraves(pagina, 'solicitud existente (superadmin)');
    // sin desborde horizontal de la página (las tablas se desplazan dentro de su caja)
    const ancho = await pagina.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(ancho <= 1, `la página desborda ${ancho}px`);
    await contexto.close();
  });
}
