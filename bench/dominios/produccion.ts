// Producción (--solo produccion, requiere --pg): la topología de deploy/local.sh (nginx delante de 2
// procesos de la API) sobre una base nueva con los datos demo a escala. Mide: N afiliados a la vez (cada
// uno con su sesión) leyendo resumen, aportes, créditos y certificados por nginx y, al lado, directo a un
// proceso; un reinicio uno por uno de los dos procesos bajo esa carga (peticiones fallidas); y una ola
// de logins (p99 del login y de un archivo estático y /api/health mientras tanto, por nginx y directo).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { abrirBaseDeDatos, leerConfig, sembrarDemo } from '../api';
import { ms, percentil, tabla, type Tabla } from '../comun';

export interface OpcionesProduccion {
  pg: string;
  puerto: number;
  afiliados: number;
  cortes: number;
  /** Segundos de la carga de lecturas (60 en el README). */
  segundos: number;
  /** Afiliados leyendo a la vez (200). */
  miembros: number;
  /** Logins simultáneos de la ola (100). */
  ola: number;
}

const RAIZ = resolve(import.meta.dirname, '..', '..');
/** Olas de logins seguidas durante la misma sonda. */
const OLAS = 3;
const LECTURAS = ['resumen', 'aportes', 'creditos', 'certificados'].map((r) => `/api/afiliados/me/${r}`);

function local(accion: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((ok, mal) => {
    const hijo = spawn(join(RAIZ, 'deploy', 'local.sh'), [accion], {
      cwd: RAIZ,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    hijo.once('error', mal);
    hijo.once('exit', (c) => (c === 0 ? ok() : mal(new Error(`deploy/local.sh ${accion} terminó con ${c}`))));
  });
}

async function login(base: string, documento: string): Promise<{ token: string; ms: number }> {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: documento, password: 'Afiliado2026' }),
  });
  if (!r.ok) throw new Error(`login de ${documento}: ${r.status} ${await r.text()}`);
  const { access_token: token } = (await r.json()) as { access_token: string };
  return { token, ms: performance.now() - t0 };
}

/** La mezcla de lecturas con tantas conexiones como sesiones: cada conexión lee con la de un afiliado. */
async function mezcla(base: string, tokens: string[], segundos: number) {
  let siguiente = 0;
  const conSesion = (
    peticion: { path: string; headers?: Record<string, string> },
    contexto: Record<string, unknown>,
  ) => {
    contexto.token ??= tokens[siguiente++ % tokens.length];
    return { ...peticion, headers: { ...peticion.headers, authorization: `bearer ${String(contexto.token)}` } };
  };
  return autocannon({
    url: base,
    connections: tokens.length,
    duration: segundos,
    timeout: 30,
    requests: LECTURAS.map((path) => ({ method: 'GET' as const, path, setupRequest: conSesion })),
  });
}

/**
 * Sondea `urls` cada 10 ms mientras `trabajo` corre, desde otro proceso (bench/sonda.mjs): la carga la
 * genera este, y sus propias pausas no son latencia del portal. Devuelve las latencias por URL y el p99 de
 * la demora del bucle de eventos de este proceso mientras tanto (lo que la sonda de antes sumaba).
 */
