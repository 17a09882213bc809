// Tipos de crédito: lista y detalle para cualquier sesión; crear (id 0), actualizar y borrar solo
// superadmin, con sus validaciones y el 409 cuando el tipo está en uso.
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { TipoCredito, ErrorApi, RespuestaMensaje } from '@fondo/contrato';
import { auditoria, corte, credito } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';

let prueba: AppDePrueba;
let tokenMiembro: string;
let tokenAdmin: string;
let idMiembro: number;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  idMiembro = (await crearAfiliado(prueba.db)).afiliado.id_afiliado;
  const admin = (await crearAfiliado(prueba.db, { superadmin: true })).afiliado;
  tokenMiembro = await tokenDirecto(prueba.app, idMiembro);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
});
afterAll(async () => {
  await prueba.cerrar();
});

const guardar = (cuerpo: Record<string, unknown>, token = tokenAdmin) =>
  pedir(prueba.app, 'POST', '/api/tipos-credito', token, cuerpo);

test('crear con id 0: activo por defecto, mensual por defecto, tasa como número; aparece en la lista y en el detalle', async () => {
  const r = await guardar({
    id_tipo_credito: 0,
    nombre: '  Educativo  ',
    tasa: 0.009,
    plazo_minimo: 3,
    plazo_maximo: 24,
    simulador: true,
  });
  expect(r.statusCode).toBe(200);
  const t = r.json<TipoCredito>();
  expect(t).toEqual({
    id_tipo_credito: expect.any(Number),
    nombre: 'Educativo',
    descripcion: null,
    activo: true,
    simulador: true,
    tasa: 0.009,
    plazo_minimo: 3,
    plazo_maximo: 24,
    valor_maximo: null,
    periodicidad: 'mensual',
    veces_ahorro: null,
    porcentaje_salario: null,
    cupo_por: 'tipo',
  });
  const lista = await pedir(prueba.app, 'GET', '/api/tipos-credito', tokenMiembro);
  expect(lista.json<TipoCredito[]>()).toContainEqual(t);
  const detalle = await pedir(prueba.app, 'GET', `/api/tipos-credito/${t.id_tipo_credito}`, tokenMiembro);
  expect(detalle.json()).toEqual(t);
  const [a] = await prueba.db.select().from(auditoria).where(eq(auditoria.accion, 'tipo_credito_creado'));
  expect(a?.detalle).toEqual({ id_tipo_credito: t.id_tipo_credito, nombre: 'Educativo' });
});

test('actualizar: cambia lo enviado y conserva lo omitido; semestral; inactivo sigue en la lista', async () => {
  const id = (
    await guardar({ id_tipo_credito: 0, nombre: 'Prima', tasa: 0.01, descripcion: 'Con la prima', plazo_maximo: 6 })
  ).json<TipoCredito>().id_tipo_credito;
  const r = await guardar({
    id_tipo_credito: id,
    nombre: 'Crédito de Prima',
    tasa: 0.0125,
    periodicidad: 'semestral',
    activo: false,
  });
  expect(r.json()).toEqual({
    id_tipo_credito: id,
    nombre: 'Crédito de Prima',
    descripcion: 'Con la prima',
    activo: false,
    simulador: false,
    tasa: 0.0125,
    plazo_minimo: null,
    plazo_maximo: 6,
    valor_maximo: null,
    periodicidad: 'semestral',
    veces_ahorro: null,
    porcentaje_salario: null,
    cupo_por: 'tipo',
  });
  const lista = (await pedir(prueba.app, 'GET', '/api/tipos-credito', tokenMiembro)).json<TipoCredito[]>();
  expect(lista.find((t) => t.id_tipo_credito === id)?.activo).toBe(false);
});

