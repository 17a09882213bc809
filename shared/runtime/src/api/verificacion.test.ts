// Verificación reciente: 403 'verificacion_requerida' -> diálogo del código y la misma petición otra vez.
import { api, configurarApi } from './cliente';
import { registrarPedirCodigo } from './verificacion';
import { useSesion } from '../sesion/sesion';

const pedido = () =>
  new Response(
    JSON.stringify({
      error: 'Por seguridad, confirme su código de verificación para continuar',
      codigo: 'verificacion_requerida',
    }),
    { status: 403, headers: { 'Content-Type': 'application/json' } },
  );

let cuerpos: string[] = [];
let respuestas: Response[] = [];
let deshacer: (() => void)[] = [];

beforeEach(() => {
  cuerpos = [];
  globalThis.fetch = jest.fn(async (entrada: RequestInfo | URL) => {
    cuerpos.push(await (entrada as Request).text());
    return respuestas.shift() ?? new Response('{}', { status: 200 });
  }) as typeof fetch;
  useSesion.getState().cerrar();
  deshacer = [configurarApi({ alExpirarSesion: jest.fn() })];
});
afterEach(() => deshacer.forEach((d) => d()));

test('pide el código y repite la misma petición (con su cuerpo) si se verificó', async () => {
  const pedir = jest.fn(() => Promise.resolve(true));
  deshacer.push(registrarPedirCodigo(pedir));
  respuestas = [pedido(), new Response(JSON.stringify({ mensaje: 'ok' }), { status: 200 })];
  await expect(api.post('admin/afiliados', { json: { email: 'n@correo.co' } }).json()).resolves.toEqual({
    mensaje: 'ok',
  });
  expect(pedir).toHaveBeenCalledTimes(1);
  expect(cuerpos).toEqual(['{"email":"n@correo.co"}', '{"email":"n@correo.co"}']);
});

test('si se cancela, el 403 llega a quien llamó y no se repite', async () => {
  deshacer.push(registrarPedirCodigo(() => Promise.resolve(false)));
  respuestas = [pedido()];
  await expect(api.delete('admin/afiliados/5')).rejects.toMatchObject({ response: { status: 403 } });
  expect(cuerpos).toHaveLength(1);
});

test('otro 403 no pide el código', async () => {
  const pedir = jest.fn(() => Promise.resolve(true));
  deshacer.push(registrarPedirCodigo(pedir));
  respuestas = [new Response(JSON.stringify({ error: 'No tiene permiso' }), { status: 403 })];
  await expect(api.get('admin/afiliados')).rejects.toMatchObject({ response: { status: 403 } });
  expect(pedir).not.toHaveBeenCalled();
});
