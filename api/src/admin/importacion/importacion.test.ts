// Más de 300 líneas: filas buenas y malas de cada tipo de importación y el reemplazo de cortes.
// POST /api/admin/importar (DESIGN 6): filas buenas y malas de cada tipo con hoja, fila, columna
// y motivo; reemplazo de cortes; límites del archivo. Libros hechos con exceljs (los de LibreOffice, en
// importacion-libreoffice.test.ts; vista previa, plantillas e identidad, en vista-previa.test.ts).
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { RespuestaImportacion, ErrorApi } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../../test/ayudantes.js';
import { importar, libro, multipart, zip } from '../../../test/ayudantes-admin.js';
import { crearTipoCredito } from '../../../test/ayudantes-solicitudes.js';
import { afiliado, aporte, auditoria, corte, credito, tipoAporte } from '../../db/schema.js';

let p: AppDePrueba;
let token: string;
let idAdmin: number;
const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);
const auditorias = (accion: string) => p.db.select().from(auditoria).where(eq(auditoria.accion, accion));

beforeAll(async () => {
  p = await crearAppDePrueba();
  idAdmin = (await crearAfiliado(p.db, { superadmin: true, nombres: 'Admin', apellidos: 'Fondo' })).afiliado
    .id_afiliado;
  token = await tokenDirecto(p.app, idAdmin);
});
afterAll(async () => {
  await p.cerrar();
});

