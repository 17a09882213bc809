// La API real (src/server.ts con tsx) en un proceso aparte, para las pruebas que la tumban o miden su RSS.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface ApiEnProceso {
  proceso: ChildProcess;
  /** http://127.0.0.1:<puerto> */
  base: string;
  /** lo escrito en stdout y stderr hasta ahora */
  salida: () => string;
}

/** Arranca con `env` (más PATH, HOME, un puerto libre y 127.0.0.1); resuelve al leer 'escuchando en'. */
export function arrancarApi(env: Record<string, string>): Promise<ApiEnProceso> {
  const proceso = spawn(process.execPath, ['--conditions=fondo-fuente', '--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  const leer = (d: Buffer) => (salida += d.toString());
  proceso.stdout.on('data', leer);
  proceso.stderr.on('data', leer);
  return new Promise((ok, falla) => {
    const limite = setTimeout(() => falla(new Error(`No arrancó a tiempo:\n${salida}`)), 100_000);
    const mirar = () => {
      const m = /escuchando en (http:\/\/[^\s"]+)/.exec(salida);
      if (!m?.[1]) return;
      clearTimeout(limite);
      proceso.stdout.off('data', mirar);
      proceso.stderr.off('data', mirar);
      ok({ proceso, base: m[1].replace('localhost', '127.0.0.1'), salida: () => salida });
    };
    proceso.stdout.on('data', mirar);
    proceso.stderr.on('data', mirar);
    proceso.once('exit', (c) => {
      clearTimeout(limite);
      falla(new Error(`Terminó con ${c}:\n${salida}`));
    });
  });
}
