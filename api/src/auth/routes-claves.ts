// Claves: recuperar por correo (token de 1 h, un solo uso) y cambiar la propia.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { afiliado } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { demasiadasSolicitudes, prohibido, solicitudInvalida } from '../errors.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { RespuestaMensajeEsquema, errores } from '../http/esquemas.js';
import { actorDe } from './guards.js';
import { sha256 } from './impersonacion.js';
import {
  LONGITUD_MAXIMA_CLAVE, MENSAJE_REGLA_CLAVE, cumpleReglaClave, hashClave, verificarClave,
} from './claves.js';
import {
  LIMITES, MENSAJE_BLOQUEO_LOGIN, MENSAJE_BLOQUEO_REESTABLECER, claveIntento, estaBloqueado, limpiarIntentos,
  registrarIntento,
} from './intentos.js';
import { cerrarSesionesDe } from './sesiones.js';

export const VIGENCIA_TOKEN_CLAVE_MS = 60 * 60 * 1000;
export const MENSAJE_SOLICITUD_ENVIADA =
  'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
export const MENSAJE_DOCUMENTO_VACIO = 'Escriba su documento!';
export const MENSAJE_TOKEN_INVALIDO = 'Token inválido';
export const MENSAJE_CLAVE_ACTUAL_VACIA = 'Debe ingresar la clave actual';
export const MENSAJE_CLAVE_ACTUAL_ERRADA = 'La clave actual no es correcta';
export const MENSAJE_CLAVE_CAMBIADA = 'Clave cambiada exitosamente';
export const MENSAJE_CLAVE_REESTABLECIDA = 'Su clave fue reestablecida. Ya puede iniciar sesión con la nueva clave.';

const ParamToken = Type.Object({ token: Type.String({ maxLength: 256 }) });
const CampoClave = Type.Optional(Type.String({ maxLength: LONGITUD_MAXIMA_CLAVE }));

/** Afiliado dueño de un token de restablecimiento vigente. */
async function afiliadoDelToken(db: Db, token: string, ahora: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [fila] = await db
    .select({
      id_afiliado: afiliado.id_afiliado, nombres: afiliado.nombres, documento: afiliado.documento,
      hash: afiliado.reestablecer_password, solicitud: afiliado.reestablecer_password_solicitud,
    })
    .from(afiliado)
    .where(eq(afiliado.reestablecer_password, sha256(token)))
    .limit(1);
  if (!fila?.solicitud) return null;
  const edad = ahora.getTime() - new Date(fila.solicitud).getTime();
  if (edad < 0 || edad >= VIGENCIA_TOKEN_CLAVE_MS) return null;
  return fila;
}

