// Limitación de intentos (tabla intento_login). Política del login (README, "Intentos de inicio de sesión"):
// - por cuenta y dirección: 5 fallos en 1 h bloquean esa pareja 1 min, y cada fallo más dobla
//   el bloqueo (2, 4, 8 min; tope 15): el atacante de una IP no bloquea al dueño que entra desde otra;
// - por cuenta, desde todas las direcciones: 50 fallos en 15 min la bloquean 15 min (ataque repartido);
// - por dirección: 200 fallos en 15 min la bloquean 15 min (una escuela entera sale por un NAT).
// Restablecimiento de clave: por documento y por IP. El SQL de los contadores, en consultas-intentos.ts.
import type { Db } from '../db/client.js';
import { demasiadasSolicitudes } from '../errors.js';
import {
  bloqueoVigenteHasta,
  borrarIntentos,
  borrarIntentosConPrefijo,
  borrarIntentosViejos,
  contarIntento,
  type Limite,
} from './consultas-intentos.js';

export type { Limite };

const MIN = 60_000;
export const LIMITES = {
  loginCuentaIp: { max: 5, ventanaMs: 60 * MIN, bloqueoMs: 1 * MIN, bloqueoMaximoMs: 15 * MIN },
  loginCuenta: { max: 50, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
  loginIp: { max: 200, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
  reestablecerDocumento: { max: 3, ventanaMs: 60 * MIN, bloqueoMs: 60 * MIN },
  reestablecerIp: { max: 10, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
} as const satisfies Record<string, Limite>;

export const MENSAJE_BLOQUEO_REESTABLECER =
  'Demasiadas solicitudes para reestablecer la clave. Intente de nuevo más tarde.';

/** 'Demasiados intentos fallidos. Intente de nuevo en N minutos.' (N redondeado hacia arriba). */
export function mensajeBloqueoLogin(restanteMs: number): string {
  const minutos = Math.max(1, Math.ceil(restanteMs / MIN));
  return `Demasiados intentos fallidos. Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;
}

export const claveIntento = (ambito: 'login' | 'reestablecer', tipo: 'doc' | 'ip', valor: string) =>
  `${ambito}:${tipo}:${valor.trim().toLowerCase()}`;

/** Prefijo de las claves cuenta+dirección de un documento (para limpiarlas todas). */
const prefijoCuentaIp = (documento: string) => `login:doc-ip:${documento.trim().toLowerCase()}|`;

/** Clave de la pareja cuenta + dirección. */
export const claveCuentaIp = (documento: string, ip: string) =>
  `${prefijoCuentaIp(documento)}${ip.trim().toLowerCase()}`;

/** Las tres claves que cuentan un fallo de login de `documento` desde `ip`. */
export function clavesLogin(documento: string, ip: string): { cuentaIp: string; cuenta: string; ip: string } {
  return {
    cuentaIp: claveCuentaIp(documento, ip),
    cuenta: claveIntento('login', 'doc', documento),
    ip: claveIntento('login', 'ip', ip),
  };
}

/** Milisegundos que faltan del bloqueo más largo vigente entre las claves; 0 si ninguna está bloqueada. */
export async function bloqueoRestante(db: Db, claves: string[], ahora: Date): Promise<number> {
  const hasta = await bloqueoVigenteHasta(db, claves, ahora);
  if (!hasta) return 0;
  return Math.max(0, new Date(hasta).getTime() - ahora.getTime());
}

/** true si alguna de las claves está bloqueada en este momento. */
export async function estaBloqueado(db: Db, claves: string[], ahora: Date): Promise<boolean> {
  return (await bloqueoRestante(db, claves, ahora)) > 0;
}

/**
 * Cuenta un evento (un fallo, una solicitud). Si la ventana venció, empieza de nuevo.
 * Al llegar al máximo deja la clave bloqueada bloqueoMs (o, con bloqueoMaximoMs, bloqueoMs
 * doblado por cada evento de más, hasta el tope). Atómico (upsert). Devuelve la cuenta.
 */
export async function registrarIntento(db: Db, clave: string, limite: Limite, ahora: Date): Promise<number> {
  return contarIntento(db, clave, limite, ahora);
}

/** Antes de comprobar una clave o un código de login: 429 con la espera si un contador está bloqueado. */
export async function exigirLoginSinBloqueo(
  db: Db,
  documento: string,
  ip: string,
  ahora: Date,
): Promise<ReturnType<typeof clavesLogin>> {
  const claves = clavesLogin(documento, ip);
  const restante = await bloqueoRestante(db, [claves.cuentaIp, claves.cuenta, claves.ip], ahora);
  if (restante > 0) throw demasiadasSolicitudes(mensajeBloqueoLogin(restante));
  return claves;
}

/** Cuenta un fallo de login en sus tres contadores (cuenta+dirección, cuenta, dirección). */
export async function registrarFalloLogin(db: Db, documento: string, ip: string, ahora: Date): Promise<void> {
  const claves = clavesLogin(documento, ip);
  await registrarIntento(db, claves.cuentaIp, LIMITES.loginCuentaIp, ahora);
  await registrarIntento(db, claves.cuenta, LIMITES.loginCuenta, ahora);
  await registrarIntento(db, claves.ip, LIMITES.loginIp, ahora);
}

export async function limpiarIntentos(db: Db, claves: string[]): Promise<void> {
  await borrarIntentos(db, claves);
}

/** Tras probar que es el dueño (restablecer la clave): borra los contadores de la cuenta, de todas las direcciones. */
export async function limpiarIntentosDeCuenta(db: Db, documento: string): Promise<void> {
  const prefijo = prefijoCuentaIp(documento);
  await borrarIntentosConPrefijo(db, [claveIntento('login', 'doc', documento)], prefijo);
}

/** Borra contadores viejos sin bloqueo vigente (se llama periódicamente). */
export async function purgarIntentos(db: Db, ahora: Date): Promise<void> {
  const limite = new Date(ahora.getTime() - 24 * 60 * MIN).toISOString();
  await borrarIntentosViejos(db, limite, ahora);
}
