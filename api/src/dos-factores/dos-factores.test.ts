// Más de 300 líneas: inscripción, login con código, recuperación, verificación reciente y reinicio, con el mismo reloj.
// Segundo factor de los superadmin (TOTP con el reloj fijo de la app) y
// verificación reciente de las acciones sensibles.
import { expect } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type {
  RespuestaInscripcion,
  RespuestaLogin,
  RespuestaPasoLogin,
  ErrorApi,
  RespuestaMensaje,
} from '@fondo/contrato';
import { afiliado, auditoria, codigoRecuperacion, segundoFactor, sesion } from '../db/schema.js';
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
import {
  codigoTotp,
  inscribirFactor,
  loginClave,
  loginCodigo,
  loginConCodigo,
} from '../../test/ayudantes-dos-factores.js';
import { cifrarSecreto, descifrarSecreto } from './cifrado.js';

const INICIO = new Date('2026-11-26T15:00:10.000Z');
const MIN = 60_000;

let p: AppDePrueba;
let ipConsecutiva = 10;
const nuevaIp = () => `10.1.0.${ipConsecutiva++}`;

beforeAll(async () => {
  p = await crearAppDePrueba();
  p.reloj.fijar(INICIO);
});
afterAll(async () => {
  await p.cerrar();
});

const nuevoAdmin = async () => (await crearAfiliado(p.db, { superadmin: true })).afiliado;
const pasoDe = (r: { json: <T>() => T }) => r.json<RespuestaPasoLogin>();

describe('inscripción', () => {
  let admin: FilaAfiliado;
  let token: string;
  beforeAll(async () => {
    admin = await nuevoAdmin();
    token = await tokenDirecto(p.app, admin.id_afiliado);
  });

  test('QR y secreto; el secreto se guarda cifrado; un código errado no confirma nada', async () => {
    const r = await pedir(p.app, 'POST', '/api/dos-factores/inscripcion', token);
    expect(r.statusCode).toBe(200);
    const ins = r.json<RespuestaInscripcion>();
    expect(ins.secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(ins.uri).toMatch(/^otpauth:\/\/totp\/Fondo:.*secret=/);
    expect(ins.qr).toMatch(/^data:image\/png;base64,/);
    expect(r.headers['cache-control']).toBe('no-store');
    const [fila] = await p.db.select().from(segundoFactor).where(eq(segundoFactor.id_afiliado, admin.id_afiliado));
    expect(fila!.secreto).not.toContain(ins.secreto);
    expect(fila!.confirmado).toBeNull();

    const otro = codigoTotp(ins.secreto, INICIO, 5);
    const mal = await pedir(p.app, 'POST', '/api/dos-factores/confirmar', token, { codigo: otro });
    expect({ s: mal.statusCode, b: mal.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'Código de verificación incorrecto' },
    });
    const [sigue] = await p.db.select().from(segundoFactor).where(eq(segundoFactor.id_afiliado, admin.id_afiliado));
    expect(sigue!.confirmado).toBeNull();
    expect(
      await p.db.select().from(codigoRecuperacion).where(eq(codigoRecuperacion.id_afiliado, admin.id_afiliado)),
    ).toEqual([]);

    const vacio = await pedir(p.app, 'POST', '/api/dos-factores/confirmar', token, {});
    expect({ s: vacio.statusCode, b: vacio.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'Escriba el código de verificación' },
    });
  });

  test('un QR nuevo reemplaza al anterior sin confirmar; el primer código confirma y da 10 códigos con hash', async () => {
    const r1 = await pedir(p.app, 'POST', '/api/dos-factores/inscripcion', token);
    const r2 = await pedir(p.app, 'POST', '/api/dos-factores/inscripcion', token);
    const viejo = r1.json<RespuestaInscripcion>().secreto;
    const nuevo = r2.json<RespuestaInscripcion>().secreto;
    expect(nuevo).not.toBe(viejo);
    const conViejo = await pedir(p.app, 'POST', '/api/dos-factores/confirmar', token, {
      codigo: codigoTotp(viejo, INICIO),
    });
    expect(conViejo.statusCode).toBe(401);

    const ok = await pedir(p.app, 'POST', '/api/dos-factores/confirmar', token, { codigo: codigoTotp(nuevo, INICIO) });
    expect(ok.statusCode).toBe(200);
    const { codigos_recuperacion: codigos, mensaje } = ok.json<{ codigos_recuperacion: string[]; mensaje: string }>();
    expect(mensaje).toBe('Verificación en dos pasos activada');
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    for (const c of codigos) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const guardados = await p.db
      .select()
      .from(codigoRecuperacion)
      .where(eq(codigoRecuperacion.id_afiliado, admin.id_afiliado));
    expect(guardados).toHaveLength(10);
    for (const g of guardados) {
      expect(g.hash).toMatch(/^\$argon2id\$/);
      expect(codigos.some((c) => g.hash.includes(c.replace('-', '')))).toBe(false);
    }
    const [a] = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'segundo_factor_inscrito'), eq(auditoria.id_afiliado, admin.id_afiliado)));
    expect(a?.id_actor).toBe(admin.id_afiliado);

    const otraVez = await pedir(p.app, 'POST', '/api/dos-factores/inscripcion', token);
    expect({ s: otraVez.statusCode, b: otraVez.json<ErrorApi>() }).toEqual({
      s: 409,
      b: { error: 'Ya tiene configurada la verificación en dos pasos' },
    });
  });

  test('un afiliado no puede inscribir un factor (403)', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    const r = await pedir(p.app, 'POST', '/api/dos-factores/inscripcion', await tokenDirecto(p.app, m.id_afiliado));
    expect(r.statusCode).toBe(403);
  });
});

