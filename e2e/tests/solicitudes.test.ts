// Solicitudes de crédito: simulador -> Solicitar crédito -> formulario prellenado -> documentos -> Enviar -> lista;
// el superadmin la aprueba con observaciones -> el afiliado la ve APROBADA y el correo queda en el buzón.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { esperarCorreo } from '../src/buzon.js';
import { pdfMinimo, PNG_1X1 } from '../src/archivos.js';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  nuevoContexto,
  iniciarSesion,
  capturar,
  esperarQuietud,
  afirmarSinInfracciones,
  CUENTAS,
  elegirOpcion,
  entradaDeArchivo,
} from '../src/navegador.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const VALOR = '1,234,000';
const VALOR_LISTA = '$1,234,000.00';
const OBSERVACIONES = `Aprobada en comité e2e ${Date.now()}`;

async function subir(
  pagina: Page,
  etiqueta: string,
  archivo: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  // el selector de archivos (un documento de la solicitud tiene además la entrada de la cámara)
  await entradaDeArchivo(pagina, etiqueta).setInputFiles(archivo);
  await pagina
    .locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) })
    // el nombre del archivo (no el aviso 'carta.pdf cargado', que aparece si la subida es rápida)
    .getByText(archivo.name, { exact: true })
    .first()
    .waitFor();
}

/** axe-core: 0 infracciones serias o críticas en el estado actual de la página. */
async function sinInfraccionesGraves(pagina: Page, donde: string): Promise<void> {
  // sin el puntero encima de un botón (el color de hover es transitorio)
  const titulo = await pagina.getByRole('heading', { level: 1 }).first().boundingBox();
  await pagina.mouse.move(titulo?.x ?? 0, titulo?.y ?? 0);
  await esperarQuietud(pagina);
  await afirmarSinInfracciones(pagina, donde);
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
  assert.equal(await pagina.getByLabel('Tasa mensual').inputValue(), '0.80 % mensual');
  const valor = pagina.getByLabel('Valor');
  await valor.fill('1234000');
  await valor.blur();
  assert.equal(await valor.inputValue(), VALOR);
  await pagina.getByRole('button', { name: 'Calcular' }).click();
  await pagina.getByText('Cuota aproximada').waitFor();
  // 12 filas y la última con saldo 0
  const filas = pagina.locator('.ant-table-tbody tr.ant-table-row');
  await filas.first().waitFor(); // la tabla se descarga al calcular
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
  await subir(pagina, 'Último desprendible de pago (fotos o PDF)', {
    name: 'desprendible.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('Desprendible'),
  });
  await subir(pagina, 'Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await subir(pagina, 'Carta de solicitud y pagaré firmados (fotos o PDF)', {
    name: 'carta.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('Carta y pagare'),
  });

  // la plantilla de carta y pagaré es un PDF
  const [plantilla] = await Promise.all([
    pagina.waitForEvent('download'),
    pagina.getByRole('button', { name: /Descargar la plantilla/ }).click(),
  ]);
  assert.equal(
    readFileSync(await plantilla.path())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );
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
  // cada documento subido se ve en el visor y se descarga desde él
  for (const [boton, titulo, inicio] of [
    ['Ver desprendible', 'Desprendible', '%PDF-'],
    ['Ver carta y pagaré', 'Carta y pagaré', '%PDF-'],
    ['Ver firma', 'Firma', '\x89PNG'],
  ] as const) {
    await admin.getByRole('button', { name: boton }).click();
    const visor = admin.getByRole('dialog', { name: titulo });
    await visor.locator(inicio === '%PDF-' ? 'iframe' : 'img').waitFor();
    const [descarga] = await Promise.all([
      admin.waitForEvent('download'),
      visor.getByRole('button', { name: /Descargar/ }).click(),
    ]);
    await visor.getByRole('button', { name: 'Cerrar el visor' }).click();
    await visor.waitFor({ state: 'hidden' });
    // el cajón termina de cerrarse (su máscara no debe recibir el clic siguiente)
    await admin.waitForFunction(() => !document.querySelector('.ant-drawer-open, .ant-drawer-mask-motion-leave'));
    assert.equal(
      readFileSync(await descarga.path())
        .subarray(0, inicio.length)
        .toString('latin1'),
      inicio,
    );
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
  // la decisión a la vista: el estado grande arriba y las observaciones como texto
  const decision = pagina2.getByRole('region', { name: 'Estado de la solicitud' });
  await decision.getByText(OBSERVACIONES).waitFor();
  await decision.getByText('APROBADA', { exact: true }).waitFor();
  await ctx2.close();

  // --- El correo al afiliado quedó en el buzón de salida ---
  await esperarCorreo(
    `la decisión de la solicitud ${idSolicitud}`,
    (t) => t.includes(`No. ${idSolicitud}`) && t.includes('APROBADA'),
  );
  // Y, al radicarla, el recibo al afiliado con su número y el aviso al fondo (más allá de SPEC).
  const recibo = await esperarCorreo(`el recibo de la solicitud ${idSolicitud}`, (t) =>
    t.includes(`Subject: Solicitud de crédito No. ${idSolicitud} radicada`),
  );
  assert.match(recibo, new RegExp(`Recibimos su solicitud de crédito No\\. ${idSolicitud}`));
  await esperarCorreo(`el aviso al fondo de la solicitud ${idSolicitud}`, (t) =>
    t.includes(`Nueva solicitud de crédito No. ${idSolicitud} de`),
  );
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
    // la amortización: tabla en el escritorio, una tarjeta por periodo en el teléfono
    const amortizacion = pagina.getByRole('region', { name: 'Tabla de amortización' });
    if (pantalla === 'movil') await amortizacion.getByText('Periodo 1', { exact: true }).waitFor();
    else await amortizacion.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await capturar(pagina, `solicitudes-simulador-calculado-${pantalla}`);
    await sinInfraccionesGraves(pagina, 'simulador con la tabla');
    await pagina.goto('/solicitud-credito');
    await pagina.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
    await capturar(pagina, `solicitudes-formulario-vacio-${pantalla}`);
    await pagina.goto('/solicitudes-credito/admin');
    // la tabla en el escritorio; una tarjeta por solicitud en el teléfono
    const primera = pagina.locator('.ant-table-tbody tr.ant-table-row, .lista-tarjetas > li').first();
    await primera.waitFor();
    await capturar(pagina, `solicitudes-lista-${pantalla}`);
    await primera.getByRole('link').first().click();
    await pagina.getByRole('button', { name: 'Guardar Solicitud' }).waitFor();
    await capturar(pagina, `solicitudes-detalle-${pantalla}`);
    await sinInfraccionesGraves(pagina, 'solicitud existente (superadmin)');
    // sin desborde horizontal de la página (las tablas se desplazan dentro de su caja)
    const ancho = await pagina.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(ancho <= 1, `la página desborda ${ancho}px`);
    await contexto.close();
  });
}
