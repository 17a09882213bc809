// JWT HS256 mínimo con node:crypto (firma, verificación, exp).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Carga = Record<string, unknown> & { iat?: number; exp?: number };

const CABECERA = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function firma(datos: string, secreto: string): string {
  return createHmac('sha256', secreto).update(datos).digest('base64url');
}

export function firmarJwt(carga: Carga, secreto: string): string {
  const cuerpo = Buffer.from(JSON.stringify(carga)).toString('base64url');
  const datos = `${CABECERA}.${cuerpo}`;
  return `${datos}.${firma(datos, secreto)}`;
}

/** Devuelve la carga si la firma es válida, el alg es HS256 y no ha vencido; si no, null. */
export function verificarJwt(token: string, secreto: string, ahoraSeg: number): Carga | null {
  const partes = token.split('.');
  if (partes.length !== 3) return null;
  const [cab, cuerpo, sello] = partes as [string, string, string];
  const esperado = Buffer.from(firma(`${cab}.${cuerpo}`, secreto));
  const recibido = Buffer.from(sello);
  if (esperado.length !== recibido.length || !timingSafeEqual(esperado, recibido)) return null;
  try {
    const cabecera = JSON.parse(Buffer.from(cab, 'base64url').toString('utf8')) as { alg?: unknown };
    if (cabecera.alg !== 'HS256') return null;
    const carga = JSON.parse(Buffer.from(cuerpo, 'base64url').toString('utf8')) as unknown;
    if (typeof carga !== 'object' || carga === null || Array.isArray(carga)) return null;
    const c = carga as Carga;
    if (typeof c.exp === 'number' && c.exp <= ahoraSeg) return null;
    return c;
  } catch {
    return null;
  }
}
