// @fondo/runtime: lo que debe ser un solo objeto en la página (sesión, cliente de la API, cliente de
// consultas, los avisos de la raíz de antd). Se comparte como singleton de Module Federation con su
// versión real (package.json) y strictVersion: un remoto construido contra otra versión mayor no carga.
export { api, configurarApi, textoDeError, TOKEN_EXPIRADO, type OpcionesApi } from './api/cliente';
export { descargarArchivo, nombreDeDisposicion } from './api/descargar';
export { useSesion, esSuperadmin, haySesion, EVENTO_SESION, type EstadoSesion } from './sesion/sesion';
export { registrarAvisosPortal, useAvisosPortal, type AvisosPortal } from './portal/avisos-portal';
export {
  clienteConsultas,
  crearClienteConsultas,
  reintentar,
  avisarError,
  registrarAvisoDeError,
  type MetaConsulta,
  type MostrarError,
} from './consultas';
export * from './enrutador';
