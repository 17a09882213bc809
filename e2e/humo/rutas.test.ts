// Humo del portal construido, antes del resto del e2e (el proyecto 'e2e' depende de este): cada app abre sus
// rutas en Chromium desde los archivos compilados, y una que deja la raíz vacía, lanza un error en la página o
// muestra 'No se pudo cargar este módulo' falla aquí con el nombre de la app y de la ruta (una antd rota o un
// remoto que no carga se ven en segundos, no como ochenta pruebas que fallan por lo mismo).
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { abrirNavegador, CUENTAS, INDICADORES_DE_CARGA, iniciarSesion, nuevoContexto } from '../src/navegador.js';
import { rutasPorRemoto, SHELL_CON_SESION, SHELL_SIN_SESION } from '../src/rutas.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

/** Abre cada ruta y devuelve lo que salió mal en cada una (vacío: todo bien). */
async function recorrer(pagina: Page, rutas: string[]): Promise<string[]> {
  const errores: string[] = [];
  pagina.on('pageerror', (e) => errores.push(e.message));
  const problemas: string[] = [];
  for (const ruta of rutas) {
    errores.length = 0;
    await pagina.goto(ruta);
    // quieta: sin indicadores de carga (un remoto que no carga sigue pidiendo: no se espera a la red)
    const quieta = await pagina
      .waitForFunction((selector) => !document.querySelector(selector), INDICADORES_DE_CARGA, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!quieta) problemas.push(`${ruta}: sigue cargando tras 15 s`);
    const texto = (await pagina.locator('#raiz').innerText()).trim();
    if (!texto) problemas.push(`${ruta}: la raíz de la página quedó vacía`);
    if (texto.includes('No se pudo cargar este módulo')) problemas.push(`${ruta}: 'No se pudo cargar este módulo'`);
    for (const e of errores) problemas.push(`${ruta}: error en la página: ${e}`);
  }
  return problemas;
}

test('shell: sus rutas, sin sesión y con ella', async () => {
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  const problemas = await recorrer(pagina, SHELL_SIN_SESION);
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL('**/inicio');
  problemas.push(...(await recorrer(pagina, SHELL_CON_SESION)));
  await contexto.close();
  assert.deepEqual(problemas, [], `shell:\n${problemas.join('\n')}`);
});

// El superadmin (también afiliado, con datos actualizados) ve todas las rutas de cada remoto.
for (const { carpeta, rutas } of rutasPorRemoto('superadmin')) {
  test(`${carpeta}: ${rutas.join(', ')}`, async () => {
    const contexto = await nuevoContexto(navegador);
    const pagina = await contexto.newPage();
    await iniciarSesion(pagina, CUENTAS.admin);
    await pagina.waitForURL('**/inicio');
    const problemas = await recorrer(pagina, rutas);
    await contexto.close();
    assert.deepEqual(problemas, [], `${carpeta}:\n${problemas.join('\n')}`);
  });
}
