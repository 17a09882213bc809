// Pantallas sin callejones, a 390 y 1280 px, con axe (moderadas, serias y críticas): la amortización del simulador
// en un teléfono (una tarjeta por periodo, sin cifras cortadas), las acciones de cada afiliado con su nombre
// escrito, el afiliado que escribe una ruta de administración (se le dice por qué vuelve a Inicio), el aviso
// 'Bienvenido' que no tapa el de 'Está viendo el portal como…' y los botones del modal Importar a la vista en
// una pantalla de 800 px de alto.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  capturar,
  contextoDeAncho,
  CUENTAS,
  elegirOpcion,
  esperarQuietud,
  infraccionesGraves,
  iniciarSesion,
} from '../src/navegador.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const ANCHOS = [390, 1280] as const;

/** Un libro de corte (hoja Aportes, corte en B2, datos desde la fila 5) con 40 filas malas: vista previa larga. */
async function libroConRechazos(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Aportes');
  hoja.getCell('A2').value = 'Corte';
  // fuera de los cortes demo y de los de las demás pruebas; solo se revisa, nada se escribe
  hoja.getCell('B2').value = new Date(Date.UTC(2017, 0, 31));
  hoja.getRow(4).values = ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'];
  for (let i = 0; i < 40; i++)
    hoja.getRow(5 + i).values = [
      CUENTAS.actualizado.usuario,
      'Afiliado',
      'Ahorro Permanente',
      `1.500.000.0${i % 10}`,
      0,
    ];
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function sinInfracciones(pagina: Page, donde: string): Promise<void> {
  await pagina.mouse.move(0, 0);
  await esperarQuietud(pagina);
  const graves = await infraccionesGraves(pagina, { moderadas: true });
  assert.deepEqual(
    graves.map((i) => `${i.regla} ${i.nodos.join(' | ')}`),
    [],
    `axe en ${donde}`,
  );
}

/** Nada de la página sale por la derecha (ni la página ni una caja se desplaza de lado). */
async function sinDesbordeLateral(pagina: Page, donde: string): Promise<void> {
  const ancho = await pagina.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(ancho <= 0, `${donde}: la página se desplaza ${ancho} px de lado`);
}

for (const ancho of ANCHOS) {
  test(`${ancho} px: la amortización del simulador se lee entera`, async () => {
    const contexto = await contextoDeAncho(navegador, ancho);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/simulador');
    await elegirOpcion(pagina, 'Tipo de crédito', 'Libre Inversión');
    await pagina.getByRole('button', { name: 'Calcular' }).click();
    const region = pagina.getByRole('region', { name: 'Tabla de amortización' });
    await region.waitFor();
    if (ancho === 390) {
      // una tarjeta por periodo, con sus cuatro cifras a la vista (nada cortado ni escondido a la derecha)
      const periodos = region.getByRole('list').getByRole('listitem');
      assert.ok((await periodos.count()) >= 1);
      const primero = periodos.first();
      await primero.getByText('Periodo 1', { exact: true }).waitFor();
      const caja = await primero.boundingBox();
      assert.ok(caja && caja.x >= 0 && caja.x + caja.width <= 390, 'la tarjeta cabe en la pantalla');
      for (const cifra of ['Cuota', 'Interés', 'Abono a capital', 'Saldo']) {
        const etiqueta = await primero.getByText(cifra, { exact: true }).boundingBox();
        assert.ok(etiqueta && etiqueta.x + etiqueta.width <= 390, `'${cifra}' se ve entera`);
      }
      assert.equal(await region.getByRole('columnheader').count(), 0);
    } else {
      const encabezados = await region.getByRole('columnheader').allInnerTexts();
      assert.deepEqual(encabezados, ['Periodo', 'Cuota', 'Interés', 'Abono a capital', 'Saldo']);
    }
    await sinDesbordeLateral(pagina, 'el simulador');
    await capturar(pagina, `pantallas-simulador-${ancho}`);
    await sinInfracciones(pagina, `el simulador calculado (${ancho} px)`);
    await contexto.close();
  });

  test(`${ancho} px: un afiliado que escribe una ruta de administración sabe por qué vuelve a Inicio`, async () => {
    const contexto = await contextoDeAncho(navegador, ancho);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/admin/afiliados');
    await pagina
      .getByText('Esa página es solo para los administradores del fondo. Lo llevamos a Mis Productos.')
      .waitFor();
    await pagina.waitForURL('**/inicio');
    await capturar(pagina, `pantallas-solo-administradores-${ancho}`);
    await contexto.close();
  });

  test(`${ancho} px: las acciones de cada afiliado dicen su nombre; 'Bienvenido' no tapa el aviso de impersonación`, async () => {
    const contexto = await contextoDeAncho(navegador, ancho);
    const admin = await contexto.newPage();
    await iniciarSesion(admin, CUENTAS.admin);
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await admin.goto(`/admin/afiliados?texto=${CUENTAS.actualizado.usuario}`);
    const acciones = admin.getByRole('group', { name: /^Acciones de / }).first();
    await acciones.waitFor();
    // cada acción con su nombre escrito y visible (en la tarjeta del teléfono no hay tooltip)
    for (const nombre of [
      'Editar',
      'Formulario de actualización',
      'Descargar formulario',
      'Abrir aplicación como el afiliado',
      'Enviar bienvenida',
      'Eliminar',
    ]) {
      const boton = acciones.getByRole('button', { name: nombre, exact: true });
      assert.equal((await boton.innerText()).trim(), nombre);
      const caja = await boton.boundingBox();
      assert.ok(caja && caja.x >= 0 && caja.x + caja.width <= ancho, `'${nombre}' cabe en la pantalla`);
    }
    await sinDesbordeLateral(admin, '/admin/afiliados');
    await capturar(admin, `pantallas-acciones-afiliado-${ancho}`);
    await sinInfracciones(admin, `/admin/afiliados (${ancho} px)`);

    // Abrir la aplicación como el afiliado: 'Bienvenido' sale debajo del aviso, no encima
    const [miembro] = await Promise.all([
      contexto.waitForEvent('page'),
      acciones.getByRole('button', { name: 'Abrir aplicación como el afiliado' }).click(),
    ]);
    const aviso = miembro.locator('.aviso-impersonacion');
    const bienvenido = miembro.locator('.ant-message-notice', { hasText: 'Bienvenido' });
    await Promise.all([aviso.waitFor(), bienvenido.waitFor()]);
    // el aviso entra deslizándose desde arriba: se mide cuando terminó de entrar, dentro de sus 3 s
    await miembro.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const cajaAviso = await aviso.boundingBox();
    const cajaBienvenido = await bienvenido.boundingBox();
    assert.ok(cajaAviso && cajaBienvenido, 'el aviso y Bienvenido se ven');
    assert.ok(
      cajaBienvenido.y >= cajaAviso.y + cajaAviso.height,
      `'Bienvenido' (y ${cajaBienvenido.y}) tapa el aviso de impersonación (hasta ${cajaAviso.y + cajaAviso.height})`,
    );
    await capturar(miembro, `pantallas-bienvenido-impersonacion-${ancho}`);
    await contexto.close();
  });
}

test('1280 x 800: los botones del modal Importar quedan a la vista con la vista previa larga', async () => {
  const contexto = await contextoDeAncho(navegador, 1280, { alto: 800 });
  const admin = await contexto.newPage();
  await iniciarSesion(admin, CUENTAS.admin);
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/admin/afiliados');
  await admin.getByRole('button', { name: 'Importar' }).click();
  const modal = admin.getByRole('dialog', { name: 'Importar' });
  await modal.waitFor();
  await modal.locator('input[type=file]').setInputFiles({
    name: 'rechazos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await libroConRechazos(),
  });
  await modal.getByText('rechazos.xlsx').waitFor();
  await modal.getByRole('button', { name: 'Revisar' }).click();
  await modal.getByRole('region', { name: 'Vista previa' }).waitFor();
  await esperarQuietud(admin);
  // la vista previa es más alta que el cuerpo: sin desplazarse por dentro, empujaría los botones fuera
  const cuerpo = modal.locator('.ant-modal-body');
  assert.ok(await cuerpo.evaluate((e) => e.scrollHeight > e.clientHeight), 'la vista previa no es larga');
  const pie = modal.locator('.ant-modal-footer');
  for (const nombre of ['Cerrar', 'Revisar', 'Importar']) {
    // (el nombre accesible lleva el del ícono: 'file-search Revisar')
    const caja = await pie.locator('button', { hasText: nombre }).boundingBox();
    assert.ok(caja && caja.y >= 0 && caja.y + caja.height <= 800, `'${nombre}' queda dentro de los 800 px`);
  }
  // el cuerpo se desplaza dentro del modal: el modal entero cabe en la pantalla
  const cajaModal = await admin.locator('.ant-modal-container, .ant-modal-content').first().boundingBox();
  assert.ok(cajaModal && cajaModal.y + cajaModal.height <= 800, 'el modal cabe en 800 px');
  await capturar(admin, 'pantallas-modal-importar-1280x800');
  await sinInfracciones(admin, 'el modal Importar a 1280 x 800');
  await contexto.close();
});
