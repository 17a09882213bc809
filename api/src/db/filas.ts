// Filas tipadas de db.execute: PGlite y node-postgres devuelven ambos { rows }; y si la base responde.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Resultado de db.execute en cualquiera de los dos drivers. */
export interface ResultadoFilas {
  rows: unknown[];
}

/**
 * Las filas de un resultado de db.execute, con el tipo que declara quien consulta. El tipo no se
 * comprueba en tiempo de ejecución: escríbalo según las columnas del select (numeric llega como texto).
 */
export function filas<T>(resultado: unknown): T[] {
  const r = resultado as Partial<ResultadoFilas> | null;
  if (!r || !Array.isArray(r.rows)) throw new Error('Resultado de db.execute sin filas (rows)');
  return r.rows as T[];
}

/** Ejecuta una consulta SQL y devuelve sus filas tipadas. */
export async function consultar<T>(db: Pick<Db, 'execute'>, consulta: SQL): Promise<T[]> {
  return filas<T>(await db.execute(consulta));
}

/** La base responde (select 1); lanza el error del driver si no. */
export async function comprobarBase(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`select 1`);
}
