// Apertura de un libro (admin/xlsx.ts): un .xlsx con contraseña (cifrado por Excel o LibreOffice: un
// contenedor OLE) o cortado a medias responde 400 con lo que hay que hacer, no 415 'debe ser .xlsx'.
import { readFileSync } from 'node:fs';
import { expect } from '@jest/globals';
import type { ErrorApi } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { importar, libro } from '../../test/ayudantes-admin.js';
import { MENSAJE_NO_XLSX, MENSAJE_XLSX_CON_CLAVE, MENSAJE_XLSX_DANADO } from './xlsx.js';

const CON_CLAVE = readFileSync(new URL('../../test/muestras/libro-con-clave.xlsx', import.meta.url));

let p: AppDePrueba;
let token: string;

beforeAll(async () => {
  p = await crearAppDePrueba();
  const admin = await crearAfiliado(p.db, { superadmin: true, nombres: 'Admin', apellidos: 'Fondo' });
  token = await tokenDirecto(p.app, admin.afiliado.id_afiliado);
});
afterAll(async () => {
  await p.cerrar();
});

const respuesta = async (bytes: Buffer) => {
  const r = await importar(p.app, token, 'afiliados', bytes);
  return { s: r.statusCode, b: r.json<ErrorApi>() };
};

test('un .xlsx con contraseña: 400 que lo dice y cómo quitarla', async () => {
  expect(CON_CLAVE.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
  expect(await respuesta(CON_CLAVE)).toEqual({ s: 400, b: { error: MENSAJE_XLSX_CON_CLAVE } });
  expect(MENSAJE_XLSX_CON_CLAVE).toMatch(/contraseña/);
});

test('un .xlsx cortado a medias: 400 dañado, con qué hacer; uno entero se lee', async () => {
  const entero = await libro([{ nombre: 'Afiliados', desde: 5, filas: [['documento'], ['8100001']] }]);
  expect((await importar(p.app, token, 'afiliados', entero)).statusCode).not.toBe(400);
  for (const parte of [0.5, 0.9]) {
    const cortado = entero.subarray(0, Math.floor(entero.length * parte));
    expect(await respuesta(cortado)).toEqual({ s: 400, b: { error: MENSAJE_XLSX_DANADO } });
  }
  expect(MENSAJE_XLSX_DANADO).toMatch(/guárdelo de nuevo/);
});

test('lo que no es un libro sigue siendo 415', async () => {
  expect(await respuesta(Buffer.from('%PDF-1.4 no es un libro'))).toEqual({ s: 415, b: { error: MENSAJE_NO_XLSX } });
});
