// Servicio de sesiones: fila `sesion` por inicio de sesión, JWT de acceso (30 min de inactividad,
// renovado en cada respuesta) y límite absoluto de 12 h desde sesion.creada.
// "Ahora" siempre llega como parámetro: las pruebas controlan el reloj.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Rol, RespuestaLogin, UsuarioSesion } from '@fondo/shared/types';
import { afiliado, sesion } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import { firmarJwt, verificarJwt } from './jwt.js';

export const INACTIVIDAD_MS = 30 * 60 * 1000;
export const DURACION_ABSOLUTA_MS = 12 * 60 * 60 * 1000;
export const VIGENCIA_PGWEB_SEG = 5 * 60;
/** ultimo_uso se actualiza como mucho una vez por minuto. */
const TOQUE_MS = 60 * 1000;

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
export function leerAcceso(config: Pick<Config, 'jwtSecret'>, token: string, ahora: Date): CargaAcceso | null {
  const c = verificarJwt(token, config.jwtSecret, segundos(ahora));
  if (!c || typeof c.id_sesion !== 'string' || typeof c.id_afiliado !== 'number' || typeof c.iat !== 'number') return null;
  if (c.iat * 1000 + INACTIVIDAD_MS <= ahora.getTime()) return null;
  if (!/^[0-9a-f-]{36}$/i.test(c.id_sesion)) return null;
  return { id_sesion: c.id_sesion, id_afiliado: c.id_afiliado };
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

/**
 * Actor de una sesión vigente: abierta, dentro de las 12 h, del afiliado del token y, salvo
 * impersonación, de un afiliado no retirado. null en cualquier otro caso.
 */
export async function validarSesion(db: Db, carga: CargaAcceso, ahora: Date): Promise<Actor | null> {
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
    .where(eq(sesion.id_sesion, carga.id_sesion))
    .limit(1);
  if (!fila || fila.id_afiliado !== carga.id_afiliado || fila.cerrada !== null) return null;
  if (new Date(fila.creada).getTime() + DURACION_ABSOLUTA_MS <= ahora.getTime()) return null;
  const impersonate = fila.impersonado_por !== null;
  if (!impersonate && estaRetirado(fila.retiro, ahora)) return null;
  if (ahora.getTime() - new Date(fila.ultimo_uso).getTime() > TOQUE_MS) {
    await db.update(sesion).set({ ultimo_uso: ahora.toISOString() }).where(eq(sesion.id_sesion, carga.id_sesion));
  }
  return { id_afiliado: fila.id_afiliado, superadmin: fila.superadmin, impersonate, id_sesion: carga.id_sesion };
}

export async function cerrarSesion(db: Db, idSesion: string, ahora: Date): Promise<void> {
  await db.update(sesion).set({ cerrada: ahora.toISOString() })
    .where(and(eq(sesion.id_sesion, idSesion), isNull(sesion.cerrada)));
}

/** Cierra todas las sesiones abiertas del afiliado, salvo `excepto`. Devuelve cuántas cerró. */
export async function cerrarSesionesDe(db: Db, idAfiliado: number, ahora: Date, excepto?: string): Promise<number> {
  const filas = await db.update(sesion).set({ cerrada: ahora.toISOString() })
    .where(and(
      eq(sesion.id_afiliado, idAfiliado),
      isNull(sesion.cerrada),
      excepto ? ne(sesion.id_sesion, excepto) : sql`true`,
    ))
    .returning({ id_sesion: sesion.id_sesion });
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
