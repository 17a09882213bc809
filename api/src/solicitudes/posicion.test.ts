// Revisión de una solicitud: el historial de estados (la radicación y cada cambio de
// estado, con de/a, observaciones, quién y cuándo, en la transacción del cambio) y la posición del
// afiliado sobre datos de ejemplo con sumas que en float no dan exacto. Solo el superadmin ve la posición.
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { PosicionAfiliado, RespuestaHistorialSolicitud, SolicitudCredito, ErrorApi } from '@fondo/contrato';
import { afiliado, credito, solicitudCredito, solicitudEstadoHistorial } from '../db/schema.js';
import { pedir, tokenDirecto } from '../../test/ayudantes.js';
import { archivosDeSolicitud, crearSolicitud, cuerpoSolicitud } from '../../test/ayudantes-solicitudes.js';
import { prepararDatosProductos, type DatosProductos } from '../../test/datos-productos.js';

let d: DatosProductos;
let solicitud: number;

const AHORA = new Date('2026-11-22T15:00:00.000Z');
const PRIMERA = new Date('2026-11-22T15:02:00.000Z');
const SEGUNDA = new Date('2026-11-22T15:04:30.000Z');

beforeAll(async () => {
  d = await prepararDatosProductos();
  const { db } = d.prueba;
  await db
    .update(afiliado)
    .set({ salario: '4000000.00', email: null })
    .where(eq(afiliado.id_afiliado, d.miembro.id_afiliado));
  await db
    .update(afiliado)
    .set({ nombres: 'Ana', apellidos: 'Revisora' })
    .where(eq(afiliado.id_afiliado, d.admin.id_afiliado));
  const base = {
    id_afiliado: d.miembro.id_afiliado,
    numero: 'P-9',
    saldo: '300000.05',
    valor_credito: '600000.00',
    valor_cuota: '110000.00',
    cuotas: 6,
    cuotas_pagadas: 3,
    cuotas_pendientes: 3,
    tasa: '0.012500',
    estado_credito: 'AL DIA',
    id_corte: d.c['2026-01-31']!,
  };
  await db.insert(credito).values([
    // semestral: se paga de la prima; cuenta en el saldo, no en las cuotas mensuales
    { ...base, id_tipo_credito: d.tc['Crédito de Prima']! },
    // sin saldo en el último corte: no está vigente
    { ...base, numero: 'Z-0', saldo: '0', id_tipo_credito: d.tc['Libre Inversión']! },
  ]);
  const anteriores: [string, SolicitudCredito['estado'], string | null][] = [
    ['2025-03-10T14:00:00Z', 'APROBADA', 'Aprobada en comité'],
    ['2026-06-01T10:00:00Z', 'NO APROBADA', 'La capacidad de descuento no alcanza.'],
  ];
  for (const [fecha, estado, observaciones] of anteriores) {
    await crearSolicitud(db, d.miembro.id_afiliado, d.tc['Libre Inversión']!, {
      fecha,
      estado,
      observaciones,
      valor: '2500000.10',
      fecha_revision: fecha.replace('T', ' ').replace('Z', '+00'),
    });
  }
  // de otro afiliado: no es del miembro
  await crearSolicitud(db, d.otro.id_afiliado, d.tc['Libre Inversión']!, { fecha: '2026-05-01T00:00:00Z' });

  d.prueba.reloj.fijar(AHORA);
  const archivos = await archivosDeSolicitud(db, d.miembro.id_afiliado);
  const r = await pedir(
    d.prueba.app,
    'POST',
    '/api/afiliados/me/solicitar-credito',
    d.tokenMiembro,
    cuerpoSolicitud(d.tc['Libre Inversión']!, archivos, { valor: 5_000_000, cuotas: 24 }),
  );
  expect(r.statusCode).toBe(200);
  solicitud = r.json<SolicitudCredito>().id_solicitud;
  // radicada después: no es anterior
  await crearSolicitud(db, d.miembro.id_afiliado, d.tc['Libre Inversión']!, { fecha: '2026-11-25T00:00:00Z' });
});
afterAll(async () => {
  await d.prueba.cerrar();
});

const revisar = (cuerpo: object, ahora: Date) => {
  d.prueba.reloj.fijar(ahora);
  return pedir(d.prueba.app, 'POST', '/api/solicitudes-credito', d.tokenAdmin, cuerpo);
};
const historial = async (token: string) =>
  (
    await pedir(d.prueba.app, 'GET', `/api/solicitudes-credito/${solicitud}/historial`, token)
  ).json<RespuestaHistorialSolicitud>().historial;

