// La ida y vuelta con los datos de demostración (fichas completas, cortes con cientos de filas): cada
// exportación, reescrita por LibreOffice e importada de vuelta sin tocarla, no rechaza ni cambia nada.
import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { RespuestaImportacion } from '@fondo/contrato';
import { crearAppDePrueba, pedir, superadminConToken, type AppDePrueba } from '../../test/ayudantes.js';
import { importar } from '../../test/ayudantes-admin.js';
import { conLibreOffice } from '../../test/libros-oficina.js';
import { consultar } from '../db/filas.js';
import { sembrarDemo } from '../demo/sembrar.js';

let p: AppDePrueba;
let token: string;

beforeAll(async () => {
  p = await crearAppDePrueba();
  p.reloj.fijar(new Date('2026-11-22T15:00:00Z'));
  await sembrarDemo(p.db, { afiliados: 40, cortes: 2 });
  ({ token } = await superadminConToken(p, { nombres: 'Admin', apellidos: 'Ida y vuelta', documento: '5900000' }));
}, 120_000);
afterAll(async () => {
  await p?.cerrar();
});

/** Todo lo que la importación puede tocar, como texto: afiliados, aportes y créditos. */
const estado = async () => ({
  afiliados: await consultar(p.db, sql`select * from afiliado order by id_afiliado`),
  aportes: await consultar(
    p.db,
    sql`select id_corte, id_afiliado, id_tipo_aporte, total, cuota from aporte order by 1, 2, 3, total, cuota`,
  ),
  creditos: await consultar(
    p.db,
    sql`select id_corte, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas,
      cuotas_pagadas, cuotas_pendientes, desembolso, inicio_descuento, terminacion, tasa, estado_credito,
      descuento_prima, descuento_ahorro from credito order by 1, 2, numero`,
  ),
});

test('afiliados, afiliación, aportes y créditos del último corte: nada rechazado, nada cambia', async () => {
  const [ultimo] = await consultar<{ id_corte: number }>(
    p.db,
    sql`select id_corte from corte order by corte desc limit 1`,
  );
  const bajar = async (url: string) => {
    const r = await pedir(p.app, 'GET', url, token);
    expect(r.statusCode).toBe(200);
    return r.rawPayload;
  };
  const libros = await conLibreOffice([
    { nombre: 'afiliados.xlsx', contenido: await bajar('/api/admin/afiliados/descargar') },
    { nombre: 'aportes.xlsx', contenido: await bajar(`/api/admin/cortes/${ultimo!.id_corte}/aportes/descargar`) },
    { nombre: 'creditos.xlsx', contenido: await bajar(`/api/admin/cortes/${ultimo!.id_corte}/creditos/descargar`) },
  ]);
  const antes = await estado();
  expect(antes.aportes.length).toBeGreaterThan(50);
  expect(antes.creditos.length).toBeGreaterThan(5);
  for (const [tipo, nombre] of [
    ['afiliados', 'afiliados.xlsx'],
    ['afiliacion', 'afiliados.xlsx'],
    ['aportes', 'aportes.xlsx'],
    ['aportes', 'creditos.xlsx'],
  ] as const) {
    const r = await importar(p.app, token, tipo, libros.get(nombre)!);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<RespuestaImportacion>();
    expect({ tipo, nombre, rechazados: cuerpo.rechazados, errores: cuerpo.errores.slice(0, 3) }).toEqual({
      tipo,
      nombre,
      rechazados: 0,
      errores: [],
    });
    if (tipo !== 'aportes') expect(cuerpo).toMatchObject({ creados: 0, actualizados: 0, escrito: true });
    else expect(cuerpo.avisos.join('\n')).toMatch(/con cambios 0, nuevos 0, se quitan 0\./);
  }
  expect(await estado()).toEqual(antes);
}, 240_000);
