// Cupo de crédito por la API: la posición del afiliado por tipo con regla, el cupo en sus límites
// al radicar (en el límite pasa y las cifras quedan con la solicitud; un centavo más, 400), un tipo sin
// regla como antes, y la marca de los tipos de aporte que cuentan (superadmin, auditada).
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  mensajeSuperaCuota,
  mensajeSuperaCupo,
  type RespuestaCupo,
  type SolicitudCredito,
  type TipoAporteCupo,
  type ErrorApi,
} from '@fondo/contrato';
import { aporte, auditoria, corte, credito, solicitudCredito, tipoAporte } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { archivosDeSolicitud, crearTipoCredito, cuerpoSolicitud } from '../../test/ayudantes-solicitudes.js';

let prueba: AppDePrueba;
let idMiembro: number;
let token: string;
let tokenAdmin: string;
let porTipo: number;
let porTodos: number;
let sinRegla: number;
let permanente: number;
let programado: number;
let afiliacion: number;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  const db = prueba.db;
  idMiembro = (await crearAfiliado(db, { salario: '2000000.00' })).afiliado.id_afiliado;
  token = await tokenDirecto(prueba.app, idMiembro);
  tokenAdmin = await tokenDirecto(prueba.app, (await crearAfiliado(db, { superadmin: true })).afiliado.id_afiliado);
  // tasa 0: la cuota es valor / cuotas, para llegar al límite exacto de la cuota.
  const base = { tasa: '0', plazo_minimo: 1, plazo_maximo: 60 };
  porTipo = await crearTipoCredito(db, { ...base, nombre: 'Cupo por tipo', veces_ahorro: '3' });
  porTodos = await crearTipoCredito(db, {
    ...base,
    nombre: 'Cupo por todos',
    veces_ahorro: '2',
    porcentaje_salario: '0.4',
    cupo_por: 'todos',
  });
  sinRegla = await crearTipoCredito(db, { ...base, nombre: 'Sin regla' });
  await crearTipoCredito(db, { ...base, nombre: 'Inactivo con regla', veces_ahorro: '5', activo: false });
  const tipoAp = async (nombre: string, orden: number, cuenta_para_cupo: boolean) =>
    (await db.insert(tipoAporte).values({ nombre, orden, cuenta_para_cupo }).returning())[0]!.id_tipo_aporte;
  permanente = await tipoAp('Cupo Ahorro Permanente', 1, true);
  programado = await tipoAp('Cupo Ahorro Programado', 2, true);
  afiliacion = await tipoAp('Cupo Cuota de afiliación', 3, false);
  const [viejo] = await db.insert(corte).values({ corte: '2026-08-31' }).returning();
  const [ultimo] = await db.insert(corte).values({ corte: '2026-09-30' }).returning();
  const ap = (id_corte: number, id_tipo_aporte: number, total: string) =>
    db.insert(aporte).values({ id_corte, id_afiliado: idMiembro, id_tipo_aporte, total });
  await ap(viejo!.id_corte, permanente, '90000000.00'); // de un corte anterior: no cuenta
  await ap(ultimo!.id_corte, permanente, '1000000.00');
  await ap(ultimo!.id_corte, programado, '500000.25');
  await ap(ultimo!.id_corte, afiliacion, '300000.00'); // no marcado: no cuenta
  const cr = (id_tipo_credito: number, numero: string, saldo: string, valor_cuota: string) =>
    db.insert(credito).values({
      id_corte: ultimo!.id_corte,
      id_afiliado: idMiembro,
      id_tipo_credito,
      numero,
      saldo,
      valor_credito: '9000000.00',
      valor_cuota,
      cuotas: 36,
      tasa: '0.01',
      estado_credito: 'AL DIA',
    });
  await cr(porTipo, 'T-1', '1000000.00', '100000.00');
  await cr(sinRegla, 'S-1', '2000000.00', '200000.00');
  await cr(porTipo, 'T-0', '0.00', '50000.00'); // pagado: ni saldo ni cuota
});
afterAll(async () => {
  await prueba.cerrar();
});

const leerCupo = async (t = token) =>
  (await pedir(prueba.app, 'GET', '/api/afiliados/me/cupo', t)).json<RespuestaCupo>();
