// Dominio Productos (SPEC 2.4-2.6, 7): resumen, ahorro y crédito del afiliado.
// Solo esquemas y acceso; las reglas en servicio.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HistorialAportesEsquema, ParamsAfiliadoEsquema, RespuestaAportesEsquema, RespuestaCreditosEsquema, ResumenEsquema,
  errores,
} from '@fondo/contrato/esquemas';
import { afiliadoObjetivo } from '../auth/guards.js';
import { enviarJson } from '../http/json.js';
import { aportesDe, creditosDe, historialDe, resumenDe } from './servicio.js';

const rutasProductos: FastifyPluginAsyncTypebox = async (app) => {
  const sesion = { acceso: 'sesion' as const };

  app.get('/afiliados/:id/resumen', {
    config: sesion,
    schema: {
      summary: 'Totales de ahorro y crédito del último corte del afiliado',
      tags: ['productos'],
      params: ParamsAfiliadoEsquema,
      response: { 200: ResumenEsquema, ...errores },
    },
  }, async (request, reply) => enviarJson(reply, await resumenDe(app.db, afiliadoObjetivo(request, request.params.id))));

  app.get('/afiliados/:id/aportes', {
    config: sesion,
    schema: {
      summary: 'Aportes del último corte del afiliado, con sus tipos',
      tags: ['productos'],
      params: ParamsAfiliadoEsquema,
      response: { 200: RespuestaAportesEsquema, ...errores },
    },
  }, async (request, reply) => enviarJson(reply, await aportesDe(app.db, afiliadoObjetivo(request, request.params.id))));

  app.get('/afiliados/:id/aportes/historial', {
    config: sesion,
    schema: {
      summary: 'Totales por tipo de aporte en los cortes de los últimos 24 meses (gráfico)',
      tags: ['productos'],
      params: ParamsAfiliadoEsquema,
      response: { 200: HistorialAportesEsquema, ...errores },
    },
  }, async (request) => historialDe(app.db, afiliadoObjetivo(request, request.params.id)));

  app.get('/afiliados/:id/creditos', {
    config: sesion,
    schema: {
      summary: 'Créditos del último corte del afiliado, con los tipos de crédito',
      tags: ['productos'],
      params: ParamsAfiliadoEsquema,
      response: { 200: RespuestaCreditosEsquema, ...errores },
    },
  }, async (request, reply) => enviarJson(reply, await creditosDe(app.db, afiliadoObjetivo(request, request.params.id))));
};

export default rutasProductos;
