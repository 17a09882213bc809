// Dominio Mensajes (Contáctenos) (SPEC 2.18, 7; DESIGN 4 y 6): las rutas exactas de SPEC 7.
// Solo esquemas y acceso; las reglas en servicio.ts e importar.ts, el SQL en consultas.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsultaMensajesEsquema, CuerpoMensajeEsquema, HiloMensajeEsquema, ParamsMensajeEsquema, RespuestaMensajeEsquema,
  RespuestaMensajesEsquema, errores,
} from '@fondo/contrato/esquemas';
import { actorDe } from '../auth/guards.js';
import { importarDelBuzon } from './importar.js';
import { eliminar, escribir, hiloPara, listar } from './servicio.js';

const tags = ['mensajes'];

const rutasMensajes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mensajes', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Hilos de mensajes (convención de listas): los propios, o todos para un superadmin',
      description: 'estado: 0 abiertos, 1 cerrados, sin él todos; orden por defecto -ultima_actualizacion.',
      tags,
      querystring: ConsultaMensajesEsquema,
      response: { 200: RespuestaMensajesEsquema, ...errores },
    },
  }, async (request) => listar(app.db, actorDe(request), request.query));

  app.get('/mensajes/importar', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Importa los correos nuevos del buzón del fondo (IMAP_URL) como mensajes',
      description: 'Responde cuántos se importaron y cuáles se omitieron y por qué. Buzón inalcanzable o login '
        + 'rechazado: 502 y nada importado; sin IMAP_URL: 503.',
      tags,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => importarDelBuzon(app.db, {
    actor: actorDe(request),
    ip: request.ip,
    ahora: app.reloj,
    imapUrl: app.config.imapUrl,
    imapBuzon: app.config.imapBuzon,
    log: request.log,
  }));

  app.get('/mensajes/:id', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Un hilo: el mensaje y sus respuestas, con infoAdjuntos (el afiliado, solo los suyos)',
      tags,
      params: ParamsMensajeEsquema,
      response: { 200: HiloMensajeEsquema, ...errores },
    },
  }, async (request) => hiloPara(app.db, actorDe(request), request.params.id));

  app.post('/mensajes', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Escribe un mensaje: hilo nuevo (asunto y texto) o respuesta (id_mensaje_padre)',
      description: 'texto: HTML que se sanea antes de guardarse. adjuntos: ids de archivos subidos por quien escribe '
        + '(POST /api/archivos con uso adjunto). estado: solo un superadmin (la respuesta de un afiliado reabre el hilo). '
        + 'Avisa por correo al afiliado cuando responde el fondo y al fondo cuando escribe un afiliado.',
      tags,
      body: CuerpoMensajeEsquema,
      response: { 200: HiloMensajeEsquema, ...errores },
    },
  }, async (request) => escribir(app.db, request.body, {
    actor: actorDe(request),
    ahora: app.reloj(),
    correo: app.correo,
    portalUrl: app.config.portalUrl,
    fondoNombre: app.config.fondoNombre,
    fondoCorreo: app.config.fondoCorreo,
    mailFrom: app.config.mailFrom,
  }));

  app.delete('/mensajes/:id', {
    config: { acceso: 'superadmin' },
    schema: {
      summary: 'Borra un mensaje (si es el primero del hilo, el hilo entero)',
      tags,
      params: ParamsMensajeEsquema,
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => eliminar(app.db, request.params.id, { actor: actorDe(request), ip: request.ip, ahora: app.reloj() }));
};

export default rutasMensajes;
