// Administración: el superadmin crea un afiliado, lo encuentra con el filtro, importa un corte pequeño (libro
// generado con exceljs), ve sus totales en /admin/aportes, abre el portal como el afiliado en otra pestaña
// (con el aviso; su pestaña conserva su sesión), le envía la bienvenida (el correo queda en el buzón) y
// crea, edita y elimina un tipo de crédito. Luego cada pantalla a 390 y 1280 px.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { esperarCorreo } from '../src/buzon.js';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  esperarQuietud,
  iniciarSesion,
  infraccionesGraves,
  CUENTAS,
  contextoDeAncho,
  sinDesborde,
} from '../src/navegador.js';
import { tokenDeSesion, sesionDelToken } from '../src/sesion.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const SELLO = String(Date.now()).slice(-7);
const DOCUMENTO = `77${SELLO}`;
const NOMBRES = 'Zoë Andrea';
const APELLIDOS = `Ñúñez Prueba${SELLO}`;
const EMAIL = `zoe.${SELLO}@ejemplo.co`;
// Un corte que no está en los datos demo (van de 2024-11 a 2026-10): no cambia el último de nadie.
const CORTE = new Date(Date.UTC(2019, 5, 30));
const CORTE_TEXTO = '30/06/19';
const TIPO = `Crédito e2e ${SELLO}`;

