// Rutas de Productos con datos hechos a mano (test/datos-productos.ts): cifras del último corte y
// sumas exactas.
import { expect } from '@jest/globals';
import type { HistorialAportes, RespuestaAportes, RespuestaCreditos, Resumen, ErrorApi } from '@fondo/contrato';
import { pedir, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import { comprobarAccesoPorAfiliado, prepararDatosProductos, type DatosProductos } from '../../test/datos-productos.js';

let datos: DatosProductos;
let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let tokenMiembro: string;
let tokenVacio: string;
let tokenAdmin: string;
let c: Record<string, number>;
let t: Record<string, number>;
let tc: Record<string, number>;

beforeAll(async () => {
  datos = await prepararDatosProductos();
  ({ prueba, miembro, otro, tokenMiembro, tokenVacio, tokenAdmin, c, t, tc } = datos);
});
afterAll(async () => {
  await prueba?.cerrar();
});

describe('autorización de cada ruta', () => {
  const rutas = ['resumen', 'aportes', 'aportes/historial', 'creditos'];
  test.each(rutas)(
    '%s: propio 200, ajeno 403, superadmin 200 sobre cualquiera, invitado 401, id inválido 400',
    async (ruta) => {
      await comprobarAccesoPorAfiliado(datos, ruta);
    },
  );
});
describe('GET /api/afiliados/:id/resumen', () => {
  test('totales del último corte en que el afiliado tiene filas, sumados exactos', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<Resumen>()).toEqual({
      aportes: 1234567.3,
      creditos: 3000000.3,
      cambio_password: false,
      corte: { id_corte: c['2026-01-31'], corte: '2026-01-31' },
    });
  });

  test('sin cortes: ceros, corte null y el aviso de cambio de clave', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen', tokenVacio);
    expect(r.json<Resumen>()).toEqual({ aportes: 0, creditos: 0, cambio_password: true, corte: null });
  });

  test('el superadmin ve el de cualquiera; un id inexistente es 404', async () => {
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/${miembro.id_afiliado}/resumen`, tokenAdmin);
    expect(r.json<Resumen>().aportes).toBe(1234567.3);
    const n = await pedir(prueba.app, 'GET', '/api/afiliados/987654/resumen', tokenAdmin);
    expect({ s: n.statusCode, b: n.json<ErrorApi>() }).toEqual({ s: 404, b: { error: 'Afiliado no encontrado' } });
  });

  test('otro afiliado 403, invitado 401, id no numérico 400', async () => {
    const ajeno = await pedir(prueba.app, 'GET', `/api/afiliados/${otro.id_afiliado}/resumen`, tokenMiembro);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({ error: 'No tiene permiso para realizar esta acción' });
    const invitado = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen');
    expect(invitado.statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', 'me2']) {
      const r = await pedir(prueba.app, 'GET', `/api/afiliados/${id}/resumen`, tokenMiembro);
      expect({ id, s: r.statusCode, error: typeof r.json<ErrorApi>().error }).toEqual({ id, s: 400, error: 'string' });
    }
  });
});

describe('GET /api/afiliados/:id/aportes', () => {
  test('las filas del último corte tal como están, con su tipo, el corte y los tipos', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/aportes', tokenMiembro);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaAportes>();
    expect(cuerpo.corte).toEqual({ id_corte: c['2026-01-31'], corte: '2026-01-31' });
    expect(cuerpo.aportes.map((a) => [a.tipo_aporte.nombre, a.total, a.cuota, a.tipo_aporte.orden])).toEqual([
      ['Ahorro Permanente', 1234567.1, 50000, 1],
      ['Ahorro Programado', 0.2, 100000, 2],
      ['Revalorizacion', 0, 0, 4],
    ]);
    expect(cuerpo.aportes[0]?.id_tipo_aporte).toBe(t['Ahorro Permanente']);
    expect(cuerpo.tipos.map((x) => x.nombre)).toEqual(['Ahorro Permanente', 'Ahorro Programado', 'Revalorizacion']);
  });

  test('sin cortes: lista vacía y corte null', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/aportes', tokenVacio);
    expect(r.json<RespuestaAportes>()).toMatchObject({ aportes: [], corte: null });
  });
});

describe('GET /api/afiliados/:id/aportes/historial', () => {
  test('por tipo, los totales de los cortes de los últimos 24 meses', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/aportes/historial', tokenMiembro);
    expect(r.statusCode).toBe(200);
    const h = r.json<HistorialAportes>();
    // El corte de 2023-12-31 queda fuera (más de 24 meses antes del 2026-01-31).
    expect(h.cortes.map((x) => x.corte)).toEqual(['2024-12-31', '2025-12-31', '2026-01-31']);
    expect(h.tipos.map((x) => x.nombre)).toEqual(['Ahorro Permanente', 'Ahorro Programado', 'Revalorizacion']);
    const permanente = h.series.find((s) => s.id_tipo_aporte === t['Ahorro Permanente']);
    expect(permanente?.puntos.map((p) => [p.corte, p.total])).toEqual([
      ['2024-12-31', 500000],
      ['2025-12-31', 1100000],
      ['2026-01-31', 1234567.1],
    ]);
    const reval = h.series.find((s) => s.id_tipo_aporte === t.Revalorizacion);
    expect(reval?.puntos.map((p) => p.total)).toEqual([4321.55, 0]);
  });

  test('sin cortes: todo vacío', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/aportes/historial', tokenVacio);
    expect(r.json()).toEqual({ tipos: [], cortes: [], series: [] });
  });
});

describe('GET /api/afiliados/:id/creditos', () => {
  test('los créditos del último corte con todos sus campos, y los tipos', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/creditos', tokenMiembro);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaCreditos>();
    expect(cuerpo.corte).toEqual({ id_corte: c['2026-01-31'], corte: '2026-01-31' });
    expect(cuerpo.creditos).toHaveLength(2);
    const a = cuerpo.creditos.find((x) => x.numero === 'A-1');
    expect(a).toEqual({
      id_credito: expect.any(Number),
      id_tipo_credito: tc['Libre Inversión'],
      numero: 'A-1',
      saldo: 1000000.1,
      valor_credito: 1200000,
      valor_cuota: 60000,
      cuotas: 20,
      cuotas_pagadas: 15,
      cuotas_pendientes: 5,
      desembolso: '2024-10-15',
      inicio_descuento: '2024-11-30',
      terminacion: '2026-06-30',
      tasa: 0.0125,
      estado_credito: 'AL DIA',
      descuento_prima: true,
      descuento_ahorro: false,
    });
    expect(cuerpo.creditos.find((x) => x.numero === 'C-3')).toMatchObject({
      saldo: 2000000.2,
      estado_credito: 'EN MORA',
      descuento_ahorro: true,
    });
    expect(cuerpo.tipos.map((x) => [x.nombre, x.periodicidad, x.activo, x.tasa])).toEqual([
      ['Crédito de Prima', 'semestral', true, 0.0125],
      ['Libre Inversión', 'mensual', true, 0.0125],
      ['Vivienda', 'mensual', false, 0.0125],
    ]);
  });
});
