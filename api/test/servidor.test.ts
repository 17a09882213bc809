// Arranque real de src/server.ts (tsx): BD embebida en una carpeta temporal, primer superadmin
// desde ADMIN_*, candado de la carpeta, y cierre ordenado con SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
let dataDir: string;
let servidor: ChildProcess | null = null;
let salida = '';

function entorno(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    STATIC_DIR: join(dataDir, 'sin-shell'),
    ...extra,
  };
  return env;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fondo-servidor-'));
});
afterAll(() => {
  if (servidor && servidor.exitCode === null) servidor.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('arranca, crea el superadmin, rechaza un segundo proceso y se cierra con SIGTERM', async () => {
  servidor = spawn(process.execPath, ['--conditions=fondo-fuente', '--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: entorno({ ADMIN_DOCUMENTO: '800100200', ADMIN_PASSWORD: 'Admin2026' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout!.on('data', (d: Buffer) => {
    salida += d.toString();
  });
  servidor.stderr!.on('data', (d: Buffer) => {
    salida += d.toString();
  });

  const base = await new Promise<string>((ok, falla) => {
    const limite = setTimeout(() => falla(new Error(`No arrancó a tiempo:\n${salida}`)), 100_000);
    const mirar = () => {
      const m = /escuchando en (http:\/\/[^\s]+)/.exec(salida);
      if (m?.[1]) {
        clearTimeout(limite);
        ok(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    servidor!.stdout!.on('data', mirar);
    servidor!.once('exit', (codigo) => {
      clearTimeout(limite);
      falla(new Error(`Terminó con ${codigo}:\n${salida}`));
    });
  });
  expect(salida).toContain('se creó el superadmin con documento 800100200');
  expect(existsSync(join(dataDir, 'pg.lock'))).toBe(true);

  const salud = await fetch(`${base}/api/health`);
  expect(await salud.json()).toEqual({ estado: 'ok', base_de_datos: 'ok' });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=800100200&password=Admin2026',
  });
  expect(login.status).toBe(200);
  expect(((await login.json()) as { roles: string[] }).roles).toEqual(['superadmin']);

  // Un segundo proceso sobre la misma carpeta falla claro y sin tocar el candado.
  const segundo = spawnSync(process.execPath, ['--conditions=fondo-fuente', '--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: entorno(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(segundo.status).toBe(1);
  expect(segundo.stderr).toContain('está en uso por otro proceso');
  expect(existsSync(join(dataDir, 'pg.lock'))).toBe(true);

  const codigo = await new Promise<number | null>((ok) => {
    servidor!.removeAllListeners('exit');
    servidor!.once('exit', (c) => ok(c));
    servidor!.kill('SIGTERM');
  });
  expect(codigo).toBe(0);
  expect(salida).toContain('SIGTERM: cerrando el portal');
  expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
}, 180_000);
