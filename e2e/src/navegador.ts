// Chromium de Debian con playwright-core (sin descargas de navegador).
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PortalDePrueba } from './portal.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Puerto del primer portal de prueba; los demás trabajadores usan los siguientes (src/global.ts). */
export const PUERTO_E2E = Number(process.env.E2E_PORT ?? 8090);

/**
 * El portal de la prueba: el de este trabajador de Playwright (E2E_PORTALES, uno por trabajador), o el
 * de E2E_URL y E2E_COLEGIO (la corrida de producción).
 */
function portalDeLaPrueba(): PortalDePrueba {
  const portales = process.env.E2E_PORTALES ? (JSON.parse(process.env.E2E_PORTALES) as PortalDePrueba[]) : [];
  const propio = portales[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (propio) return propio;
  return {
    url: process.env.E2E_URL ?? `http://127.0.0.1:${PUERTO_E2E}`,
    colegio: process.env.E2E_COLEGIO ?? `http://127.0.0.1:${PUERTO_E2E + 1}`,
    dataDir: process.env.E2E_DATA_DIR ?? '',
    imap: process.env.E2E_IMAP_URL ?? '',
  };
}
export const PORTAL = portalDeLaPrueba();
export const URL_BASE = PORTAL.url;
export const URL_COLEGIO = PORTAL.colegio;
const carpetaCapturas = join(import.meta.dirname, '..', 'screenshots');

export const CUENTAS = {
  admin: { usuario: '1000000000', clave: 'Admin2026' },
  actualizado: { usuario: '1000000001', clave: 'Afiliado2026' },
  sinActualizar: { usuario: '1000000002', clave: 'Afiliado2026' },
  cambioClave: { usuario: '1000000003', clave: 'Afiliado2026' },
} as const;

export async function abrirNavegador(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export type Pantalla = 'movil' | 'escritorio';
export async function nuevoContexto(navegador: Browser, pantalla: Pantalla = 'escritorio'): Promise<BrowserContext> {
  const viewport = pantalla === 'movil' ? { width: 390, height: 844 } : { width: 1366, height: 900 };
  const contexto = await navegador.newContext({ viewport, baseURL: URL_BASE, locale: 'es-CO' });
  contexto.setDefaultTimeout(15_000);
  return contexto;
}

/** Cómo se abre un contexto de ancho fijo (por defecto: táctil en el teléfono, 900 px de alto, 15 s). */
export interface OpcionesContexto {
  /** En 390 px: teléfono táctil (isMobile, hasTouch); false para solo el ancho. */
  tactil?: boolean;
  /** Alto de la ventana de escritorio. */
  alto?: number;
  /** Espera por defecto de cada acción, en ms. */
  espera?: number;
  /** Otra URL base (p. ej. la de un portal propio de la prueba). */
  base?: string;
  acceptDownloads?: boolean;
}

/** Contexto de teléfono (390 x 844) o escritorio (1280 de ancho), con la URL base y es-CO. */
export async function contextoDeAncho(
  navegador: Browser,
  ancho: 390 | 1280,
  o: OpcionesContexto = {},
): Promise<BrowserContext> {
  const telefono = ancho === 390;
  const contexto = await navegador.newContext({
    viewport: telefono ? { width: 390, height: 844 } : { width: 1280, height: o.alto ?? 900 },
    ...(telefono && o.tactil !== false ? { isMobile: true, hasTouch: true } : {}),
    baseURL: o.base ?? URL_BASE,
    locale: 'es-CO',
    ...(o.acceptDownloads === undefined ? {} : { acceptDownloads: o.acceptDownloads }),
  });
  contexto.setDefaultTimeout(o.espera ?? 15_000);
  return contexto;
}

export async function capturar(pagina: Page, nombre: string): Promise<void> {
  mkdirSync(carpetaCapturas, { recursive: true });
  await pagina.screenshot({ path: join(carpetaCapturas, `${nombre}.png`), fullPage: true });
}

/** Falla si la página se desplaza de lado (más de 1 px por redondeo): lo ancho se desplaza dentro de su caja. */
export async function sinDesborde(pagina: Page, donde: string): Promise<void> {
  const desborde = await pagina.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (desborde > 1) throw new Error(`${donde}: la página desborda ${desborde} px`);
}

/** Inicia sesión por la pantalla de login y espera la navegación. */
export async function iniciarSesion(
  pagina: Page,
  cuenta: { usuario: string; clave: string },
  ruta = '/login',
): Promise<void> {
  await pagina.goto(ruta);
  await pagina.getByLabel('Usuario').fill(cuenta.usuario);
  await pagina.getByLabel('Clave').fill(cuenta.clave);
  await pagina.getByRole('button', { name: 'Entrar' }).click();
}

/** Cuenta las copias de React DOM que se registran en la página (gancho de DevTools). */
export async function contarReacts(contexto: BrowserContext): Promise<void> {
  await contexto.addInitScript(() => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __renderers?: number };
    w.__renderers = 0;
    let siguiente = 1;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        w.__renderers = (w.__renderers ?? 0) + 1;
        const id = siguiente++;
        (this as { renderers: Map<number, unknown> }).renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    };
  });
}

