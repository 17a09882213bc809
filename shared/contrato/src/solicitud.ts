// Regla de campos requeridos de una solicitud de crédito nueva (SPEC 5 y 2.10), la misma en el
// formulario y en la API.
import type { CuerpoSolicitudCredito } from './esquemas/solicitudes';

export const MENSAJE_SOLICITUD_INCOMPLETA = 'Por favor, complete los campos requeridos de la solicitud:';

export const ETIQUETAS_SOLICITUD = {
  id_tipo_credito: 'Tipo de crédito',
  valor: 'Valor',
  destino: 'Destino',
  cuotas: 'Cuotas',
  desde_mes: 'Desde el mes',
  numero_cuenta: 'Número de cuenta',
  tipo_cuenta: 'Tipo de cuenta',
  banco: 'Banco',
  ultimo_desprendible: 'Último desprendible de pago',
  firma: 'Firma y huella',
  carta_pagare: 'Carta y pagaré firmados',
  codeudor_nombre: 'Nombre del codeudor',
  codeudor_documento: 'Documento del codeudor',
  codeudor_cedula: 'Copia del documento del codeudor',
} as const;

export const MENSAJE_TIPO_INACTIVO = 'El tipo de crédito no está activo';

const SIEMPRE = [
  'id_tipo_credito', 'valor', 'destino', 'cuotas', 'desde_mes', 'numero_cuenta', 'tipo_cuenta', 'banco',
  'ultimo_desprendible', 'firma', 'carta_pagare',
] as const;
const CON_CODEUDOR = ['codeudor_nombre', 'codeudor_documento', 'codeudor_cedula'] as const;

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Devuelve lo que falta o no es válido, en orden; [] si la solicitud puede enviarse.
 * valor > 0; cuotas entero entre plazo_minimo (o 1) y plazo_maximo (sin tope si no tiene);
 * desde_mes de 1 a 12; los datos del codeudor cuando codeudor es sí; el tipo, activo.
 */
export function problemasSolicitudCredito(
  s: Partial<CuerpoSolicitudCredito>,
  tipo?: { plazo_minimo: number | null; plazo_maximo: number | null; activo?: boolean } | null,
): string[] {
  const problemas: string[] = [];
  if (tipo && tipo.activo === false) problemas.push(MENSAJE_TIPO_INACTIVO);
  const campos = s.codeudor ? [...SIEMPRE, ...CON_CODEUDOR] : SIEMPRE;
  for (const c of campos) if (vacio(s[c])) problemas.push(ETIQUETAS_SOLICITUD[c]);
  if (!vacio(s.valor) && !(typeof s.valor === 'number' && Number.isFinite(s.valor) && s.valor > 0)) {
    problemas.push('El valor debe ser mayor que 0');
  }
  if (!vacio(s.cuotas)) {
    const minimo = Math.max(1, tipo?.plazo_minimo ?? 1);
    const maximo = tipo?.plazo_maximo ?? null;
    const n = s.cuotas as number;
    if (!Number.isInteger(n) || n < minimo || (maximo !== null && n > maximo)) {
      problemas.push(maximo === null ? `Las cuotas deben ser al menos ${minimo}` : `Las cuotas deben estar entre ${minimo} y ${maximo}`);
    }
  }
  if (!vacio(s.desde_mes) && !(Number.isInteger(s.desde_mes) && (s.desde_mes as number) >= 1 && (s.desde_mes as number) <= 12)) {
    problemas.push('El mes de inicio debe estar entre 1 y 12');
  }
  return problemas;
}

/** Texto del error: el mensaje seguido de la lista. */
export function mensajeSolicitudIncompleta(problemas: readonly string[]): string {
  return `${MENSAJE_SOLICITUD_INCOMPLETA} ${problemas.join(', ')}`;
}
