// Más de 300 líneas: la matriz entera en un lugar, un bloque por dominio, para ver qué ruta falta.
// La matriz de autorización de toda la API, por dominio (DESIGN 7: cubre cada ruta). Al añadir una
// ruta, añada aquí su caso (las públicas con acceso 'publico'): matriz-rutas.test.ts falla si falta.
import { CamposAfiliadoEsquema } from '@fondo/contrato/esquemas';
import type { CasoAutorizacion, ContextoMatriz } from './matriz-autorizacion.js';
import { crearArchivo, crearSolicitud, crearTipoCredito, PDF_MINIMO, PNG_MINIMO } from './ayudantes-solicitudes.js';
import { crearHilo } from './ayudantes-mensajes.js';
import { crearAfiliado } from './ayudantes.js';
import { corte, credito, documentoFirma, segundoFactor, trabajo } from '../src/db/schema.js';

/** Ficha con todos los campos en null (el esquema pasa; la regla de requeridos responde 400). */
const FICHA_VACIA = Object.fromEntries(Object.keys(CamposAfiliadoEsquema.properties).map((c) => [c, null]));

/** Id que dejó `prepararMatriz` en ctx.datos. */
const dato = (ctx: ContextoMatriz, nombre: string): number => Number(ctx.datos[nombre]);

