// Login, menús por rol, reglas de redirección, cierre de sesión, remoto caído, un solo React.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  abrirNavegador,
  nuevoContexto,
  iniciarSesion,
  capturar,
  contarReacts,
  CUENTAS,
  URL_BASE,
  URL_COLEGIO,
} from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

test('un afiliado inicia sesión, llega a Mis Productos y ve su menú sin Admin', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await pagina.goto('/login');
  await pagina.getByRole('button', { name: 'Entrar' }).waitFor();
  await capturar(pagina, 'login-escritorio');
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByText('Bienvenido').first().waitFor();
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  const barra = pagina.getByRole('navigation').first();
  await barra.getByText('Productos').first().waitFor();
  assert.equal(await barra.getByText('Admin', { exact: true }).count(), 0, 'un afiliado no ve el menú Admin');
  await capturar(pagina, 'inicio-afiliado-escritorio');
  await contexto.close();
});

test('el superadministrador ve el menú Admin', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL('**/inicio');
  const barra = pagina.getByRole('navigation').first();
  await barra.getByText('Admin', { exact: true }).first().waitFor();
  await capturar(pagina, 'inicio-admin-escritorio');
  await contexto.close();
});

test('en un teléfono la barra se pliega y el menú abre sus opciones', async () => {
  const contexto = await nuevoContexto(navegador, 'movil');
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  await capturar(pagina, 'inicio-afiliado-movil');
  await contexto.close();
});

test('una clave errada muestra un error en español y no inicia sesión', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, { usuario: CUENTAS.actualizado.usuario, clave: 'Equivocada1' });
  const dialogo = pagina.getByRole('dialog');
  await dialogo.getByText('Error', { exact: true }).waitFor();
  await dialogo.getByText('Usuario o clave incorrectos').waitFor();
  assert.match(pagina.url(), /\/login/);
  await capturar(pagina, 'login-clave-errada');
  await contexto.close();
});

test('los campos vacíos no se envían', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  let llamoLogin = false;
  pagina.on('request', (r) => {
    if (r.url().endsWith('/api/login')) llamoLogin = true;
  });
  await pagina.goto('/login');
  await pagina.getByRole('button', { name: 'Entrar' }).click();
  await pagina.locator('.ant-form-item-explain-error').first().waitFor();
  assert.equal(await pagina.locator('.ant-form-item-explain-error').count(), 2);
  assert.equal(llamoLogin, false);
  assert.match(pagina.url(), /\/login/);
  await contexto.close();
});

test('redirección relativa, al sitio del colegio con token, a un host permitido y nunca a otro', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado, '/login?redirect=ahorro');
  await pagina.waitForURL(`${URL_BASE}/ahorro`);
  await contexto.close();

  const c2 = await nuevoContexto(navegador);
  const p2 = await c2.newPage();
  const destino = `${URL_COLEGIO}/notas?x=1`;
  await iniciarSesion(p2, CUENTAS.actualizado, `/login?redirect=${encodeURIComponent(destino)}`);
  await p2.waitForURL(/\/notas\?x=1&token=/);
  assert.match(p2.url(), /^http:\/\/127\.0\.0\.1:\d+\/notas\?x=1&token=[\w.-]+$/);
  await c2.close();

  const c3 = await nuevoContexto(navegador);
  const p3 = await c3.newPage();
  const puertoColegio = new URL(URL_COLEGIO).port;
  await iniciarSesion(
    p3,
    CUENTAS.actualizado,
    `/login?redirect=${encodeURIComponent(`http://portal-amigo.localhost:${puertoColegio}/entrada`)}`,
  );
  await p3.waitForURL(/portal-amigo\.localhost:\d+\/entrada/);
  assert.doesNotMatch(p3.url(), /token=/, 'un host permitido que no es el del colegio no recibe el token');
  await c3.close();

  const c4 = await nuevoContexto(navegador);
  const p4 = await c4.newPage();
  await iniciarSesion(
    p4,
    CUENTAS.actualizado,
    `/login?redirect=${encodeURIComponent('http://malicioso.example.com/robar')}`,
  );
  await p4.waitForURL(`${URL_BASE}/inicio`);
  await c4.close();
});

test('con sesión abierta, /login redirige de inmediato', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.goto('/login');
  await pagina.waitForURL('**/inicio');
  await contexto.close();
});

