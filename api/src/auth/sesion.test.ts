// Más de 300 líneas: el ciclo entero de la sesión (login, caché, renovación, cierre, impersonación) sobre la misma app.
import { expect } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { RespuestaLogin, UsuarioSesion } from '@fondo/contrato';
import { afiliado, auditoria, sesion, tokenUnico } from '../db/schema.js';
import { firmarJwt, verificarJwt } from './jwt.js';
import { CACHE_SESION_MS } from './cache-sesiones.js';
import { RENOVAR_TOKEN_MS } from './token.js';
import { crearTokenImpersonacion, sha256 } from './impersonacion.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  encabezado,
  iniciarSesion,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';

let p: AppDePrueba;
let miembro: FilaAfiliado;
let admin: FilaAfiliado;
const MIN = 60 * 1000;

beforeAll(async () => {
  p = await crearAppDePrueba();
  miembro = (await crearAfiliado(p.db, { nombres: 'Carlos', apellidos: 'Vargas', foto: null })).afiliado;
  admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
});
afterAll(async () => {
  await p.cerrar();
});
afterEach(() => {
  p.reloj.real();
});

const miSesion = (token: string) => pedir(p.app, 'GET', '/api/afiliados/me/sesion', token);

describe('token de acceso', () => {
  test('sin token -> 401 Debe iniciar sesión', async () => {
    const r = await miSesion('');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Debe iniciar sesión' });
  });

  test.each([
    ['basura', 'bearer abc'],
    ['sin bearer', 'xyz.abc.def'],
    [
      'firma de otro secreto',
      `bearer ${firmarJwt({ id_sesion: '00000000-0000-0000-0000-000000000000', id_afiliado: 1, iat: Math.floor(Date.now() / 1000) }, 'otro-secreto')}`,
    ],
  ])('token mal formado (%s) -> 401 Token expirado', async (_caso, cabecera) => {
    const r = await p.app.inject({
      method: 'GET',
      url: '/api/afiliados/me/sesion',
      headers: { authorization: cabecera },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('un token bien firmado de una sesión inexistente -> 401 Token expirado', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const falso = firmarJwt(
      { id_sesion: '11111111-2222-3333-4444-555555555555', id_afiliado: miembro.id_afiliado, iat, exp: iat + 1800 },
      p.config.jwtSecret,
    );
    const r = await miSesion(falso);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('cada respuesta autenticada trae un token renovado que sirve', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    p.reloj.mover(20 * MIN);
    const r = await miSesion(token);
    expect(r.statusCode).toBe(200);
    const renovado = r.headers.token;
    expect(typeof renovado).toBe('string');
    expect(renovado).not.toBe(token);
    expect(String(r.headers['access-control-expose-headers'])).toContain('token');
    // 20 minutos más: el original ya pasó los 30 de inactividad, el renovado no.
    p.reloj.mover(20 * MIN);
    expect((await miSesion(token)).statusCode).toBe(401);
    const r2 = await miSesion(String(renovado));
    expect(r2.statusCode).toBe(200);
  });

  test('las respuestas públicas y los 401 no traen token', async () => {
    const r = await pedir(p.app, 'GET', '/api/fondos');
    expect(r.headers.token).toBeUndefined();
    const r2 = await miSesion('');
    expect(r2.headers.token).toBeUndefined();
  });

  test('30 minutos sin actividad -> 401 Token expirado', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    p.reloj.mover(30 * MIN + 1000);
    const r = await miSesion(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('12 horas desde el inicio de la sesión -> 401 aunque haya actividad constante', async () => {
    let token = await iniciarSesion(p.app, miembro.documento);
    for (let transcurrido = 0; transcurrido < 12 * 60 * MIN - 25 * MIN; transcurrido += 25 * MIN) {
      p.reloj.mover(25 * MIN);
      const r = await miSesion(token);
      expect(r.statusCode).toBe(200);
      token = String(r.headers.token);
    }
    p.reloj.mover(25 * MIN); // pasa de las 12 h
    const r = await miSesion(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('un afiliado retirado después de iniciar sesión (por otro proceso) pierde la sesión en CACHE_SESION_MS', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await iniciarSesion(p.app, a.documento);
    expect((await miSesion(token)).statusCode).toBe(200);
    await p.db.update(afiliado).set({ retiro: '2020-01-01' }).where(eq(afiliado.id_afiliado, a.id_afiliado));
    p.reloj.mover(CACHE_SESION_MS);
    expect((await miSesion(token)).json()).toEqual({ error: 'Token expirado' });
  });

  test('un token de menos de un minuto no se firma de nuevo; pasado el minuto, sí', async () => {
    p.reloj.fijar(new Date()); // reloj quieto: solo avanza con mover
    const token = await iniciarSesion(p.app, miembro.documento);
    const r = await miSesion(token);
    expect(r.statusCode).toBe(200);
    expect(r.headers.token).toBeUndefined();
    expect(String(r.headers['access-control-expose-headers'])).toContain('token');
    p.reloj.mover(RENOVAR_TOKEN_MS - 1000);
    expect((await miSesion(token)).headers.token).toBeUndefined();
    p.reloj.mover(1000);
    const renovado = (await miSesion(token)).headers.token;
    expect(typeof renovado).toBe('string');
    // El renovado es nuevo: no se vuelve a firmar hasta que pase otro minuto.
    expect((await miSesion(String(renovado))).headers.token).toBeUndefined();
  });
});

describe('sesiones en memoria (CACHE_SESION_MS)', () => {
  const cerrarEnLaBase = (idSesion: string) =>
    p.db.update(sesion).set({ cerrada: p.reloj().toISOString() }).where(eq(sesion.id_sesion, idSesion));
  const idSesionDe = (token: string) => (verificarJwt(token, p.config.jwtSecret, 0) as { id_sesion: string }).id_sesion;

  test('una sesión cerrada por otro proceso (directo en la base) deja de servir pasado CACHE_SESION_MS', async () => {
    p.reloj.fijar(new Date()); // reloj quieto: solo avanza con mover
    const token = await iniciarSesion(p.app, miembro.documento);
    expect((await miSesion(token)).statusCode).toBe(200); // queda en memoria
    await cerrarEnLaBase(idSesionDe(token));
    p.reloj.mover(CACHE_SESION_MS - 1);
    expect((await miSesion(token)).statusCode).toBe(200); // este proceso aún no lo sabe
    p.reloj.mover(1);
    const r = await miSesion(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('logout: el mismo token se rechaza en la petición siguiente, sin esperar', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    for (let i = 0; i < 3; i++) expect((await miSesion(token)).statusCode).toBe(200);
    expect((await pedir(p.app, 'POST', '/api/logout', token)).statusCode).toBe(200);
    const r = await miSesion(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Token expirado' });
  });

  test('fin de una impersonación (logout): el token impersonado deja de servir enseguida', async () => {
    const token = await tokenDirecto(p.app, miembro.id_afiliado, admin.id_afiliado);
    expect((await miSesion(token)).json()).toMatchObject({ impersonate: true });
    expect((await pedir(p.app, 'POST', '/api/logout', token)).statusCode).toBe(200);
    expect((await miSesion(token)).json()).toEqual({ error: 'Token expirado' });
  });

  test('la sesión de otro afiliado no se confunde: el id del token debe coincidir', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    expect((await miSesion(token)).statusCode).toBe(200);
    const iat = Math.floor(p.reloj().getTime() / 1000);
    const ajeno = firmarJwt(
      { id_sesion: idSesionDe(token), id_afiliado: admin.id_afiliado, iat, exp: iat + 1800 },
      p.config.jwtSecret,
    );
    expect((await miSesion(ajeno)).json()).toEqual({ error: 'Token expirado' });
  });

  test('ultimo_uso se actualiza aunque la sesión venga de memoria (a lo sumo una vez por minuto)', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    const id = idSesionDe(token);
    const leer = async () => (await p.db.select().from(sesion).where(eq(sesion.id_sesion, id)))[0]!.ultimo_uso;
    const antes = new Date(await leer()).getTime();
    p.reloj.mover(2 * MIN);
    expect((await miSesion(token)).statusCode).toBe(200);
    expect(new Date(await leer()).getTime()).toBeGreaterThanOrEqual(antes + 2 * MIN - 1000);
  });
});

describe('GET /api/afiliados/me/sesion', () => {
  test('devuelve el usuario leído de nuevo de la base', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    await p.db
      .update(afiliado)
      .set({ nombres: 'Carlos Andrés', ultima_actualizacion: '2026-10-01T15:00:00Z' })
      .where(eq(afiliado.id_afiliado, miembro.id_afiliado));
    const r = await miSesion(token);
    expect(r.statusCode).toBe(200);
    const { pgweb_token, ...sesion } = r.json<UsuarioSesion>();
    expect(pgweb_token).toEqual(expect.any(String));
    expect(sesion).toEqual({
      id_afiliado: miembro.id_afiliado,
      nombres: 'Carlos Andrés',
      apellidos: 'Vargas',
      foto: null,
      superadmin: false,
      impersonate: false,
      ultima_actualizacion: '2026-10-01T15:00:00.000Z',
      // sin ronda de actualización abierta para él
      ronda_actualizacion: null,
    } satisfies Omit<UsuarioSesion, 'pgweb_token'>);
  });
});

describe('POST /api/logout', () => {
  test('cierra la sesión en el servidor: el token deja de servir y no se renueva', async () => {
    const token = await iniciarSesion(p.app, miembro.documento);
    const otra = await iniciarSesion(p.app, miembro.documento);
    const r = await pedir(p.app, 'POST', '/api/logout', token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mensaje: 'Sesión cerrada' });
    expect(r.headers.token).toBeUndefined();
    const despues = await miSesion(token);
    expect(despues.statusCode).toBe(401);
    expect(despues.json()).toEqual({ error: 'Token expirado' });
    // Las otras sesiones del afiliado siguen abiertas.
    expect((await miSesion(otra)).statusCode).toBe(200);
    const filas = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'logout'), eq(auditoria.id_afiliado, miembro.id_afiliado)));
    expect(filas.length).toBeGreaterThan(0);
  });

  test('sin sesión -> 401', async () => {
    const r = await pedir(p.app, 'POST', '/api/logout');
    expect(r.statusCode).toBe(401);
  });
});

describe('impersonación: crearTokenImpersonacion y POST /api/login-token', () => {
  const loginToken = (token: unknown) => p.app.inject({ method: 'POST', url: '/api/login-token', payload: { token } });

  test('el token guarda solo su hash, vence en 2 minutos y queda auditado', async () => {
    const ahora = p.reloj();
    const token = await crearTokenImpersonacion(p.db, admin.id_afiliado, miembro.id_afiliado, ahora);
    const [fila] = await p.db
      .select()
      .from(tokenUnico)
      .where(eq(tokenUnico.hash, sha256(token)));
    expect(fila).toMatchObject({
      tipo: 'impersonacion',
      id_afiliado: miembro.id_afiliado,
      id_creador: admin.id_afiliado,
      usado: null,
    });
    expect(new Date(fila!.expira).getTime() - ahora.getTime()).toBe(2 * MIN);
    const auditado = await p.db.select().from(auditoria).where(eq(auditoria.accion, 'impersonacion_token'));
    expect(auditado.some((a) => a.id_actor === admin.id_afiliado && a.id_afiliado === miembro.id_afiliado)).toBe(true);
  });

  test('abre una sesión del afiliado con impersonate true, una sola vez', async () => {
    const token = await crearTokenImpersonacion(p.db, admin.id_afiliado, miembro.id_afiliado, p.reloj());
    const r = await loginToken(token);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaLogin>();
    expect(cuerpo.usuario).toMatchObject({ id_afiliado: miembro.id_afiliado, impersonate: true, superadmin: false });
    expect(cuerpo.roles).toEqual(['afiliado']);

    const r2 = await miSesion(cuerpo.access_token);
    expect(r2.json()).toMatchObject({ id_afiliado: miembro.id_afiliado, impersonate: true });
    const sesiones = await p.db.select().from(sesion).where(eq(sesion.impersonado_por, admin.id_afiliado));
    expect(sesiones.some((s) => s.id_afiliado === miembro.id_afiliado)).toBe(true);
    const auditado = await p.db.select().from(auditoria).where(eq(auditoria.accion, 'impersonacion'));
    expect(auditado.some((a) => a.id_actor === admin.id_afiliado && a.id_afiliado === miembro.id_afiliado)).toBe(true);

    const repetido = await loginToken(token);
    expect(repetido.statusCode).toBe(401);
    expect(repetido.json()).toEqual({ error: 'Error al validar el token' });
  });

  test('vencido a los 2 minutos', async () => {
    const token = await crearTokenImpersonacion(p.db, admin.id_afiliado, miembro.id_afiliado, p.reloj());
    p.reloj.mover(2 * MIN + 1000);
    const r = await loginToken(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Error al validar el token' });
  });

  test.each([
    ['inventado', 'x'.repeat(43)],
    ['vacío', ''],
    ['no es texto', 12345],
  ])('token %s -> 401', async (_c, token) => {
    const r = await loginToken(token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Error al validar el token' });
  });

  test('si quien lo creó ya no es superadmin, no sirve', async () => {
    const { afiliado: exAdmin } = await crearAfiliado(p.db, { superadmin: true });
    const token = await crearTokenImpersonacion(p.db, exAdmin.id_afiliado, miembro.id_afiliado, p.reloj());
    await p.db.update(afiliado).set({ superadmin: false }).where(eq(afiliado.id_afiliado, exAdmin.id_afiliado));
    expect((await loginToken(token)).statusCode).toBe(401);
  });

  test('en una sesión impersonada no se puede cambiar la clave del afiliado', async () => {
    const token = await crearTokenImpersonacion(p.db, admin.id_afiliado, miembro.id_afiliado, p.reloj());
    const { access_token } = (await loginToken(token)).json<RespuestaLogin>();
    const r = await p.app.inject({
      method: 'POST',
      url: '/api/afiliados/me/cambiar-clave',
      headers: encabezado(access_token),
      payload: { password: 'Clave2026', new_password: 'Nueva2026x' },
    });
    expect(r.statusCode).toBe(403);
  });
});
