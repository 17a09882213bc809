// @fondo/contrato: lo que la API y las apps comparten, sin React ni DOM.
// Esta entrada no carga TypeBox en tiempo de ejecución: los tipos salen de los esquemas con Static<>
// (solo tipos) y las reglas y formatos son funciones puras. Los esquemas (valores) están en
// '@fondo/contrato/esquemas', que usa la API.
export type { ErrorApi, RespuestaMensaje } from './esquemas/comunes';
export type { Rol, UsuarioSesion, RespuestaLogin, CuerpoLogin, CuerpoLoginToken } from './esquemas/sesion';
export type {
  CuerpoSolicitarReestablecer, RespuestaVerificarToken, CuerpoReestablecerClave, CuerpoCambiarClave,
} from './esquemas/claves';
export type { Salud, Fondo, ConfiguracionPortal } from './esquemas/salud';
export type {
  Corte, Resumen, TipoAporte, Aporte, RespuestaAportes, HistorialAportes, Periodicidad, TipoCredito, CuerpoTipoCredito,
  Credito, RespuestaCreditos, FilaAporteCorte, FilaCreditoCorte,
} from './esquemas/productos';
export type { TipoCertificado, CertificadoDisponible, ConsultaCertificado, Verificacion } from './esquemas/certificados';
export type {
  DocumentoTipo, TipoAfiliado, CamposAfiliado, Afiliado, Familiar, RespuestaAfiliado, CuerpoActualizacion,
  FamiliarEntrada, RespuestaGuardarAfiliado, CuerpoLimpiarImagen,
} from './esquemas/afiliados';
export type {
  EstadoSolicitud, TipoCuenta, SolicitudCredito, CuerpoSolicitudCredito, CuerpoRevisionSolicitud,
  FiltroEstadoSolicitud, ColumnaSolicitudes, ConsultaSolicitudes, RespuestaSolicitudes, ConsultaPlantilla,
} from './esquemas/solicitudes';
export type {
  EstadoMensaje, InfoAdjunto, Mensaje, CuerpoMensaje, HiloMensaje, ColumnaMensajes, ConsultaMensajes, RespuestaMensajes,
} from './esquemas/mensajes';
export type { Archivo, CuerpoArchivo } from './esquemas/archivos';
export type { ConsultaLista, RespuestaLista } from './esquemas/listas';
export type {
  FilaAfiliadoAdmin, ColumnaAfiliadosAdmin, FiltroActualizacion, ConsultaAfiliadosAdmin, RespuestaAfiliadosAdmin,
  CuerpoAfiliadoAdmin, RespuestaAfiliadoAdmin, TipoImportacion, ErrorImportacion, RespuestaImportacion,
  ColumnaAportesCorte, ColumnaCreditosCorte, ConsultaAportesCorte, ConsultaCreditosCorte, FilaAporteAdmin, FilaCreditoAdmin,
  RespuestaAportesCorte, RespuestaCreditosCorte, RespuestaUrlToken, RespuestaBienvenida, ResumenAdmin, ColumnaAuditoria,
  ConsultaAuditoria, FilaAuditoria, RespuestaAuditoria,
} from './esquemas/admin';

export {
  formatoDinero,
  formatoFecha,
  recortarFecha,
  formatoPorcentaje,
  nombreCorto,
  iniciales,
} from './formato';
export {
  MENSAJE_CLAVE, MENSAJE_CLAVES_DISTINTAS, LONGITUD_MINIMA_CLAVE, LONGITUD_MAXIMA_CLAVE, claveValida,
} from './clave';
export { esRevalorizacion, ocultarAporte, aportesVisibles } from './aportes';
export {
  MENSAJE_CAMPOS_REQUERIDOS, MENSAJE_VEHICULO_INCOMPLETO, ETIQUETAS_AFILIADO, ETIQUETAS_FAMILIAR,
  CAMPOS_AFILIADO_NO_REQUERIDOS, CAMPOS_AFILIADO_REQUERIDOS, PARTES_VEHICULO, partesVehiculo,
  camposFaltantesActualizacion, mensajeCamposFaltantes, type CampoAfiliado,
  OPCIONES_AFILIADO, CAMPOS_SOLO_DIGITOS, CAMPOS_FECHA, CAMPOS_BLOQUEADOS, MENSAJE_CAMPOS_INVALIDOS,
  MENSAJE_CAMPOS_BLOQUEADOS, MENSAJE_SOLO_LECTURA, MENSAJE_DATOS_GUARDADOS, MENSAJE_BORRADOR_GUARDADO, fechaValida,
  correoValido, soloDigitos, camposInvalidosActualizacion, mensajeCamposInvalidos, vacio, SECCIONES_ACTUALIZACION,
  DIGITOS_MAXIMOS_DINERO, SALARIO_MINIMO, cuotaAfiliacionAnual, AHORRO_PERMANENTE_MINIMO, AHORRO_PERMANENTE_MAXIMO,
  ahorroPermanenteEnRango,
  type CampoConOpciones, type CampoBloqueado,
} from './actualizacion';
export {
  VALOR_SIMULADOR, CUOTAS_SIMULADOR, PLAZO_MAXIMO_SIMULADOR, MESES_SEMESTRE, tasaDelPeriodo, cuotaCredito,
  tablaAmortizacion, plazosSimulador, type Simulacion, type FilaAmortizacion,
} from './simulador';
export {
  MENSAJE_SOLICITUD_INCOMPLETA, MENSAJE_TIPO_INACTIVO, ETIQUETAS_SOLICITUD, problemasSolicitudCredito,
  mensajeSolicitudIncompleta,
} from './solicitud';
export {
  LIMITE_ARCHIVO_BYTES, CLASES_ARCHIVO, USOS_ARCHIVO, claseAdmitida, claseDeMime, nombresDelUso, aceptarDelUso,
  type ClaseArchivo, type UsoArchivo,
} from './archivos';
export { FILAS_FAMILIARES, TAMANO_PAGINA, TAMANO_MAXIMO_PAGINA } from './constantes';
