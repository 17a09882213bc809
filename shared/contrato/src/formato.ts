import dayjs from 'dayjs';

/**
 * |n| con `decimales` cifras decimales, redondeado como Intl: desde su representación decimal más corta
 * (la de String(n)), la mitad hacia afuera; la parte entera con comas. Sin Intl.NumberFormat: el primer
 * uso de Intl cuesta ~100 ms de CPU en un teléfono (los datos de ICU), antes del primer monto.
 */
function redondear(n: number, decimales: number): { entero: string; fraccion: string } {
  const texto = String(Math.abs(n));
  let entero: string;
  let fraccion: string;
  const e = /^(\d)(?:\.(\d+))?e([+-])(\d+)$/.exec(texto);
  const mantisa = e ? e[1]! + (e[2] ?? '') : '';
  if (!e) [entero = '0', fraccion = ''] = texto.split('.');
  else if (e[3] === '-') [entero, fraccion] = ['0', '0'.repeat(Number(e[4]) - 1) + mantisa];
  else [entero, fraccion] = [mantisa.padEnd(Number(e[4]) + 1, '0'), ''];
  const cifras = (entero + fraccion.padEnd(decimales, '0').slice(0, decimales)).split('').map(Number);
  if ((fraccion[decimales] ?? '0') >= '5') {
    let i = cifras.length - 1;
    while (i >= 0 && cifras[i] === 9) cifras[i--] = 0;
    if (i >= 0) cifras[i]! += 1;
    else cifras.unshift(1);
  }
  const todas = cifras.join('');
  const parteEntera = todas.slice(0, todas.length - decimales).replace(/^0+(?=\d)/, '') || '0';
  return { entero: parteEntera.replace(/\B(?=(\d{3})+(?!\d))/g, ','), fraccion: todas.slice(todas.length - decimales) };
}

/** Como Intl: el signo de cualquier negativo, también -0 y lo que se redondea a 0. */
const signo = (n: number): string => (n < 0 || Object.is(n, -0) ? '-' : '');

/** SPEC 9: dinero en formato de EE. UU. con 2 decimales: '$1,234,567.89' (igual que Intl en-US, USD). */
export function formatoDinero(v: number | string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '';
  const { entero, fraccion } = redondear(n, 2);
  return `${signo(n)}$${entero}.${fraccion}`;
}

const SOLO_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** SPEC 9: 'dd/mm/yy'; '' para null o una fecha inválida. */
export function formatoFecha(v: string | null | undefined): string {
  if (!v) return '';
  const f = SOLO_FECHA.exec(v);
  // Una fecha sin hora se formatea tal cual, sin pasar por la zona horaria.
  if (f) return `${f[3]}/${f[2]}/${f[1]!.slice(2)}`;
  const d = dayjs(v);
  return d.isValid() ? d.format('DD/MM/YY') : '';
}

/** 'dd/mm/yy hh:mm' en la hora local, para instantes (auditoría, correos, historiales); '' si no es válido. */
export function formatoFechaHora(v: string | null | undefined): string {
  if (!v) return '';
  const d = dayjs(v);
  return d.isValid() ? d.format('DD/MM/YY HH:mm') : '';
}

// Un instante ISO: fecha de tres partes con guion, 'T' y la hora.
const INSTANTE_ISO = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+]\d{2}:?\d{2})?$/;

/** SPEC 3: los textos con 'T' y tres partes separadas por guion se recortan a la fecha (en profundidad). */
export function recortarFecha<T>(v: T): T {
  if (typeof v === 'string') {
    const m = INSTANTE_ISO.exec(v);
    return (m ? m[1] : v) as T;
  }
  if (Array.isArray(v)) return v.map((x: unknown) => recortarFecha(x)) as T;
  if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const r: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) r[k] = recortarFecha(x);
    return r as T;
  }
  return v;
}

/** SPEC 9: la tasa x 100 como porcentaje: 0.0125 → '1.25 %' (de 2 a 4 decimales, como Intl en-US). */
export function formatoPorcentaje(tasa: number): string {
  if (!Number.isFinite(tasa)) return '';
  const v = Math.round(tasa * 100 * 1e6) / 1e6;
  const { entero, fraccion } = redondear(v, 4);
  return `${signo(v)}${entero}.${fraccion.replace(/0{1,2}$/, '')} %`;
}

/** SPEC 9: la tasa de un tipo o de un crédito es mensual, y así se dice: 0.0125 → '1.25 % mensual'. */
export function formatoTasaMensual(tasa: number): string {
  const p = formatoPorcentaje(tasa);
  return p ? `${p} mensual` : '';
}

function palabras(t: string): string[] {
  return t.trim().split(/\s+/).filter(Boolean);
}

/** Primer nombre y primer apellido. */
export function nombreCorto(u: { nombres: string; apellidos: string }): string {
  return [palabras(u.nombres)[0], palabras(u.apellidos)[0]].filter(Boolean).join(' ');
}

/** Iniciales del primer nombre y del primer apellido. */
export function iniciales(u: { nombres: string; apellidos: string }): string {
  return [palabras(u.nombres)[0], palabras(u.apellidos)[0]]
    .filter((p): p is string => Boolean(p))
    .map((p) => p.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
