// Firma electrónica de la carta y el pagaré, en el teléfono (390 px, táctil), contra su propia API (E2E_PORT + 4,
// base demo nueva, FIRMA_ELECTRONICA=1) que envía sus correos a un servidor SMTP de verdad: los códigos y el enlace
// del codeudor se leen de lo que llega. El afiliado llena la solicitud con codeudor, lee el documento en la
// página, pide el código y firma; el codeudor abre su enlace sin sesión, sube la foto de su documento, lee y
// acepta con su propio código; el fondo ve la evidencia de cada firma, y la página de verificación compara el
// PDF firmado (idéntico) y una copia con un byte cambiado (no coincide). En el escritorio, el documento para firmar
// se lee (también ampliado) y 'Volver a la solicitud' conserva lo escrito.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { arrancarApiPropia } from '../src/portal.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { iniciarSmtp, type ServidorSmtp } from '@fondo/api/test/smtp';
import { pdfMinimo, PNG_1X1 } from '../src/archivos.js';
import {
  abrirNavegador,
  afirmarSinInfracciones,
  capturar,
  contextoDeAncho,
  CUENTAS,
  elegirOpcion,
  entradaDeArchivo,
  esperarQuietud,
  iniciarSesion,
  sinDesborde,
  URL_BASE,
  URL_COLEGIO,
} from '../src/navegador.js';

const PUERTO = Number(new URL(URL_BASE).port) + 4;
const BASE = `http://127.0.0.1:${PUERTO}`;
const raiz = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'fondo-e2e-firma-'));
const CORREO_CODEUDOR = 'jorge.codeudor@correo.prueba';
const FOTO_IPHONE = readFileSync(join(raiz, 'api', 'test', 'muestras', 'foto-iphone.heic'));

let navegador: Browser;
let api: ChildProcess;
let smtp: ServidorSmtp;

test.beforeAll(async () => {
  smtp = await iniciarSmtp();
  api = await arrancarApiPropia(PUERTO, dataDir, {
    REQUIERE_2FA: '0',
    FIRMA_ELECTRONICA: '1',
    SMTP_URL: smtp.url,
    FONDO_CORREO: 'fondo@correo.prueba',
    SCHOOL_SITE_URL: URL_COLEGIO,
    PORTAL_URL: BASE,
  });
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador?.close();
  api?.kill('SIGTERM');
  if (api) await new Promise((ok) => api.once('exit', ok));
  await smtp?.detener();
  rmSync(dataDir, { recursive: true, force: true });
});

