import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';

let p: AppDePrueba;
beforeAll(async () => {
  p = await crearAppDePrueba({
    entorno: {
      FONDO_NOMBRE: 'Fondo Prueba',
      FONDO_NIT: '800.000.000-1',
      SCHOOL_SITE_URL: 'http://127.0.0.1:8191/',
      ALLOWED_REDIRECT_HOSTS: 'portal-amigo.localhost,otro.co',
    },
  });
});
afterAll(async () => {
  await p.cerrar();
});

test('GET /api/health responde ok tras consultar la base', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/health' });
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({ estado: 'ok', base_de_datos: 'ok' });
});

test('GET /api/fondos devuelve el fondo configurado', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/fondos' });
  expect(r.json()).toEqual([{ nombre: 'Fondo Prueba', nit: '800.000.000-1' }]);
});

test('una ruta /api desconocida da 404 en español', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/no-existe' });
  expect(r.statusCode).toBe(404);
  expect(r.json()).toEqual({ error: 'Recurso no encontrado' });
  const r2 = await p.app.inject({ method: 'DELETE', url: '/api/health' });
  expect(r2.statusCode).toBe(404);
  expect(r2.json()).toEqual({ error: 'Recurso no encontrado' });
});

test('GET /api/configuracion publica el sitio del colegio y los hosts de redirección', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/configuracion' });
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({
    sitio_colegio: 'http://127.0.0.1:8191/',
    hosts_redireccion: ['portal-amigo.localhost', 'otro.co'],
  });
});
