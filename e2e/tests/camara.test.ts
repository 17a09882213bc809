// Solicitud de crédito con documentos de la cámara, en Chromium, a 390 x 844 (teléfono táctil) y a 1280 x 800:
// el desprendible de pago tomado como dos fotos (un JPG de cámara guardado de lado, con EXIF de
// orientación y GPS, y un PNG) queda guardado como UN PDF de 2 páginas derechas; la solicitud se radica
// y el superadmin ve ese PDF en el visor. Antes, un envío vacío marca en rojo cada campo que falta y la
// lista se acorta al llenarlos. axe sin infracciones serias en cada estado nuevo; capturas y el PDF
// guardado quedan en e2e/artifacts/ (el PDF se revisa con pdftoppm -png).
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  abrirNavegador,
  iniciarSesion,
  CUENTAS,
  URL_BASE,
  contextoDeAncho,
  sinInfraccionesEnReposo,
  elegirOpcion,
} from '../src/navegador.js';
import { tokenDeApi } from '../src/api.js';
import { PDF_SIN_XREF, PNG_1X1 } from '../src/archivos.js';

const ARTEFACTOS = join(import.meta.dirname, '..', 'artifacts');
const ETIQUETA_DESPRENDIBLE = 'Último desprendible de pago (fotos o PDF)';

type Pantalla = 'movil' | 'escritorio';
const ancho = (p: Pantalla) => (p === 'movil' ? 390 : 1280);

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

// --- API ------------------------------------------------------------------------------------------

async function api(t: string, ruta: string): Promise<Response> {
  const r = await fetch(`${URL_BASE}/api/${ruta}`, { headers: { authorization: `bearer ${t}` } });
  assert.ok(r.ok, `GET ${ruta}: ${r.status} ${await r.clone().text()}`);
  return r;
}

interface TipoCredito {
  id_tipo_credito: number;
  activo: boolean;
  periodicidad: string;
  plazo_minimo: number | null;
  plazo_maximo: number | null;
}

// --- Fotos como las de un teléfono ----------------------------------------------------------------

/** Una hoja escrita (SVG), como se ve derecha. */
function hoja(titulo: string, lineas: string[], fondo: string): Buffer {
  const texto = lineas
    .map((l, i) => `<text x="60" y="${260 + i * 70}" font-size="40" font-family="DejaVu Sans">${l}</text>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
    <rect width="1200" height="1600" fill="${fondo}"/>
    <rect x="30" y="30" width="1140" height="1540" fill="none" stroke="#333" stroke-width="6"/>
    <text x="60" y="150" font-size="64" font-weight="bold" font-family="DejaVu Sans">${titulo}</text>
    ${texto}
  </svg>`);
}

/**
 * Página 1: JPG de cámara guardado de lado (los píxeles girados 90° a la izquierda y la etiqueta EXIF
 * de orientación 6, 'gire 90° a la derecha para verla'), con marca y GPS, como lo guarda un teléfono.
 */
async function fotoDeCamara(): Promise<Buffer> {
  const derecha = hoja(
    'DESPRENDIBLE DE PAGO',
    [
      'Colegio - Nómina de marzo',
      'Afiliado: 1000000001',
      'Salario básico: $3,500,000.00',
      'Neto a pagar: $3,120,000.00',
    ],
    '#f4f1e8',
  );
  const deLado = await sharp(derecha).rotate(-90).jpeg({ quality: 90 }).toBuffer();
  return sharp(deLado)
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Camara trasera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Página 2: un PNG (captura de pantalla del desprendible, segunda hoja). */
function capturaPng(): Promise<Buffer> {
  return sharp(
    hoja(
      'DESPRENDIBLE - HOJA 2',
      ['Deducciones', 'Aporte al fondo: $175,000.00', 'Salud y pensión: $280,000.00'],
      '#ffffff',
    ),
  )
    .png()
    .toBuffer();
}

const FIRMA = PNG_1X1;
const CARTA_PDF = PDF_SIN_XREF;

/** Páginas de un PDF (los objetos /Type /Page). */
const paginasDelPdf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

const item = (pagina: Page, etiqueta: string) =>
  pagina.locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) });

