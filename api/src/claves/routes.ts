// Dominio claves (SPEC 7, Passwords): rutas con sus esquemas y acceso; la lógica está en servicio.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CuerpoCambiarClaveEsquema, CuerpoReestablecerClaveEsquema, CuerpoSolicitarReestablecerEsquema,
  ParamsTokenClaveEsquema, RespuestaVerificarTokenEsquema,
} from '@fondo/contrato/esquemas';
import { RespuestaMensajeEsquema, errores } from '../http/esquemas.js';
import { actorDe } from '../auth/guards.js';
import {
  MENSAJE_DOCUMENTO_VACIO, MENSAJE_TOKEN_INVALIDO, cambiarClave, reestablecerClave, solicitarReestablecer, verificarToken,
} from './servicio.js';

const rutasClaves: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/afiliados/reestablecer-clave', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_DOCUMENTO_VACIO },
    schema: {
      summary: 'Pide un enlace para reestablecer la clave (misma respuesta exista o no el documento)',
      tags: ['claves'],
      body: CuerpoSolicitarReestablecerEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => ({ mensaje: await solicitarReestablecer(app, request.body.documento, request.ip) }));

  app.get('/afiliados/verificar-token/:token', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_TOKEN_INVALIDO },
    schema: {
      summary: 'Verifica un token de restablecimiento de clave',
      tags: ['claves'],
      params: ParamsTokenClaveEsquema,
      response: { 200: RespuestaVerificarTokenEsquema, ...errores },
    },
  }, async (request) => ({ valido: true as const, nombres: await verificarToken(app, request.params.token) }));

  app.post('/afiliados/reestablecer-clave/:token', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Asigna una clave nueva con un token de restablecimiento',
      tags: ['claves'],
      params: ParamsTokenClaveEsquema,
      body: CuerpoReestablecerClaveEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => ({
    mensaje: await reestablecerClave(app, request.params.token, request.body.password ?? '', request.ip),
  }));

  app.post('/afiliados/me/cambiar-clave', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Cambia la clave propia; cierra las demás sesiones',
      tags: ['claves'],
      body: CuerpoCambiarClaveEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => ({
    mensaje: await cambiarClave(app, actorDe(request), request.body.password ?? '', request.body.new_password ?? '', request.ip),
  }));
};

export default rutasClaves;
