// Administración (issue 10): afiliados, importación y exportación .xlsx, cortes, impersonación,
// bienvenida, tablero y auditoría. La autorización de cada ruta está en la matriz (test/matriz-rutas.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { RespuestaImportacion } from '@fondo/contrato';
import {
  CLAVE_PRUEBA, crearAfiliado, crearAppDePrueba, iniciarSesion, pedir, tokenDirecto, type AppDePrueba, type FilaAfiliado,
} from '../../test/ayudantes.js';
import { importar, leerLibro, libro, multipart, zip } from '../../test/ayudantes-admin.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { afiliado, aporte, auditoria, corte, credito, tipoAporte } from '../db/schema.js';
import { MENSAJE_CON_MOVIMIENTOS } from './servicio.js';

let p: AppDePrueba;
let admin: FilaAfiliado;
let token: string;
const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  p = await crearAppDePrueba();
  admin = (await crearAfiliado(p.db, { superadmin: true, nombres: 'Admin', apellidos: 'Fondo' })).afiliado;
  token = await tokenDirecto(p.app, admin.id_afiliado);
});
afterAll(async () => { await p.cerrar(); });

const auditorias = (accion: string) => p.db.select().from(auditoria).where(eq(auditoria.accion, accion));

describe('GET /api/admin/afiliados', () => {
  beforeAll(async () => {
    await crearAfiliado(p.db, { nombres: 'José Ángel', apellidos: 'Pérez Núñez', documento: '7100001' });
    await crearAfiliado(p.db, { nombres: 'Maria', apellidos: 'Perez Rojas', documento: '7100002', ultima_actualizacion: '2026-01-01T00:00:00Z' });
    await crearAfiliado(p.db, { nombres: 'Luis', apellidos: 'Zapata', documento: '7100003' });
  });

  test('filtro de texto sin tildes ni mayúsculas, sobre apellidos, nombres y documento; total', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=PEREZ&orden=nombres', token);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(2);
    expect(r.json().filas.map((f: FilaAfiliado) => f.nombres)).toEqual(['José Ángel', 'Maria']);
    const acentos = await pedir(p.app, 'GET', `/api/admin/afiliados?texto=${encodeURIComponent('núñez jose')}`, token);
    expect(acentos.json().filas.map((f: FilaAfiliado) => f.documento)).toEqual(['7100001']);
    const doc = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100003', token);
    expect(doc.json()).toMatchObject({ total: 1, filas: [{ apellidos: 'Zapata', ultima_actualizacion: null, superadmin: false }] });
  });

  test('actualizacion, página, tamaño y orden descendente', async () => {
    const act = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100&actualizacion=actualizados', token);
    expect(act.json()).toMatchObject({ total: 1, filas: [{ documento: '7100002', ultima_actualizacion: '2026-01-01T00:00:00.000Z' }] });
    const sin = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100&actualizacion=sin_actualizar&orden=-documento', token);
    expect(sin.json().filas.map((f: FilaAfiliado) => f.documento)).toEqual(['7100003', '7100001']);
    const pag = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=7100&tamano=1&pagina=2&orden=documento', token);
    expect(pag.json()).toMatchObject({ total: 3, filas: [{ documento: '7100002' }] });
    expect((await pedir(p.app, 'GET', '/api/admin/afiliados?orden=password', token)).statusCode).toBe(400);
  });
});