for (const pantalla of ['movil', 'escritorio'] as const) {
  test(`desprendible desde la cámara: dos fotos -> un PDF de 2 páginas, radicada y vista por el superadmin (${pantalla})`, async () => {
    const afiliado = await tokenDeApi(CUENTAS.actualizado);
    const tipos = (await (await api(afiliado, 'tipos-credito')).json()) as TipoCredito[];
    const tipo = tipos.find(
      (t) => t.activo && t.periodicidad === 'mensual' && (t.plazo_minimo ?? 1) <= 12 && (t.plazo_maximo ?? 36) >= 12,
    )!;
    const valor = pantalla === 'movil' ? 2_345_000 : 2_346_000;
    const ctx = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 30_000 });
    const p = await ctx.newPage();
    await iniciarSesion(p, CUENTAS.actualizado);
    await p.waitForURL('**/inicio');
    await p.goto(`/solicitud-credito?id_tipo_credito=${tipo.id_tipo_credito}&valor=${valor}&cuotas=12`);
    await p.getByRole('button', { name: 'Enviar Solicitud' }).waitFor();

    // --- Campos requeridos: los requeridos marcados; un envío vacío marca cada campo que falta ---
    const marcados = await p
      .locator('label.ant-form-item-required')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLLabelElement).htmlFor));
    assert.deepEqual(marcados, [
      'id_tipo_credito',
      'valor',
      'destino',
      'cuotas',
      'desde_mes',
      'numero_cuenta',
      'tipo_cuenta',
      'banco',
      'ultimo_desprendible',
      'firma',
      'carta_pagare',
    ]);
    await p.getByRole('button', { name: 'Enviar Solicitud' }).click();
    const resumen = p.getByRole('alert').filter({ hasText: 'Por favor, complete los campos requeridos' });
    await resumen.waitFor();
    assert.match((await resumen.textContent()) ?? '', /solicitud: Destino, Desde el mes, Número de cuenta/);
    const conError = await p
      .locator('.ant-form-item-has-error .ant-form-item-label > label')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLLabelElement).htmlFor));
    assert.deepEqual(conError, [
      'destino',
      'desde_mes',
      'numero_cuenta',
      'tipo_cuenta',
      'banco',
      'ultimo_desprendible',
      'firma',
      'carta_pagare',
    ]);
    // el mensaje entra con una animación: se espera a que se vea
    await item(p, ETIQUETA_DESPRENDIBLE).getByText('Adjunte este documento').waitFor();
    // el primero que falta recibe el foco
    await p.waitForFunction(() => document.activeElement?.id === 'destino');
    await capturar(p, `camara-requeridos-${ancho(pantalla)}`);
    await sinInfraccionesEnReposo(p, `envío incompleto (${pantalla})`);

    await p.getByLabel('Destino').fill('Arreglo de la casa (e2e cámara)');
    await p.locator('.ant-form-item-has-error label[for="destino"]').waitFor({ state: 'detached' });
    assert.doesNotMatch((await resumen.textContent()) ?? '', /Destino/);
    await elegirOpcion(p, 'Desde el mes', 'Marzo');
    await p.getByLabel('Número de cuenta').fill('001234567');
    await p.getByRole('radio', { name: 'Ahorros' }).check();
    await p.getByLabel('Banco').fill('Banco de Prueba');

    // --- Documentos desde la cámara: el desprendible como dos fotos ---
    const desprendible = item(p, ETIQUETA_DESPRENDIBLE);
    const camara = desprendible.locator('input[type=file][capture]');
    assert.equal(await camara.getAttribute('capture'), 'environment');
    assert.equal(await camara.getAttribute('accept'), 'image/jpeg,image/png,image/heic,image/heif,image/webp');
    // 'Tomar foto' solo con el dedo (en el teléfono); con el mouse, 'Agregar página' abre los archivos
    assert.equal(await desprendible.getByRole('button', { name: /^Tomar foto/ }).isVisible(), pantalla === 'movil');
    const [jpg, png] = [await fotoDeCamara(), await capturaPng()];
    if (pantalla === 'movil') {
      // una foto con la cámara y otra elegida de la galería, cada una con un toque
      const [selector] = await Promise.all([
        p.waitForEvent('filechooser'),
        desprendible.getByRole('button', { name: /^Tomar foto/ }).tap(),
      ]);
      await selector.setFiles({ name: 'IMG_20260326_101512.jpg', mimeType: 'image/jpeg', buffer: jpg });
      await desprendible.getByRole('img', { name: 'Página 1' }).waitFor();
      const [galeria] = await Promise.all([
        p.waitForEvent('filechooser'),
        desprendible.getByRole('button', { name: /^Agregar página/ }).tap(),
      ]);
      assert.equal(galeria.isMultiple(), true);
      await galeria.setFiles({ name: 'Screenshot_hoja2.png', mimeType: 'image/png', buffer: png });
    } else {
      const [selector] = await Promise.all([
        p.waitForEvent('filechooser'),
        desprendible.getByRole('button', { name: /^Agregar página/ }).click(),
      ]);
      await selector.setFiles([
        { name: 'IMG_20260326_101512.jpg', mimeType: 'image/jpeg', buffer: jpg },
        { name: 'Screenshot_hoja2.png', mimeType: 'image/png', buffer: png },
      ]);
    }
    await desprendible.getByText('Último desprendible de pago.pdf: 2 páginas en PDF').waitFor();
    assert.equal(await desprendible.getByRole('img', { name: /^Página/ }).count(), 2);
    // sin que el desprendible siga en rojo ni en la lista
    assert.doesNotMatch((await resumen.textContent()) ?? '', /Último desprendible/);

    // firma (imagen) y carta (un PDF, como siempre)
    await item(p, 'Firma y huella (JPG o PNG)')
      .locator('input[type=file]')
      .setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: FIRMA });
    await item(p, 'Firma y huella (JPG o PNG)').getByText('firma.png').waitFor();
    const carta = item(p, 'Carta de solicitud y pagaré firmados (fotos o PDF)');
    await carta
      .locator('input[type=file]:not([capture])')
      .setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: CARTA_PDF });
    await carta.getByText('carta.pdf cargado').waitFor();
    await resumen.waitFor({ state: 'detached' });
    await desprendible.scrollIntoViewIfNeeded();
    assert.equal(await desprendible.getByRole('button', { name: /^Tomar foto/ }).isVisible(), pantalla === 'movil');
    await capturar(p, `camara-documentos-${ancho(pantalla)}`);
    // lo que se ve en la pantalla (sin estirar la página): el control con sus dos páginas
    await p.screenshot({ path: join(ARTEFACTOS, `camara-documentos-vista-${ancho(pantalla)}.png`) });
    await sinInfraccionesEnReposo(p, `documentos desde la cámara (${pantalla})`);
    const desborde = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(desborde <= 1, `la página desborda ${desborde} px`);

    await p.getByRole('button', { name: 'Enviar Solicitud' }).click();
    await p.getByText('Su solicitud ha sido radicada').waitFor();
    await p.waitForURL('**/solicitudes-credito/user');
    await ctx.close();

    // --- Lo guardado: un PDF de 2 páginas, la primera derecha ---
    const lista = (await (await api(afiliado, 'afiliados/me/solicitudes-credito?estado=TODAS&tamano=50')).json()) as {
      filas: { id_solicitud: number; valor: number }[];
    };
    const fila = lista.filas.find((f) => Number(f.valor) === valor);
    assert.ok(fila, 'la solicitud radicada está en la lista del afiliado');
    const solicitud = (await (await api(afiliado, `solicitudes-credito/${fila.id_solicitud}`)).json()) as {
      ultimo_desprendible: number;
    };
    const r = await api(afiliado, `archivos/${solicitud.ultimo_desprendible}`);
    assert.equal(r.headers.get('content-type'), 'application/pdf');
    const pdf = Buffer.from(await r.arrayBuffer());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(paginasDelPdf(pdf), 2);
    // nada del EXIF del teléfono (marca, GPS) llegó al PDF
    assert.equal(pdf.includes('Camara trasera'), false);
    writeFileSync(join(ARTEFACTOS, `camara-desprendible-${ancho(pantalla)}.pdf`), pdf);
    // la página 1 es vertical (la foto quedó derecha): su MediaBox es más alta que ancha
    const cajas = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    assert.equal(cajas.length, 2);
    assert.ok(cajas[0]![1]! > cajas[0]![0]!, `página 1 vertical: ${JSON.stringify(cajas[0])}`);

    // --- El superadmin ve el PDF en el visor ---
    const ctxAdmin = await contextoDeAncho(navegador, pantalla === 'movil' ? 390 : 1280, { alto: 800, espera: 30_000 });
    const admin = await ctxAdmin.newPage();
    await iniciarSesion(admin, CUENTAS.admin);
    await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
    await admin.goto(`/solicitud-credito/${fila.id_solicitud}`);
    await admin.getByRole('button', { name: /Ver desprendible/ }).click();
    const visor = admin.getByRole('dialog', { name: 'Desprendible' });
    const marco = visor.locator('iframe');
    await marco.waitFor();
    assert.match((await marco.getAttribute('src')) ?? '', /^blob:/);
    await visor.getByRole('button', { name: /Descargar/ }).waitFor();
    await admin.waitForTimeout(1500); // el visor de PDF del navegador pinta la primera página
    await capturar(admin, `camara-visor-${ancho(pantalla)}`);
    await sinInfraccionesEnReposo(admin, `visor del desprendible armado con fotos (${pantalla})`, { red: false });
    await ctxAdmin.close();
  });
}
