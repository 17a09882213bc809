import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { RespuestaLogin } from '@fondo/contrato';
import { afiliado, auditoria } from '../db/schema.js';
import { verificarJwt } from './jwt.js';
import { registrarFalloLogin } from './intentos.js';
import {
  CLAVE_PRUEBA,
  crearAfiliado,
  crearAppDePrueba,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';

let p: AppDePrueba;
let miembro: FilaAfiliado;
let admin: FilaAfiliado;

beforeAll(async () => {
  p = await crearAppDePrueba();
  miembro = (await crearAfiliado(p.db, { nombres: 'Luz Marina', apellidos: 'Rojas Peña', documento: '52111222' }))
    .afiliado;
  admin = (await crearAfiliado(p.db, { superadmin: true, documento: '79000111' })).afiliado;
});
afterAll(async () => {
  await p.cerrar();
});

let ipConsecutiva = 10;
/** Cada prueba con su IP: los contadores por IP no se cruzan. */
const nuevaIp = () => `10.0.0.${ipConsecutiva++}`;

function loginFormulario(campos: Record<string, string>, ip = nuevaIp()) {
  return p.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(campos).toString(),
  });
}

describe('POST /api/login', () => {
  test('con formulario: token, usuario de sesión y rol afiliado; actualiza ultimo_login', async () => {
    const antes = p.reloj();
    const r = await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA });
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaLogin>();
    expect(cuerpo.roles).toEqual(['afiliado']);
    expect(cuerpo.usuario).toEqual({
      id_afiliado: miembro.id_afiliado,
      nombres: 'Luz Marina',
      apellidos: 'Rojas Peña',
      foto: null,
      superadmin: false,
      impersonate: false,
      pgweb_token: expect.any(String),
      ultima_actualizacion: null,
      // sin ronda de actualización abierta para él
      ronda_actualizacion: null,
    });
    expect(cuerpo.access_token.split('.')).toHaveLength(3);
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, miembro.id_afiliado));
    expect(new Date(fila!.ultimo_login!).getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);
  });

  test('el pgweb_token lo verifica el sitio del colegio con SCHOOL_SITE_SECRET: documento y 5 minutos', async () => {
    const r = await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA });
    const { pgweb_token } = r.json<RespuestaLogin>().usuario;
    const ahora = Math.floor(p.reloj().getTime() / 1000);
    const carga = verificarJwt(pgweb_token, p.config.schoolSiteSecret, ahora);
    expect(carga).toMatchObject({ documento: '52111222' });
    expect(carga!.exp! - carga!.iat!).toBe(300);
    expect(verificarJwt(pgweb_token, p.config.jwtSecret, ahora)).toBeNull();
    expect(verificarJwt(pgweb_token, p.config.schoolSiteSecret, ahora + 301)).toBeNull();
  });

  test('también acepta JSON; un superadmin recibe el rol superadmin', async () => {
    const r = await p.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nuevaIp(),
      payload: { username: '79000111', password: CLAVE_PRUEBA },
    });
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaLogin>();
    expect(cuerpo.roles).toEqual(['superadmin']);
    expect(cuerpo.usuario.superadmin).toBe(true);
    expect(cuerpo.usuario.id_afiliado).toBe(admin.id_afiliado);
  });

  test.each([
    ['sin clave', { username: '52111222' }],
    ['sin usuario', { password: CLAVE_PRUEBA }],
    ['vacíos', { username: '  ', password: '' }],
    ['sin nada', {}],
  ])('campos faltantes (%s) -> 400', async (_caso, campos) => {
    const r = await loginFormulario(campos);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Usuario y clave son obligatorios' });
  });

  test('sin cuerpo -> 400 con el mismo texto', async () => {
    const r = await p.app.inject({ method: 'POST', url: '/api/login', remoteAddress: nuevaIp() });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Usuario y clave son obligatorios' });
  });

  test('clave errada y usuario inexistente: mismo 401 y mismo texto', async () => {
    const errada = await loginFormulario({ username: '52111222', password: 'Otra12345' });
    const inexistente = await loginFormulario({ username: '11111111', password: 'Otra12345' });
    expect(errada.statusCode).toBe(401);
    expect(inexistente.statusCode).toBe(401);
    expect(errada.json()).toEqual({ error: 'Usuario o clave incorrectos' });
    expect(inexistente.json()).toEqual(errada.json());
    const fallidos = await p.db.select().from(auditoria).where(eq(auditoria.accion, 'login_fallido'));
    expect(fallidos.map((f) => f.detalle)).toEqual(expect.arrayContaining([{ documento: '11111111' }]));
  });

  test('un afiliado sin clave asignada no entra', async () => {
    const { afiliado: sinClave } = await crearAfiliado(p.db, { password: null });
    const r = await loginFormulario({ username: sinClave.documento, password: CLAVE_PRUEBA });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Usuario o clave incorrectos' });
  });

  test('un afiliado retirado no entra; uno con retiro futuro sí', async () => {
    const { afiliado: retirado } = await crearAfiliado(p.db, { retiro: '2020-01-31' });
    const r = await loginFormulario({ username: retirado.documento, password: CLAVE_PRUEBA });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Su afiliación al fondo está retirada; no puede ingresar al portal.' });

    const { afiliado: futuro } = await crearAfiliado(p.db, { retiro: '2999-12-31' });
    const r2 = await loginFormulario({ username: futuro.documento, password: CLAVE_PRUEBA });
    expect(r2.statusCode).toBe(200);
  });

  // Política de intentos (intentos.ts, README): por cuenta+dirección, por cuenta y por dirección.
  const fallar = (documento: string, ip: string, i = 0) =>
    loginFormulario({ username: documento, password: `Mala${i}clave` }, ip);

  test('5 fallos desde una IP bloquean esa cuenta solo desde esa IP; el dueño entra desde otra', async () => {
    const { afiliado: victima } = await crearAfiliado(p.db);
    const atacante = nuevaIp();
    for (let i = 0; i < 5; i++) expect((await fallar(victima.documento, atacante, i)).statusCode).toBe(401);
    const bloqueado = await loginFormulario({ username: victima.documento, password: CLAVE_PRUEBA }, atacante);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ error: 'Demasiados intentos fallidos. Intente de nuevo en 1 minuto.' });
    // El dueño, desde su dirección, entra con su clave.
    expect((await loginFormulario({ username: victima.documento, password: CLAVE_PRUEBA }, nuevaIp())).statusCode).toBe(
      200,
    );
    // Otra cuenta desde la IP del atacante tampoco queda bloqueada.
    expect((await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA }, atacante)).statusCode).toBe(200);
  });

  test('el superadmin también: atacado desde una IP, entra desde otra', async () => {
    const atacante = nuevaIp();
    for (let i = 0; i < 6; i++) await fallar('79000111', atacante, i);
    expect((await loginFormulario({ username: '79000111', password: CLAVE_PRUEBA }, atacante)).statusCode).toBe(429);
    expect((await loginFormulario({ username: '79000111', password: CLAVE_PRUEBA }, nuevaIp())).statusCode).toBe(200);
  });

  test('bloqueos crecientes para la pareja cuenta+IP: 1, 2, 4 minutos', async () => {
    const { afiliado: victima } = await crearAfiliado(p.db);
    const atacante = nuevaIp();
    p.reloj.fijar(new Date()); // reloj quieto: solo avanza con mover
    try {
      for (let i = 0; i < 5; i++) await fallar(victima.documento, atacante, i);
      for (const minutos of [1, 2, 4]) {
        const r = await fallar(victima.documento, atacante);
        expect(r.statusCode).toBe(429);
        expect(r.json()).toEqual({
          error: `Demasiados intentos fallidos. Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
        });
        p.reloj.mover(minutos * 60_000 - 2000);
        expect((await fallar(victima.documento, atacante)).statusCode).toBe(429); // aún no
        p.reloj.mover(2000);
        expect((await fallar(victima.documento, atacante)).statusCode).toBe(401); // un intento más, y un bloqueo el doble de largo
      }
      expect((await loginFormulario({ username: victima.documento, password: CLAVE_PRUEBA }, atacante)).json()).toEqual(
        { error: 'Demasiados intentos fallidos. Intente de nuevo en 8 minutos.' },
      );
    } finally {
      p.reloj.real();
    }
  });

  test('50 fallos de una cuenta desde muchas IP la bloquean desde cualquier dirección 15 min', async () => {
    const { afiliado: victima } = await crearAfiliado(p.db);
    for (let ip = 0; ip < 10; ip++) {
      const atacante = nuevaIp();
      for (let i = 0; i < 5; i++) expect((await fallar(victima.documento, atacante, i)).statusCode).toBe(401);
    }
    const r = await loginFormulario({ username: victima.documento, password: CLAVE_PRUEBA }, nuevaIp());
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ error: 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos.' });
    try {
      p.reloj.mover(15 * 60_000 + 1000);
      expect(
        (await loginFormulario({ username: victima.documento, password: CLAVE_PRUEBA }, nuevaIp())).statusCode,
      ).toBe(200);
    } finally {
      p.reloj.real();
    }
  });

  test('una IP con 20 fallos (una escuela detrás de un NAT) sigue entrando; con 200, 429 para cualquier cuenta', async () => {
    const nat = nuevaIp();
    for (let i = 0; i < 20; i++) expect((await fallar(`doc-inexistente-${i}`, nat)).statusCode).toBe(401);
    expect((await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA }, nat)).statusCode).toBe(200);
    // Hasta 200: los 180 fallos restantes se cuentan directamente (argon2 es lento a propósito).
    for (let i = 20; i < 200; i++) await registrarFalloLogin(p.db, `doc-inexistente-${i}`, nat, p.reloj());
    const r = await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA }, nat);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toEqual({ error: 'Demasiados intentos fallidos. Intente de nuevo en 15 minutos.' });
    expect((await loginFormulario({ username: '52111222', password: CLAVE_PRUEBA }, nuevaIp())).statusCode).toBe(200);
  });

  test('el login exitoso queda en la auditoría', async () => {
    await loginFormulario({ username: '79000111', password: CLAVE_PRUEBA });
    const filas = await p.db.select().from(auditoria).where(eq(auditoria.id_actor, admin.id_afiliado));
    expect(filas.some((f) => f.accion === 'login' && f.id_afiliado === admin.id_afiliado)).toBe(true);
  });
});
