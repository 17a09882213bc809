// Caché de las sesiones abiertas del proceso: una sesión leída de la base sirve unos segundos
// (CACHE_SESION_MS) sin volver a leerla. Cerrar una sesión en este proceso la olvida enseguida;
// cerrada por otro proceso, deja de servir a lo sumo en ese tiempo.
import type { Db } from '../db/client.js';
import { filaSesion } from './consultas.js';

/** Quien hace la petición, según su sesión (el mismo objeto para cada petición de la sesión). */
export interface Actor {
  id_afiliado: number;
  /** Nunca en una sesión impersonada: tiene el rol del afiliado, no el de quien la abrió. */
  superadmin: boolean;
  impersonate: boolean;
  /** El administrador real de una sesión impersonada (actor de su auditoría); null si no lo es. */
  impersonado_por: number | null;
  id_sesion: string;
  /** superadmin que aún debe inscribir su segundo factor: solo las rutas de la inscripción */
  soloInscripcion: boolean;
}

/** Cuánto sirve una sesión leída de la base sin volver a leerla (otro proceso pudo cerrarla). */
export const CACHE_SESION_MS = 5 * 1000;
const MAXIMO_EN_CACHE = 10_000;

/** Sesión abierta tal como se leyó de la base, con la hora (del reloj de la app) de la lectura. */
interface SesionEnCache {
  id_afiliado: number;
  superadmin: boolean;
  impersonate: boolean;
  creadaMs: number;
  retiro: string | null;
  ultimoUsoMs: number;
  leidaMs: number;
  /** El actor de esta sesión (el mismo objeto, de solo lectura, para cada petición). */
  actor: Readonly<Actor>;
}

/**
 * Caché de sesiones abiertas del proceso (id_sesion -> fila). `generacion` cuenta los cierres:
 * una lectura que empezó antes de un cierre no se guarda (podría haber visto la sesión abierta).
 */
const enCache = new Map<string, SesionEnCache>();
let generacion = 0;

function guardarEnCache(idSesion: string, s: SesionEnCache): void {
  enCache.delete(idSesion);
  if (enCache.size >= MAXIMO_EN_CACHE) {
    // La más antigua primero (un Map conserva el orden de inserción).
    const primera = enCache.keys().next();
    if (!primera.done) enCache.delete(primera.value);
  }
  enCache.set(idSesion, s);
}

/** Olvida una sesión (se cerró en este proceso): la próxima petición la vuelve a leer de la base. */
export function olvidarSesion(idSesion: string): void {
  generacion++;
  enCache.delete(idSesion);
}

/**
 * Olvida todas las sesiones de un afiliado. Llamarla después de confirmar una transacción que
 * cierra sus sesiones o cambia lo que las valida (superadmin, retiro).
 */
export function olvidarSesionesDe(idAfiliado: number): void {
  generacion++;
  for (const [id, s] of enCache) if (s.id_afiliado === idAfiliado) enCache.delete(id);
}

/** La sesión abierta, de la caché si se leyó hace menos de CACHE_SESION_MS; null si no existe o está cerrada. */
export async function leerSesion(db: Db, idSesion: string, ahora: Date): Promise<SesionEnCache | null> {
  const ahoraMs = ahora.getTime();
  const cacheada = enCache.get(idSesion);
  if (cacheada && ahoraMs >= cacheada.leidaMs && ahoraMs - cacheada.leidaMs < CACHE_SESION_MS) return cacheada;
  const antes = generacion;
  const fila = await filaSesion(db, idSesion);
  if (!fila || fila.cerrada !== null) {
    enCache.delete(idSesion);
    return null;
  }
  // Por construcción: una sesión abierta como otro afiliado tiene el rol de un afiliado.
  const superadmin = fila.superadmin && fila.impersonado_por === null;
  const leida: SesionEnCache = {
    id_afiliado: fila.id_afiliado,
    superadmin,
    impersonate: fila.impersonado_por !== null,
    creadaMs: new Date(fila.creada).getTime(),
    retiro: fila.retiro,
    ultimoUsoMs: new Date(fila.ultimo_uso).getTime(),
    leidaMs: ahoraMs,
    actor: Object.freeze({
      id_afiliado: fila.id_afiliado,
      superadmin,
      impersonate: fila.impersonado_por !== null,
      impersonado_por: fila.impersonado_por,
      id_sesion: idSesion,
      soloInscripcion: fila.solo_inscripcion,
    }),
  };
  if (generacion === antes) guardarEnCache(idSesion, leida);
  return leida;
}
