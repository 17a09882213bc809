// Piezas comunes del benchmark: el proceso servidor (bench/servidor.ts) y su control, sesiones de las
// cuentas demo, medidas con autocannon, pico de memoria (RSS) del servidor y tablas en Markdown.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const MiB = 1024 * 1024;

export const CUENTA_AFILIADO = { usuario: '1000000001', clave: 'Afiliado2026' } as const;
export const CUENTA_ADMIN = { usuario: '1000000000', clave: 'Admin2026' } as const;

// --- El servidor ---------------------------------------------------------------------------------

export interface Servidor {
  /** http://127.0.0.1:puerto (la API) */
  base: string;
  /** http://127.0.0.1:puerto+1 (ruta desnuda y control del benchmark) */
  control: string;
  puerto: number;
  pid: number;
  /** 'PGlite embebido' o 'PostgreSQL (host)' */
  motor: string;
  sembrado_s: number;
  detener(): Promise<void>;
}

export interface OpcionesServidor {
  puerto: number;
  afiliados: number;
  cortes: number;
  /** URL de un servidor PostgreSQL (se crea y se borra una base propia); vacío: PGlite */
  pg: string;
  /** variables de entorno más para la API (p. ej. IMAP_URL) */
  entorno?: Record<string, string>;
}

/** ¿Está libre el puerto en 127.0.0.1? */
const libre = (puerto: number) =>
  new Promise<boolean>((ok) => {
    const s = createServer();
    s.once('error', () => ok(false));
    s.listen(puerto, '127.0.0.1', () => s.close(() => ok(true)));
  });

/** Arranca bench/servidor.ts (la API construida con los datos demo a escala) y espera a que esté listo. */
export async function iniciarServidor(o: OpcionesServidor): Promise<Servidor> {
  for (const p of [o.puerto, o.puerto + 1]) {
    if (!(await libre(p))) throw new Error(`El puerto ${p} está ocupado: elija otro con --puerto (o BENCH_PUERTO)`);
  }
  const hijo = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/servidor.ts'], {
    env: {
      ...process.env,
      ...o.entorno,
      BENCH_PORT: String(o.puerto),
      BENCH_AFILIADOS: String(o.afiliados),
      BENCH_CORTES: String(o.cortes),
      BENCH_PG: o.pg,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listo = await new Promise<{ sembrado_s: number }>((ok, mal) => {
    const lineas = createInterface({ input: hijo.stdout });
    lineas.on('line', (l) => {
      try {
        const j = JSON.parse(l) as { listo?: boolean; sembrado_s: number };
        if (j.listo) ok(j);
      } catch {
        /* registro */
      }
    });
    hijo.once('exit', (c) => mal(new Error(`el servidor del benchmark terminó antes de estar listo (código ${c})`)));
  });
  const fin = new Promise<void>((ok) => hijo.once('exit', () => ok()));
  return {
    base: `http://127.0.0.1:${o.puerto}`,
    control: `http://127.0.0.1:${o.puerto + 1}`,
    puerto: o.puerto,
    pid: hijo.pid!,
    motor: o.pg ? `PostgreSQL (${new URL(o.pg).host})` : 'PGlite embebido',
    sembrado_s: listo.sembrado_s,
    async detener() {
      if (hijo.exitCode === null) hijo.kill('SIGTERM');
      await fin;
    },
  };
}

/** Una orden al proceso servidor (siembras con SQL por conjuntos, datos para armar las pruebas). */
export async function ordenar<T>(servidor: Servidor, orden: string, datos: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${servidor.control}/control/${orden}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(datos),
  });
  if (!r.ok) throw new Error(`orden ${orden}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

// --- Sesiones ----------------------------------------------------------------------------------

/** Cabecera Authorization de una sesión nueva de la cuenta. */
export async function sesion(
  base: string,
  cuenta: { usuario: string; clave: string },
): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: cuenta.usuario, password: cuenta.clave }),
  });
  if (!login.ok) throw new Error(`login de ${cuenta.usuario}: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { Authorization: `bearer ${token}` };
}

// --- Carga ----------------------------------------------------------------------------------------

export interface Carga {
  rps: number;
  p50: number;
  p99: number;
  peticiones: number;
}

/** autocannon contra una URL; falla si alguna respuesta no es 2xx (una medida de errores no vale). */
export async function cargar(
  titulo: string,
  url: string,
  o: { conexiones: number; segundos: number; headers: Record<string, string> },
): Promise<Carga> {
  const r = await autocannon({ url, connections: o.conexiones, duration: o.segundos, headers: o.headers, timeout: 60 });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${titulo}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, peticiones: r.requests.total };
}

/** Percentil p (0-100) de una lista de valores (rango más cercano). */
export function percentil(valores: readonly number[], p: number): number {
  if (valores.length === 0) return Number.NaN;
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.max(0, Math.ceil((p / 100) * orden.length) - 1))]!;
}

/** Lanza si la respuesta no es 2xx, con el cuerpo (el `error` en español de la API) para entender por qué. */
export async function exigirOk(r: Response, que: string): Promise<Response> {
  if (!r.ok) throw new Error(`${que}: ${r.status} ${(await r.text()).slice(0, 300)}`);
  return r;
}

