// Preparación (/api/listo), métricas de Prometheus, 503 en español con PostgreSQL caído y el cierre
// ordenado: las peticiones en curso terminan y las conexiones nuevas se rechazan.
import { request as pedirHttp } from 'node:http';
import { sql } from 'drizzle-orm';
import type { ErrorApi, RespuestaDe } from '@fondo/contrato';
import { crearAppDePrueba, crearAfiliado, type AppDePrueba } from '../../test/ayudantes.js';
import { MENSAJE_BASE_CAIDA } from '../http/manejador-errores.js';
import { encolarCorreo } from '../correo-saliente/salida.js';
import { servirMetricas } from './metricas.js';
import { MENSAJE_COLA_DETENIDA } from './routes.js';

let p: AppDePrueba;
let liberar: () => void = () => {};
let llego = false;
beforeAll(async () => {
  p = await crearAppDePrueba({
    registrar(app) {
      // Rutas de prueba: una lenta (para el cierre) y una que falla como un pool sin PostgreSQL.
      app.get('/prueba/lenta', { config: { acceso: 'publico' } }, async () => {
        llego = true;
        await new Promise<void>((ok) => (liberar = ok));
        return { lenta: 'terminada' };
      });
      app.get('/prueba/sin-base', { config: { acceso: 'publico' } }, () => {
        const e = new Error('connect ECONNREFUSED 127.0.0.1:5432') as Error & { code: string };
        e.code = 'ECONNREFUSED';
        throw new Error('Failed query: select 1', { cause: e });
      });
      app.get('/prueba/apagandose', { config: { acceso: 'publico' } }, () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      });
    },
  });
});
afterAll(async () => {
  await p.cerrar();
});

test('GET /api/listo: 200 con base y migraciones al día; 503 en español si faltan migraciones o se detiene', async () => {
  const r = await p.app.inject({ method: 'GET', url: '/api/listo' });
  expect({ s: r.statusCode, b: r.json<RespuestaDe<'salud', 'listo'>>(), c: r.headers['cache-control'] }).toEqual({
    s: 200,
    b: { estado: 'listo', base_de_datos: 'ok', migraciones: 'ok', cola: 'sin_trabajador' },
    c: 'no-store',
  });

  // La base con una migración menos que el código (un despliegue a medias).
  const [ultima] = (
    (await p.db.execute(
      sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as {
      rows: { id: number; created_at: string }[];
    }
  ).rows;
  await p.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${ultima!.id}`);
  const sinMigrar = await p.app.inject({ method: 'GET', url: '/api/listo' });
  await p.db.execute(
    sql`update drizzle.__drizzle_migrations set created_at = ${ultima!.created_at} where id = ${ultima!.id}`,
  );
  expect({ s: sinMigrar.statusCode, b: sinMigrar.json<ErrorApi>() }).toEqual({
    s: 503,
    b: { error: 'La base de datos no tiene aplicadas todas las migraciones de esta versión' },
  });

  p.app.proceso.cerrando = true;
  const cerrando = await p.app.inject({ method: 'GET', url: '/api/listo' });
  p.app.proceso.cerrando = false;
  expect({ s: cerrando.statusCode, b: cerrando.json<ErrorApi>() }).toEqual({
    s: 503,
    b: { error: 'Este proceso del portal se está deteniendo' },
  });
  // La salud (liveness) no cambia por eso: el proceso vive.
  expect((await p.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

test('GET /api/listo con el trabajador de la cola: listo mientras corre; 503 en español si se detuvo', async () => {
  const conTrabajador = await crearAppDePrueba({ trabajador: true });
  try {
    const r = await conTrabajador.app.inject({ method: 'GET', url: '/api/listo' });
    expect({ s: r.statusCode, cola: r.json<{ cola: string }>().cola }).toEqual({ s: 200, cola: 'ok' });
    await conTrabajador.app.cola.detener();
    const detenida = await conTrabajador.app.inject({ method: 'GET', url: '/api/listo' });
    expect({ s: detenida.statusCode, b: detenida.json<ErrorApi>() }).toEqual({
      s: 503,
      b: { error: MENSAJE_COLA_DETENIDA },
    });
  } finally {
    await conTrabajador.cerrar();
  }
});

test('métricas de la cola: trabajos por tipo y estado, el pendiente más antiguo e intentos por resultado', async () => {
  const correo = (para: string) => ({ motivo: 'bienvenida' as const, para, asunto: 'Prueba de métricas', texto: 'x' });
  await encolarCorreo(p.db, correo('metricas-1@ejemplo.co'));
  let texto = await p.app.metricas.metrics();
  expect(texto).toMatch(/fondo_cola_trabajos\{tipo="correo",estado="pendiente"\} [1-9]/);
  expect(texto).toMatch(/fondo_cola_pendiente_mas_antiguo_segundos\{tipo="correo"\} \d/);
  // Sin destinatario: falla definitiva (sin reintentos).
  await encolarCorreo(p.db, correo(''));
  await p.app.cola.procesar();
  texto = await p.app.metricas.metrics();
  expect(texto).toMatch(/fondo_cola_intentos_total\{tipo="correo",resultado="hecho"\} [1-9]/);
  expect(texto).toMatch(/fondo_cola_intentos_total\{tipo="correo",resultado="fallido"\} 1/);
  expect(texto).toMatch(/fondo_cola_trabajos\{tipo="correo",estado="pendiente"\} 0/);
  expect(texto).toMatch(/fondo_cola_trabajos\{tipo="correo",estado="fallido"\} [1-9]/);
});

test('PostgreSQL caído o apagándose: 503 en español con Retry-After, nunca 500', async () => {
  for (const url of ['/prueba/sin-base', '/prueba/apagandose']) {
    const r = await p.app.inject({ method: 'GET', url });
    expect({ url, s: r.statusCode, b: r.json<ErrorApi>(), retry: r.headers['retry-after'] }).toEqual({
      url,
      s: 503,
      b: { error: MENSAJE_BASE_CAIDA },
      retry: '5',
    });
  }
});

test('métricas: peticiones por patrón de ruta y status, latencias, logins y bloqueos, pool y fila de argon2', async () => {
  const { afiliado } = await crearAfiliado(p.db, { documento: '71000111' });
  await p.app.inject({ method: 'GET', url: '/api/health' });
  await p.app.inject({ method: 'GET', url: '/api/no-existe-123' });
  const login = (password: string) =>
    p.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${afiliado.documento}&password=${password}`,
    });
  expect((await login('Clave2026')).statusCode).toBe(200);
  for (let i = 0; i < 6; i++) await login('Errada123');
  expect((await login('Errada123')).statusCode).toBe(429);

  const texto = await p.app.metricas.metrics();
  expect(texto).toContain('fondo_http_peticiones_total{metodo="GET",ruta="/api/health",status="200"}');
  expect(texto).toContain('fondo_http_peticiones_total{metodo="GET",ruta="(sin ruta)",status="404"} 1');
  expect(texto).toMatch(/fondo_http_duracion_segundos_bucket\{le="0.05",metodo="GET",ruta="\/api\/health"\} \d+/);
  expect(texto).toContain('fondo_logins_total{resultado="ok"} 1');
  expect(texto).toMatch(/fondo_logins_total\{resultado="rechazado"\} [1-9]/);
  expect(texto).toMatch(/fondo_logins_total\{resultado="bloqueado"\} [1-9]/);
  expect(texto).toMatch(/fondo_login_bloqueos_total [1-9]/);
  expect(texto).toContain('fondo_db_conexiones{estado="total"}');
  expect(texto).toContain('fondo_claves_hashes{estado="esperando"} 0');
  expect(texto).toContain('# TYPE fondo_importacion_duracion_segundos histogram');
});

