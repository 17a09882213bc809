// Servicio de sesiones: fila `sesion` por inicio de sesión, JWT de acceso (30 min de inactividad,
// renovado en las respuestas cuando tiene más de un minuto) y límite absoluto de 12 h desde sesion.creada.
// Las sesiones abiertas se guardan unos segundos en memoria (CACHE_SESION_MS): cerrar una sesión
// en este proceso la olvida enseguida; cerrada por otro proceso, deja de servir a lo sumo en ese tiempo.
// "Ahora" siempre llega como parámetro: las pruebas controlan el reloj.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Rol, RespuestaLogin, UsuarioSesion } from '@fondo/contrato';
import { afiliado, sesion } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import { firmarJwt, verificarJwt } from './jwt.js';

export const INACTIVIDAD_MS = 30 * 60 * 1000;
export const DURACION_ABSOLUTA_MS = 12 * 60 * 60 * 1000;
export const VIGENCIA_PGWEB_SEG = 5 * 60;
/** ultimo_uso se actualiza como mucho una vez por minuto. */
const TOQUE_MS = 60 * 1000;
/** El token se firma de nuevo solo si tiene al menos esta edad (la inactividad queda entre 29 y 30 min). */
export const RENOVAR_TOKEN_MS = 60 * 1000;
/** Cuánto sirve una sesión leída de la base sin volver a leerla (otro proceso pudo cerrarla). */
export const CACHE_SESION_MS = 5 * 1000;
const MAXIMO_EN_CACHE = 10_000;

export const ZONA_HORARIA = 'America/Bogota';

export interface Actor {
  id_afiliado: number;
  superadmin: boolean;
  impersonate: boolean;
  id_sesion: string;
}

interface CargaAcceso {
  id_sesion: string;
  id_afiliado: number;
}

/** Carga leída de un token: además, cuándo se firmó (segundos) y desde cuándo no sirve (ms). */
export interface AccesoLeido extends CargaAcceso {
  iat: number;
  venceMs: number;
}

const segundos = (d: Date) => Math.floor(d.getTime() / 1000);

/** Fecha de hoy (YYYY-MM-DD) en Colombia. */
export function hoy(ahora: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_HORARIA, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(ahora);
}

/** Retirado: tiene fecha de retiro y ya llegó. */
export function estaRetirado(retiro: string | null, ahora: Date): boolean {
  return retiro !== null && retiro <= hoy(ahora);
}

export function firmarAcceso(config: Pick<Config, 'jwtSecret'>, carga: CargaAcceso, ahora: Date): string {
  const iat = segundos(ahora);
  return firmarJwt({ id_sesion: carga.id_sesion, id_afiliado: carga.id_afiliado, iat, exp: iat + INACTIVIDAD_MS / 1000 }, config.jwtSecret);
}

/** Lee un token de acceso; null si está mal formado, mal firmado o vencido por inactividad. */
export function leerAcceso(config: Pick<Config, 'jwtSecret'>, token: string, ahora: Date): AccesoLeido | null {
  const c = verificarJwt(token, config.jwtSecret, segundos(ahora));
  if (!c || typeof c.id_sesion !== 'string' || typeof c.id_afiliado !== 'number' || typeof c.iat !== 'number') return null;
  if (c.iat * 1000 + INACTIVIDAD_MS <= ahora.getTime()) return null;
  if (!/^[0-9a-f-]{36}$/i.test(c.id_sesion)) return null;
  const venceMs = Math.min(c.iat * 1000 + INACTIVIDAD_MS, typeof c.exp === 'number' ? c.exp * 1000 : Infinity);
  return { id_sesion: c.id_sesion, id_afiliado: c.id_afiliado, iat: c.iat, venceMs };
}

/**
 * Tokens ya verificados, por secreto: el mismo texto con el mismo secreto da siempre la misma
 * carga, así que la firma (HMAC) se comprueba una vez por token y no en cada petición (un
 * navegador repite su token hasta que se renueva, cada minuto). El vencimiento se mira siempre.
 */
const tokensVerificados = new Map<string, Map<string, AccesoLeido>>();
const MAXIMO_TOKENS = 10_000;

/** Como leerAcceso, recordando los tokens válidos ya verificados. */
export function leerAccesoRecordado(config: Pick<Config, 'jwtSecret'>, token: string, ahora: Date): AccesoLeido | null {
  let delSecreto = tokensVerificados.get(config.jwtSecret);
  const recordado = delSecreto?.get(token);
  if (recordado) {
    // Vencido (exp o 30 min de inactividad) como en leerAcceso.
    if (recordado.venceMs > ahora.getTime()) return recordado;
    delSecreto!.delete(token);
    return null;
  }
  const leido = leerAcceso(config, token, ahora);
  if (!leido) return null;
  if (!delSecreto) {
    if (tokensVerificados.size >= 8) tokensVerificados.clear(); // pocos secretos por proceso (pruebas)
    delSecreto = new Map();
    tokensVerificados.set(config.jwtSecret, delSecreto);
  }
  if (delSecreto.size >= MAXIMO_TOKENS) {
    const primero = delSecreto.keys().next();
    if (!primero.done) delSecreto.delete(primero.value);
  }
  delSecreto.set(token, Object.freeze(leido));
  return leido;
}

