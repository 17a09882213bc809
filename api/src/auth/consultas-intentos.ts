// Consultas de los contadores de intentos (tabla intento_login); la política, en intentos.ts.
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { intentoLogin } from '../db/schema.js';

export interface Limite {
  /** cuántos eventos se permiten en la ventana */
  max: number;
  ventanaMs: number;
  /** bloqueo al llegar a max */
  bloqueoMs: number;
  /** Si está, cada evento más allá de max dobla el bloqueo hasta este tope. */
  bloqueoMaximoMs?: number;
}

/** El fin del bloqueo vigente más largo entre las claves; null si ninguna está bloqueada. */
export async function bloqueoVigenteHasta(db: Db, claves: string[], ahora: Date): Promise<string | Date | null> {
  const [fila] = await db
    .select({ hasta: sql<string | Date | null>`max(${intentoLogin.bloqueado_hasta})` })
    .from(intentoLogin)
    .where(
      and(
        inArray(intentoLogin.clave, claves),
        sql`${intentoLogin.bloqueado_hasta} > ${ahora.toISOString()}::timestamptz`,
      ),
    );
  return fila?.hasta ?? null;
}

/**
 * Cuenta un evento de la clave (upsert atómico): si la ventana venció empieza de nuevo; al llegar al
 * máximo la bloquea bloqueoMs, doblado por cada evento de más hasta bloqueoMaximoMs. Devuelve la cuenta.
 */
export async function contarIntento(db: Db, clave: string, limite: Limite, ahora: Date): Promise<number> {
  const ahoraIso = ahora.toISOString();
  const inicioVentana = new Date(ahora.getTime() - limite.ventanaMs).toISOString();
  const nuevaVentana = sql`intento_login.primer_fallo <= ${inicioVentana}::timestamptz`;
  const fallos = sql`(case when ${nuevaVentana} then 1 else intento_login.fallos + 1 end)`;
  const tope = limite.bloqueoMaximoMs ?? limite.bloqueoMs;
  // bloqueoMs * 2^(fallos - max), hasta el tope
  const duracionMs = sql`least(${tope}::float8, ${limite.bloqueoMs}::float8 * power(2::float8, greatest(0, ${fallos} - ${limite.max})))`;
  const hasta = sql`${ahoraIso}::timestamptz + (${duracionMs} * interval '1 millisecond')`;
  const filas = await db
    .insert(intentoLogin)
    .values({
      clave,
      fallos: 1,
      primer_fallo: ahoraIso,
      bloqueado_hasta: limite.max <= 1 ? new Date(ahora.getTime() + limite.bloqueoMs).toISOString() : null,
    })
    .onConflictDoUpdate({
      target: intentoLogin.clave,
      set: {
        fallos,
        primer_fallo: sql`case when ${nuevaVentana} then ${ahoraIso}::timestamptz else intento_login.primer_fallo end`,
        bloqueado_hasta: sql`case when ${fallos} >= ${limite.max} then ${hasta} else intento_login.bloqueado_hasta end`,
      },
    })
    .returning({ fallos: intentoLogin.fallos });
  return filas[0]?.fallos ?? 1;
}

export async function borrarIntentos(db: Db, claves: string[]): Promise<void> {
  await db.delete(intentoLogin).where(inArray(intentoLogin.clave, claves));
}

/** Borra las claves dadas y las que empiezan por `prefijo`. */
export async function borrarIntentosConPrefijo(db: Db, claves: string[], prefijo: string): Promise<void> {
  await db
    .delete(intentoLogin)
    .where(or(inArray(intentoLogin.clave, claves), sql`left(${intentoLogin.clave}, ${prefijo.length}) = ${prefijo}`));
}

/** Borra los contadores que empezaron antes de `limite` y no tienen un bloqueo vigente. */
export async function borrarIntentosViejos(db: Db, limite: string, ahora: Date): Promise<void> {
  await db
    .delete(intentoLogin)
    .where(
      and(
        lt(intentoLogin.primer_fallo, limite),
        or(isNull(intentoLogin.bloqueado_hasta), lt(intentoLogin.bloqueado_hasta, ahora.toISOString())),
      ),
    );
}
