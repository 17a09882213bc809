// POST /api/sesion/renovar: escribir en un formulario mantiene viva la sesión.
import { eq } from 'drizzle-orm';
import type { RespuestaRenovarSesion } from '@fondo/contrato';
import { sesion } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { DURACION_ABSOLUTA_MS } from './sesiones.js';
import { INACTIVIDAD_MS } from './token.js';

let p: AppDePrueba;
let idAfiliado: number;
const MIN = 60 * 1000;

beforeAll(async () => {
  p = await crearAppDePrueba();
  idAfiliado = (await crearAfiliado(p.db, {})).afiliado.id_afiliado;
});
afterAll(async () => {
  await p.cerrar();
});
afterEach(() => {
  p.reloj.real();
});

const renovar = (token: string | null) => pedir(p.app, 'POST', '/api/sesion/renovar', token);
const resumen = (token: string) => pedir(p.app, 'GET', '/api/afiliados/me/resumen', token);

test('sin sesión: 401 y nada que renovar', async () => {
  const r = await renovar(null);
  expect(r.statusCode).toBe(401);
  expect(r.json()).toEqual({ error: 'Debe iniciar sesión' });
});

test('da un token nuevo que vale 30 min más desde ahora; el viejo vence a su hora', async () => {
  const token = await tokenDirecto(p.app, idAfiliado);
  p.reloj.mover(25 * MIN);
  const r = await renovar(token);
  expect(r.statusCode).toBe(200);
  const cuerpo = r.json<RespuestaRenovarSesion>();
  expect(cuerpo.vence_en).toBe(INACTIVIDAD_MS / 1000);
  expect(cuerpo.access_token).not.toBe(token);
  // el token va en el cuerpo; la cabecera no firma un segundo token
  expect(r.headers.token).toBeUndefined();

  // 10 min después (35 desde el primero): el viejo ya venció, el renovado sirve
  p.reloj.mover(10 * MIN);
  expect((await resumen(token)).statusCode).toBe(401);
  expect((await resumen(cuerpo.access_token)).statusCode).toBe(200);
});

test('una sesión cerrada en el servidor no se renueva: 401 Token expirado', async () => {
  const token = await tokenDirecto(p.app, idAfiliado);
  expect((await pedir(p.app, 'POST', '/api/logout', token)).statusCode).toBe(200);
  const r = await renovar(token);
  expect(r.statusCode).toBe(401);
  expect(r.json()).toEqual({ error: 'Token expirado' });
});

test('cerca de las 12 h, vence_en dice lo que falta (no 30 min)', async () => {
  const token = await tokenDirecto(p.app, idAfiliado);
  // la sesión se creó hace 11 h 50 min
  const creada = new Date(p.reloj().getTime() - DURACION_ABSOLUTA_MS + 10 * MIN);
  await p.db.update(sesion).set({ creada: creada.toISOString() }).where(eq(sesion.id_afiliado, idAfiliado));
  const r = await renovar(token);
  expect(r.statusCode).toBe(200);
  const { vence_en } = r.json<RespuestaRenovarSesion>();
  expect(vence_en).toBeGreaterThan(9 * 60);
  expect(vence_en).toBeLessThanOrEqual(10 * 60);
});