describe('POST y DELETE /api/admin/afiliados', () => {
  const nuevo = { id_afiliado: 0, nombres: 'Carla', apellidos: 'Mejía', documento: '7200001', documento_tipo: 'CC', email: 'carla@correo.co' };

  test('crea, edita, rechaza lo incompleto y el documento repetido (409)', async () => {
    const r = await pedir(p.app, 'POST', '/api/admin/afiliados', token, nuevo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ mensaje: 'Afiliado guardado correctamente', afiliado: { nombres: 'Carla', documento: '7200001' } });
    const id = r.json().afiliado.id_afiliado as number;
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, id));
    expect(fila).toMatchObject({ password: null, cambio_password: true, email: 'carla@correo.co' });

    const editado = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, id_afiliado: id, nombres: 'Carla Inés' });
    expect(editado.json().afiliado).toMatchObject({ id_afiliado: id, nombres: 'Carla Inés' });

    const repetido = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, documento: admin.documento });
    expect({ s: repetido.statusCode, b: repetido.json() }).toEqual({ s: 409, b: { error: `Ya existe un afiliado con el documento ${admin.documento}` } });
    const incompleto = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, documento: '7200002', email: ' ', nombres: '' });
    expect({ s: incompleto.statusCode, b: incompleto.json() })
      .toEqual({ s: 400, b: { error: 'Complete los campos requeridos: Nombres, Correo electrónico' } });
    const malTipo = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, documento: '7200002', documento_tipo: 'XX' });
    expect(malTipo.statusCode).toBe(400);
    const malDoc = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, documento: '72-00' });
    expect(malDoc.json()).toEqual({ error: 'El documento debe tener solo dígitos' });
    const noExiste = await pedir(p.app, 'POST', '/api/admin/afiliados', token, { ...nuevo, id_afiliado: 999999, documento: '7200003' });
    expect(noExiste.statusCode).toBe(404);
    expect((await auditorias('afiliado_creado')).some((a) => a.id_afiliado === id)).toBe(true);
  });

  test('borra un afiliado sin movimientos (sus sesiones se cierran al instante); 409 con movimientos; no a sí mismo', async () => {
    const { afiliado: borrable } = await crearAfiliado(p.db);
    const suToken = await tokenDirecto(p.app, borrable.id_afiliado);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', suToken)).statusCode).toBe(200);
    const r = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${borrable.id_afiliado}`, token);
    expect({ s: r.statusCode, b: r.json() }).toEqual({ s: 200, b: { mensaje: 'Afiliado eliminado correctamente' } });
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', suToken)).statusCode).toBe(401);
    const [a] = (await auditorias('afiliado_eliminado')).filter((x) => x.detalle?.id_afiliado === borrable.id_afiliado);
    expect(a).toMatchObject({ id_actor: admin.id_afiliado, detalle: { documento: borrable.documento } });
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${borrable.id_afiliado}`, token)).statusCode).toBe(404);

    const { afiliado: conSolicitud } = await crearAfiliado(p.db);
    await crearSolicitud(p.db, conSolicitud.id_afiliado, await crearTipoCredito(p.db));
    const c = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${conSolicitud.id_afiliado}`, token);
    expect({ s: c.statusCode, b: c.json() }).toEqual({ s: 409, b: { error: MENSAJE_CON_MOVIMIENTOS } });
    expect(MENSAJE_CON_MOVIMIENTOS).toMatch(/retiro/);
    const yo = await pedir(p.app, 'DELETE', `/api/admin/afiliados/${admin.id_afiliado}`, token);
    expect({ s: yo.statusCode, b: yo.json() }).toEqual({ s: 400, b: { error: 'No puede eliminar su propia cuenta' } });
  });
});

describe('GET /api/admin/afiliados/descargar', () => {
  test('un .xlsx con cada campo salvo secretos; textos que parecen fórmulas escapados', async () => {
    const { afiliado: raro } = await crearAfiliado(p.db, {
      nombres: '=HYPERLINK("http://x")', apellidos: '+Suma', direccion: '@cmd', telefono: '-3', otro: '\tx', cargo: '\rcr',
      salario: '3500000.50', afiliacion: '2024-02-01', reestablecer_password: 'secreto-hash', documento: '7300001',
    });
    const r = await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const hojas = await leerLibro(r.rawPayload);
    const filas = hojas.get('Afiliados')!;
    const encabezados = filas[0] as string[];
    expect(encabezados).toEqual(expect.arrayContaining([
      'Id del afiliado', 'Nombres', 'Apellidos', 'Documento', 'Correo electrónico', 'Fecha de afiliación', 'Salario', 'Vehículo',
      'Última actualización', 'Último ingreso', 'Cuota de afiliación', 'Cambio de clave pendiente', 'Firma y huella', 'Foto',
    ]));
    expect(encabezados).toHaveLength(42);
    for (const secreto of ['Clave', 'Identificador', 'Token de restablecimiento de clave', 'Fecha de solicitud de restablecimiento']) {
      expect(encabezados).not.toContain(secreto);
    }
    expect(r.rawPayload.toString('latin1')).not.toContain('secreto-hash');
    const total = (await p.db.select().from(afiliado)).length;
    expect(filas.length - 1).toBe(total);
    const col = (n: string) => encabezados.indexOf(n);
    const fila = filas.find((f) => f[col('Documento')] === '7300001')!;
    expect(fila[col('Nombres')]).toBe(`'=HYPERLINK("http://x")`);
    expect(fila[col('Apellidos')]).toBe(`'+Suma`);
    expect(fila[col('Dirección')]).toBe(`'@cmd`);
    expect(fila[col('Teléfono celular')]).toBe(`'-3`);
    expect(fila[col('Otro')]).toBe(`'\tx`);
    // El XML del libro guarda el retorno como salto de línea: lo que importa es el apóstrofo delante.
    expect(fila[col('Cargo')]).toMatch(/^'[\r\n]cr$/);
    expect(fila[col('Salario')]).toBe(3500000.5);
    expect(fila[col('Fecha de afiliación')]).toEqual(fecha('2024-02-01'));
    expect(fila[col('Id del afiliado')]).toBe(raro.id_afiliado);
  });
});

