// Servicio de claves: recuperar por correo (token de 1 h, un solo uso), reestablecer y cambiar la propia.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demasiadasSolicitudes, prohibido, solicitudInvalida } from '../errors.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Actor } from '../auth/guards.js';
import { sha256 } from '../auth/impersonacion.js';
import { MENSAJE_REGLA_CLAVE, cumpleReglaClave, hashClave, verificarClave } from '../auth/claves.js';
import {
  LIMITES, MENSAJE_BLOQUEO_REESTABLECER, bloqueoRestante, claveIntento, clavesLogin, estaBloqueado, limpiarIntentos,
  limpiarIntentosDeCuenta, mensajeBloqueoLogin, registrarFalloLogin, registrarIntento,
} from '../auth/intentos.js';
import { cerrarSesionesDe, olvidarSesionesDe } from '../auth/sesiones.js';
import {
  afiliadoDelToken, cambiarClaveConToken, claveYDocumento, guardarClave, guardarTokenBienvenida, guardarTokenDeDocumento,
} from './consultas.js';

export { VIGENCIA_TOKEN_CLAVE_MS, VIGENCIA_TOKEN_BIENVENIDA_MS } from './consultas.js';
export const MENSAJE_SIN_CORREO = 'El afiliado no tiene correo electrónico registrado; agréguelo antes de enviar la bienvenida.';
export const MENSAJE_SOLICITUD_ENVIADA =
  'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
export const MENSAJE_DOCUMENTO_VACIO = 'Escriba su documento!';
export const MENSAJE_TOKEN_INVALIDO = 'Token inválido';
export const MENSAJE_CLAVE_ACTUAL_VACIA = 'Debe ingresar la clave actual';
export const MENSAJE_CLAVE_ACTUAL_ERRADA = 'La clave actual no es correcta';
export const MENSAJE_CLAVE_CAMBIADA = 'Clave cambiada exitosamente';
export const MENSAJE_CLAVE_REESTABLECIDA = 'Su clave fue reestablecida. Ya puede iniciar sesión con la nueva clave.';

/** Pide el enlace de restablecimiento: el mismo trabajo y la misma respuesta exista o no el documento. */
export async function solicitarReestablecer(app: FastifyInstance, documentoCrudo: string | undefined, ip: string): Promise<string> {
  const documento = documentoCrudo?.trim() ?? '';
  if (!documento) throw solicitudInvalida(MENSAJE_DOCUMENTO_VACIO);
  const ahora = app.reloj();
  const claveDoc = claveIntento('reestablecer', 'doc', documento);
  const claveIp = claveIntento('reestablecer', 'ip', ip);
  if (await estaBloqueado(app.db, [claveDoc, claveIp], ahora)) throw demasiadasSolicitudes(MENSAJE_BLOQUEO_REESTABLECER);
  await registrarIntento(app.db, claveDoc, LIMITES.reestablecerDocumento, ahora);
  await registrarIntento(app.db, claveIp, LIMITES.reestablecerIp, ahora);

  const token = randomBytes(32).toString('base64url');
  const fila = await guardarTokenDeDocumento(app.db, documento, sha256(token), ahora);
  await registrarAuditoria(app.db, {
    accion: 'solicitud_reestablecer_clave', id_afiliado: fila?.id_afiliado ?? null, detalle: { documento }, ip, fecha: ahora,
  });
  if (fila?.email) {
    const enlace = `${app.config.portalUrl}/reestablecer-clave?token=${token}`;
    const { email, nombres } = fila;
    // Después de escribir la respuesta y en segundo plano: el correo no alarga la respuesta de un documento existente.
    process.nextTick(() => app.correo.enviarEnSegundoPlano({
      para: email,
      asunto: `Reestablecer clave - ${app.config.fondoNombre}`,
      texto: [
        `Hola ${nombres},`,
        '',
        `Recibimos una solicitud para reestablecer su clave del portal de ${app.config.fondoNombre}.`,
        'Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):',
        '',
        enlace,
        '',
        'Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.',
      ].join('\n'),
      html: `<p>Hola ${escaparHtml(nombres)},</p>` +
        `<p>Recibimos una solicitud para reestablecer su clave del portal de ${escaparHtml(app.config.fondoNombre)}.</p>` +
        `<p>Para crear una nueva clave abra este enlace (vale por 1 hora y sirve una sola vez):</p>` +
        `<p><a href="${escaparHtml(enlace)}">Reestablecer mi clave</a></p>` +
        '<p>Si usted no hizo esta solicitud, ignore este mensaje: su clave actual sigue vigente.</p>',
    }));
  }
  return MENSAJE_SOLICITUD_ENVIADA;
}

/** Nombre del dueño de un token vigente; 400 'Token inválido' si no lo hay. */
export async function verificarToken(app: FastifyInstance, token: string): Promise<string> {
  const fila = await afiliadoDelToken(app.db, token, app.reloj());
  if (!fila) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
  return fila.nombres;
}

