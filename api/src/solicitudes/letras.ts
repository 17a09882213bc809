// Números en letras (pagaré): 5000000 -> 'cinco millones'. Enteros de 0 a 999.999.999.999.

const UNIDADES = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const DECENAS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const CENTENAS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function hasta999(n: number): string {
  if (n === 100) return 'cien';
  const c = Math.floor(n / 100);
  const r = n % 100;
  const partes: string[] = [];
  if (c > 0) partes.push(CENTENAS[c]!);
  if (r > 0) {
    if (r < 30) partes.push(UNIDADES[r]!);
    else partes.push(DECENAS[Math.floor(r / 10)]! + (r % 10 ? ` y ${UNIDADES[r % 10]!}` : ''));
  }
  return partes.join(' ');
}

/** 'uno' -> 'un' delante de mil / millones (veintiuno -> veintiún). */
const apocope = (t: string) => t.replace(/uno$/, 'ún').replace(/^ún$/, 'un').replace(/ ún$/, ' un');

function hasta999999(n: number): string {
  const miles = Math.floor(n / 1000);
  const resto = n % 1000;
  const partes: string[] = [];
  if (miles === 1) partes.push('mil');
  else if (miles > 1) partes.push(`${apocope(hasta999(miles))} mil`);
  if (resto > 0) partes.push(hasta999(resto));
  return partes.join(' ');
}

export function numeroEnLetras(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Fuera de rango: ${n}`);
  if (n === 0) return 'cero';
  const millones = Math.floor(n / 1e6);
  const resto = n % 1e6;
  const partes: string[] = [];
  if (millones === 1) partes.push('un millón');
  else if (millones > 1) partes.push(`${apocope(hasta999999(millones))} millones`);
  if (resto > 0) partes.push(hasta999999(resto));
  return partes.join(' ');
}

/** Pesos en letras para documentos: 'cinco millones de pesos', 'mil quinientos pesos con 50/100'. */
export function pesosEnLetras(valor: number): string {
  const enteros = Math.floor(valor);
  const centavos = Math.round((valor - enteros) * 100);
  const base = numeroEnLetras(enteros);
  const de = enteros > 0 && enteros % 1e6 === 0 ? 'de ' : '';
  return `${base} ${de}pesos${centavos ? ` con ${String(centavos).padStart(2, '0')}/100` : ''} m/cte.`;
}
