// Dominio Tipos de crédito (SPEC 2.9, 3, 7): lista y detalle para cualquier sesión (las pantallas
// filtran por activo o simulador); crear, actualizar y borrar solo superadmin.
// Solo esquemas y acceso; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CuerpoTipoCreditoEsquema, ListaTiposCreditoEsquema, ParamsTipoCreditoEsquema, RespuestaMensajeEsquema, TipoCreditoEsquema, errores,
} from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { eliminarTipo, guardarTipo, listarTipos, tipoPorId } from './servicio.js';

const rutasTiposCredito: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tipos-credito', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Todos los tipos de crédito (activos e inactivos), por nombre',
      tags: ['tipos de crédito'],
      response: { 200: ListaTiposCreditoEsquema, ...errores },
    },
  }, async () => listarTipos(app.db));

  app.get('/tipos-credito/:id', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Un tipo de crédito',
      tags: ['tipos de crédito'],
      params: ParamsTipoCreditoEsquema,
      response: { 200: TipoCreditoEsquema, ...errores },
    },
  }, async (request) => tipoPorId(app.db, request.params.id));

  app.post('/tipos-credito', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Crea (id_tipo_credito 0) o actualiza un tipo de crédito',
      description: 'tasa: mensual, como fracción (0.015 = 1,5 %). plazo_minimo <= plazo_maximo. '
        + 'Al actualizar, los campos omitidos quedan como estaban.',
      tags: ['tipos de crédito'],
      body: CuerpoTipoCreditoEsquema,
      response: { 200: TipoCreditoEsquema, ...errores },
    },
  }, async (request) => guardarTipo(app.db, request.body, { idActor: actorDe(request).id_afiliado, ip: request.ip }));

  app.delete('/tipos-credito/:id', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Borra un tipo de crédito que no usen solicitudes ni créditos (si no, 409)',
      tags: ['tipos de crédito'],
      params: ParamsTipoCreditoEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => eliminarTipo(app.db, request.params.id, { idActor: actorDe(request).id_afiliado, ip: request.ip }));
};

export default rutasTiposCredito;