/** Asigna la clave nueva con el token, lo consume y cierra las sesiones del afiliado. */
export async function reestablecerClave(app: FastifyInstance, token: string, clave: string, ip: string): Promise<string> {
  const ahora = app.reloj();
  const fila = await afiliadoDelToken(app.db, token, ahora);
  if (!fila?.hash) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
  if (!cumpleReglaClave(clave)) throw solicitudInvalida(MENSAJE_REGLA_CLAVE);
  const nuevoHash = await hashClave(clave);
  const hashToken = fila.hash;
  const usado = await app.db.transaction(async (tx) => {
    if (!(await cambiarClaveConToken(tx, fila.id_afiliado, hashToken, nuevoHash))) return false;
    await cerrarSesionesDe(tx, fila.id_afiliado, ahora);
    await limpiarIntentosDeCuenta(tx, fila.documento);
    await registrarAuditoria(tx, { accion: 'reestablecer_clave', id_afiliado: fila.id_afiliado, ip, fecha: ahora });
    return true;
  });
  // Ya confirmada la transacción: ninguna lectura concurrente deja en caché una sesión cerrada.
  olvidarSesionesDe(fila.id_afiliado);
  if (!usado) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
  return MENSAJE_CLAVE_REESTABLECIDA;
}

/** Cambia la clave propia (con la actual) y cierra las demás sesiones. */
export async function cambiarClave(app: FastifyInstance, actor: Actor, actual: string, nueva: string, ip: string): Promise<string> {
  if (actor.impersonate) throw prohibido('No puede cambiar la clave mientras abre la aplicación como otro afiliado');
  if (!actual) throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_VACIA);
  const ahora = app.reloj();
  const fila = await claveYDocumento(app.db, actor.id_afiliado);
  if (!fila) throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_ERRADA);
  // Los fallos cuentan como los del login (cuenta+dirección, cuenta, dirección).
  const claves = clavesLogin(fila.documento, ip);
  const restante = await bloqueoRestante(app.db, [claves.cuentaIp, claves.cuenta], ahora);
  if (restante > 0) throw demasiadasSolicitudes(mensajeBloqueoLogin(restante));
  if (!fila.password || !(await verificarClave(fila.password, actual))) {
    await registrarFalloLogin(app.db, fila.documento, ip, ahora);
    throw solicitudInvalida(MENSAJE_CLAVE_ACTUAL_ERRADA);
  }
  if (!cumpleReglaClave(nueva)) throw solicitudInvalida(MENSAJE_REGLA_CLAVE);

  const nuevoHash = await hashClave(nueva);
  await app.db.transaction(async (tx) => {
    await guardarClave(tx, actor.id_afiliado, nuevoHash);
    const cerradas = await cerrarSesionesDe(tx, actor.id_afiliado, ahora, actor.id_sesion);
    await limpiarIntentos(tx, [claves.cuentaIp]);
    await registrarAuditoria(tx, {
      accion: 'cambio_clave', id_actor: actor.id_afiliado, id_afiliado: actor.id_afiliado,
      detalle: { sesiones_cerradas: cerradas }, ip, fecha: ahora,
    });
  });
  olvidarSesionesDe(actor.id_afiliado);
  return MENSAJE_CLAVE_CAMBIADA;
}

/**
 * Correo de bienvenida (solo superadmin; la ruta lo exige): enlace para asignar la clave con un token
 * de un solo uso que vale 72 horas (el mismo mecanismo del restablecimiento). Devuelve el destinatario;
 * 400 si el afiliado no tiene correo. Queda en la auditoría.
 */
export async function enviarBienvenida(
  app: FastifyInstance, afiliadoDestino: { id_afiliado: number; nombres: string; email: string | null }, actor: Actor, ip: string,
): Promise<string> {
  const email = afiliadoDestino.email?.trim() ?? '';
  if (!email) throw solicitudInvalida(MENSAJE_SIN_CORREO);
  const ahora = app.reloj();
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    await guardarTokenBienvenida(tx, afiliadoDestino.id_afiliado, sha256(token), ahora);
    await registrarAuditoria(tx, {
      accion: 'bienvenida', id_actor: actor.id_afiliado, id_afiliado: afiliadoDestino.id_afiliado, detalle: { email }, ip, fecha: ahora,
    });
  });
  const enlace = `${app.config.portalUrl}/reestablecer-clave?token=${token}`;
  const fondo = app.config.fondoNombre;
  const nombres = afiliadoDestino.nombres;
  await app.correo.enviar({
    para: email,
    asunto: `Bienvenido al portal de ${fondo}`,
    texto: [
      `Hola ${nombres},`,
      '',
      `Le damos la bienvenida al portal de afiliados de ${fondo}: allí puede consultar sus aportes y créditos,`,
      'descargar certificados, solicitar créditos y actualizar sus datos.',
      'Para asignar su clave abra este enlace (vale por 72 horas y sirve una sola vez):',
      '',
      enlace,
      '',
      'Su usuario es su número de documento.',
    ].join('\n'),
    html: `<p>Hola ${escaparHtml(nombres)},</p>` +
      `<p>Le damos la bienvenida al portal de afiliados de ${escaparHtml(fondo)}: allí puede consultar sus aportes y ` +
      'créditos, descargar certificados, solicitar créditos y actualizar sus datos.</p>' +
      '<p>Para asignar su clave abra este enlace (vale por 72 horas y sirve una sola vez):</p>' +
      `<p><a href="${escaparHtml(enlace)}">Asignar mi clave</a></p>` +
      '<p>Su usuario es su número de documento.</p>',
  });
  return email;
}

function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
