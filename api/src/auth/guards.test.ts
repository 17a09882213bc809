import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { pluginDeRutas } from '../http/ruta.js';
import { afiliadoObjetivo, type Acceso } from './guards.js';
import { crearAfiliado, crearAppDePrueba, encabezado, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { matrizDeAutorizacion } from '../../test/matriz-autorizacion.js';

/** Rutas de prueba que usan las guardas como las usarán los dominios. */
async function rutasDePrueba(app: FastifyInstance): Promise<void> {
  await app.register(
    pluginDeRutas((api) => {
      api.get<{ Params: { id: string } }>('/prueba/afiliados/:id', { config: { acceso: 'sesion' } }, (request) => ({
        id: afiliadoObjetivo(request, request.params.id),
      }));
      api.get('/prueba/admin', { config: { acceso: 'superadmin' } }, () => ({ ok: true }));
      api.post('/prueba/admin', { config: { acceso: 'superadmin' } }, () => ({ ok: true }));
    }),
    { prefix: '/api' },
  );
}

matrizDeAutorizacion(
  [
    { metodo: 'GET', url: '/api/afiliados/me/sesion', acceso: 'sesion' },
    { metodo: 'POST', url: '/api/logout', acceso: 'sesion' },
    // El guarda pasa: el 400 es de la validación propia de la ruta.
    { metodo: 'POST', url: '/api/afiliados/me/cambiar-clave', acceso: 'sesion', payload: {}, estadoPermitido: 400 },
    { metodo: 'GET', url: '/api/prueba/afiliados/:id', acceso: 'sesion' },
    { metodo: 'GET', url: '/api/prueba/admin', acceso: 'superadmin' },
    { metodo: 'POST', url: '/api/prueba/admin', acceso: 'superadmin', payload: { x: 1 } },
  ],
  { app: { registrar: rutasDePrueba } },
);

describe('afiliadoObjetivo y guardas', () => {
  let p: AppDePrueba;
  let miembro: number;
  let otro: number;
  let tokenMiembro: string;
  let tokenAdmin: string;

  beforeAll(async () => {
    p = await crearAppDePrueba({ registrar: rutasDePrueba });
    miembro = (await crearAfiliado(p.db)).afiliado.id_afiliado;
    otro = (await crearAfiliado(p.db)).afiliado.id_afiliado;
    const admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado.id_afiliado;
    tokenMiembro = await tokenDirecto(p.app, miembro);
    tokenAdmin = await tokenDirecto(p.app, admin);
  });
  afterAll(async () => {
    await p.cerrar();
  });

  const objetivo = (id: string, token: string) =>
    p.app.inject({ method: 'GET', url: `/api/prueba/afiliados/${id}`, headers: encabezado(token) });

  test("'me' y el id propio son quien llama; el de otro es 403; el superadmin llega a cualquiera", async () => {
    expect((await objetivo('me', tokenMiembro)).json()).toEqual({ id: miembro });
    expect((await objetivo(String(miembro), tokenMiembro)).json()).toEqual({ id: miembro });
    const ajeno = await objetivo(String(otro), tokenMiembro);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({ error: 'No tiene permiso para realizar esta acción' });
    expect((await objetivo(String(otro), tokenAdmin)).json()).toEqual({ id: otro });
  });

  test.each(['abc', '0', '-1', '1.5', '01', '99999999999', '2147483648'])('id %s -> 400', async (id) => {
    const r = await objetivo(id, tokenAdmin);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Identificador de afiliado inválido' });
  });

  test('la guarda también cubre la ruta HEAD que Fastify crea para cada GET', async () => {
    const r = await p.app.inject({ method: 'HEAD', url: '/api/afiliados/me/sesion' });
    expect(r.statusCode).toBe(401);
    const r2 = await p.app.inject({ method: 'HEAD', url: '/api/prueba/admin', headers: encabezado(tokenMiembro) });
    expect(r2.statusCode).toBe(403);
  });

  test('la guarda corre antes de leer el cuerpo: sin sesión, un cuerpo inválido da 401 y no 400', async () => {
    const r = await p.app.inject({
      method: 'POST',
      url: '/api/afiliados/me/cambiar-clave',
      headers: { 'content-type': 'application/json' },
      payload: '{no es json',
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('toda ruta /api declara config.acceso', () => {
  let p: AppDePrueba;
  beforeAll(async () => {
    p = await crearAppDePrueba();
  });
  afterAll(async () => {
    await p.cerrar();
  });

  // Devuelve un envoltorio: una instancia Fastify es "thenable" y devolverla desde una función
  // async la cargaría antes de tiempo.
  async function appCon(registrar: (app: FastifyInstance) => void): Promise<{ app: FastifyInstance }> {
    const app = await buildApp({ config: p.config, db: p.db });
    registrar(app);
    return { app };
  }

  test('una ruta sin acceso hace fallar el arranque con un mensaje claro', async () => {
    const { app } = await appCon((a) => {
      void a.register(
        pluginDeRutas((api) => {
          api.get('/olvidada', () => ({ x: 1 }));
        }),
        { prefix: '/api' },
      );
    });
    await expect(app.ready()).rejects.toThrow(
      "La ruta GET /api/olvidada no declara config.acceso ('publico' | 'sesion' | 'superadmin').",
    );
    await app.close().catch(() => {});
  });

  test('un valor de acceso desconocido también falla', async () => {
    const { app } = await appCon((a) => {
      void a.register(
        pluginDeRutas((api) => {
          api.post('/rara', { config: { acceso: 'todos' as Acceso } }, () => ({ x: 1 }));
        }),
        { prefix: '/api' },
      );
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/rara no declara config\.acceso/);
    await app.close().catch(() => {});
  });

  test('fuera de /api no se exige (archivos estáticos, SPA)', async () => {
    const { app } = await appCon((a) => {
      a.get('/otra-cosa', () => ({ x: 1 }));
    });
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/otra-cosa' })).json()).toEqual({ x: 1 });
    await app.close();
  });
});
