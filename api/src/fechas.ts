// Fechas comunes de la API: el día de hoy en Colombia y los instantes de la base en ISO 8601.

const ZONA_HORARIA = 'America/Bogota';

/** Fecha de hoy (YYYY-MM-DD) en Colombia. */
export function hoy(ahora: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONA_HORARIA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ahora);
}

/** Instante de la BD ('2026-11-22 10:00:00+00') a ISO 8601. */
export function aIso(instante: string | null): string | null {
  return instante === null ? null : new Date(instante).toISOString();
}
