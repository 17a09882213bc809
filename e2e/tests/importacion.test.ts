// El modal Importar revisa antes de escribir. Un corte nuevo: 'Revisar' muestra la vista previa
// (filas, corte, filas rechazadas con hoja, fila y columna), 'Importar' confirma y el área de resultados
// trae el resultado final. Luego un libro que dejaría ese corte sin aportes: la vista previa lo advierte en
// palabras de contador y no deja importar; el corte queda igual. Capturas a 390 y 1280 px.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { URL_BASE, abrirNavegador, capturar, esperarQuietud, iniciarSesion, CUENTAS } from '../src/navegador.js';
import { tokenDeSesion } from '../src/sesion.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const CAPTURAS = join(import.meta.dirname, '..', 'screenshots');
// Cortes fuera de los datos demo (2024-11 a 2026-10) y del de admin.test.ts: uno por ancho.
const CORTES = { 390: new Date(Date.UTC(2018, 2, 31)), 1280: new Date(Date.UTC(2018, 3, 30)) };
const CORTES_TEXTO = { 390: '31/03/2018', 1280: '30/04/2018' };

/** Un libro de corte: 'Instrucciones' primero, hoja Aportes con B2 y datos desde la fila 5. */
async function libroCorte(corte: Date, filas: (string | number)[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.addWorksheet('Instrucciones').getCell('A1').value = 'Llene la hoja Aportes desde la fila 5.';
  const hoja = libro.addWorksheet('Aportes');
  hoja.getCell('A2').value = 'Corte';
  hoja.getCell('B2').value = corte;
  hoja.getRow(4).values = ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'];
  filas.forEach((f, i) => (hoja.getRow(5 + i).values = f));
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function elegirLibro(modal: Locator, nombre: string, bytes: Buffer): Promise<void> {
  await modal.locator('input[type=file]').setInputFiles({
    name: nombre,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await modal.getByText(nombre).waitFor();
}

/** Lo que se ve en la pantalla con la vista previa a la vista (el modal se desplaza dentro de ella). */
async function capturarModal(pagina: Page, previa: Locator, nombre: string): Promise<void> {
  await previa.scrollIntoViewIfNeeded();
  await esperarQuietud(pagina);
  mkdirSync(CAPTURAS, { recursive: true });
  await pagina.screenshot({ path: join(CAPTURAS, `${nombre}.png`) });
}

async function abrirModal(pagina: Page): Promise<Locator> {
  await pagina.goto('/admin/afiliados');
  await pagina.getByRole('heading', { name: 'Afiliados', exact: true }).waitFor();
  await pagina.getByRole('button', { name: 'Importar' }).click();
  return pagina.getByRole('dialog', { name: 'Importar' });
}

for (const ancho of [1280, 390] as const) {
  test(`importar a ${ancho} px: vista previa, confirmar y resultado; un corte que quedaría vacío se advierte`, async () => {
    const ctx = await navegador.newContext({
      viewport: ancho === 390 ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      ...(ancho === 390 ? { isMobile: true, hasTouch: true } : {}),
      baseURL: URL_BASE,
      locale: 'es-CO',
    });
    ctx.setDefaultTimeout(20_000);
    const pagina = await ctx.newPage();
    await iniciarSesion(pagina, CUENTAS.admin);
    await pagina.waitForURL((u) => !u.pathname.startsWith('/login'));

    // --- Un corte nuevo con dos convenciones de números y una fila mala ---
    let modal = await abrirModal(pagina);
    const bueno = await libroCorte(CORTES[ancho], [
      [CUENTAS.actualizado.usuario, 'Afiliado', 'Ahorro Permanente', '3.500.000', '140000,50'],
      [CUENTAS.sinActualizar.usuario, 'Afiliado', 'Ahorro Permanente', '1,500,000.00', 1500],
      [`0${CUENTAS.cambioClave.usuario}`, 'Afiliado', 'Ahorro Permanente', '1.500.000.00', 0],
    ]);
    await elegirLibro(modal, 'corte.xlsx', bueno);
    await modal.getByRole('button', { name: 'Revisar' }).click();
    const previa = modal.getByRole('region', { name: 'Vista previa' });
    await previa.waitFor();
    const textoPrevia = (await previa.textContent()) ?? '';
    assert.match(textoPrevia, /Vista previa: aún no se ha importado nada/);
    assert.match(textoPrevia, new RegExp(`Corte${CORTES_TEXTO[ancho]} \\(nuevo\\)`));
    assert.match(textoPrevia, /Aportes del cortequedaría con 2/);
    assert.match(textoPrevia, /Aportes, fila 7, columna D \(Total\): «1\.500\.000\.00» no es un número claro/);
    assert.match(textoPrevia, /Hojas que no se importan: Instrucciones/);
    assert.equal(await modal.getByLabel('Resultado').inputValue(), '');
    await pagina.mouse.move(0, 0);
    await esperarQuietud(pagina);
    await capturar(pagina, `importar-vista-previa-${ancho}`);
    await capturarModal(pagina, previa, `importar-vista-previa-modal-${ancho}`);
    await modal.getByRole('button', { name: 'Importar' }).click();
    await pagina.waitForFunction(() =>
      (document.querySelector<HTMLTextAreaElement>('#importar-resultado')?.value ?? '').startsWith('Filas leídas'),
    );
    const resultado = await modal.getByLabel('Resultado').inputValue();
    assert.match(resultado, /^Filas leídas: 3\. Creados: 2\. Actualizados: 0\. Rechazados: 1\./);
    assert.match(resultado, new RegExp(`Corte ${CORTES_TEXTO[ancho]}\\.`));
    assert.equal(await previa.count(), 0);
    await esperarQuietud(pagina);
    await capturar(pagina, `importar-resultado-${ancho}`);
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();
    await modal.waitFor({ state: 'hidden' });

    // --- El mismo corte con todas las filas malas: se advierte y no se deja importar ---
    modal = await abrirModal(pagina);
    const malo = await libroCorte(CORTES[ancho], [
      ['99999999999', 'Nadie', 'Ahorro Permanente', 1000, 0],
      [CUENTAS.actualizado.usuario, 'Afiliado', 'Ahorro Permanente', 'mucho', 0],
    ]);
    await elegirLibro(modal, 'corte-malo.xlsx', malo);
    await modal.getByRole('button', { name: 'Revisar' }).click();
    await previa.waitFor();
    const advertencia = `El corte ${CORTES_TEXTO[ancho]} tiene 2 aportes; quedaría con 0.`;
    await modal.getByText(advertencia).waitFor();
    await modal.getByText(`No hay nada que importar: el corte ${CORTES_TEXTO[ancho]} quedaría sin aportes.`).waitFor();
    assert.equal(await modal.getByRole('button', { name: 'Importar' }).isDisabled(), true);
    await pagina.mouse.move(0, 0);
    await esperarQuietud(pagina);
    await capturar(pagina, `importar-corte-vacio-${ancho}`);
    await capturarModal(pagina, previa, `importar-corte-vacio-modal-${ancho}`);
    // sin desborde horizontal del modal en el teléfono
    const desborde = await pagina.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(desborde <= 1, `el modal desborda ${desborde}px a ${ancho} px`);
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Cerrar' }).click();

    // El corte sigue con sus 2 aportes.
    const token = await tokenDeSesion(pagina);
    const api = (ruta: string) =>
      pagina.evaluate(
        async ([r, t]) => (await fetch(r!, { headers: { authorization: `bearer ${t}` } })).json() as Promise<unknown>,
        [ruta, token],
      );
    const cortes = (await api('/api/admin/cortes')) as { id_corte: number; corte: string }[];
    const iso = CORTES[ancho].toISOString().slice(0, 10);
    const corte = cortes.find((c) => c.corte.startsWith(iso));
    assert.ok(corte, `no está el corte ${iso}`);
    const aportes = (await api(`/api/admin/cortes/${corte.id_corte}/aportes`)) as { total: number };
    assert.equal(aportes.total, 2);
    await ctx.close();
  });
}
