// La actualización de datos. El afiliado que nunca actualizó es enviado al formulario, llena
// las siete pestañas (foto y firma incluidas), ve la lista de lo que falta, envía, queda al día sin
// recargar y descarga el formulario en PDF; el superadmin guarda un borrador de otro afiliado.
// La BD es la misma para todos los archivos: el envío lo hace otro afiliado demo sin actualizar
// (1000000002 sigue sin actualizar para productos.test.ts).
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  abrirPestana,
  nuevoContexto,
  iniciarSesion,
  capturar,
  CUENTAS,
  URL_BASE,
  type Pantalla,
} from '../src/navegador.js';
import { png } from '../src/imagenes.js';

const PESTANAS = [
  'Afiliación',
  'Datos Personales',
  'Datos Laborales',
  'Datos Económicos',
  'Grupo familiar',
  'Autorizaciones',
  'Finalizar',
];

/** Una "foto": un óvalo de piel sobre fondo azul. */
const FOTO = await png(96, 120, (x, y) =>
  ((x - 48) / 30) ** 2 + ((y - 55) / 40) ** 2 < 1 ? [224, 172, 140] : [60, 110, 170],
);
/** Una "firma y huella": trazos oscuros sobre papel gris claro. */
const FIRMA = await png(200, 90, (x, y) =>
  Math.abs(y - (45 + 20 * Math.sin(x / 12))) < 2 ||
  (((x - 165) / 18) ** 2 + ((y - 45) / 25) ** 2 < 1 && (x + y) % 4 < 2)
    ? [30, 30, 50]
    : [225, 225, 220],
);

