// Más de 300 líneas: cuatro mejoras para el teléfono en dos pantallas, con la misma solicitud decidida y ayudas.
// Listas y decisiones en el teléfono, en Chromium, a 390 x 844 (teléfono táctil) y a 1280 x 800: la decisión
// de una solicitud a la vista (novedad en Inicio hasta verla, tarjeta con el estado arriba que se abre con
// un toque, estado grande y observaciones), Atrás conserva el filtro, el orden y la página de una lista, las
// columnas de /admin/afiliados y el nombre en la barra a 1280 px, el visor de documentos, el aviso
// 'Bienvenido' debajo de la barra y el dinero sin partir; axe sin infracciones serias en cada estado nuevo.
// Las capturas quedan en e2e/artifacts/.
import { expect, test } from '@playwright/test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  esperarQuietud,
  iniciarSesion,
  CUENTAS,
  URL_BASE,
  contextoDeAncho,
  sinInfraccionesEnReposo,
  sinDesborde,
} from '../src/navegador.js';
import { tokenDeApi } from '../src/api.js';
import { PDF_SIN_XREF, PNG_1X1 } from '../src/archivos.js';

const ARTEFACTOS = join(import.meta.dirname, '..', 'artifacts');
const OBSERVACIONES = `No alcanza la capacidad de pago (e2e ${Date.now()}).`;
const VALOR = 14_500_000;
const VALOR_TEXTO = '$14,500,000.00';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
  mkdirSync(ARTEFACTOS, { recursive: true });
});
test.afterAll(async () => {
  await navegador.close();
});

async function capturar(pagina: Page, nombre: string): Promise<void> {
  await pagina.screenshot({ path: join(ARTEFACTOS, `${nombre}.png`), fullPage: true });
}

// --- API (preparar datos como lo haría la pantalla) ------------------------------------------------

