// Claves: argon2id (19 MiB, 2 iteraciones, paralelismo 1) y la regla de SPEC 5.
import { hash, verify } from '@node-rs/argon2';

/** argon2id = 2 (enum const de @node-rs/argon2, no usable con isolatedModules). */
const OPCIONES = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// La regla de la clave es una sola, la del contrato: la misma que aplica el navegador.
export {
  MENSAJE_CLAVE as MENSAJE_REGLA_CLAVE, LONGITUD_MINIMA_CLAVE, LONGITUD_MAXIMA_CLAVE, claveValida as cumpleReglaClave,
} from '@fondo/contrato';

export function hashClave(clave: string): Promise<string> {
  return hash(clave, OPCIONES);
}

export async function verificarClave(hashGuardado: string, clave: string): Promise<boolean> {
  try {
    return await verify(hashGuardado, clave);
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