describe('historial de estados', () => {
  test('radicar deja el primer paso: de nada a PENDIENTE, por el afiliado, en la hora del servidor', async () => {
    expect(await historial(d.tokenAdmin)).toEqual([
      {
        id_historial: expect.any(Number),
        fecha: AHORA.toISOString(),
        estado_anterior: null,
        estado_nuevo: 'PENDIENTE',
        observaciones: null,
        quien: 'María José Núñez Peña',
      },
    ]);
  });

  test('cada cambio de estado del superadmin: de, a, observaciones, quién y cuándo; sin cambio de estado, nada', async () => {
    expect(
      (await revisar({ id_solicitud: solicitud, estado: 'APROBADA', observaciones: ' Aprobada ' }, PRIMERA)).statusCode,
    ).toBe(200);
    // solo observaciones: el estado no cambia, el historial tampoco (queda en la auditoría)
    expect(
      (await revisar({ id_solicitud: solicitud, estado: 'APROBADA', observaciones: 'Otra nota' }, PRIMERA)).statusCode,
    ).toBe(200);
    const r = await revisar(
      { id_solicitud: solicitud, estado: 'NO APROBADA', observaciones: 'El codeudor no cumple.' },
      SEGUNDA,
    );
    expect(r.statusCode).toBe(200);
    const pasos = await historial(d.tokenAdmin);
    expect(pasos.map(({ id_historial: _id, ...p }) => p)).toEqual([
      expect.objectContaining({ estado_anterior: null, estado_nuevo: 'PENDIENTE' }),
      {
        fecha: PRIMERA.toISOString(),
        estado_anterior: 'PENDIENTE',
        estado_nuevo: 'APROBADA',
        observaciones: 'Aprobada',
        quien: 'Ana Revisora',
      },
      {
        fecha: SEGUNDA.toISOString(),
        estado_anterior: 'APROBADA',
        estado_nuevo: 'NO APROBADA',
        observaciones: 'El codeudor no cumple.',
        quien: 'Ana Revisora',
      },
    ]);
    // guardado con el id de quien lo hizo (y su nombre de ese momento)
    const filas = await d.prueba.db
      .select()
      .from(solicitudEstadoHistorial)
      .where(eq(solicitudEstadoHistorial.id_solicitud, solicitud));
    expect(filas.map((f) => f.id_usuario)).toEqual([d.miembro.id_afiliado, d.admin.id_afiliado, d.admin.id_afiliado]);
  });

  test('el afiliado ve su historial con las decisiones, sin el nombre de quien revisó; otro afiliado, 403', async () => {
    const pasos = await historial(d.tokenMiembro);
    expect(pasos.map((p) => [p.estado_anterior, p.estado_nuevo, p.observaciones, p.quien])).toEqual([
      [null, 'PENDIENTE', null, 'María José Núñez Peña'],
      ['PENDIENTE', 'APROBADA', 'Aprobada', null],
      ['APROBADA', 'NO APROBADA', 'El codeudor no cumple.', null],
    ]);
    const otro = await tokenDirecto(d.prueba.app, d.otro.id_afiliado);
    const r = await pedir(d.prueba.app, 'GET', `/api/solicitudes-credito/${solicitud}/historial`, otro);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 403,
      b: { error: 'No tiene permiso para realizar esta acción' },
    });
    const no = await pedir(d.prueba.app, 'GET', '/api/solicitudes-credito/987654/historial', d.tokenAdmin);
    expect({ s: no.statusCode, b: no.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'Solicitud de crédito no encontrada' },
    });
  });
});