const radicar = async (idTipo: number, valor: number, cuotas: number, t = token, id = idMiembro) =>
  pedir(
    prueba.app,
    'POST',
    '/api/afiliados/me/solicitar-credito',
    t,
    cuerpoSolicitud(idTipo, await archivosDeSolicitud(prueba.db, id), { valor, cuotas }),
  );

test('GET /api/afiliados/me/cupo: último corte, aportes marcados, créditos vigentes; solo tipos activos con regla', async () => {
  expect(await leerCupo()).toEqual({
    corte: { id_corte: expect.any(Number), corte: '2026-09-30' },
    ahorro: 1_500_000.25,
    // de dónde sale el ahorro del cupo; el total es el de /inicio (con la cuota de afiliación, que no cuenta)
    aportes_cupo: [
      { nombre: 'Cupo Ahorro Permanente', total: 1_000_000 },
      { nombre: 'Cupo Ahorro Programado', total: 500_000.25 },
    ],
    ahorro_total: 1_800_000.25,
    salario: 2_000_000,
    cuotas_vigentes: 300_000,
    tipos: [
      {
        id_tipo_credito: porTipo,
        nombre: 'Cupo por tipo',
        veces_ahorro: 3,
        cupo_por: 'tipo',
        saldo_creditos: 1_000_000,
        cupo: 4_500_000.75,
        disponible: 3_500_000.75,
        porcentaje_salario: 0.5,
        cuota_maxima: 700_000,
      },
      {
        id_tipo_credito: porTodos,
        nombre: 'Cupo por todos',
        veces_ahorro: 2,
        cupo_por: 'todos',
        saldo_creditos: 3_000_000,
        cupo: 3_000_000.5,
        disponible: 0.5,
        porcentaje_salario: 0.4,
        cuota_maxima: 500_000,
      },
    ],
  });
});

describe('radicar en los límites del cupo', () => {
  test('un centavo sobre el disponible: 400 con el texto del formulario; nada se guarda', async () => {
    const antes = (await prueba.db.select().from(solicitudCredito)).length;
    const r = await radicar(porTipo, 3_500_000.76, 6);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: mensajeSuperaCupo(3_500_000.75) },
    });
    expect((await prueba.db.select().from(solicitudCredito)).length).toBe(antes);
  });

  test('la cuota un centavo sobre la parte del salario: 400', async () => {
    const r = await radicar(porTipo, 1_400_000.02, 2);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: mensajeSuperaCuota(0.5, 700_000) },
    });
  });

  test('en el límite exacto (valor y cuota): se radica y las cifras quedan con la solicitud y en su detalle', async () => {
    const r = await radicar(porTipo, 3_500_000.75, 5); // cuota 700.000,15: pasa
    expect(r.statusCode).toBe(400);
    const ok = await radicar(porTipo, 1_400_000, 2); // cuota 700.000 exacta
    expect(ok.statusCode).toBe(200);
    const s = ok.json<SolicitudCredito>();
    expect(s).toMatchObject({
      valor: 1_400_000,
      cupo_disponible: 3_500_000.75,
      cuota_maxima: 700_000,
      ahorro_cupo: 1_500_000.25,
    });
    const detalle = await pedir(prueba.app, 'GET', `/api/solicitudes-credito/${s.id_solicitud}`, tokenAdmin);
    expect(detalle.json()).toMatchObject({
      cupo_disponible: 3_500_000.75,
      cuota_maxima: 700_000,
      ahorro_cupo: 1_500_000.25,
    });
    const [fila] = await prueba.db
      .select()
      .from(solicitudCredito)
      .where(eq(solicitudCredito.id_solicitud, s.id_solicitud));
    expect(fila).toMatchObject({ cupo_disponible: '3500000.75', cuota_maxima: '700000.00', ahorro_cupo: '1500000.25' });
    const lleno = await radicar(porTipo, 3_500_000.75, 6);
    expect(lleno.statusCode).toBe(200); // la solicitud pendiente no es un crédito: no descuenta saldo
  });

  test('la revisión del superadmin muestra el cupo de hoy en el tipo de la solicitud; sin regla, null', async () => {
    const posicion = async (id: number) =>
      (await pedir(prueba.app, 'GET', `/api/admin/solicitudes-credito/${id}/posicion`, tokenAdmin)).json<{
        cupo: unknown;
      }>();
    const conRegla = (await radicar(porTipo, 1_000, 2)).json<SolicitudCredito>();
    expect((await posicion(conRegla.id_solicitud)).cupo).toEqual({
      cupo: 4_500_000.75,
      disponible: 3_500_000.75,
      porcentaje_salario: 0.5,
      cuota_maxima: 700_000,
    });
    const sin = (await radicar(sinRegla, 1_000, 2)).json<SolicitudCredito>();
    expect((await posicion(sin.id_solicitud)).cupo).toBeNull();
  });

  test("cupo por 'todos': descuenta el saldo de todos los créditos (disponible 0,50: ni 1 peso cabe)", async () => {
    expect((await radicar(porTodos, 1, 1)).json()).toEqual({ error: mensajeSuperaCupo(0.5) });
  });

  test('un tipo sin regla se radica como antes, sin cifras', async () => {
    const r = await radicar(sinRegla, 50_000_000, 12);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ cupo_disponible: null, cuota_maxima: null, ahorro_cupo: null });
  });

  test('sin ahorro ni cortes: cupo 0 y todo valor avisa; sin salario, sin límite de cuota', async () => {
    const nuevo = (await crearAfiliado(prueba.db)).afiliado.id_afiliado;
    const t = await tokenDirecto(prueba.app, nuevo);
    const cupo = await leerCupo(t);
    expect(cupo).toMatchObject({
      corte: null,
      ahorro: 0,
      aportes_cupo: [],
      ahorro_total: 0,
      salario: null,
      cuotas_vigentes: 0,
    });
    expect(cupo.tipos[0]).toMatchObject({ cupo: 0, disponible: 0, cuota_maxima: null });
    expect((await radicar(porTipo, 1, 1, t, nuevo)).json()).toEqual({ error: mensajeSuperaCupo(0) });
  });
});

