// Accesibilidad: axe-core en cada ruta del portal, sin sesión, como afiliado y como superadmin, a 390 y a
// 1280 px: cero infracciones moderadas, serias o críticas (entre ellas 'page-has-heading-one' y 'region': todo
// el contenido dentro de un punto de referencia), exactamente un h1 por página, sin desborde lateral, y una
// captura de cada una. Las rutas de los remotos salen del manifiesto del portal, así una pantalla nueva hereda
// la revisión; las de un remoto aún no construido muestran el aviso de módulo no disponible, que también debe
// ser accesible.
import { test } from '@playwright/test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  abrirNavegador,
  contextoDeAncho,
  nuevoContexto,
  iniciarSesion,
  capturar,
  esperarQuietud,
  infraccionesGraves,
  sinDesborde,
  CUENTAS,
  type Infraccion,
  type Pantalla,
} from '../src/navegador.js';
import { rutasDeRemotos, rutasPublicasDeRemotos, SHELL_CON_SESION, SHELL_SIN_SESION } from '../src/rutas.js';

let navegador: Browser;
test.beforeAll(async () => {
  navegador = await abrirNavegador();
});
test.afterAll(async () => {
  await navegador.close();
});

const nombreCaptura = (quien: string, ruta: string) =>
  `a11y-${quien}-${ruta.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'raiz'}`;

/** Revisa la página en su estado actual y guarda lo que falle bajo la etiqueta dada. */
async function revisar(pagina: Page, etiqueta: string, hallazgos: Map<string, Infraccion[]>): Promise<void> {
  await esperarQuietud(pagina);
  const graves = await infraccionesGraves(pagina, { moderadas: true });
  // axe solo pide al menos un h1: la página tiene exactamente uno (fuera de los diálogos abiertos)
  const h1 = await pagina.locator('h1:not([role=dialog] h1)').allInnerTexts();
  if (h1.length !== 1)
    graves.push({ regla: 'un-solo-h1', impacto: 'moderate', ayuda: `La página tiene ${h1.length} h1`, nodos: h1 });
  if (graves.length > 0) hallazgos.set(etiqueta, graves);
}

function informe(hallazgos: Map<string, Infraccion[]>): string {
  const lineas: string[] = [];
  for (const [donde, lista] of hallazgos) {
    for (const i of lista) {
      lineas.push(`${donde}: ${i.regla} (${i.impacto}) ${i.ayuda}`);
      for (const n of i.nodos) lineas.push(`    ${n}`);
    }
  }
  return lineas.join('\n');
}

async function recorrer(
  pagina: Page,
  quien: string,
  rutas: string[],
  hallazgos: Map<string, Infraccion[]>,
): Promise<void> {
  for (const ruta of rutas) {
    await pagina.goto(ruta);
    await revisar(pagina, `${quien} ${ruta}`, hallazgos);
    await sinDesborde(pagina, `${quien} ${ruta}`);
    await capturar(pagina, nombreCaptura(quien, ruta));
  }
}

const ANCHOS = [390, 1280] as const;

for (const ancho of ANCHOS) {
  test(`${ancho} px, sin sesión: login (y sus diálogos), reestablecer clave, ayuda, about, 404 y las páginas públicas de los remotos`, async () => {
    const hallazgos = new Map<string, Infraccion[]>();
    const contexto = await contextoDeAncho(navegador, ancho);
    const pagina = await contexto.newPage();
    await recorrer(pagina, `anonimo-${ancho}`, [...SHELL_SIN_SESION, ...rutasPublicasDeRemotos()], hallazgos);

    await pagina.goto('/login');
    await pagina.getByRole('button', { name: '¿Olvidó su clave?' }).click();
    await pagina.getByRole('dialog').getByLabel('Documento de identidad').waitFor();
    await revisar(pagina, `anonimo-${ancho} /login ¿Olvidó su clave?`, hallazgos);

    await iniciarSesion(pagina, { usuario: CUENTAS.actualizado.usuario, clave: 'Equivocada1' });
    await pagina.getByRole('dialog').getByText('Usuario o clave incorrectos').waitFor();
    await revisar(pagina, `anonimo-${ancho} /login diálogo Error`, hallazgos);
    await contexto.close();
    assert.equal(hallazgos.size, 0, `Infracciones de axe-core (o más de un h1):\n${informe(hallazgos)}`);
  });
}

const PERFILES = [
  { quien: 'afiliado', cuenta: CUENTAS.actualizado, rol: 'sesion' as const },
  { quien: 'superadmin', cuenta: CUENTAS.admin, rol: 'superadmin' as const },
];

for (const ancho of ANCHOS) {
  for (const { quien, cuenta, rol } of PERFILES) {
    test(`${ancho} px, ${quien}: cada ruta de la shell y de los remotos del manifiesto`, async () => {
      const hallazgos = new Map<string, Infraccion[]>();
      const contexto = await contextoDeAncho(navegador, ancho);
      const pagina = await contexto.newPage();
      await iniciarSesion(pagina, cuenta);
      await pagina.waitForURL('**/inicio');
      await recorrer(pagina, `${quien}-${ancho}`, [...rutasDeRemotos(rol), ...SHELL_CON_SESION], hallazgos);

      if (ancho === 1280) {
        // El menú de usuario de la barra abierto (en el teléfono está en el cajón, abajo).
        await pagina.goto('/ayuda');
        await esperarQuietud(pagina);
        await pagina.locator('.barra-usuario').click();
        await pagina.getByRole('menuitem', { name: 'Cambiar clave' }).waitFor();
        await revisar(pagina, `${quien}-${ancho} menú de usuario`, hallazgos);
      }
      await contexto.close();
      assert.equal(hallazgos.size, 0, `Infracciones de axe-core (o más de un h1):\n${informe(hallazgos)}`);
    });
  }
}

test('el aviso de cambio de clave al entrar', async () => {
  const hallazgos = new Map<string, Infraccion[]>();
  const contexto = await nuevoContexto(navegador);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.cambioClave);
  await pagina.waitForURL('**/inicio');
  await pagina.getByRole('dialog').getByText('Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?').waitFor();
  await revisar(pagina, 'aviso de cambio de clave', hallazgos);
  await contexto.close();
  assert.equal(hallazgos.size, 0, `Infracciones de axe-core (o más de un h1):\n${informe(hallazgos)}`);
});

test('en un teléfono: la barra plegada y su cajón de menú', async () => {
  const hallazgos = new Map<string, Infraccion[]>();
  const pantalla: Pantalla = 'movil';
  const contexto = await nuevoContexto(navegador, pantalla);
  const pagina = await contexto.newPage();
  await iniciarSesion(pagina, CUENTAS.admin);
  await pagina.waitForURL('**/inicio');
  await revisar(pagina, 'movil /inicio', hallazgos);
  await pagina.getByRole('button', { name: 'Abrir menú' }).click();
  await pagina.getByRole('dialog').waitFor();
  await revisar(pagina, 'movil cajón de menú', hallazgos);
  await capturar(pagina, 'a11y-movil-cajon');
  await contexto.close();
  assert.equal(hallazgos.size, 0, `Infracciones de axe-core (o más de un h1):\n${informe(hallazgos)}`);
});