test.each([
  [{ id_tipo_credito: 0, tasa: 0.01 }, "El campo 'nombre' es obligatorio"],
  [{ id_tipo_credito: 0, nombre: '   ', tasa: 0.01 }, 'El nombre del tipo de crédito es obligatorio'],
  [{ id_tipo_credito: 0, nombre: 'X' }, "El campo 'tasa' es obligatorio"],
  [{ id_tipo_credito: 0, nombre: 'X', tasa: 1.5 }, "El campo 'tasa' debe ser menor o igual a 1"],
  [{ id_tipo_credito: 0, nombre: 'X', tasa: -0.01 }, "El campo 'tasa' debe ser mayor o igual a 0"],
  [
    { id_tipo_credito: 0, nombre: 'X', tasa: 0.01, plazo_minimo: 24, plazo_maximo: 12 },
    'El plazo mínimo no puede ser mayor que el plazo máximo',
  ],
  [
    { id_tipo_credito: 0, nombre: 'X', tasa: 0.01, periodicidad: 'anual' },
    "El campo 'periodicidad' debe ser uno de: mensual, semestral",
  ],
])('inválido %j -> 400 %s', async (cuerpo, error) => {
  const r = await guardar(cuerpo);
  expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status: 400, body: { error } });
});

test('actualizar un plazo que cruza el guardado: 400; un id que no existe: 404', async () => {
  const id = await crearTipoCredito(prueba.db, { nombre: 'Plazos', plazo_minimo: 6, plazo_maximo: 36 });
  const r = await guardar({ id_tipo_credito: id, nombre: 'Plazos', tasa: 0.01, plazo_minimo: 48 });
  expect(r.json()).toEqual({ error: 'El plazo mínimo no puede ser mayor que el plazo máximo' });
  const n = await guardar({ id_tipo_credito: 999999, nombre: 'X', tasa: 0.01 });
  expect({ status: n.statusCode, body: n.json<ErrorApi>() }).toEqual({
    status: 404,
    body: { error: 'Tipo de crédito no encontrado' },
  });
});

test('el afiliado no crea, no edita ni borra (403)', async () => {
  const id = await crearTipoCredito(prueba.db, { nombre: 'Protegido' });
  expect((await guardar({ id_tipo_credito: 0, nombre: 'X', tasa: 0.01 }, tokenMiembro)).statusCode).toBe(403);
  expect((await guardar({ id_tipo_credito: id, nombre: 'X', tasa: 0.01 }, tokenMiembro)).statusCode).toBe(403);
  expect((await pedir(prueba.app, 'DELETE', `/api/tipos-credito/${id}`, tokenMiembro)).statusCode).toBe(403);
  expect((await pedir(prueba.app, 'GET', `/api/tipos-credito/${id}`, tokenMiembro)).json<TipoCredito>().nombre).toBe(
    'Protegido',
  );
});

describe('borrar', () => {
  test('sin uso: se borra; después 404', async () => {
    const id = await crearTipoCredito(prueba.db, { nombre: 'Sin uso' });
    const r = await pedir(prueba.app, 'DELETE', `/api/tipos-credito/${id}`, tokenAdmin);
    expect({ status: r.statusCode, body: r.json<RespuestaMensaje>() }).toEqual({
      status: 200,
      body: { mensaje: 'Tipo de Crédito eliminado' },
    });
    expect((await pedir(prueba.app, 'GET', `/api/tipos-credito/${id}`, tokenMiembro)).statusCode).toBe(404);
    expect((await pedir(prueba.app, 'DELETE', `/api/tipos-credito/${id}`, tokenAdmin)).statusCode).toBe(404);
  });

  test('lo usa una solicitud: 409 en español y sigue ahí', async () => {
    const id = await crearTipoCredito(prueba.db, { nombre: 'Con solicitud' });
    await crearSolicitud(prueba.db, idMiembro, id);
    const r = await pedir(prueba.app, 'DELETE', `/api/tipos-credito/${id}`, tokenAdmin);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 409,
      body: {
        error: "No se puede eliminar el tipo de crédito 'Con solicitud': lo usan 1 solicitud. Puede desactivarlo.",
      },
    });
    expect((await pedir(prueba.app, 'GET', `/api/tipos-credito/${id}`, tokenMiembro)).statusCode).toBe(200);
  });

  test('lo usan créditos importados: 409', async () => {
    const id = await crearTipoCredito(prueba.db, { nombre: 'Con créditos' });
    const [c] = await prueba.db.insert(corte).values({ corte: '2026-10-31' }).returning();
    await prueba.db.insert(credito).values({
      id_corte: c!.id_corte,
      id_afiliado: idMiembro,
      id_tipo_credito: id,
      numero: 'C-1',
      saldo: '1.00',
      valor_credito: '2.00',
      valor_cuota: '1.00',
      cuotas: 2,
      tasa: '0.01',
      estado_credito: 'AL DIA',
    });
    const r = await pedir(prueba.app, 'DELETE', `/api/tipos-credito/${id}`, tokenAdmin);
    expect(r.statusCode).toBe(409);
    expect(r.json<{ error: string }>().error).toContain('lo usan 1 registro de créditos');
  });
});

