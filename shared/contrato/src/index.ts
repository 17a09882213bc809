// Más de 300 líneas: solo la lista de lo que exporta el contrato, agrupada por dominio (sin lógica).
// @fondo/contrato: lo que la API y las apps comparten, sin React ni DOM.
// Esta entrada no carga TypeBox en tiempo de ejecución: los tipos salen de los esquemas con Static<>
// (solo tipos) y las reglas y formatos son funciones puras. Los esquemas (valores) están en
// '@fondo/contrato/esquemas', que usa la API.
export type { ErrorApi, RespuestaMensaje } from './esquemas/comunes';
// La tabla de rutas (sin esquemas) y los tipos de petición y respuesta de cada operación.
export { rutas, type Rutas, type Grupo, type Operacion, type Metodo, type Acceso, type DefinicionRuta } from './rutas';
export type { PeticionDe, RespuestaDe, EsquemaDe, EsquemaOperacion, EsquemasDe } from './esquemas/rutas';
export type {
  Rol,
  UsuarioSesion,
  RespuestaLogin,
  RespuestaRenovarSesion,
  RespuestaPasoLogin,
  CuerpoLogin,
  CuerpoLoginToken,
} from './esquemas/sesion';
export type {
  CuerpoSolicitarReestablecer,
  RespuestaVerificarToken,
  CuerpoReestablecerClave,
  RespuestaReestablecerClave,
  CuerpoCambiarClave,
} from './esquemas/claves';
export type { Salud, Fondo, ConfiguracionPortal } from './esquemas/salud';
export type {
  EstadoSegundoFactor,
  RespuestaCodigoPendiente,
  CuerpoLoginCodigo,
  CuerpoCodigo,
  RespuestaInscripcion,
  RespuestaConfirmacion,
  RespuestaCodigos,
} from './esquemas/dos-factores';
export * from './dos-factores';
export type {
  Corte,
  Resumen,
  TipoAporte,
  Aporte,
  RespuestaAportes,
  HistorialAportes,
  Periodicidad,
  CupoPor,
  TipoCredito,
  CuerpoTipoCredito,
  Credito,
  RespuestaCreditos,
} from './esquemas/productos';
export type { PlanPagos } from './esquemas/plan-pagos';
export type { CupoTipo, RespuestaCupo, TipoAporteCupo, CuerpoAportesCupo } from './esquemas/cupo';
export type {
  TipoCertificado,
  TipoDocumentoVerificable,
  CertificadoDisponible,
  ConsultaCertificado,
  Verificacion,
} from './esquemas/certificados';
export type {
  DocumentoTipo,
  TipoAfiliado,
  CamposAfiliado,
  Afiliado,
  Familiar,
  RespuestaAfiliado,
  CuerpoActualizacion,
  FamiliarEntrada,
  RespuestaGuardarAfiliado,
  CuerpoLimpiarImagen,
  AutorizacionDatos,
} from './esquemas/afiliados';
export type {
  EstadoSolicitud,
  TipoCuenta,
  SolicitudCredito,
  CuerpoSolicitudCredito,
  CuerpoRevisionSolicitud,
  FiltroEstadoSolicitud,
  ColumnaSolicitudes,
  ConsultaSolicitudes,
  RespuestaSolicitudes,
  ConsultaPlantilla,
} from './esquemas/solicitudes';
export type {
  CambioEstadoSolicitud,
  RespuestaHistorialSolicitud,
  AhorroPosicion,
  CreditoPosicion,
  SolicitudAnterior,
  CuotaSalario,
  PosicionAfiliado,
} from './esquemas/posicion';
export {
  MAXIMO_SOLICITUDES_ANTERIORES,
  TEXTO_SIN_SALARIO,
  TEXTO_CUOTA_SEMESTRAL,
  TEXTO_RADICADA,
  TEXTO_EL_FONDO,
  cuotaDeLaSolicitud,
  parteDelSalario,
  cuotaSobreSalario,
  textoCambioEstado,
  quienDelCambio,
} from './posicion';
export type {
  EstadoMensaje,
  InfoAdjunto,
  Mensaje,
  CuerpoMensaje,
  HiloMensaje,
  ColumnaMensajes,
  ConsultaMensajes,
  RespuestaMensajes,
} from './esquemas/mensajes';
export type { Archivo, CuerpoArchivo, CuerpoPdfDeFotos } from './esquemas/archivos';
export type { ConsultaLista, Orden, RespuestaLista } from './esquemas/listas';
export type {
  FilaAfiliadoAdmin,
  ColumnaAfiliadosAdmin,
  FiltroActualizacion,
  ConsultaAfiliadosAdmin,
  RespuestaAfiliadosAdmin,
  CuerpoAfiliadoAdmin,
  RespuestaAfiliadoAdmin,
  TipoImportacion,
  ErrorImportacion,
  RespuestaImportacion,
  ReemplazoCorte,
  AfiliadoRepetido,
  GrupoDocumentoRepetido,
  RespuestaDocumentosRepetidos,
  ColumnaAportesCorte,
  ColumnaCreditosCorte,
  ConsultaAportesCorte,
  ConsultaCreditosCorte,
  FilaAporteAdmin,
  FilaCreditoAdmin,
  RespuestaAportesCorte,
  RespuestaCreditosCorte,
  RespuestaUrlToken,
  RespuestaBienvenida,
  ResumenAdmin,
  ColumnaAuditoria,
  ConsultaAuditoria,
  FilaAuditoria,
  RespuestaAuditoria,
} from './esquemas/admin';

