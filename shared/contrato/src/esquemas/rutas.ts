// Más de 300 líneas: una entrada por operación, en el orden de ../rutas.ts; se lee junto a la tabla.
// La capa de esquemas de la tabla de rutas (../rutas.ts): para cada operación, su resumen y sus
// esquemas TypeBox de parámetros, consulta, cuerpo y respuestas. La API registra cada ruta con ellos
// (api/src/http/ruta.ts) y de ahí sale el documento OpenAPI. Los tipos PeticionDe y RespuestaDe son
// solo tipos: el cliente de las apps los toma con `import type` sin cargar TypeBox.
import { Type, type Static, type TSchema } from 'typebox';
import { CLASES_ARCHIVO } from '../archivos';
import type { Grupo, Operacion, Rutas } from '../rutas';
import {
  ConsultaAfiliadosAdminEsquema,
  ConsultaAportesCorteEsquema,
  ConsultaAuditoriaEsquema,
  ConsultaCreditosCorteEsquema,
  CuerpoAfiliadoAdminEsquema,
  ListaCortesEsquema,
  ParamsIdAdminEsquema,
  ParamsPlantillaEsquema,
  RespuestaAfiliadoAdminEsquema,
  RespuestaAfiliadosAdminEsquema,
  RespuestaAportesCorteEsquema,
  RespuestaAuditoriaEsquema,
  RespuestaBienvenidaEsquema,
  RespuestaCreditosCorteEsquema,
  RespuestaDocumentosRepetidosEsquema,
  RespuestaImportacionEsquema,
  RespuestaUrlTokenEsquema,
  ResumenAdminEsquema,
  XlsxEsquema,
} from './admin';
import {
  AutorizacionDatosEsquema,
  CuerpoActualizacionEsquema,
  CuerpoLimpiarImagenEsquema,
  RespuestaAfiliadoEsquema,
  RespuestaGuardarAfiliadoEsquema,
} from './afiliados';
import {
  ArchivoEsquema,
  BinarioEsquema,
  CuerpoArchivoEsquema,
  CuerpoPdfDeFotosEsquema,
  ParamsArchivoEsquema,
} from './archivos';
import {
  CertificadosEsquema,
  ConsultaCertificadoEsquema,
  ParamsEstadoCuentaEsquema,
  ParamsVerificacionEsquema,
  VerificacionEsquema,
} from './certificados';
import {
  CuerpoCambiarClaveEsquema,
  CuerpoReestablecerClaveEsquema,
  CuerpoSolicitarReestablecerEsquema,
  ParamsTokenClaveEsquema,
  RespuestaReestablecerClaveEsquema,
  RespuestaVerificarTokenEsquema,
} from './claves';
import { errores, ParamsAfiliadoEsquema, PdfEsquema, RespuestaMensajeEsquema } from './comunes';
import {
  CedulaCodeudorEsquema,
  CodigoFirmaEnviadoEsquema,
  ComprobacionFirmaEsquema,
  CuerpoCedulaCodeudorEsquema,
  CuerpoComprobarFirmaEsquema,
  CuerpoFirmarEsquema,
  CuerpoPedirCodigoFirmaEsquema,
  CuerpoRechazoCodeudorEsquema,
  DocumentoFirmaEsquema,
  ParamsCodeudorEsquema,
  ParamsDocumentoFirmaEsquema,
  SolicitudParaCodeudorEsquema,
} from './firmas';
import {
  CuerpoAbrirRondaEsquema,
  CuerpoInvitarEsquema,
  ParamsRondaEsquema,
  RespuestaInvitarEsquema,
  RespuestaLotesEsquema,
  RespuestaRecordatorioEsquema,
  RespuestaRondaEsquema,
  RespuestaRondasEsquema,
} from './rondas';
import { ConsultaCorreosEsquema, ParamsCorreoEsquema, RespuestaCorreosEsquema, ResumenCorreosEsquema } from './correos';
import {
  CuerpoCodigoEsquema,
  CuerpoLoginCodigoEsquema,
  RespuestaCodigosEsquema,
  RespuestaConfirmacionEsquema,
  RespuestaInscripcionEsquema,
} from './dos-factores';
import {
  ConsultaMensajesEsquema,
  CuerpoMensajeEsquema,
  HiloMensajeEsquema,
  ParamsMensajeEsquema,
  RespuestaMensajesEsquema,
} from './mensajes';
import { CuerpoAportesCupoEsquema, ListaTiposAporteCupoEsquema, RespuestaCupoEsquema } from './cupo';
import { ParamsVistaEsquema, RespuestaNovedadesEsquema } from './novedades';
import {
  CuerpoTipoCreditoEsquema,
  HistorialAportesEsquema,
  RespuestaAportesEsquema,
  RespuestaCreditosEsquema,
  ResumenEsquema,
  TipoCreditoEsquema,
} from './productos';
import { ParamsPlanPagosEsquema, PlanPagosEsquema } from './plan-pagos';
import { PosicionAfiliadoEsquema, RespuestaHistorialSolicitudEsquema } from './posicion';
import { ConfiguracionPortalEsquema, FondosEsquema, ListoEsquema, SaludEsquema } from './salud';
import {
  CuerpoLoginEsquema,
  CuerpoLoginTokenEsquema,
  RespuestaLoginEsquema,
  RespuestaPasoLoginEsquema,
  RespuestaRenovarSesionEsquema,
  UsuarioSesionEsquema,
} from './sesion';
import {
  ConsultaPlantillaEsquema,
  ConsultaSolicitudesEsquema,
  CuerpoRevisionSolicitudEsquema,
  CuerpoSolicitudCreditoEsquema,
  ListaTiposCreditoEsquema,
  ParamsSolicitudEsquema,
  ParamsTipoCreditoEsquema,
  RespuestaSolicitudesEsquema,
  SolicitudCreditoEsquema,
} from './solicitudes';

/** Los esquemas de una operación (las claves, en español; la API las traduce a las de Fastify). */
export interface EsquemaOperacion {
  resumen: string;
  descripcion?: string;
  etiquetas: readonly string[];
  params?: TSchema;
  consulta?: TSchema;
  cuerpo?: TSchema;
  cabeceras?: TSchema;
  /** tipos de contenido de la respuesta 2xx que no es JSON */
  produce?: readonly string[];
  /** tipos de contenido del cuerpo que no es JSON (multipart) */
  consume?: readonly string[];
  /** por status: 200, 503, '4xx'... */
  respuestas: { readonly [estado: string]: TSchema };
}

