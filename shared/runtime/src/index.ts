// @fondo/runtime: lo que debe ser un solo objeto en la página (sesión, cliente de la API, cliente de
// consultas, los avisos de la raíz de antd). Se comparte como singleton de Module Federation con su
// versión real (package.json) y strictVersion: un remoto construido contra otra versión mayor no carga.
export {
  api,
  configurarApi,
  textoDeError,
  textoDelServidor,
  usarPrecargas,
  TOKEN_EXPIRADO,
  type OpcionesApi,
  type TomarPrecarga,
} from './api/cliente';
export { descargarArchivo, guardarBlob, nombreDeDisposicion } from './api/descargar';
export {
  crearCliente,
  rutaConParametros,
  parametrosDeConsulta,
  type ClienteDe,
  type TablaOperaciones,
  type OperacionTabla,
  type TiposDeTabla,
  type TiposOperacion,
  type OpcionesLlamada,
  type LlamadaJson,
  type LlamadaBinaria,
} from './api/tipado';
export { subirConAvance, type AvanceSubida } from './api/subir';
export { cliente, type TiposRutas } from './api/rutas';
export { registrarPedirCodigo, pedirCodigoVerificacion, type PedirCodigoVerificacion } from './api/verificacion';
export { useSesion, esSuperadmin, haySesion, EVENTO_SESION, type EstadoSesion } from './sesion/sesion';
export {
  useVigencia,
  renovarSesion,
  crearRenovador,
  duracionDelToken,
  INTERVALO_RENOVACION_MS,
  AVISO_ANTES_MS,
  type EstadoVigencia,
  type Renovador,
  type OpcionesRenovador,
} from './sesion/vigencia';
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
