import { MutationObserver } from '@tanstack/react-query';
import { api, configurarApi } from '../api/cliente';
import { useSesion } from '../sesion/sesion';
import { avisarError, registrarAvisoDeError } from './avisos';
import { crearClienteConsultas, reintentar } from './cliente-consultas';

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

function responder(r: () => Response): void {
  globalThis.fetch = jest.fn(() => Promise.resolve(r())) as typeof fetch;
}

function iniciarSesion(id = 3): void {
  useSesion.getState().iniciar({
    access_token: `tok-${id}`,
    usuario: {
      id_afiliado: id,
      nombres: 'Luis',
      apellidos: 'Rojas',
      foto: null,
      superadmin: false,
      impersonate: false,
      pgweb_token: 'pg',
      ultima_actualizacion: null,
    },
    roles: ['afiliado'],
  });
}

const mostrados: string[] = [];
let quitar: () => void = () => undefined;
let deshacer: () => void = () => undefined;
const alExpirar = jest.fn();

beforeEach(() => {
  mostrados.length = 0;
  alExpirar.mockClear();
  useSesion.getState().cerrar();
  deshacer = configurarApi({ alExpirarSesion: alExpirar });
  quitar = registrarAvisoDeError((t) => mostrados.push(t));
});
afterEach(() => {
  quitar();
  deshacer();
});

test("una consulta fallida muestra el diálogo con el 'error' del servidor una sola vez", async () => {
  const cliente = crearClienteConsultas();
  responder(() => json({ error: 'No se encontró el afiliado' }, 404));
  const error = await cliente
    .fetchQuery({ queryKey: ['x'], queryFn: () => api.get('afiliados/9/resumen').json() })
    .catch((e: unknown) => e);
  // La pantalla que además lo maneja no lo repite.
  await avisarError(error);
  await new Promise((ok) => setTimeout(ok, 0));
  expect(mostrados).toEqual(['No se encontró el afiliado']);
});

test('detail si no hay error; si no, el error tal cual', async () => {
  const cliente = crearClienteConsultas();
  responder(() => json({ detail: 'Detalle del problema' }, 400));
  await cliente.fetchQuery({ queryKey: ['a'], queryFn: () => api.get('a').json() }).catch(() => undefined);
  await cliente
    .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('algo falló')) })
    .catch(() => undefined);
  await new Promise((ok) => setTimeout(ok, 0));
  expect(mostrados).toEqual(['Detalle del problema', 'algo falló']);
});

test('meta.sinDialogo: la pantalla muestra el error a su manera (consultas y mutaciones)', async () => {
  const cliente = crearClienteConsultas();
  responder(() => json({ error: 'No se pudo generar el certificado' }, 500));
  await cliente
    .fetchQuery({ queryKey: ['c'], queryFn: () => api.get('c').json(), meta: { sinDialogo: true }, retry: false })
    .catch(() => undefined);
  const m = new MutationObserver(cliente, { mutationFn: () => api.post('d').json(), meta: { sinDialogo: true } });
  await m.mutate().catch(() => undefined);
  await new Promise((ok) => setTimeout(ok, 0));
  expect(mostrados).toEqual([]);
});

test('una mutación fallida también muestra el diálogo una vez', async () => {
  const cliente = crearClienteConsultas();
  responder(() => json({ error: 'Usuario o clave incorrectos' }, 401));
  const m = new MutationObserver(cliente, { mutationFn: () => api.post('login').json() });
  await m.mutate().catch(() => undefined);
  await new Promise((ok) => setTimeout(ok, 0));
  expect(mostrados).toEqual(['Usuario o clave incorrectos']);
});

test("'Token expirado': sin diálogo; el cliente de la API lleva a /logout una vez", async () => {
  const cliente = crearClienteConsultas();
  iniciarSesion();
  responder(() => json({ error: 'Token expirado' }, 401));
  await cliente
    .fetchQuery({ queryKey: ['r'], queryFn: () => api.get('afiliados/me/resumen').json() })
    .catch(() => undefined);
  await new Promise((ok) => setTimeout(ok, 0));
  expect(mostrados).toEqual([]);
  expect(alExpirar).toHaveBeenCalledTimes(1);
});

test('sin nadie registrado el error se registra en la consola', async () => {
  quitar();
  const consola = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await avisarError({ error: 'Sin diálogo' });
  expect(consola).toHaveBeenCalledWith('Sin diálogo');
  consola.mockRestore();
});

test('al cerrar la sesión o cambiar de afiliado la caché se vacía; renovar el token no', () => {
  const cliente = crearClienteConsultas();
  iniciarSesion(3);
  cliente.setQueryData(['productos', 'me', 'resumen'], { aportes: 1 });
  useSesion.getState().renovarToken('tok-nuevo');
  expect(cliente.getQueryData(['productos', 'me', 'resumen'])).toEqual({ aportes: 1 });
  useSesion.getState().cerrar();
  expect(cliente.getQueryData(['productos', 'me', 'resumen'])).toBeUndefined();

  iniciarSesion(3);
  cliente.setQueryData(['productos', 'me', 'resumen'], { aportes: 1 });
  iniciarSesion(4);
  expect(cliente.getQueryData(['productos', 'me', 'resumen'])).toBeUndefined();
});

test('reintenta una vez solo sin respuesta o con 5xx; nunca un 4xx', async () => {
  responder(() => json({}, 503));
  const e5 = await api.get('x').catch((e: unknown) => e);
  responder(() => json({}, 404));
  const e4 = await api.get('x').catch((e: unknown) => e);
  expect(reintentar(0, e5)).toBe(true);
  expect(reintentar(1, e5)).toBe(false);
  expect(reintentar(0, e4)).toBe(false);
  expect(reintentar(0, new TypeError('Failed to fetch'))).toBe(true);
  expect(reintentar(0, new Error('otra cosa'))).toBe(false);
});
