// Datos de Productos y Certificados hechos a mano (cortes, tipos, aportes y créditos con sumas que
// en float no dan exacto), compartidos por productos/routes.test.ts y certificados/routes.test.ts.
import type { ErrorApi } from '@fondo/contrato';
import { aporte, corte, credito, tipoAporte, tipoCredito } from '../src/db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from './ayudantes.js';

export interface DatosProductos {
  prueba: AppDePrueba;
  miembro: FilaAfiliado;
  otro: FilaAfiliado;
  vacio: FilaAfiliado;
  admin: FilaAfiliado;
  tokenMiembro: string;
  tokenVacio: string;
  tokenAdmin: string;
  /** id_corte por fecha */
  c: Record<string, number>;
  /** id_tipo_aporte por nombre */
  t: Record<string, number>;
  /** id_tipo_credito por nombre */
  tc: Record<string, number>;
}

const credBase = {
  valor_cuota: '60000.00',
  cuotas: 20,
  tasa: '0.012500',
  estado_credito: 'AL DIA',
  desembolso: '2024-10-15',
  inicio_descuento: '2024-11-30',
  terminacion: '2026-06-30',
};

/** App nueva con el reloj fijo en 2026-11-22 y los datos de ejemplo. */
export async function prepararDatosProductos(): Promise<DatosProductos> {
  const c: Record<string, number> = {};
  const t: Record<string, number> = {};
  const tc: Record<string, number> = {};
  const prueba = await crearAppDePrueba();
  prueba.reloj.fijar(new Date('2026-11-22T15:00:00Z'));
  const db = prueba.db;
  const miembro = (
    await crearAfiliado(db, {
      nombres: 'María José',
      apellidos: 'Núñez Peña',
      documento: '52123456',
      documento_tipo: 'CC',
      genero: 'Femenino',
      tipo_afiliado: 'Docente',
      afiliacion: '2015-03-16',
      cargo: 'Docente de Inglés',
      lugar_trabajo: 'Sede Campestre',
    })
  ).afiliado;
  const otro = (await crearAfiliado(db, { nombres: 'Pedro', apellidos: 'Ajeno Otro', documento: '79111222' })).afiliado;
  const vacio = (await crearAfiliado(db, { nombres: 'Sin', apellidos: 'Cortes', cambio_password: true })).afiliado;
  const admin = (await crearAfiliado(db, { superadmin: true })).afiliado;

  for (const fecha of [
    '2023-12-31',
    '2024-12-31',
    '2025-06-30',
    '2025-12-31',
    '2026-01-31',
    '2026-02-28',
    '2026-12-31',
  ]) {
    const [f] = await db.insert(corte).values({ corte: fecha }).returning();
    c[fecha] = f!.id_corte;
  }
  for (const [nombre, orden] of [
    ['Revalorizacion', 4],
    ['Ahorro Permanente', 1],
    ['Ahorro Programado', 2],
  ] as const) {
    const [f] = await db.insert(tipoAporte).values({ nombre, orden }).returning();
    t[nombre] = f!.id_tipo_aporte;
  }
  for (const [nombre, periodicidad, activo] of [
    ['Libre Inversión', 'mensual', true],
    ['Crédito de Prima', 'semestral', true],
    ['Vivienda', 'mensual', false],
  ] as const) {
    const [f] = await db
      .insert(tipoCredito)
      .values({ nombre, tasa: '0.012500', periodicidad, activo, simulador: activo })
      .returning();
    tc[nombre] = f!.id_tipo_credito;
  }
  const ap = (fecha: string, tipo: string, total: string, cuota = '0', id = miembro.id_afiliado) => ({
    id_corte: c[fecha]!,
    id_afiliado: id,
    id_tipo_aporte: t[tipo]!,
    total,
    cuota,
  });
  await db.insert(aporte).values([
    ap('2023-12-31', 'Ahorro Permanente', '100.00'),
    ap('2024-12-31', 'Ahorro Permanente', '500000.00', '50000.00'),
    ap('2025-12-31', 'Ahorro Permanente', '1100000.00', '50000.00'),
    ap('2025-12-31', 'Revalorizacion', '4321.55'),
    // Último corte del miembro: sumas que en float no dan exacto (0.1 + 0.2).
    ap('2026-01-31', 'Ahorro Permanente', '1234567.10', '50000.00'),
    ap('2026-01-31', 'Ahorro Programado', '0.20', '100000.00'),
    ap('2026-01-31', 'Revalorizacion', '0.00'),
    // Corte posterior en el que solo el otro afiliado tiene filas; y un diciembre ajeno.
    ap('2026-02-28', 'Ahorro Permanente', '999.00', '10.00', otro.id_afiliado),
    ap('2026-12-31', 'Ahorro Permanente', '1999.00', '10.00', otro.id_afiliado),
  ]);
  const cr = (fecha: string, tipo: string, numero: string, campos: Partial<typeof credito.$inferInsert>) => ({
    ...credBase,
    id_corte: c[fecha]!,
    id_afiliado: miembro.id_afiliado,
    id_tipo_credito: tc[tipo]!,
    numero,
    saldo: '0',
    valor_credito: '1200000.00',
    cuotas_pagadas: 0,
    cuotas_pendientes: 20,
    ...campos,
  });
  await db.insert(credito).values([
    // Crédito A: 12 cuotas de 60.000 pagadas en 2025 y el saldo bajó 600.000 -> intereses 120.000.
    cr('2024-12-31', 'Libre Inversión', 'A-1', { saldo: '900000.00', cuotas_pagadas: 2, cuotas_pendientes: 18 }),
    cr('2025-06-30', 'Libre Inversión', 'A-1', { saldo: '600000.00', cuotas_pagadas: 8, cuotas_pendientes: 12 }),
    cr('2025-12-31', 'Libre Inversión', 'A-1', { saldo: '300000.00', cuotas_pagadas: 14, cuotas_pendientes: 6 }),
    cr('2026-01-31', 'Libre Inversión', 'A-1', {
      saldo: '1000000.10',
      cuotas_pagadas: 15,
      cuotas_pendientes: 5,
      descuento_prima: true,
    }),
    // Crédito B, desembolsado en 2025: 5 cuotas de 110.000 y capital 500.000 -> intereses 50.000; cancelado en junio.
    cr('2025-06-30', 'Crédito de Prima', 'B-2', {
      valor_credito: '500000.00',
      valor_cuota: '110000.00',
      cuotas: 5,
      cuotas_pagadas: 5,
      cuotas_pendientes: 0,
      saldo: '0',
      desembolso: '2025-01-20',
      estado_credito: 'CANCELADO',
    }),
    // Crédito C, viejo y sin fila en diciembre de 2024: intereses no derivables.
    cr('2025-12-31', 'Vivienda', 'C-3', {
      saldo: '45000000.00',
      valor_credito: '60000000.00',
      desembolso: '2019-05-02',
      cuotas: 120,
      cuotas_pagadas: 70,
      cuotas_pendientes: 50,
    }),
    cr('2026-01-31', 'Vivienda', 'C-3', {
      saldo: '2000000.20',
      valor_credito: '60000000.00',
      desembolso: '2019-05-02',
      cuotas: 120,
      cuotas_pagadas: 71,
      cuotas_pendientes: 49,
      descuento_ahorro: true,
      estado_credito: 'EN MORA',
    }),
  ]);
  const tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  const tokenVacio = await tokenDirecto(prueba.app, vacio.id_afiliado);
  const tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
  return { prueba, miembro, otro, vacio, admin, tokenMiembro, tokenVacio, tokenAdmin, c, t, tc };
}

