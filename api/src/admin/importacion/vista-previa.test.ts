// Vista previa y escritura: la vista previa no escribe y dice qué haría (el corte
// antes y después, en palabras de contador); sin filas válidas o con un corte que quedaría vacío no se
// escribe nada; las plantillas tal cual no cambian nada; tipos y hojas sin importar tildes, mayúsculas
// ni espacios; la hoja Aportes por su nombre aunque 'Instrucciones' vaya primero.
import { eq, sql } from 'drizzle-orm';
import type { RespuestaImportacion } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../../test/ayudantes.js';
import { importar, leerLibro, libro, multipart, type HojaLibro } from '../../../test/ayudantes-admin.js';
import { crearTipoCredito } from '../../../test/ayudantes-solicitudes.js';
import { consultar } from '../../db/filas.js';
import { afiliado, aporte, corte, credito, tipoAporte } from '../../db/schema.js';

let p: AppDePrueba;
let token: string;
const docs = ['7300001', '7300002', '7300003'];
const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);
const CORTE = fecha('2026-11-30');

beforeAll(async () => {
  p = await crearAppDePrueba();
  token = await tokenDirecto(p.app, (await crearAfiliado(p.db, { superadmin: true })).afiliado.id_afiliado);
  for (const d of docs) await crearAfiliado(p.db, { documento: d });
  await crearTipoCredito(p.db, { nombre: 'Libre Inversión' });
});
afterAll(async () => {
  await p.cerrar();
});

/** POST /api/admin/importar con vista_previa. */
function previa(tipo: string, bytes: Buffer, fila?: number) {
  const m = multipart(
    { tipo, vista_previa: '1', ...(fila ? { fila: String(fila) } : {}) },
    { nombre: 'libro.xlsx', bytes },
  );
  return p.app.inject({
    method: 'POST',
    url: '/api/admin/importar',
    headers: { authorization: `bearer ${token}`, ...m.headers },
    payload: m.payload,
  });
}

const conteo = async () =>
  (
    await consultar<{ aportes: number; creditos: number; afiliados: number; tipos: number; cortes: number }>(
      p.db,
      sql`select
      (select count(*)::int from aporte) as aportes, (select count(*)::int from credito) as creditos,
      (select count(*)::int from afiliado) as afiliados, (select count(*)::int from tipo_aporte) as tipos,
      (select count(*)::int from corte) as cortes`,
    )
  )[0];

const credito1 = (doc: string, numero: string) => [
  doc,
  'Nombre',
  'libre inversion',
  numero,
  '5.000.000',
  '3,200,000.50',
  '250.000,25',
  24,
  '8',
  16,
  '01/03/2025',
  '2025-04-30',
  fecha('2027-03-30'),
  '1,2 %',
  'Vigente',
  'no',
  'Sí',
];

const hojasCorte = (aportes: unknown[][], creditos: unknown[][] | null, extra: HojaLibro[] = []) =>
  libro([
    ...extra,
    { nombre: 'Aportes', b2: CORTE, desde: 5, filas: aportes as never },
    ...(creditos ? [{ nombre: 'CRÉDITOS ', b2: CORTE, desde: 5, filas: creditos as never }] : []),
  ]);