export const MATRIZ_POR_DOMINIO: Record<string, CasoAutorizacion[]> = {
  salud: [
    { metodo: 'GET', url: '/api/health', acceso: 'publico' },
    { metodo: 'GET', url: '/api/listo', acceso: 'publico' },
    { metodo: 'GET', url: '/api/fondos', acceso: 'publico' },
    // Sin datos personales: se revalidan pero se pueden guardar.
    { metodo: 'GET', url: '/api/configuracion', acceso: 'publico', cache: 'no-cache' },
  ],
  sesion: [
    // Públicas: sin sesión pasan el guarda; el 400/401 es la validación propia de la ruta.
    { metodo: 'POST', url: '/api/login', acceso: 'publico', payload: {}, estadoPermitido: 400 },
    {
      metodo: 'POST',
      url: '/api/login-token',
      acceso: 'publico',
      payload: { token: 'no-existe' },
      estadoPermitido: 401,
    },
    { metodo: 'POST', url: '/api/logout', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/afiliados/me/sesion', acceso: 'sesion' },
    { metodo: 'POST', url: '/api/sesion/renovar', acceso: 'sesion' },
  ],
  claves: [
    { metodo: 'POST', url: '/api/afiliados/reestablecer-clave', acceso: 'publico', payload: {}, estadoPermitido: 400 },
    {
      metodo: 'GET',
      url: '/api/afiliados/verificar-token/token-que-no-existe-1234567',
      acceso: 'publico',
      ruta: '/api/afiliados/verificar-token/:token',
      estadoPermitido: 400,
    },
    {
      metodo: 'POST',
      url: '/api/afiliados/reestablecer-clave/token-que-no-existe-1234567',
      acceso: 'publico',
      ruta: '/api/afiliados/reestablecer-clave/:token',
      payload: {},
      estadoPermitido: 400,
    },
    { metodo: 'POST', url: '/api/afiliados/me/cambiar-clave', acceso: 'sesion', payload: {}, estadoPermitido: 400 },
  ],
  productos: [
    { metodo: 'GET', url: '/api/afiliados/:id/resumen', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/afiliados/:id/aportes', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/afiliados/:id/aportes/historial', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/afiliados/:id/creditos', acceso: 'sesion' },
    // El crédito de otro afiliado: 403 como su solicitud o su mensaje.
    {
      nombre: 'GET /api/afiliados/:id/creditos/:id_credito/plan-pagos',
      metodo: 'GET',
      ruta: '/api/afiliados/:id/creditos/:id_credito/plan-pagos',
      url: (ctx) => `/api/afiliados/:id/creditos/${dato(ctx, 'creditoMiembro')}/plan-pagos`,
      urlAjena: (ctx) => `/api/afiliados/me/creditos/${dato(ctx, 'creditoOtro')}/plan-pagos`,
      acceso: 'sesion',
    },
    {
      nombre: 'GET /api/afiliados/:id/creditos/:id_credito/plan-pagos/pdf',
      metodo: 'GET',
      ruta: '/api/afiliados/:id/creditos/:id_credito/plan-pagos/pdf',
      url: (ctx) => `/api/afiliados/:id/creditos/${dato(ctx, 'creditoMiembro')}/plan-pagos/pdf`,
      urlAjena: (ctx) => `/api/afiliados/${ctx.otro.id_afiliado}/creditos/${dato(ctx, 'creditoOtro')}/plan-pagos/pdf`,
      acceso: 'sesion',
    },
  ],
  certificados: [
    { metodo: 'GET', url: '/api/afiliados/:id/certificados', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/afiliados/:id/certificado?tipo_certificado=afiliacion', acceso: 'sesion' },
    {
      metodo: 'GET',
      url: '/api/certificados/verificar/ABCD-EFGH-JKMN',
      acceso: 'publico',
      ruta: '/api/certificados/verificar/:codigo',
      estadoPermitido: 404,
    },
    {
      nombre: 'GET /api/afiliados/:id/estado-cuenta/:id_corte/pdf',
      metodo: 'GET',
      ruta: '/api/afiliados/:id/estado-cuenta/:id_corte/pdf',
      url: (ctx) => `/api/afiliados/:id/estado-cuenta/${dato(ctx, 'cortePlan')}/pdf`,
      acceso: 'sesion',
    },
  ],
  manuales: [{ metodo: 'GET', url: '/api/manuales/administrador', acceso: 'superadmin' }],
  archivos: [
    {
      metodo: 'POST',
      url: '/api/archivos',
      acceso: 'sesion',
      payload: { file: `data:application/pdf;base64,${PDF_MINIMO.toString('base64')}`, name: 'carta.pdf' },
    },
    {
      nombre: 'GET /api/archivos/:id_archivo',
      metodo: 'GET',
      ruta: '/api/archivos/:id_archivo',
      url: (ctx) => `/api/archivos/${dato(ctx, 'archivoMiembro')}`,
      urlAjena: (ctx) => `/api/archivos/${dato(ctx, 'archivoOtro')}`,
      acceso: 'sesion',
    },
  ],
  imagenes: [
    {
      metodo: 'POST',
      url: '/api/archivos/limpiar-foto',
      acceso: 'sesion',
      payload: { file: `data:image/png;base64,${PNG_MINIMO.toString('base64')}`, name: 'foto.png' },
    },
    {
      metodo: 'POST',
      url: '/api/archivos/limpiar-imagen',
      acceso: 'sesion',
      payload: { file: `data:image/png;base64,${PNG_MINIMO.toString('base64')}`, name: 'firma.png' },
    },
    {
      metodo: 'POST',
      url: '/api/archivos/pagina-foto',
      acceso: 'sesion',
      payload: { file: `data:image/png;base64,${PNG_MINIMO.toString('base64')}`, name: 'pagina.png' },
    },
    // Las páginas de otro afiliado (403 para el afiliado) se prueban en imagenes/pdf-de-fotos.test.ts.
    {
      metodo: 'POST',
      url: '/api/archivos/pdf-de-fotos',
      acceso: 'sesion',
      payload: (ctx) => ({ paginas: [dato(ctx, 'fotoMiembro')], name: 'desprendible.pdf' }),
    },
  ],
  actualizacion: [
    { metodo: 'GET', url: '/api/afiliados/:id', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/autorizacion-datos', acceso: 'publico', cache: 'no-cache' },
    // El guarda pasa: el 400 es la regla de requeridos (cuerpo vacío de datos).
    {
      metodo: 'POST',
      url: '/api/afiliados/:id',
      acceso: 'sesion',
      estadoPermitido: 400,
      payload: { afiliado: { ...FICHA_VACIA, nombres: '', apellidos: '', documento: '' }, familiares: [] },
    },
    { metodo: 'GET', url: '/api/afiliados/:id/actualizacion', acceso: 'sesion' },
  ],
  tiposCredito: [
    { metodo: 'GET', url: '/api/tipos-credito', acceso: 'sesion' },
    {
      nombre: 'GET /api/tipos-credito/:id',
      metodo: 'GET',
      ruta: '/api/tipos-credito/:id',
      acceso: 'sesion',
      url: (ctx) => `/api/tipos-credito/${dato(ctx, 'tipo')}`,
    },
    {
      metodo: 'POST',
      url: '/api/tipos-credito',
      acceso: 'superadmin',
      payload: { id_tipo_credito: 0, nombre: 'Tipo de la matriz', tasa: 0.01 },
    },
    {
      nombre: 'DELETE /api/tipos-credito/:id',
      metodo: 'DELETE',
      ruta: '/api/tipos-credito/:id',
      acceso: 'superadmin',
      url: (ctx) => `/api/tipos-credito/${dato(ctx, 'tipoSinUso')}`,
    },
  ],
  cupo: [
    { metodo: 'GET', url: '/api/afiliados/me/cupo', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/admin/tipos-aporte', acceso: 'superadmin' },
    { metodo: 'PUT', url: '/api/admin/tipos-aporte/cupo', acceso: 'superadmin', payload: { ids: [] } },
  ],
  solicitudes: [
    { metodo: 'GET', url: '/api/afiliados/me/solicitudes-credito', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/admin/solicitudes-credito?estado=PENDIENTE', acceso: 'superadmin' },
    { metodo: 'GET', url: '/api/solicitudes-credito/plantilla', acceso: 'sesion' },
    {
      nombre: 'GET /api/solicitudes-credito/:id',
      metodo: 'GET',
      ruta: '/api/solicitudes-credito/:id',
      url: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudMiembro')}`,
      urlAjena: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudOtro')}`,
      acceso: 'sesion',
    },
    // El guarda pasa: el 400 es la regla de requeridos (los archivos del cuerpo serían de otro).
    { metodo: 'POST', url: '/api/afiliados/me/solicitar-credito', acceso: 'sesion', payload: {}, estadoPermitido: 400 },
    {
      metodo: 'POST',
      url: '/api/solicitudes-credito',
      acceso: 'superadmin',
      payload: (ctx) => ({ id_solicitud: dato(ctx, 'solicitudMiembro'), estado: 'APROBADA', observaciones: 'Matriz' }),
    },
    {
      nombre: 'DELETE /api/solicitudes-credito/:id',
      metodo: 'DELETE',
      url: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudParaBorrar')}`,
      ruta: '/api/solicitudes-credito/:id',
      acceso: 'superadmin',
    },
    {
      nombre: 'GET /api/solicitudes-credito/:id/historial',
      metodo: 'GET',
      ruta: '/api/solicitudes-credito/:id/historial',
      url: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudMiembro')}/historial`,
      urlAjena: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudOtro')}/historial`,
      acceso: 'sesion',
    },
    {
      // El afiliado no ve la posición ni de su propia solicitud (403): es del superadmin.
      nombre: 'GET /api/admin/solicitudes-credito/:id/posicion',
      metodo: 'GET',
      ruta: '/api/admin/solicitudes-credito/:id/posicion',
      url: (ctx) => `/api/admin/solicitudes-credito/${dato(ctx, 'solicitudMiembro')}/posicion`,
      acceso: 'superadmin',
    },
  ],
  firmas: [
    // La matriz corre con FIRMA_ELECTRONICA apagada: el guarda pasa y el 400 es la firma apagada.
    {
      metodo: 'POST',
      url: '/api/afiliados/me/solicitar-credito/documento',
      acceso: 'sesion',
      payload: {},
      estadoPermitido: 400,
    },
    {
      nombre: 'GET /api/firmas/:id/documento',
      metodo: 'GET',
      ruta: '/api/firmas/:id/documento',
      url: (ctx) => `/api/firmas/${dato(ctx, 'documentoMiembro')}/documento`,
      urlAjena: (ctx) => `/api/firmas/${dato(ctx, 'documentoOtro')}/documento`,
      acceso: 'sesion',
    },
    {
      nombre: 'POST /api/firmas/:id/codigo',
      metodo: 'POST',
      ruta: '/api/firmas/:id/codigo',
      url: (ctx) => `/api/firmas/${dato(ctx, 'documentoMiembro')}/codigo`,
      acceso: 'sesion',
      payload: { leido: true },
      estadoPermitido: 400,
    },
    {
      nombre: 'POST /api/firmas/:id/firmar',
      metodo: 'POST',
      ruta: '/api/firmas/:id/firmar',
      url: (ctx) => `/api/firmas/${dato(ctx, 'documentoMiembro')}/firmar`,
      acceso: 'sesion',
      payload: { codigo: '123456', sha256: 'a'.repeat(64) },
      estadoPermitido: 400,
    },
    {
      nombre: 'POST /api/solicitudes-credito/:id/codeudor/enlace',
      metodo: 'POST',
      ruta: '/api/solicitudes-credito/:id/codeudor/enlace',
      url: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudMiembro')}/codeudor/enlace`,
      acceso: 'sesion',
      estadoPermitido: 400,
    },
    // Públicas: el código de verificación o el token del enlace son lo que da acceso (404 sin uno válido).
    {
      metodo: 'POST',
      url: '/api/firmas/verificar/AAAA-BBBB-CCCC-DDDD',
      ruta: '/api/firmas/verificar/:codigo',
      acceso: 'publico',
      payload: { sha256: 'a'.repeat(64) },
      estadoPermitido: 404,
    },
    ...(
      [
        ['GET', '', undefined],
        ['GET', '/documento', undefined],
        ['POST', '/cedula', { file: 'data:application/pdf;base64,JVBERi0=', name: 'cedula.pdf' }],
        // con la firma apagada, 400 antes de mirar el enlace
        ['POST', '/codigo', { leido: true }, 400],
        ['POST', '/aceptar', { codigo: '123456', sha256: 'a'.repeat(64) }, 400],
        ['POST', '/rechazar', {}],
      ] as const
    ).map(
      ([metodo, sufijo, payload, estado]: readonly [
        CasoAutorizacion['metodo'],
        string,
        object?,
        number?,
      ]): CasoAutorizacion => ({
        metodo,
        url: `/api/codeudor/${'x'.repeat(43)}${sufijo}`,
        ruta: `/api/codeudor/:token${sufijo}`,
        acceso: 'publico',
        ...(payload === undefined ? {} : { payload }),
        estadoPermitido: estado ?? 404,
      }),
    ),
  ],
  mensajes: [
    { metodo: 'GET', url: '/api/mensajes?estado=0', acceso: 'sesion' },
    { metodo: 'POST', url: '/api/mensajes', acceso: 'sesion', payload: { asunto: 'Matriz', texto: '<p>Hola</p>' } },
    {
      nombre: 'GET /api/mensajes/:id',
      metodo: 'GET',
      ruta: '/api/mensajes/:id',
      url: (ctx) => `/api/mensajes/${dato(ctx, 'hiloMiembro')}`,
      urlAjena: (ctx) => `/api/mensajes/${dato(ctx, 'hiloOtro')}`,
      acceso: 'sesion',
    },
    {
      nombre: 'DELETE /api/mensajes/:id',
      metodo: 'DELETE',
      ruta: '/api/mensajes/:id',
      acceso: 'superadmin',
      url: (ctx) => `/api/mensajes/${dato(ctx, 'hiloParaBorrar')}`,
    },
    // Sin IMAP_URL en la app de la matriz: el guarda pasa y la ruta responde 503 (no configurada).
    { metodo: 'GET', url: '/api/mensajes/importar', acceso: 'superadmin', estadoPermitido: 503 },
  ],
  novedades: [
    { metodo: 'GET', url: '/api/afiliados/me/novedades', acceso: 'sesion' },
    {
      nombre: 'POST /api/solicitudes-credito/:id/vista',
      metodo: 'POST',
      ruta: '/api/solicitudes-credito/:id/vista',
      url: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudMiembro')}/vista`,
      urlAjena: (ctx) => `/api/solicitudes-credito/${dato(ctx, 'solicitudOtro')}/vista`,
      acceso: 'sesion',
    },
    {
      nombre: 'POST /api/mensajes/:id/vista',
      metodo: 'POST',
      ruta: '/api/mensajes/:id/vista',
      url: (ctx) => `/api/mensajes/${dato(ctx, 'hiloMiembro')}/vista`,
      urlAjena: (ctx) => `/api/mensajes/${dato(ctx, 'hiloOtro')}/vista`,
      acceso: 'sesion',
    },
  ],
  admin: [
    { metodo: 'GET', url: '/api/admin/afiliados?texto=nombre&actualizacion=todos', acceso: 'superadmin' },
    {
      metodo: 'POST',
      url: '/api/admin/afiliados',
      acceso: 'superadmin',
      payload: {
        id_afiliado: 0,
        nombres: 'Matriz',
        apellidos: 'Prueba',
        documento: '55500011',
        documento_tipo: 'CC',
        email: 'm@correo.co',
      },
    },
    {
      nombre: 'DELETE /api/admin/afiliados/:id',
      metodo: 'DELETE',
      ruta: '/api/admin/afiliados/:id',
      acceso: 'superadmin',
      url: (ctx) => `/api/admin/afiliados/${dato(ctx, 'afiliadoParaBorrar')}`,
    },
    { metodo: 'GET', url: '/api/admin/afiliados/descargar', acceso: 'superadmin' },
    // El guarda pasa: sin multipart la ruta responde 415.
    { metodo: 'POST', url: '/api/admin/importar', acceso: 'superadmin', payload: {}, estadoPermitido: 415 },
    { metodo: 'GET', url: '/api/admin/plantillas/aportes', ruta: '/api/admin/plantillas/:tipo', acceso: 'superadmin' },
    { metodo: 'GET', url: '/api/admin/cortes', acceso: 'superadmin' },
    ...(['aportes', 'creditos', 'aportes/descargar', 'creditos/descargar'] as const).map((vista): CasoAutorizacion => ({
      nombre: `GET /api/admin/cortes/:id/${vista}`,
      metodo: 'GET',
      ruta: `/api/admin/cortes/:id/${vista}`,
      acceso: 'superadmin',
      url: (ctx) => `/api/admin/cortes/${dato(ctx, 'corte')}/${vista}`,
    })),
    { metodo: 'GET', url: '/api/afiliados/:id/url-token', acceso: 'superadmin' },
    // El guarda pasa: el afiliado de la matriz ya tiene clave y la bienvenida no la reemplaza (409).
    { metodo: 'GET', url: '/api/afiliados/:id/enviar-bienvenida', acceso: 'superadmin', estadoPermitido: 409 },
    { metodo: 'GET', url: '/api/admin/resumen', acceso: 'superadmin' },
    { metodo: 'GET', url: '/api/admin/auditoria?accion=login&desde=2026-01-01&hasta=2026-12-31', acceso: 'superadmin' },
    { metodo: 'GET', url: '/api/admin/documentos-repetidos', acceso: 'superadmin' },
  ],
  dosFactores: [
    // Públicas: sin sesión pasan el guarda; el 400 es la validación propia de la ruta.
    { metodo: 'POST', url: '/api/login/codigo', acceso: 'publico', payload: {}, estadoPermitido: 400 },
    { metodo: 'POST', url: '/api/dos-factores/inscripcion', acceso: 'superadmin' },
    // El guarda pasa: sin código, 400.
    { metodo: 'POST', url: '/api/dos-factores/confirmar', acceso: 'superadmin', payload: {}, estadoPermitido: 400 },
    { metodo: 'POST', url: '/api/dos-factores/verificar', acceso: 'superadmin', payload: {}, estadoPermitido: 400 },
    { metodo: 'GET', url: '/api/dos-factores/codigos', acceso: 'superadmin' },
    // El guarda pasa: el superadmin de la matriz no tiene factor, 409.
    { metodo: 'POST', url: '/api/dos-factores/codigos', acceso: 'superadmin', estadoPermitido: 409 },
    {
      nombre: 'DELETE /api/admin/afiliados/:id/dos-factores',
      metodo: 'DELETE',
      ruta: '/api/admin/afiliados/:id/dos-factores',
      acceso: 'superadmin',
      url: (ctx) => `/api/admin/afiliados/${dato(ctx, 'adminConFactor')}/dos-factores`,
    },
  ],
  correo: [
    { metodo: 'GET', url: '/api/admin/correos?estado=fallido&texto=matriz', acceso: 'superadmin' },
    { metodo: 'GET', url: '/api/admin/correos/resumen', acceso: 'superadmin' },
    {
      nombre: 'POST /api/admin/correos/:id/reintentar',
      metodo: 'POST',
      ruta: '/api/admin/correos/:id/reintentar',
      acceso: 'superadmin',
      url: (ctx) => `/api/admin/correos/${dato(ctx, 'correoFallido')}/reintentar`,
    },
    { metodo: 'POST', url: '/api/admin/correos/reintentar', acceso: 'superadmin' },
  ],
  rondas: [
    { metodo: 'GET', url: '/api/admin/rondas', acceso: 'superadmin' },
    // El guarda pasa: sin nombre, 400.
    {
      metodo: 'POST',
      url: '/api/admin/rondas',
      acceso: 'superadmin',
      payload: { nombre: '', fecha_limite: '2099-12-31' },
      estadoPermitido: 400,
    },
    // El guarda pasa: la ronda no existe, 404.
    {
      metodo: 'POST',
      url: '/api/admin/rondas/999999/cerrar',
      ruta: '/api/admin/rondas/:id/cerrar',
      acceso: 'superadmin',
      estadoPermitido: 404,
    },
    {
      metodo: 'POST',
      url: '/api/admin/rondas/999999/recordatorio',
      ruta: '/api/admin/rondas/:id/recordatorio',
      acceso: 'superadmin',
      estadoPermitido: 404,
    },
  ],
  invitaciones: [
    { metodo: 'GET', url: '/api/admin/invitaciones', acceso: 'superadmin' },
    // El guarda pasa: nadie sin clave con ese filtro, 400.
    {
      metodo: 'POST',
      url: '/api/admin/invitaciones',
      acceso: 'superadmin',
      payload: { filtro: { texto: 'nadie-se-llama-asi' } },
      estadoPermitido: 400,
    },
  ],
};

export const MATRIZ: CasoAutorizacion[] = Object.values(MATRIZ_POR_DOMINIO).flat();

/** Datos que usan los casos (ids en ctx.datos): archivos, tipos y solicitudes del afiliado y del otro. */
export async function prepararMatriz(ctx: ContextoMatriz): Promise<Record<string, unknown>> {
  const tipo = await crearTipoCredito(ctx.db);
  return {
    tipo,
    tipoSinUso: await crearTipoCredito(ctx.db, { nombre: 'Sin uso' }),
    archivoMiembro: await crearArchivo(ctx.db, ctx.miembro.id_afiliado),
    archivoOtro: await crearArchivo(ctx.db, ctx.otro.id_afiliado),
    fotoMiembro: await crearArchivo(ctx.db, ctx.miembro.id_afiliado, 'png'),
    solicitudMiembro: await crearSolicitud(ctx.db, ctx.miembro.id_afiliado, tipo),
    solicitudOtro: await crearSolicitud(ctx.db, ctx.otro.id_afiliado, tipo),
    solicitudParaBorrar: await crearSolicitud(ctx.db, ctx.otro.id_afiliado, tipo),
    documentoMiembro: await crearDocumentoFirma(ctx, ctx.miembro.id_afiliado),
    documentoOtro: await crearDocumentoFirma(ctx, ctx.otro.id_afiliado),
    hiloMiembro: await crearHilo(ctx.db, ctx.miembro.id_afiliado),
    hiloOtro: await crearHilo(ctx.db, ctx.otro.id_afiliado),
    hiloParaBorrar: await crearHilo(ctx.db, ctx.otro.id_afiliado),
    afiliadoParaBorrar: (await crearAfiliado(ctx.db)).afiliado.id_afiliado,
    adminConFactor: await adminConFactor(ctx),
    corte: (await ctx.db.insert(corte).values({ corte: '2025-12-31' }).returning())[0]!.id_corte,
    ...(await creditosDelPlan(ctx, tipo)),
    correoFallido: (
      await ctx.db
        .insert(trabajo)
        .values({ tipo: 'correo', estado: 'fallido', datos: { motivo: 'bienvenida', para: 'matriz@correo.co' } })
        .returning()
    )[0]!.id_trabajo,
  };
}

/** Un documento para firmar (firma electrónica) de `idAfiliado`, sin firmar. */
async function crearDocumentoFirma(ctx: ContextoMatriz, idAfiliado: number): Promise<number> {
  const archivo = await crearArchivo(ctx.db, idAfiliado, 'pdf', 'carta-solicitud-credito-y-pagare.pdf');
  const [f] = await ctx.db
    .insert(documentoFirma)
    .values({ id_afiliado: idAfiliado, datos: {}, generado: new Date().toISOString(), archivo, sha256: 'a'.repeat(64) })
    .returning();
  return f!.id_documento;
}

/** Un crédito del afiliado y otro del otro afiliado, en un corte propio (plan de pagos, estado de cuenta). */
async function creditosDelPlan(ctx: ContextoMatriz, tipo: number): Promise<Record<string, number>> {
  const [c] = await ctx.db.insert(corte).values({ corte: '2025-11-30' }).returning();
  const fila = (id_afiliado: number) => ({
    id_corte: c!.id_corte,
    id_afiliado,
    id_tipo_credito: tipo,
    numero: `M-${id_afiliado}`,
    saldo: '1000.00',
    valor_credito: '1000.00',
    valor_cuota: '100.00',
    cuotas: 10,
    cuotas_pendientes: 10,
    tasa: '0.010000',
    estado_credito: 'AL DIA',
  });
  const filas = await ctx.db
    .insert(credito)
    .values([fila(ctx.miembro.id_afiliado), fila(ctx.otro.id_afiliado)])
    .returning();
  return { creditoMiembro: filas[0]!.id_credito, creditoOtro: filas[1]!.id_credito, cortePlan: c!.id_corte };
}

/** Un superadmin con segundo factor confirmado (el secreto no se lee: solo se reinicia). */
async function adminConFactor(ctx: ContextoMatriz): Promise<number> {
  const { afiliado } = await crearAfiliado(ctx.db, { superadmin: true });
  await ctx.db
    .insert(segundoFactor)
    .values({ id_afiliado: afiliado.id_afiliado, secreto: 'v1.x.y.z', confirmado: new Date().toISOString() });
  return afiliado.id_afiliado;
}
