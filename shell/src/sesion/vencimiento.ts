// Fin de la sesión por vencimiento: 'Token expirado' (SPEC 8) o el reloj del aviso llevan a
// /logout diciendo que venció y desde dónde: el logout conserva los borradores y abre /login con el
// redirect de vuelta a esa ruta. 'Salir' llega a /logout sin este estado y borra los borradores.
import type { NavigateFunction } from '@fondo/runtime';

/** Clase del diálogo 'Su sesión está por terminar': tocar sus botones no es actividad (ellos deciden). */
export const CLASE_AVISO = 'aviso-vencimiento';

export interface EstadoLogout {
  expirada: true;
  /** Ruta (con su consulta) en la que estaba la persona. */
  desde: string;
}

export function esEstadoLogout(v: unknown): v is EstadoLogout {
  return typeof v === 'object' && v !== null && (v as EstadoLogout).expirada === true;
}

/** Estado de /login tras un vencimiento: el aviso; o el documento tras reestablecer la clave. */
export interface EstadoLogin {
  expirada?: boolean;
  documento?: string;
}

export function estadoLogin(v: unknown): EstadoLogin {
  if (typeof v !== 'object' || v === null) return {};
  const e = v as Record<string, unknown>;
  return {
    ...(e.expirada === true ? { expirada: true } : {}),
    ...(typeof e.documento === 'string' ? { documento: e.documento } : {}),
  };
}

export function irAlLogoutPorVencimiento(navigate: NavigateFunction, desde: string): void {
  // Otra llamada que vence mientras /logout aún carga: ya se va saliendo, con la ruta de la primera.
  if (/^\/logout(\/|\?|$)/.test(desde)) return;
  const estado: EstadoLogout = { expirada: true, desde };
  void navigate('/logout', { state: estado });
}

/** /login?redirect=<ruta sin la barra inicial> (SPEC 2.3: un redirect relativo va a '/' + valor). */
export function loginDeVuelta(desde: string): string {
  const ruta = desde.replace(/^\/+/, '');
  return ruta && !/^(login|logout)\b/.test(ruta) ? `/login?redirect=${encodeURIComponent(ruta)}` : '/login';
}
