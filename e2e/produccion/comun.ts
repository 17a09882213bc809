// Lo común de las pruebas de producción (e2e/src/produccion.ts las corre contra deploy/local.sh up):
// dónde está cada pieza, deploy/local.sh, la sesión por la API (un solo lugar: si el login cambia, p. ej.
// un segundo factor, se ajusta aquí), la base de datos y una carga concurrente con sus fallas.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

export const RAIZ = resolve(import.meta.dirname, '..', '..');
export const URL_PORTAL = process.env.E2E_URL ?? 'http://127.0.0.1:8220';
export const PUERTO = Number(new URL(URL_PORTAL).port);
export const ESTADO = process.env.PROD_ESTADO ?? '';
export const BASE_DE_DATOS = process.env.PROD_BASE ?? '';
export const SERVIDOR_PG = process.env.PROD_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Puertos de los procesos de la API y de sus métricas (deploy/local.sh: PORT+1.., luego las métricas). */
export const PROCESOS = [PUERTO + 1, PUERTO + 2].map((p) => `http://127.0.0.1:${p}`);
export const METRICAS = [PUERTO + 3, PUERTO + 4].map((p) => `http://127.0.0.1:${p}/metrics`);

export const CUENTAS = {
  admin: { usuario: '1000000000', clave: 'Admin2026' },
  afiliado: { usuario: '1000000001', clave: 'Afiliado2026' },
} as const;

/** Entorno con que se subió el portal (el de la corrida): deploy/local.sh lo relee de ESTADO/entorno. */
export function entornoLocal(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const corrida = JSON.parse(process.env.PROD_ENTORNO ?? '{}') as Record<string, string>;
  return { ...process.env, ...corrida, PORT: String(PUERTO), ESTADO_DIR: ESTADO, ...extra };
}

/** deploy/<script> con sus argumentos; falla con su salida si no termina en 0. */
export async function desplegar(script: string, args: string[], env = entornoLocal()): Promise<string> {
  const hijo = spawn(resolve(RAIZ, 'deploy', script), args, { cwd: RAIZ, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
  hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
  // 'exit' y no 'close': nginx queda como demonio con los descriptores heredados.
  const codigo = await new Promise<number>((ok, mal) => {
    hijo.once('error', mal);
    hijo.once('exit', (c) => ok(c ?? 1));
  });
  if (codigo !== 0) throw new Error(`deploy/${script} ${args.join(' ')} terminó con ${codigo}:\n${salida}`);
  return salida;
}

/** Inicia sesión por la API (formulario de SPEC 7) y devuelve el token. */
export async function sesion(base: string, cuenta: { usuario: string; clave: string }): Promise<string> {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: cuenta.usuario, password: cuenta.clave }),
  });
  if (!r.ok) throw new Error(`login de ${cuenta.usuario} en ${base}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { access_token: string }).access_token;
}

export const autorizacion = (token: string) => ({ authorization: `bearer ${token}` });

/** remotes.json publicado: cada remoto y la entrada de su mf-manifest.json. */
export const remotosPublicados = async () =>
  (await (await fetch(`${URL_PORTAL}/remotes.json`)).json()) as Record<string, string>;

/** La versión publicada de una entrada de remotes.json (…/<versión>/mf-manifest.json). */
export const versionDeEntrada = (entrada: string) => /\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entrada)?.[1] ?? '';

/** Una consulta a la base del portal. */
export async function consultar<F extends pg.QueryResultRow>(
  texto: string,
  valores: unknown[] = [],
  url = BASE_DE_DATOS,
): Promise<F[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query<F>(texto, valores)).rows;
  } finally {
    await cliente.end();
  }
}

export interface ResultadoCarga {
  total: number;
  fallas: string[];
  /** Latencias en ms de las respuestas exitosas. */
  latencias: number[];
}

/**
 * `concurrencia` bucles que repiten `peticion` hasta que `mientras` termine (y al menos `minimo` ms).
 * Cuenta como falla toda respuesta que `ok` no acepte y todo error de red.
 */
export async function cargaDurante(
  mientras: Promise<unknown>,
  concurrencia: number,
  peticion: (i: number) => Promise<Response>,
  ok: (r: Response) => boolean = (r) => r.ok,
  minimo = 1000,
): Promise<ResultadoCarga> {
  let seguir = true;
  const inicio = Date.now();
  const fin = mientras.finally(async () => {
    const falta = minimo - (Date.now() - inicio);
    if (falta > 0) await new Promise((r) => setTimeout(r, falta));
    seguir = false;
  });
  const resultado: ResultadoCarga = { total: 0, fallas: [], latencias: [] };
  const bucle = async (i: number) => {
    while (seguir) {
      const t0 = performance.now();
      try {
        const r = await peticion(i);
        await r.arrayBuffer();
        if (ok(r)) resultado.latencias.push(performance.now() - t0);
        else resultado.fallas.push(`${r.status} ${r.url}`);
      } catch (error) {
        resultado.fallas.push(String((error as Error).cause ?? error));
      }
      resultado.total++;
    }
  };
  await Promise.all([fin, ...Array.from({ length: concurrencia }, (_, i) => bucle(i))]);
  return resultado;
}

/** Espera hasta que `condicion` sea verdadera (cada 100 ms, hasta `ms`). */
export async function esperarQue(condicion: () => Promise<boolean>, ms: number, que: string): Promise<void> {
  const limite = Date.now() + ms;
  while (!(await condicion().catch(() => false))) {
    if (Date.now() > limite) throw new Error(`No ocurrió a tiempo: ${que}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