/** true si un token firmado en `iatSeg` ya merece uno nuevo. */
export function debeRenovarse(iatSeg: number, ahora: Date): boolean {
  return ahora.getTime() - iatSeg * 1000 >= RENOVAR_TOKEN_MS;
}

export interface NuevaSesion {
  id_afiliado: number;
  impersonado_por?: number | null;
  ip?: string | null;
}

export async function crearSesion(db: Db, datos: NuevaSesion, ahora: Date): Promise<string> {
  const [fila] = await db.insert(sesion).values({
    id_afiliado: datos.id_afiliado,
    impersonado_por: datos.impersonado_por ?? null,
    ip: datos.ip ?? null,
    creada: ahora.toISOString(),
    ultimo_uso: ahora.toISOString(),
  }).returning({ id_sesion: sesion.id_sesion });
  if (!fila) throw new Error('No se pudo crear la sesión');
  return fila.id_sesion;
}

/** Sesión abierta tal como se leyó de la base, con la hora (del reloj de la app) de la lectura. */
interface SesionEnCache {
  id_afiliado: number;
  superadmin: boolean;
  impersonate: boolean;
  creadaMs: number;
  retiro: string | null;
  ultimoUsoMs: number;
  leidaMs: number;
  /** El actor de esta sesión (el mismo objeto, de solo lectura, para cada petición). */
  actor: Readonly<Actor>;
}

/**
 * Caché de sesiones abiertas del proceso (id_sesion -> fila). `generacion` cuenta los cierres:
 * una lectura que empezó antes de un cierre no se guarda (podría haber visto la sesión abierta).
 */
const enCache = new Map<string, SesionEnCache>();
let generacion = 0;

function guardarEnCache(idSesion: string, s: SesionEnCache): void {
  enCache.delete(idSesion);
  if (enCache.size >= MAXIMO_EN_CACHE) {
    // La más antigua primero (un Map conserva el orden de inserción).
    const primera = enCache.keys().next();
    if (!primera.done) enCache.delete(primera.value);
  }
  enCache.set(idSesion, s);
}

/** Olvida una sesión (se cerró en este proceso): la próxima petición la vuelve a leer de la base. */
export function olvidarSesion(idSesion: string): void {
  generacion++;
  enCache.delete(idSesion);
}

/**
 * Olvida todas las sesiones de un afiliado. Llamarla después de confirmar una transacción que
 * cierra sus sesiones o cambia lo que las valida (superadmin, retiro).
 */
export function olvidarSesionesDe(idAfiliado: number): void {
  generacion++;
  for (const [id, s] of enCache) if (s.id_afiliado === idAfiliado) enCache.delete(id);
}

async function leerSesion(db: Db, idSesion: string, ahora: Date): Promise<SesionEnCache | null> {
  const ahoraMs = ahora.getTime();
  const cacheada = enCache.get(idSesion);
  if (cacheada && ahoraMs >= cacheada.leidaMs && ahoraMs - cacheada.leidaMs < CACHE_SESION_MS) return cacheada;
  const antes = generacion;
  const [fila] = await db
    .select({
      id_afiliado: sesion.id_afiliado,
      creada: sesion.creada,
      cerrada: sesion.cerrada,
      ultimo_uso: sesion.ultimo_uso,
      impersonado_por: sesion.impersonado_por,
      superadmin: afiliado.superadmin,
      retiro: afiliado.retiro,
    })
    .from(sesion)
    .innerJoin(afiliado, eq(afiliado.id_afiliado, sesion.id_afiliado))
    .where(eq(sesion.id_sesion, idSesion))
    .limit(1);
  if (!fila || fila.cerrada !== null) {
    enCache.delete(idSesion);
    return null;
  }
  const leida: SesionEnCache = {
    id_afiliado: fila.id_afiliado,
    superadmin: fila.superadmin,
    impersonate: fila.impersonado_por !== null,
    creadaMs: new Date(fila.creada).getTime(),
    retiro: fila.retiro,
    ultimoUsoMs: new Date(fila.ultimo_uso).getTime(),
    leidaMs: ahoraMs,
    actor: Object.freeze({
      id_afiliado: fila.id_afiliado, superadmin: fila.superadmin, impersonate: fila.impersonado_por !== null, id_sesion: idSesion,
    }),
  };
  if (generacion === antes) guardarEnCache(idSesion, leida);
  return leida;
}

