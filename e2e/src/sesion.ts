// La sesión guardada en la página y la que nombra su token.
import type { Page } from 'playwright-core';

/**
 * La sesión que nombra un token (su `id_sesion` y su afiliado). El token mismo cambia mientras la sesión
 * vive (la API lo vuelve a firmar y lo renueva con la actividad): dos pestañas se comparan por esto.
 */
export function sesionDelToken(token: string | null): { id_sesion: string; id_afiliado: number } | null {
  const cuerpo = token?.split('.')[1];
  if (!cuerpo) return null;
  const datos = JSON.parse(Buffer.from(cuerpo, 'base64url').toString('utf8')) as {
    id_sesion?: unknown;
    id_afiliado?: unknown;
  };
  return typeof datos.id_sesion === 'string' && typeof datos.id_afiliado === 'number'
    ? { id_sesion: datos.id_sesion, id_afiliado: datos.id_afiliado }
    : null;
}

/** Token de la sesión guardada en sessionStorage (clave access_token, suelta o dentro del JSON persistido). */
export async function tokenDeSesion(pagina: Page): Promise<string | null> {
  return pagina.evaluate(() => {
    const directo = sessionStorage.getItem('access_token');
    if (directo) return directo.replace(/^"|"$/g, '');
    for (let i = 0; i < sessionStorage.length; i++) {
      const valor = sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '';
      const m = /"access_token"\s*:\s*"([^"]+)"/.exec(valor);
      if (m?.[1]) return m[1];
    }
    return null;
  });
}
