// Segundo factor de los superadmin: textos y códigos comunes a la API y las apps.

/** 403 de una acción sensible cuando el último código tiene más de 10 minutos: pida el código y repita. */
export const CODIGO_VERIFICACION_REQUERIDA = 'verificacion_requerida';
/** 403 de una sesión de superadmin que aún debe inscribir su segundo factor. */
export const CODIGO_INSCRIPCION_REQUERIDA = 'inscripcion_requerida';

export const MENSAJE_CODIGO_INCORRECTO = 'Código de verificación incorrecto';
export const MENSAJE_CODIGO_OBLIGATORIO = 'Escriba el código de verificación';
export const MENSAJE_VERIFICACION_REQUERIDA = 'Por seguridad, confirme su código de verificación para continuar';
export const MENSAJE_INSCRIPCION_REQUERIDA = 'Debe configurar la verificación en dos pasos antes de continuar';
export const MENSAJE_VERIFICACION_VENCIDA = 'La verificación venció. Inicie sesión de nuevo.';
export const MENSAJE_YA_INSCRITO = 'Ya tiene configurada la verificación en dos pasos';
export const MENSAJE_SIN_INSCRIPCION = 'Primero genere el código QR de la verificación en dos pasos';
export const MENSAJE_FACTOR_ACTIVADO = 'Verificación en dos pasos activada';
export const MENSAJE_FACTOR_REINICIADO = 'Verificación en dos pasos reiniciada';
export const MENSAJE_SIN_FACTOR = 'El administrador no tiene configurada la verificación en dos pasos';
export const MENSAJE_REINICIAR_PROPIO = 'No puede reiniciar su propia verificación en dos pasos';
export const MENSAJE_CODIGO_VERIFICADO = 'Código verificado';
export const MENSAJE_CODIGOS_REGENERADOS =
  'Códigos de recuperación nuevos: guárdelos ahora, no se vuelven a mostrar. Los anteriores ya no sirven.';
export const MENSAJE_SIN_FACTOR_PROPIO =
  'Usted no tiene configurada la verificación en dos pasos: configúrela primero y recibirá sus códigos de recuperación.';
/** La página /dos-factores con una sesión de afiliado: la verificación en dos pasos es de los administradores. */
export const MENSAJE_DOS_FACTORES_SOLO_ADMIN =
  'La verificación en dos pasos es para los administradores del fondo: su cuenta de afiliado entra con su documento y su clave, y no necesita configurar nada aquí.';

/** Códigos de recuperación que se entregan al inscribir el factor (y al generarlos de nuevo). */
export const CANTIDAD_CODIGOS_RECUPERACION = 10;
/** Con estos o menos códigos sin usar, la página avisa que conviene generar nuevos. */
export const POCOS_CODIGOS_RECUPERACION = 3;

/** 'Le quedan 7 de 10 códigos de recuperación sin usar.' */
export function textoCodigosRestantes(sinUsar: number, total: number): string {
  if (sinUsar === 0) return `Ya usó sus ${total} códigos de recuperación: genere códigos nuevos.`;
  const de = total > 0 ? ` de ${total}` : '';
  return sinUsar === 1
    ? `Le queda 1${de} código de recuperación sin usar.`
    : `Le quedan ${sinUsar}${de} códigos de recuperación sin usar.`;
}

/** Seis dígitos de la aplicación (se ignoran espacios). */
export const esCodigoTotp = (codigo: string): boolean => /^\d{6}$/.test(codigo.replace(/\s+/g, ''));