/**
 * Actor de una sesión vigente: abierta, dentro de las 12 h, del afiliado del token y, salvo
 * impersonación, de un afiliado no retirado. null en cualquier otro caso. Lee la base a lo sumo
 * una vez cada CACHE_SESION_MS por sesión.
 */
export async function validarSesion(db: Db, carga: CargaAcceso, ahora: Date): Promise<Readonly<Actor> | null> {
  const s = await leerSesion(db, carga.id_sesion, ahora);
  if (!s || s.id_afiliado !== carga.id_afiliado) return null;
  const ahoraMs = ahora.getTime();
  if (s.creadaMs + DURACION_ABSOLUTA_MS <= ahoraMs) return null;
  if (!s.impersonate && estaRetirado(s.retiro, ahora)) return null;
  if (ahoraMs - s.ultimoUsoMs > TOQUE_MS) {
    s.ultimoUsoMs = ahoraMs; // antes del await: las peticiones simultáneas no repiten el toque
    await db.update(sesion).set({ ultimo_uso: ahora.toISOString() }).where(eq(sesion.id_sesion, carga.id_sesion));
  }
  return s.actor;
}

export async function cerrarSesion(db: Db, idSesion: string, ahora: Date): Promise<void> {
  olvidarSesion(idSesion);
  await db.update(sesion).set({ cerrada: ahora.toISOString() })
    .where(and(eq(sesion.id_sesion, idSesion), isNull(sesion.cerrada)));
  olvidarSesion(idSesion);
}

/**
 * Cierra todas las sesiones abiertas del afiliado, salvo `excepto`. Devuelve cuántas cerró.
 * Dentro de una transacción, llame además olvidarSesionesDe después de confirmarla.
 */
export async function cerrarSesionesDe(db: Db, idAfiliado: number, ahora: Date, excepto?: string): Promise<number> {
  olvidarSesionesDe(idAfiliado);
  const filas = await db.update(sesion).set({ cerrada: ahora.toISOString() })
    .where(and(
      eq(sesion.id_afiliado, idAfiliado),
      isNull(sesion.cerrada),
      excepto ? ne(sesion.id_sesion, excepto) : sql`true`,
    ))
    .returning({ id_sesion: sesion.id_sesion });
  olvidarSesionesDe(idAfiliado);
  return filas.length;
}

/** Token que el sitio del colegio verifica (HS256 con SCHOOL_SITE_SECRET, 5 min). */
export function firmarPgwebToken(config: Pick<Config, 'schoolSiteSecret'>, documento: string, ahora: Date): string {
  const iat = segundos(ahora);
  return firmarJwt({ documento, iat, exp: iat + VIGENCIA_PGWEB_SEG }, config.schoolSiteSecret);
}

/** Instante de la BD ('2026-11-22 10:00:00+00') a ISO 8601. */
export function aIso(instante: string | null): string | null {
  return instante === null ? null : new Date(instante).toISOString();
}

type FilaUsuario = Pick<typeof afiliado.$inferSelect,
  'id_afiliado' | 'nombres' | 'apellidos' | 'foto' | 'superadmin' | 'documento' | 'ultima_actualizacion'>;

export function usuarioSesion(
  config: Pick<Config, 'schoolSiteSecret'>, fila: FilaUsuario, impersonate: boolean, ahora: Date,
): UsuarioSesion {
  return {
    id_afiliado: fila.id_afiliado,
    nombres: fila.nombres,
    apellidos: fila.apellidos,
    foto: fila.foto,
    superadmin: fila.superadmin,
    impersonate,
    pgweb_token: firmarPgwebToken(config, fila.documento, ahora),
    ultima_actualizacion: aIso(fila.ultima_actualizacion),
  };
}

export function rolesDe(superadmin: boolean): Rol[] {
  return superadmin ? ['superadmin'] : ['afiliado'];
}

export function respuestaLogin(
  config: Pick<Config, 'schoolSiteSecret' | 'jwtSecret'>, fila: FilaUsuario, idSesion: string, impersonate: boolean, ahora: Date,
): RespuestaLogin {
  return {
    access_token: firmarAcceso(config, { id_sesion: idSesion, id_afiliado: fila.id_afiliado }, ahora),
    usuario: usuarioSesion(config, fila, impersonate, ahora),
    roles: rolesDe(fila.superadmin),
  };
}

export async function buscarUsuario(db: Db, idAfiliado: number): Promise<FilaUsuario | null> {
  const [fila] = await db.select({
    id_afiliado: afiliado.id_afiliado,
    nombres: afiliado.nombres,
    apellidos: afiliado.apellidos,
    foto: afiliado.foto,
    superadmin: afiliado.superadmin,
    documento: afiliado.documento,
    ultima_actualizacion: afiliado.ultima_actualizacion,
  }).from(afiliado).where(eq(afiliado.id_afiliado, idAfiliado)).limit(1);
  return fila ?? null;
}