/** Una regla de axe-core que falla, con los nodos que la incumplen. */
export interface Infraccion {
  regla: string;
  impacto: string;
  ayuda: string;
  nodos: string[];
}

let fuenteAxe: string | null = null;

/** Los indicadores de que una parte de la página aún carga. */
export const INDICADORES_DE_CARGA = '[aria-label="Cargando"], .ant-skeleton-active, .ant-spin-spinning';

/** Espera a que la página quede quieta: sin indicadores de carga ni animaciones en curso. */
export async function esperarQuietud(pagina: Page): Promise<void> {
  await pagina.waitForLoadState('networkidle');
  await pagina.waitForFunction(
    (cargando) =>
      !document.querySelector(cargando) &&
      // rc-motion pone el estado inicial de una entrada o salida (-prepare, -start) un cuadro antes de que empiece
      // la transición: mientras quede uno, getAnimations aún no la ve (axe mediría un cajón a medio abrir)
      !document.querySelector(
        '[class*="-appear-prepare"], [class*="-appear-start"], [class*="-enter-prepare"], [class*="-enter-start"], [class*="-leave-prepare"], [class*="-leave-start"]',
      ) &&
      // una animación sin fin (el ícono de un botón que carga) nunca termina: se esperan las que sí terminan
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    INDICADORES_DE_CARGA,
    { timeout: 15_000 },
  );
}

/**
 * Corre axe-core (sus reglas por defecto: WCAG 2.x A y AA y buenas prácticas) sobre la página
 * y devuelve las infracciones de impacto serio o crítico (con `moderadas`, también las moderadas:
 * 'region', 'page-has-heading-one', 'heading-order'). axe se evalúa por el protocolo del
 * navegador, así que la CSP del portal no lo bloquea.
 */
