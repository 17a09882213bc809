// Regla de campos requeridos de una solicitud de crédito nueva (SPEC 5 y 2.10), la misma en el
// formulario y en la API.
import type { CuerpoSolicitudCredito } from './esquemas/solicitudes';
import { correoValido } from './actualizacion';
import { formatoDinero } from './formato';

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
  codeudor_email: 'Correo del codeudor',
} as const;

export const MENSAJE_TIPO_INACTIVO = 'El tipo de crédito no está activo';
export const MENSAJE_CORREO_CODEUDOR = 'El correo del codeudor no es un correo válido';

const SIEMPRE = [
  'id_tipo_credito',
  'valor',
  'destino',
  'cuotas',
  'desde_mes',
  'numero_cuenta',
  'tipo_cuenta',
  'banco',
  'ultimo_desprendible',
  'firma',
  'carta_pagare',
] as const;
const CON_CODEUDOR = ['codeudor_nombre', 'codeudor_documento', 'codeudor_cedula'] as const;
// Con firma electrónica la carta y el pagaré se firman en el portal, y el codeudor sube su copia por su enlace.
const SIEMPRE_CON_FIRMA = SIEMPRE.filter((c) => c !== 'carta_pagare');
const CON_CODEUDOR_Y_FIRMA = ['codeudor_nombre', 'codeudor_documento', 'codeudor_email'] as const;

/** Cómo se entrega la carta y el pagaré: firmados en papel y adjuntos, o firmados en el portal. */
export interface ModoSolicitud {
  firmaElectronica?: boolean;
}

/** Un campo que la regla puede pedir (las claves de ETIQUETAS_SOLICITUD). */
export type CampoSolicitud = keyof typeof ETIQUETAS_SOLICITUD;

/** Campos que son documentos subidos: su mensaje pide adjuntarlos. */
const DOCUMENTOS: readonly CampoSolicitud[] = ['ultimo_desprendible', 'firma', 'carta_pagare', 'codeudor_cedula'];
export const MENSAJE_CAMPO_REQUERIDO = 'Este dato es requerido';
export const MENSAJE_DOCUMENTO_REQUERIDO = 'Adjunte este documento';

/** Un crédito es de al menos 1 peso ('0.001' pasaba '> 0' y se guardaba como 0,00). */
export const VALOR_MINIMO_SOLICITUD = 1;
export const MENSAJE_VALOR_MINIMO = 'El valor debe ser de al menos 1 peso';
/** 'El valor máximo para este tipo de crédito es $50,000,000.00' */
export const mensajeValorMaximo = (maximo: number) =>
  `El valor máximo para este tipo de crédito es ${formatoDinero(maximo)}`;

/**
 * Los campos requeridos de una solicitud nueva (SPEC 5), en orden: siempre los del crédito, la cuenta
 * y los documentos; los del codeudor cuando codeudor es sí. El formulario marca con esto sus
 * requeridos; problemasSolicitudCredito comprueba con esto mismo.
 */
export function camposRequeridosSolicitud(
  s: { codeudor?: boolean | null },
  modo: ModoSolicitud = {},
): readonly CampoSolicitud[] {
  if (modo.firmaElectronica) return s.codeudor ? [...SIEMPRE_CON_FIRMA, ...CON_CODEUDOR_Y_FIRMA] : SIEMPRE_CON_FIRMA;
  return s.codeudor ? [...SIEMPRE, ...CON_CODEUDOR] : SIEMPRE;
}

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Lo del tipo de crédito que la regla mira. */
export interface TipoParaSolicitud {
  plazo_minimo: number | null;
  plazo_maximo: number | null;
  valor_maximo?: number | null;
  activo?: boolean;
}

/** Un problema de la solicitud: el campo al que toca, su texto para la lista y para el campo. */
export interface ProblemaSolicitud {
  campo: CampoSolicitud;
  /** texto en la lista de 'Por favor, complete los campos requeridos…' */
  texto: string;
  /** texto bajo el campo */
  mensaje: string;
}

/**
 * Lo que falta o no es válido, en orden, con el campo al que toca; [] si la solicitud puede enviarse.
 * valor de al menos 1 peso y no más que el valor_maximo del tipo (si tiene); cuotas entero entre plazo_minimo (o 1) y plazo_maximo (sin tope si no tiene);
 * desde_mes de 1 a 12; los datos del codeudor cuando codeudor es sí; el tipo, activo.
 */
export function problemasPorCampoSolicitud(
  s: Partial<CuerpoSolicitudCredito>,
  tipo?: TipoParaSolicitud | null,
  modo: ModoSolicitud = {},
): ProblemaSolicitud[] {
  const problemas: ProblemaSolicitud[] = [];
  const invalido = (campo: CampoSolicitud, texto: string) => problemas.push({ campo, texto, mensaje: texto });
  if (tipo && tipo.activo === false) invalido('id_tipo_credito', MENSAJE_TIPO_INACTIVO);
  for (const c of camposRequeridosSolicitud(s, modo)) {
    if (vacio(s[c])) {
      problemas.push({
        campo: c,
        texto: ETIQUETAS_SOLICITUD[c],
        mensaje: DOCUMENTOS.includes(c) ? MENSAJE_DOCUMENTO_REQUERIDO : MENSAJE_CAMPO_REQUERIDO,
      });
    }
  }
  if (!vacio(s.valor)) {
    const v = s.valor;
    const maximo = tipo?.valor_maximo ?? null;
    if (!(typeof v === 'number' && Number.isFinite(v) && v >= VALOR_MINIMO_SOLICITUD)) {
      invalido('valor', MENSAJE_VALOR_MINIMO);
    } else if (maximo !== null && v > maximo) {
      invalido('valor', mensajeValorMaximo(maximo));
    }
  }
  if (!vacio(s.cuotas)) {
    const minimo = Math.max(1, tipo?.plazo_minimo ?? 1);
    const maximo = tipo?.plazo_maximo ?? null;
    const n = s.cuotas as number;
    if (!Number.isInteger(n) || n < minimo || (maximo !== null && n > maximo)) {
      invalido(
        'cuotas',
        maximo === null
          ? `Las cuotas deben ser al menos ${minimo}`
          : `Las cuotas deben estar entre ${minimo} y ${maximo}`,
      );
    }
  }
  if (
    !vacio(s.desde_mes) &&
    !(Number.isInteger(s.desde_mes) && (s.desde_mes as number) >= 1 && (s.desde_mes as number) <= 12)
  ) {
    invalido('desde_mes', 'El mes de inicio debe estar entre 1 y 12');
  }
  if (modo.firmaElectronica && s.codeudor && !vacio(s.codeudor_email) && !correoValido(String(s.codeudor_email))) {
    invalido('codeudor_email', MENSAJE_CORREO_CODEUDOR);
  }
  return problemas;
}

/** Los textos de problemasPorCampoSolicitud (la lista del mensaje de error de la API y del formulario). */
export function problemasSolicitudCredito(
  s: Partial<CuerpoSolicitudCredito>,
  tipo?: TipoParaSolicitud | null,
  modo: ModoSolicitud = {},
): string[] {
  return problemasPorCampoSolicitud(s, tipo, modo).map((p) => p.texto);
}

/** Texto del error: el mensaje seguido de la lista. */
export function mensajeSolicitudIncompleta(problemas: readonly string[]): string {
  return `${MENSAJE_SOLICITUD_INCOMPLETA} ${problemas.join(', ')}`;
}
