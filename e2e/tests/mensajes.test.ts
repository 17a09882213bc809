// Más de 300 líneas: el hilo con respuesta y las cargas XSS por tres vías comparten navegador y ayudas.
// Contáctenos: el afiliado abre un hilo con texto enriquecido y un adjunto; el superadmin
// responde (estado preseleccionado en Cerrado); el afiliado ve la respuesta y le llega el correo.
// Después, las cargas XSS por la interfaz, por la API y por la importación del buzón (APPEND en el
// Dovecot del runner + 'Importar desde correo'): al abrir los hilos como afiliado y como superadmin no
// corre ningún script (ni diálogo ni la marca en la consola) y el DOM del texto solo tiene lo permitido.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CARGAS_XSS } from '@fondo/api/test/cargas-xss';
import { agregarAlBuzon } from '@fondo/api/test/dovecot';
import { PDF_SIN_XREF } from '../src/archivos.js';
import { esperarCorreo } from '../src/buzon.js';
import {
  abrirNavegador,
  nuevoContexto,
  iniciarSesion,
  capturar,
  esperarQuietud,
  infraccionesGraves,
  CUENTAS,
  URL_BASE,
  PORTAL,
} from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const SELLO = Date.now();
const ASUNTO = `Consulta e2e ${SELLO}`;
const RESPUESTA = `RespuestaDelFondo${SELLO}`;
/** Lo que escribe cualquier script que llegue a correr. */
const MARCA = 'XSS-MARCA';

/** Un PDF de una página que se abre (el servidor rechaza el que no se abre). */
const PDF = PDF_SIN_XREF;

/** La carga tal cual (alert: diálogo) y su variante que escribe la marca en la consola. */
const conMarca = (p: string) => `${p}${p.replace(/alert\([^)]*\)/g, `console.log(/${MARCA}/.source)`)}`;