async function api<T>(t: string, metodo: string, ruta: string, cuerpo?: unknown): Promise<T> {
  const r = await fetch(`${URL_BASE}/api/${ruta}`, {
    method: metodo,
    headers: { authorization: `bearer ${t}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
  assert.ok(r.ok, `${metodo} ${ruta}: ${r.status} ${await r.clone().text()}`);
  return (await r.json()) as T;
}

const PDF = PDF_SIN_XREF;
const PNG = PNG_1X1;

/** Radica una solicitud del afiliado (con sus tres documentos) y el superadmin la decide. */
async function solicitudDecidida(): Promise<number> {
  const afiliado = await tokenDeApi(CUENTAS.actualizado);
  const subir = (nombre: string, bytes: Buffer, tipo: string, uso: string) =>
    api<{ id_archivo: number }>(afiliado, 'POST', 'archivos', {
      file: `data:${tipo};base64,${bytes.toString('base64')}`,
      name: nombre,
      uso,
    });
  const tipos = await api<
    {
      id_tipo_credito: number;
      activo: boolean;
      periodicidad: string;
      plazo_minimo: number | null;
      plazo_maximo: number | null;
    }[]
  >(afiliado, 'GET', 'tipos-credito');
  // un tipo activo, mensual, que admita 12 cuotas
  const tipo = tipos.find(
    (t) => t.activo && t.periodicidad === 'mensual' && (t.plazo_minimo ?? 1) <= 12 && (t.plazo_maximo ?? 36) >= 12,
  )!;
  const s = await api<{ id_solicitud: number }>(afiliado, 'POST', 'afiliados/me/solicitar-credito', {
    id_tipo_credito: tipo.id_tipo_credito,
    valor: VALOR,
    destino: 'Compra de vivienda (e2e)',
    cuotas: 12,
    desde_mes: 3,
    numero_cuenta: '00123',
    tipo_cuenta: 'Ahorros',
    banco: 'Banco de Prueba',
    codeudor: false,
    ultimo_desprendible: (await subir('desprendible.pdf', PDF, 'application/pdf', 'pdf')).id_archivo,
    firma: (await subir('firma.png', PNG, 'image/png', 'imagen')).id_archivo,
    carta_pagare: (await subir('carta.pdf', PDF, 'application/pdf', 'pdf')).id_archivo,
  });
  const admin = await tokenDeApi(CUENTAS.admin);
  await api(admin, 'POST', 'solicitudes-credito', {
    id_solicitud: s.id_solicitud,
    estado: 'NO APROBADA',
    observaciones: OBSERVACIONES,
  });
  return s.id_solicitud;
}

let idSolicitud = 0;

test('en el teléfono: la novedad en Inicio, la tarjeta con su estado que se abre con un toque, la decisión grande; vista, la novedad se va', async () => {
  idSolicitud = await solicitudDecidida();
  const ctx = await contextoDeAncho(navegador, 390, { alto: 800, espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.actualizado);
  // 'Bienvenido' sale debajo de la barra: no tapa el botón del menú
  const aviso = p.locator('.ant-message-notice', { hasText: 'Bienvenido' });
  await aviso.waitFor();
  // El aviso entra deslizándose desde arriba (unos 0,3 s; más en una máquina cargada): se mide hasta que
  // termina de entrar, dentro de los 3 s que dura. Si al llegar tapa la barra, falla.
  const barra = await p.locator('.barra').boundingBox();
  let cajaAviso = await aviso.boundingBox();
  for (let i = 0; i < 20 && barra && cajaAviso && cajaAviso.y < barra.y + barra.height; i++) {
    await p.waitForTimeout(100);
    cajaAviso = await aviso.boundingBox();
  }
  assert.ok(barra && cajaAviso && cajaAviso.y >= barra.y + barra.height, 'el aviso tapa la barra');
  await p.waitForURL('**/inicio');

  const novedades = p.getByRole('list', { name: 'Novedades' });
  const novedad = novedades
    .getByRole('listitem')
    .filter({ hasText: 'Su solicitud de crédito no fue aprobada' })
    .first();
  await novedad.waitFor();
  await capturar(p, 'movil-listas-inicio-novedades-390');
  await sinInfraccionesEnReposo(p, 'Inicio con novedades');

  await p.goto('/solicitudes-credito/user');
  const tarjeta = p
    .locator('.lista-tarjetas > li', { hasText: VALOR_TEXTO })
    .filter({ hasText: 'NO APROBADA' })
    .first();
  await tarjeta.waitFor();
  await tarjeta.getByText('Novedad', { exact: true }).waitFor();
  // el estado es lo primero de la tarjeta, con la marca de lo que cambió
  assert.equal((await tarjeta.locator('.tarjeta-estado').textContent())?.trim(), 'NO APROBADANovedad');
  // el dinero en una sola línea
  const lineas = await tarjeta.getByText(VALOR_TEXTO).evaluate((e) => e.getClientRects().length);
  assert.equal(lineas, 1, 'el valor se parte en dos líneas');
  await sinDesborde(p, 'lista de solicitudes');
  await capturar(p, 'movil-listas-solicitudes-user-390');
  await sinInfraccionesEnReposo(p, 'tarjetas de solicitudes');

  // un toque en la tarjeta (no en el enlace del título) abre la solicitud
  const caja = (await tarjeta.boundingBox())!;
  await p.touchscreen.tap(caja.x + caja.width - 60, caja.y + caja.height - 20);
  await p.waitForURL(`**/solicitud-credito/${idSolicitud}`);
  const decision = p.getByRole('region', { name: 'Estado de la solicitud' });
  await decision.getByText(OBSERVACIONES).waitFor();
  const etiqueta = decision.getByText('NO APROBADA', { exact: true });
  assert.ok(Number((await etiqueta.evaluate((e) => getComputedStyle(e).fontSize)).replace('px', '')) >= 18);
  assert.match((await decision.textContent()) ?? '', /Revisada el \d\d\/\d\d\/\d\d/);
  await capturar(p, 'movil-listas-solicitud-decidida-390');
  await sinInfraccionesEnReposo(p, 'solicitud decidida (afiliado)');

  // Atrás: la lista ya no la marca; Inicio ya no la muestra
  await p.goBack();
  await p.waitForURL('**/solicitudes-credito/user');
  await tarjeta.locator('.tarjeta-estado', { hasText: /^NO APROBADA$/ }).waitFor();
  await p.goto('/inicio');
  await p.getByText('Ahorro total').waitFor();
  await esperarQuietud(p);
  assert.equal(await p.getByText('Su solicitud de crédito no fue aprobada').count(), 0);
  await ctx.close();
});

for (const pantalla of ['escritorio', 'movil'] as const) {
  test(`Atrás conserva el filtro, el orden y la página de una lista (${pantalla})`, async () => {
    const ctx = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const p = await ctx.newPage();
    await iniciarSesion(p, CUENTAS.admin);
    await p.waitForURL((u) => !u.pathname.startsWith('/login'));
    await p.goto('/admin/afiliados');
    const filas = p.locator('.ant-table-tbody tr.ant-table-row, .lista-tarjetas > li');
    await filas.first().waitFor();
    // filtro: Actualizados; orden: apellidos de la Z a la A; página 2
    await p.getByRole('combobox', { name: 'Actualización' }).click();
    await p.locator('.ant-select-item-option', { hasText: 'Actualizados' }).click();
    await p.waitForURL(/actualizacion=actualizados/);
    if (pantalla === 'escritorio') {
      // el orden por defecto ya es por apellidos (A-Z): un clic lo invierte
      await p.locator('.ant-table-column-title', { hasText: 'Apellidos' }).click();
    } else {
      await p.getByRole('combobox', { name: 'Ordenar por' }).click();
      await p.locator('.ant-select-item-option', { hasText: 'Apellidos: descendente' }).click();
    }
    await p.waitForURL(/orden=-apellidos/);
    await esperarQuietud(p);
    // la página 2 se dibuja cuando su primera fila ya no es la de la página 1
    const selectorFilas = '.ant-table-tbody tr.ant-table-row, .lista-tarjetas > li';
    const dePagina1 = (await filas.first().textContent()) ?? '';
    await p.locator('.ant-pagination-item-2').first().click();
    await p.waitForURL(/pagina=2/);
    await p.waitForFunction(([selector, antes]) => (document.querySelector(selector)?.textContent ?? antes) !== antes, [
      selectorFilas,
      dePagina1,
    ] as const);
    await esperarQuietud(p);
    const url = new URL(p.url());
    const primera = (await filas.first().textContent()) ?? '';
    await capturar(p, `movil-listas-afiliados-filtrados-${pantalla === 'movil' ? 390 : 1280}`);
    // abre el formulario de actualización del primero y vuelve
    await filas.first().getByRole('button', { name: 'Formulario de actualización' }).click();
    await p.waitForURL(/\/actualizacion\/\d+$/);
    await p.goBack();
    await p.waitForURL((u) => u.pathname === url.pathname && u.search === url.search);
    await esperarQuietud(p);
    // la lista vuelve con la página 2 de antes (puede dibujarse primero lo que ya tenía en memoria)
    await expect(filas.first()).toHaveText(primera, { useInnerText: false });
    assert.equal(await p.locator('.ant-pagination-item-active').first().textContent(), '2');
    // el filtro vuelve de la URL (su etiqueta puede dibujarse un momento después de las filas)
    await p
      .locator('.ant-select', { has: p.getByRole('combobox', { name: 'Actualización' }) })
      .filter({ hasText: /Actualizados/ })
      .waitFor({ timeout: 10_000 });
    await ctx.close();
  });
}

test('a 1280 px: todas las columnas de /admin/afiliados se leen y el nombre se ve en la barra (debajo, las iniciales)', async () => {
  const ctx = await contextoDeAncho(navegador, 1280, { alto: 800, espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.admin);
  await p.waitForURL((u) => !u.pathname.startsWith('/login'));
  await p.goto('/admin/afiliados');
  await p.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await esperarQuietud(p);
  // sin desplazamiento dentro de la tabla ni columnas fijas encima de otras
  const tabla = await p
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((e) => ({
      scroll: e.scrollWidth,
      visible: e.clientWidth,
    }));
  assert.ok(tabla.scroll <= tabla.visible + 1, `la tabla se desplaza: ${tabla.scroll} > ${tabla.visible}`);
  const retiro = (await p.getByRole('columnheader', { name: /Retiro/ }).boundingBox())!;
  const acciones = (await p.getByRole('columnheader', { name: 'Acciones' }).boundingBox())!;
  assert.ok(retiro.x + retiro.width <= acciones.x + 1, 'Acciones tapa Retiro');
  assert.equal(await p.locator('.barra-nombre').isVisible(), true);
  const nombre = await p.locator('.barra-nombre').boundingBox();
  assert.ok(nombre && nombre.width > 20, 'el nombre no se ve en la barra');
  await capturar(p, 'movil-listas-admin-afiliados-1280');
  await sinInfraccionesEnReposo(p, '/admin/afiliados a 1280');
  // más angosto: solo el círculo con las iniciales
  await p.setViewportSize({ width: 1100, height: 800 });
  const angosto = await p.locator('.barra-nombre').boundingBox();
  assert.ok(!angosto || angosto.width <= 1, 'a 1100 px el nombre debería ceder su lugar');
  assert.equal(await p.locator('.barra-usuario .ant-avatar').isVisible(), true);
  await ctx.close();
});

for (const pantalla of ['escritorio', 'movil'] as const) {
  test(`el superadmin ve los documentos de una solicitud en el visor (${pantalla})`, async () => {
    if (!idSolicitud) idSolicitud = await solicitudDecidida();
    const ctx = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const p = await ctx.newPage();
    await iniciarSesion(p, CUENTAS.admin);
    await p.waitForURL((u) => !u.pathname.startsWith('/login'));
    await p.goto(`/solicitud-credito/${idSolicitud}`);
    await p.getByRole('button', { name: /Ver desprendible/ }).click();
    const visor = p.getByRole('dialog', { name: 'Desprendible' });
    const marco = visor.locator('iframe');
    await marco.waitFor();
    assert.match((await marco.getAttribute('src')) ?? '', /^blob:/);
    await visor.getByRole('button', { name: /Descargar/ }).waitFor();
    await capturar(p, `movil-listas-visor-pdf-${pantalla === 'movil' ? 390 : 1280}`);
    await sinInfraccionesEnReposo(p, `visor del desprendible (${pantalla})`, { red: false });
    await visor.getByRole('button', { name: 'Cerrar el visor' }).click();
    await visor.waitFor({ state: 'hidden' });
    await p.getByRole('button', { name: /Ver firma/ }).click();
    await p.getByRole('dialog', { name: 'Firma' }).getByRole('img', { name: 'Firma' }).waitFor();
    await ctx.close();
  });
}

const LISTAS_ADMIN = [
  '/solicitudes-credito/admin',
  '/mensajes',
  '/admin/afiliados',
  '/admin/aportes',
  '/admin/creditos',
  '/admin/tipos-credito',
  '/admin/auditoria',
];
const LISTAS_AFILIADO = ['/solicitudes-credito/user', '/mensajes', '/inicio'];

for (const pantalla of ['movil', 'escritorio'] as const) {
  // axe y la captura de cada una de estas rutas, con las mismas cuentas y anchos: accesibilidad.test.ts
  test(`cada lista en ${pantalla}: tarjetas (teléfono) o tablas (escritorio), sin desborde`, async () => {
    const ancho = pantalla === 'movil' ? 390 : 1280;
    for (const [quien, cuenta, rutas] of [
      ['admin', CUENTAS.admin, LISTAS_ADMIN],
      ['afiliado', CUENTAS.actualizado, LISTAS_AFILIADO],
    ] as const) {
      const ctx = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
      const p = await ctx.newPage();
      await iniciarSesion(p, cuenta);
      await p.waitForURL((u) => !u.pathname.startsWith('/login'));
      for (const ruta of rutas) {
        await p.goto(ruta);
        if (ruta === '/inicio')
          await p
            .getByText(/^\$[\d,]+\.\d\d$/)
            .first()
            .waitFor();
        else {
          const fila = pantalla === 'movil' ? '.lista-tarjetas > li' : '.ant-table-tbody tr.ant-table-row';
          await p.locator(fila).first().waitFor();
          if (pantalla === 'movil') {
            assert.equal(await p.locator('.ant-table').count(), 0, `${ruta}: en el teléfono no hay tabla`);
            // el estado (o el dato principal) arriba de cada tarjeta
            assert.ok((await p.locator('.lista-tarjetas > li > .tarjeta-estado').count()) > 0, `${ruta}: sin estado`);
          }
        }
        await esperarQuietud(p);
        await sinDesborde(p, `${quien} ${ruta} (${ancho})`);
      }
      await ctx.close();
    }
  });
}
