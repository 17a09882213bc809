// Límites de cuerpo (1 MiB por defecto, LIMITE_CUERPO_ARCHIVO en la ruta que lo declara) y subida
// multipart leída como flujo con su límite: 413 con un error en español pasado cada límite.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LIMITE_CUERPO,
  LIMITE_CUERPO_ARCHIVO,
  MENSAJE_NO_MULTIPART,
  MENSAJE_SIN_ARCHIVO,
  leerArchivoUnico,
  mensajeArchivoGrande,
  registrarMultipart,
} from './subidas.js';
import type { ErrorApi } from '@fondo/contrato';
import { crearAppDePrueba, encabezado, crearAfiliado, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';

const LIMITE_PRUEBA = 64 * 1024;

const rutas: FastifyPluginAsyncTypebox = async (api) => {
  await registrarMultipart(api);
  const cuerpo = Type.Object({ texto: Type.String() });
  api.post('/prueba/json', { config: { acceso: 'sesion' }, schema: { body: cuerpo } }, (request) => ({
    largo: request.body.texto.length,
  }));
  api.post(
    '/prueba/data-url',
    { config: { acceso: 'sesion' }, bodyLimit: LIMITE_CUERPO_ARCHIVO, schema: { body: cuerpo } },
    (request) => ({ largo: request.body.texto.length }),
  );
  api.post('/prueba/subida', { config: { acceso: 'sesion' } }, async (request) => {
    const archivo = await leerArchivoUnico(request, LIMITE_PRUEBA);
    return { nombre: archivo.nombre, bytes: archivo.bytes.length, tipo: archivo.campos.tipo ?? null };
  });
};

let prueba: AppDePrueba;
let token: string;
beforeAll(async () => {
  prueba = await crearAppDePrueba({
    registrar: async (app) => {
      await app.register(rutas, { prefix: '/api' });
    },
  });
  token = await tokenDirecto(prueba.app, (await crearAfiliado(prueba.db)).afiliado.id_afiliado);
});
afterAll(async () => {
  await prueba?.cerrar();
});

const json = (url: string, largo: number) =>
  prueba.app.inject({
    method: 'POST',
    url,
    headers: { ...encabezado(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ texto: 'x'.repeat(largo) }),
  });

function multipart(partes: { nombre: string; archivo?: string; contenido: Buffer | string }[]) {
  const limite = '----fondo-prueba-limite';
  const trozos: Buffer[] = [];
  for (const p of partes) {
    const disposicion = `form-data; name="${p.nombre}"${p.archivo ? `; filename="${p.archivo}"` : ''}`;
    const tipo = p.archivo ? '\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : '';
    trozos.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: ${disposicion}${tipo}\r\n\r\n`),
      Buffer.from(p.contenido),
      Buffer.from('\r\n'),
    );
  }
  trozos.push(Buffer.from(`--${limite}--\r\n`));
  return prueba.app.inject({
    method: 'POST',
    url: '/api/prueba/subida',
    headers: { ...encabezado(token), 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat(trozos),
  });
}

test('JSON de hasta 1 MiB pasa; de más de 1 MiB -> 413 en español', async () => {
  expect(LIMITE_CUERPO).toBe(1024 * 1024);
  expect((await json('/api/prueba/json', 1000)).json()).toEqual({ largo: 1000 });
  const grande = await json('/api/prueba/json', LIMITE_CUERPO + 10);
  expect({ status: grande.statusCode, cuerpo: grande.json<ErrorApi>() }).toEqual({
    status: 413,
    cuerpo: { error: 'El contenido enviado es demasiado grande' },
  });
});

test('una ruta con bodyLimit LIMITE_CUERPO_ARCHIVO recibe un data URL de 2 MiB y rechaza uno mayor que su límite', async () => {
  expect((await json('/api/prueba/data-url', 2 * 1024 * 1024)).json()).toEqual({ largo: 2 * 1024 * 1024 });
  const grande = await json('/api/prueba/data-url', LIMITE_CUERPO_ARCHIVO + 10);
  expect({ status: grande.statusCode, cuerpo: grande.json<ErrorApi>() }).toEqual({
    status: 413,
    cuerpo: { error: 'El contenido enviado es demasiado grande' },
  });
});

test('multipart: el archivo dentro del límite llega entero, con los campos de texto', async () => {
  const r = await multipart([
    { nombre: 'tipo', contenido: 'aportes' },
    { nombre: 'file', archivo: 'cortes.xlsx', contenido: Buffer.alloc(LIMITE_PRUEBA, 7) },
  ]);
  expect({ status: r.statusCode, cuerpo: r.json<{ nombre: string; bytes: number; tipo: string | null }>() }).toEqual({
    status: 200,
    cuerpo: { nombre: 'cortes.xlsx', bytes: LIMITE_PRUEBA, tipo: 'aportes' },
  });
});

test('multipart: un archivo más grande que el límite -> 413 con el tamaño en MB', async () => {
  const r = await multipart([
    { nombre: 'file', archivo: 'grande.xlsx', contenido: Buffer.alloc(LIMITE_PRUEBA + 1, 7) },
  ]);
  expect({ status: r.statusCode, cuerpo: r.json<ErrorApi>() }).toEqual({
    status: 413,
    cuerpo: { error: mensajeArchivoGrande(LIMITE_PRUEBA) },
  });
  expect(r.json()).toEqual({ error: 'El archivo supera el tamaño máximo de 64 KB' });
  expect(mensajeArchivoGrande(10 * 1024 * 1024)).toBe('El archivo supera el tamaño máximo de 10 MB');
  expect(mensajeArchivoGrande(1.5 * 1024 * 1024)).toBe('El archivo supera el tamaño máximo de 1.5 MB');
});

test('multipart sin archivo -> 400; sin multipart -> 415', async () => {
  const sinArchivo = await multipart([{ nombre: 'tipo', contenido: 'aportes' }]);
  expect({ status: sinArchivo.statusCode, cuerpo: sinArchivo.json<ErrorApi>() }).toEqual({
    status: 400,
    cuerpo: { error: MENSAJE_SIN_ARCHIVO },
  });
  const comoJson = await prueba.app.inject({
    method: 'POST',
    url: '/api/prueba/subida',
    headers: encabezado(token),
    payload: { x: 1 },
  });
  expect({ status: comoJson.statusCode, cuerpo: comoJson.json<ErrorApi>() }).toEqual({
    status: 415,
    cuerpo: { error: MENSAJE_NO_MULTIPART },
  });
});