async function entrarComoAdmin(pagina: Page): Promise<void> {
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** El libro de un corte: hoja Aportes, B2 con la fecha, datos desde la fila 5 (DESIGN 6). */
async function libroCorte(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Aportes');
  hoja.getCell('A2').value = 'Fecha de corte';
  hoja.getCell('B2').value = CORTE;
  hoja.getRow(4).values = ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'];
  hoja.getRow(5).values = [DOCUMENTO, `${NOMBRES} ${APELLIDOS}`, 'Ahorro Permanente', 150000, 25000];
  hoja.getRow(6).values = [DOCUMENTO, `${NOMBRES} ${APELLIDOS}`, 'Ahorro Programado', 50000.5, 10000];
  // una fila mala: un documento que no existe
  hoja.getRow(7).values = ['99999999999', 'Nadie', 'Ahorro Permanente', 1000, 100];
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** Busca el afiliado de la prueba en /admin/afiliados (sin tildes ni mayúsculas). */
async function buscarAfiliado(pagina: Page): Promise<ReturnType<Page['locator']>> {
  const buscar = pagina.getByRole('searchbox', { name: 'Buscar afiliado' });
  await buscar.fill(`nunez prueba${SELLO}`);
  await buscar.press('Enter');
  const fila = pagina.locator('.ant-table-tbody tr.ant-table-row', { hasText: DOCUMENTO });
  await fila.waitFor();
  return fila;
}

test('afiliado nuevo, filtro, importación de un corte y sus totales, abrir como afiliado, bienvenida y tipos de crédito', async () => {
  const ctx = await contextoDeAncho(navegador, 1280, { tactil: false, acceptDownloads: true });
  const admin = await ctx.newPage();
  await entrarComoAdmin(admin);

  // --- Crear un afiliado ---
  await admin.goto('/admin/afiliados');
  await admin.getByRole('heading', { name: 'Afiliados' }).waitFor();
  await admin.getByRole('button', { name: 'Crear' }).click();
  const modal = admin.getByRole('dialog', { name: 'Crear Afiliado' });
  await modal.getByLabel('Nombres').fill(NOMBRES);
  await modal.getByLabel('Apellidos').fill(APELLIDOS);
  await modal.getByLabel('Documento', { exact: true }).fill(DOCUMENTO);
  await modal.getByLabel('Correo electrónico').fill(EMAIL);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByText('Afiliado guardado correctamente').waitFor();
  await modal.waitFor({ state: 'hidden' });

  // --- Encontrarlo con el filtro (sin tildes ni mayúsculas) ---
  const fila = await buscarAfiliado(admin);
  assert.equal(await admin.locator('.ant-table-tbody tr.ant-table-row').count(), 1);
  assert.match(
    (await fila.textContent()) ?? '',
    new RegExp(`${APELLIDOS}.*${NOMBRES}.*${DOCUMENTO}.*${EMAIL.replace(/\./g, '\\.')}`),
  );
  await capturar(admin, 'admin-afiliados-filtrado-1280');
  // la descarga de todos los afiliados es un .xlsx (zip) que trae al nuevo
  const [todos] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: /Descargar$/ }).click(),
  ]);
  assert.equal(todos.suggestedFilename(), 'afiliados.xlsx');
  const libroTodos = new ExcelJS.Workbook();
  await libroTodos.xlsx.load(readFileSync(await todos.path()) as unknown as ArrayBuffer);
  let encontrado = false;
  libroTodos.worksheets[0]!.eachRow((r) => {
    if (r.values && JSON.stringify(r.values).includes(DOCUMENTO)) encontrado = true;
  });
  assert.ok(encontrado, 'el afiliado nuevo no está en la descarga');

  // --- Importar un corte pequeño ---
  await admin.getByRole('button', { name: 'Importar' }).click();
  const importar = admin.getByRole('dialog', { name: 'Importar' });
  assert.equal(await importar.getByLabel('Fila inicial').inputValue(), '5');
  await importar.locator('input[type=file]').setInputFiles({
    name: 'corte-e2e.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await libroCorte(),
  });
  await importar.getByText('corte-e2e.xlsx').waitFor();
  // Primero la vista previa (nada se escribe) y luego se confirma.
  await importar.getByRole('button', { name: 'Revisar' }).click();
  await importar.getByRole('region', { name: 'Vista previa' }).waitFor();
  await importar.getByRole('button', { name: 'Importar' }).click();
  const resultado = importar.getByLabel('Resultado');
  await admin.waitForFunction(() =>
    (document.querySelector<HTMLTextAreaElement>('#importar-resultado')?.value ?? '').includes('Filas leídas'),
  );
  const texto = await resultado.inputValue();
  assert.match(texto, /Filas leídas: 3\. Creados: 2\. Actualizados: 0\. Rechazados: 1\./);
  assert.match(texto, /Aportes, fila 7, columna A \(Documento\): /);
  await capturar(admin, 'admin-importar-resultado-1280');
  await importar.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
  await importar.waitFor({ state: 'hidden' });

  // --- Sus totales en /admin/aportes ---
  await admin.goto('/admin/aportes');
  await admin.getByRole('heading', { name: 'Aportes' }).waitFor();
  // el corte importado (hay 24 más recientes): se busca escribiendo su fecha
  const corte = admin.getByRole('combobox', { name: 'Corte' });
  await corte.click();
  await corte.fill(CORTE_TEXTO);
  const opcion = admin
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: CORTE_TEXTO })
    .first();
  await opcion.click();
  await opcion.waitFor({ state: 'hidden' });
  const buscarAporte = admin.getByRole('searchbox', { name: 'Buscar en aportes' });
  await buscarAporte.fill(DOCUMENTO);
  await buscarAporte.press('Enter');
  await admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Ahorro Programado' }).waitFor();
  assert.equal(await admin.locator('.ant-table-tbody tr.ant-table-row').count(), 2);
  const totales = admin.locator('.ant-table-summary tr', { hasText: 'Totales' });
  assert.match((await totales.textContent()) ?? '', /\$200,000\.50/);
  await admin.getByLabel('2 registros').waitFor();
  await capturar(admin, 'admin-aportes-corte-importado-1280');
  const [vista] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: /Descargar/ }).click(),
  ]);
  assert.equal(
    readFileSync(await vista.path())
      .subarray(0, 2)
      .toString('latin1'),
    'PK',
  );

  // --- Abrir la aplicación como el afiliado, en otra pestaña ---
  await admin.goto('/admin/afiliados');
  const fila2 = await buscarAfiliado(admin);
  const sesionAdmin = sesionDelToken(await tokenDeSesion(admin));
  assert.ok(sesionAdmin);
  const [miembro] = await Promise.all([
    ctx.waitForEvent('page'),
    fila2.getByRole('button', { name: 'Abrir aplicación como el afiliado' }).click(),
  ]);
  const aviso = miembro.getByText(`Está viendo el portal como ${NOMBRES} ${APELLIDOS}`);
  await aviso.waitFor();
  await miembro.waitForURL('**/inicio');
  // no pregunta por el cambio de clave mientras impersona
  assert.equal(await miembro.getByText('Por seguridad debe cambiar su clave').count(), 0);
  // en otra página también
  await miembro.goto('/ayuda');
  await aviso.waitFor();
  await capturar(miembro, 'admin-aviso-impersonacion-1280');
  await esperarQuietud(miembro);
  assert.deepEqual(
    (await infraccionesGraves(miembro)).map((i) => `${i.regla} ${i.nodos.join(' | ')}`),
    [],
  );
  await miembro.setViewportSize({ width: 390, height: 844 });
  await aviso.waitFor();
  await capturar(miembro, 'admin-aviso-impersonacion-390');
  const sesionMiembro = sesionDelToken(await tokenDeSesion(miembro));
  assert.ok(sesionMiembro && sesionMiembro.id_sesion !== sesionAdmin.id_sesion);
  assert.notEqual(sesionMiembro.id_afiliado, sesionAdmin.id_afiliado);
  // la pestaña del administrador conserva su sesión
  await admin.reload();
  await admin.getByRole('heading', { name: 'Afiliados' }).waitFor();
  assert.deepEqual(sesionDelToken(await tokenDeSesion(admin)), sesionAdmin);
  assert.equal(await admin.getByText('Está viendo el portal como').count(), 0);
  // salir de esa vista cierra la pestaña
  await Promise.all([
    miembro.waitForEvent('close'),
    miembro.getByRole('button', { name: 'Salir de esta vista' }).click(),
  ]);
  // el inicio y el fin quedan en la auditoría
  await admin.goto('/admin/auditoria?accion=fin_impersonacion');
  await admin
    .locator('.ant-table-tbody tr.ant-table-row', { hasText: `${NOMBRES} ${APELLIDOS}` })
    .first()
    .waitFor();

  // --- Bienvenida: el correo queda en el buzón de salida ---
  await admin.goto('/admin/afiliados');
  const fila3 = await buscarAfiliado(admin);
  await fila3.getByRole('button', { name: 'Enviar bienvenida' }).click();
  await admin.getByText(`Mensaje enviado a ${EMAIL}`).waitFor();
  await esperarCorreo(`la bienvenida de ${EMAIL}`, (t) => t.includes(EMAIL) && t.includes('reestablecer-clave?token='));

  // --- Tipos de crédito: crear, editar y eliminar ---
  await admin.goto('/admin/tipos-credito');
  await admin.getByRole('heading', { name: 'Tipos de Crédito' }).waitFor();
  await admin.getByRole('button', { name: 'Crear' }).click();
  const crear = admin.getByRole('dialog', { name: 'Crear Tipo de Crédito' });
  await crear.getByLabel('Nombre').fill(TIPO);
  await crear.getByLabel('Tasa mensual (%)').fill('1.35');
  await crear.getByRole('button', { name: 'Guardar' }).click();
  await admin.getByText('Tipo de crédito guardado correctamente').waitFor();
  const filaTipo = admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: TIPO });
  await filaTipo.getByText('1.35 %').waitFor();
  await filaTipo.getByRole('button', { name: `Editar ${TIPO}` }).click();
  const editar = admin.getByRole('dialog', { name: 'Editar Tipo de Crédito' });
  assert.equal(await editar.getByLabel('Nombre').inputValue(), TIPO);
  await editar.getByLabel('Tasa mensual (%)').fill('2');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await filaTipo.getByText('2.00 %').waitFor();
  await filaTipo.getByRole('button', { name: `Eliminar ${TIPO}` }).click();
  const confirmar = admin.locator('.ant-modal-confirm', { hasText: `¿Desea eliminar al tipo de crédito ${TIPO}?` });
  await confirmar.waitFor();
  assert.equal((await confirmar.locator('.ant-modal-confirm-title').textContent())?.trim(), 'Eliminar');
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await admin.getByText('Tipo de Crédito eliminado').waitFor();
  await filaTipo.waitFor({ state: 'detached' });
  await ctx.close();
});

