// Rutas de Productos con datos hechos a mano: cifras del último corte, sumas exactas,
// certificados (lista, PDF con su texto, 400/404) y la verificación pública.
import { PDFParse } from 'pdf-parse';
import { eq } from 'drizzle-orm';
import type {
  CertificadoDisponible, HistorialAportes, RespuestaAportes, RespuestaCreditos, Resumen,
} from '@fondo/shared/types';
import { aporte, certificadoEmitido, corte, credito, tipoAporte, tipoCredito } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let vacio: FilaAfiliado;
let admin: FilaAfiliado;
let tokenMiembro: string;
let tokenVacio: string;
let tokenAdmin: string;
const c: Record<string, number> = {};
const t: Record<string, number> = {};
const tc: Record<string, number> = {};

async function textoPdf(cuerpo: Buffer): Promise<{ texto: string; titulo: unknown }> {
  const parser = new PDFParse({ data: new Uint8Array(cuerpo) });
  try {
    // Espacios y saltos de línea colapsados: los párrafos se parten donde caiga el ancho.
    const texto = (await parser.getText()).text.replace(/\s+/g, ' ');
    const info = await parser.getInfo();
    return { texto, titulo: (info.info as Record<string, unknown> | undefined)?.Title };
  } finally {
    await parser.destroy();
  }
}

const credBase = {
  valor_cuota: '60000.00', cuotas: 20, tasa: '0.012500', estado_credito: 'AL DIA',
  desembolso: '2024-10-15', inicio_descuento: '2024-11-30', terminacion: '2026-06-30',
};

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  prueba.reloj.fijar(new Date('2026-11-22T15:00:00Z'));
  const db = prueba.db;
  miembro = (await crearAfiliado(db, {
    nombres: 'María José', apellidos: 'Núñez Peña', documento: '52123456', documento_tipo: 'CC', genero: 'Femenino',
    tipo_afiliado: 'Docente', afiliacion: '2015-03-16', cargo: 'Docente de Inglés', lugar_trabajo: 'Sede Campestre',
  })).afiliado;
  otro = (await crearAfiliado(db, { nombres: 'Pedro', apellidos: 'Ajeno Otro', documento: '79111222' })).afiliado;
  vacio = (await crearAfiliado(db, { nombres: 'Sin', apellidos: 'Cortes', cambio_password: true })).afiliado;
  admin = (await crearAfiliado(db, { superadmin: true })).afiliado;

  for (const fecha of ['2023-12-31', '2024-12-31', '2025-06-30', '2025-12-31', '2026-01-31', '2026-02-28', '2026-12-31']) {
    const [f] = await db.insert(corte).values({ corte: fecha }).returning();
    c[fecha] = f!.id_corte;
  }
  for (const [nombre, orden] of [['Revalorizacion', 4], ['Ahorro Permanente', 1], ['Ahorro Programado', 2]] as const) {
    const [f] = await db.insert(tipoAporte).values({ nombre, orden }).returning();
    t[nombre] = f!.id_tipo_aporte;
  }
  for (const [nombre, periodicidad, activo] of [['Libre Inversión', 'mensual', true], ['Crédito de Prima', 'semestral', true], ['Vivienda', 'mensual', false]] as const) {
    const [f] = await db.insert(tipoCredito).values({ nombre, tasa: '0.012500', periodicidad, activo, simulador: activo }).returning();
    tc[nombre] = f!.id_tipo_credito;
  }
  const ap = (fecha: string, tipo: string, total: string, cuota = '0', id = miembro.id_afiliado) =>
    ({ id_corte: c[fecha]!, id_afiliado: id, id_tipo_aporte: t[tipo]!, total, cuota });
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
    ...credBase, id_corte: c[fecha]!, id_afiliado: miembro.id_afiliado, id_tipo_credito: tc[tipo]!, numero,
    saldo: '0', valor_credito: '1200000.00', cuotas_pagadas: 0, cuotas_pendientes: 20, ...campos,
  });
  await db.insert(credito).values([
    // Crédito A: 12 cuotas de 60.000 pagadas en 2025 y el saldo bajó 600.000 -> intereses 120.000.
    cr('2024-12-31', 'Libre Inversión', 'A-1', { saldo: '900000.00', cuotas_pagadas: 2, cuotas_pendientes: 18 }),
    cr('2025-06-30', 'Libre Inversión', 'A-1', { saldo: '600000.00', cuotas_pagadas: 8, cuotas_pendientes: 12 }),
    cr('2025-12-31', 'Libre Inversión', 'A-1', { saldo: '300000.00', cuotas_pagadas: 14, cuotas_pendientes: 6 }),
    cr('2026-01-31', 'Libre Inversión', 'A-1', { saldo: '1000000.10', cuotas_pagadas: 15, cuotas_pendientes: 5, descuento_prima: true }),
    // Crédito B, desembolsado en 2025: 5 cuotas de 110.000 y capital 500.000 -> intereses 50.000; cancelado en junio.
    cr('2025-06-30', 'Crédito de Prima', 'B-2', {
      valor_credito: '500000.00', valor_cuota: '110000.00', cuotas: 5, cuotas_pagadas: 5, cuotas_pendientes: 0,
      saldo: '0', desembolso: '2025-01-20', estado_credito: 'CANCELADO',
    }),
    // Crédito C, viejo y sin fila en diciembre de 2024: intereses no derivables.
    cr('2025-12-31', 'Vivienda', 'C-3', { saldo: '45000000.00', valor_credito: '60000000.00', desembolso: '2019-05-02', cuotas: 120, cuotas_pagadas: 70, cuotas_pendientes: 50 }),
    cr('2026-01-31', 'Vivienda', 'C-3', { saldo: '2000000.20', valor_credito: '60000000.00', desembolso: '2019-05-02', cuotas: 120, cuotas_pagadas: 71, cuotas_pendientes: 49, descuento_ahorro: true, estado_credito: 'EN MORA' }),
  ]);
  tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  tokenVacio = await tokenDirecto(prueba.app, vacio.id_afiliado);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
});
afterAll(async () => { await prueba?.cerrar(); });

