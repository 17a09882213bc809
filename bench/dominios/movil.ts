// Parte `movil` (rápido en un teléfono): cuatro rutas en el perfil de teléfono que usa Lighthouse (150 ms de
// latencia, 1,6 Mbit/s de bajada, 750 kbit/s de subida, CPU 4 veces más lenta, caché vacía, 390 x 844),
// con playwright-core y el protocolo de Chromium (Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate). Por ruta, mediana de N cargas: tiempo hasta el primer contenido útil
// (el botón Entrar; el monto del Ahorro total; Calcular; los campos de la primera pestaña), LCP, bytes de
// JavaScript transferidos, peticiones y la cadena más larga de peticiones que dependen una de otra.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CUENTA_AFILIADO, tabla, type Servidor, type Tabla } from '../comun';
import { abrirConSesion, type SesionGuardada } from '../sesion-navegador';
import { cadenaMasLarga, corto, urlDelIniciador, type Peticion } from './cadena-peticiones';
import { indicesDeLaMaquina, type IndicesDeLaMaquina } from '../indice-lighthouse';

/** Perfil móvil de Lighthouse (throttling "devtools" con las cifras de su perfil simulado). */
export const PERFIL_MOVIL = {
  latencia_ms: 150,
  bajada_Bps: (1.6 * 1024 * 1024) / 8,
  subida_Bps: (750 * 1024) / 8,
  cpu: 4,
  ancho: 390,
  alto: 844,
};

/** Cada ruta y cómo se reconoce su primer contenido útil (se evalúa en la página, en cada cuadro). */
interface RutaMovil {
  ruta: string;
  que: string;
  conSesion: boolean;
  /** cuerpo de una función (el) => boolean sobre document; se evalúa en la página */
  listo: string;
}

export const RUTAS_MOVIL: RutaMovil[] = [
  {
    ruta: '/login',
    que: 'el botón Entrar',
    conSesion: false,
    listo: `return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Entrar' && visible(b));`,
  },
  {
    ruta: '/inicio',
    que: 'el monto del Ahorro total',
    conSesion: true,
    listo: `return [...document.querySelectorAll('.ant-card')].some((c) => /Ahorro total/.test(c.textContent) &&
      [...c.querySelectorAll('.ant-statistic-content')].some((v) => /\\$[\\d,]+\\.\\d\\d/.test(v.textContent) && visible(v)));`,
  },
  {
    ruta: '/simulador',
    que: 'el botón Calcular',
    conSesion: true,
    listo: `return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Calcular' && visible(b));`,
  },
  {
    ruta: '/actualizacion',
    que: 'los campos de la primera pestaña',
    conSesion: true,
    // los campos pueden quedar bajo el borde de la pantalla: basta con que estén dibujados
    listo: `const p = document.querySelector('[role=tabpanel].ant-tabs-content-active');
      return !!p && [...p.querySelectorAll('input, .ant-select')].some((c) => c.getBoundingClientRect().height > 0);`,
  },
];

export interface MedidaMovil {
  util_ms: number;
  lcp_ms: number;
  js_bytes: number;
  peticiones: number;
  cadena: string[];
  /** inicio de la primera petición a /api/ (la de los datos de la página), ms */
  api_ms: number | null;
  /**
   * de la llegada del documento a la primera petición que él pide, ms: el arranque de la página en el
   * navegador (crear sus contextos de JavaScript, leer el <head>), con la CPU frenada; casi no depende del portal
   */
  arranque_ms: number | null;
}

/** Script que corre antes que la página: anota cuándo aparece el contenido útil y el LCP. */
function vigia(listo: string): string {
  return `(() => {
    const visible = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top < innerHeight; };
    const esta = new Function('visible', ${JSON.stringify(listo)});
    let avisar;
    window.__medida = { util: null, lcp: 0 };
    window.__medidaLista = new Promise((r) => { avisar = r; });
    let pendiente = false;
    const revisar = () => {
      pendiente = false;
      if (window.__medida.util === null && esta(visible)) { window.__medida.util = performance.now(); obs.disconnect(); avisar(); }
    };
    const obs = new MutationObserver(() => { if (!pendiente) { pendiente = true; requestAnimationFrame(revisar); } });
    document.addEventListener('DOMContentLoaded', () => { obs.observe(document, { subtree: true, childList: true, characterData: true }); revisar(); });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__medida.lcp = e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
  })();`;
}

