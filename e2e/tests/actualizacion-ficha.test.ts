// Actualización de datos en el teléfono: la ficha dice qué requiere y por qué se está ahí. Un afiliado enviado
// desde Ahorro ve el aviso, intenta enviar vacío (campos en rojo, marca y conteo en las pestañas, el
// resumen), llena lo que falta pasando con 'Siguiente', acepta la autorización de datos (Ley 1581 de
// 2012), envía y ve la confirmación con el PDF, el regreso a Ahorro y Contáctenos. En 390x844 (táctil)
// y 1280x800, con axe sin infracciones serias en cada estado nuevo. Usa afiliados demo del final de la
// lista (actualizacion.test.ts toma los primeros sin actualizar).
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abrirNavegador, capturar, CUENTAS, infraccionesGraves, URL_BASE } from '../src/navegador.js';
import { png as pintar } from '../src/imagenes.js';

/** PNG RGB liso de ancho x alto con una franja oscura (la API lo acepta como foto y como firma). */
const png = (ancho: number, alto: number) =>
  pintar(ancho, alto, (_x, y) => (Math.abs(y - alto / 2) < 3 ? [30, 30, 50] : [200, 210, 225]));

const PANTALLAS = {
  movil: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  escritorio: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
type Pantalla = keyof typeof PANTALLAS;

let navegador: Browser;
const sinActualizar: { id_afiliado: number; documento: string }[] = [];

test.beforeAll(async () => {
  navegador = await abrirNavegador();
  const login = await fetch(`${URL_BASE}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: CUENTAS.admin.usuario, password: CUENTAS.admin.clave }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (let id = 230; id > 120 && sinActualizar.length < 2; id--) {
    const r = await fetch(`${URL_BASE}/api/afiliados/${id}`, { headers: { authorization: `bearer ${token}` } });
    if (!r.ok) continue;
    const { afiliado: a } = (await r.json()) as {
      afiliado: {
        id_afiliado: number;
        documento: string;
        ultima_actualizacion: string | null;
        cambio_password: boolean;
        retiro: string | null;
      };
    };
    if (!a.ultima_actualizacion && !a.cambio_password && !a.retiro) sinActualizar.push(a);
  }
  assert.equal(sinActualizar.length, 2, 'se necesitan dos afiliados demo sin actualizar');
});
test.afterAll(async () => {
  await navegador.close();
});

const panel = (pagina: Page) => pagina.locator('[role=tabpanel][aria-hidden=false]');
const campo = (pagina: Page, etiqueta: string) => panel(pagina).getByLabel(etiqueta, { exact: true });

async function texto(pagina: Page, etiqueta: string, valor: string): Promise<void> {
  const c = campo(pagina, etiqueta);
  if ((await c.isEnabled()) && (await c.inputValue()) === '') await c.fill(valor);
}
async function fecha(pagina: Page, etiqueta: string, valor: string): Promise<void> {
  const c = campo(pagina, etiqueta);
  if (!(await c.isEnabled()) || (await c.inputValue()) !== '') return;
  await c.click();
  await c.fill(valor);
  await c.press('Enter');
}
async function opcion(pagina: Page, etiqueta: string, valor: string): Promise<void> {
  const c = campo(pagina, etiqueta);
  // solo las listas aún sin elegir ('' es la opción 'Seleccione')
  if (!(await c.isEnabled()) || (await c.inputValue()) !== '') return;
  await c.selectOption({ label: valor });
}

/** La pestaña abierta (su texto, con la marca si la tiene). */
const activa = (pagina: Page) => pagina.locator('[role=tab][aria-selected=true]').innerText();

async function siguiente(pagina: Page, titulo: string): Promise<void> {
  await panel(pagina).getByRole('button', { name: 'Siguiente' }).click();
  await pagina.waitForFunction(
    (t) => document.querySelector('[role=tab][aria-selected=true]')?.textContent?.startsWith(t),
    titulo,
  );
}

async function sinInfracciones(pagina: Page, estado: string): Promise<void> {
  // Sin 'networkidle': las lecturas de Ahorro que la guarda deja atrás (respuesta recibida, cuerpo cancelado
  // al salir de la página) nunca terminan para Playwright en esta página: se espera la pantalla quieta.
  // Tras el envío, un ícono de carga de antd sigue girando con ancho 0 en el botón deshabilitado de la firma
  // (pestaña oculta): ahí basta con que se vaya el aviso.
  if (estado === 'confirmación') {
    await pagina.locator('.ant-message-notice').waitFor({ state: 'detached' });
  } else {
    await pagina.waitForFunction(
      () =>
        !document.querySelector('[aria-label="Cargando"], .ant-skeleton-active, .ant-spin-spinning') &&
        document.getAnimations().every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 15_000 },
    );
  }
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(graves, [], `${estado}: ${JSON.stringify(graves, null, 1)}`);
}

for (const pantalla of Object.keys(PANTALLAS) as Pantalla[]) {
  test(`enviado desde Ahorro: aviso, faltantes marcados, Siguiente, autorización, envío y confirmación (${pantalla})`, async () => {
    const afiliado = sinActualizar[pantalla === 'movil' ? 0 : 1]!;
    const contexto: BrowserContext = await navegador.newContext({
      ...PANTALLAS[pantalla],
      baseURL: URL_BASE,
      locale: 'es-CO',
      acceptDownloads: true,
    });
    contexto.setDefaultTimeout(20_000);
    const pagina = await contexto.newPage();
    const carpeta = join(import.meta.dirname, '..', 'screenshots');
    mkdirSync(carpeta, { recursive: true });
    await pagina.goto('/login');
    await pagina.getByLabel('Usuario').fill(afiliado.documento);
    await pagina.getByLabel('Clave').fill('Afiliado2026');
    await pagina.getByRole('button', { name: 'Entrar' }).click();
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/ahorro');
    await pagina.waitForURL(`**/actualizacion/${afiliado.id_afiliado}?desde=%2Fahorro`);
    // el aviso queda en la ficha (no solo el mensaje de 3 s)
    await pagina.getByText(/^Para usar Ahorro, complete los campos marcados con \*/).waitFor();
    await capturar(pagina, `ficha-aviso-${pantalla}`);
    await sinInfracciones(pagina, 'aviso');

    // 'Finalizar y Enviar' con lo que trae la importación: faltantes en rojo, marcas y conteo
    for (const t of [
      'Datos Personales',
      'Datos Laborales',
      'Datos Económicos',
      'Grupo familiar',
      'Autorizaciones',
      'Finalizar',
    ]) {
      if ((await activa(pagina)).startsWith(t)) continue;
      await siguiente(pagina, t);
    }
    await panel(pagina).getByRole('button', { name: 'Finalizar y Enviar' }).click();
    const resumen = pagina.getByRole('list', { name: 'Campos faltantes' });
    await resumen.waitFor();
    const grupos = await resumen.getByRole('listitem').allInnerTexts();
    assert.ok(
      grupos.some(
        (g) => g.startsWith('Autorizaciones (') && g.includes('Autorización de tratamiento de datos personales'),
      ),
    );
    // la marca y el conteo en la pestaña, también para un lector de pantalla
    await pagina.getByRole('tab', { name: /^Autorizaciones\s*, \d+ por completar$/ }).waitFor({ state: 'attached' });
    assert.ok((await pagina.getByRole('tab', { name: /\s*, \d+ por completar$/ }).count()) >= 2);
    // se abre la primera pestaña con faltantes, arriba del formulario
    assert.match(await activa(pagina), /^(Afiliación|Datos Personales|Datos Laborales)/);
    assert.ok((await panel(pagina).locator('.ant-form-item-has-error').count()) > 0);
    await panel(pagina).getByText('Este campo es requerido').first().waitFor();
    await capturar(pagina, `ficha-faltantes-${pantalla}`);
    await sinInfracciones(pagina, 'faltantes');

    // la foto y la firma; después, lo que falta, pestaña por pestaña con 'Siguiente'
    const imagen = await png(120, 90);
    await pagina
      .getByLabel('Archivo de la foto')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: imagen });
    await pagina.locator('.ant-avatar img[src^="blob:"]').waitFor();
    await pagina
      .getByLabel('Archivo de firma y huella')
      .setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: imagen });
    await pagina.getByAltText('Firma y huella del afiliado').waitFor({ state: 'attached' });
    while (!(await activa(pagina)).startsWith('Afiliación')) {
      await panel(pagina).getByRole('button', { name: 'Anterior' }).click();
    }
    await texto(pagina, 'Salario', '3000000');
    await texto(pagina, 'Ahorro permanente', '200000');
    await texto(pagina, 'Ahorro programado', '50000');
    await opcion(pagina, 'Tipo de afiliado', 'Docente');
    await fecha(pagina, 'Fecha de afiliación', '01/02/2015');
    // al final de la pestaña, la franja de pestañas sigue fija bajo la barra del portal (60 px)
    await pagina.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // (en 1280 px la pestaña Afiliación cabe casi entera: basta con que la franja no quede bajo la barra)
    await pagina.waitForFunction((movil) => {
      const y = document.querySelector('.ant-tabs-nav')?.getBoundingClientRect().y ?? -1;
      return movil ? Math.abs(y - 60) < 3 : y >= 57;
    }, pantalla === 'movil');
    await pagina.screenshot({ path: join(carpeta, `ficha-franja-fija-${pantalla}.png`) });
    await siguiente(pagina, 'Datos Personales');
    // la pestaña nueva empieza arriba: su primer campo a la vista
    await pagina.waitForFunction(() => {
      const r = document.querySelector('[role=tabpanel][aria-hidden=false] input')?.getBoundingClientRect();
      return r !== undefined && r.y > 60 && r.y < window.innerHeight;
    });
    await opcion(pagina, 'Tipo de documento', 'CC');
    await texto(pagina, 'Lugar de expedición del documento', 'Bogotá');
    await fecha(pagina, 'Fecha de expedición del documento', '10/01/2005');
    await fecha(pagina, 'Fecha de nacimiento', '05/05/1985');
    await texto(pagina, 'Lugar de nacimiento', 'Tunja');
    await opcion(pagina, 'Género', 'Femenino');
    await opcion(pagina, 'Estado civil', 'Casado');
    await texto(pagina, 'Número de hijos', '1');
    await texto(pagina, 'Correo electrónico', `ficha.${pantalla}@correo.co`);
    await texto(pagina, 'Teléfono celular', '3001234567');
    await texto(pagina, 'Teléfono fijo', '6011234567');
    await texto(pagina, 'Dirección', 'Calle 1 # 2-3');
    await opcion(pagina, 'Nivel de estudios', 'Maestría');
    await texto(pagina, 'Área de estudio', 'Matemáticas');
    // la marca de la pestaña se va al completarla
    await pagina.getByRole('tab', { name: 'Datos Personales', exact: true }).waitFor({ state: 'attached' });
    await siguiente(pagina, 'Datos Laborales');
    await texto(pagina, 'Cargo', 'Docente de aula');
    await opcion(pagina, 'Lugar de trabajo', 'Sede 170');
    await opcion(pagina, 'Tipo de contrato', 'Indefinido');
    await fecha(pagina, 'Fecha de ingreso', '01/08/2014');
    await siguiente(pagina, 'Datos Económicos');
    await opcion(pagina, 'Tipo de vivienda', 'Propia');
    await siguiente(pagina, 'Grupo familiar');
    await siguiente(pagina, 'Autorizaciones');
    await texto(pagina, 'Nombre del autorizado', 'Luis Pérez');
    await texto(pagina, 'Documento del autorizado', '80111222');
    await texto(pagina, 'Dirección del autorizado', 'Calle 4 # 5-6');
    await texto(pagina, 'Teléfono del autorizado', '3109876543');
    await panel(pagina)
      .getByText(/En cumplimiento de la Ley 1581 de 2012/)
      .waitFor();
    assert.equal(
      await panel(pagina)
        .getByRole('link', { name: /Política de tratamiento de datos personales/ })
        .getAttribute('href'),
      'https://www.colegio.edu.co/politica-de-datos',
    );
    // sin la casilla aún falta la autorización; al marcarla, el resumen se vacía
    assert.deepEqual(await resumen.getByRole('listitem').allTextContents(), [
      'Autorizaciones (1): Autorización de tratamiento de datos personales',
    ]);
    await panel(pagina)
      .getByLabel(/^Acepto la autorización de tratamiento/)
      .check();
    await resumen.waitFor({ state: 'detached' });
    await capturar(pagina, `ficha-autorizacion-${pantalla}`);
    await sinInfracciones(pagina, 'autorización');
    await siguiente(pagina, 'Finalizar');
    await panel(pagina).getByRole('button', { name: 'Finalizar y Enviar' }).click();

    // la confirmación: fecha, PDF, regreso a Ahorro y Contáctenos
    await pagina.getByText('Sus datos fueron enviados al fondo').waitFor();
    await pagina.getByText(/^Enviado el \d{2}\/\d{2}\/\d{2}$/).waitFor();
    assert.equal(
      await pagina.locator('.ant-result').getByRole('link', { name: 'Contáctenos' }).getAttribute('href'),
      '/mensajes',
    );
    await capturar(pagina, `ficha-enviada-${pantalla}`);
    await sinInfracciones(pagina, 'confirmación');
    const [descarga] = await Promise.all([
      pagina.waitForEvent('download'),
      pagina.getByRole('button', { name: 'Descargar formulario (PDF)' }).click(),
    ]);
    const ruta = await descarga.path();
    assert.equal(readFileSync(ruta).subarray(0, 5).toString(), '%PDF-');
    copyFileSync(ruta, join(carpeta, `ficha-formulario-${pantalla}.pdf`));
    await pagina.getByRole('button', { name: 'Volver a Ahorro' }).click();
    await pagina.waitForURL('**/ahorro');
    await pagina.getByRole('heading', { name: 'Ahorro', exact: true }).waitFor();

    // volver a abrir la ficha: la misma confirmación, ya sin aviso
    await pagina.goto('/actualizacion');
    await pagina.getByText('Sus datos fueron enviados al fondo').waitFor();
    assert.equal(await pagina.getByText(/^Para usar/).count(), 0);
    await contexto.close();
  });
}
