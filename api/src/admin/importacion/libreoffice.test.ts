// Más de 300 líneas: el mismo libro de cada tipo hecho por LibreOffice y por exceljs, caso por caso.
// Libros de verdad: el mismo libro de cada tipo hecho por LibreOffice (.fods
// convertido con soffice) y por exceljs, con números en las dos convenciones, fechas como texto,
// fórmulas, encabezados combinados, columnas ocultas, filas vacías al final, 'Instrucciones' primero y
// nombres de hoja con tildes y espacios; y las plantillas tal cual y tras pasar por LibreOffice.
// Requiere soffice (apt-get install libreoffice-calc-nogui); una sola llamada a soffice para todo.
import { eq } from 'drizzle-orm';
import type { RespuestaImportacion } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../../test/ayudantes.js';
import { importar, leerLibro, multipart } from '../../../test/ayudantes-admin.js';
import { crearTipoCredito } from '../../../test/ayudantes-solicitudes.js';
import { conLibreOffice, fods, xlsxExceljs, type HojaEspec } from '../../../test/libros-oficina.js';
import { afiliado, aporte, credito, tipoAporte } from '../../db/schema.js';

const INSTRUCCIONES: HojaEspec = {
  nombre: 'Instrucciones',
  filas: [['Escriba una fila por registro en la hoja de datos.'], ['No cambie el orden de las columnas.']],
};

const AFILIADOS: HojaEspec[] = [
  INSTRUCCIONES,
  {
    nombre: '  Afiliados ',
    filas: [
      [
        'Documento',
        'Tipo',
        'Nombres y apellidos',
        null,
        'Correo',
        'Tipo de afiliado',
        'Teléfono',
        'Afiliación',
        'Retiro',
      ],
      [80010001, 'CC', 'Ana', 'Número', 'ana@correo.co', 'Docente', '3001234567', { fecha: '2020-01-15' }, null],
      ['0080010002', 'cc', 'Beto', 'Ceros', null, 'administrativo', null, '15/01/2021', null],
      ['1.012.345.678', 'CE', 'Carla', 'Puntos', null, 'Servicios Generales', null, '2022-02-01', null],
      ['12a', 'CC', 'Mala', 'Fila', null, null, null, null, null],
    ],
    combinadas: [{ fila: 1, columna: 3, ancho: 2 }],
    ocultas: [7],
    vaciasAlFinal: 20,
  },
];

const AFILIACION: HojaEspec[] = [
  {
    nombre: 'Afiliación',
    filas: [
      ['Datos de afiliación'],
      undefined,
      ['Documento', 'Salario', 'Permanente', 'Programado', 'Cuota', 'Lugar', 'Contrato', 'Cargo', 'Ingreso'],
      ['80010001', '3.500.000', '175.000,50', '140000,50', 10000, 'sede campestre', 'fijo', 'Rector', '01/02/2018'],
      [
        '0080010002',
        3500000,
        { formula: 'B5*0.05', valor: 175000 },
        '1,500,000.00',
        '20.000',
        'Sede 170',
        'Indefinido',
        'Docente',
        { fecha: '2019-03-01' },
      ],
      ['1012345678', '2,500,000.75', null, null, null, null, null, null, null],
      ['999', 1, null, null, null, null, null, null, null],
    ],
    combinadas: [{ fila: 1, columna: 1, ancho: 9 }],
    ocultas: [8],
    vaciasAlFinal: 10,
  },
];

