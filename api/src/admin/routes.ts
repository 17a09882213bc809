// Dominio Administración (SPEC 2.13, 2.14, 6, 7 Admin; issue 10): afiliados, importación y exportación
// .xlsx, plantillas, cortes con aportes y créditos, bienvenida, abrir la aplicación como afiliado,
// tablero y auditoría. Todo solo superadmin. Solo esquemas y acceso; reglas en servicio.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsultaAfiliadosAdminEsquema, ConsultaAportesCorteEsquema, ConsultaAuditoriaEsquema, ConsultaCreditosCorteEsquema,
  CuerpoAfiliadoAdminEsquema, ListaCortesEsquema, ParamsIdAdminEsquema, ParamsPlantillaEsquema, RespuestaAfiliadoAdminEsquema,
  RespuestaAfiliadosAdminEsquema, RespuestaAportesCorteEsquema, RespuestaAuditoriaEsquema, RespuestaBienvenidaEsquema,
  RespuestaCreditosCorteEsquema, RespuestaImportacionEsquema, RespuestaMensajeEsquema, RespuestaUrlTokenEsquema,
  ResumenAdminEsquema, XlsxEsquema, errores,
} from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { hoy } from '../auth/sesiones.js';
import { noEncontrado } from '../errors.js';
import { leerArchivoUnico, registrarMultipart } from '../http/subidas.js';
import {
  aportesDelCorte, creditosDelCorte, existeCorte, listarAfiliados, listarAuditoria, listarCortes, resumenAdmin,
} from './consultas.js';
import { plantillaImportacion } from './plantillas.js';
import {
  MENSAJE_CORTE_NO_ENCONTRADO, bienvenida, eliminarAfiliado, exportarAfiliados, exportarVistaCorte, guardarAfiliado, importar,
  parametrosImportacion, urlImpersonacion,
} from './servicio.js';

