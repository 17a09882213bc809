// Claves: argon2id (19 MiB, 2 iteraciones, paralelismo 1), la regla de SPEC 5 y la lista de claves comunes.
import { availableParallelism } from 'node:os';
import { dictionary } from '@zxcvbn-ts/language-common';
import { crearPoolDeHilos, hiloDeModulo } from '../hilos/pool.js';
import type { TareaClave } from './trabajador-claves.js';

// La regla de la clave es una sola, la del contrato: la misma que aplica el navegador.
export { MENSAJE_CLAVE as MENSAJE_REGLA_CLAVE, claveValida as cumpleReglaClave } from '@fondo/contrato';

let comunes: Set<string> | null = null;

/**
 * ¿Está la clave entre las comunes? La lista es la de zxcvbn-ts (unas 49.000 claves filtradas,
 * en minúsculas); se compara sin mayúsculas y en NFC. Solo la API la carga: no va al navegador.
 */
export function esClaveComun(clave: string): boolean {
  comunes ??= new Set(dictionary['passwords-common'].map((c) => c.normalize('NFC').toLowerCase()));
  return comunes.has(clave.normalize('NFC').toLowerCase());
}

/**
 * Hashes a la vez: núcleos - 1 (al menos 1); los demás esperan en fila. Sin tope, 100 logins a la vez
 * dejaban los archivos estáticos y /api/health detrás de la fila de argon2.
 */
export const HASHES_A_LA_VEZ = Math.max(1, availableParallelism() - 1);

/**
 * Cada hash corre síncrono en un hilo propio con prioridad baja (trabajador-claves.ts): con varios
 * procesos de la API, sus hilos de argon2 pueden ocupar todos los núcleos, y aun así el bucle de eventos,
 * nginx y PostgreSQL pasan primero. No usa los hilos de libuv (archivos, zlib).
 */
const hilos = crearPoolDeHilos<TareaClave, string | boolean>({
  hilos: HASHES_A_LA_VEZ,
  crear: hiloDeModulo(import.meta.url, 'trabajador-claves'),
  nombre: 'El hilo de claves',
});

/** Hashes en curso y en espera (métricas). */
export const filaDeClaves = (): { activos: number; esperando: number } => hilos.estado();

export async function hashClave(clave: string): Promise<string> {
  const hash = await hilos.encargar({ op: 'hash', clave });
  if (typeof hash !== 'string') throw new Error('El hilo de claves no devolvió un hash');
  return hash;
}

export async function verificarClave(hashGuardado: string, clave: string): Promise<boolean> {
  try {
    return (await hilos.encargar({ op: 'verificar', hash: hashGuardado, clave })) === true;
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
