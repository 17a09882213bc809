// La sesión que deja la pantalla de login (claves de SPEC 3), puesta en sessionStorage antes de cargar
// cada página: el navegador abre el portal ya con sesión.
import type { BrowserContext } from 'playwright-core';

/** Lo que guarda la pantalla de login en sessionStorage (SPEC 3). */
export interface SesionGuardada {
  access_token: string;
  usuario: { ultima_actualizacion?: string | null };
  roles: string[];
}

export async function abrirConSesion(contexto: BrowserContext, sesion: SesionGuardada): Promise<void> {
  await contexto.addInitScript((s) => {
    if (sessionStorage.getItem('access_token')) return;
    sessionStorage.setItem('access_token', s.access_token);
    sessionStorage.setItem('usuario', JSON.stringify(s.usuario));
    sessionStorage.setItem('roles', JSON.stringify(s.roles));
    sessionStorage.setItem('actualizacion_datos', s.usuario.ultima_actualizacion ? 'ok' : '');
  }, sesion);
}