describe('POST /api/admin/importar', () => {
  let doc1: string; let doc2: string;
  beforeAll(async () => {
    doc1 = (await crearAfiliado(p.db, { documento: '8100001', nombres: 'Ana', apellidos: 'Uno' })).afiliado.documento;
    doc2 = (await crearAfiliado(p.db, { documento: '8100002', nombres: 'Beto', apellidos: 'Dos' })).afiliado.documento;
    await crearTipoCredito(p.db, { nombre: 'Libre inversión' });
  });

  const libroAportes = (filas: unknown[][], creditos?: unknown[][], b2: unknown = fecha('2025-06-30')) => libro([
    { nombre: 'Aportes', b2: b2 as never, desde: 5, filas: filas as never },
    ...(creditos ? [{ nombre: 'Créditos', b2: b2 as never, desde: 5, filas: creditos as never }] : []),
  ]);

  test('aportes y créditos: filas buenas, cada clase de fila mala, fórmulas por su valor; reimportar reemplaza el corte', async () => {
    const bytes = await libroAportes([
      [doc1, 'Ana Uno', 'Ahorro permanente', 1000.5, 100],
      [Number(doc2), 'Beto Dos', 'Ahorro permanente', { formula: '1000+500', result: 1500 }, 50],
      [doc2, 'Beto Dos', 'Aporte nuevo importado', '2,000.25', null],
      ['999999', 'Nadie', 'Ahorro permanente', 10, 1],
      [doc1, 'Ana Uno', 'Ahorro permanente', 5, 1],
      [doc1, 'Ana Uno', null, 5, 1],
      [doc1, 'Ana Uno', 'Otro', 'mucho', 1],
      ['12a', 'Ana Uno', 'Otro', 5, 1],
      [doc1, 'Ana Uno', 'Otro', null, 1],
      [null, null, null, null, null],
    ], [
      [doc1, 'Ana Uno', 'Libre inversión', 'CR-1', 5000000, 3000000, 250000, 24, 8, 16, fecha('2025-01-01'), '01/02/2025', '2027-01-01',
        0.012, 'Vigente', 'NO', 'SI'],
      [doc1, 'Ana Uno', 'Inexistente', 'CR-2', 1, 1, 1, 1, 0, 1, null, null, null, 0.01, 'Vigente', 'NO', 'NO'],
      [doc1, 'Ana Uno', 'Libre inversión', 'CR-1', 1, 1, 1, 1, 0, 1, null, null, null, 0.01, 'Vigente', 'NO', 'NO'],
      [doc2, 'Beto Dos', 'Libre inversión', 'CR-3', 1000, 500, 100, 10, 5, 5, 'ayer', null, null, 0.01, 'Vigente', 'NO', 'NO'],
    ]);
    const r = await importar(p.app, token, 'aportes', bytes);
    expect(r.statusCode).toBe(200);
    const res = r.json() as RespuestaImportacion;
    expect(res).toMatchObject({ tipo: 'aportes', filas: 13, creados: 4, actualizados: 0, rechazados: 9, reemplazados: 0, corte: { corte: '2025-06-30' } });
    expect(res.errores).toEqual([
      { hoja: 'Aportes', fila: 8, error: 'No existe un afiliado con el documento 999999' },
      { hoja: 'Aportes', fila: 9, error: 'Aporte Ahorro permanente del documento 8100001 repetido (ya está en la fila 5)' },
      { hoja: 'Aportes', fila: 10, error: 'Falta el tipo de aporte' },
      { hoja: 'Aportes', fila: 11, error: 'Total no es un número válido' },
      { hoja: 'Aportes', fila: 12, error: 'Documento no válido: 12a' },
      { hoja: 'Aportes', fila: 13, error: 'Falta Total' },
      { hoja: 'Créditos', fila: 6, error: 'El tipo de crédito Inexistente no existe (créelo en Tipos de Crédito)' },
      { hoja: 'Créditos', fila: 7, error: 'Crédito CR-1 del documento 8100001 repetido (ya está en la fila 5)' },
      { hoja: 'Créditos', fila: 8, error: 'Desembolso no es una fecha válida' },
    ]);
    expect(res.mensaje).toContain('Aportes, fila 8: No existe un afiliado con el documento 999999');
    const idCorte = res.corte!.id_corte;
    const aportes = await p.db.select().from(aporte).where(eq(aporte.id_corte, idCorte));
    expect(aportes.map((a) => a.total).sort()).toEqual(['1000.50', '1500.00', '2000.25']);
    const [nuevoTipo] = await p.db.select().from(tipoAporte).where(eq(tipoAporte.nombre, 'Aporte nuevo importado'));
    expect(nuevoTipo).toBeDefined();
    const [cr] = await p.db.select().from(credito).where(eq(credito.id_corte, idCorte));
    expect(cr).toMatchObject({ numero: 'CR-1', saldo: '3000000.00', tasa: '0.012000', inicio_descuento: '2025-02-01', descuento_ahorro: true });
    const [aud] = (await auditorias('importacion')).slice(-1);
    expect(aud).toMatchObject({ id_actor: admin.id_afiliado, detalle: { tipo: 'aportes', creados: 4, rechazados: 9 } });

    // Reimportar el mismo corte lo reemplaza (sin hoja Créditos: los créditos quedan).
    const otra = await importar(p.app, token, 'aportes', await libroAportes([[doc1, 'Ana Uno', 'Ahorro permanente', 7, 0]]));
    expect(otra.json()).toMatchObject({ creados: 1, reemplazados: 3, rechazados: 0, corte: { id_corte: idCorte } });
    expect((await p.db.select().from(aporte).where(eq(aporte.id_corte, idCorte))).map((a) => a.total)).toEqual(['7.00']);
    expect(await p.db.select().from(credito).where(eq(credito.id_corte, idCorte))).toHaveLength(1);
  });

  test('sin fecha de corte en B2 -> 400 y nada cambia', async () => {
    const antes = (await p.db.select().from(corte)).length;
    const r = await importar(p.app, token, 'aportes', await libroAportes([[doc1, 'Ana', 'Ahorro permanente', 1, 0]], undefined, null));
    expect({ s: r.statusCode, b: r.json() }).toEqual({ s: 400, b: { error: 'La celda B2 de la hoja Aportes debe tener la fecha del corte' } });
    const mala = await importar(p.app, token, 'aportes', await libroAportes([[doc1, 'Ana', 'Ahorro permanente', 1, 0]], undefined, 'ayer'));
    expect(mala.statusCode).toBe(400);
    expect((await p.db.select().from(corte)).length).toBe(antes);
  });

  test('afiliados: crea (con cambio_password) y actualiza; repetidos y filas malas se reportan', async () => {
    const bytes = await libro([{ nombre: 'Afiliados', desde: 2, filas: [
      ['8200001', 'CC', 'Nuevo', 'Importado', 'nuevo@correo.co', 'Docente', '300', fecha('2024-01-01'), null],
      [doc1, 'cc', 'Ana María', 'Uno', null, null, null, null, null],
      ['8200001', 'CC', 'Otra', 'Vez', null, null, null, null, null],
      ['8200002', 'CC', 'Sin', 'Correo', 'no-es-correo', null, null, null, null],
      ['8200003', 'CC', null, 'SinNombre', null, null, null, null, null],
      ['8200004', 'XX', 'Mal', 'Tipo', null, null, null, null, null],
      ['8200005', 'CC', 'Mala', 'Fecha', null, null, null, '31/02/2024', null],
    ] }]);
    const r = await importar(p.app, token, 'afiliados', bytes);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ filas: 7, creados: 1, actualizados: 1, rechazados: 5 });
    expect((r.json() as RespuestaImportacion).errores.map((e) => [e.fila, e.error])).toEqual([
      [4, 'Documento 8200001 repetido (ya está en la fila 2)'],
      [5, 'Correo no válido: no-es-correo'],
      [6, 'Falta Nombres'],
      [7, 'Tipo de documento debe ser una de: CC, PS, CE, PEP'],
      [8, 'Fecha de afiliación no es una fecha válida'],
    ]);
    const [nuevo] = await p.db.select().from(afiliado).where(eq(afiliado.documento, '8200001'));
    expect(nuevo).toMatchObject({ nombres: 'Nuevo', cambio_password: true, password: null, afiliacion: '2024-01-01', tipo_afiliado: 'Docente' });
    const [ana] = await p.db.select().from(afiliado).where(eq(afiliado.documento, doc1));
    expect(ana).toMatchObject({ nombres: 'Ana María', documento_tipo: 'CC', email: expect.stringContaining('@') });
  });

  test('afiliacion: actualiza solo existentes', async () => {
    const bytes = await libro([{ nombre: 'Afiliación', desde: 4, filas: [
      [doc2, 3500000, 175000, { formula: 'B4/14', result: 250000 }, 20000, 'Sede 170', 'Indefinido', 'Docente', fecha('2020-01-15')],
      ['999998', 1, 1, 1, 1, null, null, null, null],
      [doc1, -5, null, null, null, null, null, null, null],
      [doc1, 1, null, null, null, 'Sede Norte', null, null, null],
    ] }]);
    const r = await importar(p.app, token, 'afiliacion', bytes, 4);
    expect(r.json()).toMatchObject({ filas: 4, creados: 0, actualizados: 1, rechazados: 3 });
    expect((r.json() as RespuestaImportacion).errores.map((e) => e.error)).toEqual([
      'No existe un afiliado con el documento 999998', 'Salario no puede ser negativo',
      'Lugar de trabajo debe ser una de: Sede 170, Sede Campestre',
    ]);
    const [beto] = await p.db.select().from(afiliado).where(eq(afiliado.documento, doc2));
    expect(beto).toMatchObject({ salario: '3500000.00', ahorro_programado: '250000.00', lugar_trabajo: 'Sede 170', ingreso: '2020-01-15' });
  });

  test('hoja sin datos -> resultado con 0 filas; tipo y fila inválidos -> 400', async () => {
    const vacio = await importar(p.app, token, 'afiliados', await libro([{ nombre: 'Hoja', desde: 2, filas: [] }]));
    expect(vacio.json()).toMatchObject({ filas: 0, creados: 0, actualizados: 0, rechazados: 0, errores: [] });
    const bytes = await libro([{ nombre: 'Hoja', desde: 2, filas: [] }]);
    expect((await importar(p.app, token, 'otros', bytes)).json()).toEqual({ error: 'El tipo de importación debe ser aportes, afiliados, afiliacion' });
    expect((await importar(p.app, token, 'afiliados', bytes, 0)).statusCode).toBe(400);
    expect((await importar(p.app, token, 'afiliados', bytes, 'dos')).statusCode).toBe(400);
  });

  test('no .xlsx por sus bytes -> 415; bomba zip y archivo muy grande -> 413; sin archivo -> 400', async () => {
    const csv = Buffer.from('documento,nombres\n1,Ana\n');
    const r = await importar(p.app, token, 'afiliados', csv);
    expect({ s: r.statusCode, b: r.json() }).toEqual({ s: 415, b: { error: 'El archivo debe ser .xlsx' } });
    const zipSinLibro = zip([{ nombre: 'hola.txt', datos: Buffer.from('hola') }]);
    expect((await importar(p.app, token, 'afiliados', zipSinLibro)).statusCode).toBe(415);
    const bomba = zip([
      { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
      { nombre: 'xl/workbook.xml', datos: Buffer.from('<workbook/>') },
      { nombre: 'xl/worksheets/sheet1.xml', datos: Buffer.alloc(40 * 1024 * 1024, 0x20) },
    ]);
    const b = await importar(p.app, token, 'afiliados', bomba);
    expect({ s: b.statusCode, b: b.json() }).toEqual({ s: 413, b: { error: 'El libro descomprimido es demasiado grande' } });
    const grande = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(11 * 1024 * 1024)]);
    const g = await importar(p.app, token, 'afiliados', grande);
    expect({ s: g.statusCode, b: g.json() }).toEqual({ s: 413, b: { error: 'El archivo supera el tamaño máximo de 10 MB' } });
    const m = multipart({ tipo: 'afiliados' }, null);
    const sin = await p.app.inject({ method: 'POST', url: '/api/admin/importar', headers: { authorization: `bearer ${token}`, ...m.headers }, payload: m.payload });
    expect(sin.statusCode).toBe(400);
    expect((await pedir(p.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  test('plantillas: cada una se importa tal cual', async () => {
    for (const [tipo, hojas] of [['afiliados', ['Afiliados']], ['afiliacion', ['Afiliación']], ['aportes', ['Aportes', 'Créditos']]] as const) {
      const r = await pedir(p.app, 'GET', `/api/admin/plantillas/${tipo}`, token);
      expect(r.statusCode).toBe(200);
      expect([...(await leerLibro(r.rawPayload)).keys()]).toEqual(hojas);
      const imp = await importar(p.app, token, tipo, r.rawPayload);
      expect(imp.statusCode).toBe(200);
      expect(imp.json().filas).toBeGreaterThanOrEqual(1);
    }
    expect((await pedir(p.app, 'GET', '/api/admin/plantillas/otra', token)).statusCode).toBe(400);
  });
});

describe('cortes, aportes y créditos', () => {
  let idCorte: number;
  beforeAll(async () => {
    const a = (await crearAfiliado(p.db, { nombres: 'Óscar', apellidos: 'Cortés', documento: '9100001' })).afiliado;
    const b = (await crearAfiliado(p.db, { nombres: 'Pedro', apellidos: 'Páez', documento: '9100002' })).afiliado;
    await p.db.insert(corte).values({ corte: '2020-01-31' });
    idCorte = (await p.db.insert(corte).values({ corte: '2030-12-31' }).returning())[0]!.id_corte;
    const [t1] = await p.db.insert(tipoAporte).values({ nombre: 'Ahorro de prueba corte' }).returning();
    const tc = await crearTipoCredito(p.db, { nombre: 'Crédito corte' });
    await p.db.insert(aporte).values([
      { id_corte: idCorte, id_afiliado: a.id_afiliado, id_tipo_aporte: t1!.id_tipo_aporte, total: '100.10' },
      { id_corte: idCorte, id_afiliado: b.id_afiliado, id_tipo_aporte: t1!.id_tipo_aporte, total: '200.20' },
    ]);
    await p.db.insert(credito).values([
      { id_corte: idCorte, id_afiliado: a.id_afiliado, id_tipo_credito: tc, numero: '1', saldo: '10', valor_credito: '100', valor_cuota: '5',
        cuotas: 20, tasa: '0.01', estado_credito: 'Vigente' },
      { id_corte: idCorte, id_afiliado: b.id_afiliado, id_tipo_credito: tc, numero: '2', saldo: '20', valor_credito: '200', valor_cuota: '7',
        cuotas: 20, tasa: '0.01', estado_credito: 'Vigente' },
    ]);
  });

  test('GET /api/admin/cortes: el más reciente primero', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/cortes', token);
    expect(r.json()[0]).toEqual({ id_corte: idCorte, corte: '2030-12-31' });
    expect(r.json().at(-1).corte).toBe('2020-01-31');
  });

  test('aportes: filas, filtro de texto y total del filtro (no de la página)', async () => {
    const r = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes?tamano=1&orden=-total`, token);
    expect(r.json()).toEqual({
      filas: [{ id_aporte: expect.any(Number), nombre: 'Pedro Páez', documento: '9100002', tipo: 'Ahorro de prueba corte', total: 200.2 }],
      total: 2, totales: { total: 300.3 },
    });
    const f = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes?texto=cortes`, token);
    expect(f.json()).toMatchObject({ total: 1, totales: { total: 100.1 }, filas: [{ nombre: 'Óscar Cortés' }] });
    expect((await pedir(p.app, 'GET', '/api/admin/cortes/999999/aportes', token)).statusCode).toBe(404);
  });

  test('créditos: valor, saldo y totales; descarga .xlsx de la vista con fila de totales', async () => {
    const r = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/creditos?orden=saldo`, token);
    expect(r.json()).toMatchObject({ total: 2, totales: { total: 12, valor_credito: 300, saldo: 30 } });
    expect(r.json().filas[0]).toMatchObject({ nombre: 'Óscar Cortés', valor_credito: 100, saldo: 10, total: 5, tipo: 'Crédito corte' });
    const x = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/creditos/descargar?texto=paez`, token);
    expect(x.statusCode).toBe(200);
    const filas = (await leerLibro(x.rawPayload)).get('Créditos')!;
    expect(filas[0]).toEqual(['Nombre', 'Documento', 'Tipo', 'Cuota', 'Valor crédito', 'Saldo']);
    expect(filas.slice(1)).toEqual([['Pedro Páez', '9100002', 'Crédito corte', 7, 200, 20], ['Totales', undefined, undefined, 7, 200, 20]]);
    const a = await pedir(p.app, 'GET', `/api/admin/cortes/${idCorte}/aportes/descargar`, token);
    expect((await leerLibro(a.rawPayload)).get('Aportes')!.at(-1)).toEqual(['Totales', undefined, undefined, 300.3]);
    expect((await pedir(p.app, 'GET', '/api/admin/cortes/999999/creditos/descargar', token)).statusCode).toBe(404);
  });
});

