// El grupo de hilos: hasta `hilos` tareas a la vez y todas responden; un hilo que muere rechaza su tarea
// y el siguiente pedido nace en otro; un proceso espera la tarea en curso y, ocioso, termina solo.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { crearPoolDeHilos } from './pool.js';

/** Hilo de prueba: duerme `ms` (síncrono) y devuelve el doble; 'morir' termina el hilo. */
const CODIGO = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, tarea }) => {
  if (tarea === 'morir') process.exit(3);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, tarea.ms);
  parentPort.postMessage({ id, resultado: tarea.n * 2 });
});`;
const crear = () => new Worker(CODIGO, { eval: true });

test('a lo sumo `hilos` a la vez, las demás en fila; todas responden en orden', async () => {
  const pool = crearPoolDeHilos<{ n: number; ms: number } | 'morir', number>({ hilos: 2, crear, nombre: 'El hilo' });
  let maximo = 0;
  let esperaron = 0;
  const vigia = setInterval(() => {
    const e = pool.estado();
    maximo = Math.max(maximo, e.activos);
    esperaron = Math.max(esperaron, e.esperando);
  }, 1);
  const r = await Promise.all(Array.from({ length: 6 }, (_, n) => pool.encargar({ n, ms: 30 })));
  clearInterval(vigia);
  expect(r).toEqual([0, 2, 4, 6, 8, 10]);
  expect(maximo).toBe(2);
  expect(esperaron).toBeGreaterThan(0);
  expect(pool.estado()).toEqual({ activos: 0, esperando: 0 });

  await expect(pool.encargar('morir')).rejects.toThrow('El hilo terminó (código 3)');
  expect(await pool.encargar({ n: 21, ms: 0 })).toBe(42);
  await pool.cerrar();
  await expect(pool.encargar({ n: 1, ms: 0 })).rejects.toThrow('El hilo está cerrado');
});

test('el proceso espera la tarea en curso y, ocioso el hilo, termina sin cerrar el grupo', () => {
  const pool = new URL('./pool.ts', import.meta.url).href;
  const carpeta = mkdtempSync(join(tmpdir(), 'pool-'));
  const guion = join(carpeta, 'guion.mjs');
  writeFileSync(
    guion,
    `import { Worker } from 'node:worker_threads';
    const { crearPoolDeHilos } = await import(${JSON.stringify(pool)});
    const p = crearPoolDeHilos({ hilos: 1, crear: () => new Worker(${JSON.stringify(CODIGO)}, { eval: true }), nombre: 'h' });
    p.encargar({ n: 4, ms: 300 }).then((r) => process.stdout.write('resultado ' + r + '\\n'));`,
  );
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', guion], { encoding: 'utf8', timeout: 20_000 });
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('resultado 8');
    expect(r.status).toBe(0);
  } finally {
    rmSync(carpeta, { recursive: true, force: true });
  }
});
