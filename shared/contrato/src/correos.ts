// Correo saliente: por qué se envía cada correo y cómo se llama cada estado, los
// mismos textos en la API (el correo encolado lleva su motivo) y en la pantalla /admin/correos.

/** Motivo de un correo -> su nombre en la columna Motivo. Un correo nuevo añade aquí el suyo. */
export const MOTIVOS_CORREO = {
  bienvenida: 'Bienvenida',
  reestablecer_clave: 'Reestablecer clave',
  solicitud_radicada: 'Solicitud radicada',
  solicitud_radicada_fondo: 'Solicitud radicada (aviso al fondo)',
  solicitud_revisada: 'Solicitud revisada',
  mensaje_respuesta: 'Respuesta del fondo',
  mensaje_afiliado: 'Mensaje de un afiliado (aviso al fondo)',
  cambio_correo: 'Cambio de correo (aviso a la dirección anterior)',
  recordatorio_ronda: 'Recordatorio de actualización de datos',
  codigo_firma: 'Código para firmar',
  enlace_codeudor: 'Enlace para el codeudor',
  respuesta_codeudor: 'Respuesta del codeudor',
  respuesta_codeudor_fondo: 'Respuesta del codeudor (aviso al fondo)',
} as const;
export type MotivoCorreo = keyof typeof MOTIVOS_CORREO;

export const ESTADOS_CORREO = {
  pendiente: 'Pendiente',
  enviando: 'Enviando',
  enviado: 'Enviado',
  fallido: 'Fallido',
} as const;

/** Opciones del filtro Estado de la lista de correos, en orden. */
export const FILTROS_ESTADO_CORREO = [
  { valor: 'sin_enviar', etiqueta: 'Sin enviar' },
  { valor: 'pendiente', etiqueta: 'Pendientes' },
  { valor: 'fallido', etiqueta: 'Fallidos' },
  { valor: 'enviado', etiqueta: 'Enviados' },
  { valor: 'todos', etiqueta: 'Todos' },
] as const;

export const MENSAJE_CORREO_EN_COLA = 'El correo quedó en cola para enviarse de nuevo';
export const MENSAJE_CORREO_YA_ENVIADO = 'Ese correo ya fue enviado';
export const MENSAJE_CORREO_NO_ENCONTRADO = 'Correo no encontrado';

/** 'Ningún correo fallido para reenviar' / '1 correo en cola...' / 'N correos en cola...' */
export function mensajeReintentados(n: number): string {
  if (n === 0) return 'No hay correos fallidos para enviar de nuevo';
  return n === 1
    ? '1 correo quedó en cola para enviarse de nuevo'
    : `${n} correos quedaron en cola para enviarse de nuevo`;
}