export type {
  EstadoCorreo,
  FiltroEstadoCorreo,
  FilaCorreo,
  ColumnaCorreos,
  ConsultaCorreos,
  RespuestaCorreos,
  ResumenCorreos,
} from './esquemas/correos';
export type {
  FiltroAfiliados,
  RondaPendiente,
  CuerpoAbrirRonda,
  Ronda,
  RespuestaRondas,
  RespuestaRonda,
  RespuestaRecordatorio,
  LoteInvitacion,
  RespuestaLotes,
  CuerpoInvitar,
  RespuestaInvitar,
} from './esquemas/rondas';
export {
  MENSAJE_RONDA_ABIERTA,
  MENSAJE_RONDA_NOMBRE,
  MENSAJE_RONDA_FECHA,
  MENSAJE_RONDA_SIN_AFILIADOS,
  MENSAJE_RONDA_NO_ENCONTRADA,
  MENSAJE_RONDA_CERRADA,
  MENSAJE_RONDA_CERRADA_OK,
  MENSAJE_SIN_INVITADOS,
  mensajeRondaAbierta,
  mensajeRecordatorio,
  mensajeInvitacion,
  avanceRonda,
  turnoInvitacion,
  diaValido,
} from './rondas';
export {
  MOTIVOS_CORREO,
  ESTADOS_CORREO,
  FILTROS_ESTADO_CORREO,
  MENSAJE_CORREO_EN_COLA,
  MENSAJE_CORREO_YA_ENVIADO,
  MENSAJE_CORREO_NO_ENCONTRADO,
  mensajeReintentados,
  type MotivoCorreo,
} from './correos';