test('una pestaña nueva toma la sesión de otra abierta: en /login va a Mis Productos; en /credito se queda', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  // el login se dibuja sin esperar a las otras pestañas; la sesión que llega lo lleva a su destino
  const nueva = await contexto.newPage();
  await nueva.goto('/login');
  await nueva.waitForURL('**/inicio');
  await nueva.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  // una ruta con sesión sí espera la respuesta antes de dibujar: no pasa por el login
  const otra = await contexto.newPage();
  await otra.goto('/credito');
  await otra.getByRole('navigation').first().getByText('Productos').first().waitFor();
  assert.equal(new URL(otra.url()).pathname, '/credito');
  assert.ok(await tokenDeSesion(otra), 'la pestaña nueva guardó la sesión en su sessionStorage');
  await contexto.close();
});

test('Salir cierra la sesión en el servidor y lleva al sitio del colegio; sin sesión, /logout va a /login', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  const token = await tokenDeSesion(pagina);
  assert.ok(token, 'la sesión guarda access_token');
  await pagina.goto('/logout');
  await pagina.waitForURL(`${URL_COLEGIO}/**`);
  const r = await fetch(`${URL_BASE}/api/afiliados/me/resumen`, { headers: { Authorization: `bearer ${token}` } });
  assert.equal(r.status, 401, 'el token ya no sirve tras salir');
  await pagina.goto(`${URL_BASE}/logout`);
  await pagina.waitForURL(`${URL_BASE}/login`);
  await contexto.close();
});

test('un token vencido en el servidor pasa por /logout y vuelve a /login con el redirect', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  const token = await tokenDeSesion(pagina);
  // Cerrar la sesión desde fuera: el navegador sigue con el token viejo.
  const r = await fetch(`${URL_BASE}/api/logout`, { method: 'POST', headers: { Authorization: `bearer ${token}` } });
  assert.ok(r.ok);
  await pagina.goto('/ahorro');
  await pagina.waitForURL(`${URL_BASE}/login?redirect=ahorro`);
  await pagina.getByText(/Su sesión terminó por inactividad/).waitFor();
  await contexto.close();
});

test('si un remoto no carga, su área muestra un aviso con Reintentar y el resto sigue funcionando', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();

  const nueva = await contexto.newPage();
  await nueva.route('**/remotes/mfe-productos/**', (ruta) => ruta.abort());
  await nueva.goto('/inicio');
  await nueva.getByText('No se pudo cargar este módulo').waitFor();
  const reintentar = nueva.getByRole('button', { name: 'Reintentar' });
  await reintentar.waitFor();
  await nueva.getByRole('navigation').first().waitFor();
  await capturar(nueva, 'remoto-caido');
  await nueva.goto('/ayuda');
  await nueva.getByRole('heading', { name: 'Ayuda' }).waitFor();
  await nueva.goBack();
  await nueva.getByText('No se pudo cargar este módulo').waitFor();
  await nueva.unroute('**/remotes/mfe-productos/**');
  await nueva.getByRole('button', { name: 'Reintentar' }).click();
  await nueva.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  await contexto.close();
});

test('una sola copia de React en la página tras visitar todas las rutas', async () => {
  const contexto = await nuevoContexto(navegador);
  await contarReacts(contexto);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL('**/inicio');
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  const rutas = [
    '/ahorro',
    '/credito',
    '/certificaciones',
    '/simulador',
    '/solicitudes-credito/user',
    '/solicitud-credito',
    '/actualizacion',
    '/mensajes',
    '/mensaje/nuevo',
    '/admin/afiliados',
    '/admin/aportes',
    '/admin/creditos',
    '/admin/tipos-credito',
    '/solicitudes-credito/admin',
    '/cambiar-clave',
    '/ayuda',
    '/about',
    '/inicio',
  ];
  for (const ruta of rutas) {
    // Navegación dentro de la SPA, como haría una persona con los enlaces.
    await pagina.evaluate((r) => {
      window.history.pushState({}, '', r);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ruta);
    await pagina.waitForLoadState('networkidle');
  }
  await pagina.getByRole('heading', { name: 'Mis Productos' }).waitFor();
  const copias = await pagina.evaluate(() => (window as unknown as { __renderers: number }).__renderers);
  assert.equal(copias, 1);
  await contexto.close();
});
