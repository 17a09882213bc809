// La conexión con el buzón del fondo (IMAP_URL): leer la URL y los errores de conexión en español
// (502: el servidor de correo es otro sistema; 503: la importación no está configurada).
import { ErrorApi } from '../errors.js';

export const MENSAJE_SIN_IMAP = 'La importación de correo no está configurada (falta IMAP_URL)';
export const MENSAJE_IMAP_INALCANZABLE = 'No se pudo conectar con el servidor de correo; no se importó nada';
export const MENSAJE_IMAP_LOGIN = 'El servidor de correo rechazó el usuario o la clave; no se importó nada';

export interface ConexionImap {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  buzon: string;
}

/** imaps://usuario:clave@host:993/INBOX o imap://... (la carpeta: IMAP_BUZON, la ruta o INBOX). */
export function leerImapUrl(imapUrl: string, imapBuzon: string | null): ConexionImap {
  let url: URL;
  try {
    url = new URL(imapUrl);
  } catch {
    throw new ErrorApi(503, 'IMAP_URL no es una URL válida (imaps://usuario:clave@servidor:993/INBOX)');
  }
  const secure = url.protocol === 'imaps:';
  if (!secure && url.protocol !== 'imap:') throw new ErrorApi(503, 'IMAP_URL debe empezar por imaps:// o imap://');
  const ruta = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
    buzon: imapBuzon?.trim() || ruta || 'INBOX',
  };
}

/** Error de la conexión IMAP en español (502: el servidor de correo es otro sistema). */
export function errorImap(error: unknown): ErrorApi {
  if (error instanceof ErrorApi) return error;
  const e = error as { authenticationFailed?: boolean; responseText?: string } | null;
  if (e?.authenticationFailed) return new ErrorApi(502, MENSAJE_IMAP_LOGIN);
  return new ErrorApi(502, MENSAJE_IMAP_INALCANZABLE);
}