async function medirUna(
  navegador: Browser,
  base: string,
  r: RutaMovil,
  token: SesionGuardada | null,
): Promise<MedidaMovil> {
  const contexto = await navegador.newContext({
    baseURL: base,
    viewport: { width: PERFIL_MOVIL.ancho, height: PERFIL_MOVIL.alto },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'es-CO',
  });
  try {
    if (token) {
      await abrirConSesion(contexto, token);
    }
    await contexto.addInitScript(vigia(r.listo));
    const pagina: Page = await contexto.newPage();
    const cdp: CDPSession = await contexto.newCDPSession(pagina);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PERFIL_MOVIL.latencia_ms,
      downloadThroughput: PERFIL_MOVIL.bajada_Bps,
      uploadThroughput: PERFIL_MOVIL.subida_Bps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PERFIL_MOVIL.cpu });

    const peticiones = new Map<string, Peticion>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!/^https?:/.test(e.request.url)) return;
      if (t0 === 0) t0 = e.timestamp;
      peticiones.set(e.requestId, {
        url: e.request.url,
        tipo: e.type ?? 'Other',
        inicio: (e.timestamp - t0) * 1000,
        padre: urlDelIniciador(e.initiator),
        bytes: 0,
        fin: Infinity,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const p = peticiones.get(e.requestId);
      if (!p) return;
      p.bytes = e.encodedDataLength;
      p.fin = (e.timestamp - t0) * 1000;
    });

    // MOVIL_PERFIL=carpeta: guarda el perfil de CPU de cada carga (.cpuprofile, se abre en DevTools), con
    // inicioRed: la primera petición en el reloj del perfil (µs), para poner la CPU junto a las peticiones.
    const perfil = process.env.MOVIL_PERFIL;
    if (perfil) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await pagina.goto(r.ruta, { waitUntil: 'commit' });
    // Se espera la promesa del vigía (una sola evaluación) y no con waitForFunction: su sondeo instala el
    // script de Playwright en la página y la revisa cada 250 ms, CPU del teléfono que un usuario no gasta.
    await pagina.evaluate(
      (limite) =>
        Promise.race([
          (window as unknown as { __medidaLista: Promise<void> }).__medidaLista,
          new Promise((_, rechazar) => setTimeout(() => rechazar(new Error('sin contenido útil')), limite)),
        ]),
      60_000,
    );
    // El LCP puede llegar después del contenido útil: se espera a que la red quede quieta.
    await pagina.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const medida = await pagina.evaluate(
      () => (window as unknown as { __medida: { util: number; lcp: number } }).__medida,
    );
    if (perfil) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(perfil, { recursive: true });
      const nombre = `${r.ruta.replace(/\W+/g, '') || 'raiz'}-${Date.now()}.cpuprofile`;
      writeFileSync(join(perfil, nombre), JSON.stringify({ ...profile, inicioRed: t0 * 1e6 }));
    }
    const lista = [...peticiones.values()];
    if (process.env.MOVIL_DETALLE === '2') {
      for (const p of lista.sort((a, b) => a.inicio - b.inicio))
        console.log(
          `${p.inicio.toFixed(0).padStart(6)} ${p.fin.toFixed(0).padStart(6)} ${(p.bytes / 1024).toFixed(1).padStart(6)} KiB ${p.tipo.padEnd(8)} ${corto(p.url)} <- ${p.padre ? corto(p.padre) : '-'}`,
        );
      console.log(`contenido útil ${medida.util.toFixed(0)} ms; LCP ${medida.lcp.toFixed(0)} ms`);
    }
    const api = lista.filter((p) => new URL(p.url).pathname.startsWith('/api/')).sort((a, b) => a.inicio - b.inicio)[0];
    const documento = lista.find((p) => p.tipo === 'Document');
    const delDocumento = documento
      ? lista.filter((p) => p.padre === documento.url).sort((a, b) => a.inicio - b.inicio)[0]
      : undefined;
    return {
      util_ms: medida.util,
      lcp_ms: medida.lcp,
      js_bytes: lista.filter((p) => p.tipo === 'Script').reduce((s, p) => s + p.bytes, 0),
      peticiones: lista.length,
      cadena: cadenaMasLarga(peticiones),
      api_ms: api ? api.inicio : null,
      arranque_ms: documento && delDocumento ? delDocumento.inicio - documento.fin : null,
    };
  } finally {
    await contexto.close();
  }
}