test('/metrics en su propio puerto: texto de Prometheus; otra ruta, 404 en español', async () => {
  const servidor = await servirMetricas(p.app.metricas, 0, '127.0.0.1');
  try {
    const direccion = servidor.address();
    const base = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
    const r = await fetch(`${base}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain');
    const texto = await r.text();
    expect(texto).toContain('fondo_http_peticiones_total');
    expect(texto).toContain('fondo_proceso_process_cpu_seconds_total');
    const otra = await fetch(`${base}/api/health`);
    expect({ s: otra.status, b: await otra.json() }).toEqual({ s: 404, b: { error: 'Recurso no encontrado' } });
  } finally {
    await new Promise((ok) => servidor.close(ok));
  }
});

test('cierre ordenado: la petición en curso termina con Connection: close y no entra ninguna conexión nueva', async () => {
  // Una app aparte escuchando en un puerto de verdad (el cierre es del servidor HTTP).
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  const direccion = p.app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  const enCurso = new Promise<{ status: number; conexion: string | undefined; cuerpo: string }>((ok, mal) => {
    const req = pedirHttp({ host: '127.0.0.1', port: puerto, path: '/prueba/lenta' }, (res) => {
      let cuerpo = '';
      res.on('data', (d: Buffer) => (cuerpo += d.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, conexion: res.headers.connection, cuerpo }));
    });
    req.on('error', mal);
    req.end();
  });
  // Esperar a que la petición llegue al manejador.
  for (let i = 0; i < 250 && !llego; i++) await new Promise((ok) => setTimeout(ok, 20));
  expect(llego).toBe(true);
  p.app.proceso.cerrando = true;
  const cierre = p.app.close();
  await new Promise((ok) => setTimeout(ok, 100));
  const nueva = await fetch(`http://127.0.0.1:${puerto}/api/health`).then(
    () => 'aceptada',
    () => 'rechazada',
  );
  liberar();
  expect(await enCurso).toEqual({ status: 200, conexion: 'close', cuerpo: '{"lenta":"terminada"}' });
  expect(nueva).toBe('rechazada');
  await cierre;
});
