// Secretos TOTP cifrados con AES-256-GCM (node:crypto). La llave sale de TOTP_KEY (o DATA_DIR/totp-key)
// por HKDF y nunca está en la base; el id del afiliado va como dato autenticado: un secreto copiado a
// la fila de otro no se descifra.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const llaves = new Map<string, Buffer>();

function llave(texto: string): Buffer {
  let k = llaves.get(texto);
  if (!k) {
    k = Buffer.from(hkdfSync('sha256', texto, 'fondo-portal', 'secretos-totp', 32));
    llaves.set(texto, k);
  }
  return k;
}

const aad = (idAfiliado: number) => Buffer.from(`segundo_factor:${idAfiliado}`);

/** 'v1.<iv>.<etiqueta>.<cifrado>' en base64url. */
export function cifrarSecreto(llaveTexto: string, idAfiliado: number, secreto: string): string {
  const iv = randomBytes(12);
  const cifrador = createCipheriv('aes-256-gcm', llave(llaveTexto), iv);
  cifrador.setAAD(aad(idAfiliado));
  const cifrado = Buffer.concat([cifrador.update(secreto, 'utf8'), cifrador.final()]);
  const partes = [iv, cifrador.getAuthTag(), cifrado].map((b) => b.toString('base64url'));
  return [VERSION, ...partes].join('.');
}

/** El secreto en claro, o null si no se puede descifrar (otra llave, otra fila, alterado). */
export function descifrarSecreto(llaveTexto: string, idAfiliado: number, guardado: string): string | null {
  const [version, iv, etiqueta, cifrado] = guardado.split('.');
  if (version !== VERSION || !iv || !etiqueta || cifrado === undefined) return null;
  try {
    const descifrador = createDecipheriv('aes-256-gcm', llave(llaveTexto), Buffer.from(iv, 'base64url'));
    descifrador.setAAD(aad(idAfiliado));
    descifrador.setAuthTag(Buffer.from(etiqueta, 'base64url'));
    return Buffer.concat([descifrador.update(Buffer.from(cifrado, 'base64url')), descifrador.final()]).toString('utf8');
  } catch {
    return null;
  }
}
