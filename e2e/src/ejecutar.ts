// Arranca el portal construido (una API, un puerto, BD embebida con datos demo),
// un "sitio del colegio" falso, un Dovecot desechable (el buzón del fondo para 'Importar desde
// correo') y corre las pruebas de tests/ con el runner de Node.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { REMOTOS } from '@fondo/portal/manifiesto';
import { hayDovecot, iniciarDovecot, INSTRUCCION_DOVECOT } from '@fondo/testing/dovecot';
import { abrirSitioColegio } from './colegio.js';
import { CHROMIUM } from './navegador.js';

const raiz = resolve(import.meta.dirname, '..', '..');
const puerto = Number(process.env.E2E_PORT ?? 8090);
const puertoColegio = puerto + 1;

/** Más archivos fallidos que estos no son una carrera de tiempos: no se repiten. */
const MAX_REPETIDOS = 3;

function falla(mensaje: string): never {
  console.error(`\n[e2e] ${mensaje}\n`);
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  falla(`No se encontró Chromium en ${CHROMIUM}. Instálelo con: apt-get update && apt-get install -y chromium`);
}
if (!hayDovecot()) falla(INSTRUCCION_DOVECOT);
// Los remotos del manifiesto del portal cuyo workspace existe: cada uno, construido.
// E2E_SOLO_CONSTRUIDOS=1 (desarrollo): omite los remotos aún sin construir en vez de fallar.
const soloConstruidos = process.env.E2E_SOLO_CONSTRUIDOS === '1';
const remotos = REMOTOS.filter((r) => existsSync(join(raiz, r.carpeta, 'package.json'))).filter(
  (r) => !soloConstruidos || existsSync(join(raiz, r.carpeta, 'dist', 'mf-manifest.json')),
);
const construidos = [
  'api/dist/server.js',
  'shell/dist/index.html',
  ...remotos.map((r) => `${r.carpeta}/dist/mf-manifest.json`),
];
for (const dist of construidos) {
  if (!existsSync(join(raiz, dist))) falla(`Falta ${dist}: ejecute antes "npm run build".`);
}

const colegio = await abrirSitioColegio(puertoColegio);

// Dovecot desechable de @fondo/testing en E2E_PORT + 2: las pruebas guardan correos en él (APPEND) y
// la API los importa con IMAP_URL.
const dovecot = await iniciarDovecot({ puerto: puerto + 2 }).catch((e: unknown) => falla((e as Error).message));
// falla() sale con process.exit: Dovecot no queda huérfano.
process.once('exit', () => dovecot.detenerYa());
const dataDir = mkdtempSync(join(tmpdir(), 'fondo-e2e-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(puerto),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SCHOOL_SITE_URL: `http://127.0.0.1:${puertoColegio}/`,
  ALLOWED_REDIRECT_HOSTS: 'portal-amigo.localhost',
  POLITICA_DATOS_URL: 'https://www.colegio.edu.co/politica-de-datos',
  PORTAL_URL: `http://127.0.0.1:${puerto}`,
  IMAP_URL: dovecot.url,
  IMAP_BUZON: 'INBOX',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

const servidor: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: raiz,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
let salida: number;
const terminar = async () => {
  servidor.kill('SIGTERM');
  await new Promise((ok) => servidor.once('exit', ok));
  colegio.close();
  await dovecot.detener();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  void terminar().then(() => process.exit(130));
});

try {
  const base = `http://127.0.0.1:${puerto}`;
  const limite = Date.now() + 180_000;
  for (;;) {
    if (servidor.exitCode !== null) falla('El servidor terminó antes de estar listo.');
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      /* todavía arrancando */
    }
    if (Date.now() > limite) falla('El servidor no respondió /api/health a tiempo.');
    await new Promise((ok) => setTimeout(ok, 500));
  }
  const dir = join(import.meta.dirname, '..', 'tests');
  const filtro = process.argv.slice(2);
  const archivos = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => filtro.length === 0 || filtro.some((x) => f.includes(x)))
    .map((f) => join(dir, f));
  // Un proceso de node --test por archivo, en orden: su código de salida dice si ese archivo pasó.
  const correrArchivo = async (archivo: string) => {
    const pruebas = spawn(process.execPath, ['--import', 'tsx', '--test', archivo], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        E2E_URL: base,
        E2E_COLEGIO: `http://127.0.0.1:${puertoColegio}`,
        E2E_DATA_DIR: dataDir,
        E2E_IMAP_URL: dovecot.url,
      },
      stdio: 'inherit',
    });
    return new Promise<number>((ok) => pruebas.once('exit', (c) => ok(c ?? 1)));
  };
  const correr = async (lista: string[]) => {
    const fallidos: string[] = [];
    for (const archivo of lista) if ((await correrArchivo(archivo)) !== 0) fallidos.push(archivo);
    return { codigo: fallidos.length === 0 ? 0 : 1, fallidos };
  };
  const primera = await correr(archivos);
  salida = primera.codigo;
  // Un navegador en una máquina de 2 núcleos compartida a veces pierde una carrera de tiempos: el archivo
  // que falla se repite una vez, solo, y queda nombrado como inestable. Si vuelve a fallar, la corrida falla.
  if (primera.fallidos.length > 0 && primera.fallidos.length <= MAX_REPETIDOS) {
    const nombres = primera.fallidos.map((f) => basename(f)).join(', ');
    console.error(`\n[e2e] Fallaron ${primera.fallidos.length} archivo(s); se repiten una vez: ${nombres}\n`);
    const segunda = await correr(primera.fallidos);
    salida = segunda.codigo;
    console.error(
      salida === 0
        ? `\n[e2e] INESTABLE (pasó al repetirse): ${nombres}\n`
        : `\n[e2e] Falló también al repetirse: ${segunda.fallidos.map((f) => basename(f)).join(', ')}\n`,
    );
  }
} finally {
  await terminar();
}
process.exit(salida);