test('corte nuevo: la vista previa no escribe; la escritura lee cada convención igual', async () => {
  const bytes = await hojasCorte(
    [
      [docs[0], 'Uno', 'Ahorro permanente', '3.500.000', '140000,50'],
      [docs[1], 'Dos', 'Ahorro permanente', '1,500,000.00', 1500],
      [docs[2], 'Tres', 'Ahorro permanente', '2.500.000,75', '1.500'],
      [docs[0], 'Uno', 'Revalorización', 1000, 0],
      [docs[1], 'Dos', 'REVALORIZACION ', '1.000', 0],
      [docs[2], 'Tres', 'Ahorro navideño', '1.500.000.00', 0],
    ],
    [credito1(docs[0]!, 'CR-1'), credito1(docs[1]!, 'CR-2')],
  );
  const antes = await conteo();
  const v = await previa('aportes', bytes);
  expect(v.statusCode).toBe(200);
  const rv = v.json<RespuestaImportacion>();
  expect(rv).toMatchObject({
    vista_previa: true,
    escrito: false,
    motivo_sin_escribir: null,
    filas: 8,
    creados: 7,
    rechazados: 1,
    corte: null,
    reemplazo: {
      corte: '2026-11-30',
      existe: false,
      aportes_antes: 0,
      aportes_despues: 5,
      creditos_antes: 0,
      creditos_despues: 2,
    },
    hojas_ignoradas: [],
    avisos: [],
  });
  expect(rv.errores).toEqual([
    {
      hoja: 'Aportes',
      fila: 10,
      columna: 'D (Total)',
      error: '«1.500.000.00» no es un número claro: escriba 1500000, 1.500.000,50 o 1,500,000.50',
    },
  ]);
  expect(rv.mensaje).toMatch(/^Vista previa: no se ha escrito nada\. Filas leídas: 8\. Se crearían: 7\./);
  expect(rv.mensaje).toContain('Corte 30/11/2026: corte nuevo, con 5 aportes y 2 créditos.');
  expect(await conteo()).toEqual(antes);

  const r = await importar(p.app, token, 'aportes', bytes);
  expect(r.json()).toMatchObject({ vista_previa: false, escrito: true, creados: 7, rechazados: 1 });
  const id = r.json<RespuestaImportacion>().corte!.id_corte;
  const filas = await p.db
    .select({ total: aporte.total, cuota: aporte.cuota, tipo: tipoAporte.nombre })
    .from(aporte)
    .innerJoin(tipoAporte, eq(tipoAporte.id_tipo_aporte, aporte.id_tipo_aporte))
    .where(eq(aporte.id_corte, id));
  expect(filas.map((f) => [f.tipo, f.total, f.cuota]).sort()).toEqual(
    [
      ['Ahorro permanente', '3500000.00', '140000.50'],
      ['Ahorro permanente', '1500000.00', '1500.00'],
      ['Ahorro permanente', '2500000.75', '1500.00'],
      ['Revalorización', '1000.00', '0.00'],
      ['Revalorización', '1000.00', '0.00'],
    ].sort(),
  );
  // 'Revalorización' y 'REVALORIZACION ' son un solo tipo.
  expect(
    await p.db
      .select()
      .from(tipoAporte)
      .where(sql`lower(nombre) like 'revaloriza%'`),
  ).toHaveLength(1);
  const [cr] = await p.db.select().from(credito).where(eq(credito.numero, 'CR-1'));
  expect(cr).toMatchObject({
    valor_credito: '5000000.00',
    saldo: '3200000.50',
    valor_cuota: '250000.25',
    cuotas_pagadas: 8,
    desembolso: '2025-03-01',
    tasa: '0.012000',
    descuento_prima: false,
    descuento_ahorro: true,
  });
});

test('reimportar un corte con menos filas lo advierte; uno que lo dejaría sin aportes no escribe nada', async () => {
  const menos = await hojasCorte([[docs[0], 'Uno', 'Ahorro permanente', 10, 0]], [credito1(docs[0]!, 'CR-9')]);
  const v = (await previa('aportes', menos)).json<RespuestaImportacion>();
  expect(v.reemplazo).toMatchObject({ existe: true, aportes_antes: 5, aportes_despues: 1, creditos_antes: 2 });
  expect(v.avisos).toEqual([
    'El corte 30/11/2026 tiene 5 aportes; quedaría con 1.',
    'El corte 30/11/2026 tiene 2 créditos; quedaría con 1.',
    'Frente a lo guardado en el corte 30/11/2026, aportes: iguales 0, con cambios 1, nuevos 0, se quitan 4.',
    'Frente a lo guardado en el corte 30/11/2026, créditos: iguales 0, con cambios 0, nuevos 1, se quitan 2.',
  ]);
  expect(v.corte).toMatchObject({ corte: '2026-11-30' });
  expect(v.reemplazados).toBe(7);

  // Todas las filas rechazadas: ni la vista previa ni la escritura tocan el corte.
  const mala = await hojasCorte(
    [
      ['999', 'Nadie', 'Ahorro permanente', 10, 0],
      [docs[0], 'Uno', 'Ahorro permanente', 'mucho', 0],
    ],
    null,
  );
  const antes = await conteo();
  const vm = (await previa('aportes', mala)).json<RespuestaImportacion>();
  expect(vm.avisos).toEqual(['El corte 30/11/2026 tiene 5 aportes; quedaría con 0.']);
  expect(vm.motivo_sin_escribir).toBe('el corte 30/11/2026 quedaría sin aportes');
  expect(vm.mensaje).toMatch(/^No hay nada que importar: el corte 30\/11\/2026 quedaría sin aportes\./);
  const w = (await importar(p.app, token, 'aportes', mala)).json<RespuestaImportacion>();
  expect(w).toMatchObject({ escrito: false, creados: 0, reemplazados: 0, rechazados: 2 });
  expect(w.mensaje).toMatch(/^No se importó nada: el corte 30\/11\/2026 quedaría sin aportes\./);
  expect(await conteo()).toEqual(antes);
});

