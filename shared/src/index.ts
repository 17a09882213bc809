// @fondo/shared: interfaz pública común a la shell y los remotos.
export { api, configurarApi, textoDeError, TOKEN_EXPIRADO, type OpcionesApi } from './api/cliente';
export { descargarArchivo, nombreDeDisposicion } from './api/descargar';
export { useManejarError } from './api/manejar-error';
export { useSesion, esSuperadmin, haySesion, EVENTO_SESION, type EstadoSesion } from './sesion/sesion';
export {
  formatoDinero,
  formatoFecha,
  recortarFecha,
  formatoPorcentaje,
  nombreCorto,
  iniciales,
} from './formato/formato';
export { MENSAJE_CLAVE, MENSAJE_CLAVES_DISTINTAS, LONGITUD_MINIMA_CLAVE, claveValida } from './validacion/clave';
export { RequiereSesion, RequiereSuperadmin, RequiereActualizacion, MENSAJE_ACTUALIZAR } from './guardas/guardas';
export { Cargando, Vacio, EncabezadoPagina, useTitulo } from './ui/piezas';
export { TEMA_FONDO } from './ui/tema';
export { ProveedoresFondo } from './ui/proveedores';
export { mostrarDialogo, type OpcionesDialogo, type TipoDialogo } from './ui/dialogos';
export * from './types';
