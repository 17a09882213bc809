// Dominio Solicitudes de crédito (SPEC 2.10, 2.11, 6, 7): las rutas exactas de SPEC 7 y la
// plantilla PDF. Solo esquemas y acceso; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsultaPlantillaEsquema, ConsultaSolicitudesEsquema, CuerpoRevisionSolicitudEsquema, CuerpoSolicitudCreditoEsquema,
  ParamsSolicitudEsquema, PdfEsquema, RespuestaMensajeEsquema, RespuestaSolicitudesEsquema, SolicitudCreditoEsquema,
  errores,
} from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { eliminar, listar, plantilla, radicar, revisar, solicitudPara } from './servicio.js';

const tags = ['solicitudes de crédito'];

const rutasSolicitudes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/afiliados/me/solicitudes-credito', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Solicitudes de crédito de quien llama (convención de listas)',
      tags,
      querystring: ConsultaSolicitudesEsquema,
      response: { 200: RespuestaSolicitudesEsquema, ...errores },
    },
  }, async (request) => listar(app.db, actorDe(request), request.query, true));

  app.get('/admin/solicitudes-credito', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Todas las solicitudes de crédito (convención de listas)',
      description: 'estado: TODAS (por defecto), PENDIENTE, APROBADA o NO APROBADA; texto: nombre del afiliado, '
        + 'sin importar tildes ni mayúsculas; orden por defecto -fecha.',
      tags,
      querystring: ConsultaSolicitudesEsquema,
      response: { 200: RespuestaSolicitudesEsquema, ...errores },
    },
  }, async (request) => listar(app.db, actorDe(request), request.query, false));

  app.get('/solicitudes-credito/plantilla', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Carta de solicitud de crédito y pagaré en PDF, para imprimir y firmar',
      description: 'Con el nombre y el documento de quien llama; tipo, valor y cuotas si se envían.',
      tags,
      querystring: ConsultaPlantillaEsquema,
      produces: ['application/pdf'],
      response: { 200: PdfEsquema, ...errores },
    },
  }, async (request, reply) => {
    const pdf = await plantilla(app.db, actorDe(request), request.query, {
      ahora: app.reloj(), fondo: { nombre: app.config.fondoNombre, nit: app.config.fondoNit },
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="carta-solicitud-credito-y-pagare.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.get('/solicitudes-credito/:id', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Una solicitud de crédito (el afiliado, solo las suyas)',
      tags,
      params: ParamsSolicitudEsquema,
      response: { 200: SolicitudCreditoEsquema, ...errores },
    },
  }, async (request) => solicitudPara(app.db, actorDe(request), request.params.id));

  app.delete('/solicitudes-credito/:id', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Borra una solicitud de crédito',
      tags,
      params: ParamsSolicitudEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => eliminar(app.db, request.params.id, { actor: actorDe(request), ip: request.ip, ahora: app.reloj() }));

  app.post('/solicitudes-credito', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Revisa una solicitud: estado y observaciones (registra revisor y fecha; avisa al afiliado si cambia el estado)',
      description: 'Se puede enviar la solicitud entera: solo se usan id_solicitud, estado y observaciones.',
      tags,
      body: CuerpoRevisionSolicitudEsquema,
      response: { 200: SolicitudCreditoEsquema, ...errores },
    },
  }, async (request) => revisar(app.db, request.body, {
    actor: actorDe(request),
    ahora: app.reloj(),
    ip: request.ip,
    correo: app.correo,
    portalUrl: app.config.portalUrl,
    fondoNombre: app.config.fondoNombre,
  }));

  app.post('/afiliados/me/solicitar-credito', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Radica una solicitud de crédito de quien llama (estado PENDIENTE)',
      description: 'Requeridos (SPEC 5): 400 con la lista de lo que falta. Los archivos deben existir, ser de quien '
        + 'llama y de su clase (desprendible, carta y cédula del codeudor en PDF; firma en JPG o PNG).',
      tags,
      body: CuerpoSolicitudCreditoEsquema,
      response: { 200: SolicitudCreditoEsquema, ...errores },
    },
  }, async (request) => radicar(app.db, actorDe(request), request.body, app.reloj()));
};

export default rutasSolicitudes;
