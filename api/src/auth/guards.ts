// Guardas de autorización. Cada ruta bajo /api declara config.acceso ('publico' | 'sesion' |
// 'superadmin'); el hook onRoute (instalarAutorizacion) rechaza la que no lo declare y le pone la guarda.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { CODIGO_INSCRIPCION_REQUERIDA, MENSAJE_INSCRIPCION_REQUERIDA } from '@fondo/contrato';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { ErrorApi, noAutenticado, prohibido, solicitudInvalida, tokenExpirado } from '../errors.js';
import { validarSesion, type Actor } from './sesiones.js';
import { debeRenovarse, firmarAcceso, leerAccesoRecordado } from './token.js';

export type { Actor };
export type Acceso = 'publico' | 'sesion' | 'superadmin';
export const ACCESOS: readonly Acceso[] = ['publico', 'sesion', 'superadmin'];

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** iat (segundos) del token con que llegó la petición; 0 sin token. */
    iatToken: number;
  }
  interface FastifyContextConfig {
    /** Quién puede llamar la ruta. Obligatorio bajo /api. */
    acceso?: Acceso;
    /** Mensaje para cualquier error de validación de esta ruta (en vez del genérico por campo). */
    mensajeValidacion?: string;
    /** La puede llamar la sesión de un superadmin que aún debe inscribir su segundo factor. */
    duranteInscripcion?: boolean;
  }
}

/** Rutas bajo /api que registran plugins de terceros (documentación): públicas. */
const PREFIJOS_PUBLICOS_DE_TERCEROS = ['/api/docs'];

async function autenticar(request: FastifyRequest): Promise<Actor> {
  if (request.actor) return request.actor;
  const cabecera = request.headers.authorization;
  if (!cabecera || !cabecera.trim()) throw noAutenticado();
  const m = /^bearer\s+(\S+)\s*$/i.exec(cabecera.trim());
  if (!m?.[1]) throw tokenExpirado();
  const app = request.server;
  const ahora = app.reloj();
  const carga = leerAccesoRecordado(app.config, m[1], ahora);
  if (!carga) throw tokenExpirado();
  const actor = await validarSesion(app.db, carga, ahora);
  if (!actor) throw tokenExpirado();
  request.actor = actor;
  request.iatToken = carga.iat;
  // Superadmin sin segundo factor con REQUIERE_2FA: solo las rutas de la inscripción (y salir).
  if (actor.soloInscripcion && request.routeOptions.config.duranteInscripcion !== true)
    throw new ErrorApi(403, MENSAJE_INSCRIPCION_REQUERIDA, CODIGO_INSCRIPCION_REQUERIDA);
  return actor;
}

/** 401 'Debe iniciar sesión' sin token; 401 'Token expirado' con uno vencido, cerrado o mal formado. */
export const requiereSesion: preHandlerAsyncHookHandler = async function (request) {
  await autenticar(request);
};

/** Como requiereSesion y luego 403 si no es superadmin. */
export const requiereSuperadmin: preHandlerAsyncHookHandler = async function (request) {
  const actor = await autenticar(request);
  if (!actor.superadmin) throw prohibido();
};

/** Quien actúa de verdad: en una sesión impersonada, el administrador que la abrió (auditoría). */
export function idActorReal(actor: Actor): number {
  return actor.impersonado_por ?? actor.id_afiliado;
}

const METODOS_DE_LECTURA = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Actor de una ruta con acceso 'sesion' o 'superadmin' (la guarda ya lo dejó puesto). */
export function actorDe(request: FastifyRequest): Actor {
  if (!request.actor) throw noAutenticado();
  return request.actor;
}

const ID_MAXIMO = 2_147_483_647;

/**
 * Parámetro ':id' de afiliado: 'me' es quien llama; un número es él mismo si es quien llama
 * o si quien llama es superadmin, si no 403; cualquier otra cosa, 400.
 */
export function afiliadoObjetivo(request: FastifyRequest, id: string): number {
  const actor = request.actor;
  if (!actor) throw noAutenticado();
  if (id === 'me') return actor.id_afiliado;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > ID_MAXIMO)
    throw solicitudInvalida('Identificador de afiliado inválido');
  const n = Number(id);
  if (n !== actor.id_afiliado && !actor.superadmin) throw prohibido();
  return n;
}

function comoLista<T>(v: T | T[] | undefined): T[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/**
 * Decora request.actor, obliga a declarar config.acceso en toda ruta /api (falla al registrar
 * si falta) y aplica la guarda en onRequest, antes de leer el cuerpo. Renueva el token en las
 * respuestas autenticadas (cabecera `token`) cuando el recibido tiene más de RENOVAR_TOKEN_MS: firmar en
 * cada respuesta cuesta y no cambia nada. Llamar en buildApp antes de registrar rutas.
 */
export function instalarAutorizacion(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('iatToken', 0);

  app.addHook('onRoute', (ruta: RouteOptions) => {
    if (!/^\/api(\/|$)/.test(ruta.url)) return;
    if (PREFIJOS_PUBLICOS_DE_TERCEROS.some((p) => ruta.url === p || ruta.url.startsWith(`${p}/`))) return;
    const acceso = ruta.config?.acceso;
    if (acceso === undefined || !ACCESOS.includes(acceso)) {
      const metodo = Array.isArray(ruta.method) ? ruta.method.join(',') : ruta.method;
      throw new Error(`La ruta ${metodo} ${ruta.url} no declara config.acceso ('publico' | 'sesion' | 'superadmin').`);
    }
    if (acceso === 'publico') return;
    const guarda = acceso === 'sesion' ? requiereSesion : requiereSuperadmin;
    // Lista nueva: no mutar la que comparte la ruta HEAD clonada por Fastify.
    ruta.onRequest = [guarda, ...comoLista(ruta.onRequest)];
  });

  app.addHook('onSend', (request, reply, payload, listo) => {
    const actor = request.actor;
    // Toda respuesta de la API (también las públicas y los errores: login, login-token, verificar-token
    // llevan tokens o nombres) es no-store si la ruta no dijo otra cosa; las pocas públicas sin datos
    // personales que se pueden guardar lo dicen ellas (configuracion, autorizacion-datos: no-cache).
    if (/^\/api(\/|\?|$)/.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (actor) {
      const ahora = app.reloj();
      if (debeRenovarse(request.iatToken, ahora)) {
        reply.header(
          'token',
          firmarAcceso(app.config, { id_sesion: actor.id_sesion, id_afiliado: actor.id_afiliado }, ahora),
        );
      }
      reply.header('access-control-expose-headers', 'token');
    }
    listo(null, payload);
  });

  // Toda escritura hecha en una sesión abierta como otro afiliado queda en la auditoría con el
  // administrador real como actor y el afiliado como sujeto (antes de enviar la respuesta).
  app.addHook('onSend', async (request, reply) => {
    const actor = request.actor;
    if (!actor?.impersonate || METODOS_DE_LECTURA.has(request.method) || reply.statusCode >= 400) return;
    await registrarAuditoria(app.db, {
      accion: 'escritura_impersonada',
      id_actor: idActorReal(actor),
      id_afiliado: actor.id_afiliado,
      detalle: { metodo: request.method, ruta: request.routeOptions.url ?? null, estado: reply.statusCode },
      ip: request.ip,
      fecha: app.reloj(),
    });
  });
}
