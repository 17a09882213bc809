// Tokens de la sesión: JWT de acceso (30 min de inactividad, renovado en las respuestas cuando tiene
// más de un minuto) y el token del sitio del colegio. Los tokens válidos ya verificados se recuerdan
// por secreto: la firma (HMAC) se comprueba una vez por token. "Ahora" llega siempre como parámetro.
import type { Config } from '../config.js';
import { firmarJwt, verificarJwt } from './jwt.js';

export const INACTIVIDAD_MS = 30 * 60 * 1000;
export const VIGENCIA_PGWEB_SEG = 5 * 60;
/** El token se firma de nuevo solo si tiene al menos esta edad (la inactividad queda entre 29 y 30 min). */
export const RENOVAR_TOKEN_MS = 60 * 1000;

export interface CargaAcceso {
  id_sesion: string;
  id_afiliado: number;
}

/** Carga leída de un token: además, cuándo se firmó (segundos) y desde cuándo no sirve (ms). */
export interface AccesoLeido extends CargaAcceso {
  iat: number;
  venceMs: number;
}

const segundos = (d: Date) => Math.floor(d.getTime() / 1000);

export function firmarAcceso(config: Pick<Config, 'jwtSecret'>, carga: CargaAcceso, ahora: Date): string {
  const iat = segundos(ahora);
  return firmarJwt(
    { id_sesion: carga.id_sesion, id_afiliado: carga.id_afiliado, iat, exp: iat + INACTIVIDAD_MS / 1000 },
    config.jwtSecret,
  );
}

/** Lee un token de acceso; null si está mal formado, mal firmado o vencido por inactividad. */
export function leerAcceso(config: Pick<Config, 'jwtSecret'>, token: string, ahora: Date): AccesoLeido | null {
  const c = verificarJwt(token, config.jwtSecret, segundos(ahora));
  // Un token con `tipo` (p. ej. el del paso del código de verificación) nunca es de acceso.
  if (
    !c ||
    c.tipo !== undefined ||
    typeof c.id_sesion !== 'string' ||
    typeof c.id_afiliado !== 'number' ||
    typeof c.iat !== 'number'
  )
    return null;
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

/** Token que el sitio del colegio verifica (HS256 con SCHOOL_SITE_SECRET, 5 min). */
export function firmarPgwebToken(config: Pick<Config, 'schoolSiteSecret'>, documento: string, ahora: Date): string {
  const iat = segundos(ahora);
  return firmarJwt({ documento, iat, exp: iat + VIGENCIA_PGWEB_SEG }, config.schoolSiteSecret);
}
