// Servicio de auth (SPEC 2.1, 6, 7): login con documento y clave (con los límites de intentos y el
// paso del segundo factor), login con el token de impersonación, logout y el usuario de la sesión.
import {
  normalizarDocumento,
  type RespuestaLogin,
  type RespuestaPasoLogin,
  type RondaPendiente,
  type UsuarioSesion,
} from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { estadoSegundoFactor } from '../dos-factores/servicio.js';
import { firmarTokenCodigo } from '../dos-factores/token-codigo.js';
import { afiliadoNoEncontrado, noAutenticado, solicitudInvalida } from '../errors.js';
import { HASHES_A_LA_VEZ, verificarClaveUniforme } from './claves.js';
import { crearAdmision } from './admision.js';
import {
  abrirSesionConLogin,
  afiliadoPorDocumento,
  buscarUsuario,
  impersonadoPor,
  type FilaUsuario,
} from './consultas.js';
import type { Actor } from './guards.js';
import { consumirTokenImpersonacion } from './impersonacion.js';
import { exigirLoginSinBloqueo, registrarFalloLogin } from './intentos.js';
import { respuestaLogin, usuarioSesion } from './respuesta.js';
import { rondaPendienteDe } from '../rondas/servicio.js';
import { cerrarSesion, crearSesion, estaRetirado } from './sesiones.js';

/** El usuario con su ronda de actualización pendiente: la regla de SPEC 5 cuenta contra ella. */
async function conRonda<F extends FilaUsuario>(
  db: Db,
  fila: F,
): Promise<F & { ronda_actualizacion: RondaPendiente | null }> {
  return { ...fila, ronda_actualizacion: fila.superadmin ? null : await rondaPendienteDe(db, fila.id_afiliado) };
}

export const MENSAJE_OBLIGATORIOS = 'Usuario y clave son obligatorios';
export const MENSAJE_CREDENCIALES = 'Usuario o clave incorrectos';
export const MENSAJE_RETIRADO = 'Su afiliación al fondo está retirada; no puede ingresar al portal.';
export const MENSAJE_TOKEN_LOGIN = 'Error al validar el token';

// El usuario de una sesión, para el segundo factor (dos-factores).
export { buscarUsuario };

interface Contexto {
  db: Db;
  config: Config;
  ip: string;
  ahora: Date;
}

/**
 * Sesión de un login correcto, en una sola sentencia (consultas.ts): limpia los intentos de la pareja
 * cuenta + dirección, abre la sesión, anota ultimo_login y audita el login. Devuelve el id de la sesión.
 */
export const abrirSesionDeLogin = abrirSesionConLogin;

/** Logins a la vez por proceso: los que llenan el hilo de argon2 y los que hacen sus consultas mientras tanto. */
export const LOGINS_A_LA_VEZ = 2 * HASHES_A_LA_VEZ + 2;
const admitirLogin = crearAdmision(LOGINS_A_LA_VEZ);

/**
 * POST /api/login: documento y clave -> sesión, o el paso del código si el superadmin tiene segundo factor.
 * Los que pasan de LOGINS_A_LA_VEZ esperan su turno (admision.ts).
 */
export function iniciarSesion(
  ctx: Contexto,
  cuerpo: { username?: string; password?: string },
): Promise<RespuestaPasoLogin> {
  return admitirLogin(() => iniciarSesionAdmitida(ctx, cuerpo));
}

