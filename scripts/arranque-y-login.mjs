// Prueba de arranque (CI, con el Node del sistema): el portal construido arranca como `npm start` (base
// embebida nueva con datos demo, un puerto), sirve /login y el afiliado demo entra. No corre ninguna suite:
// comprueba que el Node con que se ejecuta (`node --version`) sirve el portal por defecto.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const raiz = join(import.meta.dirname, '..');
const puerto = Number(process.env.ARRANQUE_PORT ?? 8390);
const base = `http://127.0.0.1:${puerto}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fondo-arranque-'));
const env = { ...process.env, PORT: String(puerto), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;

const api = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: raiz,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const t0 = Date.now();
let codigo = 1;
try {
  for (;;) {
    if (api.exitCode !== null) throw new Error(`la API terminó con código ${api.exitCode} antes de estar lista`);
    const listo = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (listo) break;
    if (Date.now() - t0 > 180_000) throw new Error('la API no respondió /api/health en 180 s');
    await new Promise((ok) => setTimeout(ok, 300));
  }
  const pagina = await fetch(`${base}/login`);
  const html = await pagina.text();
  if (pagina.status !== 200 || !html.includes('id="raiz"')) throw new Error(`/login respondió ${pagina.status}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '1000000001', password: 'Afiliado2026' }),
  });
  const cuerpo = await login.json();
  if (login.status !== 200 || typeof cuerpo.access_token !== 'string') {
    throw new Error(`el login demo respondió ${login.status}: ${JSON.stringify(cuerpo)}`);
  }
  const resumen = await fetch(`${base}/api/afiliados/${cuerpo.usuario.id_afiliado}/resumen`, {
    headers: { authorization: `bearer ${cuerpo.access_token}` },
  });
  console.log(
    `[arranque] Node ${process.version}: /api/health en ${((Date.now() - t0) / 1000).toFixed(1)} s, /login 200, ` +
      `login de ${cuerpo.usuario.nombres} ${cuerpo.usuario.apellidos} 200, resumen de productos ${resumen.status}`,
  );
  codigo = resumen.ok ? 0 : 1;
} catch (error) {
  console.error(`[arranque] Node ${process.version}: ${error.message}`);
} finally {
  api.kill('SIGTERM');
  await new Promise((ok) => api.once('exit', ok));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(codigo);
