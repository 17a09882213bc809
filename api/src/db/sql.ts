// Piezas de SQL comunes a las consultas de los dominios: instantes en ISO 8601, patrones de like y where.
import { sql, type SQL } from 'drizzle-orm';

/** Formato de to_char de un instante en UTC, como Date.toISOString ('2026-11-22T15:04:05.123Z'). */
const FORMATO_ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Texto SQL (para sql.raw) del instante `columna` en ISO 8601 UTC. */
export const isoUtc = (columna: string): string => `to_char(${columna} at time zone 'UTC', ${FORMATO_ISO})`;

/** Texto literal dentro de un patrón de like: escapa \, % y _. */
export const escaparLike = (texto: string): string => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ' where c1 and c2 ...', o nada si no hay condiciones. */
export const donde = (c: SQL[] | undefined): SQL => (c?.length ? sql` where ${sql.join(c, sql` and `)}` : sql``);
