// La corrida de producción (npm run test:produccion): el portal construido detrás de nginx con
// deploy/local.sh up (2 procesos de la API sobre una base nueva del PostgreSQL local, datos demo) y las
// pruebas de e2e/produccion/ en orden: cabeceras y caché, varios procesos como un portal, el recorrido
// en Chromium, redespliegues sin cortes, un remoto con otra versión de antd, fallas, respaldo y restauración,
// y los remotos en otro origen.
// Puertos: PROD_PORT (8220) y los 15 siguientes. PostgreSQL: PROD_PG (postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { REMOTOS } from '@fondo/portal/manifiesto';
import { abrirSitioColegio } from './colegio.js';
import { CHROMIUM } from './navegador.js';

const raiz = resolve(import.meta.dirname, '..', '..');
const puerto = Number(process.env.PROD_PORT ?? 8220);
const servidorPg = process.env.PROD_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const puertoColegio = puerto + 10;

function falla(mensaje: string): never {
  console.error(`\n[produccion] ${mensaje}\n`);
  process.exit(1);
}

if (!existsSync(CHROMIUM)) falla(`No se encontró Chromium en ${CHROMIUM} (apt-get install -y chromium).`);
if (!existsSync('/usr/sbin/nginx'))
  falla('No se encontró nginx (apt-get install -y nginx libnginx-mod-http-brotli-static).');
for (const dist of [
  'api/dist/server.js',
  'api/dist/despliegue/generar-nginx.js',
  'shell/dist/index.html',
  ...REMOTOS.map((r) => `${r.carpeta}/dist/mf-manifest.json`),
]) {
  if (!existsSync(join(raiz, dist))) falla(`Falta ${dist}: ejecute antes "npm run build".`);
}

// Base nueva para esta corrida (se borra al final).
const nombreBase = `fondo_produccion_${process.pid}`;
const admin = async (sql: string) => {
  const c = new pg.Client({ connectionString: servidorPg });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};
await admin(`create database ${nombreBase}`).catch((e: unknown) =>
  falla(`No se pudo crear la base en ${servidorPg}: ${(e as Error).message}`),
);
const urlBase = new URL(servidorPg);
urlBase.pathname = `/${nombreBase}`;

const colegio = await abrirSitioColegio(puertoColegio);

const estado = mkdtempSync(join(tmpdir(), 'fondo-produccion-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(puerto),
  ESTADO_DIR: estado,
  API_PROCESOS: '2',
  DATABASE_URL: urlBase.toString(),
  DEMO_DATA: '1',
  SCHOOL_SITE_URL: `http://127.0.0.1:${puertoColegio}/`,
  LOG_LEVEL: 'warn',
  // Con DATABASE_URL el segundo factor de los superadmin puede venir activo por defecto: aquí se fija.
  REQUIERE_2FA: '0',
};

const local = (accion: string) =>
  new Promise<number>((ok) => {
    const hijo = spawn(join(raiz, 'deploy', 'local.sh'), [accion], {
      cwd: raiz,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    hijo.once('exit', (c) => ok(c ?? 1));
  });

let salida = 1;
try {
  const t0 = Date.now();
  if ((await local('up')) !== 0) throw new Error('deploy/local.sh up falló');
  console.log(`[produccion] portal arriba en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const dir = join(import.meta.dirname, '..', 'produccion');
  const orden = ['cabeceras', 'procesos', 'recorrido', 'redespliegue', 'otro-antd', 'fallas', 'respaldo', 'origenes'];
  const filtro = process.argv.slice(2);
  const archivos = orden
    .filter((n) => filtro.length === 0 || filtro.some((x) => n.includes(x)))
    .map((n) => join(dir, `${n}.test.ts`));
  // Un archivo a la vez y en este orden (el runner de Node los ordenaría por nombre): origenes cambia la
  // topología y va al final.
  salida = 0;
  for (const archivo of archivos) {
    const pruebas = spawn(process.execPath, ['--import', 'tsx', '--test', archivo], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        E2E_URL: `http://127.0.0.1:${puerto}`,
        E2E_COLEGIO: `http://127.0.0.1:${puertoColegio}`,
        PROD_ESTADO: estado,
        PROD_BASE: urlBase.toString(),
        PROD_PG: servidorPg,
        PROD_ENTORNO: JSON.stringify(env),
      },
      stdio: 'inherit',
    });
    const codigo = await new Promise<number>((ok) => pruebas.once('exit', (c) => ok(c ?? 1)));
    if (codigo !== 0) salida = codigo;
  }
} catch (error) {
  console.error(`[produccion] ${(error as Error).message}`);
} finally {
  await local('down');
  colegio.close();
  await admin(`drop database if exists ${nombreBase} with (force)`).catch(() => undefined);
  if (salida === 0) rmSync(estado, { recursive: true, force: true });
  else console.error(`[produccion] registros de la corrida en ${estado}/registros`);
}
process.exit(salida);
