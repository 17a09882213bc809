// Token del paso del código en el login: prueba que la clave fue correcta hace menos de 5 minutos. No es
// un token de acceso (no lleva sesión; leerAcceso rechaza todo token con `tipo`): solo lo acepta
// POST /api/login/codigo.
import type { Config } from '../config.js';
import { firmarJwt, verificarJwt } from '../auth/jwt.js';

export const VIGENCIA_TOKEN_CODIGO_SEG = 5 * 60;
const TIPO = 'codigo_verificacion';

export function firmarTokenCodigo(config: Pick<Config, 'jwtSecret'>, idAfiliado: number, ahora: Date): string {
  const iat = Math.floor(ahora.getTime() / 1000);
  return firmarJwt(
    { tipo: TIPO, id_afiliado: idAfiliado, iat, exp: iat + VIGENCIA_TOKEN_CODIGO_SEG },
    config.jwtSecret,
  );
}

/** El afiliado del token, o null si no es uno de estos, está mal firmado o venció. */
export function leerTokenCodigo(config: Pick<Config, 'jwtSecret'>, token: string, ahora: Date): number | null {
  const c = verificarJwt(token, config.jwtSecret, Math.floor(ahora.getTime() / 1000));
  if (!c || c.tipo !== TIPO || typeof c.id_afiliado !== 'number' || typeof c.exp !== 'number') return null;
  return c.id_afiliado;
}
