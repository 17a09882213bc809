// Más de 300 líneas: las reglas de la clave y sus enlaces (pedir, reestablecer, cambiar, bienvenida) juntas.
// Servicio de claves: recuperar por correo (token de 1 h, un solo uso), reestablecer y cambiar la propia.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MENSAJE_CLAVE_COMUN,
  MENSAJE_CLAVE_REPETIDA,
  normalizarDocumento,
  type RespuestaReestablecerClave,
} from '@fondo/contrato';
import { conflicto, demasiadasSolicitudes, prohibido, solicitudInvalida } from '../errors.js';
import { registrarAuditoria, registrarAuditorias } from '../auditoria/auditoria.js';
import { idActorReal, type Actor } from '../auth/guards.js';
import { sha256 } from '../auth/impersonacion.js';
import { MENSAJE_REGLA_CLAVE, cumpleReglaClave, esClaveComun, hashClave, verificarClave } from '../auth/claves.js';
import { estaRetirado } from '../auth/sesiones.js';
import { hoy } from '../fechas.js';
import {
  LIMITES,
  MENSAJE_BLOQUEO_REESTABLECER,
  bloqueoRestante,
  claveIntento,
  clavesLogin,
  estaBloqueado,
  limpiarIntentos,
  limpiarIntentosDeCuenta,
  mensajeBloqueoLogin,
  registrarFalloLogin,
  registrarIntento,
} from '../auth/intentos.js';
import { olvidarSesionesDe } from '../auth/cache-sesiones.js';
import { cerrarSesionesDe } from '../auth/sesiones.js';
import { encolarCorreo, encolarCorreos } from '../correo-saliente/salida.js';
import { correoBienvenida, correoCambioCorreo, correoReestablecer, correoReestablecerRetirado } from './correos.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import {
  afiliadoDelToken,
  cambiarClaveConToken,
  claveYDocumento,
  guardarClave,
  guardarTokensBienvenida,
  guardarTokenDeDocumento,
} from './consultas.js';

export const MENSAJE_SIN_CORREO =
  'El afiliado no tiene correo electrónico registrado; agréguelo antes de enviar la bienvenida.';
export const MENSAJE_YA_TIENE_CLAVE =
  'El afiliado ya tiene clave: no se le envía la bienvenida. Si la olvidó, puede pedir un enlace con «¿Olvidó su clave?» en el inicio de sesión.';
export const MENSAJE_SOLICITUD_ENVIADA =
  'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
export const MENSAJE_DOCUMENTO_VACIO = 'Escriba su documento!';
export const MENSAJE_TOKEN_INVALIDO = 'Token inválido';
export const MENSAJE_CLAVE_ACTUAL_VACIA = 'Debe ingresar la clave actual';
export const MENSAJE_CLAVE_ACTUAL_ERRADA = 'La clave actual no es correcta';
export const MENSAJE_CLAVE_CAMBIADA = 'Clave cambiada exitosamente';
export const MENSAJE_CLAVE_REESTABLECIDA = 'Su clave fue reestablecida. Ya puede iniciar sesión con la nueva clave.';
/** El enlace es de un afiliado que se retiró después de pedirlo: no asigna clave. */
function mensajeEnlaceRetirado(contacto: string): string {
  return (
    'Su afiliación al fondo está retirada: este enlace ya no sirve para asignar una clave y no podrá ingresar ' +
    `al portal. Si cree que es un error, escriba a ${contacto}.`
  );
}

/**
 * La clave nueva: la regla de SPEC 5, fuera de la lista de claves comunes y distinta de la actual
 * (`hashActual`; null sin clave). 400 con el texto de lo que falla.
 */
async function exigirClaveNueva(clave: string, hashActual: string | null): Promise<void> {
  if (!cumpleReglaClave(clave)) throw solicitudInvalida(MENSAJE_REGLA_CLAVE);
  if (esClaveComun(clave)) throw solicitudInvalida(MENSAJE_CLAVE_COMUN);
  if (hashActual && (await verificarClave(hashActual, clave))) throw solicitudInvalida(MENSAJE_CLAVE_REPETIDA);
}