describe('abrir la aplicación como afiliado', () => {
  test('token de un solo uso, sesión impersonate, auditoría de inicio y fin', async () => {
    const { afiliado: m } = await crearAfiliado(p.db);
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    expect(r.statusCode).toBe(200);
    const url = new URL(r.json().url as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.prueba/login');
    const t = url.searchParams.get('token')!;
    const login = await pedir(p.app, 'POST', '/api/login-token', null, { token: t });
    expect(login.statusCode).toBe(200);
    expect(login.json().usuario).toMatchObject({ id_afiliado: m.id_afiliado, impersonate: true });
    const otraVez = await pedir(p.app, 'POST', '/api/login-token', null, { token: t });
    expect({ s: otraVez.statusCode, b: otraVez.json() }).toEqual({ s: 401, b: { error: 'Error al validar el token' } });
    // La sesión del administrador sigue abierta.
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', token)).json().id_afiliado).toBe(admin.id_afiliado);

    const deM = async (accion: string) => (await auditorias(accion)).filter((a) => a.id_afiliado === m.id_afiliado);
    expect(await deM('impersonacion_token')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect(await deM('impersonacion')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect((await pedir(p.app, 'POST', '/api/logout', login.json().access_token)).statusCode).toBe(200);
    expect(await deM('fin_impersonacion')).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
    expect(await deM('logout')).toEqual([]);
  });

  test('vence a los 2 minutos (reloj de la app); 404 si no existe; no a sí mismo', async () => {
    const { afiliado: m } = await crearAfiliado(p.db);
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    const t = new URL(r.json().url as string).searchParams.get('token')!;
    p.reloj.mover(2 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'POST', '/api/login-token', null, { token: t })).statusCode).toBe(401);
    } finally {
      p.reloj.real();
    }
    const r2 = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    const t2 = new URL(r2.json().url as string).searchParams.get('token')!;
    p.reloj.mover(2 * 60 * 1000 - 1000);
    try {
      expect((await pedir(p.app, 'POST', '/api/login-token', null, { token: t2 })).statusCode).toBe(200);
    } finally {
      p.reloj.real();
    }
    expect((await pedir(p.app, 'GET', '/api/afiliados/999999/url-token', token)).statusCode).toBe(404);
    expect((await pedir(p.app, 'GET', `/api/afiliados/${admin.id_afiliado}/url-token`, token)).statusCode).toBe(400);
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/url-token', token)).statusCode).toBe(400);
  });
});

