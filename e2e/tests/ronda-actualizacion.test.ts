// Una ronda de actualización de datos. El superadmin abre en /admin/rondas una ronda
// para un afiliado que ya había enviado sus datos (el filtro de la lista de afiliados: su documento); el
// afiliado, al entrar a un módulo, es llevado al formulario (la regla de SPEC 5 cuenta contra la ronda),
// que ahora puede enviar otra vez, con los campos que fija el fondo bloqueados; enviado, vuelve a ser de
// solo lectura y la ronda lo cuenta. Inicio muestra la ronda pendiente (fecha límite y el botón al formulario);
// la fecha límite se escribe dd/mm/aaaa y los avisos cuentan en singular. Capturas a 390 y 1280 px.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  abrirPestana,
  afirmarSinInfracciones,
  infraccionesGraves,
  capturar,
  contextoDeAncho,
  CUENTAS,
  esperarQuietud,
  iniciarSesion,
  URL_BASE,
} from '../src/navegador.js';
import { tokenDeApi } from '../src/api.js';

let navegador: Browser;
let tokenAdmin: string;
const NOMBRE = `Actualización de datos ${new Date().getFullYear() + 1}`;

async function api<T>(ruta: string, metodo = 'GET', cuerpo?: unknown): Promise<T> {
  const r = await fetch(`${URL_BASE}/api/${ruta}`, {
    method: metodo,
    headers: { authorization: `bearer ${tokenAdmin}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
    ...(cuerpo ? { body: JSON.stringify(cuerpo) } : {}),
  });
  assert.ok(r.ok, `${metodo} ${ruta}: ${r.status} ${await r.clone().text()}`);
  return (await r.json()) as T;
}

/** Cierra la ronda abierta que haya (las demás pruebas no deben heredarla). */
async function cerrarAbierta(): Promise<void> {
  const { rondas } = await api<{ rondas: { id_ronda: number; abierta: boolean }[] }>('admin/rondas');
  for (const r of rondas.filter((x) => x.abierta)) await api(`admin/rondas/${r.id_ronda}/cerrar`, 'POST');
}

test.beforeAll(async () => {
  navegador = await abrirNavegador();
  tokenAdmin = await tokenDeApi(CUENTAS.admin);
  await cerrarAbierta();
});
test.afterAll(async () => {
  await cerrarAbierta();
  await navegador.close();
});

const limite = () => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  // como la escribe el portal: dd/mm/aaaa
  const [a, m, dia] = d.toISOString().slice(0, 10).split('-');
  return `${dia}/${m}/${a}`;
};

async function abrirRonda(admin: Page): Promise<void> {
  await admin.goto('/admin/rondas');
  await admin.getByRole('heading', { name: 'Rondas de actualización' }).waitFor();
  await admin.getByRole('textbox', { name: /^\*?\s*Nombre$/ }).fill(NOMBRE);
  // la fecha como la escribe el portal, no como la mostraría el campo nativo del navegador (mm/dd/yyyy)
  assert.equal(await admin.getByLabel('Fecha límite').getAttribute('placeholder'), 'dd/mm/aaaa');
  await admin.getByLabel('Fecha límite').fill(limite());
  await admin.getByLabel('Fecha límite').press('Enter');
  // El filtro de la lista de afiliados: solo el afiliado demo que ya actualizó.
  await admin
    .getByRole('textbox', { name: 'Apellidos, nombres o documento' })
    .first()
    .fill(CUENTAS.actualizado.usuario);
  await admin.getByRole('button', { name: 'Abrir ronda' }).click();
  await admin.getByText('Ronda abierta para 1 afiliado').waitFor();
  // exacto: una ronda cerrada de una corrida anterior lleva el mismo texto dentro de su descripción
  await admin.getByText('Enviados 0 de 1 · Pendientes 1', { exact: true }).waitFor();
  // un solo pendiente: el aviso del recordatorio lo dice en singular
  await admin.getByRole('button', { name: /Enviar recordatorio/ }).click();
  await admin
    .getByRole('dialog')
    .getByText(`Se enviará un correo al afiliado que aún no envía sus datos en «${NOMBRE}».`)
    .waitFor();
  await admin.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await admin.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** El afiliado de la ronda entra a Ahorro y llega al formulario editable, con los bloqueados bloqueados. */
async function formularioDeLaRonda(pagina: Page, pantalla: 'movil' | 'escritorio'): Promise<void> {
  await iniciarSesion(pagina, CUENTAS.actualizado);
  await pagina.waitForURL('**/inicio');
  // Inicio ya dice que hay una ronda pendiente, con la fecha límite y el botón al formulario
  const [a, m, d] = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).split('-');
  await pagina.getByText(`${NOMBRE}: actualice sus datos antes del ${d}/${m}/${a!.slice(2)}`).waitFor();
  await pagina.getByRole('button', { name: 'Actualizar mis datos' }).waitFor();
  await esperarQuietud(pagina);
  await capturar(pagina, `ronda-inicio-${pantalla}`);
  assert.deepEqual(
    (await infraccionesGraves(pagina, { moderadas: true })).map((i) => `${i.regla} ${i.nodos.join(' | ')}`),
    [],
    `axe en /inicio con la ronda (${pantalla})`,
  );
  await pagina.goto('/ahorro');
  await pagina.getByText('Debe actualizar sus datos para poder usar este módulo').first().waitFor();
  await pagina.waitForURL(/\/actualizacion\/\d+\?desde=%2Fahorro/);
  await pagina.getByText(`${NOMBRE}: revise y envíe sus datos antes del`).waitFor();
  await abrirPestana(pagina, 'Afiliación');
  // Los campos que fija el fondo siguen bloqueados.
  const salario = pagina.getByRole('tabpanel').getByLabel('Salario', { exact: true });
  await salario.waitFor();
  assert.equal(await salario.isDisabled(), true);
  // (el formulario guarda el borrador mientras se escribe: la red nunca queda quieta del todo)
  await capturar(pagina, `ronda-formulario-${pantalla}`);
  await afirmarSinInfracciones(pagina, `el formulario en la ronda (${pantalla})`);
}

test('ronda abierta por el superadmin: el afiliado que ya había enviado envía otra vez', async () => {
  const ctxAdmin = await contextoDeAncho(navegador, 1280);
  const admin = await ctxAdmin.newPage();
  await iniciarSesion(admin, CUENTAS.admin);
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await abrirRonda(admin);
  await esperarQuietud(admin);
  await capturar(admin, 'rondas-escritorio');
  await afirmarSinInfracciones(admin, '/admin/rondas');

  // El afiliado entra a Ahorro: la regla de SPEC 5 lo lleva al formulario, que ahora es editable. Primero
  // en el escritorio (solo mira), luego en el teléfono, donde lo envía.
  const ctxEscritorio = await contextoDeAncho(navegador, 1280);
  await formularioDeLaRonda(await ctxEscritorio.newPage(), 'escritorio');
  await ctxEscritorio.close();
  const ctx = await contextoDeAncho(navegador, 390);
  const pagina = await ctx.newPage();
  await formularioDeLaRonda(pagina, 'movil');

  // Autorizaciones (si aún no la había aceptado) y 'Finalizar y Enviar'.
  await abrirPestana(pagina, 'Autorizaciones');
  const casilla = pagina.getByRole('tabpanel').getByLabel(/^Acepto la autorización de tratamiento/);
  if (!(await casilla.isChecked())) await casilla.check();
  await abrirPestana(pagina, 'Finalizar');
  await pagina.getByRole('button', { name: 'Finalizar y Enviar' }).click();
  await pagina.getByText('Datos guardados exitosamente').waitFor();
  await pagina.getByText(/^Enviado el \d{2}\/\d{2}\/\d{2}$/).waitFor();
  assert.equal(await pagina.getByRole('button', { name: 'Finalizar y Enviar' }).count(), 0);
  assert.equal(await pagina.evaluate(() => sessionStorage.getItem('actualizacion_datos')), 'ok');

  // El superadmin ve el avance: enviado.
  await admin.reload();
  await admin.getByText('Enviados 1 de 1 · Pendientes 0', { exact: true }).waitFor();

  // La página en el teléfono.
  const ctxMovil = await contextoDeAncho(navegador, 390);
  const movil = await ctxMovil.newPage();
  await iniciarSesion(movil, CUENTAS.admin);
  await movil.waitForURL((u) => !u.pathname.startsWith('/login'));
  await movil.goto('/admin/rondas');
  await movil.getByText('Enviados 1 de 1 · Pendientes 0', { exact: true }).waitFor();
  await esperarQuietud(movil);
  await capturar(movil, 'rondas-movil');
  await afirmarSinInfracciones(movil, '/admin/rondas en el teléfono');

  // Cerrar: ya no hay ronda abierta y vuelve el formulario para abrir otra.
  await admin.getByRole('button', { name: 'Cerrar ronda' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Cerrar ronda' }).click();
  await admin.getByText('Ronda cerrada', { exact: true }).waitFor();
  await admin.getByRole('button', { name: 'Abrir ronda' }).waitFor();
  await Promise.all([ctxAdmin.close(), ctx.close(), ctxMovil.close()]);
});
