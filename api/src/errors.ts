// Errores de la API: los handlers lanzan ErrorApi; el manejador global responde { error } con su status.

export class ErrorApi extends Error {
  constructor(
    public status: number,
    mensaje: string,
    /** Código para el cliente (p. ej. 'verificacion_requerida'); sale en la respuesta como `codigo`. */
    public codigo?: string,
  ) {
    super(mensaje);
    this.name = 'ErrorApi';
  }
}

export const MENSAJES = {
  debeIniciarSesion: 'Debe iniciar sesión',
  tokenExpirado: 'Token expirado',
  prohibido: 'No tiene permiso para realizar esta acción',
  noEncontrado: 'Recurso no encontrado',
  afiliadoNoEncontrado: 'Afiliado no encontrado',
  interno: 'Error interno del servidor',
} as const;

export const solicitudInvalida = (mensaje: string) => new ErrorApi(400, mensaje);
export const noAutenticado = (mensaje: string = MENSAJES.debeIniciarSesion) => new ErrorApi(401, mensaje);
export const tokenExpirado = () => new ErrorApi(401, MENSAJES.tokenExpirado);
export const prohibido = (mensaje: string = MENSAJES.prohibido) => new ErrorApi(403, mensaje);
export const noEncontrado = (mensaje: string = MENSAJES.noEncontrado) => new ErrorApi(404, mensaje);
/** 404 del afiliado pedido (o del de la sesión) que no existe. */
export const afiliadoNoEncontrado = () => new ErrorApi(404, MENSAJES.afiliadoNoEncontrado);
export const conflicto = (mensaje: string) => new ErrorApi(409, mensaje);
export const demasiadoGrande = (mensaje = 'El archivo o contenido enviado es demasiado grande') =>
  new ErrorApi(413, mensaje);
export const tipoNoSoportado = (mensaje = 'Tipo de archivo no permitido') => new ErrorApi(415, mensaje);
export const demasiadasSolicitudes = (mensaje: string) => new ErrorApi(429, mensaje);