/** Pide el enlace de restablecimiento: el mismo trabajo y la misma respuesta exista o no el documento. */
export async function solicitarReestablecer(
  app: FastifyInstance,
  documentoCrudo: string | undefined,
  ip: string,
): Promise<string> {
  const escrito = documentoCrudo?.trim() ?? '';
  const documento = normalizarDocumento(escrito) ?? escrito;
  if (!documento) throw solicitudInvalida(MENSAJE_DOCUMENTO_VACIO);
  const ahora = app.reloj();
  const claveDoc = claveIntento('reestablecer', 'doc', documento);
  const claveIp = claveIntento('reestablecer', 'ip', ip);
  if (await estaBloqueado(app.db, [claveDoc, claveIp], ahora))
    throw demasiadasSolicitudes(MENSAJE_BLOQUEO_REESTABLECER);
  await registrarIntento(app.db, claveDoc, LIMITES.reestablecerDocumento, ahora);
  await registrarIntento(app.db, claveIp, LIMITES.reestablecerIp, ahora);

  const token = randomBytes(32).toString('base64url');
  const enlace = `${app.config.portalUrl}/reestablecer-clave?token=${token}`;
  // Token, auditoría y correo en una transacción: el correo queda en el buzón de salida con el token
  // que quedó guardado (o nada), y la respuesta no espera al servidor de correo.
  await app.db.transaction(async (tx) => {
    const fila = await guardarTokenDeDocumento(tx, documento, sha256(token), ahora, hoy(ahora));
    await registrarAuditoria(tx, {
      accion: 'solicitud_reestablecer_clave',
      id_afiliado: fila?.id_afiliado ?? null,
      detalle: { documento },
      ip,
      fecha: ahora,
    });
    // Con o sin documento, la misma sentencia: solo con él (y su correo) queda el correo en la cola. Al
    // retirado le llega, sin enlace, por qué no puede asignar clave y a quién escribir.
    const datos = { para: fila?.email ?? '', nombres: fila?.nombres ?? '', fondo: app.config.fondoNombre };
    await encolarCorreo(
      tx,
      fila?.retirado
        ? correoReestablecerRetirado({ ...datos, contacto: app.config.fondoCorreo })
        : correoReestablecer({ ...datos, enlace }),
      { si: Boolean(fila?.email) },
    );
  });
  return MENSAJE_SOLICITUD_ENVIADA;
}

/**
 * Nombre del dueño de un token vigente; 400 'Token inválido' si no lo hay; 403 si el dueño se retiró
 * después de pedirlo (el enlace ya no asigna clave).
 */
export async function verificarToken(app: FastifyInstance, token: string): Promise<string> {
  const ahora = app.reloj();
  const fila = await afiliadoDelToken(app.db, token, ahora);
  if (!fila) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
  if (estaRetirado(fila.retiro, ahora)) throw prohibido(mensajeEnlaceRetirado(app.config.fondoCorreo));
  return fila.nombres;
}

/**
 * Asigna la clave nueva con el token, lo consume y cierra las sesiones del afiliado. Responde también el
 * documento (el usuario del login): quien tiene el enlace es su dueño.
 */
export async function reestablecerClave(
  app: FastifyInstance,
  token: string,
  clave: string,
  ip: string,
): Promise<RespuestaReestablecerClave> {
  const ahora = app.reloj();
  const fila = await afiliadoDelToken(app.db, token, ahora);
  if (!fila?.hash) throw solicitudInvalida(MENSAJE_TOKEN_INVALIDO);
  if (estaRetirado(fila.retiro, ahora)) throw prohibido(mensajeEnlaceRetirado(app.config.fondoCorreo));
  await exigirClaveNueva(clave, fila.password);
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
  return { mensaje: MENSAJE_CLAVE_REESTABLECIDA, documento: fila.documento };
}

