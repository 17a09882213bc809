// Dominio auth: login, login por token de impersonación, logout, usuario de la sesión y claves.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { afiliado, sesion } from '../db/schema.js';
import { demasiadasSolicitudes, noAutenticado, noEncontrado, solicitudInvalida } from '../errors.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { RespuestaMensajeEsquema, errores } from '../http/esquemas.js';
import { CuerpoLogin, CuerpoLoginToken, RespuestaLoginEsquema, UsuarioSesionEsquema } from './esquemas.js';
import { verificarClaveUniforme } from './claves.js';
import { actorDe } from './guards.js';
import { consumirTokenImpersonacion } from './impersonacion.js';
import { bloqueoRestante, clavesLogin, limpiarIntentos, mensajeBloqueoLogin, registrarFalloLogin } from './intentos.js';
import {
  buscarUsuario, cerrarSesion, crearSesion, estaRetirado, respuestaLogin, usuarioSesion,
} from './sesiones.js';

export const MENSAJE_OBLIGATORIOS = 'Usuario y clave son obligatorios';
export const MENSAJE_CREDENCIALES = 'Usuario o clave incorrectos';
export const MENSAJE_RETIRADO = 'Su afiliación al fondo está retirada; no puede ingresar al portal.';
export const MENSAJE_TOKEN_LOGIN = 'Error al validar el token';

const rutasSesion: FastifyPluginAsyncTypebox = async (app) => {

  app.post('/login', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_OBLIGATORIOS },
    schema: {
      summary: 'Inicia sesión con documento y clave (formulario o JSON)',
      tags: ['sesión'],
      body: CuerpoLogin,
      response: { 200: RespuestaLoginEsquema, ...errores },
    },
  }, async (request) => {
    const documento = request.body.username?.trim() ?? '';
    const clave = request.body.password ?? '';
    if (!documento || !clave) throw solicitudInvalida(MENSAJE_OBLIGATORIOS);

    const ahora = app.reloj();
    // Política de intentos: ver intentos.ts y el README.
    const claves = clavesLogin(documento, request.ip);
    const restante = await bloqueoRestante(app.db, [claves.cuentaIp, claves.cuenta, claves.ip], ahora);
    if (restante > 0) throw demasiadasSolicitudes(mensajeBloqueoLogin(restante));

    const [fila] = await app.db.select().from(afiliado).where(eq(afiliado.documento, documento)).limit(1);
    // Sin cuenta o sin clave se verifica igual contra un hash ficticio: mismo tiempo, mismo texto.
    const correcta = await verificarClaveUniforme(fila?.password, clave);
    if (!fila || !correcta) {
      await registrarFalloLogin(app.db, documento, request.ip, ahora);
      await registrarAuditoria(app.db, {
        accion: 'login_fallido', id_afiliado: fila?.id_afiliado ?? null, detalle: { documento }, ip: request.ip, fecha: ahora,
      });
      throw noAutenticado(MENSAJE_CREDENCIALES);
    }
    if (estaRetirado(fila.retiro, ahora)) throw noAutenticado(MENSAJE_RETIRADO);

    const idSesion = await app.db.transaction(async (tx) => {
      await limpiarIntentos(tx, [claves.cuentaIp]);
      const id = await crearSesion(tx, { id_afiliado: fila.id_afiliado, ip: request.ip }, ahora);
      await tx.update(afiliado).set({ ultimo_login: ahora.toISOString() }).where(eq(afiliado.id_afiliado, fila.id_afiliado));
      await registrarAuditoria(tx, { accion: 'login', id_actor: fila.id_afiliado, id_afiliado: fila.id_afiliado, ip: request.ip, fecha: ahora });
      return id;
    });
    return respuestaLogin(app.config, fila, idSesion, false, ahora);
  });

  app.post('/login-token', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_TOKEN_LOGIN },
    schema: {
      summary: 'Abre una sesión como el afiliado del token de un solo uso (impersonación)',
      tags: ['sesión'],
      body: CuerpoLoginToken,
      response: { 200: RespuestaLoginEsquema, ...errores },
    },
  }, async (request) => {
    const token = request.body.token?.trim() ?? '';
    if (!token) throw noAutenticado(MENSAJE_TOKEN_LOGIN);
    const ahora = app.reloj();
    const resultado = await app.db.transaction(async (tx) => {
      const uso = await consumirTokenImpersonacion(tx, token, ahora);
      if (!uso) return null;
      const usuario = await buscarUsuario(tx, uso.id_afiliado);
      const creador = uso.id_creador === null ? null : await buscarUsuario(tx, uso.id_creador);
      if (!usuario || !creador?.superadmin) return null;
      const id = await crearSesion(tx, { id_afiliado: usuario.id_afiliado, impersonado_por: creador.id_afiliado, ip: request.ip }, ahora);
      await registrarAuditoria(tx, {
        accion: 'impersonacion', id_actor: creador.id_afiliado, id_afiliado: usuario.id_afiliado,
        detalle: { id_sesion: id }, ip: request.ip, fecha: ahora,
      });
      return { usuario, id };
    });
    if (!resultado) throw noAutenticado(MENSAJE_TOKEN_LOGIN);
    return respuestaLogin(app.config, resultado.usuario, resultado.id, true, ahora);
  });

  app.post('/logout', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Cierra la sesión actual en el servidor',
      tags: ['sesión'],
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => {
    const actor = actorDe(request);
    const ahora = app.reloj();
    await cerrarSesion(app.db, actor.id_sesion, ahora);
    // Cerrar una sesión abierta como otro afiliado es el fin de la impersonación: actor, el superadmin.
    const [s] = actor.impersonate
      ? await app.db.select({ por: sesion.impersonado_por }).from(sesion).where(eq(sesion.id_sesion, actor.id_sesion))
      : [];
    await registrarAuditoria(app.db, {
      accion: actor.impersonate ? 'fin_impersonacion' : 'logout', id_actor: s?.por ?? actor.id_afiliado,
      id_afiliado: actor.id_afiliado, detalle: actor.impersonate ? { id_sesion: actor.id_sesion } : null, ip: request.ip, fecha: ahora,
    });
    request.actor = null; // sesión cerrada: sin token renovado
    return { mensaje: 'Sesión cerrada' };
  });

  app.get('/afiliados/me/sesion', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Usuario de la sesión, leído de nuevo de la base',
      tags: ['sesión'],
      response: { 200: UsuarioSesionEsquema, ...errores },
    },
  }, async (request) => {
    const actor = actorDe(request);
    const fila = await buscarUsuario(app.db, actor.id_afiliado);
    if (!fila) throw noEncontrado('Afiliado no encontrado');
    return usuarioSesion(app.config, fila, actor.impersonate, app.reloj());
  });
};

export default rutasSesion;