describe('login con código', () => {
  let admin: FilaAfiliado;
  let secreto: string;
  let codigos: string[];
  beforeAll(async () => {
    p.reloj.fijar(INICIO);
    admin = await nuevoAdmin();
    ({ secreto, codigos } = await inscribirFactor(p.app, admin.id_afiliado));
  });

  test('la clave sola no da un token que sirva: solo el paso del código', async () => {
    p.reloj.fijar(new Date(INICIO.getTime() + 2 * MIN));
    const r = await loginClave(p.app, admin.documento, nuevaIp());
    expect(r.statusCode).toBe(200);
    const paso = pasoDe(r);
    expect(paso).toEqual({ requiere_codigo: true, token_verificacion: expect.any(String) });
    expect('access_token' in paso).toBe(false);
    if (!('requiere_codigo' in paso)) throw new Error('sin paso');
    const sesiones = await p.db.select().from(sesion).where(eq(sesion.id_afiliado, admin.id_afiliado));
    const antes = sesiones.length;
    for (const url of ['/api/admin/afiliados', '/api/afiliados/me/sesion', '/api/dos-factores/inscripcion']) {
      const a = await pedir(p.app, url.includes('inscripcion') ? 'POST' : 'GET', url, paso.token_verificacion);
      expect({ url, s: a.statusCode, b: a.json<ErrorApi>() }).toEqual({ url, s: 401, b: { error: 'Token expirado' } });
    }
    expect(await p.db.select().from(sesion).where(eq(sesion.id_afiliado, admin.id_afiliado))).toHaveLength(antes);
  });

  test('código correcto: sesión con segundo_factor activo; el mismo código otra vez: 401', async () => {
    const ahora = new Date(INICIO.getTime() + 3 * MIN);
    p.reloj.fijar(ahora);
    const ip = nuevaIp();
    const paso = pasoDe(await loginClave(p.app, admin.documento, ip));
    if (!('requiere_codigo' in paso)) throw new Error('sin paso');
    const codigo = codigoTotp(secreto, ahora);
    const r = await loginCodigo(p.app, paso.token_verificacion, codigo, ip);
    expect(r.statusCode).toBe(200);
    const login = r.json<RespuestaLogin>();
    expect(login.usuario.segundo_factor).toBe('activo');
    expect((await pedir(p.app, 'GET', '/api/admin/afiliados', login.access_token)).statusCode).toBe(200);
    // La sesión guarda cuándo se verificó el código, y la auditoría del login lo dice.
    const abiertas = await p.db
      .select({ verificada: sesion.verificada })
      .from(sesion)
      .where(and(eq(sesion.id_afiliado, admin.id_afiliado), eq(sesion.ip, ip)));
    expect(abiertas.map((s) => (s.verificada ? new Date(s.verificada).getTime() : null))).toEqual([ahora.getTime()]);
    const auditados = await p.db
      .select({ detalle: auditoria.detalle })
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'login'), eq(auditoria.id_afiliado, admin.id_afiliado), eq(auditoria.ip, ip)));
    expect(auditados.map((a) => a.detalle)).toEqual([{ segundo_factor: true }]);

    const paso2 = pasoDe(await loginClave(p.app, admin.documento, ip));
    if (!('requiere_codigo' in paso2)) throw new Error('sin paso');
    const repetido = await loginCodigo(p.app, paso2.token_verificacion, codigo, ip);
    expect({ s: repetido.statusCode, b: repetido.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'Código de verificación incorrecto' },
    });
  });

  test('el paso anterior y el siguiente valen una vez; dos pasos lejos no', async () => {
    const ahora = new Date(INICIO.getTime() + 10 * MIN);
    p.reloj.fijar(ahora);
    const ip = nuevaIp();
    const probar = async (codigo: string) => {
      const paso = pasoDe(await loginClave(p.app, admin.documento, ip));
      if (!('requiere_codigo' in paso)) throw new Error('sin paso');
      return (await loginCodigo(p.app, paso.token_verificacion, codigo, ip)).statusCode;
    };
    expect(await probar(codigoTotp(secreto, ahora, -2))).toBe(401);
    expect(await probar(codigoTotp(secreto, ahora, 2))).toBe(401);
    expect(await probar(codigoTotp(secreto, ahora, -1))).toBe(200);
    expect(await probar(codigoTotp(secreto, ahora, -1))).toBe(401); // repetido
    expect(await probar(codigoTotp(secreto, ahora, 1))).toBe(200);
    // usado el siguiente, el actual (anterior a él) ya no sirve: el último paso manda
    expect(await probar(codigoTotp(secreto, ahora, 0))).toBe(401);
  });

  test('un código de recuperación sirve una sola vez', async () => {
    p.reloj.fijar(new Date(INICIO.getTime() + 20 * MIN));
    const ip = nuevaIp();
    const codigo = codigos[3]!.toUpperCase().replace('-', ' ');
    const paso = pasoDe(await loginClave(p.app, admin.documento, ip));
    if (!('requiere_codigo' in paso)) throw new Error('sin paso');
    expect((await loginCodigo(p.app, paso.token_verificacion, codigo, ip)).statusCode).toBe(200);
    const otra = await loginCodigo(p.app, paso.token_verificacion, codigos[3]!, ip);
    expect({ s: otra.statusCode, b: otra.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'Código de verificación incorrecto' },
    });
    const usados = await p.db
      .select()
      .from(codigoRecuperacion)
      .where(eq(codigoRecuperacion.id_afiliado, admin.id_afiliado));
    expect(usados.filter((c) => c.usado !== null)).toHaveLength(1);
  });

  test('los códigos errados cuentan como claves erradas: al quinto, 429 aun con el código correcto', async () => {
    const ahora = new Date(INICIO.getTime() + 30 * MIN);
    p.reloj.fijar(ahora);
    const ip = nuevaIp();
    const paso = pasoDe(await loginClave(p.app, admin.documento, ip));
    if (!('requiere_codigo' in paso)) throw new Error('sin paso');
    const antes = await p.db.select().from(auditoria).where(eq(auditoria.accion, 'login_fallido'));
    for (let i = 0; i < 5; i++) {
      const r = await loginCodigo(p.app, paso.token_verificacion, String(100000 + i), ip);
      expect(r.statusCode).toBe(401);
    }
    const r = await loginCodigo(p.app, paso.token_verificacion, codigoTotp(secreto, ahora), ip);
    expect(r.statusCode).toBe(429);
    expect(r.json<{ error: string }>().error).toMatch(/^Demasiados intentos fallidos/);
    const despues = await p.db.select().from(auditoria).where(eq(auditoria.accion, 'login_fallido'));
    expect(despues.length - antes.length).toBe(5);
    // la clave correcta tampoco entra desde esa dirección mientras dure el bloqueo
    expect((await loginClave(p.app, admin.documento, ip)).statusCode).toBe(429);
  });

  test('token del paso vencido (5 min) o ajeno: 401 sin comprobar el código', async () => {
    const ahora = new Date(INICIO.getTime() + 40 * MIN);
    p.reloj.fijar(ahora);
    const ip = nuevaIp();
    const paso = pasoDe(await loginClave(p.app, admin.documento, ip));
    if (!('requiere_codigo' in paso)) throw new Error('sin paso');
    p.reloj.fijar(new Date(ahora.getTime() + 5 * MIN + 1000));
    const r = await loginCodigo(p.app, paso.token_verificacion, codigoTotp(secreto, p.reloj()), ip);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'La verificación venció. Inicie sesión de nuevo.' },
    });
    const tokenAcceso = await tokenDirecto(p.app, admin.id_afiliado);
    const ajeno = await loginCodigo(p.app, tokenAcceso, codigoTotp(secreto, p.reloj()), ip);
    expect(ajeno.statusCode).toBe(401);
    const vacio = await loginCodigo(p.app, paso.token_verificacion, '', ip);
    expect({ s: vacio.statusCode, b: vacio.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'Escriba el código de verificación' },
    });
  });
});