describe('GET /api/afiliados/{id}/enviar-bienvenida', () => {
  const salida = () => join(p.config.dataDir, 'outbox');
  const correos = () => { try { return readdirSync(salida()).filter((f) => f.endsWith('.eml')); } catch { return []; } };
  const leer = (n: string) => readFileSync(join(salida(), n), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');

  test('correo con enlace de un solo uso para asignar la clave, que funciona; auditoría', async () => {
    const { afiliado: m } = await crearAfiliado(p.db, { email: 'bienvenido@correo.prueba', password: null, cambio_password: true });
    const antes = new Set(correos());
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`, token);
    expect(r.json()).toEqual({ email: 'bienvenido@correo.prueba', mensaje: 'Mensaje enviado a bienvenido@correo.prueba' });
    const nuevos = correos().filter((c) => !antes.has(c));
    expect(nuevos).toHaveLength(1);
    const eml = leer(nuevos[0]!);
    expect(eml).toMatch(/^To: bienvenido@correo\.prueba$/m);
    expect(eml).toMatch(/bienvenida/i);
    const t = /reestablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(eml)![1]!;
    // Vale 72 horas: a las 71 todavía sirve.
    p.reloj.mover(71 * 60 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'GET', `/api/afiliados/verificar-token/${t}`)).statusCode).toBe(200);
      const c = await pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${t}`, null, { password: 'NuevaClave1' });
      expect(c.statusCode).toBe(200);
      expect((await pedir(p.app, 'POST', `/api/afiliados/reestablecer-clave/${t}`, null, { password: 'OtraClave2' })).statusCode).toBe(400);
    } finally {
      p.reloj.real();
    }
    await iniciarSesion(p.app, m.documento, 'NuevaClave1');
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(fila?.cambio_password).toBe(false);
    const aud = await p.db.select().from(auditoria).where(and(eq(auditoria.accion, 'bienvenida'), eq(auditoria.id_afiliado, m.id_afiliado)));
    expect(aud).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
  });

  test('el enlace vence a las 72 horas; sin correo -> 400; no existe -> 404', async () => {
    const { afiliado: m } = await crearAfiliado(p.db, { email: 'tarde@correo.prueba' });
    const antes = new Set(correos());
    await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`, token);
    const t = /token=([A-Za-z0-9_-]+)/.exec(leer(correos().find((c) => !antes.has(c))!))![1]!;
    p.reloj.mover(72 * 60 * 60 * 1000);
    try {
      expect((await pedir(p.app, 'GET', `/api/afiliados/verificar-token/${t}`)).json()).toEqual({ error: 'Token inválido' });
    } finally {
      p.reloj.real();
    }
    const { afiliado: sin } = await crearAfiliado(p.db, { email: null });
    const r = await pedir(p.app, 'GET', `/api/afiliados/${sin.id_afiliado}/enviar-bienvenida`, token);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/no tiene correo/);
    expect((await pedir(p.app, 'GET', '/api/afiliados/999999/enviar-bienvenida', token)).statusCode).toBe(404);
    // El token de restablecimiento normal sigue valiendo 1 hora.
    await iniciarSesion(p.app, admin.documento, CLAVE_PRUEBA);
  });
});

describe('tablero y auditoría', () => {
  test('GET /api/admin/resumen', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/resumen', token);
    expect(r.statusCode).toBe(200);
    const sinActualizar = (await p.db.select().from(afiliado))
      .filter((a) => a.ultima_actualizacion === null && !a.superadmin && a.retiro === null).length;
    expect(r.json()).toMatchObject({
      solicitudes_pendientes: expect.any(Number), mensajes_abiertos: 0, sin_actualizar: sinActualizar,
      ultima_importacion: { tipo: expect.any(String), actor: 'Admin Fondo' },
    });
    expect(r.json().solicitudes_pendientes).toBeGreaterThanOrEqual(1);
  });

  test('GET /api/admin/auditoria: filtro por acción y fechas; quién, qué, cuándo, a quién', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/auditoria?accion=impersonacion', token);
    expect(r.json().total).toBeGreaterThanOrEqual(2);
    expect(r.json().filas[0]).toMatchObject({ accion: 'impersonacion', actor_nombre: 'Admin Fondo', afiliado_nombre: expect.any(String) });
    const futuro = await pedir(p.app, 'GET', '/api/admin/auditoria?desde=2099-01-01', token);
    expect(futuro.json()).toEqual({ filas: [], total: 0 });
    const hoy = new Date().toISOString().slice(0, 10);
    const rango = await pedir(p.app, 'GET', `/api/admin/auditoria?desde=2020-01-01&hasta=${hoy}&tamano=5`, token);
    expect(rango.json().filas).toHaveLength(5);
    expect((await pedir(p.app, 'GET', '/api/admin/auditoria?desde=ayer', token)).statusCode).toBe(400);
  });
});
