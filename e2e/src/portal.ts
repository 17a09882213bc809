// Un portal de prueba completo: el portal construido (una API, un puerto, BD embebida con datos demo en
// una carpeta propia), un "sitio del colegio" falso y un Dovecot desechable (el buzón del fondo para
// 'Importar desde correo'). Cada trabajador de Playwright usa el suyo (src/global.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { iniciarDovecot } from '@fondo/api/test/dovecot';
import { abrirSitioColegio } from './colegio.js';

const raiz = resolve(import.meta.dirname, '..', '..');

/** Lo que una prueba sabe de su portal (viaja a los trabajadores en E2E_PORTALES). */
export interface PortalDePrueba {
  /** http://127.0.0.1:puerto */
  url: string;
  /** El sitio del colegio falso (destino del logout). */
  colegio: string;
  /** DATA_DIR de la API (su buzón de salida está en outbox/). */
  dataDir: string;
  /** imap://… del Dovecot de este portal. */
  imap: string;
}

export interface PortalEnMarcha extends PortalDePrueba {
  detener(): Promise<void>;
}

/**
 * Arranca un portal en `puerto` (el colegio en puerto + 1, Dovecot en puerto + 2; dosfactores usa
 * puerto + 3 para su propia API) y espera a que responda /api/health.
 */
export async function arrancarPortal(puerto: number): Promise<PortalEnMarcha> {
  const puertoColegio = puerto + 1;
  const colegio = await abrirSitioColegio(puertoColegio);
  const dovecot = await iniciarDovecot({ puerto: puerto + 2 });
  const dataDir = mkdtempSync(join(tmpdir(), 'fondo-e2e-'));
  const url = `http://127.0.0.1:${puerto}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(puerto),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SCHOOL_SITE_URL: `http://127.0.0.1:${puertoColegio}/`,
    ALLOWED_REDIRECT_HOSTS: 'portal-amigo.localhost',
    POLITICA_DATOS_URL: 'https://www.colegio.edu.co/politica-de-datos',
    PORTAL_URL: url,
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
  const detener = async () => {
    if (servidor.exitCode === null) {
      servidor.kill('SIGTERM');
      await new Promise((ok) => servidor.once('exit', ok));
    }
    colegio.close();
    await dovecot.detener();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const limite = Date.now() + 180_000;
    for (;;) {
      if (servidor.exitCode !== null) throw new Error(`El portal de ${url} terminó antes de estar listo.`);
      const listo = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (listo) break;
      if (Date.now() > limite) throw new Error(`El portal de ${url} no respondió /api/health a tiempo.`);
      await new Promise((ok) => setTimeout(ok, 300));
    }
  } catch (error) {
    await detener();
    throw error;
  }
  return { url, colegio: `http://127.0.0.1:${puertoColegio}`, dataDir, imap: dovecot.url, detener };
}

/**
 * La API propia de una prueba que necesita otra configuración que la de su portal (p. ej. dosfactores,
 * firma-electronica): la API construida en `puerto` con la base embebida en `dataDir` (datos demo nuevos) y
 * `entorno` encima del de la prueba; vuelve cuando responde /api/health. Quien la arranca la detiene.
 */
export async function arrancarApiPropia(
  puerto: number,
  dataDir: string,
  entorno: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: raiz,
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PDF_HILOS: '0',
      LOG_LEVEL: 'warn',
      ...entorno,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const limite = Date.now() + 240_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error('la API de esta prueba terminó antes de estar lista');
    const ok = await fetch(`http://127.0.0.1:${puerto}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return api;
    if (Date.now() > limite) throw new Error('la API de esta prueba no respondió /api/health a tiempo');
    await new Promise((r) => setTimeout(r, 500));
  }
}