describe('tipos de aporte que cuentan para el cupo', () => {
  test('el superadmin los lista y marca; el cupo cambia; queda en la auditoría; un id que no existe: 400', async () => {
    const lista = (await pedir(prueba.app, 'GET', '/api/admin/tipos-aporte', tokenAdmin)).json<TipoAporteCupo[]>();
    expect(lista.filter((t) => t.nombre.startsWith('Cupo '))).toEqual([
      { id_tipo_aporte: permanente, nombre: 'Cupo Ahorro Permanente', orden: 1, cuenta_para_cupo: true },
      { id_tipo_aporte: programado, nombre: 'Cupo Ahorro Programado', orden: 2, cuenta_para_cupo: true },
      { id_tipo_aporte: afiliacion, nombre: 'Cupo Cuota de afiliación', orden: 3, cuenta_para_cupo: false },
    ]);
    const malo = await pedir(prueba.app, 'PUT', '/api/admin/tipos-aporte/cupo', tokenAdmin, {
      ids: [permanente, 999999],
    });
    expect({ status: malo.statusCode, body: malo.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: 'Uno de los tipos de aporte no existe' },
    });
    const r = await pedir(prueba.app, 'PUT', '/api/admin/tipos-aporte/cupo', tokenAdmin, {
      ids: [permanente, afiliacion],
    });
    expect(r.statusCode).toBe(200);
    expect(
      r
        .json<TipoAporteCupo[]>()
        .filter((t) => t.cuenta_para_cupo)
        .map((t) => t.id_tipo_aporte),
    ).toEqual([permanente, afiliacion]);
    expect((await leerCupo()).ahorro).toBe(1_300_000);
    const [a] = await prueba.db.select().from(auditoria).where(eq(auditoria.accion, 'aportes_cupo_marcados'));
    expect(a?.detalle).toEqual({ ids_tipo_aporte: [permanente, afiliacion] });
    await pedir(prueba.app, 'PUT', '/api/admin/tipos-aporte/cupo', tokenAdmin, { ids: [permanente, programado] });
    expect((await leerCupo()).ahorro).toBe(1_500_000.25);
  });

  test('el afiliado no los lista ni los marca (403)', async () => {
    expect((await pedir(prueba.app, 'GET', '/api/admin/tipos-aporte', token)).statusCode).toBe(403);
    expect((await pedir(prueba.app, 'PUT', '/api/admin/tipos-aporte/cupo', token, { ids: [] })).statusCode).toBe(403);
  });
});