for (const ancho of [390, 1280] as const) {
  test(`las pantallas de administración se leen a ${ancho} px`, async () => {
    const ctx = await contextoDeAncho(navegador, ancho, { tactil: false, acceptDownloads: true });
    const pagina = await ctx.newPage();
    await entrarComoAdmin(pagina);
    const pantallas: [string, string][] = [
      ['/admin', 'Administración'],
      ['/admin/afiliados', 'Afiliados'],
      ['/admin/aportes', 'Aportes'],
      ['/admin/creditos', 'Créditos'],
      ['/admin/tipos-credito', 'Tipos de Crédito'],
      ['/admin/auditoria', 'Auditoría'],
    ];
    // axe-core: 0 infracciones serias o críticas en los modales (las de cada pantalla y sus capturas, con
    // este mismo superadmin y estos anchos: accesibilidad.test.ts)
    const graves: string[] = [];
    for (const [ruta, titulo] of pantallas) {
      await pagina.goto(ruta);
      await pagina.getByRole('heading', { name: titulo, exact: true }).waitFor();
      // la tabla en el escritorio; una tarjeta por fila en el teléfono
      if (ruta !== '/admin')
        await pagina.locator('.ant-table-tbody tr.ant-table-row, .lista-tarjetas > li').first().waitFor();
      // sin desborde horizontal de la página (las tablas se desplazan dentro de su caja)
      await sinDesborde(pagina, `${ruta} a ${ancho} px`);
    }
    await pagina.goto('/admin/afiliados');
    await pagina.getByRole('button', { name: 'Importar' }).click();
    await pagina.getByRole('dialog', { name: 'Importar' }).getByLabel('Resultado').waitFor();
    await esperarQuietud(pagina);
    await capturar(pagina, `admin-importar-${ancho}`);
    graves.push(...(await infraccionesGraves(pagina)).map((i) => `Importar: ${i.regla} ${i.nodos.join(' | ')}`));
    const importar = pagina.getByRole('dialog', { name: 'Importar' });
    await importar.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
    await importar.waitFor({ state: 'hidden' });
    await pagina.getByRole('button', { name: 'Crear' }).click();
    const crear = pagina.getByRole('dialog', { name: 'Crear Afiliado' });
    await crear.getByRole('button', { name: 'Guardar' }).click();
    await crear.getByText('Escriba los nombres').waitFor();
    // sin el puntero encima de un botón (el color de hover es transitorio)
    await pagina.mouse.move(0, 0);
    await esperarQuietud(pagina);
    await capturar(pagina, `admin-crear-afiliado-${ancho}`);
    graves.push(...(await infraccionesGraves(pagina)).map((i) => `Crear Afiliado: ${i.regla} ${i.nodos.join(' | ')}`));
    await ctx.close();
    assert.deepEqual(graves, []);
  });
}
