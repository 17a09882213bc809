// node --import tsx bench/js-inicial.ts
// JavaScript (gzip) que descarga el navegador en el primer acceso, sobre el portal ya construido
// (no construye nada: antes, "npm run build"): /login sin sesión, /inicio en frío con la sesión ya en
// sessionStorage (claves de SPEC 3) y /ahorro después de /inicio (solo lo nuevo).
// bench/run.ts llama a medirJsInicial(base) con su propio servidor; solo, este archivo arranca la API.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response as Respuesta } from 'playwright-core';
import { abrirConSesion, type SesionGuardada } from './sesion-navegador';

export interface MedidaJs {
  pagina: string;
  archivos: number;
  gzip: number;
}

const CUENTA = { usuario: '1000000001', clave: 'Afiliado2026' };

/** Espera a que pase medio segundo sin peticiones en curso (una navegación sin recarga no tiene 'networkidle'). */
async function sinRed(pagina: Page): Promise<void> {
  let enCurso = 0;
  let ultima = Date.now();
  const empieza = () => {
    enCurso++;
    ultima = Date.now();
  };
  const termina = () => {
    enCurso = Math.max(0, enCurso - 1);
    ultima = Date.now();
  };
  pagina.on('request', empieza);
  pagina.on('requestfinished', termina);
  pagina.on('requestfailed', termina);
  while (enCurso > 0 || Date.now() - ultima < 500) await new Promise((r) => setTimeout(r, 100));
  pagina.off('request', empieza);
  pagina.off('requestfinished', termina);
  pagina.off('requestfailed', termina);
}

/** Suma (gzip nivel por defecto) los scripts que la página descarga mientras corre `accion`. */
async function contar(pagina: Page, nombre: string, accion: () => Promise<unknown>): Promise<MedidaJs> {
  const cuerpos: Promise<number>[] = [];
  const alResponder = (r: Respuesta) => {
    if (r.request().resourceType() !== 'script') return;
    cuerpos.push(
      r
        .body()
        .then((b) => {
          const gz = gzipSync(b).length;
          // JS_DETALLE=1: cada archivo, para saber qué pesa.
          if (process.env.JS_DETALLE)
            console.log(`  ${nombre}\t${(gz / 1024).toFixed(1)} KiB\t${new URL(r.url()).pathname}`);
          return gz;
        })
        .catch(() => 0),
    );
  };
  pagina.on('response', alResponder);
  await accion();
  await sinRed(pagina);
  pagina.off('response', alResponder);
  const tamanos = await Promise.all(cuerpos);
  return { pagina: nombre, archivos: tamanos.length, gzip: tamanos.reduce((a, b) => a + b, 0) };
}

/** Mide las tres páginas contra un portal construido que ya responde en `base`. */
export async function medirJsInicial(base: string): Promise<MedidaJs[]> {
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const paginaLogin = await (await navegador.newContext({ baseURL: base })).newPage();
    const login = await contar(paginaLogin, '/login', async () => {
      await paginaLogin.goto('/login', { waitUntil: 'networkidle' });
      await paginaLogin.getByRole('button', { name: 'Entrar' }).waitFor();
    });

    // Sesión iniciada por la API y puesta en sessionStorage (SPEC 3) antes de navegar: caché fría.
    const r = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: CUENTA.usuario, password: CUENTA.clave }),
    });
    if (!r.ok) throw new Error(`login ${r.status}`);
    const sesion = (await r.json()) as SesionGuardada;
    const contexto = await navegador.newContext({ baseURL: base });
    await abrirConSesion(contexto, sesion);
    const p = await contexto.newPage();
    const inicio = await contar(p, '/inicio (en frío)', async () => {
      await p.goto('/inicio', { waitUntil: 'networkidle' });
      if (new URL(p.url()).pathname !== '/inicio') throw new Error(`se esperaba /inicio y quedó ${p.url()}`);
    });
    // Navegación dentro de la aplicación (sin recargar), como un clic en el menú: solo lo nuevo.
    const ahorro = await contar(p, '/ahorro después de /inicio (solo lo nuevo)', async () => {
      await p.evaluate(() => {
        window.history.pushState({}, '', '/ahorro');
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      });
      await p.getByRole('heading', { name: 'Ahorro', exact: true }).waitFor();
    });
    return [login, inicio, ahorro];
  } finally {
    await navegador.close();
  }
}

export function imprimirTablaJs(medidas: MedidaJs[]): void {
  console.log('\n| Página | archivos JS | JS gzip (KiB) |\n|---|---:|---:|');
  for (const m of medidas) console.log(`| ${m.pagina} | ${m.archivos} | ${(m.gzip / 1024).toFixed(1)} |`);
}

async function puertoLibre(): Promise<number> {
  return new Promise((ok, mal) => {
    const s = createServer();
    s.once('error', mal);
    s.listen(0, '127.0.0.1', () => {
      const dir = s.address();
      s.close(() => (dir && typeof dir === 'object' ? ok(dir.port) : mal(new Error('sin puerto'))));
    });
  });
}

// Solo: arranca la API construida (como e2e/src/ejecutar.ts) con la BD embebida y datos demo.
if (import.meta.url === `file://${process.argv[1]}`) {
  const raiz = resolve(import.meta.dirname, '..');
  const puerto = await puertoLibre();
  const dataDir = mkdtempSync(join(tmpdir(), 'fondo-js-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(puerto),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const servidor = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: raiz,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${puerto}`;
  try {
    const limite = Date.now() + 120_000;
    for (;;) {
      if (servidor.exitCode !== null) throw new Error('El servidor terminó antes de estar listo.');
      const ok = await fetch(`${base}/api/health`).then(
        (x) => x.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > limite) throw new Error('El servidor no respondió /api/health a tiempo.');
      await new Promise((r) => setTimeout(r, 300));
    }
    imprimirTablaJs(await medirJsInicial(base));
  } finally {
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