describe('REQUIERE_2FA', () => {
  let q: AppDePrueba;
  beforeAll(async () => {
    q = await crearAppDePrueba({ entorno: { REQUIERE_2FA: '1' } });
    q.reloj.fijar(INICIO);
  });
  afterAll(async () => {
    await q.cerrar();
  });

  test('superadmin sin factor: una sesión que solo puede inscribirlo; al confirmar, la misma sesión sirve', async () => {
    const admin = (await crearAfiliado(q.db, { superadmin: true })).afiliado;
    const r = await loginClave(q.app, admin.documento);
    expect(r.statusCode).toBe(200);
    const login = r.json<RespuestaLogin>();
    expect(login.usuario.segundo_factor).toBe('inscribir');
    const token = login.access_token;
    for (const [metodo, url] of [
      ['GET', '/api/admin/afiliados'],
      ['GET', '/api/afiliados/me/resumen'],
      ['GET', `/api/afiliados/${admin.id_afiliado}/url-token`],
      ['POST', '/api/dos-factores/verificar'],
    ] as const) {
      const a = await pedir(q.app, metodo, url, token, metodo === 'POST' ? { codigo: '123456' } : undefined);
      expect({ url, s: a.statusCode, b: a.json<ErrorApi & { codigo?: string }>() }).toEqual({
        url,
        s: 403,
        b: {
          error: 'Debe configurar la verificación en dos pasos antes de continuar',
          codigo: 'inscripcion_requerida',
        },
      });
    }
    const yo = await pedir(q.app, 'GET', '/api/afiliados/me/sesion', token);
    expect(yo.json<{ segundo_factor: string }>().segundo_factor).toBe('inscribir');

    const ins = (await pedir(q.app, 'POST', '/api/dos-factores/inscripcion', token)).json<RespuestaInscripcion>();
    const ok = await pedir(q.app, 'POST', '/api/dos-factores/confirmar', token, {
      codigo: codigoTotp(ins.secreto, INICIO),
    });
    expect(ok.statusCode).toBe(200);
    expect((await pedir(q.app, 'GET', '/api/admin/afiliados', token)).statusCode).toBe(200);
    // el próximo login ya pide el código
    q.reloj.fijar(new Date(INICIO.getTime() + MIN));
    expect(pasoDe(await loginClave(q.app, admin.documento, '10.2.0.1'))).toHaveProperty('requiere_codigo', true);
  });

  test('un afiliado entra como siempre', async () => {
    const m = (await crearAfiliado(q.db)).afiliado;
    const token = await iniciarSesion(q.app, m.documento);
    expect((await pedir(q.app, 'GET', '/api/afiliados/me/resumen', token)).statusCode).toBe(200);
  });

  test('por defecto: sí con DATABASE_URL, no con la base embebida; TOTP_KEY corta es un error', async () => {
    const { leerConfig } = await import('../config.js');
    const base = { DATA_DIR: q.config.dataDir, JWT_SECRET: 'j'.repeat(40), SCHOOL_SITE_SECRET: 's'.repeat(40) };
    expect(leerConfig({ ...base, TOTP_KEY: 'k'.repeat(32) }).requiere2fa).toBe(false);
    expect(leerConfig({ ...base, TOTP_KEY: 'k'.repeat(32), DATABASE_URL: 'postgres://x@y/z' }).requiere2fa).toBe(true);
    expect(
      leerConfig({ ...base, TOTP_KEY: 'k'.repeat(32), DATABASE_URL: 'postgres://x@y/z', REQUIERE_2FA: '0' })
        .requiere2fa,
    ).toBe(false);
    expect(() => leerConfig({ ...base, TOTP_KEY: 'corta' })).toThrow('TOTP_KEY debe tener al menos 32 caracteres');
    expect(leerConfig({ ...base, TOTP_KEY: 'k'.repeat(32) }).verificacionRecienteMs).toBe(600_000);
    expect(
      leerConfig({ ...base, TOTP_KEY: 'k'.repeat(32), VERIFICACION_RECIENTE_SEG: '20' }).verificacionRecienteMs,
    ).toBe(20_000);
    const generada = leerConfig(base).totpKey;
    expect(generada.length).toBeGreaterThanOrEqual(32);
    expect(leerConfig(base).totpKey).toBe(generada);
  });
});