/** Cuenta diálogos, la marca en la consola y errores de script de una página. */
function vigilar(pagina: Page): { dialogos: string[]; marcas: string[] } {
  const r = { dialogos: [] as string[], marcas: [] as string[] };
  pagina.on('dialog', (d) => {
    r.dialogos.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  pagina.on('console', (m) => {
    if (m.text().includes(MARCA)) r.marcas.push(m.text());
  });
  return r;
}

async function entrar(
  pantalla: 'movil' | 'escritorio',
  cuenta: { usuario: string; clave: string },
): Promise<{ ctx: BrowserContext; pagina: Page }> {
  const ctx = await nuevoContexto(navegador, pantalla);
  const pagina = await ctx.newPage();
  await iniciarSesion(pagina, cuenta);
  await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
  return { ctx, pagina };
}

/** Llamada a la API con el token de la sesión de la página. */
async function api<T>(pagina: Page, ruta: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const token = await tokenDeSesion(pagina);
  assert.ok(token, 'sin token de sesión');
  const r = await fetch(`${URL_BASE}/api/${ruta}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const cuerpo = (await r.json()) as T & { error?: string };
  assert.ok(r.ok, `${init.method ?? 'GET'} /api/${ruta}: ${r.status} ${cuerpo.error ?? ''}`);
  return cuerpo;
}

/** El editor de texto del formulario. */
const editor = (pagina: Page) => pagina.getByRole('textbox', { name: 'Texto' });

/** Abre un hilo y espera sus tarjetas. */
async function abrirHilo(pagina: Page, id: number): Promise<void> {
  await pagina.goto(`/mensaje/${id}`);
  await pagina.getByRole('article').first().waitFor();
  await esperarQuietud(pagina);
}

/** Nada peligroso en el DOM de los textos, asuntos ni adjuntos del hilo abierto. */
async function domLimpio(pagina: Page, donde: string): Promise<void> {
  const { textos, problemas } = await pagina.evaluate(() => {
    const p: string[] = [];
    const prohibidas =
      'script, img, iframe, object, embed, svg, math, style, form, input, video, details, base, meta, link, template';
    for (const t of Array.from(document.querySelectorAll('.texto-mensaje'))) {
      for (const e of Array.from(t.querySelectorAll(prohibidas))) p.push(`etiqueta ${e.tagName}`);
      for (const e of Array.from(t.querySelectorAll('*'))) {
        for (const a of Array.from(e.attributes))
          if (/^on|^style$|^srcdoc$/i.test(a.name)) p.push(`atributo ${a.name} en ${e.tagName}`);
      }
      for (const a of Array.from(t.querySelectorAll('a'))) {
        const href = a.getAttribute('href');
        if (href !== null && !/^(https?:|mailto:)/i.test(href)) p.push(`href ${href}`);
        if (a.getAttribute('rel') !== 'noopener noreferrer') p.push(`rel ${a.getAttribute('rel') ?? ''}`);
      }
    }
    for (const e of Array.from(document.querySelectorAll('main img:not(.ant-avatar img), main script, main iframe')))
      p.push(`fuera del texto: ${e.tagName}`);
    return { textos: document.querySelectorAll('.texto-mensaje').length, problemas: p };
  });
  assert.ok(textos > 0, `${donde}: no se ve ningún texto`);
  assert.deepEqual(problemas, [], donde);
}

/** Un correo MIME (HTML y, si se da, un PDF adjunto con ese nombre). */
function correo(o: { de: string; asunto: string; html: string; adjunto?: string; id: string }): string {
  const limite = `limite-${o.id}`;
  const partes = [
    `From: Afiliado <${o.de}>`,
    'To: Fondo <fondo@fondo.local>',
    `Subject: =?UTF-8?B?${Buffer.from(o.asunto).toString('base64')}?=`,
    `Message-ID: <${o.id}@e2e.fondo.local>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${limite}"`,
    '',
    `--${limite}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(o.html).toString('base64').replace(/.{76}/g, '$&\r\n'),
  ];
  if (o.adjunto) {
    partes.push(
      `--${limite}`,
      'Content-Type: application/pdf',
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(o.adjunto)}`,
      '',
      PDF.toString('base64'),
    );
  }
  partes.push(`--${limite}--`, '');
  return partes.join('\r\n');
}

/** Una fila de la lista por su asunto. */
/** La fila (escritorio) o la tarjeta (teléfono) del hilo con ese asunto. */
const fila = (pagina: Page, asunto: string) =>
  pagina.locator('tr.ant-table-row, .lista-tarjetas > li', { hasText: asunto }).first();

test('hilo con texto enriquecido y adjunto, respuesta del superadmin (Cerrado), el afiliado la ve y recibe el correo', async () => {
  // --- El afiliado escribe ---
  const { ctx, pagina } = await entrar('escritorio', CUENTAS.actualizado);
  const vAfiliado = vigilar(pagina);
  await pagina.goto('/mensajes');
  await pagina.getByRole('heading', { name: 'Contáctenos' }).waitFor();
  assert.equal(await pagina.getByRole('radio', { name: 'Todos' }).isChecked(), true);
  assert.equal(await pagina.getByRole('button', { name: /Importar desde correo/ }).count(), 0);
  await pagina.getByRole('button', { name: /Crear Mensaje/ }).click();
  await pagina.waitForURL('**/mensaje/nuevo');
  await pagina.getByRole('textbox', { name: 'Asunto' }).fill(ASUNTO);
  const caja = editor(pagina);
  await caja.click();
  await pagina.keyboard.type('Primer párrafo.');
  await pagina.keyboard.press('Enter');
  await pagina.keyboard.type('Texto en ');
  await pagina.keyboard.press('Control+b');
  await pagina.keyboard.type('negrita');
  await pagina.keyboard.press('Control+b');
  await pagina.keyboard.type(' y ');
  await pagina.getByRole('button', { name: 'Cursiva' }).click();
  await pagina.keyboard.type('cursiva');
  await pagina.getByRole('button', { name: 'Cursiva' }).click();
  await pagina.keyboard.press('Enter');
  await pagina.getByRole('button', { name: 'Lista con viñetas' }).click();
  await pagina.keyboard.type('uno');
  await pagina.keyboard.press('Enter');
  await pagina.keyboard.type('dos');
  await pagina.keyboard.press('Enter');
  await pagina.keyboard.press('Enter');
  await pagina.keyboard.type('Vea ');
  await pagina.getByRole('button', { name: 'Enlace' }).click();
  await pagina.getByLabel('Dirección del enlace').fill('https://fondo.example/ayuda');
  await pagina.getByRole('button', { name: 'Aplicar' }).click();
  await pagina
    .locator('input[type=file]')
    .setInputFiles({ name: 'extracto.pdf', mimeType: 'application/pdf', buffer: PDF });
  await pagina.getByRole('list', { name: 'Archivos adjuntos' }).getByText('extracto.pdf').waitFor();
  await capturar(pagina, 'mensajes-nuevo-escritorio');
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(
    graves.map((i) => `${i.regla} ${i.nodos.join(' | ')}`),
    [],
  );
  await pagina.getByRole('button', { name: /Enviar/ }).click();
  await pagina.getByText('Mensaje enviado').waitFor();
  await pagina.waitForURL('**/mensajes');
  await fila(pagina, ASUNTO).getByText('Abierto').waitFor();
  await ctx.close();

  // --- El superadmin responde ---
  const admin = await entrar('escritorio', CUENTAS.admin);
  const vAdmin = vigilar(admin.pagina);
  await admin.pagina.goto('/mensajes');
  assert.equal(await admin.pagina.getByRole('radio', { name: 'Abiertos' }).isChecked(), true);
  await fila(admin.pagina, ASUNTO).waitFor();
  const cabeceras = await admin.pagina.locator('thead th').allTextContents();
  assert.deepEqual(cabeceras.map((c) => c.trim()).filter(Boolean), [
    'Foto',
    'Afiliado',
    'Asunto',
    'Creado',
    'Estado',
    'Última actualización',
    'Actualizado por',
  ]);
  await capturar(admin.pagina, 'mensajes-lista-admin-escritorio');
  await fila(admin.pagina, ASUNTO).locator('td').nth(3).click();
  await admin.pagina.waitForURL(/\/mensaje\/\d+$/);
  const idHilo = Number(admin.pagina.url().split('/').pop());
  await admin.pagina.getByRole('article').first().waitFor();
  // el texto enriquecido llegó como HTML permitido
  const texto = admin.pagina.locator('.texto-mensaje').first();
  assert.equal(await texto.locator('p').first().textContent(), 'Primer párrafo.');
  assert.equal(await texto.locator('strong').textContent(), 'negrita');
  assert.equal(await texto.locator('em').textContent(), 'cursiva');
  assert.deepEqual(await texto.locator('ul li').allTextContents(), ['uno', 'dos']);
  const enlace = texto.locator('a');
  assert.equal(await enlace.getAttribute('href'), 'https://fondo.example/ayuda');
  assert.equal(await enlace.getAttribute('rel'), 'noopener noreferrer');
  // el adjunto se descarga con la sesión
  const [descarga] = await Promise.all([
    admin.pagina.waitForEvent('download'),
    admin.pagina.getByRole('button', { name: 'Descargar extracto.pdf' }).click(),
  ]);
  assert.equal(
    readFileSync(await descarga.path())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );
  // SPEC 4: el estado de la respuesta viene en Cerrado
  assert.match(
    (await admin.pagina.locator('.ant-form-item', { hasText: 'Estado' }).locator('.ant-select').textContent()) ?? '',
    /Cerrado/,
  );
  await editor(admin.pagina).click();
  await admin.pagina.keyboard.type(`${RESPUESTA} con su certificado.`);
  await admin.pagina.getByRole('button', { name: /Enviar/ }).click();
  await admin.pagina.getByText('Mensaje enviado').waitFor();
  await admin.pagina.getByRole('article').nth(1).getByText(RESPUESTA, { exact: false }).waitFor();
  await admin.pagina.locator('.ant-tag', { hasText: 'Cerrado' }).first().waitFor();
  await capturar(admin.pagina, 'mensajes-hilo-escritorio');
  await admin.ctx.close();

  // --- El afiliado ve la respuesta ---
  const otra = await entrar('movil', CUENTAS.actualizado);
  await otra.pagina.goto('/mensajes');
  await fila(otra.pagina, ASUNTO).getByText('Cerrado').waitFor();
  await capturar(otra.pagina, 'mensajes-lista-afiliado-movil');
  await fila(otra.pagina, ASUNTO).getByRole('link').click();
  await otra.pagina.waitForURL(`**/mensaje/${idHilo}`);
  await otra.pagina.getByText(RESPUESTA, { exact: false }).waitFor();
  await capturar(otra.pagina, 'mensajes-hilo-movil');
  // a 390 px nada se sale de la pantalla
  const ancho = await otra.pagina.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(ancho <= 390, `la página mide ${ancho} px de ancho`);
  await otra.ctx.close();

  assert.deepEqual([...vAfiliado.dialogos, ...vAdmin.dialogos], []);

  // --- El correo al afiliado, con el texto de la respuesta y el enlace al hilo (sale por la cola) ---
  const aviso = await esperarCorreo('el correo de la respuesta', (c) => c.includes(RESPUESTA));
  assert.match(aviso, new RegExp(`/mensaje/${idHilo}`));
});

test('ninguna carga XSS corre: por la interfaz, por la API y por la importación del buzón, abiertas por el afiliado y el superadmin', async () => {
  assert.ok(CARGAS_XSS.length >= 40);
  const imapUrl = PORTAL.imap;
  assert.ok(imapUrl, 'el portal de la prueba no tiene buzón IMAP (lo arranca src/global.ts)');
  const todas = CARGAS_XSS.map(conMarca).join('\n');

  // --- Por la interfaz: asunto, texto pegado como HTML y un adjunto con nombre peligroso ---
  const afiliado = await entrar('escritorio', CUENTAS.actualizado);
  const vA = vigilar(afiliado.pagina);
  const asuntoXss = `XSS ui ${SELLO} <img src=x onerror=alert(1)>`;
  await afiliado.pagina.goto('/mensaje/nuevo');
  await afiliado.pagina.getByRole('textbox', { name: 'Asunto' }).fill(asuntoXss);
  await editor(afiliado.pagina).click();
  await editor(afiliado.pagina).evaluate((el, html) => {
    const datos = new DataTransfer();
    datos.setData('text/html', html);
    datos.setData('text/plain', 'cargas');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: datos, bubbles: true, cancelable: true }));
  }, `<p>Cargas por la interfaz</p>${todas}`);
  await afiliado.pagina.keyboard.type(' fin');
  await afiliado.pagina.locator('input[type=file]').setInputFiles({
    name: '"><img src=x onerror=alert(1)>.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await afiliado.pagina.getByRole('list', { name: 'Archivos adjuntos' }).locator('li').first().waitFor();
  await afiliado.pagina.getByRole('button', { name: /Enviar/ }).click();
  await afiliado.pagina.getByText('Mensaje enviado').waitFor();
  await afiliado.pagina.waitForURL('**/mensajes');
  const lista = await api<{ filas: { id_mensaje: number; asunto: string }[] }>(afiliado.pagina, 'mensajes?tamano=100');
  const hiloUi = lista.filas.find((f) => f.asunto.startsWith(`XSS ui ${SELLO}`));
  assert.ok(hiloUi, 'no se listó el hilo de la interfaz');
  assert.doesNotMatch(hiloUi.asunto, /[<>]/);

  // --- Por la API (lo que mandaría alguien sin el editor): cada carga en su respuesta ---
  const adjunto = await api<{ id_archivo: number }>(afiliado.pagina, 'archivos', {
    method: 'POST',
    json: {
      file: `data:application/pdf;base64,${PDF.toString('base64')}`,
      name: '<svg onload=alert(1)>.pdf',
      uso: 'adjunto',
    },
  });
  for (const [i, carga] of CARGAS_XSS.entries()) {
    await api(afiliado.pagina, 'mensajes', {
      method: 'POST',
      json: {
        id_mensaje_padre: hiloUi.id_mensaje,
        texto: `<p>carga ${i + 1}</p>${conMarca(carga)}`,
        adjuntos: i === 0 ? [adjunto.id_archivo] : [],
      },
    });
  }

  // --- Por la importación: correos del afiliado con las cargas (hilos nuevos y una respuesta) ---
  const yo = await api<{ afiliado: { email: string } }>(afiliado.pagina, 'afiliados/me');
  const de = yo.afiliado.email;
  const grupos: string[][] = [];
  for (let i = 0; i < CARGAS_XSS.length; i += 10) grupos.push(CARGAS_XSS.slice(i, i + 10).map(conMarca));
  const correos = grupos.map((g, i) =>
    correo({
      de,
      id: `xss-${SELLO}-${i}`,
      asunto: `XSS importado ${SELLO} ${i} <script>alert(1)</script>`,
      html: `<html><head><script>alert(1)</script></head><body onload="alert(1)"><p>Importado ${i}</p>${g.join('')}</body></html>`,
      adjunto: i === 0 ? '<img src=x onerror=alert(1)>.pdf' : undefined,
    }),
  );
  correos.push(
    correo({
      de,
      id: `xss-${SELLO}-respuesta`,
      asunto: `RE: [Mensaje ${hiloUi.id_mensaje}] cargas`,
      html: `<p>Respuesta por correo</p>${todas}`,
      adjunto: 'javascript:alert(1).pdf',
    }),
  );
  await agregarAlBuzon(imapUrl, correos);

  const admin = await entrar('escritorio', CUENTAS.admin);
  const vS = vigilar(admin.pagina);
  await admin.pagina.goto('/mensajes');
  await admin.pagina.getByRole('button', { name: /Importar desde correo/ }).click();
  await admin.pagina
    .getByText(`Se importaron ${correos.length} correos.`, { exact: false })
    .waitFor({ timeout: 60_000 });
  const todos = await api<{ filas: { id_mensaje: number; asunto: string }[] }>(admin.pagina, 'mensajes?tamano=100');
  const importados = todos.filas.filter((f) => f.asunto.startsWith(`XSS importado ${SELLO}`));
  assert.equal(importados.length, grupos.length);
  for (const f of importados) assert.doesNotMatch(f.asunto, /[<>]/);
  const hilos = [hiloUi.id_mensaje, ...importados.map((f) => f.id_mensaje)];
  // el hilo de la interfaz tiene sus respuestas por la API y la del correo
  const hiloCompleto = await api<{ respuestas: unknown[] }>(admin.pagina, `mensajes/${hiloUi.id_mensaje}`);
  assert.equal(hiloCompleto.respuestas.length, CARGAS_XSS.length + 1);

  // --- Abrir cada hilo como superadmin y como afiliado: nada corre ---
  for (const [quien, p] of [
    ['superadmin', admin.pagina],
    ['afiliado', afiliado.pagina],
  ] as const) {
    await p.goto('/mensajes');
    await p.locator('tr.ant-table-row, .lista-tarjetas > li').first().waitFor();
    await esperarQuietud(p);
    for (const id of hilos) {
      await abrirHilo(p, id);
      await domLimpio(p, `${quien}, hilo ${id}`);
    }
  }
  await abrirHilo(admin.pagina, hiloUi.id_mensaje);
  await capturar(admin.pagina, 'mensajes-xss-escritorio');
  // un momento más para cualquier manejador diferido (onload, ontoggle, onfocus)
  await admin.pagina.waitForTimeout(500);
  assert.deepEqual([...vA.dialogos, ...vS.dialogos], [], 'se abrió un diálogo');
  assert.deepEqual([...vA.marcas, ...vS.marcas], [], 'un script escribió la marca en la consola');
  await admin.ctx.close();
  await afiliado.ctx.close();
});