describe('posición del afiliado', () => {
  const posicion = (token: string, id = solicitud) =>
    pedir(d.prueba.app, 'GET', `/api/admin/solicitudes-credito/${id}/posicion`, token);

  test('ahorro por tipo y créditos vigentes del último corte, cuota / salario, anteriores e historial (cifras exactas)', async () => {
    const r = await posicion(d.tokenAdmin);
    expect(r.statusCode).toBe(200);
    const p = r.json<PosicionAfiliado>();
    expect(p).toMatchObject({
      id_solicitud: solicitud,
      id_afiliado: d.miembro.id_afiliado,
      afiliado_nombre: 'María José Núñez Peña',
      corte: { id_corte: d.c['2026-01-31'], corte: '2026-01-31' },
      // Revalorizacion en 0 no se muestra (SPEC 5); 1234567.10 + 0.20 exacto
      ahorros: [
        { id_tipo_aporte: d.t['Ahorro Permanente'], tipo: 'Ahorro Permanente', total: 1_234_567.1, cuota: 50_000 },
        { id_tipo_aporte: d.t['Ahorro Programado'], tipo: 'Ahorro Programado', total: 0.2, cuota: 100_000 },
      ],
      ahorro_total: 1_234_567.3,
      // 1000000.10 + 2000000.20 + 300000.05, exacto
      saldo_creditos: 3_300_000.35,
      cuota_salario: {
        salario: 4_000_000,
        cuota_solicitud: 242_433.24,
        periodicidad_solicitud: 'mensual',
        // A-1 y C-3 (60.000 cada una); la de prima es semestral
        cuotas_vigentes: 120_000,
        cuota_total: 362_433.24,
        parte_solicitud: 0.0606,
        parte_total: 0.0906,
      },
      cupo: null,
      solicitudes_anteriores_total: 2,
    });
    expect(
      p.creditos.map((c) => [c.numero, c.tipo, c.saldo, c.valor_cuota, c.cuotas_pendientes, c.periodicidad]),
    ).toEqual(
      expect.arrayContaining([
        ['A-1', 'Libre Inversión', 1_000_000.1, 60_000, 5, 'mensual'],
        ['C-3', 'Vivienda', 2_000_000.2, 60_000, 49, 'mensual'],
        ['P-9', 'Crédito de Prima', 300_000.05, 110_000, 3, 'semestral'],
      ]),
    );
    expect(p.creditos).toHaveLength(3);
    expect(p.solicitudes_anteriores.map((s) => [s.fecha.slice(0, 10), s.estado, s.observaciones, s.valor])).toEqual([
      ['2026-06-01', 'NO APROBADA', 'La capacidad de descuento no alcanza.', 2_500_000.1],
      ['2025-03-10', 'APROBADA', 'Aprobada en comité', 2_500_000.1],
    ]);
    expect(p.historial.map((h) => [h.estado_anterior, h.estado_nuevo, h.quien])).toEqual([
      [null, 'PENDIENTE', 'María José Núñez Peña'],
      ['PENDIENTE', 'APROBADA', 'Ana Revisora'],
      ['APROBADA', 'NO APROBADA', 'Ana Revisora'],
    ]);
  });

  test('sin cortes ni salario: listas vacías, totales 0 y sin parte del salario', async () => {
    const id = await crearSolicitud(d.prueba.db, d.vacio.id_afiliado, d.tc['Libre Inversión']!, {
      valor: '1200000.00',
      cuotas: 12,
    });
    const p = (await posicion(d.tokenAdmin, id)).json<PosicionAfiliado>();
    expect(p).toMatchObject({
      corte: null,
      ahorros: [],
      ahorro_total: 0,
      creditos: [],
      saldo_creditos: 0,
      cuota_salario: { salario: null, cuotas_vigentes: 0, parte_solicitud: null, parte_total: null },
      solicitudes_anteriores: [],
      solicitudes_anteriores_total: 0,
      historial: [],
    });
  });

  test('un afiliado no la ve, ni la de su propia solicitud (403); inexistente, 404', async () => {
    const r = await posicion(d.tokenMiembro);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 403,
      b: { error: 'No tiene permiso para realizar esta acción' },
    });
    const no = await posicion(d.tokenAdmin, 987654);
    expect({ s: no.statusCode, b: no.json<ErrorApi>() }).toEqual({
      s: 404,
      b: { error: 'Solicitud de crédito no encontrada' },
    });
  });

  test('borrar la solicitud borra su historial', async () => {
    const id = await crearSolicitud(d.prueba.db, d.miembro.id_afiliado, d.tc['Libre Inversión']!);
    expect((await revisar({ id_solicitud: id, estado: 'APROBADA' }, SEGUNDA)).statusCode).toBe(200);
    expect(
      await d.prueba.db.select().from(solicitudEstadoHistorial).where(eq(solicitudEstadoHistorial.id_solicitud, id)),
    ).toHaveLength(1);
    expect((await pedir(d.prueba.app, 'DELETE', `/api/solicitudes-credito/${id}`, d.tokenAdmin)).statusCode).toBe(200);
    expect(
      await d.prueba.db.select().from(solicitudEstadoHistorial).where(eq(solicitudEstadoHistorial.id_solicitud, id)),
    ).toHaveLength(0);
    expect(await d.prueba.db.select().from(solicitudCredito).where(eq(solicitudCredito.id_solicitud, id))).toHaveLength(
      0,
    );
  });
});