describe('verificación reciente de las acciones sensibles', () => {
  let admin: FilaAfiliado;
  let secreto: string;
  let token: string;
  let t0: Date;
  beforeAll(async () => {
    t0 = new Date(INICIO.getTime() + 2 * 60 * MIN);
    p.reloj.fijar(t0);
    admin = await nuevoAdmin();
    ({ secreto } = await inscribirFactor(p.app, admin.id_afiliado));
    p.reloj.fijar(new Date(t0.getTime() + MIN));
    token = await loginConCodigo(p.app, admin.documento, codigoTotp(secreto, p.reloj()), nuevaIp());
  });
  const esperarPedido = (r: { statusCode: number; json: () => unknown }) =>
    expect({ s: r.statusCode, b: r.json() }).toEqual({
      s: 403,
      b: {
        error: 'Por seguridad, confirme su código de verificación para continuar',
        codigo: 'verificacion_requerida',
      },
    });
  const verificar = async () => {
    const r = await pedir(p.app, 'POST', '/api/dos-factores/verificar', token, {
      codigo: codigoTotp(secreto, p.reloj()),
    });
    expect(r.statusCode).toBe(200);
  };

  test('eliminar un afiliado: antes de 10 min pasa; después pide el código, no borra nada, y con él pasa', async () => {
    p.reloj.fijar(new Date(t0.getTime() + 9 * MIN));
    const a = (await crearAfiliado(p.db)).afiliado;
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${a.id_afiliado}`, token)).statusCode).toBe(200);

    p.reloj.fijar(new Date(t0.getTime() + 12 * MIN));
    const b = (await crearAfiliado(p.db)).afiliado;
    esperarPedido(await pedir(p.app, 'DELETE', `/api/admin/afiliados/${b.id_afiliado}`, token));
    expect(await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, b.id_afiliado))).toHaveLength(1);
    const mal = await pedir(p.app, 'POST', '/api/dos-factores/verificar', token, { codigo: '000000' });
    expect({ s: mal.statusCode, b: mal.json<ErrorApi>() }).toEqual({
      s: 401,
      b: { error: 'Código de verificación incorrecto' },
    });
    esperarPedido(await pedir(p.app, 'DELETE', `/api/admin/afiliados/${b.id_afiliado}`, token));
    await verificar();
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${b.id_afiliado}`, token)).statusCode).toBe(200);
  });

  /** Sesión nueva (login con código) en `minuto` y el reloj 11 min después: el código ya es viejo. */
  const sesionVieja = async (minuto: number) => {
    p.reloj.fijar(new Date(t0.getTime() + minuto * MIN));
    token = await loginConCodigo(p.app, admin.documento, codigoTotp(secreto, p.reloj()), nuevaIp());
    p.reloj.fijar(new Date(t0.getTime() + (minuto + 11) * MIN));
  };

  test('exportar los afiliados', async () => {
    await sesionVieja(40);
    esperarPedido(await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', token));
    await verificar();
    expect((await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', token)).statusCode).toBe(200);
  });

  test('cambiar el correo de un afiliado (modal y ficha); el mismo correo no lo pide', async () => {
    await sesionVieja(80);
    const m = (await crearAfiliado(p.db, { documento: '71555001', email: 'antes@correo.co' })).afiliado;
    const cuerpo = (email: string) => ({
      id_afiliado: m.id_afiliado,
      nombres: m.nombres,
      apellidos: m.apellidos,
      documento: m.documento,
      documento_tipo: 'CC',
      email,
    });
    expect((await pedir(p.app, 'POST', '/api/admin/afiliados', token, cuerpo('ANTES@correo.co'))).statusCode).toBe(200);
    esperarPedido(await pedir(p.app, 'POST', '/api/admin/afiliados', token, cuerpo('otro@correo.co')));
    const ficha = (await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}`, token)).json<{
      afiliado: Record<string, unknown>;
      familiares: unknown[];
    }>();
    esperarPedido(
      await pedir(p.app, 'POST', `/api/afiliados/${m.id_afiliado}`, token, {
        afiliado: { ...ficha.afiliado, email: 'otro@correo.co' },
        familiares: ficha.familiares,
        borrador: true,
      }),
    );
    const [sigue] = await p.db
      .select({ email: afiliado.email })
      .from(afiliado)
      .where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(sigue!.email?.toLowerCase()).toBe('antes@correo.co');
    await verificar();
    expect((await pedir(p.app, 'POST', '/api/admin/afiliados', token, cuerpo('otro@correo.co'))).statusCode).toBe(200);
  });

  test('sin factor inscrito (REQUIERE_2FA apagado) todo sigue como antes', async () => {
    p.reloj.fijar(new Date(t0.getTime() + 200 * MIN));
    const sinFactor = await nuevoAdmin();
    const t = await tokenDirecto(p.app, sinFactor.id_afiliado);
    const a = (await crearAfiliado(p.db)).afiliado;
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${a.id_afiliado}`, t)).statusCode).toBe(200);
    expect((await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', t)).statusCode).toBe(200);
  });
});

