// Servicio de sesiones: fila `sesion` por inicio de sesión, válida mientras el token de acceso no
// venza por inactividad (token.ts) y hasta 12 h desde sesion.creada. Las sesiones abiertas se leen a
// través de la caché del proceso (cache-sesiones.ts); el SQL, en consultas.ts.
// "Ahora" siempre llega como parámetro: las pruebas controlan el reloj.
import type { RespuestaRenovarSesion } from '@fondo/contrato';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { hoy } from '../fechas.js';
import { leerSesion, olvidarSesion, olvidarSesionesDe, type Actor } from './cache-sesiones.js';
import {
  creadaSesion,
  insertarSesion,
  marcarCerradasDe,
  marcarSesionCerrada,
  tocarSesion,
  type NuevaSesion,
} from './consultas.js';
import { INACTIVIDAD_MS, firmarAcceso, type CargaAcceso } from './token.js';

export type { Actor, NuevaSesion };

export const DURACION_ABSOLUTA_MS = 12 * 60 * 60 * 1000;
/** ultimo_uso se actualiza como mucho una vez por minuto. */
const TOQUE_MS = 60 * 1000;

/** Retirado: tiene fecha de retiro y ya llegó. */
export function estaRetirado(retiro: string | null, ahora: Date): boolean {
  return retiro !== null && retiro <= hoy(ahora);
}

/** Abre una sesión (fila `sesion`); devuelve su id. */
export function crearSesion(db: Db, datos: NuevaSesion, ahora: Date): Promise<string> {
  return insertarSesion(db, datos, ahora);
}

/**
 * Actor de una sesión vigente: abierta, dentro de las 12 h, del afiliado del token y, salvo
 * impersonación, de un afiliado no retirado. null en cualquier otro caso. Lee la base a lo sumo
 * una vez cada CACHE_SESION_MS por sesión.
 */
export async function validarSesion(db: Db, carga: CargaAcceso, ahora: Date): Promise<Readonly<Actor> | null> {
  const s = await leerSesion(db, carga.id_sesion, ahora);
  if (!s || s.id_afiliado !== carga.id_afiliado) return null;
  const ahoraMs = ahora.getTime();
  if (s.creadaMs + DURACION_ABSOLUTA_MS <= ahoraMs) return null;
  if (!s.impersonate && estaRetirado(s.retiro, ahora)) return null;
  if (ahoraMs - s.ultimoUsoMs > TOQUE_MS) {
    s.ultimoUsoMs = ahoraMs; // antes del await: las peticiones simultáneas no repiten el toque
    await tocarSesion(db, carga.id_sesion, ahora);
  }
  return s.actor;
}

/**
 * Token nuevo para una sesión vigente (POST /api/sesion/renovar) y los segundos que vale sin otra
 * actividad: 30 min, o lo que falte para las 12 h de la sesión si es menos.
 */
export async function renovarSesion(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  actor: Readonly<Actor>,
  ahora: Date,
): Promise<RespuestaRenovarSesion> {
  const creada = await creadaSesion(db, actor.id_sesion);
  const finAbsoluto = creada !== undefined ? new Date(creada).getTime() + DURACION_ABSOLUTA_MS : ahora.getTime();
  const restante = Math.min(INACTIVIDAD_MS, finAbsoluto - ahora.getTime());
  return {
    access_token: firmarAcceso(config, { id_sesion: actor.id_sesion, id_afiliado: actor.id_afiliado }, ahora),
    vence_en: Math.max(0, Math.floor(restante / 1000)),
  };
}

export async function cerrarSesion(db: Db, idSesion: string, ahora: Date): Promise<void> {
  olvidarSesion(idSesion);
  await marcarSesionCerrada(db, idSesion, ahora);
  olvidarSesion(idSesion);
}

/**
 * Cierra todas las sesiones abiertas del afiliado, salvo `excepto`. Devuelve cuántas cerró.
 * Dentro de una transacción, llame además olvidarSesionesDe después de confirmarla.
 */
export async function cerrarSesionesDe(db: Db, idAfiliado: number, ahora: Date, excepto?: string): Promise<number> {
  olvidarSesionesDe(idAfiliado);
  const cerradas = await marcarCerradasDe(db, idAfiliado, ahora, excepto);
  olvidarSesionesDe(idAfiliado);
  return cerradas;
}
