// Lectura de cantidades tal como las escribió la persona: una sola regla para las
// celdas numéricas y los textos numéricos de las hojas de cálculo, según la clase de columna.
//
// - Una celda número se toma tal cual (dinero a centavos, tasa a 6 decimales, entero exacto).
// - Un texto se lee en forma colombiana (3.500.000 · 2.500.000,75 · 140000,50) o estadounidense
//   (1,500,000.00): si trae punto y coma, el último es el decimal; si trae uno solo de ellos varias
//   veces, es separador de miles (grupos de 3 exactos); si lo trae una vez seguido de 1, 2 o más de 3
//   dígitos, es el decimal. Seguido de exactamente 3 dígitos (1.500, 1,500) decide la clase: el dinero
//   tiene a lo sumo 2 decimales y un entero ninguno, así que son miles; en una tasa es ambiguo y se
//   rechaza. Nunca se adivina: lo que no encaja es un error que nombra el valor.
import { DIGITOS_MAXIMOS_DINERO } from './actualizacion';

/** Clase de columna numérica: dinero (pesos, 2 decimales), entero (cuotas), tasa (fracción mensual). */
export type ClaseNumero = 'dinero' | 'entero' | 'tasa';

export type LecturaNumero = { valor: number } | { error: string };

/** Decimales que guarda cada clase (numeric(16,2) y numeric(10,6)). */
const DECIMALES: Record<ClaseNumero, number> = { dinero: 2, entero: 0, tasa: 6 };
const MAXIMO_DINERO = 10 ** DIGITOS_MAXIMOS_DINERO;
/** Enteros (cuotas, plazos): hasta un millón. */
const MAXIMO_ENTERO = 1_000_000;

const ejemplo: Record<ClaseNumero, string> = {
  dinero: 'escriba 1500000, 1.500.000,50 o 1,500,000.50',
  entero: 'escriba un número entero, como 24',
  tasa: 'escriba la tasa mensual como fracción (0,012 o 0.012) o en porcentaje (1,2 %)',
};

const citar = (t: string) => `«${t.length > 40 ? `${t.slice(0, 40)}…` : t}»`;

function redondear(n: number, decimales: number): number {
  const escala = 10 ** decimales;
  return Math.round((n + Math.sign(n) * Number.EPSILON * Math.abs(n)) * escala) / escala;
}

/** Comprueba el rango de la clase y redondea a sus decimales. */
function cerrar(n: number, clase: ClaseNumero, original: string): LecturaNumero {
  if (!Number.isFinite(n)) return { error: `${citar(original)} no es un número` };
  if (clase === 'entero') {
    const r = Math.round(n);
    if (Math.abs(n - r) > 1e-9) return { error: `${citar(original)} no es un número entero` };
    if (Math.abs(r) > MAXIMO_ENTERO) return { error: `${citar(original)} es demasiado grande` };
    return { valor: r === 0 ? 0 : r };
  }
  if (clase === 'tasa' && Math.abs(n) >= 1)
    return { error: `${citar(original)} no es una tasa mensual como fracción: ${ejemplo.tasa}` };
  if (Math.abs(n) >= MAXIMO_DINERO) return { error: `${citar(original)} es demasiado grande` };
  const r = redondear(n, DECIMALES[clase]);
  return { valor: r === 0 ? 0 : r };
}

/** Grupos de miles válidos: el primero de 1 a 3 dígitos (sin cero a la izquierda), los demás de 3. */
function gruposValidos(grupos: string[]): boolean {
  if (grupos.length < 2) return /^\d+$/.test(grupos[0] ?? '');
  const [primero, ...resto] = grupos;
  return /^[1-9]\d{0,2}$/.test(primero!) && resto.every((g) => /^\d{3}$/.test(g));
}

type Partes = { entera: string; fraccion: string } | { ambiguo: true } | null;

