// Lo que el segundo factor hace con la sesión: el paso del código en el login, la inscripción
// y la verificación con los límites de intentos del login, y el reinicio del factor de otro superadmin
// (cierra sus sesiones). Aparte de servicio.ts porque usa el servicio de auth, que usa servicio.ts.
import {
  MENSAJE_CODIGO_INCORRECTO,
  MENSAJE_CODIGO_OBLIGATORIO,
  MENSAJE_CODIGO_VERIFICADO,
  MENSAJE_CODIGOS_REGENERADOS,
  MENSAJE_FACTOR_ACTIVADO,
  MENSAJE_FACTOR_REINICIADO,
  MENSAJE_REINICIAR_PROPIO,
  MENSAJE_SIN_FACTOR,
  MENSAJE_SIN_FACTOR_PROPIO,
  MENSAJE_VERIFICACION_VENCIDA,
  type RespuestaConfirmacion,
  type RespuestaLogin,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { olvidarSesion, olvidarSesionesDe } from '../auth/cache-sesiones.js';
import type { Actor } from '../auth/guards.js';
import { clavesLogin, exigirLoginSinBloqueo, registrarFalloLogin } from '../auth/intentos.js';
import { respuestaLogin } from '../auth/respuesta.js';
import { abrirSesionDeLogin, buscarUsuario } from '../auth/servicio.js';
import { cerrarSesionesDe, estaRetirado } from '../auth/sesiones.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { conflicto, noAutenticado, noEncontrado, solicitudInvalida } from '../errors.js';
import {
  comprobarCodigo,
  confirmarInscripcion,
  documentoDe,
  marcarVerificada,
  quitarFactor,
  regenerarCodigos,
  retiroDe,
} from './servicio.js';
import { leerTokenCodigo } from './token-codigo.js';

interface Contexto {
  db: Db;
  config: Config;
  ip: string;
  /** el reloj de la app: cada paso lee la hora cuando la necesita */
  reloj: () => Date;
}

/** El código escrito, sin espacios al borde; 400 si falta. */
const codigoDe = (codigo: string | undefined): string => {
  const c = codigo?.trim() ?? '';
  if (!c) throw solicitudInvalida(MENSAJE_CODIGO_OBLIGATORIO);
  return c;
};

/**
 * Comprueba un código con los límites de intentos del login: bloqueado -> 429; incorrecto o repetido ->
 * cuenta como una clave errada y 401 'Código de verificación incorrecto'.
 */
async function codigoConLimites(
  ctx: Contexto,
  idAfiliado: number,
  documento: string,
  comprobar: () => Promise<boolean>,
): Promise<void> {
  const { db, ip } = ctx;
  const ahora = ctx.reloj();
  await exigirLoginSinBloqueo(db, documento, ip, ahora);
  if (await comprobar()) return;
  await registrarFalloLogin(db, documento, ip, ahora);
  await registrarAuditoria(db, {
    accion: 'login_fallido',
    id_afiliado: idAfiliado,
    detalle: { documento, segundo_factor: true },
    ip,
    fecha: ahora,
  });
  throw noAutenticado(MENSAJE_CODIGO_INCORRECTO);
}

/** POST /api/login/codigo: el token del primer paso y el código -> la sesión del superadmin. */
export async function entrarConCodigo(
  ctx: Contexto,
  cuerpo: { token?: string; codigo?: string },
): Promise<RespuestaLogin> {
  const { db, config, ip } = ctx;
  const codigo = codigoDe(cuerpo.codigo);
  const ahora = ctx.reloj();
  const idAfiliado = leerTokenCodigo(config, cuerpo.token?.trim() ?? '', ahora);
  const fila = idAfiliado === null ? null : await buscarUsuario(db, idAfiliado);
  if (!fila?.superadmin) throw noAutenticado(MENSAJE_VERIFICACION_VENCIDA);
  const documento = (await documentoDe(db, fila.id_afiliado)) ?? fila.documento;
  await codigoConLimites(ctx, fila.id_afiliado, documento, () =>
    comprobarCodigo(db, config, fila.id_afiliado, codigo, ahora),
  );
  if (estaRetirado(await retiroDe(db, fila.id_afiliado), ahora)) throw noAutenticado(MENSAJE_VERIFICACION_VENCIDA);
  const idSesion = await abrirSesionDeLogin(db, {
    sesion: { id_afiliado: fila.id_afiliado, ip, verificada: ahora },
    claveIntentos: clavesLogin(documento, ip).cuentaIp,
    ahora,
    detalle: { segundo_factor: true },
  });
  return respuestaLogin(config, fila, idSesion, false, ahora, 'activo');
}

/** POST /api/dos-factores/inscripcion: el documento del superadmin para el QR (404 si no existe). */
export async function documentoParaInscribir(ctx: Contexto, actor: Actor): Promise<string> {
  const fila = await buscarUsuario(ctx.db, actor.id_afiliado);
  if (!fila) throw noEncontrado();
  return fila.documento;
}

/** POST /api/dos-factores/confirmar: el primer código activa el factor; devuelve los códigos de recuperación. */
export async function confirmar(
  ctx: Contexto,
  actor: Actor,
  escrito: string | undefined,
): Promise<{ mensaje: string; codigos_recuperacion: string[] }> {
  const { db, config, ip } = ctx;
  const codigo = codigoDe(escrito);
  const ahora = ctx.reloj();
  const documento = (await documentoDe(db, actor.id_afiliado)) ?? '';
  const confirmados: { codigos: string[] } = { codigos: [] };
  await codigoConLimites(ctx, actor.id_afiliado, documento, async () => {
    const codigos = await confirmarInscripcion(db, config, actor.id_afiliado, codigo, ahora);
    if (codigos) confirmados.codigos = codigos;
    return codigos !== null;
  });
  await marcarVerificada(db, actor.id_sesion, ahora);
  olvidarSesion(actor.id_sesion); // deja de ser solo de inscripción ya
  await registrarAuditoria(db, {
    accion: 'segundo_factor_inscrito',
    id_actor: actor.id_afiliado,
    id_afiliado: actor.id_afiliado,
    ip,
    fecha: ahora,
  });
  return { mensaje: MENSAJE_FACTOR_ACTIVADO, codigos_recuperacion: confirmados.codigos };
}

/** POST /api/dos-factores/verificar: el código de nuevo, verificación reciente de la sesión. */
export async function verificar(
  ctx: Contexto,
  actor: Actor,
  escrito: string | undefined,
): Promise<{ mensaje: string }> {
  const { db, config } = ctx;
  const codigo = codigoDe(escrito);
  const ahora = ctx.reloj();
  const documento = (await documentoDe(db, actor.id_afiliado)) ?? '';
  await codigoConLimites(ctx, actor.id_afiliado, documento, () =>
    comprobarCodigo(db, config, actor.id_afiliado, codigo, ahora),
  );
  await marcarVerificada(db, actor.id_sesion, ahora);
  return { mensaje: MENSAJE_CODIGO_VERIFICADO };
}

/** DELETE /api/admin/afiliados/{id}/dos-factores: quita el factor de otro superadmin y cierra sus sesiones. */
export async function reiniciarFactor(ctx: Contexto, actor: Actor, id: number): Promise<{ mensaje: string }> {
  if (id === actor.id_afiliado) throw solicitudInvalida(MENSAJE_REINICIAR_PROPIO);
  const ahora = ctx.reloj();
  const habia = await ctx.db.transaction(async (tx) => {
    const quitado = await quitarFactor(tx, id);
    if (!quitado) return false;
    // Sus sesiones abiertas terminan: la próxima vez entra con la clave e inscribe un factor nuevo.
    await cerrarSesionesDe(tx, id, ahora);
    await registrarAuditoria(tx, {
      accion: 'segundo_factor_reiniciado',
      id_actor: actor.id_afiliado,
      id_afiliado: id,
      ip: ctx.ip,
      fecha: ahora,
    });
    return true;
  });
  if (!habia) throw noEncontrado(MENSAJE_SIN_FACTOR);
  olvidarSesionesDe(id);
  return { mensaje: MENSAJE_FACTOR_REINICIADO };
}

/**
 * POST /api/dos-factores/codigos: diez códigos de recuperación nuevos para el propio factor (la ruta pide
 * la verificación reciente); los anteriores dejan de servir. 409 sin factor. Queda en la auditoría.
 */
export async function codigosNuevos(ctx: Contexto, actor: Actor): Promise<RespuestaConfirmacion> {
  const codigos = await regenerarCodigos(ctx.db, actor.id_afiliado);
  if (!codigos) throw conflicto(MENSAJE_SIN_FACTOR_PROPIO);
  await registrarAuditoria(ctx.db, {
    accion: 'codigos_recuperacion_regenerados',
    id_actor: actor.id_afiliado,
    id_afiliado: actor.id_afiliado,
    ip: ctx.ip,
    fecha: ctx.reloj(),
  });
  return { mensaje: MENSAJE_CODIGOS_REGENERADOS, codigos_recuperacion: codigos };
}