export async function infraccionesGraves(pagina: Page, o: { moderadas?: boolean } = {}): Promise<Infraccion[]> {
  fuenteAxe ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await pagina.evaluate(() => 'axe' in window))) await pagina.evaluate(fuenteAxe);
  const impactos = o.moderadas ? ['moderate', 'serious', 'critical'] : ['serious', 'critical'];
  return pagina.evaluate(async (impactos) => {
    type Resultado = {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Resultado> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => impactos.includes(v.impact ?? ''))
      .map((v) => ({
        regla: v.id,
        impacto: v.impact ?? '',
        ayuda: v.help,
        nodos: v.nodes.map(
          (n) => `${n.target.map(String).join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      }));
  }, impactos);
}

/** Falla si axe-core encuentra infracciones serias o críticas en la página tal como está. */
export async function afirmarSinInfracciones(pagina: Page, donde: string): Promise<void> {
  const graves = await infraccionesGraves(pagina);
  assert.deepEqual(
    graves.map((i) => `${i.regla} ${i.nodos.join(' | ')}`),
    [],
    `infracciones graves de accesibilidad en ${donde}`,
  );
}

/**
 * Como afirmarSinInfracciones, con la página en reposo: el puntero fuera de los botones y la página
 * quieta; con un PDF abierto en el visor la red nunca queda quieta (`red: false`): basta con que
 * terminen las animaciones.
 */
export async function sinInfraccionesEnReposo(pagina: Page, donde: string, o: { red?: boolean } = {}): Promise<void> {
  await pagina.mouse.move(0, 0);
  if (o.red === false)
    await pagina.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  else await esperarQuietud(pagina);
  await afirmarSinInfracciones(pagina, donde);
}

/** Elige `opcion` en la lista con la etiqueta `combo`: una ListaNativa (<select>) o un Select de antd. */
export async function elegirOpcion(pagina: Page, combo: string, opcion: string): Promise<void> {
  const caja = pagina.getByRole('combobox', { name: combo });
  if ((await caja.evaluate((e) => e.tagName)) === 'SELECT') {
    await caja.selectOption({ label: opcion });
    return;
  }
  const seleccion = pagina.locator('.ant-select', { has: caja });
  for (let intento = 1; ; intento++) {
    // si la lista quedó abierta del intento anterior, un clic en la caja la cerraría
    if ((await caja.getAttribute('aria-expanded')) !== 'true') await caja.click();
    // la lista abierta (otra Select de la página, p. ej. un filtro, puede tener la misma opción oculta)
    const item = pagina.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: opcion }).first();
    const visible = await item.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!visible) {
      if (intento === 3) throw new Error(`La lista de '${combo}' no mostró '${opcion}'`);
      continue;
    }
    // la lista entra animada: un clic forzado a mitad de camino puede caer en otra opción; se espera a que
    // quede quieta y se comprueba lo elegido
    // si ni el clic forzado llega (la lista se cerró entre tanto), lo elegido se comprueba abajo y se repite
    await item
      .click({ timeout: 5_000 })
      .catch(() => item.click({ force: true, timeout: 5_000 }))
      .catch(() => undefined);
    // un clic que cayó durante la animación deja la lista abierta sin elegir: se cierra y se intenta otra vez
    const cerrada = await item.waitFor({ state: 'hidden', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!cerrada) {
      await pagina.keyboard.press('Escape');
      await item.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    }
    const elegida = (await seleccion.locator('[title]').first().getAttribute('title')) ?? '';
    if (elegida.trim() === opcion) return;
    if (intento === 3) throw new Error(`'${combo}' quedó en '${elegida}' y no en '${opcion}'`);
  }
}

/** La entrada de archivos del Form.Item con esa etiqueta (no la de la cámara de DocumentoFotos, que lleva capture). */
export const entradaDeArchivo = (pagina: Page, etiqueta: string) =>
  pagina
    .locator('.ant-form-item', { has: pagina.getByText(etiqueta, { exact: true }) })
    .locator('input[type=file]:not([capture])');

/** Abre una pestaña del formulario de actualización: en el teléfono, la franja se desliza hasta ella. */
export async function abrirPestana(pagina: Page, titulo: string): Promise<void> {
  // con faltantes, el nombre lleva la cuenta ('Datos Personales, 1 por completar')
  const pestana = pagina.getByRole('tab', { name: new RegExp(`^${titulo}(\\s*, \\d+ por completar)?$`) });
  const elegida = pagina.locator('[role=tab][aria-selected=true]', { hasText: new RegExp(`^${titulo}`) });
  // Un toque mientras la franja aún se desliza puede no llegar: se intenta de nuevo.
  for (let intento = 1; ; intento++) {
    await pestana.scrollIntoViewIfNeeded();
    await pestana.click();
    // la pestaña elegida puede quedar recortada en la franja: basta con que esté seleccionada y su panel a la vista
    const ok = await elegida.waitFor({ state: 'attached', timeout: 5000 }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (intento === 3) throw new Error(`No se pudo abrir la pestaña ${titulo}`);
  }
  await pagina.getByRole('tabpanel').waitFor();
}
