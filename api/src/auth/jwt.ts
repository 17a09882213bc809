// JWT HS256 mínimo con node:crypto (firma, verificación, exp).
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

export type Carga = Record<string, unknown> & { iat?: number; exp?: number };

const CABECERA = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Llave HMAC del secreto, importada una vez (createHmac con un texto la importa en cada llamada). */
const llaves = new Map<string, KeyObject>();
function llave(secreto: string): KeyObject {
  let k = llaves.get(secreto);
  if (!k) {
    if (llaves.size >= 16) llaves.clear(); // pocos secretos por proceso (JWT, sitio del colegio, pruebas)
    k = createSecretKey(Buffer.from(secreto, 'utf8'));
    llaves.set(secreto, k);
  }
  return k;
}

function firma(datos: string, secreto: string): Buffer {
  return createHmac('sha256', llave(secreto)).update(datos).digest();
}

export function firmarJwt(carga: Carga, secreto: string): string {
  const cuerpo = Buffer.from(JSON.stringify(carga)).toString('base64url');
  const datos = `${CABECERA}.${cuerpo}`;
  return `${datos}.${firma(datos, secreto).toString('base64url')}`;
}

/** Devuelve la carga si la firma es válida, el alg es HS256 y no ha vencido; si no, null. */
export function verificarJwt(token: string, secreto: string, ahoraSeg: number): Carga | null {
  const punto1 = token.indexOf('.');
  const punto2 = punto1 < 0 ? -1 : token.indexOf('.', punto1 + 1);
  if (punto2 < 0 || token.indexOf('.', punto2 + 1) >= 0) return null;
  const cab = token.slice(0, punto1);
  const cuerpo = token.slice(punto1 + 1, punto2);
  const sello = token.slice(punto2 + 1);
  // 32 bytes de HMAC-SHA256 = 43 caracteres base64url sin relleno, el último canónico (sus 2 bits bajos en 0).
  if (sello.length !== 43 || !/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/.test(sello)) return null;
  const esperado = firma(token.slice(0, punto2), secreto);
  if (!timingSafeEqual(esperado, Buffer.from(sello, 'base64url'))) return null;
  try {
    if (cab !== CABECERA) {
      const cabecera = JSON.parse(Buffer.from(cab, 'base64url').toString('utf8')) as { alg?: unknown };
      if (cabecera.alg !== 'HS256') return null;
    }
    const carga = JSON.parse(Buffer.from(cuerpo, 'base64url').toString('utf8')) as unknown;
    if (typeof carga !== 'object' || carga === null || Array.isArray(carga)) return null;
    const c = carga as Carga;
    if (typeof c.exp === 'number' && c.exp <= ahoraSeg) return null;
    return c;
  } catch {
    return null;
  }
}
