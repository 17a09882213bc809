// Más de 300 líneas: la ida y vuelta de cada exportación (afiliados, afiliación, aportes y créditos de un corte).
// Exportar, pasar el libro por LibreOffice (otro programa lo reescribe), importarlo de vuelta: sin tocar
// nada no cambia nada ni rechaza nada; con una celda cambiada (exceljs sobre la copia de LibreOffice)
// cambia exactamente eso. Y los instantes exportados en hora de Colombia. Requiere soffice.
import { expect } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RespuestaImportacion } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, superadminConToken, type AppDePrueba } from '../../test/ayudantes.js';
import { importar, leerLibro } from '../../test/ayudantes-admin.js';
import { crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { conLibreOffice } from '../../test/libros-oficina.js';
import { MENSAJE_EXPORTACION_ANTERIOR } from './importacion/plan.js';
import { afiliado, aporte, corte, credito, tipoAporte } from '../db/schema.js';

let p: AppDePrueba;
let token: string;
let idCorte: number;
/** Los libros exportados, tras pasar por LibreOffice. */
let oficina: Map<string, Buffer>;

const afiliados = () => p.db.select().from(afiliado).orderBy(asc(afiliado.id_afiliado));
const aportes = () =>
  p.db
    .select({ a: aporte.id_afiliado, t: aporte.id_tipo_aporte, total: aporte.total, cuota: aporte.cuota })
    .from(aporte)
    .where(eq(aporte.id_corte, idCorte))
    .orderBy(asc(aporte.id_afiliado), asc(aporte.id_tipo_aporte));
const creditos = async () =>
  (await p.db.select().from(credito).where(eq(credito.id_corte, idCorte)).orderBy(asc(credito.numero))).map(
    ({ id_credito: _id, ...resto }) => resto,
  );

/** Campos que cambian entre dos listas de filas, como 'fila.campo'. */
function diferencias<T extends object>(antes: T[], despues: T[]): string[] {
  expect(despues).toHaveLength(antes.length);
  const r: string[] = [];
  antes.forEach((a, i) => {
    const d = despues[i] as Record<string, unknown>;
    for (const [k, v] of Object.entries(a)) if (JSON.stringify(v) !== JSON.stringify(d[k])) r.push(`${i}.${k}`);
  });
  return r;
}

async function importarSinRechazos(tipo: string, bytes: Buffer): Promise<RespuestaImportacion> {
  const r = await importar(p.app, token, tipo, bytes);
  expect(r.statusCode).toBe(200);
  const cuerpo = r.json<RespuestaImportacion>();
  expect({ rechazados: cuerpo.rechazados, errores: cuerpo.errores, escrito: cuerpo.escrito }).toEqual({
    rechazados: 0,
    errores: [],
    escrito: true,
  });
  return cuerpo;
}

/** La copia de LibreOffice con una celda cambiada (por su hoja y el texto de su fila en la columna A). */
async function conCelda(nombre: string, hoja: string, documento: string, columna: number, valor: ExcelJS.CellValue) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(oficina.get(nombre)! as unknown as ArrayBuffer);
  const h = libro.getWorksheet(hoja)!;
  let hallada = false;
  h.eachRow((fila) => {
    if (fila.getCell(1).value === documento) {
      fila.getCell(columna).value = valor;
      hallada = true;
    }
  });
  expect(hallada).toBe(true);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

beforeAll(async () => {
  p = await crearAppDePrueba();
  ({ token } = await superadminConToken(p, { nombres: 'Admin', apellidos: 'Fondo', documento: '5000000' }));
  const ana = (
    await crearAfiliado(p.db, {
      documento: '5000001',
      documento_tipo: 'CC',
      nombres: 'Ana María',
      apellidos: 'Núñez Ñandú',
      email: 'ana@correo.co',
      tipo_afiliado: 'Docente',
      // Empieza por +: la exportación lo escapa con un apóstrofo y la importación lo quita.
      telefono: '+57 300 123 4567 / 601 765 4321 ext. 123',
      direccion: 'Calle 1 # 2-3',
      afiliacion: '2020-01-15',
      ingreso: '2019-03-01',
      salario: '3500000.50',
      ahorro_permanente: '175000.00',
      ahorro_programado: '50000.25',
      cuota_afiliacion: '20000.00',
      lugar_trabajo: 'Sede 170',
      tipo_contrato: 'Indefinido',
      cargo: 'Docente de matemáticas',
      ultimo_login: '2026-11-20 21:31:00+00',
    })
  ).afiliado;
  const beto = (
    await crearAfiliado(p.db, {
      documento: '5000002',
      nombres: 'Beto',
      apellidos: 'Retirado',
      email: null,
      afiliacion: '2018-05-02',
      retiro: '2025-06-30',
    })
  ).afiliado;
  idCorte = (await p.db.insert(corte).values({ corte: '2026-10-31' }).returning())[0]!.id_corte;
  const [t1, t2] = await p.db
    .insert(tipoAporte)
    .values([{ nombre: 'Ahorro permanente' }, { nombre: 'Revalorización' }])
    .returning();
  const tc = await crearTipoCredito(p.db, { nombre: 'Libre inversión' });
  await p.db.insert(aporte).values([
    {
      id_corte: idCorte,
      id_afiliado: ana.id_afiliado,
      id_tipo_aporte: t1!.id_tipo_aporte,
      total: '1750000.50',
      cuota: '175000.00',
    },
    {
      id_corte: idCorte,
      id_afiliado: ana.id_afiliado,
      id_tipo_aporte: t2!.id_tipo_aporte,
      total: '12345.67',
      cuota: '0',
    },
    {
      id_corte: idCorte,
      id_afiliado: beto.id_afiliado,
      id_tipo_aporte: t1!.id_tipo_aporte,
      total: '900000.00',
      cuota: '90000.10',
    },
  ]);
  await p.db.insert(credito).values([
    {
      id_corte: idCorte,
      id_afiliado: ana.id_afiliado,
      id_tipo_credito: tc,
      numero: 'CR-0001',
      valor_credito: '5000000.00',
      saldo: '3200000.50',
      valor_cuota: '250000.25',
      cuotas: 24,
      cuotas_pagadas: 8,
      cuotas_pendientes: 16,
      desembolso: '2025-03-01',
      inicio_descuento: '2025-04-30',
      terminacion: '2027-03-30',
      tasa: '0.012500',
      estado_credito: 'Vigente',
      descuento_prima: false,
      descuento_ahorro: true,
    },
    {
      id_corte: idCorte,
      id_afiliado: beto.id_afiliado,
      id_tipo_credito: tc,
      numero: '-77',
      valor_credito: '100.00',
      saldo: '0.00',
      valor_cuota: '10.00',
      cuotas: 10,
      cuotas_pagadas: 10,
      cuotas_pendientes: 0,
      tasa: '0.010000',
      estado_credito: 'Cancelado',
      descuento_prima: true,
      descuento_ahorro: false,
    },
  ]);

  const exportado = async (url: string) => {
    const r = await pedir(p.app, 'GET', url, token);
    expect(r.statusCode).toBe(200);
    return r.rawPayload;
  };
  oficina = await conLibreOffice([
    { nombre: 'afiliados.xlsx', contenido: await exportado('/api/admin/afiliados/descargar') },
    { nombre: 'aportes.xlsx', contenido: await exportado(`/api/admin/cortes/${idCorte}/aportes/descargar`) },
    { nombre: 'creditos.xlsx', contenido: await exportado(`/api/admin/cortes/${idCorte}/creditos/descargar`) },
  ]);
}, 240_000);
afterAll(async () => {
  await p.cerrar();
});

describe('afiliados y afiliación', () => {
  test('el libro de afiliados reescrito por LibreOffice, importado sin tocarlo con cada tipo: nada cambia', async () => {
    const antes = await afiliados();
    const a = await importarSinRechazos('afiliados', oficina.get('afiliados.xlsx')!);
    expect(a).toMatchObject({ filas: antes.length, creados: 0, actualizados: 0 });
    expect(a.avisos).toEqual([
      'La hoja «Afiliación» no se importó: se importa con el tipo de archivo «Afiliación».',
      `${antes.length} filas son iguales a lo guardado: no cambian.`,
    ]);
    expect(diferencias(antes, await afiliados())).toEqual([]);
    const b = await importarSinRechazos('afiliacion', oficina.get('afiliados.xlsx')!);
    expect(b).toMatchObject({ filas: antes.length, creados: 0, actualizados: 0 });
    expect(b.avisos).toEqual([
      'La hoja «Afiliados» no se importó: se importa con el tipo de archivo «Afiliados».',
      `${antes.length} filas son iguales a lo guardado: no cambian.`,
    ]);
    expect(diferencias(antes, await afiliados())).toEqual([]);
  });

  test('las columnas de solo lectura van en gris con su nota; cambiarlas no cambia nada', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(oficina.get('afiliados.xlsx')! as unknown as ArrayBuffer);
    const encabezados = libro.getWorksheet('Afiliados')!.getRow(1);
    const titulos = (encabezados.values as unknown[]).slice(1) as string[];
    const direccion = encabezados.getCell(titulos.indexOf('Dirección') + 1);
    expect(direccion.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(JSON.stringify(direccion.note)).toContain('la importación no lee esta columna');
    expect((encabezados.getCell(1).fill as ExcelJS.FillPattern | undefined)?.pattern ?? 'none').toBe('none');
    const antes = await afiliados();
    await importarSinRechazos(
      'afiliados',
      await conCelda('afiliados.xlsx', 'Afiliados', '5000001', titulos.indexOf('Dirección') + 1, 'Otra calle'),
    );
    expect(diferencias(antes, await afiliados())).toEqual([]);
  });

  test('una celda cambiada en cada hoja cambia exactamente ese campo', async () => {
    const antes = await afiliados();
    const i = antes.findIndex((f) => f.documento === '5000001');
    // Hoja Afiliados, columna G (Teléfono); hoja Afiliación, columna H (Cargo).
    const r = await importarSinRechazos(
      'afiliados',
      await conCelda('afiliados.xlsx', 'Afiliados', '5000001', 7, '3001112233 ext. 45'),
    );
    expect(r).toMatchObject({ creados: 0, actualizados: 1 });
    expect(r.mensaje).toContain(`Actualizados: 1. Rechazados: 0.`);
    let despues = await afiliados();
    expect(diferencias(antes, despues)).toEqual([`${i}.telefono`]);
    expect(despues[i]!.telefono).toBe('3001112233 ext. 45');
    await importarSinRechazos(
      'afiliacion',
      await conCelda('afiliados.xlsx', 'Afiliación', '5000001', 8, 'Coordinadora académica'),
    );
    despues = await afiliados();
    expect(diferencias(antes, despues)).toEqual([`${i}.telefono`, `${i}.cargo`]);
    expect(despues[i]!.cargo).toBe('Coordinadora académica');
  });

  test('la exportación de antes (43 columnas desde «Id del afiliado»): se rechaza entera diciendo qué hacer', async () => {
    const viejo = new ExcelJS.Workbook();
    const hoja = viejo.addWorksheet('Afiliados');
    hoja.addRow(['Id del afiliado', 'Nombres', 'Apellidos', 'Foto', 'Documento']);
    hoja.addRow([1, 'Ana María', 'Núñez Ñandú', null, '5000001']);
    const bytes = Buffer.from(await viejo.xlsx.writeBuffer());
    const antes = await afiliados();
    const r = await importar(p.app, token, 'afiliados', bytes);
    expect({ s: r.statusCode, b: r.json<unknown>() }).toEqual({ s: 400, b: { error: MENSAJE_EXPORTACION_ANTERIOR } });
    // Como afiliación, su hoja Afiliados no se lee: el resultado dice cuál falta y con qué tipo se importa.
    const otra = (await importar(p.app, token, 'afiliacion', bytes)).json<RespuestaImportacion>();
    expect(otra).toMatchObject({ escrito: false, filas: 0 });
    expect(otra.avisos).toEqual([
      'El libro no tiene la hoja «Afiliación»: no se importó nada.',
      'La hoja «Afiliados» no se importó: se importa con el tipo de archivo «Afiliados».',
    ]);
    expect(diferencias(antes, await afiliados())).toEqual([]);
  });

  test('los instantes salen en hora de Colombia y el encabezado lo dice', async () => {
    const hoja = (await leerLibro(oficina.get('afiliados.xlsx')!)).get('Afiliados')!;
    const titulos = hoja[0] as string[];
    const col = titulos.indexOf('Último ingreso (hora de Colombia)');
    expect(col).toBeGreaterThan(0);
    const ana = hoja.find((f) => f[0] === '5000001')!;
    // El ingreso fue a las 21:31 UTC: 16:31 en Bogotá.
    expect(ana[col]).toEqual(new Date('2026-11-20T16:31:00Z'));
  });
});

describe('un corte: aportes y créditos', () => {
  test('los aportes exportados, reescritos por LibreOffice e importados sin tocarlos: nada cambia', async () => {
    const [antesA, antesC] = [await aportes(), await creditos()];
    const r = await importarSinRechazos('aportes', oficina.get('aportes.xlsx')!);
    expect(r).toMatchObject({ filas: 3, creados: 3, reemplazados: 3, corte: { corte: '2026-10-31' } });
    expect(r.avisos).toContain(
      'Frente a lo guardado en el corte 31/10/2026, aportes: iguales 3, con cambios 0, nuevos 0, se quitan 0.',
    );
    expect(await aportes()).toEqual(antesA);
    expect(await creditos()).toEqual(antesC);
  });

  test('la cuota de un aporte cambiada en la copia: solo ese aporte cambia', async () => {
    const antes = await aportes();
    const r = await importarSinRechazos('aportes', await conCelda('aportes.xlsx', 'Aportes', '5000002', 5, 95000.5));
    expect(r.avisos).toContain(
      'Frente a lo guardado en el corte 31/10/2026, aportes: iguales 2, con cambios 1, nuevos 0, se quitan 0.',
    );
    const despues = await aportes();
    expect(diferencias(antes, despues)).toEqual(['2.cuota']);
    expect(despues[2]!.cuota).toBe('95000.50');
  });

  test('los créditos exportados (solo la hoja Créditos) importados sin tocarlos: nada cambia, los aportes quedan', async () => {
    const [antesA, antesC] = [await aportes(), await creditos()];
    const r = await importarSinRechazos('aportes', oficina.get('creditos.xlsx')!);
    expect(r).toMatchObject({ filas: 2, creados: 2, reemplazados: 2 });
    expect(r.avisos).toEqual([
      'El libro no trae la hoja Aportes: los 3 aportes del corte quedan como están.',
      'Frente a lo guardado en el corte 31/10/2026, créditos: iguales 2, con cambios 0, nuevos 0, se quitan 0.',
    ]);
    expect(await creditos()).toEqual(antesC);
    expect(await aportes()).toEqual(antesA);
  });

  test('la tasa y el descuento de prima cambiados: solo esos campos de ese crédito', async () => {
    const antes = await creditos();
    let libro = await conCelda('creditos.xlsx', 'Créditos', '5000001', 14, 0.013);
    oficina.set('creditos-tasa.xlsx', libro);
    libro = await conCelda('creditos-tasa.xlsx', 'Créditos', '5000001', 16, 'SI');
    await importarSinRechazos('aportes', libro);
    const despues = await creditos();
    const i = antes.findIndex((c) => c.numero === 'CR-0001');
    expect(diferencias(antes, despues)).toEqual([`${i}.tasa`, `${i}.descuento_prima`]);
    expect(despues[i]).toMatchObject({ tasa: '0.013000', descuento_prima: true });
  });

  test('solo créditos para un corte que no existe: no escribe nada y dice qué hacer', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(oficina.get('creditos.xlsx')! as unknown as ArrayBuffer);
    libro.getWorksheet('Créditos')!.getCell('B2').value = new Date('2026-09-30T00:00:00Z');
    const r = await importar(p.app, token, 'aportes', Buffer.from(await libro.xlsx.writeBuffer()));
    expect(r.json<RespuestaImportacion>()).toMatchObject({
      escrito: false,
      rechazados: 0,
      motivo_sin_escribir: 'el corte 30/09/2026 no existe: impórtelo primero con su hoja Aportes',
    });
    expect(await p.db.select().from(corte).where(eq(corte.corte, '2026-09-30'))).toEqual([]);
  });

  test('cada celda de un crédito sale con lo que la importación lee (número, tasa, fechas, estado, SI/NO)', async () => {
    const hoja = (await leerLibro(oficina.get('creditos.xlsx')!)).get('Créditos')!;
    expect(hoja[1]).toEqual(['Corte', new Date('2026-10-31T00:00:00Z')]);
    expect(hoja.find((f) => f[0] === '5000001')).toEqual([
      '5000001',
      'Ana María Núñez Ñandú',
      'Libre inversión',
      'CR-0001',
      5000000,
      3200000.5,
      250000.25,
      24,
      8,
      16,
      new Date('2025-03-01T00:00:00Z'),
      new Date('2025-04-30T00:00:00Z'),
      new Date('2027-03-30T00:00:00Z'),
      0.0125,
      'Vigente',
      'NO',
      'SI',
    ]);
  });
});
