// Las respuestas que llevan un token, una sesión o un nombre no se guardan en el navegador ni en un
// proxy (Cache-Control: no-store), también las de rutas públicas y sus errores. La matriz de rutas
// (api/test/matriz-rutas.ts) lo comprueba en cada operación; aquí, las respuestas correctas de las públicas.
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { RespuestaLogin } from '@fondo/contrato';
import { afiliado } from '../db/schema.js';
import { crearTokenImpersonacion, sha256 } from './impersonacion.js';
import { CLAVE_PRUEBA, crearAfiliado, crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';

let p: AppDePrueba;
beforeAll(async () => {
  p = await crearAppDePrueba();
});
afterAll(async () => {
  await p?.cerrar();
});

test('login, login-token y verificar-token correctos: no-store', async () => {
  const { afiliado: a } = await crearAfiliado(p.db, { nombres: 'Nora' });
  const { afiliado: admin } = await crearAfiliado(p.db, { superadmin: true });

  const login = await p.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: a.documento, password: CLAVE_PRUEBA },
  });
  expect(login.json<RespuestaLogin>().access_token).toEqual(expect.any(String));
  expect(login.headers['cache-control']).toBe('no-store');

  const token = await crearTokenImpersonacion(p.db, admin.id_afiliado, a.id_afiliado, p.reloj());
  const comoAfiliado = await p.app.inject({ method: 'POST', url: '/api/login-token', payload: { token } });
  expect(comoAfiliado.json<RespuestaLogin>().usuario.impersonate).toBe(true);
  expect(comoAfiliado.headers['cache-control']).toBe('no-store');

  const enlace = 'a'.repeat(43);
  await p.db
    .update(afiliado)
    .set({ reestablecer_password: sha256(enlace), reestablecer_password_solicitud: p.reloj().toISOString() })
    .where(eq(afiliado.id_afiliado, a.id_afiliado));
  const verificado = await p.app.inject({ method: 'GET', url: `/api/afiliados/verificar-token/${enlace}` });
  expect(verificado.json()).toEqual({ valido: true, nombres: 'Nora' });
  expect(verificado.headers['cache-control']).toBe('no-store');
});