const tags = ['administración'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const adjunto = (nombre: string) => `attachment; filename="${nombre}"`;

const rutasAdmin: FastifyPluginAsyncTypebox = async (app) => {
  const contexto = (request: Parameters<typeof actorDe>[0]) => ({ actor: actorDe(request), ip: request.ip, ahora: app.reloj() });

  app.get('/admin/afiliados', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Afiliados (convención de listas): texto sobre apellidos, nombres y documento; actualizacion',
      tags,
      querystring: ConsultaAfiliadosAdminEsquema,
      response: { 200: RespuestaAfiliadosAdminEsquema, ...errores },
    },
  }, async (request) => listarAfiliados(app.db, request.query));

  app.post('/admin/afiliados', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Crea (id_afiliado 0) o edita un afiliado: nombres, apellidos, documento, tipo y correo',
      description: 'Todos requeridos (400); documento de otro afiliado: 409.',
      tags,
      body: CuerpoAfiliadoAdminEsquema,
      response: { 200: RespuestaAfiliadoAdminEsquema, ...errores },
    },
  }, async (request) => guardarAfiliado(app.db, request.body, contexto(request)));

  app.delete('/admin/afiliados/:id', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Elimina un afiliado sin aportes, créditos ni solicitudes (si los tiene: 409, registre el retiro)',
      tags,
      params: ParamsIdAdminEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => eliminarAfiliado(app.db, request.params.id, contexto(request)));

  app.get('/admin/afiliados/descargar', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Todos los afiliados en .xlsx (cada campo de SPEC 3 salvo secretos; textos que empiezan por = + - @ escapados)',
      tags,
      produces: [XLSX],
      response: { 200: XlsxEsquema, ...errores },
    },
  }, async (request, reply) => {
    const { actor } = contexto(request);
    request.log.info({ id_actor: actor.id_afiliado }, 'Exportación de afiliados');
    return reply.type(XLSX).header('content-disposition', adjunto('afiliados.xlsx')).header('cache-control', 'no-store')
      .send(exportarAfiliados(app));
  });

  // Solo este plugin (encapsulado) registra multipart: sus hooks no corren en las demás rutas.
  await app.register(async (sub) => {
    await registrarMultipart(sub);
    sub.post('/admin/importar', {
      config: { acceso: 'superadmin' },
      schema: {
        summary: 'Importa un .xlsx (multipart: tipo, fila y luego file)',
        description: 'tipo: aportes, afiliados o afiliacion; fila: primera fila de datos (por defecto 5, 2, 4). Los campos '
          + 'de texto van antes del archivo. 415 si no es .xlsx, 413 si es muy grande. Una transacción por importación; '
          + 'las filas malas se saltan y se listan en errores.',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaImportacionEsquema, ...errores },
      },
    }, async (request) => {
      const archivo = await leerArchivoUnico(request);
      const parametros = parametrosImportacion(archivo.campos);
      request.log.info({ tipo: parametros.tipo, bytes: archivo.bytes.length }, 'Importación recibida');
      return importar(app.db, archivo.bytes, parametros, { ...contexto(request), avance: (texto) => request.log.info(texto) });
    });
  });

  app.get('/admin/plantillas/:tipo', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Plantilla .xlsx de un tipo de importación (encabezados y una fila de ejemplo)',
      tags,
      params: ParamsPlantillaEsquema,
      produces: [XLSX],
      response: { 200: XlsxEsquema, ...errores },
    },
  }, async (request, reply) => reply.type(XLSX).header('content-disposition', adjunto(`plantilla-${request.params.tipo}.xlsx`))
    .send(await plantillaImportacion(request.params.tipo)));

  app.get('/admin/cortes', {
    config: { acceso: 'superadmin' },
    schema: { summary: 'Cortes, el más reciente primero', tags, response: { 200: ListaCortesEsquema, ...errores } },
  }, async () => listarCortes(app.db));

  app.get('/admin/cortes/:id/aportes', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Aportes del corte (convención de listas; texto sobre nombre, documento y tipo) con el total del filtro',
      tags,
      params: ParamsIdAdminEsquema,
      querystring: ConsultaAportesCorteEsquema,
      response: { 200: RespuestaAportesCorteEsquema, ...errores },
    },
  }, async (request) => {
    if (!(await existeCorte(app.db, request.params.id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
    return aportesDelCorte(app.db, request.params.id, request.query);
  });

  app.get('/admin/cortes/:id/aportes/descargar', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'La vista de aportes del corte en .xlsx: todas las filas del filtro texto y la fila de totales',
      tags,
      params: ParamsIdAdminEsquema,
      querystring: ConsultaAportesCorteEsquema,
      produces: [XLSX],
      response: { 200: XlsxEsquema, ...errores },
    },
  }, async (request, reply) => {
    const flujo = await exportarVistaCorte(app, 'aportes', request.params.id, request.query.texto);
    return reply.type(XLSX).header('content-disposition', adjunto(`aportes-corte-${request.params.id}.xlsx`)).send(flujo);
  });

  app.get('/admin/cortes/:id/creditos', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Créditos del corte (convención de listas; texto sobre nombre, documento y tipo) con los totales (total es la cuota) del filtro',
      tags,
      params: ParamsIdAdminEsquema,
      querystring: ConsultaCreditosCorteEsquema,
      response: { 200: RespuestaCreditosCorteEsquema, ...errores },
    },
  }, async (request) => {
    if (!(await existeCorte(app.db, request.params.id))) throw noEncontrado(MENSAJE_CORTE_NO_ENCONTRADO);
    return creditosDelCorte(app.db, request.params.id, request.query);
  });

  app.get('/admin/cortes/:id/creditos/descargar', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'La vista de creditos del corte en .xlsx: todas las filas del filtro texto y la fila de totales',
      tags,
      params: ParamsIdAdminEsquema,
      querystring: ConsultaCreditosCorteEsquema,
      produces: [XLSX],
      response: { 200: XlsxEsquema, ...errores },
    },
  }, async (request, reply) => {
    const flujo = await exportarVistaCorte(app, 'creditos', request.params.id, request.query.texto);
    return reply.type(XLSX).header('content-disposition', adjunto(`creditos-corte-${request.params.id}.xlsx`)).send(flujo);
  });

  app.get('/afiliados/:id/url-token', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'URL para abrir el portal como el afiliado (token de un solo uso, 2 minutos; POST /api/login-token)',
      tags,
      params: ParamsIdAdminEsquema,
      response: { 200: RespuestaUrlTokenEsquema, ...errores },
    },
  }, async (request) => urlImpersonacion(app, request.params.id, contexto(request)));

  app.get('/afiliados/:id/enviar-bienvenida', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Envía al afiliado el correo de bienvenida con el enlace para asignar su clave (72 horas, un solo uso)',
      description: 'Responde el destinatario; 400 si el afiliado no tiene correo.',
      tags,
      params: ParamsIdAdminEsquema,
      response: { 200: RespuestaBienvenidaEsquema, ...errores },
    },
  }, async (request) => bienvenida(app, request.params.id, contexto(request)));

  app.get('/admin/resumen', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Tablero: solicitudes pendientes, mensajes abiertos, afiliados sin actualizar y la última importación',
      tags,
      response: { 200: ResumenAdminEsquema, ...errores },
    },
  }, async () => resumenAdmin(app.db, hoy(app.reloj())));

  app.get('/admin/auditoria', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Bitácora de auditoría (convención de listas): accion, desde, hasta; orden por defecto -fecha',
      tags,
      querystring: ConsultaAuditoriaEsquema,
      response: { 200: RespuestaAuditoriaEsquema, ...errores },
    },
  }, async (request) => listarAuditoria(app.db, request.query));
};

export default rutasAdmin;