test('plantillas: explicadas y con el ejemplo en otra hoja; tal cual (y tras ida y vuelta) no cambian nada', async () => {
  const antes = await conteo();
  for (const [tipo, hojas] of [
    ['afiliados', ['Afiliados', 'Ejemplo']],
    ['afiliacion', ['Afiliación', 'Ejemplo']],
    ['aportes', ['Aportes', 'Créditos', 'Ejemplo Aportes', 'Ejemplo Créditos']],
  ] as const) {
    const r = await pedir(p.app, 'GET', `/api/admin/plantillas/${tipo}`, token);
    expect(r.statusCode).toBe(200);
    const leido = await leerLibro(r.rawPayload);
    expect([...leido.keys()]).toEqual(hojas);
    // El ejemplo se ve; la hoja de datos solo tiene encabezados.
    const ejemplo = [...leido.values()][hojas.length === 2 ? 1 : 2]!;
    expect(ejemplo.flat()).toContain('1012345678');
    expect([...leido.values()][0]!.flat()).not.toContain('1012345678');
    for (const modo of ['1', '0']) {
      const m = multipart({ tipo, vista_previa: modo }, { nombre: 'plantilla.xlsx', bytes: r.rawPayload });
      const imp = await p.app.inject({
        method: 'POST',
        url: '/api/admin/importar',
        headers: { authorization: `bearer ${token}`, ...m.headers },
        payload: m.payload,
      });
      expect(imp.statusCode).toBe(200);
      expect(imp.json()).toMatchObject({ escrito: false, filas: 0, creados: 0, actualizados: 0, rechazados: 0 });
      expect(imp.json<RespuestaImportacion>().hojas_ignoradas).toEqual(hojas.filter((h) => h.startsWith('Ejemplo')));
    }
  }
  expect(await conteo()).toEqual(antes);
});

test("hojas: 'Instrucciones' primero, Aportes por su nombre, una hoja desconocida se nombra", async () => {
  const bytes = await libro([
    { nombre: 'Instrucciones', desde: 1, filas: [['Llene la hoja Aportes'], ['desde la fila 5']] },
    { nombre: 'Resumen', desde: 5, filas: [['x', 'y', 'z', 'w']] },
    { nombre: ' aportes', b2: fecha('2026-10-31'), desde: 5, filas: [['123abc', 'Nadie', 'Ahorro', 1, 0]] },
  ]);
  const r = (await previa('aportes', bytes)).json<RespuestaImportacion>();
  expect(r.errores).toEqual([
    {
      hoja: ' aportes',
      fila: 5,
      columna: 'A (Documento)',
      error: '«123abc» no es un documento: escriba solo dígitos',
    },
  ]);
  expect(r.hojas_ignoradas).toEqual(['Instrucciones', 'Resumen']);
  expect(r.avisos).toEqual(['La hoja «Resumen» no se reconoce y no se importó (se importan «Aportes» y «Créditos»).']);
});

test('afiliados: la vista previa cuenta creados y actualizados; sin filas válidas no se escribe', async () => {
  const bytes = await libro([
    {
      nombre: 'Afiliados',
      desde: 2,
      filas: [
        ['0' + docs[0], 'cc', 'Uno', 'Actualizado', null, 'docente', null, '15/01/2020', null],
        ['7400001', 'CC', 'Nuevo', 'Afiliado', 'nuevo@correo.co', 'Servicios generales', null, null, null],
        ['7400002', 'CC', null, 'Sin nombre', null, null, null, null, null],
      ],
    },
  ]);
  const v = (await previa('afiliados', bytes)).json<RespuestaImportacion>();
  expect(v).toMatchObject({ vista_previa: true, escrito: false, creados: 1, actualizados: 1, rechazados: 1 });
  expect(await p.db.select().from(afiliado).where(eq(afiliado.documento, '7400001'))).toHaveLength(0);
  const w = (await importar(p.app, token, 'afiliados', bytes)).json<RespuestaImportacion>();
  expect(w).toMatchObject({ escrito: true, creados: 1, actualizados: 1 });
  const [nuevo] = await p.db.select().from(afiliado).where(eq(afiliado.documento, '7400001'));
  expect(nuevo).toMatchObject({ tipo_afiliado: 'Servicios Generales' });

  const soloMalas = await libro([
    {
      nombre: 'Afiliados',
      desde: 2,
      filas: [
        ['x', 'CC', 'A', 'B'],
        ['7400003', 'ZZ', 'A', 'B'],
      ],
    },
  ]);
  const antes = await conteo();
  const m = (await importar(p.app, token, 'afiliados', soloMalas)).json<RespuestaImportacion>();
  expect(m).toMatchObject({ escrito: false, creados: 0, rechazados: 2 });
  expect(m.mensaje).toMatch(/^No se importó nada: ninguna fila es válida\./);
  expect(await conteo()).toEqual(antes);
  expect(await p.db.select().from(corte)).toHaveLength(1);
});