async function api<T>(ruta: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const r = await fetch(`${URL_BASE}/api/${ruta}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  assert.ok(r.ok, `${ruta}: ${r.status} ${await r.clone().text()}`);
  return r.json() as Promise<T>;
}

interface Ficha {
  afiliado: {
    id_afiliado: number;
    documento: string;
    ultima_actualizacion: string | null;
    cambio_password: boolean;
    retiro: string | null;
    otro: string | null;
  };
}

let navegador: Browser;
let tokenAdmin: string;
/** Afiliados demo sin actualizar (ni cambio de clave pendiente), distintos de 1000000002. */
const sinActualizar: Ficha['afiliado'][] = [];

test.beforeAll(async () => {
  navegador = await abrirNavegador();
  const login = await api<{ access_token: string }>('login', null, {
    method: 'POST',
    body: new URLSearchParams({ username: CUENTAS.admin.usuario, password: CUENTAS.admin.clave }),
  });
  tokenAdmin = login.access_token;
  for (let id = 5; id < 120 && sinActualizar.length < 2; id++) {
    const r = await fetch(`${URL_BASE}/api/afiliados/${id}`, { headers: { authorization: `bearer ${tokenAdmin}` } });
    if (!r.ok) continue;
    const { afiliado } = (await r.json()) as Ficha;
    if (!afiliado.ultima_actualizacion && !afiliado.cambio_password && !afiliado.retiro) sinActualizar.push(afiliado);
  }
  assert.equal(sinActualizar.length, 2, 'se necesitan dos afiliados demo sin actualizar');
});
test.afterAll(async () => {
  await navegador.close();
});

/** El control de una etiqueta del formulario (exacta). */
const campo = (pagina: Page, etiqueta: string) => pagina.getByRole('tabpanel').getByLabel(etiqueta, { exact: true });

/** Abre una pestaña; en el teléfono, las que quedan fuera de la franja, desde el menú '...' de las pestañas. */
/** Escribe si el campo se puede editar y está vacío. */
async function texto(pagina: Page, etiqueta: string, valor: string): Promise<void> {
  const c = campo(pagina, etiqueta);
  if ((await c.isEnabled()) && (await c.inputValue()) === '') await c.fill(valor);
}

async function fecha(pagina: Page, etiqueta: string, valor: string, dentro?: string): Promise<void> {
  const c = dentro
    ? pagina.getByRole('group', { name: dentro }).getByLabel(etiqueta, { exact: true })
    : campo(pagina, etiqueta);
  if (!(await c.isEnabled()) || (await c.inputValue()) !== '') return;
  await c.click();
  await c.fill(valor);
  await c.press('Enter');
  assert.equal(await c.inputValue(), valor);
}

async function opcion(pagina: Page, etiqueta: string, valor: string): Promise<void> {
  const c = campo(pagina, etiqueta);
  if (!(await c.isEnabled())) return;
  await c.selectOption({ label: valor });
}

test('el afiliado sin actualizar llena las siete pestañas, ve lo que falta, envía y descarga el formulario', async () => {
  const afiliado = sinActualizar[0]!;
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, { usuario: afiliado.documento, clave: 'Afiliado2026' });
  await pagina.waitForURL('**/inicio');
  await pagina.goto('/ahorro');
  await pagina.getByText('Debe actualizar sus datos para poder usar este módulo').first().waitFor();
  await pagina.waitForURL(`**/actualizacion/${afiliado.id_afiliado}?desde=%2Fahorro`);
  await pagina.getByRole('tab', { name: 'Afiliación' }).waitFor();
  // se llega a la primera pestaña con algo que escribir; los montos de la afiliación están en la primera
  await abrirPestana(pagina, 'Afiliación');

  // Foto: la API la limpia y el encabezado la muestra
  await pagina
    .getByLabel('Archivo de la foto')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: FOTO });
  await pagina.locator('.ant-avatar img[src^="blob:"]').waitFor();

  await texto(pagina, 'Salario', '3000000');
  await texto(pagina, 'Ahorro permanente', '200000');
  await texto(pagina, 'Ahorro programado', '50000');
  await opcion(pagina, 'Tipo de afiliado', 'Docente');
  await fecha(pagina, 'Fecha de afiliación', '01/02/2015');
  await pagina.getByText(/la cuota anual de afiliación es/).waitFor();
  await capturar(pagina, 'actualizacion-afiliacion-escritorio');

  await abrirPestana(pagina, 'Datos Personales');
  await opcion(pagina, 'Tipo de documento', 'CC');
  await texto(pagina, 'Lugar de expedición del documento', 'Bogotá');
  await fecha(pagina, 'Fecha de expedición del documento', '10/01/2005');
  await fecha(pagina, 'Fecha de nacimiento', '05/05/1985');
  await texto(pagina, 'Lugar de nacimiento', 'Tunja');
  await opcion(pagina, 'Género', 'Femenino');
  await opcion(pagina, 'Estado civil', 'Casado');
  await texto(pagina, 'Número de hijos', '1');
  await texto(pagina, 'Correo electrónico', 'afiliado.e2e@correo.co');
  await texto(pagina, 'Teléfono celular', '3001234567');
  await texto(pagina, 'Teléfono fijo', '6011234567');
  await texto(pagina, 'Dirección', 'Calle 1 # 2-3');
  await opcion(pagina, 'Nivel de estudios', 'Maestría');
  // 'Área de estudio' se deja vacía a propósito
  await campo(pagina, 'Área de estudio').fill('');
  await capturar(pagina, 'actualizacion-personales-escritorio');

  await abrirPestana(pagina, 'Datos Laborales');
  await texto(pagina, 'Cargo', 'Docente de aula');
  await opcion(pagina, 'Lugar de trabajo', 'Sede 170');
  await opcion(pagina, 'Tipo de contrato', 'Indefinido');
  await fecha(pagina, 'Fecha de ingreso', '01/08/2014');
  await capturar(pagina, 'actualizacion-laborales-escritorio');

  await abrirPestana(pagina, 'Datos Económicos');
  await opcion(pagina, 'Tipo de vivienda', 'Propia');
  await campo(pagina, 'Marca').fill('Mazda');
  await campo(pagina, 'Línea').fill('3');
  await campo(pagina, 'Modelo').fill('2020');
  await campo(pagina, 'Placa').fill('ABC123');
  await capturar(pagina, 'actualizacion-economicos-escritorio');

  await abrirPestana(pagina, 'Grupo familiar');
  const fila = pagina.getByRole('group', { name: 'Familiar 1' });
  await fila.getByLabel('Nombre', { exact: true }).fill('Juan Pérez');
  await fila.getByLabel('Parentesco', { exact: true }).fill('Hijo');
  await fila.getByLabel('Ocupación', { exact: true }).fill('Estudiante');
  await fecha(pagina, 'Fecha de nacimiento', '04/03/2012', 'Familiar 1');
  assert.equal(await pagina.getByRole('group', { name: /^Familiar \d$/ }).count(), 6);
  await capturar(pagina, 'actualizacion-familiar-escritorio');

  await abrirPestana(pagina, 'Autorizaciones');
  await texto(pagina, 'Nombre del autorizado', 'Luis Pérez');
  await texto(pagina, 'Documento del autorizado', '80111222');
  await texto(pagina, 'Dirección del autorizado', 'Calle 4 # 5-6');
  await texto(pagina, 'Teléfono del autorizado', '3109876543');
  await pagina
    .getByRole('tabpanel')
    .getByLabel(/^Acepto la autorización de tratamiento/)
    .check();

  await abrirPestana(pagina, 'Finalizar');
  await pagina
    .getByLabel('Archivo de firma y huella')
    .setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: FIRMA });
  await pagina.getByAltText('Firma y huella del afiliado').waitFor();
  await pagina.getByRole('img', { name: 'Ejemplo de firma y huella' }).waitFor();
  await pagina.getByRole('button', { name: 'Finalizar y Enviar' }).click();
  await pagina.getByText('Por favor, complete todos los campos requeridos en los datos del afiliado:').waitFor();
  const faltan = await pagina.getByRole('list', { name: 'Campos faltantes' }).getByRole('listitem').allTextContents();
  assert.deepEqual(faltan, ['Datos Personales (1): Área de estudio']);
  await capturar(pagina, 'actualizacion-faltantes-escritorio');

  await abrirPestana(pagina, 'Datos Personales');
  await campo(pagina, 'Área de estudio').fill('Matemáticas');
  await abrirPestana(pagina, 'Finalizar');
  await pagina.getByRole('button', { name: 'Finalizar y Enviar' }).click();
  await pagina.getByText('Datos guardados exitosamente').waitFor();
  await pagina.getByText(/^Enviado el \d{2}\/\d{2}\/\d{2}$/).waitFor();
  assert.equal(await pagina.getByRole('button', { name: 'Finalizar y Enviar' }).count(), 0);
  await abrirPestana(pagina, 'Datos Laborales');
  assert.equal(await campo(pagina, 'Cargo').isDisabled(), true);
  assert.equal(await pagina.evaluate(() => sessionStorage.getItem('actualizacion_datos')), 'ok');

  // Sin recargar: la navegación del router lleva a Ahorro y ya no hay aviso
  await pagina.evaluate(() => {
    history.pushState({}, '', '/ahorro');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await pagina.getByRole('heading', { name: 'Ahorro', exact: true }).waitFor();
  assert.equal(await pagina.getByText('Debe actualizar sus datos para poder usar este módulo').count(), 0);
  assert.match(pagina.url(), /\/ahorro$/);

  await pagina.goto('/actualizacion');
  const enlace = pagina.getByRole('button', { name: 'Descargar formulario (PDF)' });
  const [descarga] = await Promise.all([pagina.waitForEvent('download'), enlace.click()]);
  assert.match(descarga.suggestedFilename(), /\.pdf$/);
  const bytes = readFileSync(await descarga.path());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  await contexto.close();
});

for (const pantalla of ['movil', 'escritorio'] as const satisfies readonly Pantalla[]) {
  test(`el superadmin abre la ficha de otro afiliado y guarda un borrador (${pantalla})`, async () => {
    const otro = sinActualizar[1]!;
    const contexto = await nuevoContexto(navegador, pantalla);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.admin);
    await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));
    await pagina.goto(`/actualizacion/${otro.id_afiliado}`);
    await pagina.getByRole('tab', { name: 'Afiliación' }).waitFor();
    for (const titulo of PESTANAS) {
      await abrirPestana(pagina, titulo);
      await capturar(
        pagina,
        `actualizacion-admin-${titulo.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll(' ', '-')}-${pantalla}`,
      );
    }
    await abrirPestana(pagina, 'Datos Económicos');
    const nota = `Borrador e2e ${pantalla}`;
    await campo(pagina, 'Otro').fill(nota);
    await abrirPestana(pagina, 'Finalizar');
    await pagina.getByRole('button', { name: 'Guardar borrador' }).click();
    await pagina.getByText('Borrador guardado').waitFor();
    const { afiliado } = await api<Ficha>(`afiliados/${otro.id_afiliado}`, tokenAdmin);
    assert.equal(afiliado.otro, nota);
    assert.equal(afiliado.ultima_actualizacion, null);
    await contexto.close();
  });
}