describe('POST /api/admin/importar', () => {
  let doc1: string;
  let doc2: string;
  beforeAll(async () => {
    doc1 = (await crearAfiliado(p.db, { documento: '8100001', nombres: 'Ana', apellidos: 'Uno' })).afiliado.documento;
    doc2 = (await crearAfiliado(p.db, { documento: '8100002', nombres: 'Beto', apellidos: 'Dos' })).afiliado.documento;
    await crearTipoCredito(p.db, { nombre: 'Libre inversión' });
  });

  const libroAportes = (filas: unknown[][], creditos?: unknown[][], b2: unknown = fecha('2025-06-30')) =>
    libro([
      { nombre: 'Aportes', b2: b2 as never, desde: 5, filas: filas as never },
      ...(creditos ? [{ nombre: 'Créditos', b2: b2 as never, desde: 5, filas: creditos as never }] : []),
    ]);

  test('aportes y créditos: filas buenas, cada clase de fila mala, fórmulas por su valor; reimportar reemplaza el corte', async () => {
    const bytes = await libroAportes(
      [
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
      ],
      [
        [
          doc1,
          'Ana Uno',
          'Libre inversión',
          'CR-1',
          5000000,
          3000000,
          250000,
          24,
          8,
          16,
          fecha('2025-01-01'),
          '01/02/2025',
          '2027-01-01',
          0.012,
          'Vigente',
          'NO',
          'SI',
        ],
        [doc1, 'Ana Uno', 'Inexistente', 'CR-2', 1, 1, 1, 1, 0, 1, null, null, null, 0.01, 'Vigente', 'NO', 'NO'],
        [doc1, 'Ana Uno', 'Libre inversión', 'CR-1', 1, 1, 1, 1, 0, 1, null, null, null, 0.01, 'Vigente', 'NO', 'NO'],
        [
          doc2,
          'Beto Dos',
          'Libre inversión',
          'CR-3',
          1000,
          500,
          100,
          10,
          5,
          5,
          'ayer',
          null,
          null,
          0.01,
          'Vigente',
          'NO',
          'NO',
        ],
      ],
    );
    const r = await importar(p.app, token, 'aportes', bytes);
    expect(r.statusCode).toBe(200);
    const res = r.json<RespuestaImportacion>();
    expect(res).toMatchObject({
      tipo: 'aportes',
      filas: 13,
      creados: 4,
      actualizados: 0,
      rechazados: 9,
      reemplazados: 0,
      corte: { corte: '2025-06-30' },
    });
    expect(res.errores).toEqual([
      { hoja: 'Aportes', fila: 8, columna: 'A (Documento)', error: 'No existe un afiliado con el documento 999999' },
      {
        hoja: 'Aportes',
        fila: 9,
        columna: 'C (Tipo de aporte)',
        error: 'Aporte Ahorro permanente del documento 8100001 repetido (ya está en la fila 5)',
      },
      { hoja: 'Aportes', fila: 10, columna: 'C (Tipo de aporte)', error: 'Falta Tipo de aporte' },
      {
        hoja: 'Aportes',
        fila: 11,
        columna: 'D (Total)',
        error: '«mucho» no es un número claro: escriba 1500000, 1.500.000,50 o 1,500,000.50',
      },
      { hoja: 'Aportes', fila: 12, columna: 'A (Documento)', error: '«12a» no es un documento: escriba solo dígitos' },
      { hoja: 'Aportes', fila: 13, columna: 'D (Total)', error: 'Falta Total' },
      {
        hoja: 'Créditos',
        fila: 6,
        columna: 'C (Tipo de crédito)',
        error: 'El tipo de crédito Inexistente no existe (créelo en Tipos de Crédito)',
      },
      {
        hoja: 'Créditos',
        fila: 7,
        columna: 'D (Número)',
        error: 'Crédito CR-1 del documento 8100001 repetido (ya está en la fila 5)',
      },
      {
        hoja: 'Créditos',
        fila: 8,
        columna: 'K (Desembolso)',
        error: '«ayer» no es una fecha: escriba dd/mm/aaaa (31/12/2025)',
      },
    ]);
    expect(res.mensaje).toContain(
      'Aportes, fila 8, columna A (Documento): No existe un afiliado con el documento 999999',
    );
    const idCorte = res.corte!.id_corte;
    const aportes = await p.db.select().from(aporte).where(eq(aporte.id_corte, idCorte));
    expect(aportes.map((a) => a.total).sort()).toEqual(['1000.50', '1500.00', '2000.25']);
    const [nuevoTipo] = await p.db.select().from(tipoAporte).where(eq(tipoAporte.nombre, 'Aporte nuevo importado'));
    expect(nuevoTipo).toBeDefined();
    const [cr] = await p.db.select().from(credito).where(eq(credito.id_corte, idCorte));
    expect(cr).toMatchObject({
      numero: 'CR-1',
      saldo: '3000000.00',
      tasa: '0.012000',
      inicio_descuento: '2025-02-01',
      descuento_ahorro: true,
    });
    const [aud] = (await auditorias('importacion')).slice(-1);
    expect(aud).toMatchObject({ id_actor: idAdmin, detalle: { tipo: 'aportes', creados: 4, rechazados: 9 } });

    // Reimportar el mismo corte lo reemplaza (sin hoja Créditos: los créditos quedan).
    const otra = await importar(
      p.app,
      token,
      'aportes',
      await libroAportes([[doc1, 'Ana Uno', 'Ahorro permanente', 7, 0]]),
    );
    expect(otra.json()).toMatchObject({ creados: 1, reemplazados: 3, rechazados: 0, corte: { id_corte: idCorte } });
    expect((await p.db.select().from(aporte).where(eq(aporte.id_corte, idCorte))).map((a) => a.total)).toEqual([
      '7.00',
    ]);
    expect(await p.db.select().from(credito).where(eq(credito.id_corte, idCorte))).toHaveLength(1);
  });

  test('sin fecha de corte en B2 -> 400 y nada cambia', async () => {
    const antes = (await p.db.select().from(corte)).length;
    const r = await importar(
      p.app,
      token,
      'aportes',
      await libroAportes([[doc1, 'Ana', 'Ahorro permanente', 1, 0]], undefined, null),
    );
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 400,
      b: { error: 'La celda B2 de la hoja Aportes debe tener la fecha del corte' },
    });
    const mala = await importar(
      p.app,
      token,
      'aportes',
      await libroAportes([[doc1, 'Ana', 'Ahorro permanente', 1, 0]], undefined, 'ayer'),
    );
    expect(mala.statusCode).toBe(400);
    expect((await p.db.select().from(corte)).length).toBe(antes);
  });

  test('afiliados: crea (con cambio_password) y actualiza; repetidos y filas malas se reportan', async () => {
    const bytes = await libro([
      {
        nombre: 'Afiliados',
        desde: 2,
        filas: [
          ['8200001', 'CC', 'Nuevo', 'Importado', 'nuevo@correo.co', 'Docente', '300', fecha('2024-01-01'), null],
          [doc1, 'cc', 'Ana María', 'Uno', null, null, null, null, null],
          ['8200001', 'CC', 'Otra', 'Vez', null, null, null, null, null],
          ['8200002', 'CC', 'Sin', 'Correo', 'no-es-correo', null, null, null, null],
          ['8200003', 'CC', null, 'SinNombre', null, null, null, null, null],
          ['8200004', 'XX', 'Mal', 'Tipo', null, null, null, null, null],
          ['8200005', 'CC', 'Mala', 'Fecha', null, null, null, '31/02/2024', null],
        ],
      },
    ]);
    const r = await importar(p.app, token, 'afiliados', bytes);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ filas: 7, creados: 1, actualizados: 1, rechazados: 5 });
    expect(r.json<RespuestaImportacion>().errores.map((e) => [e.fila, e.error])).toEqual([
      [4, 'Documento 8200001 repetido (ya está en la fila 2)'],
      [5, '«no-es-correo» no es un correo válido'],
      [6, 'Falta Nombres'],
      [7, '«XX» no es una opción: CC, PS, CE, PEP'],
      [8, '«31/02/2024» no es una fecha: escriba dd/mm/aaaa (31/12/2025)'],
    ]);
    const [nuevo] = await p.db.select().from(afiliado).where(eq(afiliado.documento, '8200001'));
    expect(nuevo).toMatchObject({
      nombres: 'Nuevo',
      cambio_password: true,
      password: null,
      afiliacion: '2024-01-01',
      tipo_afiliado: 'Docente',
    });
    const [ana] = await p.db.select().from(afiliado).where(eq(afiliado.documento, doc1));
    expect(ana).toMatchObject({ nombres: 'Ana María', documento_tipo: 'CC', email: expect.stringContaining('@') });
  });

  test('afiliacion: actualiza solo existentes', async () => {
    const bytes = await libro([
      {
        nombre: 'Afiliación',
        desde: 4,
        filas: [
          [
            doc2,
            3500000,
            175000,
            { formula: 'B4/14', result: 250000 },
            20000,
            'Sede 170',
            'Indefinido',
            'Docente',
            fecha('2020-01-15'),
          ],
          ['999998', 1, 1, 1, 1, null, null, null, null],
          [doc1, -5, null, null, null, null, null, null, null],
          [doc1, 1, null, null, null, 'Sede Norte', null, null, null],
        ],
      },
    ]);
    const r = await importar(p.app, token, 'afiliacion', bytes, 4);
    expect(r.json()).toMatchObject({ filas: 4, creados: 0, actualizados: 1, rechazados: 3 });
    expect(r.json<RespuestaImportacion>().errores.map((e) => e.error)).toEqual([
      'No existe un afiliado con el documento 999998',
      'Salario no puede ser negativo',
      '«Sede Norte» no es una opción: Sede 170, Sede Campestre',
    ]);
    const [beto] = await p.db.select().from(afiliado).where(eq(afiliado.documento, doc2));
    expect(beto).toMatchObject({
      salario: '3500000.00',
      ahorro_programado: '250000.00',
      lugar_trabajo: 'Sede 170',
      ingreso: '2020-01-15',
    });
  });

  test('hoja sin datos -> resultado con 0 filas; tipo y fila inválidos -> 400', async () => {
    const vacio = await importar(p.app, token, 'afiliados', await libro([{ nombre: 'Hoja', desde: 2, filas: [] }]));
    expect(vacio.json()).toMatchObject({ filas: 0, creados: 0, actualizados: 0, rechazados: 0, errores: [] });
    const bytes = await libro([{ nombre: 'Hoja', desde: 2, filas: [] }]);
    expect((await importar(p.app, token, 'otros', bytes)).json()).toEqual({
      error: 'El tipo de importación debe ser aportes, afiliados, afiliacion',
    });
    expect((await importar(p.app, token, 'afiliados', bytes, 0)).statusCode).toBe(400);
    expect((await importar(p.app, token, 'afiliados', bytes, 'dos')).statusCode).toBe(400);
  });

  test('no .xlsx por sus bytes -> 415; bomba zip y archivo muy grande -> 413; sin archivo -> 400', async () => {
    const csv = Buffer.from('documento,nombres\n1,Ana\n');
    const r = await importar(p.app, token, 'afiliados', csv);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 415, b: { error: 'El archivo debe ser .xlsx' } });
    const zipSinLibro = zip([{ nombre: 'hola.txt', datos: Buffer.from('hola') }]);
    expect((await importar(p.app, token, 'afiliados', zipSinLibro)).statusCode).toBe(415);
    const bomba = zip([
      { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
      { nombre: 'xl/workbook.xml', datos: Buffer.from('<workbook/>') },
      { nombre: 'xl/worksheets/sheet1.xml', datos: Buffer.alloc(40 * 1024 * 1024, 0x20) },
    ]);
    const b = await importar(p.app, token, 'afiliados', bomba);
    expect({ s: b.statusCode, b: b.json<ErrorApi>() }).toEqual({
      s: 413,
      b: { error: 'El libro descomprimido es demasiado grande' },
    });
    const grande = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(11 * 1024 * 1024)]);
    const g = await importar(p.app, token, 'afiliados', grande);
    expect({ s: g.statusCode, b: g.json<ErrorApi>() }).toEqual({
      s: 413,
      b: { error: 'El archivo supera el tamaño máximo de 10 MB' },
    });
    const m = multipart({ tipo: 'afiliados' }, null);
    const sin = await p.app.inject({
      method: 'POST',
      url: '/api/admin/importar',
      headers: { authorization: `bearer ${token}`, ...m.headers },
      payload: m.payload,
    });
    expect(sin.statusCode).toBe(400);
    expect((await pedir(p.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
