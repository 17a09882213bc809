// Formatos de los documentos PDF (certificados, solicitud, actualización): dinero en formato US con 2
// decimales (SPEC 9), fechas en español y documentos de identidad.

/** Los meses en español, en minúscula (enero = 0). */
export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * '$1,234,567.89' a partir de un numeric de PostgreSQL en texto ('1234567.89', '-5', '0.1').
 * Se trabaja sobre el texto: nunca pasa por float.
 */
export function dinero(valor: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(valor.trim());
  if (!m) throw new Error(`Valor numérico inválido: ${valor}`);
  const [, signo = '', enteros = '0', decimales = ''] = m;
  let centavos = BigInt(enteros) * 100n + BigInt((decimales + '00').slice(0, 2));
  // Redondeo a 2 decimales (mitad hacia arriba) si vienen más.
  if (decimales.length > 2 && Number(decimales[2]) >= 5) centavos += 1n;
  const e = (centavos / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const c = (centavos % 100n).toString().padStart(2, '0');
  const negativo = signo === '-' && centavos !== 0n;
  return `${negativo ? '-' : ''}$${e}.${c}`;
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy' */
export function fechaCorta(fecha: string): string {
  const [a, m, d] = fecha.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

/** 'YYYY-MM-DD' -> '22 de noviembre de 2026' */
export function fechaEnPalabras(fecha: string): string {
  const [a, m, d] = fecha.slice(0, 10).split('-').map(Number);
  return `${d} de ${MESES[(m ?? 1) - 1]} de ${a}`;
}

/** Fecha calendario de un instante en Bogotá (UTC-5, sin horario de verano) como 'YYYY-MM-DD'. */
export function fechaEnBogota(instante: Date): string {
  return new Date(instante.getTime() - 5 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Documento de identidad con separador de miles: '1000000001' -> '1.000.000.001'. Otros formatos, tal cual. */
export function documentoConPuntos(documento: string): string {
  return /^\d+$/.test(documento) ? documento.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : documento;
}

/** Documento enmascarado para la verificación pública: solo los 4 últimos caracteres. */
export function documentoEnmascarado(documento: string): string {
  const visibles = documento.slice(-4);
  return `${'*'.repeat(Math.max(0, documento.length - visibles.length))}${visibles}`;
}

const SIGLAS_DOCUMENTO: Record<string, string> = {
  CC: 'C.C.',
  CE: 'C.E.',
  PS: 'pasaporte',
  PEP: 'PEP',
};

/** 'C.C.' por defecto (SPEC: la mayoría de afiliados tiene cédula de ciudadanía). */
export function siglaDocumento(tipo: string | null): string {
  return SIGLAS_DOCUMENTO[tipo ?? 'CC'] ?? 'C.C.';
}