describe('reinicio del factor por otro superadmin', () => {
  test('audita, cierra las sesiones del otro, pide verificación reciente y no sirve con el propio', async () => {
    const t0 = new Date(INICIO.getTime() + 10 * 60 * MIN);
    p.reloj.fijar(t0);
    const perdido = await nuevoAdmin();
    await inscribirFactor(p.app, perdido.id_afiliado);
    const sesionPerdido = await tokenDirecto(p.app, perdido.id_afiliado);
    const otro = await nuevoAdmin();
    const { secreto } = await inscribirFactor(p.app, otro.id_afiliado);
    p.reloj.fijar(new Date(t0.getTime() + MIN));
    const token = await loginConCodigo(p.app, otro.documento, codigoTotp(secreto, p.reloj()), nuevaIp());
    const url = `/api/admin/afiliados/${perdido.id_afiliado}/dos-factores`;

    const propio = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${otro.id_afiliado}/dos-factores`, token);
    expect({ s: propio.statusCode, b: propio.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'No puede reiniciar su propia verificación en dos pasos' },
    });

    p.reloj.fijar(new Date(t0.getTime() + 20 * MIN));
    expect((await pedir(p.app, 'DELETE', url, token)).json()).toHaveProperty('codigo', 'verificacion_requerida');
    expect(
      await p.db.select().from(segundoFactor).where(eq(segundoFactor.id_afiliado, perdido.id_afiliado)),
    ).toHaveLength(1);
    await pedir(p.app, 'POST', '/api/dos-factores/verificar', token, { codigo: codigoTotp(secreto, p.reloj()) });
    const r = await pedir(p.app, 'DELETE', url, token);
    expect({ s: r.statusCode, b: r.json<RespuestaMensaje>() }).toEqual({
      s: 200,
      b: { mensaje: 'Verificación en dos pasos reiniciada' },
    });
    expect(await p.db.select().from(segundoFactor).where(eq(segundoFactor.id_afiliado, perdido.id_afiliado))).toEqual(
      [],
    );
    expect(
      await p.db.select().from(codigoRecuperacion).where(eq(codigoRecuperacion.id_afiliado, perdido.id_afiliado)),
    ).toEqual([]);
    const [a] = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'segundo_factor_reiniciado'), eq(auditoria.id_afiliado, perdido.id_afiliado)));
    expect(a?.id_actor).toBe(otro.id_afiliado);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', sesionPerdido)).statusCode).toBe(401);
    // vuelve a entrar con la clave sola (REQUIERE_2FA apagado) y puede inscribir otro
    const login = (await loginClave(p.app, perdido.documento, nuevaIp())).json<RespuestaLogin>();
    expect(login.usuario.segundo_factor).toBe('opcional');

    const otraVez = await pedir(p.app, 'DELETE', url, token);
    expect({ s: otraVez.statusCode, b: otraVez.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'El administrador no tiene configurada la verificación en dos pasos' },
    });
  });
});

describe('cifrado del secreto', () => {
  test('solo se descifra con la misma llave y la misma fila', () => {
    const llave = 'x'.repeat(40);
    const c = cifrarSecreto(llave, 7, 'JBSWY3DPEHPK3PXP');
    expect(c).not.toContain('JBSWY3DPEHPK3PXP');
    expect(descifrarSecreto(llave, 7, c)).toBe('JBSWY3DPEHPK3PXP');
    expect(descifrarSecreto(llave, 8, c)).toBeNull();
    expect(descifrarSecreto('y'.repeat(40), 7, c)).toBeNull();
  });
});

test('un afiliado no tiene segundo_factor en su sesión', async () => {
  const m = (await crearAfiliado(p.db)).afiliado;
  const r = await pedir(p.app, 'GET', '/api/afiliados/me/sesion', await tokenDirecto(p.app, m.id_afiliado));
  expect(r.json()).not.toHaveProperty('segundo_factor');
  expect(encabezado('x')).toEqual({ authorization: 'bearer x' });
});
