// La API de la instancia de prueba sin navegador: preparar datos como lo haría la pantalla.
import assert from 'node:assert/strict';
import { URL_BASE } from './navegador.js';

/** El token de acceso de una cuenta (POST /api/login, como el formulario). */
export async function tokenDeApi(cuenta: { usuario: string; clave: string }): Promise<string> {
  const r = await fetch(`${URL_BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: cuenta.usuario, password: cuenta.clave }),
  });
  assert.equal(r.status, 200, await r.clone().text());
  return ((await r.json()) as { access_token: string }).access_token;
}
