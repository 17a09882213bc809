import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RAIZ_REPO } from '../config.js';
import { RUTA_MANUAL_ADMINISTRADOR } from './routes.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';

// SPEC 6: el manual del administrador es solo para superadmin (la matriz de autorización,
// test/matriz-rutas.ts, prueba además afiliado -> 403 y token inválido -> 401).
describe('GET /api/manuales/administrador', () => {
  let p: AppDePrueba;
  beforeAll(async () => {
    p = await crearAppDePrueba();
  });
  afterAll(async () => {
    await p.cerrar();
  });

  test('el superadmin recibe el PDF, sin caché compartida', async () => {
    const admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    const r = await pedir(p.app, 'GET', '/api/manuales/administrador', await tokenDirecto(p.app, admin.id_afiliado));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.rawPayload.equals(readFileSync(RUTA_MANUAL_ADMINISTRADOR))).toBe(true);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('sin sesión: 401 en español', async () => {
    const r = await pedir(p.app, 'GET', '/api/manuales/administrador');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Debe iniciar sesión' });
  });

  test('ya no está entre los archivos públicos del shell (el build no lo copia)', () => {
    expect(() => readFileSync(join(RAIZ_REPO, 'shell', 'public', 'manuales', 'manual-administrador.pdf'))).toThrow();
    expect(
      readFileSync(join(RAIZ_REPO, 'shell', 'public', 'manuales', 'manual-usuario.pdf'))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
