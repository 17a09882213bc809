// TOTP (RFC 6238) con otpauth: SHA-1, 6 dígitos, pasos de 30 s; se acepta el paso anterior y el siguiente
// (reloj del teléfono corrido), y quien llama guarda el último paso usado para que un código no sirva dos veces.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const PERIODO_SEG = 30;
const EMISOR = 'Fondo';

function totp(secretoBase32: string, etiqueta = 'superadmin'): TOTP {
  return new TOTP({
    issuer: EMISOR,
    label: etiqueta,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO_SEG,
    secret: Secret.fromBase32(secretoBase32),
  });
}

/** Secreto nuevo de 160 bits, en base32 (lo que la persona escribiría a mano). */
export function nuevoSecreto(): string {
  return new Secret({ size: 20 }).base32;
}

/** otpauth://totp/Fondo:<documento>?secret=...&issuer=Fondo */
export function uriDeInscripcion(secretoBase32: string, documento: string): string {
  return totp(secretoBase32, documento).toString();
}

/** El paso de 30 s del código si vale en `ahora` (±1 paso); null si no. */
export function pasoDelCodigo(secretoBase32: string, codigo: string, ahora: Date): number | null {
  const delta = totp(secretoBase32).validate({ token: codigo, timestamp: ahora.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(ahora.getTime() / 1000 / PERIODO_SEG) + delta;
}

// Códigos de recuperación: 10 caracteres sin los que se confunden (0/o, 1/l/i), en dos grupos de 5.
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';

export function nuevoCodigoRecuperacion(): string {
  let t = '';
  for (let i = 0; i < 10; i++) t += ALFABETO[randomInt(ALFABETO.length)];
  return `${t.slice(0, 5)}-${t.slice(5)}`;
}

/** El código de recuperación como se guarda (sin guiones ni espacios, en minúsculas), o null si no lo es. */
export function normalizarCodigoRecuperacion(codigo: string): string | null {
  const t = codigo.toLowerCase().replace(/[\s-]+/g, '');
  return new RegExp(`^[${ALFABETO}]{10}$`).test(t) ? t : null;
}
