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

/** Códigos de recuperación que se entregan al inscribir el factor. */
export const CANTIDAD_CODIGOS_RECUPERACION = 10;

/** Seis dígitos de la aplicación (se ignoran espacios). */
export const esCodigoTotp = (codigo: string): boolean => /^\d{6}$/.test(codigo.replace(/\s+/g, ''));
