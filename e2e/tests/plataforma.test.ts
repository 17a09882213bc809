// Cada remoto trae su propio antd (no se comparte) pero el portal se ve como uno: mismo tema,
// es_ES, avisos y modales de App.useApp() en el remoto, un solo React, y la página 404 del portal en una
// subruta desconocida de un remoto.
import { expect, test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  abrirNavegador,
  nuevoContexto,
  iniciarSesion,
  capturar,
  contarReacts,
  CUENTAS,
  URL_BASE,
} from '../src/navegador.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

/** colorPrimary del tema del portal (shared/ui/src/tema.ts: #1f6f8b). */
const COLOR_TEMA = 'rgb(31, 111, 139)';
const fondo = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
const letra = (l: Locator) => l.evaluate((e) => getComputedStyle(e).fontFamily);

/** Espera a que la página haya pedido el contenedor de mfe-productos (el contenido es del remoto). */
const contenedorDelRemoto = (pagina: Page) =>
  pagina.waitForResponse((r) => r.url().includes('/remotes/mfe-productos/remoteEntry.js') && r.ok());

test('un modal del remoto, en español y con el color del tema; un solo React', async () => {
  const contexto = await nuevoContexto(navegador);
  await contarReacts(contexto);
  const pagina = await contexto.newPage();
  const remoto = contenedorDelRemoto(pagina);
  await iniciarSesion(pagina, CUENTAS.cambioClave);
  await pagina.waitForURL('**/inicio');
  await remoto;
  const dialogo = pagina.getByRole('dialog');
  await dialogo.getByText('Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?').waitFor();
  // Botones y cierre en español (el es_ES llega al antd del remoto).
  const si = dialogo.getByRole('button', { name: 'Sí', exact: true });
  await dialogo.getByRole('button', { name: 'No', exact: true }).waitFor();
  await dialogo.getByRole('button', { name: 'Cerrar' }).waitFor();
  assert.equal(await fondo(si), COLOR_TEMA);
  assert.match(
    await letra(dialogo.getByText('Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?')),
    /Segoe UI/,
  );
  await capturar(pagina, 'plataforma-modal-remoto');
  const copias = await pagina.evaluate(() => (window as unknown as { __renderers: number }).__renderers);
  assert.equal(copias, 1);
  await contexto.close();
});

test('un aviso del remoto (App.useApp) en español sigue visible tras ir a otro remoto', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.sinActualizar);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total').waitFor();
  await pagina.getByRole('link', { name: 'Ver más' }).first().click();
  // La guarda del remoto avisa y lleva a /actualizacion/{id}, que sirve otro remoto:
  // el aviso lo dibuja la raíz del portal, así que no desaparece con mfe_productos.
  await pagina.waitForURL(/\/actualizacion\/\d+\?desde=/);
  const aviso = pagina
    .locator('.ant-message-notice')
    .filter({ hasText: 'Debe actualizar sus datos para poder usar este módulo' });
  await aviso.waitFor();
  // el aviso puede volver a dibujarse al cambiar de remoto: se lee el que quede en la página
  await expect(aviso).toHaveCSS('font-family', /Segoe UI/);
  await capturar(pagina, 'plataforma-aviso-remoto');
  await contexto.close();
});

for (const pantalla of ['escritorio', 'movil'] as const) {
  test(`una subruta desconocida de un remoto muestra la página 404 del portal (${pantalla})`, async () => {
    const contexto = await nuevoContexto(navegador, pantalla);
    const pagina = await contexto.newPage();
    // Directo a la subruta tras el login: el remoto se carga por primera vez en esta página.
    const remoto = contenedorDelRemoto(pagina);
    await iniciarSesion(pagina, CUENTAS.actualizado, '/login?redirect=ahorro%2Fno-existe');
    await pagina.waitForURL('**/ahorro/no-existe');
    await remoto;
    await pagina.getByText('Página no encontrada', { exact: true }).waitFor();
    await pagina.getByText('La dirección que abrió no existe en el portal.').waitFor();
    assert.equal(await pagina.title(), 'Página no encontrada · Fondo');
    // La barra del portal sigue, y el botón del remoto lleva el color del tema.
    await pagina.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
    const ir = pagina.getByRole('button', { name: 'Ir al inicio' });
    assert.equal(await fondo(ir), COLOR_TEMA);
    await capturar(pagina, `plataforma-404-remoto-${pantalla}`);
    await ir.click();
    await pagina.waitForURL(`${URL_BASE}/inicio`);
    await contexto.close();
  });
}

test('un solo router: el enlace de un remoto navega en la misma página, y el aviso llega a demanda', async () => {
  // El router y las consultas los sirve @fondo/runtime (no se comparten enteros): si un remoto trajera
  // su propio react-router, su <Link> fallaría fuera del router de la shell.
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  // message de antd se carga con el primer aviso: 'Bienvenido' llega igual.
  await pagina.locator('.ant-message-notice').filter({ hasText: 'Bienvenido' }).waitFor();
  await pagina.getByText('Ahorro total').waitFor();
  await pagina.evaluate(() => {
    (window as unknown as { __misma: boolean }).__misma = true;
  });
  await pagina.getByRole('link', { name: 'Ver más' }).first().click();
  await pagina.waitForURL('**/ahorro');
  await pagina.getByRole('heading', { name: 'Ahorro', exact: true }).waitFor();
  assert.equal(await pagina.evaluate(() => (window as unknown as { __misma?: boolean }).__misma), true);
  await contexto.close();
});

