// Hilo de argon2 (auth/claves.ts): hash y verificación síncronos, con prioridad baja (nice 19; en Linux
// la prioridad es de cada hilo, así que el bucle de eventos de la API no cambia).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import type { MensajeAlHilo, RespuestaDelHilo } from '../hilos/pool.js';

/** argon2id = 2 (enum const de @node-rs/argon2, no usable con isolatedModules). */
const OPCIONES = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type TareaClave = { op: 'hash'; clave: string } | { op: 'verificar'; hash: string; clave: string };

if (!parentPort) throw new Error('trabajador-claves debe correr como worker_thread');
const puerto = parentPort;
try {
  setPriority(19);
} catch {
  // sin permiso para cambiarla: corre con la prioridad normal
}
puerto.on('message', ({ id, tarea }: MensajeAlHilo<TareaClave>) => {
  try {
    const resultado = tarea.op === 'hash' ? hashSync(tarea.clave, OPCIONES) : verifySync(tarea.hash, tarea.clave);
    puerto.postMessage({ id, resultado } satisfies RespuestaDelHilo<string | boolean>);
  } catch (e) {
    puerto.postMessage({ id, error: e instanceof Error ? e.message : String(e) } satisfies RespuestaDelHilo<
      string | boolean
    >);
  }
});
