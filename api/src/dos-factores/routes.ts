// Dominio Segundo factor: inscripción del TOTP de un superadmin (QR una vez, primer código,
// diez códigos de recuperación, que se cuentan y se generan de nuevo), el paso del código en el login, la
// verificación reciente de las acciones sensibles y el reinicio del factor de otro superadmin. Reglas en servicio.ts y servicio-sesion.ts.
import type { FastifyRequest } from 'fastify';
import { MENSAJE_CODIGO_OBLIGATORIO } from '@fondo/contrato';
import { actorDe } from '../auth/guards.js';
import { estadoCodigos, iniciarInscripcion } from './servicio.js';
import {
  codigosNuevos,
  confirmar,
  documentoParaInscribir,
  entrarConCodigo,
  reiniciarFactor,
  verificar,
} from './servicio-sesion.js';
import { definir, pluginDeRutas, type AppTypebox } from '../http/ruta.js';

const rutasSegundoFactor = (app: AppTypebox) => {
  const contexto = (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    ip: request.ip,
    reloj: () => app.reloj(),
  });

  definir(
    app,
    'dosFactores',
    'loginCodigo',
    { config: { mensajeValidacion: MENSAJE_CODIGO_OBLIGATORIO } },
    async (request) => entrarConCodigo(contexto(request), request.body),
  );

  definir(app, 'dosFactores', 'inscribir', { config: { duranteInscripcion: true } }, async (request, reply) => {
    const actor = actorDe(request);
    const documento = await documentoParaInscribir(contexto(request), actor);
    void reply.header('cache-control', 'no-store');
    return iniciarInscripcion(app.db, app.config, actor.id_afiliado, documento, app.reloj());
  });

  definir(
    app,
    'dosFactores',
    'confirmar',
    { config: { duranteInscripcion: true, mensajeValidacion: MENSAJE_CODIGO_OBLIGATORIO } },
    async (request, reply) => {
      const respuesta = await confirmar(contexto(request), actorDe(request), request.body.codigo);
      void reply.header('cache-control', 'no-store');
      return respuesta;
    },
  );

  definir(
    app,
    'dosFactores',
    'verificar',
    { config: { mensajeValidacion: MENSAJE_CODIGO_OBLIGATORIO } },
    async (request) => verificar(contexto(request), actorDe(request), request.body.codigo),
  );

  definir(app, 'dosFactores', 'codigos', async (request) => estadoCodigos(app.db, actorDe(request).id_afiliado));

  // La verificación reciente la pone la tabla de rutas (verificacion: true), como en reiniciar.
  definir(app, 'dosFactores', 'regenerarCodigos', async (request, reply) => {
    const respuesta = await codigosNuevos(contexto(request), actorDe(request));
    void reply.header('cache-control', 'no-store');
    return respuesta;
  });

  definir(app, 'dosFactores', 'reiniciar', async (request) =>
    reiniciarFactor(contexto(request), actorDe(request), request.params.id),
  );
};

export default pluginDeRutas(rutasSegundoFactor);