/** Parte entera y fracción de un texto con dígitos, '.', ',' y espacios como separadores. */
function partir(s: string, clase: ClaseNumero): Partes {
  if (!/^\d[\d., ]*$/.test(s) || !/\d$/.test(s)) return null;
  const conEspacios = s.includes(' ');
  const puntos = s.split('.').length - 1;
  const comas = s.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (puntos > 0 && comas > 0) {
    decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    if ((decimal === '.' ? puntos : comas) !== 1) return null;
  } else if (puntos + comas === 1) {
    const sep = puntos ? '.' : ',';
    const [antes, despues] = s.split(sep) as [string, string];
    const miles = despues.length === 3 && !conEspacios && /^[1-9]\d{0,2}$/.test(antes);
    if (!miles) decimal = sep;
    else if (clase === 'tasa') return { ambiguo: true };
  }
  // Sin decimal: todo separador es de miles (puntos, comas o espacios, uno solo de ellos).
  const [entera, fraccion = ''] = decimal ? (s.split(decimal) as [string, string?]) : [s];
  if (!/^\d+$/.test(fraccion) && fraccion !== '') return null;
  const separadores = new Set(entera.replace(/\d/g, ''));
  if (separadores.size > 1) return null;
  const grupos = separadores.size ? entera.split([...separadores][0]!) : [entera];
  if (!gruposValidos(grupos)) return null;
  return { entera: grupos.join(''), fraccion };
}

/** Lee un texto numérico (ya sin signo, moneda ni porcentaje). */
function leerTexto(original: string, clase: ClaseNumero): LecturaNumero {
  // NFKC: espacios duros y finos (1 500 000 de LibreOffice en francés) pasan a espacios normales.
  let s = original.normalize('NFKC').replace(/\s+/g, ' ').trim();
  let signo = 1;
  let porcentaje = false;
  const parentesis = /^\((.*)\)$/.exec(s);
  if (parentesis) {
    signo = -1;
    s = parentesis[1]!.trim();
  }
  s = s.replace(/^([+\-−])\s*/, (_, m: string) => {
    if (m !== '+') signo = -signo;
    return '';
  });
  s = s
    .replace(/^(\$|COP)\s*/i, '')
    .replace(/\s*(COP|\$)$/i, '')
    .replace(/^([+\-−])\s*/, (_, m: string) => {
      if (m !== '+') signo = -signo;
      return '';
    });
  if (/%$/.test(s)) {
    if (clase !== 'tasa') return { error: `${citar(original)} no es un número: ${ejemplo[clase]}` };
    porcentaje = true;
    s = s.replace(/\s*%$/, '');
  }
  const partes = partir(s, clase);
  if (partes === null) return { error: `${citar(original)} no es un número claro: ${ejemplo[clase]}` };
  if ('ambiguo' in partes)
    return {
      error: `${citar(original)} es ambiguo (el separador puede ser de miles o decimal): ${ejemplo[clase]}`,
    };
  const maximo = clase === 'dinero' ? 2 : clase === 'tasa' ? (porcentaje ? 4 : 6) : Infinity;
  if (partes.fraccion.replace(/0+$/, '').length > maximo)
    return {
      error: `${citar(original)} tiene más de ${maximo} decimales: ${ejemplo[clase]}`,
    };
  const n = signo * Number(`${partes.entera}.${partes.fraccion || '0'}`);
  return cerrar(porcentaje ? n / 100 : n, clase, original);
}

/**
 * Lee una celda numérica de una columna de la clase dada: número tal cual o texto en forma colombiana
 * o estadounidense. Vacío: null (la columna decide si falta). Error: el motivo, que cita el valor.
 */
export function leerNumero(valor: unknown, clase: ClaseNumero): LecturaNumero | null {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'number') return cerrar(valor, clase, String(valor));
  if (typeof valor === 'string') {
    if (valor.trim() === '') return null;
    return leerTexto(valor, clase);
  }
  if (typeof valor === 'boolean') return { error: `${valor ? 'VERDADERO' : 'FALSO'} no es un número` };
  if (valor instanceof Date) return { error: 'una fecha no es un número' };
  return { error: 'el valor no es un número' };
}
