import { sql } from 'drizzle-orm';
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

test('GET /api/health no espera en la fila del pool: con todas sus conexiones ocupadas, responde (PostgreSQL)', async () => {
  // En PGlite hay una sola conexión y nada que saltarse; con DATABASE_URL (la corrida de PostgreSQL de
  // CI) se ocupan todas las conexiones del pool con transacciones abiertas, como una ola de logins.
  const conPg = Boolean(process.env.DATABASE_URL?.trim());
  const ocupadas = conPg ? Number(process.env.DB_POOL ?? 10) : 0;
  let soltar: () => void = () => {};
  const puerta = new Promise<void>((ok) => (soltar = ok));
  let dentro = 0;
  let todasDentro: () => void = () => {};
  const llenas = new Promise<void>((ok) => (todasDentro = ok));
  const transacciones = Array.from({ length: ocupadas }, () =>
    p.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      if (++dentro === ocupadas) todasDentro();
      await puerta;
    }),
  );
  try {
    if (ocupadas > 0) await llenas;
    const espera = new Promise<'en la fila'>((ok) => setTimeout(() => ok('en la fila'), 4000).unref());
    const r = await Promise.race([p.app.inject({ method: 'GET', url: '/api/health' }), espera]);
    expect(r === 'en la fila' ? r : { s: r.statusCode, b: r.json<unknown>() }).toEqual({
      s: 200,
      b: { estado: 'ok', base_de_datos: 'ok' },
    });
  } finally {
    soltar();
    await Promise.all(transacciones);
  }
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

test('GET /api/configuracion publica el sitio del colegio, los hosts de redirección y si hay firma electrónica', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/configuracion' });
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual({
    sitio_colegio: 'http://127.0.0.1:8191/',
    hosts_redireccion: ['portal-amigo.localhost', 'otro.co'],
    firma_electronica: false,
  });
});