const CABECERA_CREDITOS = [
  'Documento',
  'Nombre',
  'Tipo',
  'Número',
  'Valor',
  'Saldo',
  'Cuota',
  'Cuotas',
  'Pagadas',
  'Pendientes',
  'Desembolso',
  'Inicio',
  'Terminación',
  'Tasa',
  'Estado',
  'Prima',
  'Ahorro',
];
const APORTES: HojaEspec[] = [
  INSTRUCCIONES,
  {
    nombre: 'Aportes',
    filas: [
      ['Aportes por afiliado'],
      ['Corte', { fecha: '2026-11-30' }],
      undefined,
      ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'],
      ['80010001', 'Ana', 'Ahorro permanente', '3.500.000', '140000,50'],
      ['80010002', 'Beto', 'Ahorro permanente', '1,500,000.00', 1500],
      ['1012345678', 'Carla', 'Ahorro permanente', { formula: '2500000+0.75', valor: 2500000.75 }, '1.500'],
      ['80010001', 'Ana', 'Revalorización', 1000, 0],
      ['80010002', 'Beto', 'REVALORIZACION', '1.000', 0],
    ],
    combinadas: [{ fila: 1, columna: 1, ancho: 5 }],
    ocultas: [2],
    vaciasAlFinal: 15,
  },
  {
    nombre: 'CRÉDITOS ',
    filas: [
      ['Créditos por afiliado'],
      ['Corte', '30/11/2026'],
      undefined,
      CABECERA_CREDITOS,
      [
        '80010001',
        'Ana',
        'libre inversión',
        'CR-1',
        '5.000.000',
        '3,200,000.50',
        '250.000,25',
        24,
        '8',
        16,
        '01/03/2025',
        { fecha: '2025-04-30' },
        '2027-03-30',
        '1,2 %',
        'Vigente',
        'NO',
        'SI',
      ],
      [
        '80010002',
        'Beto',
        'Libre Inversión',
        'CR-2',
        5000000,
        3200000.5,
        250000.25,
        '24',
        '8',
        '16',
        { fecha: '2025-03-01' },
        '30/04/2025',
        '30/03/2027',
        0.012,
        'Vigente',
        'no',
        'sí',
      ],
    ],
    combinadas: [{ fila: 1, columna: 1, ancho: 17 }],
  },
  { nombre: 'Resumen', filas: [['Total', { formula: '1+1', valor: 2 }]] },
];

const TIPOS = ['afiliados', 'afiliacion', 'aportes'] as const;
const ESPECS = { afiliados: AFILIADOS, afiliacion: AFILIACION, aportes: APORTES };

let hechos: Map<string, Buffer>;
let plantillas: Map<string, Buffer>;
beforeAll(async () => {
  const p = await crearAppDePrueba();
  const token = await tokenDirecto(p.app, (await crearAfiliado(p.db, { superadmin: true })).afiliado.id_afiliado);
  plantillas = new Map();
  for (const t of TIPOS) plantillas.set(t, (await pedir(p.app, 'GET', `/api/admin/plantillas/${t}`, token)).rawPayload);
  await p.cerrar();
  hechos = await conLibreOffice([
    ...TIPOS.map((t) => ({ nombre: `${t}.fods`, contenido: fods(ESPECS[t]) })),
    ...TIPOS.map((t) => ({ nombre: `plantilla-${t}.xlsx`, contenido: plantillas.get(t)! })),
  ]);
}, 240_000);