export async function iniciarSesion(base: string): Promise<SesionGuardada> {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: CUENTA_AFILIADO.usuario, password: CUENTA_AFILIADO.clave }),
  });
  if (!r.ok) throw new Error(`login ${r.status}: ${await r.text()}`);
  return (await r.json()) as SesionGuardada;
}

const mediana = (v: number[]): number => {
  const o = [...v].sort((a, b) => a - b);
  return o[Math.floor(o.length / 2)] ?? NaN;
};

/** Mide las cuatro rutas `veces` veces cada una (mediana) contra un portal construido que responde en `base`. */
export async function medirMovil(
  servidor: Pick<Servidor, 'base'>,
  o: { veces: number; rutas?: string[] } = { veces: 3 },
): Promise<Tabla[]> {
  const cuerpo = await iniciarSesion(servidor.base);
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const version = navegador.version();
  const t = tabla(
    `Teléfono (perfil móvil de Lighthouse: 150 ms, 1,6 Mbit/s, CPU x${PERFIL_MOVIL.cpu}, caché vacía, 390 x 844), mediana de ${o.veces}`,
    [
      ['Ruta (primer contenido útil)', false],
      ['contenido útil (ms)', true],
      ['LCP (ms)', true],
      ['JS (KiB transferidos)', true],
      ['peticiones', true],
      ['1.ª petición a la API (ms)', true],
      ['cadena más larga', true],
      ['del documento a su 1.ª petición (ms)', true],
    ],
  );
  const cadenas: string[] = [];
  let indices: IndicesDeLaMaquina | undefined;
  try {
    indices = await indicesDeLaMaquina(navegador, PERFIL_MOVIL.cpu);
    for (const r of RUTAS_MOVIL.filter((x) => !o.rutas || o.rutas.includes(x.ruta))) {
      const medidas: MedidaMovil[] = [];
      for (let i = 0; i < o.veces; i++)
        medidas.push(await medirUna(navegador, servidor.base, r, r.conSesion ? cuerpo : null));
      const util = mediana(medidas.map((m) => m.util_ms));
      const tipica = medidas.find((m) => m.util_ms === util) ?? medidas[0]!;
      const api = medidas.map((m) => m.api_ms).filter((v): v is number => v !== null);
      const arranque = medidas.map((m) => m.arranque_ms).filter((v): v is number => v !== null);
      t.filas.push([
        `${r.ruta} (${r.que})`,
        util.toFixed(0),
        mediana(medidas.map((m) => m.lcp_ms)).toFixed(0),
        (mediana(medidas.map((m) => m.js_bytes)) / 1024).toFixed(1),
        String(mediana(medidas.map((m) => m.peticiones))),
        api.length ? mediana(api).toFixed(0) : '—',
        String(tipica.cadena.length),
        arranque.length ? mediana(arranque).toFixed(0) : '—',
      ]);
      cadenas.push(`${r.ruta}: ${tipica.cadena.join(' → ')}`);
      if (process.env.MOVIL_DETALLE) console.log(r.ruta, medidas.map((m) => m.util_ms.toFixed(0)).join(', '));
    }
  } finally {
    await navegador.close();
  }
  t.notas.push(
    `Máquina: Chromium ${version}` +
      (indices
        ? `, BenchmarkIndex de Lighthouse ${indices.maquina.toFixed(0)} sin freno, ${indices.telefono.toFixed(0)} con CPU x${PERFIL_MOVIL.cpu} ` +
          '(Lighthouse pensó x4 para un escritorio de 1500-2000, que queda como un teléfono de gama media: 125-800; ' +
          'con un índice menor el teléfono emulado es más lento y las cifras, mayores).'
        : '.'),
  );
  t.notas.push('Cadena más larga (la carga de la mediana):', ...cadenas.map((c) => `- ${c}`));
  return [t];
}

// Solo contra un portal que ya corre: MOVIL_BASE=http://127.0.0.1:8193 node --import tsx bench/dominios/movil.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.MOVIL_BASE ?? 'http://127.0.0.1:8080';
  const rutas = process.env.MOVIL_RUTAS?.split(',');
  const { imprimirTabla } = await import('../comun');
  for (const t of await medirMovil({ base }, { veces: Number(process.env.MOVIL_VECES ?? 3), rutas })) imprimirTabla(t);
}