describe('autorización de cada ruta', () => {
  const rutas = ['resumen', 'aportes', 'aportes/historial', 'creditos', 'certificados', 'certificado?tipo_certificado=afiliacion'];
  test.each(rutas)('%s: propio 200, ajeno 403, superadmin 200 sobre cualquiera, invitado 401, id inválido 400', async (ruta) => {
    const url = (id: string | number) => `/api/afiliados/${id}/${ruta}`;
    expect((await pedir(prueba.app, 'GET', url('me'), tokenMiembro)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', url(miembro.id_afiliado), tokenMiembro)).statusCode).toBe(200);
    const ajeno = await pedir(prueba.app, 'GET', url(otro.id_afiliado), tokenMiembro);
    expect({ s: ajeno.statusCode, b: ajeno.json() }).toEqual({ s: 403, b: { error: 'No tiene permiso para realizar esta acción' } });
    expect((await pedir(prueba.app, 'GET', url(otro.id_afiliado), tokenAdmin)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', url('me'), tokenAdmin)).statusCode).toBe(200);
    const invitado = await pedir(prueba.app, 'GET', url('me'));
    expect({ s: invitado.statusCode, b: invitado.json() }).toEqual({ s: 401, b: { error: 'Debe iniciar sesión' } });
    const vencido = await pedir(prueba.app, 'GET', url('me'), 'no.es.un-token');
    expect({ s: vencido.statusCode, b: vencido.json() }).toEqual({ s: 401, b: { error: 'Token expirado' } });
    const invalido = await pedir(prueba.app, 'GET', url('abc'), tokenMiembro);
    expect(invalido.statusCode).toBe(400);
    const inexistente = await pedir(prueba.app, 'GET', url(987654), tokenAdmin);
    expect({ s: inexistente.statusCode, b: inexistente.json() }).toEqual({ s: 404, b: { error: 'Afiliado no encontrado' } });
  });
});

describe('GET /api/afiliados/:id/resumen', () => {
  test('totales del último corte en que el afiliado tiene filas, sumados exactos', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<Resumen>()).toEqual({
      aportes: 1234567.3, creditos: 3000000.3, cambio_password: false,
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
    expect({ s: n.statusCode, b: n.json() }).toEqual({ s: 404, b: { error: 'Afiliado no encontrado' } });
  });

  test('otro afiliado 403, invitado 401, id no numérico 400', async () => {
    const ajeno = await pedir(prueba.app, 'GET', `/api/afiliados/${otro.id_afiliado}/resumen`, tokenMiembro);
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({ error: 'No tiene permiso para realizar esta acción' });
    const invitado = await pedir(prueba.app, 'GET', '/api/afiliados/me/resumen');
    expect(invitado.statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', 'me2']) {
      const r = await pedir(prueba.app, 'GET', `/api/afiliados/${id}/resumen`, tokenMiembro);
      expect({ id, s: r.statusCode, error: typeof r.json().error }).toEqual({ id, s: 400, error: 'string' });
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
      ['2024-12-31', 500000], ['2025-12-31', 1100000], ['2026-01-31', 1234567.1],
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
      id_credito: expect.any(Number), id_tipo_credito: tc['Libre Inversión'], numero: 'A-1', saldo: 1000000.1,
      valor_credito: 1200000, valor_cuota: 60000, cuotas: 20, cuotas_pagadas: 15, cuotas_pendientes: 5,
      desembolso: '2024-10-15', inicio_descuento: '2024-11-30', terminacion: '2026-06-30', tasa: 0.0125,
      estado_credito: 'AL DIA', descuento_prima: true, descuento_ahorro: false,
    });
    expect(cuerpo.creditos.find((x) => x.numero === 'C-3')).toMatchObject({ saldo: 2000000.2, estado_credito: 'EN MORA', descuento_ahorro: true });
    expect(cuerpo.tipos.map((x) => [x.nombre, x.periodicidad, x.activo, x.tasa])).toEqual([
      ['Crédito de Prima', 'semestral', true, 0.0125],
      ['Libre Inversión', 'mensual', true, 0.0125],
      ['Vivienda', 'mensual', false, 0.0125],
    ]);
  });
});

describe('certificados', () => {
  test('lista (DESIGN 6): afiliación, tributarios por diciembre con filas y saldos por corte con aportes', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.json<CertificadoDisponible[]>()).toEqual([
      { id_corte: null, certificado: 'afiliacion', etiqueta: 'Certificado de afiliación', corte: null },
      { id_corte: c['2025-12-31'], certificado: 'tributario', etiqueta: 'Certificado tributario 2025', corte: '2025-12-31' },
      { id_corte: c['2024-12-31'], certificado: 'tributario', etiqueta: 'Certificado tributario 2024', corte: '2024-12-31' },
      { id_corte: c['2023-12-31'], certificado: 'tributario', etiqueta: 'Certificado tributario 2023', corte: '2023-12-31' },
      // 2025-06-30 solo tiene créditos: no hay certificado de saldos de ese corte.
      { id_corte: c['2026-01-31'], certificado: 'saldos', etiqueta: 'Certificado de saldos a 31/01/2026', corte: '2026-01-31' },
      { id_corte: c['2025-12-31'], certificado: 'saldos', etiqueta: 'Certificado de saldos a 31/12/2025', corte: '2025-12-31' },
      { id_corte: c['2024-12-31'], certificado: 'saldos', etiqueta: 'Certificado de saldos a 31/12/2024', corte: '2024-12-31' },
      { id_corte: c['2023-12-31'], certificado: 'saldos', etiqueta: 'Certificado de saldos a 31/12/2023', corte: '2023-12-31' },
    ]);
  });

  test('sin cortes: solo el de afiliación', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificados', tokenVacio);
    expect(r.json<CertificadoDisponible[]>().map((x) => x.certificado)).toEqual(['afiliacion']);
  });

  test('PDF de saldos: documento, nombres, cifras del corte, código guardado y verificable', async () => {
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/me/certificado?id_corte=${c['2026-01-31']}&tipo_certificado=saldos`, tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="Certificado de saldos a 31-01-2026.pdf"; filename*=UTF-8''Certificado%20de%20saldos%20a%2031-01-2026.pdf`,
    );
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { texto, titulo } = await textoPdf(r.rawPayload);
    expect(titulo).toBe('Certificado de saldos a 31/01/2026');
    expect(texto).toContain('CERTIFICADO DE SALDOS');
    expect(texto).toContain('MARÍA JOSÉ NÚÑEZ PEÑA, identificada con C.C. No. 52.123.456');
    expect(texto).toContain('Bogotá D.C., 22 de noviembre de 2026');
    expect(texto).toContain('con corte al 31 de enero de 2026');
    expect(texto).toContain('Ahorro Permanente $1,234,567.10');
    expect(texto).toContain('Ahorro Programado $0.20');
    expect(texto).toContain('Total aportes y ahorros $1,234,567.30');
    // Revalorizacion en cero no se lista.
    expect(texto).not.toContain('Revalorizacion');
    expect(texto).toMatch(/Libre Inversión No\. A-1 15\/10\/2024 \$1,200,000\.00 \$1,000,000\.10/);
    expect(texto).toContain('Total créditos $3,000,000.30');
    expect(texto).toContain('Representante Legal');

    const codigo = /Código de verificación: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(texto)?.[1];
    expect(codigo).toBeDefined();
    expect(texto).toContain(`http://portal.prueba/api/certificados/verificar/${codigo}`);
    const [guardado] = await prueba.db.select().from(certificadoEmitido).where(eq(certificadoEmitido.codigo, codigo!));
    expect(guardado).toMatchObject({
      id_afiliado: miembro.id_afiliado, tipo: 'saldos', id_corte: c['2026-01-31'], etiqueta: 'Certificado de saldos a 31/01/2026',
    });

    // Verificación pública, sin sesión, con el código como lo escribiría una persona.
    const v = await pedir(prueba.app, 'GET', `/api/certificados/verificar/${codigo!.toLowerCase().replaceAll('-', '')}`);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({
      valido: true, etiqueta: 'Certificado de saldos a 31/01/2026', tipo_certificado: 'saldos', corte: '2026-01-31',
      afiliado: { nombres: 'María José', apellidos: 'Núñez Peña', documento: '****3456' },
      emitido: '2026-11-22T15:00:00.000Z',
    });
  });

  test('PDF tributario: saldos a diciembre, intereses pagados en el año y la nota de renta', async () => {
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/me/certificado?id_corte=${c['2025-12-31']}&tipo_certificado=tributario`, tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''Certificado%20tributario%202025.pdf`);
    const { texto, titulo } = await textoPdf(r.rawPayload);
    expect(titulo).toBe('Certificado tributario 2025');
    expect(texto).toContain('CERTIFICADO TRIBUTARIO');
    expect(texto).toContain('Año gravable 2025');
    expect(texto).toContain('Ahorro Permanente $1,100,000.00');
    expect(texto).toContain('Revalorizacion $4,321.55');
    expect(texto).toContain('Total aportes y ahorros $1,104,321.55');
    expect(texto).toContain('Libre Inversión No. A-1 $300,000.00 $120,000.00');
    expect(texto).toContain('Crédito de Prima No. B-2 $0.00 $50,000.00');
    expect(texto).toContain('Vivienda No. C-3 $45,000,000.00 No disponible');
    expect(texto).toContain('Total $45,300,000.00 $170,000.00');
    expect(texto).toContain('declaración de renta');
  });

  test('PDF de afiliación: fecha de afiliación, tipo y estado', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/afiliados/me/certificado?tipo_certificado=afiliacion', tokenMiembro);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain(`filename*=UTF-8''Certificado%20de%20afiliaci%C3%B3n.pdf`);
    const { texto } = await textoPdf(r.rawPayload);
    expect(texto).toContain('CERTIFICADO DE AFILIACIÓN');
    expect(texto).toContain('se encuentra afiliada a este fondo desde el 16 de marzo de 2015 en calidad de Docente');
    expect(texto).toContain('A la fecha su estado es ACTIVO.');
    expect(texto).toContain('Fecha de afiliación 16/03/2015');
    expect(texto).toContain('Lugar de trabajo Sede Campestre');
    expect(texto).toContain('C.C. No. 52.123.456');
  });

  test('el superadmin descarga el de cualquier afiliado; otro afiliado recibe 403', async () => {
    const url = `/certificado?id_corte=${c['2026-01-31']}&tipo_certificado=saldos`;
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/${miembro.id_afiliado}${url}`, tokenAdmin);
    expect(r.statusCode).toBe(200);
    expect((await textoPdf(r.rawPayload)).texto).toContain('MARÍA JOSÉ NÚÑEZ PEÑA');
    const ajeno = await pedir(prueba.app, 'GET', `/api/afiliados/${otro.id_afiliado}${url}`, tokenMiembro);
    expect(ajeno.statusCode).toBe(403);
    const invitado = await pedir(prueba.app, 'GET', `/api/afiliados/me${url}`);
    expect(invitado.statusCode).toBe(401);
  });

  test.each([
    ['tipo desconocido', `id_corte=CORTE_2026-01-31&tipo_certificado=otro`, 404, 'Certificado no encontrado'],
    ['corte inexistente', 'id_corte=99999&tipo_certificado=saldos', 404, 'Certificado no encontrado'],
    ['corte sin filas del afiliado', 'id_corte=CORTE_2026-02-28&tipo_certificado=saldos', 404, 'No hay información del afiliado en ese corte para generar el certificado'],
    ['saldos de un corte solo con créditos', 'id_corte=CORTE_2025-06-30&tipo_certificado=saldos', 404, 'No hay información del afiliado en ese corte para generar el certificado'],
    ['tributario de un diciembre sin filas', 'id_corte=CORTE_2026-12-31&tipo_certificado=tributario', 404, 'No hay información del afiliado en ese corte para generar el certificado'],
    ['tributario de un corte que no es de diciembre', 'id_corte=CORTE_2026-01-31&tipo_certificado=tributario', 404, 'El certificado tributario solo se genera con el corte de diciembre'],
    ['id_corte no numérico', 'id_corte=abc&tipo_certificado=saldos', 400, "El campo 'id_corte' debe ser un número entero"],
    ['id_corte decimal', 'id_corte=1.5&tipo_certificado=saldos', 400, "El campo 'id_corte' debe ser un número entero"],
    ['saldos sin id_corte', 'tipo_certificado=saldos', 400, "Falta el corte del certificado ('id_corte')"],
    ['sin tipo', `id_corte=CORTE_2026-01-31`, 400, "Falta el tipo de certificado ('tipo_certificado')"],
  ])('%s (%s) -> %d', async (_nombre, consulta, status, error) => {
    const q = consulta.replace(/CORTE_(\d{4}-\d{2}-\d{2})/, (_m, fecha: string) => String(c[fecha]));
    const antes = (await prueba.db.select().from(certificadoEmitido)).length;
    const r = await pedir(prueba.app, 'GET', `/api/afiliados/me/certificado?${q}`, tokenMiembro);
    expect({ status: r.statusCode, body: r.json() }).toEqual({ status, body: { error } });
    // Nada se registra cuando no hay certificado.
    expect((await prueba.db.select().from(certificadoEmitido)).length).toBe(antes);
  });

  test('verificación: código desconocido o malformado -> 404', async () => {
    for (const codigo of ['ABCD-EFGH-JKLM-NPQR', 'no-es-un-codigo', 'x'.repeat(64)]) {
      const r = await pedir(prueba.app, 'GET', `/api/certificados/verificar/${codigo}`);
      expect({ codigo, s: r.statusCode, b: r.json() }).toEqual({ codigo, s: 404, b: { error: 'Código de verificación no encontrado' } });
    }
  });
});
