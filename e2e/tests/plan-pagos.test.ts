// El 'Plan de pagos' de un crédito en /credito, a 390 x 844 (teléfono táctil) y a
// 1280 x 800: el cajón con el saldo a la fecha de corte, las cuotas (tabla en escritorio, tarjetas en el
// teléfono, sin desplazamiento horizontal), los totales, la nota y la descarga del PDF; axe sin
// infracciones serias con el cajón abierto. Las capturas quedan en e2e/artifacts/.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abrirNavegador, iniciarSesion, sinInfraccionesEnReposo, CUENTAS, URL_BASE } from '../src/navegador.js';

const ARTEFACTOS = join(import.meta.dirname, '..', 'artifacts');
const NOTA = 'Las cifras del plan de pagos son aproximadas, calculadas con el último corte, y solo de referencia;';

type Pantalla = 'movil' | 'escritorio';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
  mkdirSync(ARTEFACTOS, { recursive: true });
});
test.afterAll(async () => {
  await navegador.close();
});

async function contexto(pantalla: Pantalla): Promise<BrowserContext> {
  const c = await navegador.newContext(
    pantalla === 'movil'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: URL_BASE, locale: 'es-CO' }
      : { viewport: { width: 1280, height: 800 }, baseURL: URL_BASE, locale: 'es-CO' },
  );
  c.setDefaultTimeout(20_000);
  return c;
}

async function capturar(pagina: Page, nombre: string): Promise<void> {
  await pagina.screenshot({ path: join(ARTEFACTOS, `${nombre}.png`) });
}

/** Ni la página ni el cuerpo del cajón se desplazan a lo ancho. */
async function sinDesborde(pagina: Page, donde: string): Promise<void> {
  const desborde = await pagina.evaluate(() => {
    const cuerpo = document.querySelector('.ant-drawer-body');
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      cuerpo ? cuerpo.scrollWidth - cuerpo.clientWidth : 0,
    );
  });
  assert.ok(desborde <= 1, `${donde}: desborda ${desborde} px`);
}

for (const pantalla of ['movil', 'escritorio'] as const) {
  test(`plan de pagos de un crédito en /credito y su PDF (${pantalla})`, async () => {
    const c = await contexto(pantalla);
    const pagina = await c.newPage();
    try {
      await iniciarSesion(pagina, CUENTAS.actualizado);
      await pagina.waitForURL('**/inicio');
      await pagina.goto('/credito');
      await pagina.getByRole('heading', { name: 'Crédito', exact: true }).waitFor();
      const boton = pagina.getByRole('button', { name: /^Plan de pagos de / }).first();
      await boton.waitFor();
      const titulo = ((await boton.getAttribute('aria-label')) ?? '').replace(/^Plan de pagos de /, '');
      await boton.click();

      const cajon = pagina.getByRole('dialog', { name: `Plan de pagos: ${titulo}` });
      await cajon.getByText('Saldo a la fecha de corte').waitFor();
      await cajon.getByText(NOTA).waitFor();
      const cuotas = cajon.getByRole('region', { name: 'Cuotas estimadas' });
      if ((await cuotas.count()) > 0) {
        if (pantalla === 'escritorio') {
          const columnas = await cuotas.getByRole('columnheader').allTextContents();
          assert.deepEqual(columnas, ['No.', 'Fecha estimada', 'Cuota', 'Interés', 'Abono a capital', 'Saldo']);
          // dinero en formato SPEC 9 y fechas dd/mm/aa
          const primera = await cuotas.getByRole('row').nth(1).getByRole('cell').allTextContents();
          assert.equal(primera[0], '1');
          assert.match(primera[1] ?? '', /^\d{2}\/\d{2}\/\d{2}$/);
          for (const v of primera.slice(2)) assert.match(v, /^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        } else {
          assert.equal(await cuotas.getByRole('columnheader').count(), 0);
          await cuotas
            .getByRole('listitem')
            .first()
            .getByText(/^Cuota 1 · \d{2}\/\d{2}\/\d{2}$/)
            .waitFor();
        }
        await cajon.getByText('Total de las cuotas').waitFor();
      } else {
        await cajon.getByText(/no hay cuotas por pagar/).waitFor();
      }
      await sinDesborde(pagina, `${pantalla} con el plan abierto`);
      await sinInfraccionesEnReposo(pagina, `${pantalla} con el plan abierto`);
      await capturar(pagina, `plan-pagos-${pantalla}`);
      if (pantalla === 'movil') {
        await cajon.getByRole('button', { name: /Descargar PDF/ }).scrollIntoViewIfNeeded();
        await capturar(pagina, `plan-pagos-${pantalla}-final`);
      }

      const [descarga] = await Promise.all([
        pagina.waitForEvent('download'),
        cajon.getByRole('button', { name: /Descargar PDF/ }).click(),
      ]);
      assert.match(descarga.suggestedFilename(), /^Plan de pagos .+\.pdf$/);
      const bytes = readFileSync(await descarga.path());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');

      await cajon.getByRole('button', { name: 'Cerrar el plan de pagos' }).click();
      await cajon.waitFor({ state: 'hidden' });
    } finally {
      await c.close();
    }
  });
}