/** Un EsquemaOperacion por cada operación de la tabla: uno que falte o sobre no compila. */
export type EsquemasDe<T> = { readonly [G in keyof T]: { readonly [O in keyof T[G]]: EsquemaOperacion } };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errores413 =
  '413 si pasa de 10 MB, de 40 megapíxeles (bomba de descompresión) o de la cuota del afiliado, 415 si no es JPG, PNG, ' +
  'HEIC/HEIF o WebP por sus bytes, ' +
  '400 si no se puede leer. Solo se guarda la imagen limpia, como archivo de quien llama.';

/** Los esquemas de cada operación de la tabla `rutas`, con las mismas claves (una que falte no compila). */
export const esquemasRutas = {
  salud: {
    estado: {
      resumen: 'Estado del servicio y de la base de datos',
      etiquetas: ['salud'],
      respuestas: {
        200: SaludEsquema,
        ...errores,
        503: Type.Object({ error: Type.String() }, { description: 'La base de datos no está disponible' }),
      },
    },
    listo: {
      resumen:
        'Preparación: base alcanzable, migraciones aplicadas, la cola de trabajos en marcha y el proceso no se está deteniendo',
      descripcion:
        '503 con { error } mientras el proceso arranca, se detiene, no alcanza la base o su cola de trabajos no corre.',
      etiquetas: ['salud'],
      respuestas: {
        200: ListoEsquema,
        ...errores,
        503: Type.Object({ error: Type.String() }, { description: 'El proceso no está listo (el motivo en español)' }),
      },
    },
    fondos: {
      resumen: 'Fondos disponibles para iniciar sesión',
      etiquetas: ['salud'],
      respuestas: { 200: FondosEsquema },
    },
    configuracion: {
      resumen: 'Datos del despliegue que necesita la aplicación web (sitio del colegio, hosts de redirección)',
      etiquetas: ['salud'],
      respuestas: { 200: ConfiguracionPortalEsquema },
    },
  },
  sesion: {
    login: {
      resumen: 'Inicia sesión con documento y clave (formulario o JSON)',
      descripcion:
        'Un superadmin con segundo factor recibe { requiere_codigo, token_verificacion } y sigue en POST /api/login/codigo.',
      etiquetas: ['sesión'],
      cuerpo: CuerpoLoginEsquema,
      respuestas: { 200: RespuestaPasoLoginEsquema, ...errores },
    },
    loginToken: {
      resumen: 'Abre una sesión como el afiliado del token de un solo uso (impersonación)',
      etiquetas: ['sesión'],
      cuerpo: CuerpoLoginTokenEsquema,
      respuestas: { 200: RespuestaLoginEsquema, ...errores },
    },
    logout: {
      resumen: 'Cierra la sesión actual en el servidor',
      etiquetas: ['sesión'],
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    renovar: {
      resumen: 'Renueva la sesión mientras la persona trabaja en un formulario (token nuevo)',
      etiquetas: ['sesión'],
      respuestas: { 200: RespuestaRenovarSesionEsquema, ...errores },
    },
    usuario: {
      resumen: 'Usuario de la sesión, leído de nuevo de la base',
      etiquetas: ['sesión'],
      respuestas: { 200: UsuarioSesionEsquema, ...errores },
    },
  },
  dosFactores: {
    loginCodigo: {
      resumen: 'Segundo paso del login de un superadmin: el código de 6 dígitos o un código de recuperación',
      descripcion:
        "token: el token_verificacion de POST /api/login (5 min). Código incorrecto o ya usado: 401 'Código de verificación incorrecto', contado como una clave errada.",
      etiquetas: ['segundo factor'],
      cuerpo: CuerpoLoginCodigoEsquema,
      respuestas: { 200: RespuestaLoginEsquema, ...errores },
    },
    inscribir: {
      resumen: 'Genera el secreto TOTP del superadmin (sin confirmar): el QR y el texto se muestran esta vez',
      descripcion: 'Ya inscrito: 409. Otra llamada antes de confirmar reemplaza el secreto anterior.',
      etiquetas: ['segundo factor'],
      respuestas: { 200: RespuestaInscripcionEsquema, ...errores },
    },
    confirmar: {
      resumen: 'Confirma la inscripción con un primer código; responde los diez códigos de recuperación (una vez)',
      descripcion: "Código incorrecto: 401 'Código de verificación incorrecto'. Sin secreto o ya inscrito: 409.",
      etiquetas: ['segundo factor'],
      cuerpo: CuerpoCodigoEsquema,
      respuestas: { 200: RespuestaConfirmacionEsquema, ...errores },
    },
    verificar: {
      resumen: 'Verificación reciente: el código de nuevo, para las acciones sensibles de los próximos 10 minutos',
      descripcion: "Código incorrecto o ya usado: 401 'Código de verificación incorrecto'. Sin factor: 409.",
      etiquetas: ['segundo factor'],
      cuerpo: CuerpoCodigoEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    codigos: {
      resumen: 'Cuántos códigos de recuperación sin usar le quedan al superadmin (los códigos no se muestran)',
      etiquetas: ['segundo factor'],
      respuestas: { 200: RespuestaCodigosEsquema, ...errores },
    },
    regenerarCodigos: {
      resumen: 'Entrega diez códigos de recuperación nuevos (una vez) y anula los anteriores; queda en la auditoría',
      descripcion: 'Sin factor: 409.',
      etiquetas: ['segundo factor'],
      respuestas: { 200: RespuestaConfirmacionEsquema, ...errores },
    },
    reiniciar: {
      resumen:
        'Reinicia el segundo factor perdido de otro superadmin (deberá inscribirlo de nuevo); queda en la auditoría',
      descripcion: 'El propio: 400. Sin factor: 404.',
      etiquetas: ['segundo factor'],
      params: ParamsIdAdminEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  claves: {
    solicitarReestablecer: {
      resumen: 'Pide un enlace para reestablecer la clave (misma respuesta exista o no el documento)',
      etiquetas: ['claves'],
      cuerpo: CuerpoSolicitarReestablecerEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    verificarToken: {
      resumen: 'Verifica un token de restablecimiento de clave',
      etiquetas: ['claves'],
      params: ParamsTokenClaveEsquema,
      respuestas: { 200: RespuestaVerificarTokenEsquema, ...errores },
    },
    reestablecer: {
      resumen: 'Asigna una clave nueva con un token de restablecimiento',
      etiquetas: ['claves'],
      params: ParamsTokenClaveEsquema,
      cuerpo: CuerpoReestablecerClaveEsquema,
      respuestas: { 200: RespuestaReestablecerClaveEsquema, ...errores },
    },
    cambiar: {
      resumen: 'Cambia la clave propia; cierra las demás sesiones',
      etiquetas: ['claves'],
      cuerpo: CuerpoCambiarClaveEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  productos: {
    resumen: {
      resumen: 'Totales de ahorro y crédito del último corte del afiliado',
      etiquetas: ['productos'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: ResumenEsquema, ...errores },
    },
    aportes: {
      resumen: 'Aportes del último corte del afiliado, con sus tipos',
      etiquetas: ['productos'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: RespuestaAportesEsquema, ...errores },
    },
    historialAportes: {
      resumen: 'Totales por tipo de aporte en los cortes de los últimos 24 meses (gráfico)',
      etiquetas: ['productos'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: HistorialAportesEsquema, ...errores },
    },
    creditos: {
      resumen: 'Créditos del último corte del afiliado, con los tipos de crédito',
      etiquetas: ['productos'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: RespuestaCreditosEsquema, ...errores },
    },
    planPagos: {
      resumen: 'Plan de pagos estimado de un crédito del afiliado, desde el último corte en que aparece',
      descripcion:
        'Cuotas que faltan (fecha estimada, cuota, interés, abono a capital y saldo) con la regla de amortización ' +
        'del contrato. 404 si el crédito no es del afiliado.',
      etiquetas: ['productos'],
      params: ParamsPlanPagosEsquema,
      respuestas: { 200: PlanPagosEsquema, ...errores },
    },
    planPagosPdf: {
      resumen: 'El plan de pagos de un crédito del afiliado en PDF',
      descripcion: '404 si el crédito no es del afiliado.',
      etiquetas: ['productos'],
      params: ParamsPlanPagosEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
  },
  certificados: {
    listar: {
      resumen: 'Certificados que el afiliado puede descargar',
      etiquetas: ['certificados'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: CertificadosEsquema, ...errores },
    },
    descargar: {
      resumen: 'Descarga un certificado en PDF (queda registrado con un código de verificación)',
      descripcion: 'tipo_certificado: saldos | tributario | afiliacion. id_corte: obligatorio salvo en afiliacion.',
      etiquetas: ['certificados'],
      params: ParamsAfiliadoEsquema,
      consulta: ConsultaCertificadoEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
    verificar: {
      resumen: 'Verificación pública de un certificado por su código (bancos, entidades)',
      etiquetas: ['certificados'],
      params: ParamsVerificacionEsquema,
      respuestas: { 200: VerificacionEsquema, ...errores },
    },
    estadoCuenta: {
      resumen: 'Estado de cuenta de un corte en PDF (queda registrado con un código de verificación)',
      descripcion:
        'Ahorros por tipo con el cambio desde el corte anterior, créditos con saldo y cuota, totales y código ' +
        'de verificación con QR. 404 si el afiliado no tiene aportes ni créditos en ese corte.',
      etiquetas: ['certificados'],
      params: ParamsEstadoCuentaEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
  },
  archivos: {
    subir: {
      resumen: 'Sube un archivo (data URL en base64, máximo 10 MB)',
      descripcion:
        'La clase la deciden los bytes (PDF, JPG, PNG, Word, Excel, PowerPoint, ZIP); con `uso` ' +
        "('pdf' | 'imagen' | 'adjunto') se rechaza con 415 lo que ese uso no admite. El nombre guardado lo pone el servidor. " +
        'Una foto HEIC/HEIF o WebP se guarda como JPG. 413 pasado el límite, la cuota del afiliado (CUOTA_ARCHIVOS_MB) ' +
        'o una imagen de más de 40 megapíxeles, 415 tipo no permitido, 400 vacío o mal codificado, un PDF con ' +
        'contraseña, sin impresión o cortado, o un documento de Office con contraseña; en ningún caso se guarda nada. Un archivo que nada usa se borra a los 7 días.',
      etiquetas: ['archivos'],
      cuerpo: CuerpoArchivoEsquema,
      respuestas: { 200: ArchivoEsquema, ...errores },
    },
    leer: {
      resumen: 'Descarga un archivo con su tipo real',
      descripcion:
        'Lo leen quien lo subió, los superadmin y la gente de la solicitud a la que pertenece; los demás, 403. ' +
        'Un superadmin que lee el archivo de otro afiliado deja una fila de auditoría (descarga_archivo).',
      etiquetas: ['archivos'],
      params: ParamsArchivoEsquema,
      // El tipo real del archivo (decidido por sus bytes al subirlo).
      produce: [...new Set(Object.values(CLASES_ARCHIVO).map((c) => c.mime))],
      respuestas: { 200: BinarioEsquema, ...errores },
    },
  },
  imagenes: {
    limpiarFoto: {
      resumen: 'Limpia y guarda la foto del afiliado (data URL JPG/PNG)',
      descripcion:
        'Endereza según el EXIF, recorta un cuadrado centrado en el sujeto, 512 x 512, sin metadatos ' +
        `(GPS incluido), JPEG. Devuelve id_archivo y nombre. ${errores413}`,
      etiquetas: ['archivos'],
      cuerpo: CuerpoLimpiarImagenEsquema,
      respuestas: { 200: ArchivoEsquema, ...errores },
    },
    limpiarImagen: {
      resumen: 'Limpia y guarda la imagen de firma y huella (data URL JPG/PNG)',
      descripcion:
        'En grises, el papel se vuelve transparente y la tinta queda opaca, márgenes recortados, PNG. ' +
        `Devuelve id_archivo y nombre. ${errores413}`,
      etiquetas: ['archivos'],
      cuerpo: CuerpoLimpiarImagenEsquema,
      respuestas: { 200: ArchivoEsquema, ...errores },
    },
    paginaFoto: {
      resumen: 'Guarda una página fotografiada de un documento (data URL JPG/PNG)',
      descripcion:
        'Endereza según el EXIF, quita los metadatos (GPS incluido), deja el lado mayor en 2000 px como ' +
        'máximo y la comprime en JPEG (calidad 80). Devuelve id_archivo y nombre, para unirla después con ' +
        `POST /api/archivos/pdf-de-fotos; una página que nada usa se borra a los 7 días. ${errores413}`,
      etiquetas: ['archivos'],
      cuerpo: CuerpoLimpiarImagenEsquema,
      respuestas: { 200: ArchivoEsquema, ...errores },
    },
    pdfDeFotos: {
      resumen: 'Une páginas fotografiadas en un PDF (el documento de la solicitud)',
      descripcion:
        'Recibe los id_archivo de las páginas (de POST /api/archivos/pagina-foto, de quien llama) en el orden ' +
        'del documento, hasta 20, y el nombre. Guarda un PDF con una página por foto, como archivo de quien ' +
        'llama, y devuelve id_archivo y nombre: es el que se pone en la solicitud. 400 si una página no ' +
        'existe, 403 si la subió otra persona, 415 si no es una foto JPG/PNG, 413 si el PDF pasa de 10 MB o ' +
        'de la cuota del afiliado. Nada se guarda si algo falla.',
      etiquetas: ['archivos'],
      cuerpo: CuerpoPdfDeFotosEsquema,
      respuestas: { 200: ArchivoEsquema, ...errores },
    },
  },
  actualizacion: {
    ficha: {
      resumen: 'Ficha del afiliado y su grupo familiar (siempre 6 filas)',
      descripcion:
        "id: 'me', el propio o, para superadmin, cualquiera (0: ficha vacía para crear). Sin clave ni tokens.",
      etiquetas: ['actualización de datos'],
      params: ParamsAfiliadoEsquema,
      respuestas: { 200: RespuestaAfiliadoEsquema, ...errores },
    },
    guardar: {
      resumen: 'Guarda la actualización de datos (envío final o borrador)',
      descripcion:
        'Envío final: todos los campos requeridos de SPEC 5 (400 con la lista), marca ultima_actualizacion. ' +
        'borrador (solo superadmin): sin la regla de requeridos ni la fecha. Afiliado: solo `me`, solo una vez ' +
        '(después 403), sin cambiar tipo de afiliado, fecha de afiliación, salario ni ahorros ya fijados (403). ' +
        'id 0 crea un afiliado (superadmin; documento repetido 409). Documento o correo de otro afiliado: 409 (se ' +
        'comprueban solo si cambian; el afiliado, 5 cambios por hora, luego 429). Cambiar el correo avisa a la ' +
        'dirección anterior. Foto y firma: solo imágenes de limpiar-foto y limpiar-imagen (400). password, guid, superadmin, reestablecer_*, ' +
        'ultimo_login, cambio_password y ultima_actualizacion nunca se asignan por esta vía. `sesion` trae los ' +
        'campos del usuario de la sesión cuando quien guarda es el mismo afiliado.',
      etiquetas: ['actualización de datos'],
      params: ParamsAfiliadoEsquema,
      cuerpo: CuerpoActualizacionEsquema,
      respuestas: { 200: RespuestaGuardarAfiliadoEsquema, ...errores },
    },
    formularioPdf: {
      resumen: 'El formulario de actualización de datos lleno, en PDF (queda en la auditoría)',
      etiquetas: ['actualización de datos'],
      params: ParamsAfiliadoEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
    autorizacionDatos: {
      resumen: 'Texto de la autorización de tratamiento de datos personales (Ley 1581 de 2012) y política del fondo',
      descripcion:
        'Lo que el afiliado acepta con la casilla de la pestaña Autorizaciones: AUTORIZACION_DATOS_TEXTO (o el ' +
        'texto por defecto con el nombre del fondo) y POLITICA_DATOS_URL (null si no está configurada).',
      etiquetas: ['actualización de datos'],
      respuestas: { 200: AutorizacionDatosEsquema },
    },
  },
  tiposCredito: {
    listar: {
      resumen: 'Todos los tipos de crédito (activos e inactivos), por nombre',
      etiquetas: ['tipos de crédito'],
      respuestas: { 200: ListaTiposCreditoEsquema, ...errores },
    },
    obtener: {
      resumen: 'Un tipo de crédito',
      etiquetas: ['tipos de crédito'],
      params: ParamsTipoCreditoEsquema,
      respuestas: { 200: TipoCreditoEsquema, ...errores },
    },
    guardar: {
      resumen: 'Crea (id_tipo_credito 0) o actualiza un tipo de crédito',
      descripcion:
        'tasa: mensual, como fracción (0.015 = 1,5 %). plazo_minimo <= plazo_maximo. ' +
        'Al actualizar, los campos omitidos quedan como estaban.',
      etiquetas: ['tipos de crédito'],
      cuerpo: CuerpoTipoCreditoEsquema,
      respuestas: { 200: TipoCreditoEsquema, ...errores },
    },
    eliminar: {
      resumen: 'Borra un tipo de crédito que no usen solicitudes ni créditos (si no, 409)',
      etiquetas: ['tipos de crédito'],
      params: ParamsTipoCreditoEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  cupo: {
    mio: {
      resumen: 'Cupo de crédito de quien llama, por tipo de crédito con regla de cupo',
      descripcion:
        'Del último corte del afiliado: ahorro en los tipos de aporte marcados para el cupo, saldo y cuotas de ' +
        'los créditos vigentes (saldo > 0) y el salario de su ficha. Por tipo activo con regla: cupo (veces el ' +
        'ahorro), disponible (cupo − saldo de los créditos del tipo o de todos) y cuota máxima (porcentaje del ' +
        'salario − cuotas vigentes). Un tipo sin regla no aparece: se solicita como antes.',
      etiquetas: ['solicitudes de crédito'],
      respuestas: { 200: RespuestaCupoEsquema, ...errores },
    },
    tiposAporte: {
      resumen: 'Tipos de aporte con su marca de si cuentan para el cupo de crédito',
      etiquetas: ['tipos de crédito'],
      respuestas: { 200: ListaTiposAporteCupoEsquema, ...errores },
    },
    marcarAportes: {
      resumen: 'Marca los tipos de aporte que cuentan para el cupo (los demás dejan de contar)',
      descripcion: '400 si un id no es de un tipo de aporte. Queda en la auditoría.',
      etiquetas: ['tipos de crédito'],
      cuerpo: CuerpoAportesCupoEsquema,
      respuestas: { 200: ListaTiposAporteCupoEsquema, ...errores },
    },
  },
  solicitudes: {
    listarMias: {
      resumen: 'Solicitudes de crédito de quien llama (convención de listas)',
      etiquetas: ['solicitudes de crédito'],
      consulta: ConsultaSolicitudesEsquema,
      respuestas: { 200: RespuestaSolicitudesEsquema, ...errores },
    },
    listarTodas: {
      resumen: 'Todas las solicitudes de crédito (convención de listas)',
      descripcion:
        'estado: TODAS (por defecto), PENDIENTE, APROBADA o NO APROBADA; texto: nombre del afiliado, ' +
        'sin importar tildes ni mayúsculas; orden por defecto -fecha.',
      etiquetas: ['solicitudes de crédito'],
      consulta: ConsultaSolicitudesEsquema,
      respuestas: { 200: RespuestaSolicitudesEsquema, ...errores },
    },
    plantilla: {
      resumen: 'Carta de solicitud de crédito y pagaré en PDF, para imprimir y firmar',
      descripcion: 'Con el nombre y el documento de quien llama; tipo, valor y cuotas si se envían.',
      etiquetas: ['solicitudes de crédito'],
      consulta: ConsultaPlantillaEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
    obtener: {
      resumen: 'Una solicitud de crédito (el afiliado, solo las suyas)',
      etiquetas: ['solicitudes de crédito'],
      params: ParamsSolicitudEsquema,
      respuestas: { 200: SolicitudCreditoEsquema, ...errores },
    },
    eliminar: {
      resumen: 'Borra una solicitud de crédito',
      etiquetas: ['solicitudes de crédito'],
      params: ParamsSolicitudEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    revisar: {
      resumen:
        'Revisa una solicitud: estado y observaciones (registra revisor y fecha; avisa al afiliado si cambia el estado)',
      descripcion: 'Se puede enviar la solicitud entera: solo se usan id_solicitud, estado y observaciones.',
      etiquetas: ['solicitudes de crédito'],
      cuerpo: CuerpoRevisionSolicitudEsquema,
      respuestas: { 200: SolicitudCreditoEsquema, ...errores },
    },
    radicar: {
      resumen: 'Radica una solicitud de crédito de quien llama (estado PENDIENTE)',
      descripcion:
        'Requeridos (SPEC 5): 400 con la lista de lo que falta. Los archivos deben existir, ser de quien ' +
        'llama y de su clase (desprendible, carta y cédula del codeudor en PDF; firma en JPG o PNG). Deja en ' +
        'el buzón de salida el recibo al afiliado (con el número) y el aviso al fondo (FONDO_CORREO).',
      etiquetas: ['solicitudes de crédito'],
      cuerpo: CuerpoSolicitudCreditoEsquema,
      respuestas: { 200: SolicitudCreditoEsquema, ...errores },
    },
    historial: {
      resumen: 'Historial de estados de una solicitud (el afiliado, solo las suyas): radicación y cada cambio',
      descripcion:
        'Del más antiguo al más reciente: fecha, estado anterior (null en la radicación), estado nuevo, ' +
        'observaciones y quién. Al afiliado no se le dice qué persona del fondo la revisó (quien null).',
      etiquetas: ['solicitudes de crédito'],
      params: ParamsSolicitudEsquema,
      respuestas: { 200: RespuestaHistorialSolicitudEsquema, ...errores },
    },
    posicion: {
      resumen: 'Posición del afiliado para revisar su solicitud: ahorro, créditos, cuota / salario, anteriores',
      descripcion:
        'Ahorro por tipo y créditos vigentes (saldo, cuota, cuotas pendientes) del último corte del afiliado; ' +
        'salario y parte de él que toman la cuota de la solicitud y todas las cuotas mensuales; sus solicitudes ' +
        'anteriores con su decisión y el historial de estados de esta. cupo: null mientras el tipo no tenga regla de cupo.',
      etiquetas: ['solicitudes de crédito'],
      params: ParamsSolicitudEsquema,
      respuestas: { 200: PosicionAfiliadoEsquema, ...errores },
    },
  },
  firmas: {
    documento: {
      resumen: 'Firma electrónica: la carta y el pagaré hechos con los datos de la solicitud, para leer y firmar',
      descripcion:
        'Con FIRMA_ELECTRONICA. La misma regla que al radicar, sin la carta firmada y, con codeudor, con su correo ' +
        'en vez de la copia de su documento. El documento queda fijo (archivo y SHA-256); uno nuevo anula los ' +
        'códigos de los anteriores sin firmar.',
      etiquetas: ['firma electrónica'],
      cuerpo: CuerpoSolicitudCreditoEsquema,
      respuestas: { 200: DocumentoFirmaEsquema, ...errores },
    },
    verDocumento: {
      resumen: 'El PDF del documento para firmar, tal como se firma (sin la página de evidencia)',
      etiquetas: ['firma electrónica'],
      params: ParamsDocumentoFirmaEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
    pedirCodigo: {
      resumen: 'El afiliado leyó el documento: un código de 6 dígitos a su correo (10 minutos, 5 intentos)',
      descripcion: 'Un código nuevo anula el anterior. No en una sesión abierta como el afiliado (403).',
      etiquetas: ['firma electrónica'],
      params: ParamsDocumentoFirmaEsquema,
      cuerpo: CuerpoPedirCodigoFirmaEsquema,
      respuestas: { 200: CodigoFirmaEnviadoEsquema, ...errores },
    },
    firmar: {
      resumen: 'Firma con el código y radica la solicitud con el PDF firmado y su evidencia',
      descripcion:
        'El código es de un solo uso y está atado al documento, a quien firma y al SHA-256 que leyó (sha256). ' +
        'En una transacción: la solicitud PENDIENTE, el PDF firmado con la página de evidencia y su código de ' +
        'verificación, la auditoría y, con codeudor, su enlace por correo.',
      etiquetas: ['firma electrónica'],
      params: ParamsDocumentoFirmaEsquema,
      cuerpo: CuerpoFirmarEsquema,
      respuestas: { 200: SolicitudCreditoEsquema, ...errores },
    },
    comprobar: {
      resumen: 'Verificación pública: ¿es este archivo (su SHA-256) el documento firmado de este código?',
      etiquetas: ['firma electrónica'],
      params: ParamsVerificacionEsquema,
      cuerpo: CuerpoComprobarFirmaEsquema,
      respuestas: { 200: ComprobacionFirmaEsquema, ...errores },
    },
    reenviarEnlace: {
      resumen: 'Envía de nuevo el enlace al codeudor que aún no responde (el anterior deja de servir)',
      descripcion: 'El dueño de la solicitud o un superadmin. 409 si el codeudor ya respondió.',
      etiquetas: ['firma electrónica'],
      params: ParamsSolicitudEsquema,
      respuestas: { 200: CodigoFirmaEnviadoEsquema, ...errores },
    },
    codeudor: {
      resumen: 'El codeudor, por su enlace (72 horas): quién pide, cuánto, en cuántas cuotas y su obligación',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      respuestas: { 200: SolicitudParaCodeudorEsquema, ...errores },
    },
    codeudorDocumento: {
      resumen: 'El codeudor, por su enlace: el PDF de la carta y el pagaré que firma',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
    codeudorCedula: {
      resumen: 'El codeudor, por su enlace: la copia de su documento (PDF, o una foto que se vuelve PDF)',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      cuerpo: CuerpoCedulaCodeudorEsquema,
      respuestas: { 200: CedulaCodeudorEsquema, ...errores },
    },
    codeudorCodigo: {
      resumen: 'El codeudor leyó el documento: un código a su correo',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      cuerpo: CuerpoPedirCodigoFirmaEsquema,
      respuestas: { 200: CodigoFirmaEnviadoEsquema, ...errores },
    },
    codeudorAceptar: {
      resumen: 'El codeudor acepta y firma con su código (el PDF firmado suma su evidencia)',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      cuerpo: CuerpoFirmarEsquema,
      respuestas: { 200: SolicitudParaCodeudorEsquema, ...errores },
    },
    codeudorRechazar: {
      resumen: 'El codeudor no acepta (el afiliado y el fondo reciben un correo)',
      etiquetas: ['firma electrónica'],
      params: ParamsCodeudorEsquema,
      cuerpo: CuerpoRechazoCodeudorEsquema,
      respuestas: { 200: SolicitudParaCodeudorEsquema, ...errores },
    },
  },
  mensajes: {
    listar: {
      resumen: 'Hilos de mensajes (convención de listas): los propios, o todos para un superadmin',
      descripcion: 'estado: 0 abiertos, 1 cerrados, sin él todos; orden por defecto -ultima_actualizacion.',
      etiquetas: ['mensajes'],
      consulta: ConsultaMensajesEsquema,
      respuestas: { 200: RespuestaMensajesEsquema, ...errores },
    },
    importar: {
      resumen: 'Importa los correos nuevos del buzón del fondo (IMAP_URL) como mensajes',
      descripcion:
        'Responde cuántos se importaron y cuáles se omitieron y por qué. Buzón inalcanzable o login ' +
        'rechazado: 502 y nada importado; sin IMAP_URL: 503.',
      etiquetas: ['mensajes'],
      respuestas: {
        200: RespuestaMensajeEsquema,
        ...errores,
        502: Type.Object(
          { error: Type.String() },
          { description: 'El servidor de correo no responde o rechazó el login' },
        ),
        503: Type.Object({ error: Type.String() }, { description: 'La importación no está configurada (IMAP_URL)' }),
      },
    },
    hilo: {
      resumen: 'Un hilo: el mensaje y sus respuestas, con infoAdjuntos (el afiliado, solo los suyos)',
      etiquetas: ['mensajes'],
      params: ParamsMensajeEsquema,
      respuestas: { 200: HiloMensajeEsquema, ...errores },
    },
    escribir: {
      resumen: 'Escribe un mensaje: hilo nuevo (asunto y texto) o respuesta (id_mensaje_padre)',
      descripcion:
        'texto: HTML que se sanea antes de guardarse. adjuntos: ids de archivos subidos por quien escribe ' +
        '(POST /api/archivos con uso adjunto). estado: solo un superadmin (la respuesta de un afiliado reabre el hilo). ' +
        'Avisa por correo al afiliado cuando responde el fondo y al fondo cuando escribe un afiliado.',
      etiquetas: ['mensajes'],
      cuerpo: CuerpoMensajeEsquema,
      respuestas: { 200: HiloMensajeEsquema, ...errores },
    },
    eliminar: {
      resumen: 'Borra un mensaje (si es el primero del hilo, el hilo entero)',
      etiquetas: ['mensajes'],
      params: ParamsMensajeEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  novedades: {
    listar: {
      resumen: 'Novedades sin ver de quien llama: solicitudes revisadas y mensajes respondidos por el fondo',
      descripcion:
        'De los últimos 90 días, la más reciente primero (hasta 20). Dejan de salir cuando el afiliado abre ' +
        'la solicitud o el hilo (POST .../vista), o cuando el fondo vuelve a cambiarlos salen otra vez.',
      etiquetas: ['novedades'],
      respuestas: { 200: RespuestaNovedadesEsquema, ...errores },
    },
    verSolicitud: {
      resumen: 'El afiliado abrió su solicitud de crédito: su novedad queda vista',
      descripcion: '403 si la solicitud es de otro afiliado; un superadmin o una sesión suplantada no la marcan.',
      etiquetas: ['novedades'],
      params: ParamsVistaEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    verHilo: {
      resumen: 'El afiliado abrió su hilo de mensajes: la respuesta del fondo queda vista',
      descripcion: '403 si el hilo es de otro afiliado; un superadmin o una sesión suplantada no lo marcan.',
      etiquetas: ['novedades'],
      params: ParamsVistaEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  manuales: {
    administrador: {
      resumen: 'Manual del administrador (PDF), solo para superadmin',
      etiquetas: ['ayuda'],
      produce: ['application/pdf'],
      respuestas: { 200: PdfEsquema, ...errores },
    },
  },
  admin: {
    listarAfiliados: {
      resumen: 'Afiliados (convención de listas): texto sobre apellidos, nombres y documento; actualizacion',
      etiquetas: ['administración'],
      consulta: ConsultaAfiliadosAdminEsquema,
      respuestas: { 200: RespuestaAfiliadosAdminEsquema, ...errores },
    },
    guardarAfiliado: {
      resumen: 'Crea (id_afiliado 0) o edita un afiliado: nombres, apellidos, documento, tipo y correo',
      descripcion:
        'Todos requeridos (400); documento de otro afiliado: 409; correo de otro afiliado: 409 salvo ' +
        'confirmar_correo_repetido. Cambiar el correo no cambia la clave y avisa a la dirección anterior.',
      etiquetas: ['administración'],
      cuerpo: CuerpoAfiliadoAdminEsquema,
      respuestas: { 200: RespuestaAfiliadoAdminEsquema, ...errores },
    },
    eliminarAfiliado: {
      resumen: 'Elimina un afiliado sin aportes, créditos ni solicitudes (si los tiene: 409, registre el retiro)',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    descargarAfiliados: {
      resumen:
        'Todos los afiliados en .xlsx con la forma de las plantillas (hojas Afiliados y Afiliación; lo demás de la ficha en columnas de solo lectura; instantes en hora de Colombia; textos que empiezan por = + - @ escapados): se corrige y se importa de vuelta; queda en la auditoría',
      etiquetas: ['administración'],
      produce: [XLSX],
      respuestas: { 200: XlsxEsquema, ...errores },
    },
    importar: {
      resumen: 'Importa un .xlsx, o con vista_previa dice qué haría (multipart: tipo, fila, vista_previa y luego file)',
      descripcion:
        'tipo: aportes, afiliados o afiliacion; fila: primera fila de datos (por defecto 5, 2, 4); vista_previa: 1 ' +
        'lee y valida el libro entero y responde lo que haría sin escribir nada. Los campos de texto van antes ' +
        'del archivo. 415 si no es .xlsx, 413 si es muy grande o infla de más, 400 si el multipart o el libro ' +
        'no son válidos (dañado, cortado o con contraseña). Una transacción por importación; las filas malas se saltan y se listan en errores ' +
        '(hoja, fila, columna y motivo). Sin ninguna fila válida, o si un corte quedaría sin aportes, no se ' +
        'escribe nada (escrito: false).',
      etiquetas: ['administración'],
      consume: ['multipart/form-data'],
      respuestas: { 200: RespuestaImportacionEsquema, ...errores },
    },
    plantilla: {
      resumen:
        'Plantilla .xlsx de un tipo de importación: encabezados con su explicación y el ejemplo en otra hoja (importada tal cual no cambia nada)',
      etiquetas: ['administración'],
      params: ParamsPlantillaEsquema,
      produce: [XLSX],
      respuestas: { 200: XlsxEsquema, ...errores },
    },
    cortes: {
      resumen: 'Cortes, el más reciente primero',
      etiquetas: ['administración'],
      respuestas: { 200: ListaCortesEsquema, ...errores },
    },
    aportesCorte: {
      resumen: 'Aportes del corte (convención de listas; texto sobre nombre, documento y tipo) con el total del filtro',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      consulta: ConsultaAportesCorteEsquema,
      respuestas: { 200: RespuestaAportesCorteEsquema, ...errores },
    },
    descargarAportesCorte: {
      resumen:
        'Los aportes del corte (las filas del filtro texto) en .xlsx con la forma de la hoja Aportes de la plantilla (fecha del corte en B2, totales en la fila 3): se importa de vuelta; archivo por la fecha del corte; queda en la auditoría',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      consulta: ConsultaAportesCorteEsquema,
      produce: [XLSX],
      respuestas: { 200: XlsxEsquema, ...errores },
    },
    creditosCorte: {
      resumen:
        'Créditos del corte (convención de listas; texto sobre nombre, documento y tipo) con los totales (total es la cuota) del filtro',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      consulta: ConsultaCreditosCorteEsquema,
      respuestas: { 200: RespuestaCreditosCorteEsquema, ...errores },
    },
    descargarCreditosCorte: {
      resumen:
        'Los créditos del corte (las filas del filtro texto) en .xlsx con la forma de la hoja Créditos de la plantilla (fecha del corte en B2, totales en la fila 3, cada campo que se importa): se importa de vuelta; archivo por la fecha del corte; queda en la auditoría',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      consulta: ConsultaCreditosCorteEsquema,
      produce: [XLSX],
      respuestas: { 200: XlsxEsquema, ...errores },
    },
    urlToken: {
      resumen: 'URL para abrir el portal como el afiliado (token de un solo uso, 2 minutos; POST /api/login-token)',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      respuestas: { 200: RespuestaUrlTokenEsquema, ...errores },
    },
    enviarBienvenida: {
      resumen: 'Envía al afiliado el correo de bienvenida con el enlace para asignar su clave (72 horas, un solo uso)',
      descripcion:
        'Responde el destinatario; 400 si el afiliado no tiene correo; 409 si ya tiene clave (la bienvenida ' +
        'no la reemplaza: pide su enlace él mismo con ¿Olvidó su clave?).',
      etiquetas: ['administración'],
      params: ParamsIdAdminEsquema,
      respuestas: { 200: RespuestaBienvenidaEsquema, ...errores },
    },
    resumen: {
      resumen: 'Tablero: solicitudes pendientes, mensajes abiertos, afiliados sin actualizar y la última importación',
      etiquetas: ['administración'],
      respuestas: { 200: ResumenAdminEsquema, ...errores },
    },
    documentosRepetidos: {
      resumen: 'Afiliados cuyos documentos, normalizados, son el mismo (no se unieron: el superadmin decide)',
      etiquetas: ['administración'],
      respuestas: { 200: RespuestaDocumentosRepetidosEsquema, ...errores },
    },
    auditoria: {
      resumen: 'Bitácora de auditoría (convención de listas): accion, desde, hasta; orden por defecto -fecha',
      etiquetas: ['administración'],
      consulta: ConsultaAuditoriaEsquema,
      respuestas: { 200: RespuestaAuditoriaEsquema, ...errores },
    },
  },
  correo: {
    listar: {
      resumen: 'Buzón de salida (convención de listas): correos sin enviar, fallidos con su último error, enviados',
      descripcion:
        'estado: sin_enviar (por defecto: pendientes, enviándose y fallidos), pendiente, fallido, enviado o todos; ' +
        'texto sobre destinatario y asunto; orden por defecto -creado. Los enviados se guardan 30 días sin su cuerpo.',
      etiquetas: ['correo'],
      consulta: ConsultaCorreosEsquema,
      respuestas: { 200: RespuestaCorreosEsquema, ...errores },
    },
    resumen: {
      resumen: 'Tablero: correos pendientes, fallidos y enviados en las últimas 24 horas',
      etiquetas: ['correo'],
      respuestas: { 200: ResumenCorreosEsquema, ...errores },
    },
    reintentar: {
      resumen: 'Vuelve a poner en cola, para ya y con todos sus intentos, un correo pendiente o fallido',
      descripcion: '404 si no existe; 409 si ya se envió o se está enviando. Queda en la auditoría.',
      etiquetas: ['correo'],
      params: ParamsCorreoEsquema,
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
    reintentarFallidos: {
      resumen: 'Vuelve a poner en cola todos los correos fallidos',
      etiquetas: ['correo'],
      respuestas: { 200: RespuestaMensajeEsquema, ...errores },
    },
  },
  rondas: {
    listar: {
      resumen: 'Rondas de actualización de datos con su avance (enviados y pendientes), la más reciente primero',
      etiquetas: ['rondas'],
      respuestas: { 200: RespuestaRondasEsquema, ...errores },
    },
    abrir: {
      resumen: 'Abre una ronda de actualización de datos para todos los afiliados o un filtro de la lista',
      descripcion:
        'Sus afiliados (no superadmin, sin retiro, con el filtro de /admin/afiliados) quedan fijados al abrirla: ' +
        'pueden enviar el formulario otra vez y la regla de actualizar datos (SPEC 5) les pide hacerlo hasta que lo ' +
        'envían o se cierra. 409 si ya hay una abierta; 400 sin nombre, con una fecha límite pasada o inválida, o ' +
        'si ningún afiliado cumple el filtro. Queda en la auditoría.',
      etiquetas: ['rondas'],
      cuerpo: CuerpoAbrirRondaEsquema,
      respuestas: { 200: RespuestaRondaEsquema, ...errores },
    },
    cerrar: {
      resumen: 'Cierra una ronda: el formulario vuelve a ser de solo lectura para quien ya lo había enviado',
      descripcion: '404 si no existe; 409 si ya está cerrada. Queda en la auditoría.',
      etiquetas: ['rondas'],
      params: ParamsRondaEsquema,
      respuestas: { 200: RespuestaRondaEsquema, ...errores },
    },
    recordar: {
      resumen: 'Encola un recordatorio a cada afiliado de la ronda que aún no envió el formulario',
      descripcion: 'Solo a los pendientes con correo (los demás se cuentan); 404 si no existe; 409 si está cerrada.',
      etiquetas: ['rondas'],
      params: ParamsRondaEsquema,
      respuestas: { 200: RespuestaRecordatorioEsquema, ...errores },
    },
  },
  invitaciones: {
    listar: {
      resumen: 'Lotes de invitaciones con su avance: en cola, enviadas, fallidas y sin correo',
      etiquetas: ['invitaciones'],
      respuestas: { 200: RespuestaLotesEsquema, ...errores },
    },
    invitar: {
      resumen: 'Invitar a todos: la bienvenida a cada afiliado sin clave (o del filtro), a ritmo de la cola',
      descripcion:
        'Encola una bienvenida por afiliado sin clave que cumple el filtro, con su turno (INVITACIONES_POR_MINUTO); ' +
        'los que no tienen correo se cuentan y no se encolan. 400 si nadie cumple el filtro. Queda en la auditoría.',
      etiquetas: ['invitaciones'],
      cuerpo: CuerpoInvitarEsquema,
      respuestas: { 200: RespuestaInvitarEsquema, ...errores },
    },
  },
} as const satisfies EsquemasDe<Rutas>;

type EsquemasRutas = typeof esquemasRutas;
/** Los esquemas de la operación O del grupo G. */
export type EsquemaDe<G extends Grupo, O extends Operacion<G>> = EsquemasRutas[G][O & keyof EsquemasRutas[G]];

type Parte<E, K extends 'params' | 'consulta' | 'cuerpo'> = E extends { readonly [P in K]: infer S extends TSchema }
  ? { [P in K]: Static<S> }
  : { [P in K]?: never };
type Plano<T> = { [K in keyof T]: T[K] } & {};

/** Lo que se envía a la operación: params, consulta y cuerpo, requeridos justo cuando la ruta los tiene. */
export type PeticionDe<G extends Grupo, O extends Operacion<G>> = Plano<
  Parte<EsquemaDe<G, O>, 'params'> & Parte<EsquemaDe<G, O>, 'consulta'> & Parte<EsquemaDe<G, O>, 'cuerpo'>
>;

/** El esquema de la respuesta 2xx: el de 200 o 201; undefined si solo hay 204. */
type Exitosa<E> = E extends { readonly respuestas: infer R }
  ? 200 extends keyof R
    ? R[200]
    : 201 extends keyof R
      ? R[201]
      : undefined
  : undefined;

/**
 * La respuesta 2xx de la operación (JSON). void para un 204; never para una binaria (binario: true en la
 * tabla: PDF, .xlsx, un archivo), que el cliente no lee como JSON.
 */
export type RespuestaDe<G extends Grupo, O extends Operacion<G>> = Rutas[G][O] extends { binario: true }
  ? never
  : Exitosa<EsquemaDe<G, O>> extends infer S extends TSchema
    ? Static<S>
    : void;
