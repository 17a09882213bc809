// Los ids de la ruta solo con dígitos decimales; un 'Expect:' desconocido responde JSON en
// español; las respuestas con datos personales llevan Cache-Control: no-store.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorApi } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';
import { crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { MENSAJE_EXPECT, MENSAJE_ID_INVALIDO } from './ids-y-expect.js';

let p: AppDePrueba;
let token: string;
let hilo: number;
let tipo: number;

beforeAll(async () => {
  p = await crearAppDePrueba();
  const m = (await crearAfiliado(p.db)).afiliado;
  token = await tokenDirecto(p.app, m.id_afiliado);
  hilo = await crearHilo(p.db, m.id_afiliado);
  tipo = await crearTipoCredito(p.db);
});
afterAll(async () => {
  await p.cerrar();
});

test('ids decimales: 0o7, 0b1, 1e1, 0x1, " 7" y "7 " -> 400 en español; 7 y 007 pasan', async () => {
  for (const id of ['0o7', '0b1', '1e1', '0x1', '%207', '7%20', '1.0', '+1', '-1']) {
    for (const url of [`/api/mensajes/${id}`, `/api/tipos-credito/${id}`]) {
      const r = await pedir(p.app, 'GET', url.replace(/\/[^/]*$/, `/${id}`), token);
      expect({ url, s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
        url,
        s: 400,
        b: { error: MENSAJE_ID_INVALIDO },
      });
    }
  }
  expect((await pedir(p.app, 'GET', `/api/mensajes/${hilo}`, token)).statusCode).toBe(200);
  expect((await pedir(p.app, 'GET', `/api/tipos-credito/00${tipo}`, token)).statusCode).toBe(200);
});

test('datos personales: Cache-Control no-store en /me, /resumen y las lecturas del afiliado', async () => {
  for (const url of [
    '/api/afiliados/me',
    '/api/afiliados/me/resumen',
    '/api/afiliados/me/aportes',
    '/api/afiliados/me/creditos',
    '/api/afiliados/me/sesion',
    '/api/mensajes?estado=0',
  ]) {
    const r = await pedir(p.app, 'GET', url, token);
    expect({ url, s: r.statusCode, c: r.headers['cache-control'] }).toEqual({ url, s: 200, c: 'no-store' });
  }
});

test("un 'Expect:' desconocido: 417 con { error } en español", async () => {
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = p.app.server.address() as AddressInfo;
  const respuesta = await new Promise<{ status: number; tipo: string | undefined; cuerpo: string }>((ok, mal) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', headers: { expect: 'algo-raro' } }, (res) => {
      let cuerpo = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (cuerpo += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, tipo: res.headers['content-type'], cuerpo }));
    });
    req.on('error', mal);
    req.end();
  });
  expect(respuesta.status).toBe(417);
  expect(respuesta.tipo).toMatch(/^application\/json/);
  expect(JSON.parse(respuesta.cuerpo)).toEqual({ error: MENSAJE_EXPECT });
});