/**
 * Una ruta GET /api/afiliados/:id/<ruta>: propio 200, ajeno 403, superadmin 200 sobre cualquiera, invitado
 * 401, token inválido 401, id inválido 400 y afiliado inexistente 404.
 */
export async function comprobarAccesoPorAfiliado(d: DatosProductos, ruta: string): Promise<void> {
  const url = (id: string | number) => `/api/afiliados/${id}/${ruta}`;
  expect((await pedir(d.prueba.app, 'GET', url('me'), d.tokenMiembro)).statusCode).toBe(200);
  expect((await pedir(d.prueba.app, 'GET', url(d.miembro.id_afiliado), d.tokenMiembro)).statusCode).toBe(200);
  const ajeno = await pedir(d.prueba.app, 'GET', url(d.otro.id_afiliado), d.tokenMiembro);
  expect({ s: ajeno.statusCode, b: ajeno.json<ErrorApi>() }).toEqual({
    s: 403,
    b: { error: 'No tiene permiso para realizar esta acción' },
  });
  expect((await pedir(d.prueba.app, 'GET', url(d.otro.id_afiliado), d.tokenAdmin)).statusCode).toBe(200);
  expect((await pedir(d.prueba.app, 'GET', url('me'), d.tokenAdmin)).statusCode).toBe(200);
  const invitado = await pedir(d.prueba.app, 'GET', url('me'));
  expect({ s: invitado.statusCode, b: invitado.json<ErrorApi>() }).toEqual({
    s: 401,
    b: { error: 'Debe iniciar sesión' },
  });
  const vencido = await pedir(d.prueba.app, 'GET', url('me'), 'no.es.un-token');
  expect({ s: vencido.statusCode, b: vencido.json<ErrorApi>() }).toEqual({ s: 401, b: { error: 'Token expirado' } });
  const invalido = await pedir(d.prueba.app, 'GET', url('abc'), d.tokenMiembro);
  expect(invalido.statusCode).toBe(400);
  const inexistente = await pedir(d.prueba.app, 'GET', url(987654), d.tokenAdmin);
  expect({ s: inexistente.statusCode, b: inexistente.json<ErrorApi>() }).toEqual({
    s: 404,
    b: { error: 'Afiliado no encontrado' },
  });
}
