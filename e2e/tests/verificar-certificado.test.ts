// Certificados verificables: el enlace (y el QR) de un certificado y de un estado de cuenta descargados
// lleva a la página pública /verificar/{codigo}, que sin sesión dice 'Certificado auténtico' y de quién
// (documento enmascarado); un código equivocado lo dice. A 390 x 844 y 1280 x 800, sin desplazamiento
// horizontal y sin infracciones serias de axe. Las capturas quedan en e2e/artifacts/.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  abrirNavegador,
  iniciarSesion,
  sinInfraccionesEnReposo,
  CUENTAS,
  URL_BASE,
  sinDesborde,
} from '../src/navegador.js';

const ARTEFACTOS = join(import.meta.dirname, '..', 'artifacts');

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
  mkdirSync(ARTEFACTOS, { recursive: true });
});
test.afterAll(async () => {
  await navegador.close();
});

async function contexto(pantalla: 'movil' | 'escritorio'): Promise<BrowserContext> {
  const c = await navegador.newContext(
    pantalla === 'movil'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: URL_BASE, locale: 'es-CO' }
      : { viewport: { width: 1280, height: 800 }, baseURL: URL_BASE, locale: 'es-CO' },
  );
  c.setDefaultTimeout(20_000);
  return c;
}

/** La dirección de la anotación de enlace del pie del PDF (los diccionarios de anotación no van comprimidos). */
function enlaceDeVerificacion(pdf: Buffer): { url: string; codigo: string } {
  const m = /\/URI \((http[^)]*\/verificar\/([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}))\)/.exec(pdf.toString('latin1'));
  assert.ok(m, 'el PDF no trae el enlace de verificación');
  return { url: m[1]!, codigo: m[2]! };
}

async function descargar(pagina: Page, disparar: () => Promise<void>): Promise<Buffer> {
  const [descarga] = await Promise.all([pagina.waitForEvent('download'), disparar()]);
  const bytes = readFileSync(await descarga.path());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  return bytes;
}

/** Abre la dirección impresa en un contexto sin sesión y comprueba lo que dice la página. */
async function verificarSinSesion(url: string, clase: string, captura: string): Promise<void> {
  for (const pantalla of ['movil', 'escritorio'] as const) {
    const c = await contexto(pantalla);
    const pagina = await c.newPage();
    try {
      await pagina.goto(url);
      await pagina.getByRole('heading', { name: 'Certificado auténtico' }).waitFor();
      await pagina.getByText(clase, { exact: true }).first().waitFor();
      await pagina.getByText(/^\*+\d{4}$/).waitFor();
      await pagina.getByText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} \(hora de Colombia\)$/).waitFor();
      assert.equal(new URL(pagina.url()).pathname, new URL(url).pathname, 'sin sesión no lleva al login');
      await sinDesborde(pagina, `${captura} ${pantalla}`);
      await sinInfraccionesEnReposo(pagina, `${captura} ${pantalla}`);
      await pagina.screenshot({ path: join(ARTEFACTOS, `${captura}-${pantalla}.png`), fullPage: true });
    } finally {
      await c.close();
    }
  }
}

test('el enlace de un certificado descargado lleva a /verificar/{codigo}: auténtico, sin sesión', async () => {
  const c = await contexto('escritorio');
  const pagina = await c.newPage();
  let enlace: { url: string; codigo: string };
  try {
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/certificaciones');
    const certificado = pagina.getByText(/^Certificado de saldos a \d{2}\/\d{2}\/\d{4}$/).first();
    await certificado.waitFor();
    enlace = enlaceDeVerificacion(await descargar(pagina, () => certificado.click()));
  } finally {
    await c.close();
  }
  assert.equal(enlace.url, `${URL_BASE}/verificar/${enlace.codigo}`);
  await verificarSinSesion(enlace.url, 'Certificado de saldos', 'verificar-certificado');
});

test("el 'Estado de cuenta' de /ahorro también se verifica", async () => {
  const c = await contexto('escritorio');
  const pagina = await c.newPage();
  let enlace: { url: string; codigo: string };
  try {
    await iniciarSesion(pagina, CUENTAS.actualizado);
    await pagina.waitForURL('**/inicio');
    await pagina.goto('/ahorro');
    const boton = pagina.getByRole('button', { name: /Estado de cuenta/ });
    await boton.waitFor();
    await pagina.screenshot({ path: join(ARTEFACTOS, 'ahorro-estado-cuenta-escritorio.png') });
    enlace = enlaceDeVerificacion(await descargar(pagina, () => boton.click()));
  } finally {
    await c.close();
  }
  await verificarSinSesion(enlace.url, 'Estado de cuenta', 'verificar-estado-cuenta');
});

test('un código equivocado lo dice', async () => {
  for (const pantalla of ['movil', 'escritorio'] as const) {
    const c = await contexto(pantalla);
    const pagina = await c.newPage();
    try {
      await pagina.goto('/verificar/ABCD-EFGH-JKLM-NPQR');
      await pagina
        .getByRole('heading', { name: 'No encontramos un certificado con el código ABCD-EFGH-JKLM-NPQR' })
        .waitFor();
      await sinDesborde(pagina, `código equivocado ${pantalla}`);
      await sinInfraccionesEnReposo(pagina, `código equivocado ${pantalla}`);
      await pagina.screenshot({ path: join(ARTEFACTOS, `verificar-no-encontrado-${pantalla}.png`) });
    } finally {
      await c.close();
    }
  }
});
