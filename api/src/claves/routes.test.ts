// Más de 300 líneas: cambio, olvido y restablecimiento de clave con sus límites, sobre la misma app de prueba.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afiliado } from '../db/schema.js';
import { cumpleReglaClave } from '../auth/claves.js';
import { sha256 } from '../auth/impersonacion.js';
import {
  CLAVE_PRUEBA,
  crearAfiliado,
  crearAppDePrueba,
  iniciarSesion,
  pedir,
  type AppDePrueba,
} from '../../test/ayudantes.js';

let p: AppDePrueba;
const MENSAJE = 'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
let ipConsecutiva = 1;

beforeAll(async () => {
  p = await crearAppDePrueba();
});
afterAll(async () => {
  await p.cerrar();
});
afterEach(() => {
  p.reloj.real();
});

const carpetaSalida = () => join(p.config.dataDir, 'outbox');
function correos(): string[] {
  try {
    return readdirSync(carpetaSalida())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}
/** Cuerpo del .eml sin la codificación quoted-printable. */
const leerCorreo = (nombre: string) =>
  readFileSync(join(carpetaSalida(), nombre), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

async function pedirEnlace(documento: unknown, ip = `10.1.0.${ipConsecutiva++}`) {
  const r = await p.app.inject({
    method: 'POST',
    url: '/api/afiliados/reestablecer-clave',
    remoteAddress: ip,
    payload: { documento },
  });
  await p.app.cola.procesar();
  return r;
}

/** Pide el enlace y devuelve el token que llegó al correo. */
async function tokenPorCorreo(documento: string): Promise<string> {
  const antes = new Set(correos());
  const r = await pedirEnlace(documento);
  expect(r.json()).toEqual({ mensaje: MENSAJE });
  const nuevos = correos().filter((c) => !antes.has(c));
  expect(nuevos).toHaveLength(1);
  const m = /\/reestablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(leerCorreo(nuevos[0]!));
  expect(m).not.toBeNull();
  return m![1]!;
}

const verificar = (token: string) => pedir(p.app, 'GET', `/api/afiliados/verificar-token/${token}`);
const reestablecer = (token: string, password?: string) =>
  pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${token}`, null, password === undefined ? {} : { password });

describe('regla de clave (SPEC 5)', () => {
  test.each([
    ['Clave2026', true],
    ['abc12345', true],
    ['12345678a', true],
    ['Año2026ñu', true],
    ['abc1234', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['Clave 2026', false],
    ['Clave-2026', false],
    ['', false],
  ])('%s -> %s', (clave, esperado) => {
    expect(cumpleReglaClave(clave)).toBe(esperado);
  });
});

describe('POST /api/afiliados/reestablecer-clave', () => {
  test('documento vacío o ausente -> 400 Escriba su documento!', async () => {
    for (const documento of ['', '   ', undefined]) {
      const r = await pedirEnlace(documento);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'Escriba su documento!' });
    }
  });

  test('documento inexistente: la misma respuesta y ningún correo', async () => {
    const antes = correos().length;
    const r = await pedirEnlace('99999999');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mensaje: MENSAJE });
    expect(correos()).toHaveLength(antes);
  });

  test('afiliado sin correo: la misma respuesta y ningún correo', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: null });
    const antes = correos().length;
    const r = await pedirEnlace(a.documento);
    expect(r.json()).toEqual({ mensaje: MENSAJE });
    expect(correos()).toHaveLength(antes);
  });

  test('afiliado con correo: el enlace llega a su correo con PORTAL_URL; la base guarda solo el hash', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: 'luz.rojas@correo.prueba', nombres: 'Luz' });
    const antes = new Set(correos());
    await pedirEnlace(a.documento);
    const nuevo = correos().find((c) => !antes.has(c))!;
    const eml = leerCorreo(nuevo);
    expect(eml).toMatch(/^To: luz\.rojas@correo\.prueba$/m);
    expect(eml).toContain('http://portal.prueba/reestablecer-clave?token=');
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(eml)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, a.id_afiliado));
    expect(fila!.reestablecer_password).toBe(sha256(token));
    expect(fila!.reestablecer_password_solicitud).not.toBeNull();
  });

  test('exista o no el documento, antes de responder se ejecutan las mismas sentencias SQL', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { email: 'mismo.trabajo@correo.prueba' });
    // Cada sentencia de Drizzle pasa por session.prepareQuery (también las de una transacción, con otra
    // sesión de la misma clase): se registra su SQL mientras dura la petición.
    const sesionDb = Object.getPrototypeOf((p.db as unknown as { session: object }).session) as {
      prepareQuery: (consulta: { sql: string }, ...resto: unknown[]) => unknown;
    };
    const original = sesionDb.prepareQuery;
    const sentencias = async (documento: string) => {
      const vistas: string[] = [];
      sesionDb.prepareQuery = function (this: unknown, consulta, ...resto) {
        vistas.push(consulta.sql);
        return original.call(this, consulta, ...resto);
      };
      try {
        const r = await p.app.inject({
          method: 'POST',
          url: '/api/afiliados/reestablecer-clave',
          remoteAddress: `10.2.0.${ipConsecutiva++}`,
          payload: { documento },
        });
        expect(r.json()).toEqual({ mensaje: MENSAJE });
      } finally {
        sesionDb.prepareQuery = original;
      }
      await p.app.cola.procesar();
      return vistas;
    };
    const antes = correos().length;
    const existente = await sentencias(a.documento);
    expect(correos()).toHaveLength(antes + 1);
    const inexistente = await sentencias('55554444');
    expect(correos()).toHaveLength(antes + 1);
    expect(existente.length).toBeGreaterThanOrEqual(6); // límites, token, auditoría y correo en cola
    expect(inexistente).toEqual(existente);
  });

  test('más de 3 solicitudes por documento en una hora -> 429 (exista o no)', async () => {
    for (const documento of ['88887777', (await crearAfiliado(p.db)).afiliado.documento]) {
      for (let i = 0; i < 3; i++) expect((await pedirEnlace(documento)).statusCode).toBe(200);
      const r = await pedirEnlace(documento);
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual({
        error: 'Demasiadas solicitudes para reestablecer la clave. Intente de nuevo más tarde.',
      });
    }
  });

  test('más de 10 solicitudes desde una IP -> 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await pedirEnlace(`7000${i}`, ip)).statusCode).toBe(200);
    expect((await pedirEnlace('70099', ip)).statusCode).toBe(429);
  });
});

describe('verificar-token y reestablecer-clave/:token', () => {
  test('token válido: verificar da el nombre; la clave nueva sirve, cierra las sesiones y el token no se reusa', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { nombres: 'Jairo', cambio_password: true });
    const sesionVieja = await iniciarSesion(p.app, a.documento);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', sesionVieja)).statusCode).toBe(200); // en memoria
    const token = await tokenPorCorreo(a.documento);

    const v = await verificar(token);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({ valido: true, nombres: 'Jairo' });

    const regla = await reestablecer(token, 'corta1');
    expect(regla.statusCode).toBe(400);
    expect(regla.json()).toEqual({ error: 'La clave debe tener al menos 8 caracteres, incluyendo números y letras' });
    expect((await reestablecer(token)).json()).toEqual({
      error: 'La clave debe tener al menos 8 caracteres, incluyendo números y letras',
    });

    const r = await reestablecer(token, 'NuevaClave9');
    expect(r.statusCode).toBe(200);
    // el documento va al login ya escrito
    expect(r.json()).toEqual({
      mensaje: 'Su clave fue reestablecida. Ya puede iniciar sesión con la nueva clave.',
      documento: a.documento,
    });

    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, a.id_afiliado));
    expect(fila).toMatchObject({
      cambio_password: false,
      reestablecer_password: null,
      reestablecer_password_solicitud: null,
    });
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', sesionVieja)).json()).toEqual({
      error: 'Token expirado',
    });
    await expect(iniciarSesion(p.app, a.documento, 'NuevaClave9')).resolves.toEqual(expect.any(String));
    await expect(iniciarSesion(p.app, a.documento, CLAVE_PRUEBA)).rejects.toThrow(/401/);

    expect((await verificar(token)).json()).toEqual({ error: 'Token inválido' });
    const otraVez = await reestablecer(token, 'OtraClave10');
    expect(otraVez.statusCode).toBe(400);
    expect(otraVez.json()).toEqual({ error: 'Token inválido' });
  });

  test('el token vence a la hora', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await tokenPorCorreo(a.documento);
    p.reloj.mover(59 * 60 * 1000);
    expect((await verificar(token)).statusCode).toBe(200);
    p.reloj.mover(60 * 1000 + 1);
    const v = await verificar(token);
    expect(v.statusCode).toBe(400);
    expect(v.json()).toEqual({ error: 'Token inválido' });
    const r = await reestablecer(token, 'NuevaClave9');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Token inválido' });
  });

  test('un token nuevo invalida el anterior', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const primero = await tokenPorCorreo(a.documento);
    const segundo = await tokenPorCorreo(a.documento);
    expect((await verificar(primero)).statusCode).toBe(400);
    expect((await verificar(segundo)).statusCode).toBe(200);
  });

  test.each(['inventado', 'x'.repeat(43), '%00'])('token %s -> 400 Token inválido', async (token) => {
    const r = await verificar(token);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Token inválido' });
  });

  test('un token de longitud absurda -> 414 en español, no un 500', async () => {
    const r = await verificar('a'.repeat(300));
    expect(r.statusCode).toBe(414);
    expect(r.json()).toEqual({ error: 'La dirección es demasiado larga' });
  });
});

describe('POST /api/afiliados/me/cambiar-clave', () => {
  const cambiar = (token: string, cuerpo: Record<string, unknown>) =>
    pedir(p.app, 'POST', '/api/afiliados/me/cambiar-clave', token, cuerpo);

  test('sin clave actual -> 400 Debe ingresar la clave actual', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await iniciarSesion(p.app, a.documento);
    const r = await cambiar(token, { new_password: 'Nueva2026' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Debe ingresar la clave actual' });
  });

  test('clave actual errada -> 400; clave nueva sin la regla -> 400', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await iniciarSesion(p.app, a.documento);
    const errada = await cambiar(token, { password: 'NoEsLaMia1', new_password: 'Nueva2026' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({ error: 'La clave actual no es correcta' });
    const regla = await cambiar(token, { password: CLAVE_PRUEBA, new_password: 'solotexto' });
    expect(regla.statusCode).toBe(400);
    expect(regla.json()).toEqual({ error: 'La clave debe tener al menos 8 caracteres, incluyendo números y letras' });
  });

  test('éxito: mensaje, cambio_password en falso, las otras sesiones se cierran y esta sigue', async () => {
    const { afiliado: a } = await crearAfiliado(p.db, { cambio_password: true });
    const esta = await iniciarSesion(p.app, a.documento);
    const otra = await iniciarSesion(p.app, a.documento);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', otra)).statusCode).toBe(200); // en memoria
    p.reloj.mover(2 * 60 * 1000); // el token se renueva cuando tiene más de un minuto
    const r = await cambiar(esta, { password: CLAVE_PRUEBA, new_password: 'Nueva2026' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ mensaje: 'Clave cambiada exitosamente' });
    expect(r.headers.token).toEqual(expect.any(String));

    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, a.id_afiliado));
    expect(fila!.cambio_password).toBe(false);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', esta)).statusCode).toBe(200);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', otra)).json()).toEqual({ error: 'Token expirado' });
    await expect(iniciarSesion(p.app, a.documento, 'Nueva2026')).resolves.toEqual(expect.any(String));
  });

  test('5 claves actuales erradas bloquean la cuenta (429)', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await iniciarSesion(p.app, a.documento);
    for (let i = 0; i < 5; i++)
      expect((await cambiar(token, { password: `Errada${i}x`, new_password: 'Nueva2026' })).statusCode).toBe(400);
    const r = await cambiar(token, { password: CLAVE_PRUEBA, new_password: 'Nueva2026' });
    expect(r.statusCode).toBe(429);
  });
});
