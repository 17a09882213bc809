// Limitación de intentos (tabla intento_login): fallos de login por cuenta y por IP,
// solicitudes de restablecimiento por documento y por IP.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { intentoLogin } from '../db/schema.js';
import type { Db } from '../db/client.js';

export interface Limite {
  /** cuántos eventos se permiten en la ventana */
  max: number;
  ventanaMs: number;
  /** bloqueo al llegar a max */
  bloqueoMs: number;
}

const MIN = 60_000;
export const LIMITES = {
  loginCuenta: { max: 5, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
  loginIp: { max: 20, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
  reestablecerDocumento: { max: 3, ventanaMs: 60 * MIN, bloqueoMs: 60 * MIN },
  reestablecerIp: { max: 10, ventanaMs: 15 * MIN, bloqueoMs: 15 * MIN },
} as const satisfies Record<string, Limite>;

export const MENSAJE_BLOQUEO_LOGIN = 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos.';
export const MENSAJE_BLOQUEO_REESTABLECER = 'Demasiadas solicitudes para reestablecer la clave. Intente de nuevo más tarde.';

export const claveIntento = (ambito: 'login' | 'reestablecer', tipo: 'doc' | 'ip', valor: string) =>
  `${ambito}:${tipo}:${valor.trim().toLowerCase()}`;

/** true si alguna de las claves está bloqueada en este momento. */
export async function estaBloqueado(db: Db, claves: string[], ahora: Date): Promise<boolean> {
  const filas = await db
    .select({ clave: intentoLogin.clave })
    .from(intentoLogin)
    .where(and(inArray(intentoLogin.clave, claves), sql`${intentoLogin.bloqueado_hasta} > ${ahora.toISOString()}::timestamptz`))
    .limit(1);
  return filas.length > 0;
}

/**
 * Cuenta un evento (un fallo, una solicitud). Si la ventana venció, empieza de nuevo.
 * Al llegar al máximo deja la clave bloqueada bloqueoMs. Atómico (upsert).
 */
export async function registrarIntento(db: Db, clave: string, limite: Limite, ahora: Date): Promise<number> {
  const ahoraIso = ahora.toISOString();
  const inicioVentana = new Date(ahora.getTime() - limite.ventanaMs).toISOString();
  const hasta = new Date(ahora.getTime() + limite.bloqueoMs).toISOString();
  const nuevaVentana = sql`intento_login.primer_fallo <= ${inicioVentana}::timestamptz`;
  const fallos = sql`case when ${nuevaVentana} then 1 else intento_login.fallos + 1 end`;
  const filas = await db
    .insert(intentoLogin)
    .values({
      clave,
      fallos: 1,
      primer_fallo: ahoraIso,
      bloqueado_hasta: limite.max <= 1 ? hasta : null,
    })
    .onConflictDoUpdate({
      target: intentoLogin.clave,
      set: {
        fallos,
        primer_fallo: sql`case when ${nuevaVentana} then ${ahoraIso}::timestamptz else intento_login.primer_fallo end`,
        bloqueado_hasta: sql`case when (${fallos}) >= ${limite.max} then ${hasta}::timestamptz else intento_login.bloqueado_hasta end`,
      },
    })
    .returning({ fallos: intentoLogin.fallos });
  return filas[0]?.fallos ?? 1;
}

export async function limpiarIntentos(db: Db, claves: string[]): Promise<void> {
  await db.delete(intentoLogin).where(inArray(intentoLogin.clave, claves));
}

/** Borra contadores viejos sin bloqueo vigente (se llama periódicamente). */
export async function purgarIntentos(db: Db, ahora: Date): Promise<void> {
  const limite = new Date(ahora.getTime() - 24 * 60 * MIN).toISOString();
  await db.delete(intentoLogin).where(and(
    lt(intentoLogin.primer_fallo, limite),
    or(isNull(intentoLogin.bloqueado_hasta), lt(intentoLogin.bloqueado_hasta, ahora.toISOString())),
  ));
}
