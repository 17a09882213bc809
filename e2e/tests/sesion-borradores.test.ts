// Más de 300 líneas: borradores, enlaces de clave y el primer toque en dos pantallas, con las mismas ayudas de sesión.
// Sesión y borradores, en un teléfono (390x844, táctil) y en escritorio (1280x800): lo escrito sobrevive a
// una sesión cerrada en el servidor y vuelve al entrar de nuevo en la misma pestaña (documentos subidos
// incluidos); el aviso 'Su sesión está por terminar' (axe); 'Salir' no deja borradores; el enlace para
// reestablecer la clave termina en /login sin diálogo de error y uno usado lo explica; la Ayuda responde
// al primer toque.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { correosDelBuzon, esperarCorreo } from '../src/buzon.js';
import { pdfMinimo, PNG_1X1 } from '../src/archivos.js';
import {
  abrirNavegador,
  capturar,
  esperarQuietud,
  infraccionesGraves,
  CUENTAS,
  URL_BASE,
  URL_COLEGIO,
  type Pantalla,
  contextoDeAncho,
  elegirOpcion,
  entradaDeArchivo,
} from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';

const PANTALLAS: Pantalla[] = ['movil', 'escritorio'];
const CLAVE_DEMO = 'Afiliado2026';
const AVISO_SESION_TERMINADA = /Su sesión terminó por inactividad/;
const BORRADOR_RECUPERADO = 'Recuperamos lo que había escrito antes de que terminara su sesión.';

interface AfiliadoDemo {
  id_afiliado: number;
  documento: string;
  email: string | null;
  ultima_actualizacion: string | null;
  cambio_password: boolean;
  retiro: string | null;
}

let navegador: Browser;
/** Afiliados demo sin actualizar y con correo, solo de este archivo (desde el final de la lista). */
const propios: AfiliadoDemo[] = [];

