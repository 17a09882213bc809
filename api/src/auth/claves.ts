// Claves: argon2id (19 MiB, 2 iteraciones, paralelismo 1) y la regla de SPEC 5.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id = 2 (enum const de @node-rs/argon2, no usable con isolatedModules). */
const OPCIONES = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// La regla de la clave es una sola, la del contrato: la misma que aplica el navegador.
export { MENSAJE_CLAVE as MENSAJE_REGLA_CLAVE, claveValida as cumpleReglaClave } from '@fondo/contrato';

/**
 * Hashes a la vez: núcleos - 1 (al menos 1); los demás esperan en fila. argon2 corre en los 4 hilos
 * de libuv, los mismos de las lecturas de archivos y la compresión: sin tope, 100 logins a la vez
 * dejaban los archivos estáticos y /api/health detrás de la fila de argon2.
 */
export const HASHES_A_LA_VEZ = Math.max(1, availableParallelism() - 1);
const fila = pLimit(HASHES_A_LA_VEZ);

/** Hashes en curso y en espera (métricas). */
export const filaDeClaves = (): { activos: number; esperando: number } => ({
  activos: fila.activeCount,
  esperando: fila.pendingCount,
});

export function hashClave(clave: string): Promise<string> {
  return fila(() => hash(clave, OPCIONES));
}

export async function verificarClave(hashGuardado: string, clave: string): Promise<boolean> {
  try {
    return await fila(() => verify(hashGuardado, clave));
  } catch {
    return false;
  }
}

let hashFicticio: Promise<string> | null = null;

/**
 * Verifica contra un hash real o, si no hay (usuario inexistente, sin clave), contra uno
 * ficticio: el tiempo de respuesta no revela si la cuenta existe.
 */
export async function verificarClaveUniforme(hashGuardado: string | null | undefined, clave: string): Promise<boolean> {
  if (hashGuardado) return verificarClave(hashGuardado, clave);
  hashFicticio ??= hashClave('clave-ficticia-para-igualar-tiempos-1');
  await verificarClave(await hashFicticio, clave);
  return false;
}