// --- Memoria del servidor ------------------------------------------------------------------------

const campoStatus = (pid: number, campo: 'VmRSS' | 'VmHWM'): number => {
  const m = new RegExp(`^${campo}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`/proc/${pid}/status sin ${campo}`);
  return Number(m[1]) * 1024;
};

export interface Memoria {
  /** RSS al empezar (bytes) */
  antes: number;
  /** pico de RSS durante el trabajo (bytes) */
  pico: number;
  /** 'VmHWM' (pico del núcleo, reiniciado al empezar) o 'muestreo' (VmRSS cada 20 ms) */
  fuente: 'VmHWM' | 'muestreo';
}

/**
 * Corre `trabajo` y mide el pico de RSS del proceso servidor: primero una recolección completa (GC)
 * en el servidor, luego reinicia su VmHWM (echo 5 > clear_refs) y lo lee al final; si el núcleo no
 * lo permite, vale el muestreo de VmRSS cada 20 ms, que se hace siempre (vale el mayor de los dos).
 */
export async function conPicoRss<T>(
  servidor: Servidor,
  trabajo: () => Promise<T>,
): Promise<{ resultado: T; memoria: Memoria }> {
  await ordenar(servidor, 'gc');
  const pid = servidor.pid;
  let reiniciado = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reiniciado = false;
  }
  const antes = campoStatus(pid, 'VmRSS');
  let muestreado = antes;
  const reloj = setInterval(() => {
    try {
      muestreado = Math.max(muestreado, campoStatus(pid, 'VmRSS'));
    } catch {
      /* el proceso terminó */
    }
  }, 20);
  try {
    const resultado = await trabajo();
    muestreado = Math.max(muestreado, campoStatus(pid, 'VmRSS'));
    const hwm = reiniciado ? campoStatus(pid, 'VmHWM') : 0;
    return {
      resultado,
      memoria: {
        antes,
        pico: Math.max(hwm, muestreado),
        fuente: reiniciado && hwm >= muestreado ? 'VmHWM' : 'muestreo',
      },
    };
  } finally {
    clearInterval(reloj);
  }
}

export const mib = (bytes: number): string => (bytes / MiB).toFixed(0);
export const crecimiento = (m: Memoria): string => `+${mib(m.pico - m.antes)}`;
/** Nota de cómo se midió el pico. */
export const notaPico = (m: Memoria): string =>
  `Pico de RSS del proceso servidor: ${
    m.fuente === 'VmHWM'
      ? 'VmHWM (reiniciado al empezar con clear_refs)'
      : 'VmRSS muestreado cada 20 ms (mayor que VmHWM)'
  }.`;

// --- Tablas ---------------------------------------------------------------------------------------

export interface Tabla {
  titulo: string;
  columnas: string[];
  /** alineación: true = derecha (números) */
  numericas: boolean[];
  filas: string[][];
  notas: string[];
}

export function tabla(titulo: string, columnas: [string, boolean][]): Tabla {
  return { titulo, columnas: columnas.map(([c]) => c), numericas: columnas.map(([, n]) => n), filas: [], notas: [] };
}

export function imprimirTabla(t: Tabla): void {
  console.log(`\n${t.titulo}\n`);
  console.log(`| ${t.columnas.join(' | ')} |`);
  console.log(`|${t.numericas.map((n) => (n ? '---:' : '---')).join('|')}|`);
  for (const f of t.filas) console.log(`| ${f.join(' | ')} |`);
  if (t.notas.length > 0) console.log(`\n${t.notas.join('\n')}`);
}

/** Milisegundos con un decimal. */
export const ms = (v: number): string => v.toFixed(1);

/** Una tabla de consultas de una lista bajo carga: una fila por consulta y número de conexiones. */
export function tablaDeConsultas(titulo: string): Tabla {
  return tabla(titulo, [
    ['Consulta', false],
    ['conexiones', true],
    ['req/s', true],
    ['p50 (ms)', true],
    ['p99 (ms)', true],
    ['total de la consulta', true],
  ]);
}

/** Cada consulta [título, query] de la lista en `url`: su total, 2 s de calentamiento y la carga medida. */
export async function medirConsultas(
  t: Tabla,
  url: string,
  consultas: [string, string][],
  o: { segundos: number; conexiones: number[]; headers: Record<string, string> },
): Promise<void> {
  for (const [titulo, q] of consultas) {
    const u = `${url}?${q}`;
    const r = (await (await exigirOk(await fetch(u, { headers: o.headers }), titulo)).json()) as { total: number };
    await cargar(titulo, u, { conexiones: 10, segundos: Math.min(2, o.segundos), headers: o.headers });
    for (const conexiones of o.conexiones) {
      const c = await cargar(titulo, u, { conexiones, segundos: o.segundos, headers: o.headers });
      t.filas.push([titulo, String(conexiones), c.rps.toFixed(0), ms(c.p50), ms(c.p99), String(r.total)]);
    }
  }
}
