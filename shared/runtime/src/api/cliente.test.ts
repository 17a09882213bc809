import { api, configurarApi, textoDeError, usarPrecargas } from './cliente';
import { descargarArchivo, nombreDeDisposicion } from './descargar';
import { useSesion } from '../sesion/sesion';

type Respondedor = (r: Request) => Response | Promise<Response>;
let peticiones: Request[] = [];

function responder(fn: Respondedor): void {
  globalThis.fetch = jest.fn(async (entrada: RequestInfo | URL) => {
    const r = entrada as Request;
    peticiones.push(r);
    return fn(r);
  }) as typeof fetch;
}

const json = (cuerpo: unknown, status = 200, cabeceras: Record<string, string> = {}) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json', ...cabeceras } });

function iniciarSesion(token = 'tok-1'): void {
  useSesion.getState().iniciar({
    access_token: token,
    usuario: {
      id_afiliado: 3,
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

const alExpirar = jest.fn();

let deshacer: () => void = () => undefined;

beforeEach(() => {
  peticiones = [];
  alExpirar.mockClear();
  useSesion.getState().cerrar();
  deshacer = configurarApi({ alExpirarSesion: alExpirar });
});
afterEach(() => deshacer());

test("usa el prefijo '/api' y la cabecera bearer de la sesión", async () => {
  iniciarSesion('abc');
  responder(() => json({ aportes: 1 }));
  await expect(api.get('afiliados/me/resumen').json()).resolves.toEqual({ aportes: 1 });
  const r = peticiones[0]!;
  expect(new URL(r.url).pathname).toBe('/api/afiliados/me/resumen');
  expect(r.headers.get('Authorization')).toBe('bearer abc');
});

test('sin sesión no envía Authorization', async () => {
  responder(() => json([]));
  await api.get('fondos').json();
  expect(peticiones[0]!.headers.has('Authorization')).toBe(false);
});

test('configurar no cambia el cliente (un solo objeto, inmutable) y se puede deshacer', async () => {
  const antes = api;
  const otro = jest.fn();
  const quitar = configurarApi({ alExpirarSesion: otro });
  expect(api).toBe(antes);
  iniciarSesion('abc');
  responder(() => json({ error: 'Token expirado' }, 401));
  await api.get('afiliados/me/resumen').catch(() => undefined);
  expect(otro).toHaveBeenCalledTimes(1);
  // mientras estuvo configurado, el anterior no se llamó
  expect(alExpirar).not.toHaveBeenCalled();
  quitar();
});

test("un token nuevo en la cabecera 'token' reemplaza al guardado", async () => {
  iniciarSesion('viejo');
  responder(() => json({}, 200, { token: 'nuevo' }));
  await api.get('afiliados/me/resumen').json();
  expect(useSesion.getState().access_token).toBe('nuevo');
  expect(sessionStorage.getItem('access_token')).toBe('nuevo');
  responder(() => json({}));
  await api.get('afiliados/me/resumen').json();
  expect(peticiones[1]!.headers.get('Authorization')).toBe('bearer nuevo');
});

test('texto de error: campo error, si no detail, si no el error tal cual', async () => {
  responder(() => json({ error: 'Usuario o clave incorrectos', detail: 'x' }, 401));
  const e1 = await api.post('login').catch((e: unknown) => e);
  expect(await textoDeError(e1)).toBe('Usuario o clave incorrectos');
  // se puede volver a leer
  expect(await textoDeError(e1)).toBe('Usuario o clave incorrectos');

  responder(() => json({ detail: 'Detalle del problema' }, 400));
  const e2 = await api.get('x').catch((e: unknown) => e);
  expect(await textoDeError(e2)).toBe('Detalle del problema');

  responder(() => new Response('<html>caído</html>', { status: 502, statusText: 'Bad Gateway' }));
  const e3 = await api.get('x').catch((e: unknown) => e);
  expect(await textoDeError(e3)).toBe('La solicitud falló (502 Bad Gateway)');

  expect(await textoDeError(new Error('algo falló'))).toBe('algo falló');
  expect(await textoDeError({ error: 'No se puede eliminar' })).toBe('No se puede eliminar');
  expect(await textoDeError('texto')).toBe('texto');
});

test("'Token expirado' con sesión llama a alExpirarSesion (→ /logout); sin sesión no", async () => {
  iniciarSesion();
  responder(() => json({ error: 'Token expirado' }, 401));
  const e = await api.get('afiliados/me/resumen').catch((x: unknown) => x);
  expect(await textoDeError(e)).toBe('Token expirado');
  expect(alExpirar).toHaveBeenCalledTimes(1);

  useSesion.getState().cerrar();
  await api.post('logout').catch(() => undefined);
  expect(alExpirar).toHaveBeenCalledTimes(1);

  iniciarSesion();
  responder(() => json({ error: 'No tiene permiso para realizar esta acción' }, 403));
  await api.get('admin/afiliados').catch(() => undefined);
  expect(alExpirar).toHaveBeenCalledTimes(1);
});

test('nombre de Content-Disposition: filename* primero', () => {
  expect(
    nombreDeDisposicion(`attachment; filename="a.pdf"; filename*=UTF-8''Certificado%20de%20afiliaci%C3%B3n.pdf`),
  ).toBe('Certificado de afiliación.pdf');
  expect(nombreDeDisposicion('attachment; filename="saldos.pdf"')).toBe('saldos.pdf');
  expect(nombreDeDisposicion('attachment; filename=plano.xlsx')).toBe('plano.xlsx');
  expect(nombreDeDisposicion('attachment')).toBeNull();
  expect(nombreDeDisposicion(null)).toBeNull();
});

test('descargarArchivo guarda el blob con el nombre del servidor o el dado', async () => {
  iniciarSesion('t');
  const crear = jest.fn(() => 'blob:x');
  const revocar = jest.fn();
  Object.assign(URL, { createObjectURL: crear, revokeObjectURL: revocar });
  const nombres: string[] = [];
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    nombres.push(this.download);
  });
  responder(
    () =>
      new Response('%PDF-1.4', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''Certificado%20tributario%202025.pdf`,
        },
      }),
  );
  await descargarArchivo('/afiliados/me/certificado?id_corte=1&tipo_certificado=tributario', 'certificado.pdf');
  expect(new URL(peticiones[0]!.url).pathname).toBe('/api/afiliados/me/certificado');
  expect(peticiones[0]!.headers.get('Authorization')).toBe('bearer t');
  responder(() => new Response('x', { headers: { 'Content-Type': 'application/pdf' } }));
  await descargarArchivo('afiliados/me/actualizacion', 'Formulario.pdf');
  expect(nombres).toEqual(['Certificado tributario 2025.pdf', 'Formulario.pdf']);
  expect(crear).toHaveBeenCalledTimes(2);
  clic.mockRestore();
});

test('un GET pedido por adelantado (la shell) llega de la precarga, con su token nuevo y sus errores; lo demás va a la red', async () => {
  iniciarSesion('tok-1');
  responder(() => json({ red: true }));
  const pedidas: [string, string][] = [];
  usarPrecargas((url, token) => {
    pedidas.push([new URL(url).pathname, token]);
    if (url.endsWith('/api/afiliados/me/resumen'))
      return Promise.resolve(json({ precargado: true }, 200, { token: 'tok-2' }));
    if (url.endsWith('/api/afiliados/me/novedades')) return Promise.resolve(json({ error: 'Token expirado' }, 401));
    return undefined;
  });
  try {
    await expect(api.get('afiliados/me/resumen').json()).resolves.toEqual({ precargado: true });
    expect(peticiones).toHaveLength(0);
    // la cabecera 'token' de la respuesta precargada renueva la sesión, como la de la red
    expect(useSesion.getState().access_token).toBe('tok-2');
    expect(pedidas[0]).toEqual(['/api/afiliados/me/resumen', 'tok-1']);
    await expect(api.get('afiliados/me/novedades').json()).rejects.toThrow();
    expect(alExpirar).toHaveBeenCalledTimes(1);
    await expect(api.get('tipos-credito').json()).resolves.toEqual({ red: true });
    expect(peticiones).toHaveLength(1);
    // solo los GET salen de la precarga
    await api.delete('mensajes/1').json();
    expect(pedidas.map(([ruta]) => ruta)).not.toContain('/api/mensajes/1');
  } finally {
    usarPrecargas(null);
  }
});