/** El primer correo que llega (desde `desde`) cuyo asunto cumple `asunto` y cuyo destinatario cumple `para`. */
async function correo(asunto: RegExp, para: (d: string) => boolean, desde: number): Promise<string> {
  const limite = Date.now() + 30_000;
  for (;;) {
    const r = smtp.recibidos.slice(desde).find((c) => asunto.test(c.correo.subject ?? '') && c.para.some(para));
    if (r) return r.correo.text ?? '';
    assert.ok(Date.now() < limite, `No llegó al servidor SMTP un correo con asunto ${asunto}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

const codigoDe = (texto: string) => /es: (\d{6})/.exec(texto)?.[1] ?? '';

async function subir(pagina: Page, etiqueta: string, archivo: { name: string; mimeType: string; buffer: Buffer }) {
  await entradaDeArchivo(pagina, etiqueta).setInputFiles(archivo);
  await pagina
    .locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) })
    .getByText(archivo.name, { exact: true })
    .first()
    .waitFor();
}

/** Lee el documento (espera sus páginas dibujadas), marca que lo leyó, pide el código y lo escribe. */
async function leerYFirmar(p: Page, para: (d: string) => boolean, boton: string): Promise<void> {
  await p.locator('.visor-pdf-paginas canvas').nth(1).waitFor({ timeout: 30_000 });
  await p.getByRole('checkbox', { name: /Leí la carta de solicitud de crédito y el pagaré/ }).check();
  const antes = smtp.recibidos.length;
  await p.getByRole('button', { name: 'Enviarme el código por correo' }).click();
  await p.getByText(/Le enviamos un código de 6 dígitos a \w\*\*\*@/).waitFor();
  const codigo = codigoDe(await correo(/^Su código para firmar/, para, antes));
  assert.match(codigo, /^\d{6}$/);
  await p.getByLabel('Código', { exact: true }).fill(codigo);
  await p.getByRole('button', { name: boton }).click();
}

test('firma en el teléfono: el afiliado firma, el codeudor acepta desde su enlace y el fondo verifica', async () => {
  // --- El afiliado llena la solicitud y firma ---
  const ctx = await contextoDeAncho(navegador, 390, { base: BASE, espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.actualizado);
  await p.waitForURL('**/inicio');
  await p.goto('/solicitud-credito');
  await p.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
  await elegirOpcion(p, 'Tipo de crédito', 'Calamidad Doméstica');
  await p.getByLabel('Valor').fill('1357000');
  await p.getByLabel('Cuotas').fill('12');
  await p.getByLabel('Destino').fill('Arreglo del techo (firma e2e)');
  await elegirOpcion(p, 'Desde el mes', 'Marzo');
  await p.getByLabel('Número de cuenta').fill('001234567');
  await p.getByRole('radio', { name: 'Ahorros' }).check();
  await p.getByLabel('Banco').fill('Banco de Prueba');
  await subir(p, 'Último desprendible de pago (fotos o PDF)', {
    name: 'desprendible.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('Desprendible'),
  });
  await subir(p, 'Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await p
    .locator('.ant-form-item', { has: p.getByText('Codeudor', { exact: true }) })
    .getByRole('radio', { name: 'Sí' })
    .check();
  await p.getByLabel('Nombre del codeudor').fill('Jorge Peña');
  await p.getByLabel('Documento del codeudor').fill('80111222');
  await p.getByLabel('Correo del codeudor').fill(CORREO_CODEUDOR);
  // firmar en el portal es lo elegido; la carta no se adjunta
  assert.equal(
    await p.getByRole('radio', { name: 'Firmarlos aquí con un código enviado a mi correo' }).isChecked(),
    true,
  );
  assert.equal(await p.getByText('Carta de solicitud y pagaré firmados (fotos o PDF)').count(), 0);
  await p.getByRole('button', { name: 'Enviar Solicitud' }).click();

  await p.getByRole('heading', { name: 'Firme la carta de solicitud y el pagaré' }).waitFor();
  await p.locator('.visor-pdf-paginas canvas').nth(1).waitFor({ timeout: 30_000 });
  await esperarQuietud(p);
  await sinDesborde(p, 'firma del afiliado a 390 px');
  await capturar(p, 'firma-afiliado-documento-390');
  await afirmarSinInfracciones(p, 'firma del afiliado a 390 px');
  await leerYFirmar(p, (d) => d !== CORREO_CODEUDOR, 'Firmar y enviar la solicitud');
  await p.getByText('Su solicitud ha sido radicada').waitFor();
  await p.waitForURL('**/solicitudes-credito/user');
  // la solicitud dice que espera al codeudor, y deja enviarle de nuevo el enlace
  await p.locator('.lista-tarjetas > li', { hasText: '$1,357,000.00' }).first().locator('.tarjeta-abrir').click();
  await p.waitForURL(/\/solicitud-credito\/\d+$/);
  await p.getByText('Codeudor: pendiente').waitFor();
  await p.getByRole('button', { name: 'Enviar de nuevo el enlace al codeudor' }).waitFor();
  await esperarQuietud(p);
  await capturar(p, 'firma-afiliado-pendiente-390');
  await afirmarSinInfracciones(p, 'solicitud firmada, codeudor pendiente, a 390 px');
  await ctx.close();

  // --- El codeudor abre su enlace (sin sesión) ---
  const enlace = /(http:\/\/\S+\/codeudor\/[\w-]+)/.exec(
    await correo(/le pide ser su codeudor$/, (d) => d === CORREO_CODEUDOR, 0),
  )?.[1];
  assert.ok(enlace, 'el correo del codeudor trae su enlace');
  // en el escritorio también se lee
  const ctxEscritorio = await contextoDeAncho(navegador, 1280, { base: BASE, espera: 20_000 });
  const e = await ctxEscritorio.newPage();
  await e.goto(enlace);
  await e.getByText(/le pide ser su codeudor/).waitFor();
  await esperarQuietud(e);
  await capturar(e, 'firma-codeudor-enlace-1280');
  await afirmarSinInfracciones(e, 'página del codeudor a 1280 px');
  await ctxEscritorio.close();
  const ctxCodeudor = await contextoDeAncho(navegador, 390, { base: BASE, espera: 20_000 });
  const c = await ctxCodeudor.newPage();
  await c.goto(enlace);
  await c.getByText(/le pide ser su codeudor/).waitFor();
  await c.getByText('$1,357,000.00').waitFor();
  await capturar(c, 'firma-codeudor-enlace-390');
  await c.getByLabel('Tome una foto de su documento o elija un PDF').setInputFiles({
    name: 'IMG_0042.HEIC',
    mimeType: 'image/heic',
    buffer: FOTO_IPHONE,
  });
  await c.getByText('Adjuntó documento-codeudor.pdf').waitFor({ timeout: 30_000 });
  await c.locator('.visor-pdf-paginas canvas').nth(1).waitFor({ timeout: 30_000 });
  await esperarQuietud(c);
  await sinDesborde(c, 'página del codeudor a 390 px');
  await afirmarSinInfracciones(c, 'página del codeudor a 390 px');
  await leerYFirmar(c, (d) => d === CORREO_CODEUDOR, 'Aceptar y firmar');
  await c.getByText(/^Codeudor: aceptó el \d{2}\/\d{2}\/\d{2}$/).waitFor();
  await capturar(c, 'firma-codeudor-acepto-390');
  await ctxCodeudor.close();

  // --- El fondo ve la evidencia y verifica el documento ---
  const ctxAdmin = await contextoDeAncho(navegador, 1280, { base: BASE, espera: 20_000, acceptDownloads: true });
  const a = await ctxAdmin.newPage();
  await iniciarSesion(a, CUENTAS.admin);
  await a.waitForURL((u) => !u.pathname.startsWith('/login'));
  await a.goto('/solicitudes-credito/admin');
  await a.locator('tr', { hasText: '$1,357,000.00' }).first().getByRole('link').click();
  await a.waitForURL(/\/solicitud-credito\/\d+$/);
  await a.getByText(/^Codeudor: aceptó el /).waitFor();
  await a.getByText('Firma del solicitante').waitFor();
  await a.getByText('Firma del codeudor').waitFor();
  await esperarQuietud(a);
  await capturar(a, 'firma-evidencia-admin-1280');
  await afirmarSinInfracciones(a, 'evidencia de las firmas a 1280 px');
  const [descarga] = await Promise.all([
    a.waitForEvent('download'),
    a.getByRole('button', { name: 'Descargar carta y pagaré' }).click(),
  ]);
  const firmado = readFileSync(await descarga.path());
  await a.getByRole('link', { name: 'Verificar el documento firmado' }).click();
  await a.getByRole('heading', { name: 'Documento firmado auténtico' }).waitFor();
  await a.getByText('Firmó como codeudor').waitFor();
  await a.getByLabel('Suelte aquí el PDF o elíjalo para compararlo con el firmado').setInputFiles({
    name: 'carta-y-pagare-firmados.pdf',
    mimeType: 'application/pdf',
    buffer: firmado,
  });
  await a.getByText('Este documento es idéntico al firmado').waitFor();
  const cambiado = Buffer.from(firmado);
  const medio = Math.floor(cambiado.length / 2);
  cambiado[medio] = cambiado[medio]! ^ 1;
  await a.getByLabel('Suelte aquí el PDF o elíjalo para compararlo con el firmado').setInputFiles({
    name: 'copia-cambiada.pdf',
    mimeType: 'application/pdf',
    buffer: cambiado,
  });
  await a.getByText('Este documento no coincide').waitFor();
  await esperarQuietud(a);
  await capturar(a, 'firma-verificacion-1280');
  await afirmarSinInfracciones(a, 'verificación del documento firmado');
  const urlVerificacion = a.url();
  await ctxAdmin.close();

  // la verificación, sin sesión, en el teléfono
  const ctxPublico = await contextoDeAncho(navegador, 390, { base: BASE, espera: 20_000 });
  const v = await ctxPublico.newPage();
  await v.goto(urlVerificacion);
  await v.getByRole('heading', { name: 'Documento firmado auténtico' }).waitFor();
  await esperarQuietud(v);
  await sinDesborde(v, 'verificación a 390 px');
  await afirmarSinInfracciones(v, 'verificación del documento firmado a 390 px');
  await ctxPublico.close();
});

test('en el escritorio: el documento para firmar se lee a 1280 px y "Volver a la solicitud" conserva lo escrito', async () => {
  const ctx = await contextoDeAncho(navegador, 1280, { base: BASE, espera: 20_000 });
  const p = await ctx.newPage();
  await iniciarSesion(p, CUENTAS.actualizado);
  await p.waitForURL('**/inicio');
  await p.goto('/solicitud-credito');
  await p.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
  await elegirOpcion(p, 'Tipo de crédito', 'Calamidad Doméstica');
  await p.getByLabel('Valor').fill('975000');
  await p.getByLabel('Cuotas').fill('6');
  await p.getByLabel('Destino').fill('Gafas (firma e2e, escritorio)');
  await elegirOpcion(p, 'Desde el mes', 'Abril');
  await p.getByLabel('Número de cuenta').fill('009876543');
  await p.getByRole('radio', { name: 'Corriente' }).check();
  await p.getByLabel('Banco').fill('Banco de Prueba');
  await subir(p, 'Último desprendible de pago (fotos o PDF)', {
    name: 'desprendible.pdf',
    mimeType: 'application/pdf',
    buffer: pdfMinimo('Desprendible'),
  });
  await subir(p, 'Firma y huella (JPG o PNG)', { name: 'firma.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await p.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await p.getByRole('heading', { name: 'Firme la carta de solicitud y el pagaré' }).waitFor();
  await p.locator('.visor-pdf-paginas canvas').nth(1).waitFor({ timeout: 30_000 });
  // 'Ampliar' lo dibuja al doble de ancho dentro de su caja: la página no se desplaza de lado
  await p.getByRole('button', { name: 'Ampliar' }).click();
  await p.getByRole('button', { name: 'Reducir' }).waitFor();
  await esperarQuietud(p);
  await sinDesborde(p, 'firma del afiliado a 1280 px, ampliada');
  await capturar(p, 'firma-afiliado-documento-1280');
  await afirmarSinInfracciones(p, 'firma del afiliado a 1280 px');
  await p.getByRole('button', { name: 'Volver a la solicitud' }).click();
  await p.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();
  assert.equal(await p.getByLabel('Destino').inputValue(), 'Gafas (firma e2e, escritorio)');
  await ctx.close();
});