const rutasClaves: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/afiliados/reestablecer-clave', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_DOCUMENTO_VACIO },
    schema: {
      summary: 'Pide un enlace para reestablecer la clave (misma respuesta exista o no el documento)',
      tags: ['claves'],
      body: Type.Object({ documento: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => {
    const documento = request.body.documento?.trim() ?? '';
    if (!documento) throw solicitudInvalida(MENSAJE_DOCUMENTO_VACIO);
    const ahora = app.reloj();
    const claveDoc = claveIntento('reestablecer', 'doc', documento);
    const claveIp = claveIntento('reestablecer', 'ip', request.ip);
    if (await estaBloqueado(app.db, [claveDoc, claveIp], ahora)) throw demasiadasSolicitudes(MENSAJE_BLOQUEO_REESTABLECER);
    await registrarIntento(app.db, claveDoc, LIMITES.reestablecerDocumento, ahora);
    await registrarIntento(app.db, claveIp, LIMITES.reestablecerIp, ahora);

    const [fila] = await app.db
      .select({ id_afiliado: afiliado.id_afiliado, nombres: afiliado.nombres, email: afiliado.email })
      .from(afiliado).where(eq(afiliado.documento, documento)).limit(1);
    if (fila?.email) {
      const token = randomBytes(32).toString('base64url');
      await app.db.update(afiliado).set({
        reestablecer_password: sha256(token),
        reestablecer_password_solicitud: ahora.toISOString(),
      }).where(eq(afiliado.id_afiliado, fila.id_afiliado));
      await registrarAuditoria(app.db, {
        accion: 'solicitud_reestablecer_clave', id_afiliado: fila.id_afiliado, ip: request.ip, fecha: ahora,
      });
      const enlace = `${app.config.portalUrl}/reestablecer-clave?token=${token}`;
      // En segundo plano: el tiempo de respuesta no delata si el documento existe.
      app.correo.enviarEnSegundoPlano({
        para: fila.email,
        asunto: `Reestablecer clave - ${app.config.fondoNombre}`,
        texto: [
          `Hola ${fila.nombres},`,
          '',
          `Recibimos una solicitud para reestablecer su clave del portal de ${app.config.fondoNombre}.`,
          'Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):',
          '',
          enlace,
          '',
          'Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.',
        ].join('\n'),
        html: `<p>Hola ${escaparHtml(fila.nombres)},</p>` +
          `<p>Recibimos una solicitud para reestablecer su clave del portal de ${escaparHtml(app.config.fondoNombre)}.</p>` +
          `<p>Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):</p>` +
          `<p><a href="${escaparHtml(enlace)}">Reestablecer mi clave</a></p>` +
          '<p>Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.</p>',
      });
    }
    return { mensaje: MENSAJE_SOLICITUD_ENVIADA };
  });

  app.get('/afiliados/verificar-token/:token', {
    config: { acceso: 'publico', mensajeValidacion: MENSAJE_TOKEN_INVALIDO },
    schema: {
      summary: 'Verifica un token de restablecimiento de clave',
      tags: ['claves'],
      params: ParamToken,
      response: { 200: Type.Object({ valido: Type.Literal(true), nombres: Type.String() }), ...errores },
    },
  }, async (request) => {
    const fila = await afiliadoDelToken(app.db, request.params.token, app.reloj());
    if (!fila) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
    return { valido: true as const, nombres: fila.nombres };
  });

  app.post('/afiliados/reestablecer-clave/:token', {
    config: { acceso: 'publico' },
    schema: {
      summary: 'Asigna una clave nueva con un token de restablecimiento',
      tags: ['claves'],
      params: ParamToken,
      body: Type.Object({ password: CampoClave }),
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => {
    const ahora = app.reloj();
    const fila = await afiliadoDelToken(app.db, request.params.token, ahora);
    if (!fila?.hash) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
    const clave = request.body.password ?? '';
    if (!cumpleReglaClave(clave)) throw solicitudInvalida(MENSAJE_REGLA_CLAVE);
    const nuevoHash = await hashClave(clave);
    const hashToken = fila.hash;
    const usado = await app.db.transaction(async (tx) => {
      // Condicionado al mismo token: dos usos simultáneos no pasan los dos.
      const cambiadas = await tx.update(afiliado).set({
        password: nuevoHash,
        reestablecer_password: null,
        reestablecer_password_solicitud: null,
        cambio_password: false,
      }).where(and(eq(afiliado.id_afiliado, fila.id_afiliado), eq(afiliado.reestablecer_password, hashToken)))
        .returning({ id: afiliado.id_afiliado });
      if (cambiadas.length === 0) return false;
      await cerrarSesionesDe(tx, fila.id_afiliado, ahora);
      await limpiarIntentos(tx, [claveIntento('login', 'doc', fila.documento)]);
      await registrarAuditoria(tx, { accion: 'reestablecer_clave', id_afiliado: fila.id_afiliado, ip: request.ip, fecha: ahora });
      return true;
    });
    if (!usado) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
    return { mensaje: MENSAJE_CLAVE_REESTABLECIDA };
  });

  app.post('/afiliados/me/cambiar-clave', {
    config: { acceso: 'sesion' },
    schema: {
      summary: 'Cambia la clave propia; cierra las demás sesiones',
      tags: ['claves'],
      body: Type.Object({ password: CampoClave, new_password: CampoClave }),
      response: { 200: RespuestaMensajeEsquema, ...errores },
    },
  }, async (request) => {
    const actor = actorDe(request);
    if (actor.impersonate) throw prohibido('No puede cambiar la clave mientras abre la aplicación como otro afiliado');
    const actual = request.body.password ?? '';
    const nueva = request.body.new_password ?? '';
    if (!actual) throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_VACIA);
    const ahora = app.reloj();

    const [fila] = await app.db.select({ password: afiliado.password, documento: afiliado.documento })
      .from(afiliado).where(eq(afiliado.id_afiliado, actor.id_afiliado)).limit(1);
    if (!fila) throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_ERRADA);
    // Los fallos cuentan contra la cuenta, como los del login.
    const claveCuenta = claveIntento('login', 'doc', fila.documento);
    if (await estaBloqueado(app.db, [claveCuenta], ahora)) throw demasiadasSolicitudes(MENSAJE_BLOQUEO_LOGIN);
    if (!fila.password || !(await verificarClave(fila.password, actual))) {
      await registrarIntento(app.db, claveCuenta, LIMITES.loginCuenta, ahora);
      throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_ERRADA);
    }
    if (!cumpleReglaClave(nueva)) throw solicitudInvalida(MENSAJE_REGLA_CLAVE);

    const nuevoHash = await hashClave(nueva);
    await app.db.transaction(async (tx) => {
      await tx.update(afiliado).set({ password: nuevoHash, cambio_password: false })
        .where(eq(afiliado.id_afiliado, actor.id_afiliado));
      const cerradas = await cerrarSesionesDe(tx, actor.id_afiliado, ahora, actor.id_sesion);
      await limpiarIntentos(tx, [claveCuenta]);
      await registrarAuditoria(tx, {
        accion: 'cambio_clave', id_actor: actor.id_afiliado, id_afiliado: actor.id_afiliado,
        detalle: { sesiones_cerradas: cerradas }, ip: request.ip, fecha: ahora,
      });
    });
    return { mensaje: MENSAJE_CLAVE_CAMBIADA };
  });
};

function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export default rutasClaves;