test('valor_maximo: opcional, al menos 1 peso; se guarda, se lee y se puede quitar', async () => {
  const r = await guardar({ id_tipo_credito: 0, nombre: 'Con tope', tasa: 0.01, valor_maximo: 30_000_000 });
  expect(r.json()).toMatchObject({ valor_maximo: 30_000_000 });
  const id = r.json<TipoCredito>().id_tipo_credito;
  expect((await pedir(prueba.app, 'GET', `/api/tipos-credito/${id}`, tokenMiembro)).json()).toMatchObject({
    valor_maximo: 30_000_000,
  });
  expect((await guardar({ id_tipo_credito: id, nombre: 'Con tope', tasa: 0.01, valor_maximo: 0.5 })).statusCode).toBe(
    400,
  );
  const sin = await guardar({ id_tipo_credito: id, nombre: 'Con tope', tasa: 0.01, valor_maximo: null });
  expect(sin.json()).toMatchObject({ valor_maximo: null });
});

test('cupo: veces el ahorro, porcentaje del salario y qué saldo descuenta; se guardan, se auditan y se quitan', async () => {
  const r = await guardar({
    id_tipo_credito: 0,
    nombre: 'Con cupo',
    tasa: 0.01,
    veces_ahorro: 3,
    porcentaje_salario: 0.45,
    cupo_por: 'todos',
  });
  expect(r.json()).toMatchObject({ veces_ahorro: 3, porcentaje_salario: 0.45, cupo_por: 'todos' });
  const id = r.json<TipoCredito>().id_tipo_credito;
  const creado = await prueba.db.select().from(auditoria).where(eq(auditoria.accion, 'tipo_credito_creado'));
  expect(creado.find((a) => (a.detalle as { id_tipo_credito: number }).id_tipo_credito === id)?.detalle).toEqual({
    id_tipo_credito: id,
    nombre: 'Con cupo',
    cupo: { veces_ahorro: 3, porcentaje_salario: 0.45, cupo_por: 'todos' },
  });
  const sin = await guardar({
    id_tipo_credito: id,
    nombre: 'Con cupo',
    tasa: 0.01,
    veces_ahorro: null,
    porcentaje_salario: null,
  });
  expect(sin.json()).toMatchObject({ veces_ahorro: null, porcentaje_salario: null, cupo_por: 'todos' });
});

test.each([
  [{ porcentaje_salario: 0.001 }, "El campo 'porcentaje_salario' debe ser mayor o igual a 0.01"],
  [{ porcentaje_salario: 1.5 }, "El campo 'porcentaje_salario' debe ser menor o igual a 1"],
  [{ veces_ahorro: -1 }, "El campo 'veces_ahorro' debe ser mayor o igual a 0.01"],
  [{ veces_ahorro: 101 }, "El campo 'veces_ahorro' debe ser menor o igual a 100"],
  [{ cupo_por: 'afiliado' }, "El campo 'cupo_por' debe ser uno de: tipo, todos"],
])('cupo inválido %j -> 400 %s', async (campos, error) => {
  const r = await guardar({ id_tipo_credito: 0, nombre: 'X', tasa: 0.01, ...campos });
  expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status: 400, body: { error } });
});
