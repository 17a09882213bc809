// Rondas de actualización de datos e invitaciones en bloque: los textos y las
// reglas que comparten la API y /admin/rondas.

export const MENSAJE_RONDA_ABIERTA = 'Ya hay una ronda abierta: ciérrela antes de abrir otra';
export const MENSAJE_RONDA_NOMBRE = 'Escriba el nombre de la ronda';
export const MENSAJE_RONDA_FECHA = 'La fecha límite debe ser una fecha válida (AAAA-MM-DD) de hoy en adelante';
export const MENSAJE_RONDA_SIN_AFILIADOS = 'Ningún afiliado cumple el filtro: la ronda no se abrió';
export const MENSAJE_RONDA_NO_ENCONTRADA = 'Ronda no encontrada';
export const MENSAJE_RONDA_CERRADA = 'La ronda ya está cerrada';
export const MENSAJE_RONDA_CERRADA_OK = 'Ronda cerrada';
export const MENSAJE_SIN_INVITADOS = 'Ningún afiliado sin clave cumple el filtro: no se envió ninguna bienvenida';

/** 'Ronda abierta para 1 afiliado' / '... 230 afiliados' */
export function mensajeRondaAbierta(total: number): string {
  return `Ronda abierta para ${total} ${total === 1 ? 'afiliado' : 'afiliados'}`;
}

/** El texto del recordatorio: cuántos quedaron en cola y cuántos pendientes no tienen correo. */
export function mensajeRecordatorio(encolados: number, sinCorreo: number): string {
  const base =
    encolados === 0
      ? 'No hay afiliados pendientes con correo para recordar'
      : `${encolados} ${encolados === 1 ? 'recordatorio quedó' : 'recordatorios quedaron'} en la cola de correo`;
  return sinCorreo > 0 ? `${base}; ${sinCorreo} sin correo registrado` : base;
}

/** El texto de 'Invitar a todos'. */
export function mensajeInvitacion(enCola: number, sinCorreo: number, minutos: number): string {
  const base = `${enCola} ${enCola === 1 ? 'bienvenida quedó' : 'bienvenidas quedaron'} en la cola de correo`;
  const ritmo = minutos > 1 ? `, a lo largo de unos ${minutos} min` : '';
  return sinCorreo > 0 ? `${base}${ritmo}; ${sinCorreo} sin correo registrado (no se envía)` : `${base}${ritmo}`;
}

/** Porcentaje entero de enviados (0 con una ronda vacía). */
export function avanceRonda(r: { total: number; enviados: number }): number {
  return r.total === 0 ? 0 : Math.floor((r.enviados * 100) / r.total);
}

/**
 * Instante en que puede enviarse la bienvenida número `i` (desde 0) de un lote a `porMinuto` por
 * minuto: repartidas parejo desde `inicio`.
 */
export function turnoInvitacion(inicio: Date, i: number, porMinuto: number): Date {
  return new Date(inicio.getTime() + Math.floor((i * 60_000) / Math.max(1, porMinuto)));
}

/** Una fecha AAAA-MM-DD real. */
export function diaValido(texto: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(texto)) return false;
  const d = new Date(`${texto}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === texto;
}
