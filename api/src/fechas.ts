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

/**
 * Un instante como la hora de pared de Colombia en un Date cuyos campos UTC son esa hora: las hojas de
 * cálculo no guardan zona, así que una celda de fecha y hora escrita con él se lee en hora de Colombia.
 */
export function horaDeColombia(instante: string | Date): Date {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONA_HORARIA,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instante))
      .map((p) => [p.type, p.value]),
  );
  return new Date(`${partes.year}-${partes.month}-${partes.day}T${partes.hour}:${partes.minute}:${partes.second}Z`);
}