test('index.html pide primero main.js, con prioridad alta (su precarga descubre el remoto), luego remotes.json', async () => {
  const html = await (await fetch(`${URL_BASE}/inicio`)).text();
  const precargas = [...html.matchAll(/<link rel="preload" href="([^"]+)"[^>]*>/g)];
  assert.match(precargas[0]?.[1] ?? '', /^\/main\.js/);
  assert.match(precargas[0]?.[0] ?? '', /fetchpriority="high"/);
  assert.equal(precargas[1]?.[1], '/remotes.json');
  assert.match(html, /<script defer="defer" src="\/main\.js[^"]*" fetchpriority="high">/);
});

test('la precarga temprana del index.html: al abrir /inicio, sus datos, remotes.json y el manifiesto del remoto se piden una vez', async () => {
  const html = await (await fetch(`${URL_BASE}/inicio`)).text();
  // tras la precarga de remotes.json (si corriera antes, desde la caché, la pediría otra vez) y antes de
  // las de los chunks; un archivo aparte: la CSP no admite scripts en línea
  const temprana = html.search(
    /<script src="\/precarga-temprana\.[0-9a-f]{12}\.js" async fetchpriority="high"><\/script>/,
  );
  assert.ok(temprana > html.indexOf('<link rel="preload" href="/remotes.json"'), 'después de remotes.json');
  assert.ok(temprana < html.search(/<link rel="preload" href="\/[^"?]+\.js"/), 'antes de los chunks');
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Ahorro total').waitFor();
  const pedidas: string[] = [];
  const conToken: string[] = [];
  pagina.on('request', (r) => {
    pedidas.push(new URL(r.url()).pathname);
    if (/^bearer \S+$/.test(r.headers().authorization ?? '')) conToken.push(new URL(r.url()).pathname);
  });
  await pagina.reload();
  await pagina.getByText('Ahorro total').waitFor();
  assert.equal(pedidas.filter((p) => p === '/remotes.json').length, 1);
  const manifiesto = pedidas.findIndex((p) => /mfe-productos\/.*mf-manifest\.json$/.test(p));
  assert.equal(pedidas.filter((p) => /mfe-productos\/.*mf-manifest\.json$/.test(p)).length, 1);
  assert.equal(pedidas.filter((p) => /mfe-productos\/.*remoteEntry\.js$/.test(p)).length, 1);
  assert.ok(pedidas.some((p) => /^\/precarga-temprana\./.test(p)));
  // los datos de la página: una vez, con el token de la pestaña, pedidos por la precarga temprana antes que
  // el manifiesto (sin ella salían después, desde main.js)
  for (const dato of ['/api/afiliados/me/resumen', '/api/afiliados/me/novedades']) {
    assert.equal(pedidas.filter((p) => p === dato).length, 1, dato);
    assert.ok(conToken.includes(dato), `${dato} con el token`);
    assert.ok(pedidas.indexOf(dato) < manifiesto, `${dato} antes del manifiesto`);
  }
  await contexto.close();
});

test('el CSS de antd viene calculado al construir: la página no lo calcula y la shell y el remoto no lo repiten', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await pagina.goto(`${URL_BASE}/login`);
  const entrar = pagina.getByRole('button', { name: 'Entrar' });
  await entrar.waitFor();
  assert.equal(await fondo(entrar), COLOR_TEMA);
  // botón grande: el borderRadiusLG que antd deriva del borderRadius 8 del tema
  assert.equal(await entrar.evaluate((e) => getComputedStyle(e).borderRadius), '10px');
  const remoto = contenedorDelRemoto(pagina);
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await remoto;
  await pagina.getByText('Ahorro total').waitFor();
  const estilos = await pagina.evaluate(() => {
    const propias = Array.from(document.querySelectorAll('style[data-fondo-antd]')).map((s) =>
      s.getAttribute('data-fondo-antd'),
    );
    // antd con CSS-in-JS en la página pondría aquí '.ant-btn{display:…}'; sus variables (--ant-…) sí las pone
    const calculadas = Array.from(document.querySelectorAll('style:not([data-fondo-antd])')).filter((s) =>
      /\.ant-(btn|card|layout)\{(?!--)/.test(s.textContent ?? ''),
    ).length;
    return { propias, calculadas };
  });
  assert.equal(estilos.calculadas, 0);
  assert.ok(estilos.propias.some((id) => id?.endsWith('-Card-Card')));
  assert.ok(estilos.propias.some((id) => id?.endsWith('-base')));
  assert.equal(new Set(estilos.propias).size, estilos.propias.length);
  await contexto.close();
});