async function sondear(
  urls: string[],
  trabajo: () => Promise<unknown>,
): Promise<{ latencias: number[][]; demoraPropia: number }> {
  const hijo = spawn(process.execPath, [join(RAIZ, 'bench', 'sonda.mjs'), ...urls], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let salida = '';
  hijo.stdout.setEncoding('utf8');
  const terminado = new Promise<number | null>((ok) => hijo.on('exit', ok));
  await new Promise<void>((ok, mal) => {
    hijo.stdout.on('data', (d: string) => {
      salida += d;
      if (salida.startsWith('listo\n')) ok();
    });
    void terminado.then((c) => mal(new Error(`la sonda terminó antes de empezar (${c})`)));
  });
  const demora = monitorEventLoopDelay({ resolution: 5 });
  demora.enable();
  try {
    await trabajo();
  } finally {
    demora.disable();
    hijo.stdin.end();
  }
  if ((await terminado) !== 0) throw new Error('la sonda falló');
  const latencias = JSON.parse(salida.slice('listo\n'.length)) as number[][];
  return { latencias, demoraPropia: demora.percentile(99) / 1e6 };
}

/**
 * Corre `trabajo` con este proceso a nice 10 (y lo devuelve a 0 si puede): los 100 teléfonos de la ola no
 * usan la CPU del servidor; aquí comparten sus 2 núcleos, y sin esto su CPU contaba como la del portal.
 */
async function conMenosPrioridad<T>(trabajo: () => Promise<T>): Promise<T> {
  const antes = getPriority();
  setPriority(10);
  try {
    return await trabajo();
  } finally {
    try {
      setPriority(antes);
    } catch {
      /* sin root no se puede volver a subir: el resto de la corrida sigue a nice 10 */
    }
  }
}

export async function medirProduccion(o: OpcionesProduccion): Promise<Tabla[]> {
  const nombre = `fondo_bench_produccion_${process.pid}`;
  const admin = new pg.Client({ connectionString: o.pg });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const url = new URL(o.pg);
  url.pathname = `/${nombre}`;
  const estado = mkdtempSync(join(tmpdir(), 'fondo-bench-produccion-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.puerto),
    ESTADO_DIR: estado,
    API_PROCESOS: '2',
    DATABASE_URL: url.toString(),
    DEMO_DATA: '0',
    LOG_LEVEL: 'error',
    REQUIERE_2FA: '0',
  };
  const nginx = `http://127.0.0.1:${o.puerto}`;
  const directo = `http://127.0.0.1:${o.puerto + 1}`;
  try {
    // Siembra en este proceso (la misma de los demás dominios) antes de subir la topología.
    const config = leerConfig({ ...process.env, DATABASE_URL: url.toString(), DATA_DIR: join(estado, 'siembra') });
    const base = await abrirBaseDeDatos(config);
    const t0 = performance.now();
    await sembrarDemo(base.db, { afiliados: o.afiliados, cortes: o.cortes });
    const r = (await base.db.execute(
      sql`select documento from afiliado where not superadmin and password is not null and (retiro is null or retiro > current_date) order by id_afiliado`,
    )) as { rows: { documento: string }[] };
    await base.cerrar();
    const documentos = r.rows.map((f) => f.documento);
    const sembrado = (performance.now() - t0) / 1000;
    const cliente = new pg.Client({ connectionString: url.toString() });
    await cliente.connect();
    await cliente.query('vacuum analyze');
    await cliente.end();
    console.log(`\n[produccion] ${o.afiliados} afiliados y ${o.cortes} cortes sembrados en ${sembrado.toFixed(1)} s`);
    await local('up', env);

    // Sesiones de los afiliados que leen (de a 10, por nginx).
    const tokens: string[] = [];
    for (let i = 0; i < o.miembros; i += 10) {
      const lote = documentos.slice(i, Math.min(i + 10, o.miembros));
      tokens.push(...(await Promise.all(lote.map((d) => login(nginx, d)))).map((s) => s.token));
    }
    await mezcla(nginx, tokens, 5); // calentamiento
    const porNginx = await mezcla(nginx, tokens, o.segundos);
    await mezcla(directo, tokens, 5);
    const porProceso = await mezcla(directo, tokens, o.segundos);
    const carga = tabla(
      `${o.miembros} afiliados a la vez durante ${o.segundos} s: resumen, aportes, créditos y certificados (cada uno con su sesión)`,
      [
        ['Camino', false],
        ['req/s', true],
        ['p50 (ms)', true],
        ['p99 (ms)', true],
        ['errores / no 2xx', true],
      ],
    );
    for (const [camino, m] of [
      ['nginx → 2 procesos de la API', porNginx],
      ['directo a 1 proceso', porProceso],
    ] as const) {
      carga.filas.push([
        camino,
        m.requests.average.toFixed(0),
        ms(m.latency.p50),
        ms(m.latency.p99),
        `${m.errors + m.timeouts} / ${m.non2xx}`,
      ]);
    }
    carga.notas.push(`keepalive de nginx hacia la API: 256 conexiones por trabajador (NGINX_KEEPALIVE).`);

    // Reinicio uno por uno bajo la misma carga.
    const bajoCarga = mezcla(nginx, tokens, Math.max(30, Math.min(o.segundos, 45)));
    await new Promise((ok) => setTimeout(ok, 3000));
    const t1 = performance.now();
    await local('reiniciar-api', env);
    const reinicio_s = (performance.now() - t1) / 1000;
    const durante = await bajoCarga;
    const reinicio = tabla('Reinicio de los 2 procesos, uno por uno (deploy/local.sh reiniciar-api), bajo esa carga', [
      ['Peticiones', true],
      ['Fallidas (errores + no 2xx)', true],
      ['p99 (ms)', true],
      ['Duración del reinicio (s)', true],
    ]);
    reinicio.filas.push([
      String(durante.requests.total),
      String(durante.errors + durante.timeouts + durante.non2xx),
      ms(durante.latency.p99),
      reinicio_s.toFixed(1),
    ]);

    // Olas de logins: p99 del login, y de un estático y /api/health mientras duran. Una ola dura 1-2 s
    // (~60 muestras por URL: su p99 sería el máximo); OLAS seguidas, con la sonda durante todas.
    const web = join(estado, 'web', 'remotes', 'mfe-productos');
    const version = readdirSync(web).find((d) => /^[0-9a-f]{12}$/.test(d));
    const estatico = `/remotes/mfe-productos/${version}/remoteEntry.js`;
    const ola = tabla(`${OLAS} olas seguidas de ${o.ola} logins a la vez (afiliados distintos)`, [
      ['Camino', false],
      ['login p50 / p99 (ms)', true],
      ['remoteEntry.js p99 (ms)', true],
      ['/api/health p99 (ms)', true],
      ['muestras por URL', true],
      ['demora del generador p99 (ms)', true],
    ]);
    const otros = documentos.slice(o.miembros, o.miembros + OLAS * o.ola);
    for (const [camino, baseUrl] of [
      ['nginx (estáticos de nginx)', nginx],
      ['directo a 1 proceso (estáticos de Node)', directo],
    ] as const) {
      // Referencia: lo mismo 5 s sin ola (en una máquina compartida, la carga de fondo cuenta).
      const quieto = await sondear(
        [`${baseUrl}${estatico}`, `${baseUrl}/api/health`],
        () => new Promise((ok) => setTimeout(ok, 5000)),
      );
      const [estQuieto, saludQuieto] = quieto.latencias;
      ola.filas.push([
        `${camino}, sin ola`,
        '',
        ms(percentil(estQuieto!, 99)),
        ms(percentil(saludQuieto!, 99)),
        String(Math.min(estQuieto!.length, saludQuieto!.length)),
        ms(quieto.demoraPropia),
      ]);
      const tiempos: number[] = [];
      const durante = await sondear([`${baseUrl}${estatico}`, `${baseUrl}/api/health`], () =>
        conMenosPrioridad(async () => {
          for (let i = 0; i < otros.length; i += o.ola) {
            const lote = otros.slice(i, i + o.ola);
            tiempos.push(...(await Promise.all(lote.map((d) => login(baseUrl, d)))).map((s) => s.ms));
          }
        }),
      );
      const [est, salud] = durante.latencias;
      ola.filas.push([
        `${camino}, durante las olas`,
        `${ms(percentil(tiempos, 50))} / ${ms(percentil(tiempos, 99))}`,
        ms(percentil(est!, 99)),
        ms(percentil(salud!, 99)),
        String(Math.min(est!.length, salud!.length)),
        ms(durante.demoraPropia),
      ]);
    }
    ola.notas.push(
      'argon2 a lo sumo en núcleos - 1 hilos a la vez (api/src/auth/claves.ts); los estáticos, en nginx o en los hilos libres.',
    );
    return [carga, reinicio, ola];
  } finally {
    await local('down', env).catch(() => undefined);
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
    rmSync(estado, { recursive: true, force: true });
  }
}