/** Cambia la clave propia (con la actual) y cierra las demás sesiones. */
export async function cambiarClave(
  app: FastifyInstance,
  actor: Actor,
  actual: string,
  nueva: string,
  ip: string,
): Promise<string> {
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
  await exigirClaveNueva(nueva, fila.password);

  const nuevoHash = await hashClave(nueva);
  await app.db.transaction(async (tx) => {
    await guardarClave(tx, actor.id_afiliado, nuevoHash);
    const cerradas = await cerrarSesionesDe(tx, actor.id_afiliado, ahora, actor.id_sesion);
    await limpiarIntentos(tx, [claves.cuentaIp]);
    await registrarAuditoria(tx, {
      accion: 'cambio_clave',
      id_actor: actor.id_afiliado,
      id_afiliado: actor.id_afiliado,
      detalle: { sesiones_cerradas: cerradas },
      ip,
      fecha: ahora,
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
  app: FastifyInstance,
  afiliadoDestino: { id_afiliado: number; nombres: string; email: string | null },
  actor: Actor,
  ip: string,
): Promise<string> {
  const email = afiliadoDestino.email?.trim() ?? '';
  if (!email) throw solicitudInvalida(MENSAJE_SIN_CORREO);
  // Quien ya tiene clave solo recibe un enlace si lo pide él mismo: la bienvenida no la reemplaza.
  if ((await claveYDocumento(app.db, afiliadoDestino.id_afiliado))?.password) throw conflicto(MENSAJE_YA_TIENE_CLAVE);
  const ahora = app.reloj();
  // El token nuevo y su correo en una transacción: responde en cuanto el correo está en el buzón de
  // salida, y si algo falla el token anterior sigue vigente.
  await app.db.transaction(async (tx) =>
    encolarBienvenidas(tx, [{ ...afiliadoDestino, email }], { actor, ip, ahora, config: app.config }),
  );
  return email;
}

/**
 * La bienvenida de afiliados con correo, dentro de la transacción de quien llama: a cada uno un token
 * nuevo de 72 h (solo su hash), su auditoría y su correo en la cola (desde `enviarDesde(i)`: las
 * invitaciones en bloque lo espacian). Devuelve los ids de los correos, en orden. La usan la
 * bienvenida de un afiliado y 'Invitar a todos' (por miles: pocas sentencias).
 */
export async function encolarBienvenidas(
  tx: Db,
  destinos: { id_afiliado: number; nombres: string; email: string }[],
  ctx: {
    actor: Actor;
    ip: string;
    ahora: Date;
    config: Pick<Config, 'portalUrl' | 'fondoNombre'>;
    enviarDesde?: (i: number) => Date;
    detalle?: Record<string, unknown>;
  },
): Promise<number[]> {
  const tokens = destinos.map(() => randomBytes(32).toString('base64url'));
  await guardarTokensBienvenida(
    tx,
    destinos.map((d, i) => ({ id_afiliado: d.id_afiliado, hash: sha256(tokens[i]!) })),
    ctx.ahora,
  );
  await registrarAuditorias(
    tx,
    destinos.map((d) => ({
      accion: 'bienvenida',
      id_actor: ctx.actor.id_afiliado,
      id_afiliado: d.id_afiliado,
      detalle: { email: d.email, ...ctx.detalle },
      ip: ctx.ip,
      fecha: ctx.ahora,
    })),
  );
  return encolarCorreos(
    tx,
    destinos.map((d, i) => ({
      mensaje: correoBienvenida({
        para: d.email,
        nombres: d.nombres,
        enlace: `${ctx.config.portalUrl}/reestablecer-clave?token=${tokens[i]!}`,
        fondo: ctx.config.fondoNombre,
      }),
      ...(ctx.enviarDesde ? { enviarDesde: ctx.enviarDesde(i) } : {}),
    })),
  );
}

const normalCorreo = (e: string | null | undefined) => (e ?? '').trim().toLowerCase();

/**
 * Cambio del correo de un afiliado (modal del administrador o ficha): aviso a la dirección anterior
 * (si tenía una) y una fila de auditoría con actor y sujeto. Nada si el correo no cambió. Llamar dentro
 * de la transacción que guarda el correo nuevo.
 */
export async function avisarCambioDeCorreo(
  tx: Db,
  d: {
    afiliado: { id_afiliado: number; nombres: string };
    anterior: string | null;
    nuevo: string | null;
    actor: Actor;
    fondo: string;
    ip: string;
    ahora: Date;
  },
): Promise<void> {
  const anterior = normalCorreo(d.anterior);
  const nuevo = normalCorreo(d.nuevo);
  if (anterior === nuevo) return;
  await registrarAuditoria(tx, {
    accion: 'cambio_correo',
    id_actor: idActorReal(d.actor),
    id_afiliado: d.afiliado.id_afiliado,
    detalle: { anterior: anterior || null, nuevo: nuevo || null, aviso: Boolean(anterior) },
    ip: d.ip,
    fecha: d.ahora,
  });
  if (!anterior) return;
  await encolarCorreo(
    tx,
    correoCambioCorreo({ para: anterior, nombres: d.afiliado.nombres, nuevo: nuevo || '(sin correo)', fondo: d.fondo }),
  );
}