test('capturas de Contáctenos a 390 y 1280 px', async () => {
  for (const [nombre, ancho] of [
    ['movil', 390],
    ['escritorio', 1280],
  ] as const) {
    for (const [quien, cuenta] of [
      ['afiliado', CUENTAS.actualizado],
      ['admin', CUENTAS.admin],
    ] as const) {
      const ctx = await navegador.newContext({
        viewport: { width: ancho, height: 900 },
        baseURL: URL_BASE,
        locale: 'es-CO',
      });
      ctx.setDefaultTimeout(15_000);
      const p = await ctx.newPage();
      await iniciarSesion(p, cuenta);
      await p.waitForURL((u) => !u.pathname.startsWith('/login'));
      await p.goto('/mensajes');
      await p.locator('tr.ant-table-row, .lista-tarjetas > li').first().waitFor();
      await esperarQuietud(p);
      await capturar(p, `mensajes-lista-${quien}-${ancho}`);
      const anchoPagina = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(anchoPagina <= ancho, `${quien} a ${nombre}: la lista mide ${anchoPagina} px`);
      if (quien === 'afiliado') {
        await p.goto('/mensaje/nuevo');
        await editor(p).waitFor();
        await esperarQuietud(p);
        await capturar(p, `mensajes-nuevo-${ancho}`);
      } else {
        // la fila entera (escritorio) o la tarjeta entera (teléfono) abre el hilo
        if (ancho === 1280) await p.locator('tr.ant-table-row').first().locator('td').nth(3).click();
        else await p.locator('.lista-tarjetas > li').first().locator('.tarjeta-abrir').click();
        await p.getByRole('article').first().waitFor();
        await esperarQuietud(p);
        await capturar(p, `mensajes-hilo-${ancho}`);
      }
      await ctx.close();
    }
  }
});
