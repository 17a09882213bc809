// La tabla de rutas de la API: cada operación una vez, con su método, su ruta
// (patrón de Fastify sin el prefijo /api) y su acceso. Sin TypeBox: la pueden llevar las apps. Los
// esquemas de cada operación están en esquemas/rutas.ts (@fondo/contrato/esquemas), con las mismas claves.
// La API registra sus rutas desde aquí (api/src/http/ruta.ts) y no admite una ruta /api que no esté.

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Acceso = 'publico' | 'sesion' | 'superadmin';

export interface DefinicionRuta {
  metodo: Metodo;
  /** patrón sin /api, p. ej. '/afiliados/:id/resumen' */
  ruta: string;
  acceso: Acceso;
  /** la respuesta 2xx no es JSON (PDF, .xlsx, un archivo) */
  binario?: true;
  /**
   * Acción sensible de un superadmin: pide de nuevo el código del segundo factor si el último de la sesión
   * es viejo (403 codigo 'verificacion_requerida'; el cliente lo pide y repite). Las exportaciones de datos
   * personales en bloque, abrir la aplicación como un afiliado, borrar y los códigos de recuperación.
   */
  verificacion?: true;
}

/** Una operación por clave, agrupadas por dominio de la API (una carpeta de api/src cada grupo). */
export const rutas = {
  salud: {
    estado: { metodo: 'GET', ruta: '/health', acceso: 'publico' },
    listo: { metodo: 'GET', ruta: '/listo', acceso: 'publico' },
    fondos: { metodo: 'GET', ruta: '/fondos', acceso: 'publico' },
    configuracion: { metodo: 'GET', ruta: '/configuracion', acceso: 'publico' },
  },
  sesion: {
    login: { metodo: 'POST', ruta: '/login', acceso: 'publico' },
    loginToken: { metodo: 'POST', ruta: '/login-token', acceso: 'publico' },
    logout: { metodo: 'POST', ruta: '/logout', acceso: 'sesion' },
    renovar: { metodo: 'POST', ruta: '/sesion/renovar', acceso: 'sesion' },
    usuario: { metodo: 'GET', ruta: '/afiliados/me/sesion', acceso: 'sesion' },
  },
  dosFactores: {
    loginCodigo: { metodo: 'POST', ruta: '/login/codigo', acceso: 'publico' },
    inscribir: { metodo: 'POST', ruta: '/dos-factores/inscripcion', acceso: 'superadmin' },
    confirmar: { metodo: 'POST', ruta: '/dos-factores/confirmar', acceso: 'superadmin' },
    verificar: { metodo: 'POST', ruta: '/dos-factores/verificar', acceso: 'superadmin' },
    codigos: { metodo: 'GET', ruta: '/dos-factores/codigos', acceso: 'superadmin' },
    regenerarCodigos: { metodo: 'POST', ruta: '/dos-factores/codigos', acceso: 'superadmin', verificacion: true },
    reiniciar: {
      metodo: 'DELETE',
      ruta: '/admin/afiliados/:id/dos-factores',
      acceso: 'superadmin',
      verificacion: true,
    },
  },
  claves: {
    solicitarReestablecer: { metodo: 'POST', ruta: '/afiliados/reestablecer-clave', acceso: 'publico' },
    verificarToken: { metodo: 'GET', ruta: '/afiliados/verificar-token/:token', acceso: 'publico' },
    reestablecer: { metodo: 'POST', ruta: '/afiliados/reestablecer-clave/:token', acceso: 'publico' },
    cambiar: { metodo: 'POST', ruta: '/afiliados/me/cambiar-clave', acceso: 'sesion' },
  },
  productos: {
    resumen: { metodo: 'GET', ruta: '/afiliados/:id/resumen', acceso: 'sesion' },
    aportes: { metodo: 'GET', ruta: '/afiliados/:id/aportes', acceso: 'sesion' },
    historialAportes: { metodo: 'GET', ruta: '/afiliados/:id/aportes/historial', acceso: 'sesion' },
    creditos: { metodo: 'GET', ruta: '/afiliados/:id/creditos', acceso: 'sesion' },
    planPagos: { metodo: 'GET', ruta: '/afiliados/:id/creditos/:id_credito/plan-pagos', acceso: 'sesion' },
    planPagosPdf: {
      metodo: 'GET',
      ruta: '/afiliados/:id/creditos/:id_credito/plan-pagos/pdf',
      acceso: 'sesion',
      binario: true,
    },
  },
  certificados: {
    listar: { metodo: 'GET', ruta: '/afiliados/:id/certificados', acceso: 'sesion' },
    descargar: { metodo: 'GET', ruta: '/afiliados/:id/certificado', acceso: 'sesion', binario: true },
    verificar: { metodo: 'GET', ruta: '/certificados/verificar/:codigo', acceso: 'publico' },
    estadoCuenta: {
      metodo: 'GET',
      ruta: '/afiliados/:id/estado-cuenta/:id_corte/pdf',
      acceso: 'sesion',
      binario: true,
    },
  },
  archivos: {
    subir: { metodo: 'POST', ruta: '/archivos', acceso: 'sesion' },
    leer: { metodo: 'GET', ruta: '/archivos/:id_archivo', acceso: 'sesion', binario: true },
  },
  imagenes: {
    limpiarFoto: { metodo: 'POST', ruta: '/archivos/limpiar-foto', acceso: 'sesion' },
    limpiarImagen: { metodo: 'POST', ruta: '/archivos/limpiar-imagen', acceso: 'sesion' },
    paginaFoto: { metodo: 'POST', ruta: '/archivos/pagina-foto', acceso: 'sesion' },
    pdfDeFotos: { metodo: 'POST', ruta: '/archivos/pdf-de-fotos', acceso: 'sesion' },
  },
  actualizacion: {
    ficha: { metodo: 'GET', ruta: '/afiliados/:id', acceso: 'sesion' },
    guardar: { metodo: 'POST', ruta: '/afiliados/:id', acceso: 'sesion' },
    formularioPdf: { metodo: 'GET', ruta: '/afiliados/:id/actualizacion', acceso: 'sesion', binario: true },
    autorizacionDatos: { metodo: 'GET', ruta: '/autorizacion-datos', acceso: 'publico' },
  },
  tiposCredito: {
    listar: { metodo: 'GET', ruta: '/tipos-credito', acceso: 'sesion' },
    obtener: { metodo: 'GET', ruta: '/tipos-credito/:id', acceso: 'sesion' },
    guardar: { metodo: 'POST', ruta: '/tipos-credito', acceso: 'superadmin' },
    eliminar: { metodo: 'DELETE', ruta: '/tipos-credito/:id', acceso: 'superadmin' },
  },
  cupo: {
    mio: { metodo: 'GET', ruta: '/afiliados/me/cupo', acceso: 'sesion' },
    tiposAporte: { metodo: 'GET', ruta: '/admin/tipos-aporte', acceso: 'superadmin' },
    marcarAportes: { metodo: 'PUT', ruta: '/admin/tipos-aporte/cupo', acceso: 'superadmin' },
  },
  solicitudes: {
    listarMias: { metodo: 'GET', ruta: '/afiliados/me/solicitudes-credito', acceso: 'sesion' },
    listarTodas: { metodo: 'GET', ruta: '/admin/solicitudes-credito', acceso: 'superadmin' },
    plantilla: { metodo: 'GET', ruta: '/solicitudes-credito/plantilla', acceso: 'sesion', binario: true },
    obtener: { metodo: 'GET', ruta: '/solicitudes-credito/:id', acceso: 'sesion' },
    eliminar: { metodo: 'DELETE', ruta: '/solicitudes-credito/:id', acceso: 'superadmin' },
    revisar: { metodo: 'POST', ruta: '/solicitudes-credito', acceso: 'superadmin' },
    radicar: { metodo: 'POST', ruta: '/afiliados/me/solicitar-credito', acceso: 'sesion' },
    historial: { metodo: 'GET', ruta: '/solicitudes-credito/:id/historial', acceso: 'sesion' },
    posicion: { metodo: 'GET', ruta: '/admin/solicitudes-credito/:id/posicion', acceso: 'superadmin' },
  },
  firmas: {
    documento: { metodo: 'POST', ruta: '/afiliados/me/solicitar-credito/documento', acceso: 'sesion' },
    verDocumento: { metodo: 'GET', ruta: '/firmas/:id/documento', acceso: 'sesion', binario: true },
    pedirCodigo: { metodo: 'POST', ruta: '/firmas/:id/codigo', acceso: 'sesion' },
    firmar: { metodo: 'POST', ruta: '/firmas/:id/firmar', acceso: 'sesion' },
    comprobar: { metodo: 'POST', ruta: '/firmas/verificar/:codigo', acceso: 'publico' },
    reenviarEnlace: { metodo: 'POST', ruta: '/solicitudes-credito/:id/codeudor/enlace', acceso: 'sesion' },
    // El enlace del codeudor es una capacidad: solo alcanza el resumen de esa solicitud y su propia copia.
    codeudor: { metodo: 'GET', ruta: '/codeudor/:token', acceso: 'publico' },
    codeudorDocumento: { metodo: 'GET', ruta: '/codeudor/:token/documento', acceso: 'publico', binario: true },
    codeudorCedula: { metodo: 'POST', ruta: '/codeudor/:token/cedula', acceso: 'publico' },
    codeudorCodigo: { metodo: 'POST', ruta: '/codeudor/:token/codigo', acceso: 'publico' },
    codeudorAceptar: { metodo: 'POST', ruta: '/codeudor/:token/aceptar', acceso: 'publico' },
    codeudorRechazar: { metodo: 'POST', ruta: '/codeudor/:token/rechazar', acceso: 'publico' },
  },
  mensajes: {
    listar: { metodo: 'GET', ruta: '/mensajes', acceso: 'sesion' },
    importar: { metodo: 'GET', ruta: '/mensajes/importar', acceso: 'superadmin' },
    hilo: { metodo: 'GET', ruta: '/mensajes/:id', acceso: 'sesion' },
    escribir: { metodo: 'POST', ruta: '/mensajes', acceso: 'sesion' },
    eliminar: { metodo: 'DELETE', ruta: '/mensajes/:id', acceso: 'superadmin' },
  },
  novedades: {
    listar: { metodo: 'GET', ruta: '/afiliados/me/novedades', acceso: 'sesion' },
    verSolicitud: { metodo: 'POST', ruta: '/solicitudes-credito/:id/vista', acceso: 'sesion' },
    verHilo: { metodo: 'POST', ruta: '/mensajes/:id/vista', acceso: 'sesion' },
  },
  manuales: {
    administrador: { metodo: 'GET', ruta: '/manuales/administrador', acceso: 'superadmin', binario: true },
  },
  admin: {
    listarAfiliados: { metodo: 'GET', ruta: '/admin/afiliados', acceso: 'superadmin' },
    guardarAfiliado: { metodo: 'POST', ruta: '/admin/afiliados', acceso: 'superadmin' },
    eliminarAfiliado: { metodo: 'DELETE', ruta: '/admin/afiliados/:id', acceso: 'superadmin', verificacion: true },
    descargarAfiliados: {
      metodo: 'GET',
      ruta: '/admin/afiliados/descargar',
      acceso: 'superadmin',
      binario: true,
      verificacion: true,
    },
    importar: { metodo: 'POST', ruta: '/admin/importar', acceso: 'superadmin' },
    plantilla: { metodo: 'GET', ruta: '/admin/plantillas/:tipo', acceso: 'superadmin', binario: true },
    cortes: { metodo: 'GET', ruta: '/admin/cortes', acceso: 'superadmin' },
    aportesCorte: { metodo: 'GET', ruta: '/admin/cortes/:id/aportes', acceso: 'superadmin' },
    descargarAportesCorte: {
      metodo: 'GET',
      ruta: '/admin/cortes/:id/aportes/descargar',
      acceso: 'superadmin',
      binario: true,
      verificacion: true,
    },
    creditosCorte: { metodo: 'GET', ruta: '/admin/cortes/:id/creditos', acceso: 'superadmin' },
    descargarCreditosCorte: {
      metodo: 'GET',
      ruta: '/admin/cortes/:id/creditos/descargar',
      acceso: 'superadmin',
      binario: true,
      verificacion: true,
    },
    urlToken: { metodo: 'GET', ruta: '/afiliados/:id/url-token', acceso: 'superadmin', verificacion: true },
    enviarBienvenida: { metodo: 'GET', ruta: '/afiliados/:id/enviar-bienvenida', acceso: 'superadmin' },
    resumen: { metodo: 'GET', ruta: '/admin/resumen', acceso: 'superadmin' },
    documentosRepetidos: { metodo: 'GET', ruta: '/admin/documentos-repetidos', acceso: 'superadmin' },
    auditoria: { metodo: 'GET', ruta: '/admin/auditoria', acceso: 'superadmin' },
  },
  correo: {
    listar: { metodo: 'GET', ruta: '/admin/correos', acceso: 'superadmin' },
    resumen: { metodo: 'GET', ruta: '/admin/correos/resumen', acceso: 'superadmin' },
    reintentar: { metodo: 'POST', ruta: '/admin/correos/:id/reintentar', acceso: 'superadmin' },
    reintentarFallidos: { metodo: 'POST', ruta: '/admin/correos/reintentar', acceso: 'superadmin' },
  },
  rondas: {
    listar: { metodo: 'GET', ruta: '/admin/rondas', acceso: 'superadmin' },
    abrir: { metodo: 'POST', ruta: '/admin/rondas', acceso: 'superadmin' },
    cerrar: { metodo: 'POST', ruta: '/admin/rondas/:id/cerrar', acceso: 'superadmin' },
    recordar: { metodo: 'POST', ruta: '/admin/rondas/:id/recordatorio', acceso: 'superadmin' },
  },
  invitaciones: {
    listar: { metodo: 'GET', ruta: '/admin/invitaciones', acceso: 'superadmin' },
    invitar: { metodo: 'POST', ruta: '/admin/invitaciones', acceso: 'superadmin' },
  },
} as const satisfies Record<string, Record<string, DefinicionRuta>>;

export type Rutas = typeof rutas;
export type Grupo = keyof Rutas;
export type Operacion<G extends Grupo> = keyof Rutas[G] & string;
