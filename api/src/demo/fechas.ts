// Aritmética de fechas en UTC para los datos demo. Un "mes absoluto" es año * 12 + (mes - 1).

export const mesAbsoluto = (anio: number, mes: number): number => anio * 12 + (mes - 1);
export const anioDe = (mes: number): number => Math.floor(mes / 12);
/** Mes del año, 1-12. */
export const mesDelAnio = (mes: number): number => (mes % 12) + 1;

const dos = (n: number): string => String(n).padStart(2, '0');

export function fecha(anio: number, mes: number, dia: number): string {
  return `${anio}-${dos(mes)}-${dos(dia)}`;
}

export function finDeMes(mes: number): string {
  const anio = anioDe(mes);
  const m = mesDelAnio(mes);
  const dias = new Date(Date.UTC(anio, m, 0)).getUTCDate();
  return fecha(anio, m, dias);
}

export function diaDelMes(mes: number, dia: number): string {
  return fecha(anioDe(mes), mesDelAnio(mes), dia);
}

/** Mes absoluto de una fecha 'YYYY-MM-DD'. */
export function mesDeFecha(f: string): number {
  return mesAbsoluto(Number(f.slice(0, 4)), Number(f.slice(5, 7)));
}

export function sumarDias(f: string, dias: number): string {
  const d = new Date(`${f}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Instante en hora de Bogotá (UTC-5, sin horario de verano). */
export function instante(f: string, hora: number, minuto: number): string {
  return `${f}T${dos(hora)}:${dos(minuto)}:00-05:00`;
}