export {
  formatoDinero,
  formatoFecha,
  formatoFechaHora,
  recortarFecha,
  formatoPorcentaje,
  formatoTasaMensual,
  nombreCorto,
  iniciales,
} from './formato';
export {
  MENSAJE_CLAVE,
  MENSAJE_CLAVES_DISTINTAS,
  MENSAJE_CLAVE_COMUN,
  MENSAJE_CLAVE_REPETIDA,
  LONGITUD_MINIMA_CLAVE,
  LONGITUD_MAXIMA_CLAVE,
  claveValida,
} from './clave';
export { urlVerificacion, NOMBRES_DOCUMENTO, formatoEmision } from './verificacion';
export { esRevalorizacion, ocultarAporte, aportesVisibles } from './aportes';
export { leerNumero, type ClaseNumero, type LecturaNumero } from './numeros';
export {
  claveNombre,
  normalizarDocumento,
  sinTildes,
  documentoValido,
  DIGITOS_MAXIMOS_DOCUMENTO,
  MENSAJE_DOCUMENTO_INVALIDO,
} from './normalizar';
export {
  MENSAJE_CAMPOS_REQUERIDOS,
  MENSAJE_VEHICULO_INCOMPLETO,
  ETIQUETAS_AFILIADO,
  ETIQUETAS_FAMILIAR,
  CAMPOS_AFILIADO_NO_REQUERIDOS,
  CAMPOS_AFILIADO_REQUERIDOS,
  PARTES_VEHICULO,
  partesVehiculo,
  ETIQUETA_AUTORIZACION_DATOS,
  MENSAJE_AUTORIZACION_REQUERIDA,
  textoAutorizacionDatos,
  mensajeCamposFaltantes,
  type CampoAfiliado,
  OPCIONES_AFILIADO,
  CAMPOS_SOLO_DIGITOS,
  CAMPOS_FECHA,
  CAMPOS_BLOQUEADOS,
  MENSAJE_CAMPOS_INVALIDOS,
  MENSAJE_CAMPOS_BLOQUEADOS,
  MENSAJE_SOLO_LECTURA,
  MENSAJE_DATOS_GUARDADOS,
  MENSAJE_BORRADOR_GUARDADO,
  fechaValida,
  correoValido,
  soloDigitos,
  camposInvalidosActualizacion,
  mensajeCamposInvalidos,
  vacio,
  DIGITOS_MAXIMOS_DINERO,
  SALARIO_MINIMO,
  cuotaAfiliacionAnual,
  AHORRO_PERMANENTE_MINIMO,
  AHORRO_PERMANENTE_MAXIMO,
  ahorroPermanenteEnRango,
  type CampoConOpciones,
  type CampoBloqueado,
} from './actualizacion';
export {
  COLUMNAS_AFILIADO,
  CAMPOS_DINERO,
  camposDeClase,
  afiliadoVacio,
  type ClaseCampo,
  type CampoDelAfiliado,
  type CampoDeClase,
} from './campos-afiliado';
export {
  SECCIONES_ACTUALIZACION,
  seccionDeCampo,
  faltantesActualizacion,
  camposFaltantesActualizacion,
  type ClaveSeccion,
  type SeccionActualizacion,
  type Faltante,
} from './secciones-actualizacion';
export {
  VALOR_SIMULADOR,
  CUOTAS_SIMULADOR,
  PLAZO_MAXIMO_SIMULADOR,
  MESES_SEMESTRE,
  AVISO_SIMULADOR,
  tasaDelPeriodo,
  cuotaCredito,
  tablaAmortizacion,
  plazosSimulador,
  type Simulacion,
  type FilaAmortizacion,
} from './simulador';
export {
  AVISO_PLAN_PAGOS,
  planDePagos,
  fechaDeCuota,
  totalesPlan,
  type CreditoParaPlan,
  type CuotaPlan,
} from './plan-pagos';
export {
  PORCENTAJE_SALARIO_POR_DEFECTO,
  calcularCupo,
  avisosCupo,
  tieneReglaCupo,
  mensajeSuperaCupo,
  mensajeSuperaCuota,
  reglaCupoDe,
  cuotaParaCupo,
  mensajeCupo,
  type ReglaCupo,
  type PosicionCupo,
  type Cupo,
} from './cupo';
export {
  MENSAJE_SOLICITUD_INCOMPLETA,
  MENSAJE_TIPO_INACTIVO,
  ETIQUETAS_SOLICITUD,
  MENSAJE_CAMPO_REQUERIDO,
  MENSAJE_DOCUMENTO_REQUERIDO,
  camposRequeridosSolicitud,
  problemasPorCampoSolicitud,
  problemasSolicitudCredito,
  VALOR_MINIMO_SOLICITUD,
  MENSAJE_VALOR_MINIMO,
  mensajeValorMaximo,
  mensajeSolicitudIncompleta,
  MENSAJE_CORREO_CODEUDOR,
  type CampoSolicitud,
  type ProblemaSolicitud,
  type ModoSolicitud,
} from './solicitud';
export * from './firma';
export type {
  DocumentoFirma,
  CuerpoPedirCodigoFirma,
  CodigoFirmaEnviado,
  CuerpoFirmar,
  EvidenciaFirma,
  SolicitudParaCodeudor,
  CuerpoCedulaCodeudor,
  CuerpoRechazoCodeudor,
  CuerpoComprobarFirma,
  ComprobacionFirma,
  FirmanteVerificado,
} from './esquemas/firmas';
export {
  LIMITE_ARCHIVO_BYTES,
  MAXIMO_PAGINAS_PDF,
  CLASES_ARCHIVO,
  USOS_ARCHIVO,
  claseAdmitida,
  claseDeMime,
  nombresDelUso,
  nombresElegibles,
  aceptarDelUso,
  FOTOS_CONVERTIBLES,
  esFotoConvertible,
  type ClaseArchivo,
  type UsoArchivo,
} from './archivos';
export { FILAS_FAMILIARES, TAMANO_PAGINA, TAMANO_MAXIMO_PAGINA, DIAS_NOVEDADES, MAXIMO_NOVEDADES } from './constantes';
export type { TipoNovedad, Novedad, RespuestaNovedades } from './esquemas/novedades';