async function iniciarSesionAdmitida(
  ctx: Contexto,
  cuerpo: { username?: string; password?: string },
): Promise<RespuestaPasoLogin> {
  const { db, config, ip, ahora } = ctx;
  // El documento normalizado del contrato: '0080010001' y '80010001' son la misma cuenta.
  const escrito = cuerpo.username?.trim() ?? '';
  const documento = normalizarDocumento(escrito) ?? escrito;
  const clave = cuerpo.password ?? '';
  if (!documento || !clave) throw solicitudInvalida(MENSAJE_OBLIGATORIOS);

  // Política de intentos: ver intentos.ts y el README.
  const claves = await exigirLoginSinBloqueo(db, documento, ip, ahora);

  const fila = await afiliadoPorDocumento(db, documento);
  // Sin cuenta o sin clave se verifica igual contra un hash ficticio: mismo tiempo, mismo texto.
  const correcta = await verificarClaveUniforme(fila?.password, clave);
  if (!fila || !correcta) {
    await registrarFalloLogin(db, documento, ip, ahora);
    await registrarAuditoria(db, {
      accion: 'login_fallido',
      id_afiliado: fila?.id_afiliado ?? null,
      detalle: { documento },
      ip,
      fecha: ahora,
    });
    throw noAutenticado(MENSAJE_CREDENCIALES);
  }
  if (estaRetirado(fila.retiro, ahora)) throw noAutenticado(MENSAJE_RETIRADO);

  // Superadmin con segundo factor: todavía ninguna sesión; falta el código.
  const factor = await estadoSegundoFactor(db, config, fila.id_afiliado, fila.superadmin);
  if (factor === 'activo') {
    return {
      requiere_codigo: true as const,
      token_verificacion: firmarTokenCodigo(config, fila.id_afiliado, ahora),
    };
  }

  const idSesion = await abrirSesionDeLogin(db, {
    // REQUIERE_2FA y sin factor: una sesión que solo puede inscribirlo.
    sesion: { id_afiliado: fila.id_afiliado, ip, solo_inscripcion: factor === 'inscribir' },
    claveIntentos: claves.cuentaIp,
    ahora,
  });
  return respuestaLogin(config, await conRonda(db, fila), idSesion, false, ahora, factor);
}

/** POST /api/login-token: el token de un solo uso abre una sesión como el afiliado (impersonación). */
export async function entrarConToken(ctx: Contexto, cuerpo: { token?: string }): Promise<RespuestaLogin> {
  const { db, config, ip, ahora } = ctx;
  const token = cuerpo.token?.trim() ?? '';
  if (!token) throw noAutenticado(MENSAJE_TOKEN_LOGIN);
  const resultado = await db.transaction(async (tx) => {
    const uso = await consumirTokenImpersonacion(tx, token, ahora);
    if (!uso) return null;
    const usuario = await buscarUsuario(tx, uso.id_afiliado);
    const creador = uso.id_creador === null ? null : await buscarUsuario(tx, uso.id_creador);
    // Solo afiliados (url-token ya lo exige; el destino pudo volverse administrador en estos 2 min).
    if (!usuario || usuario.superadmin || !creador?.superadmin) return null;
    const id = await crearSesion(
      tx,
      { id_afiliado: usuario.id_afiliado, impersonado_por: creador.id_afiliado, ip },
      ahora,
    );
    await registrarAuditoria(tx, {
      accion: 'impersonacion',
      id_actor: creador.id_afiliado,
      id_afiliado: usuario.id_afiliado,
      detalle: { id_sesion: id },
      ip,
      fecha: ahora,
    });
    return { usuario, id };
  });
  if (!resultado) throw noAutenticado(MENSAJE_TOKEN_LOGIN);
  return respuestaLogin(config, await conRonda(db, resultado.usuario), resultado.id, true, ahora);
}

/** POST /api/logout: cierra la sesión y la audita (fin de la impersonación si lo era). */
export async function salir(db: Db, actor: Actor, ip: string, ahora: Date): Promise<void> {
  await cerrarSesion(db, actor.id_sesion, ahora);
  // Cerrar una sesión abierta como otro afiliado es el fin de la impersonación: actor, el superadmin.
  const por = actor.impersonate ? await impersonadoPor(db, actor.id_sesion) : undefined;
  await registrarAuditoria(db, {
    accion: actor.impersonate ? 'fin_impersonacion' : 'logout',
    id_actor: por ?? actor.id_afiliado,
    id_afiliado: actor.id_afiliado,
    detalle: actor.impersonate ? { id_sesion: actor.id_sesion } : null,
    ip,
    fecha: ahora,
  });
}

/** GET /api/afiliados/me/sesion: el usuario de la sesión, leído de nuevo de la base. */
export async function usuarioDeLaSesion(
  db: Db,
  config: Config,
  actor: Actor,
  reloj: () => Date,
): Promise<UsuarioSesion> {
  const fila = await buscarUsuario(db, actor.id_afiliado);
  if (!fila) throw afiliadoNoEncontrado();
  const factor = await estadoSegundoFactor(db, config, fila.id_afiliado, fila.superadmin);
  return usuarioSesion(config, await conRonda(db, fila), actor.impersonate, reloj(), factor);
}