test.beforeAll(async () => {
  navegador = await abrirNavegador();
  const r = await fetch(`${URL_BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: CUENTAS.admin.usuario, password: CUENTAS.admin.clave }),
  });
  const { access_token } = (await r.json()) as { access_token: string };
  for (let id = 215; id > 120 && propios.length < 4; id--) {
    const f = await fetch(`${URL_BASE}/api/afiliados/${id}`, { headers: { authorization: `bearer ${access_token}` } });
    if (!f.ok) continue;
    const { afiliado } = (await f.json()) as { afiliado: AfiliadoDemo };
    if (!afiliado.ultima_actualizacion && !afiliado.cambio_password && !afiliado.retiro && afiliado.email)
      propios.push(afiliado);
  }
  assert.equal(propios.length, 4, 'se necesitan cuatro afiliados demo sin actualizar y con correo');
});
test.afterAll(async () => {
  await navegador.close();
});

/** La clave de sessionStorage con la vigencia de la sesión (shared/runtime/src/sesion/vigencia.ts). */
const CLAVE_VIGENCIA = 'sesion_vigencia';

/** Cuándo se renovó la sesión por última vez, según la página (su reloj). */
const renovadaEn = (pagina: Page): Promise<number> =>
  pagina.evaluate(
    (clave) => (JSON.parse(sessionStorage.getItem(clave) ?? 'null') as { renovada?: number } | null)?.renovada ?? 0,
    CLAVE_VIGENCIA,
  );

async function entrar(pagina: Page, usuario: string, clave: string): Promise<void> {
  await pagina.getByLabel('Usuario').fill(usuario);
  await pagina.getByLabel('Clave').fill(clave);
  await pagina.getByRole('button', { name: 'Entrar' }).click();
}

/** Cierra en el servidor la sesión de la pestaña (como si hubiera vencido): el navegador sigue con su token. */
async function cerrarEnServidor(pagina: Page): Promise<void> {
  const token = await tokenDeSesion(pagina);
  assert.ok(token, 'la pestaña tiene sesión');
  const r = await fetch(`${URL_BASE}/api/logout`, { method: 'POST', headers: { authorization: `bearer ${token}` } });
  assert.equal(r.status, 200);
}

async function sinInfracciones(pagina: Page, donde: string): Promise<void> {
  await pagina.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(
    graves.map((i) => `${donde}: ${i.regla} ${i.nodos.join(' | ')}`),
    [],
  );
}

/** Abre una pestaña de la actualización (en el teléfono, la franja se desliza hasta ella). */
async function abrirPestana(pagina: Page, titulo: string): Promise<void> {
  await pagina.getByRole('tab', { name: titulo, exact: true }).click();
  await pagina.locator('[role=tab][aria-selected=true]', { hasText: new RegExp(`^${titulo}$`) }).waitFor();
}

const campoFicha = (pagina: Page, etiqueta: string) =>
  pagina.getByRole('tabpanel').getByLabel(etiqueta, { exact: true });

for (const pantalla of PANTALLAS) {
  test(`${pantalla}: la sesión se cierra en el servidor con la actualización a medio llenar; al entrar de nuevo en la pestaña, todo sigue ahí`, async () => {
    const afiliado = propios[pantalla === 'movil' ? 0 : 1]!;
    const c = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.goto('/login');
    await entrar(pagina, afiliado.documento, CLAVE_DEMO);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/actualizacion');
    await pagina.getByRole('tab', { name: 'Afiliación' }).waitFor();
    await abrirPestana(pagina, 'Datos Personales');
    await campoFicha(pagina, 'Lugar de nacimiento').fill(`Sogamoso ${pantalla}`);
    await campoFicha(pagina, 'Dirección').fill(`Calle 5 # 10-20 (${pantalla})`);

    // la sesión termina en el servidor; lo siguiente que pide la pantalla (subir la foto) recibe 'Token expirado'
    await cerrarEnServidor(pagina);
    await pagina
      .getByLabel('Archivo de la foto')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await pagina.waitForURL(/\/login\?redirect=actualizacion$/);
    await pagina.getByText(AVISO_SESION_TERMINADA).waitFor();
    assert.equal(await pagina.getByRole('dialog').count(), 0, 'sin diálogo de error');
    await esperarQuietud(pagina);
    await pagina.locator('.ant-alert').waitFor();
    await capturar(pagina, `sesion-vencida-login-${pantalla}`);
    await sinInfracciones(pagina, 'login tras el vencimiento');

    // la misma persona entra de nuevo en la misma pestaña: vuelve a la actualización con lo escrito
    await entrar(pagina, afiliado.documento, CLAVE_DEMO);
    await pagina.waitForURL('**/actualizacion');
    await pagina.getByText(BORRADOR_RECUPERADO).waitFor();
    await abrirPestana(pagina, 'Datos Personales');
    assert.equal(await campoFicha(pagina, 'Lugar de nacimiento').inputValue(), `Sogamoso ${pantalla}`);
    assert.equal(await campoFicha(pagina, 'Dirección').inputValue(), `Calle 5 # 10-20 (${pantalla})`);
    await capturar(pagina, `sesion-borrador-actualizacion-${pantalla}`);
    await c.close();
  });

  test(`${pantalla}: la solicitud de crédito con un PDF subido vuelve completa tras entrar de nuevo; 'Salir' no deja nada`, async () => {
    const c = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.goto('/login');
    await entrar(pagina, CUENTAS.actualizado.usuario, CUENTAS.actualizado.clave);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/solicitud-credito');
    await elegirOpcion(pagina, 'Tipo de crédito', 'Calamidad Doméstica');
    await pagina.getByLabel('Destino').fill(`Arreglo del techo (${pantalla})`);
    await pagina.getByLabel('Banco').fill('Banco de Prueba');
    const nombrePdf = `desprendible-${pantalla}.pdf`;
    await entradaDeArchivo(pagina, 'Último desprendible de pago (fotos o PDF)').setInputFiles({
      name: nombrePdf,
      mimeType: 'application/pdf',
      buffer: pdfMinimo('desprendible'),
    });
    await pagina.getByText(`${nombrePdf} cargado`).waitFor();

    await cerrarEnServidor(pagina);
    await entradaDeArchivo(pagina, 'Firma y huella (JPG o PNG)').setInputFiles({
      name: 'firma.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await pagina.waitForURL(/\/login\?redirect=solicitud-credito$/);
    await pagina.getByText(AVISO_SESION_TERMINADA).waitFor();

    await entrar(pagina, CUENTAS.actualizado.usuario, CUENTAS.actualizado.clave);
    await pagina.waitForURL('**/solicitud-credito');
    await pagina.getByText(BORRADOR_RECUPERADO).waitFor();
    assert.equal(await pagina.getByLabel('Destino').inputValue(), `Arreglo del techo (${pantalla})`);
    assert.equal(await pagina.getByLabel('Banco').inputValue(), 'Banco de Prueba');
    const tipo = pagina.getByRole('combobox', { name: 'Tipo de crédito' }).locator('option:checked');
    assert.equal(await tipo.textContent(), 'Calamidad Doméstica');
    // el documento subido sigue con su nombre y se puede limpiar
    await pagina.getByText(nombrePdf).waitFor();
    assert.equal(await pagina.getByRole('button', { name: 'Limpiar Último desprendible de pago' }).isEnabled(), true);
    await esperarQuietud(pagina);
    await capturar(pagina, `sesion-borrador-solicitud-${pantalla}`);
    await sinInfracciones(pagina, 'solicitud recuperada');

    // 'Salir' (una salida deliberada) borra los borradores de la pestaña
    await pagina.goto('/logout');
    await pagina.waitForURL(`${URL_COLEGIO}/**`);
    await pagina.goto(`${URL_BASE}/login`);
    const restos = await pagina.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith('fondo:borrador:')),
    );
    assert.deepEqual(restos, []);
    await c.close();
  });

  test(`${pantalla}: escribir renueva la sesión; sin actividad, 'Su sesión está por terminar' (axe) con 'Seguir conectado' y 'Salir'`, async () => {
    const c = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.clock.install();
    await pagina.goto('/login');
    await entrar(pagina, CUENTAS.actualizado.usuario, CUENTAS.actualizado.clave);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/mensaje/nuevo');
    await pagina.getByLabel('Asunto').fill('Una pregunta larga');
    // lo que la página aún descarga termina antes de adelantar el reloj: webpack da por perdido un pedazo que lleva
    // 120 s (del reloj de la página) cargando, y el salto de 4 minutos lo haría en una máquina cargada
    await pagina.waitForLoadState('networkidle');

    // lo escrito cuenta como actividad: a los 5 minutos, una renovación (y ninguna antes)
    const renovaciones: string[] = [];
    pagina.on('request', (r) => {
      if (r.url().endsWith('/api/sesion/renovar')) renovaciones.push(r.method());
    });
    await pagina.clock.fastForward('04:00');
    assert.equal(renovaciones.length, 0);
    const renovadaAntes = await renovadaEn(pagina);
    const renovada = pagina.waitForResponse((r) => r.url().endsWith('/api/sesion/renovar') && r.status() === 200);
    await pagina.clock.fastForward('01:05');
    await renovada;
    assert.deepEqual(renovaciones, ['POST']);
    // la página ya guardó la nueva vigencia (la respuesta llega a la prueba antes que a la página: adelantar
    // el reloj antes la daría por vencida)
    await pagina.waitForFunction(
      ([clave, antes]) =>
        ((JSON.parse(sessionStorage.getItem(clave) ?? 'null') as { renovada?: number } | null)?.renovada ?? 0) > antes,
      [CLAVE_VIGENCIA, renovadaAntes] as const,
      { polling: 100 },
    );

    // 28 min y medio sin actividad: el aviso
    await pagina.clock.fastForward('28:30');
    const aviso = pagina.getByRole('dialog', { name: 'Su sesión está por terminar' });
    await aviso.waitFor();
    await aviso.getByText(/se cerrará en [01]:\d\d/).waitFor();
    await sinInfracciones(pagina, 'aviso de fin de sesión');
    await capturar(pagina, `sesion-aviso-${pantalla}`);
    const otra = pagina.waitForResponse((r) => r.url().endsWith('/api/sesion/renovar') && r.status() === 200);
    if (pantalla === 'movil') await aviso.getByRole('button', { name: 'Seguir conectado' }).tap();
    else await aviso.getByRole('button', { name: 'Seguir conectado' }).click();
    await otra;
    await aviso.waitFor({ state: 'hidden' });

    // otra vez el aviso; 'Salir' es salir de verdad: al sitio del colegio, sin borradores
    await pagina.clock.fastForward('28:30');
    await aviso.waitFor();
    await aviso.getByRole('button', { name: 'Salir' }).click();
    await pagina.waitForURL(`${URL_COLEGIO}/**`);
    await pagina.goto(`${URL_BASE}/login`);
    assert.deepEqual(
      await pagina.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('fondo:borrador:'))),
      [],
    );
    await c.close();
  });

  test(`${pantalla}: el enlace para reestablecer la clave termina en /login con el documento y sin error; usado, lo explica`, async () => {
    const afiliado = propios[pantalla === 'movil' ? 2 : 3]!;
    const antes = correosDelBuzon().length;
    const pedido = await fetch(`${URL_BASE}/api/afiliados/reestablecer-clave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documento: afiliado.documento }),
    });
    assert.equal(pedido.status, 200);
    const correo = await esperarCorreo(
      `enlace de ${afiliado.email}`,
      (e) => e.toLowerCase().includes(afiliado.email!.toLowerCase()),
      15_000,
      antes,
    );
    const enlace = /https?:\/\/\S*\/reestablecer-clave\?token=[\w-]+/.exec(correo)?.[0];
    assert.ok(enlace, 'el correo trae el enlace');
    const ruta = new URL(enlace).pathname + new URL(enlace).search;

    const c = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.goto(ruta);
    await pagina.getByLabel('Nueva clave').fill('NuevaClave2027');
    await pagina.getByLabel('Confirmar clave').fill('NuevaClave2027');
    await pagina.getByRole('button', { name: 'Guardar clave' }).click();
    const exito = pagina
      .getByRole('dialog')
      .filter({ has: pagina.getByRole('heading', { name: 'Clave cambiada exitosamente' }) });
    await exito.waitFor();
    await pagina.waitForTimeout(500); // antes, aquí llegaba 'Token inválido' encima
    assert.equal(await pagina.getByRole('dialog').count(), 1);
    assert.equal(await pagina.getByText('Token inválido').count(), 0);
    await capturar(pagina, `clave-cambiada-${pantalla}`);
    await exito.getByRole('button', { name: 'Aceptar' }).click();
    await pagina.waitForURL(`${URL_BASE}/login`);
    await exito.waitFor({ state: 'hidden' });
    assert.equal(await pagina.getByLabel('Usuario').inputValue(), afiliado.documento);
    assert.equal(await pagina.getByRole('dialog').count(), 0, 'ningún diálogo (ni Error ni Token inválido)');
    await pagina.getByLabel('Clave').fill('NuevaClave2027');
    await pagina.getByRole('button', { name: 'Entrar' }).click();
    await pagina.waitForURL('**/inicio');

    // el mismo enlace otra vez: ya se usó
    const otra = await c.newPage();
    await otra.goto(ruta);
    await otra.getByRole('heading', { name: 'Token inválido' }).waitFor();
    await otra.getByText(/Este enlace ya no sirve/).waitFor();
    await otra.getByRole('button', { name: 'Pedir un enlace nuevo' }).waitFor();
    await esperarQuietud(otra);
    await capturar(otra, `enlace-usado-${pantalla}`);
    await sinInfracciones(otra, 'enlace usado');
    await otra.getByRole('button', { name: 'Pedir un enlace nuevo' }).click();
    await otra.getByLabel('Documento de identidad').waitFor();
    await c.close();
  });

  test(`${pantalla}: un solo toque (o un clic rápido) en la Ayuda la abre`, async () => {
    const c = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 20_000 });
    const pagina = await c.newPage();
    await pagina.goto('/login');
    await pagina.getByRole('button', { name: 'Entrar' }).waitFor();
    const ayuda = pagina.getByRole('link', { name: 'Ayuda' });
    if (pantalla === 'movil') await ayuda.tap();
    else await ayuda.click({ delay: 0 });
    await pagina.waitForURL('**/ayuda');
    await pagina.getByRole('heading', { name: 'Ayuda' }).waitFor();
    await c.close();
  });
}