describe.each(['LibreOffice', 'exceljs'] as const)('libros hechos con %s', (programa) => {
  let p: AppDePrueba;
  let token: string;
  const libro = async (t: (typeof TIPOS)[number]) =>
    programa === 'LibreOffice' ? hechos.get(`${t}.xlsx`)! : await xlsxExceljs(ESPECS[t]);
  beforeAll(async () => {
    p = await crearAppDePrueba();
    token = await tokenDirecto(p.app, (await crearAfiliado(p.db, { superadmin: true })).afiliado.id_afiliado);
    await crearTipoCredito(p.db, { nombre: 'Libre inversión' });
  });
  afterAll(async () => {
    await p.cerrar();
  });

  test('afiliados, afiliación y aportes: cada celda leída como se escribió', async () => {
    const af = (await importar(p.app, token, 'afiliados', await libro('afiliados'))).json<RespuestaImportacion>();
    expect(af).toMatchObject({
      escrito: true,
      filas: 4,
      creados: 3,
      rechazados: 1,
      hojas_ignoradas: ['Instrucciones'],
    });
    expect(af.errores).toEqual([
      {
        hoja: '  Afiliados ',
        fila: 5,
        columna: 'A (Documento)',
        error: '«12a» no es un documento: escriba solo dígitos',
      },
    ]);
    const porDoc = async (d: string) => (await p.db.select().from(afiliado).where(eq(afiliado.documento, d)))[0];
    expect(await porDoc('80010001')).toMatchObject({
      afiliacion: '2020-01-15',
      telefono: '3001234567',
      tipo_afiliado: 'Docente',
    });
    expect(await porDoc('80010002')).toMatchObject({
      afiliacion: '2021-01-15',
      documento_tipo: 'CC',
      tipo_afiliado: 'Administrativo',
    });
    expect(await porDoc('1012345678')).toMatchObject({
      afiliacion: '2022-02-01',
      tipo_afiliado: 'Servicios Generales',
    });

    const afl = (await importar(p.app, token, 'afiliacion', await libro('afiliacion'), 4)).json<RespuestaImportacion>();
    expect(afl).toMatchObject({ escrito: true, filas: 4, actualizados: 3, rechazados: 1 });
    expect(afl.errores.map((e) => [e.hoja, e.fila, e.columna])).toEqual([['Afiliación', 7, 'A (Documento)']]);
    expect(await porDoc('80010001')).toMatchObject({
      salario: '3500000.00',
      ahorro_permanente: '175000.50',
      ahorro_programado: '140000.50',
      cuota_afiliacion: '10000.00',
      lugar_trabajo: 'Sede Campestre',
      tipo_contrato: 'Fijo',
      cargo: 'Rector',
      ingreso: '2018-02-01',
    });
    expect(await porDoc('80010002')).toMatchObject({
      salario: '3500000.00',
      ahorro_permanente: '175000.00',
      ahorro_programado: '1500000.00',
      cuota_afiliacion: '20000.00',
      ingreso: '2019-03-01',
    });
    expect(await porDoc('1012345678')).toMatchObject({ salario: '2500000.75' });

    const bytes = await libro('aportes');
    const m = multipart({ tipo: 'aportes', vista_previa: '1' }, { nombre: 'a.xlsx', bytes });
    const vista = (
      await p.app.inject({
        method: 'POST',
        url: '/api/admin/importar',
        headers: { authorization: `bearer ${token}`, ...m.headers },
        payload: m.payload,
      })
    ).json<RespuestaImportacion>();
    expect(vista).toMatchObject({
      escrito: false,
      creados: 7,
      rechazados: 0,
      reemplazo: { corte: '2026-11-30', existe: false },
    });
    const ap = (await importar(p.app, token, 'aportes', bytes)).json<RespuestaImportacion>();
    expect(ap).toMatchObject({ escrito: true, filas: 7, creados: 7, rechazados: 0, errores: [] });
    expect(ap.hojas_ignoradas).toEqual(['Instrucciones', 'Resumen']);
    expect(ap.avisos).toEqual([
      'La hoja «Resumen» no se reconoce y no se importó (se importan «Aportes» y «Créditos»).',
    ]);
    const aportes = await p.db
      .select({ doc: afiliado.documento, tipo: tipoAporte.nombre, total: aporte.total, cuota: aporte.cuota })
      .from(aporte)
      .innerJoin(afiliado, eq(afiliado.id_afiliado, aporte.id_afiliado))
      .innerJoin(tipoAporte, eq(tipoAporte.id_tipo_aporte, aporte.id_tipo_aporte));
    expect(aportes.map((a) => `${a.doc} ${a.tipo} ${a.total} ${a.cuota}`).sort()).toEqual(
      [
        '80010001 Ahorro permanente 3500000.00 140000.50',
        '80010002 Ahorro permanente 1500000.00 1500.00',
        '1012345678 Ahorro permanente 2500000.75 1500.00',
        '80010001 Revalorización 1000.00 0.00',
        '80010002 Revalorización 1000.00 0.00',
      ].sort(),
    );
    const creditos = await p.db.select().from(credito);
    expect(creditos).toHaveLength(2);
    for (const c of creditos)
      expect(c).toMatchObject({
        valor_credito: '5000000.00',
        saldo: '3200000.50',
        valor_cuota: '250000.25',
        cuotas: 24,
        cuotas_pagadas: 8,
        cuotas_pendientes: 16,
        desembolso: '2025-03-01',
        inicio_descuento: '2025-04-30',
        terminacion: '2027-03-30',
        tasa: '0.012000',
        descuento_prima: false,
        descuento_ahorro: true,
      });
  });

  test('plantillas tal cual no crean ni cambian nada', async () => {
    const antes = [(await p.db.select().from(afiliado)).length, (await p.db.select().from(aporte)).length];
    for (const t of TIPOS) {
      const bytes = programa === 'LibreOffice' ? hechos.get(`plantilla-${t}.xlsx`)! : plantillas.get(t)!;
      const hojas = [...(await leerLibro(bytes)).keys()];
      expect(hojas.some((h) => h.startsWith('Ejemplo'))).toBe(true);
      const r = (await importar(p.app, token, t, bytes)).json<RespuestaImportacion>();
      expect(r).toMatchObject({ escrito: false, filas: 0, creados: 0, actualizados: 0, rechazados: 0 });
    }
    expect([(await p.db.select().from(afiliado)).length, (await p.db.select().from(aporte)).length]).toEqual(antes);
  });
});
