import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { irAExterno } from '../navegacion/externa';
import {
  apiFalsa,
  conSesion,
  dialogoConTitulo,
  json,
  montarPortal,
  respuestaLogin,
  ubicacion,
} from '../pruebas/ayudantes';

jest.mock('../navegacion/externa', () => ({ irAExterno: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  useSesion.getState().cerrar();
  sessionStorage.clear();
});

function escribir(campo: HTMLElement, valor: string) {
  fireEvent.change(campo, { target: { value: valor } });
}

async function entrar(usuario = '1000000001', clave = 'Afiliado2026') {
  escribir(screen.getByLabelText('Usuario'), usuario);
  escribir(screen.getByLabelText('Clave'), clave);
  // act con una promesa: React vacía también lo que el evento deja en microtareas
  await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))));
}

test('Usuario y Clave son obligatorios: sin ellos no se llama a la API', async () => {
  const llamadas = apiFalsa();
  montarPortal('/login');
  fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Escriba su usuario')).toBeInTheDocument();
  expect(screen.getByText('Escriba su clave')).toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta.startsWith('/api/login'))).toBe(false);
});

test("GET /api/fondos y luego POST /api/login form-encoded; guarda la sesión, 'Bienvenido' y /inicio", async () => {
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/fondos') return json([{ nombre: 'Fondo', nit: '1' }]);
    if (l.ruta === '/api/login') return json(respuestaLogin());
    return undefined;
  });
  montarPortal('/login');
  await entrar();
  expect(await screen.findByText('Bienvenido')).toBeInTheDocument();
  await waitFor(() => expect(ubicacion()).toBe('/inicio'));
  const api = llamadas.filter((l) => l.ruta.startsWith('/api/') && l.ruta !== '/api/configuracion');
  expect(api[0]!.ruta).toBe('/api/fondos');
  expect(api[1]).toMatchObject({ metodo: 'POST', ruta: '/api/login' });
  expect(api[1]!.tipo).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(api[1]!.cuerpo).get('username')).toBe('1000000001');
  expect(new URLSearchParams(api[1]!.cuerpo).get('password')).toBe('Afiliado2026');
  expect(sessionStorage.getItem('access_token')).toBe('acceso-1');
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('ok');
  // La barra anuncia la sesión.
  expect(within(screen.getByRole('navigation')).getByText('Productos')).toBeInTheDocument();
});

test('sin ultima_actualizacion la sesión guarda actualizacion_datos vacío', async () => {
  apiFalsa((l) => (l.ruta === '/api/login' ? json(respuestaLogin({ ultima_actualizacion: null })) : undefined));
  montarPortal('/login');
  await entrar();
  await waitFor(() => expect(ubicacion()).toBe('/inicio'));
  expect(sessionStorage.getItem('actualizacion_datos')).toBe('');
});

test("un login fallido muestra el diálogo 'Error' con el texto del servidor", async () => {
  apiFalsa((l) => (l.ruta === '/api/login' ? json({ error: 'Usuario o clave incorrectos' }, 401) : undefined));
  montarPortal('/login');
  await entrar('1', 'malaclave1');
  const dialogo = await dialogoConTitulo('Error');
  expect(dialogo).toHaveTextContent('Usuario o clave incorrectos');
  expect(screen.getAllByText('Error', { exact: true })).toHaveLength(1);
  expect(ubicacion()).toBe('/login');
  expect(useSesion.getState().access_token).toBeNull();
});

test.each([
  ['ahorro', '/ahorro'],
  ['%2F%2Fmalo.com', '/malo.com'],
  ['http%3A%2F%2Fmalicioso.example.com%2Frobar', '/inicio'],
  // Un tabulador no cuela '//evil.com' (antes: la pantalla cargando para siempre).
  ['%2F%09%2Fevil.com', '/evil.com'],
  ['%09%2F%2Fevil.com%2Fx', '/evil.com/x'],
])('redirect=%s lleva a %s', async (redirect, destino) => {
  apiFalsa((l) => (l.ruta === '/api/login' ? json(respuestaLogin()) : undefined));
  montarPortal(`/login?redirect=${redirect}`);
  await entrar();
  await waitFor(() => expect(ubicacion()).toBe(destino));
  expect(irAExterno).not.toHaveBeenCalled();
});

test('redirect al sitio del colegio agrega el pgweb_token; a un host permitido, tal cual', async () => {
  apiFalsa((l) => (l.ruta === '/api/login' ? json(respuestaLogin()) : undefined));
  const { unmount } = montarPortal(`/login?redirect=${encodeURIComponent('https://colegio.ejemplo.co/notas?x=1')}`);
  await entrar();
  await waitFor(() => expect(irAExterno).toHaveBeenCalledWith('https://colegio.ejemplo.co/notas?x=1&token=pg.tok'));
  unmount();
  useSesion.getState().cerrar();
  montarPortal(`/login?redirect=${encodeURIComponent('http://amigo.ejemplo.co/entrada')}`);
  await entrar();
  await waitFor(() => expect(irAExterno).toHaveBeenLastCalledWith('http://amigo.ejemplo.co/entrada'));
});

test('con sesión abierta, /login redirige de inmediato', async () => {
  apiFalsa();
  conSesion();
  montarPortal('/login?redirect=credito');
  await waitFor(() => expect(ubicacion()).toBe('/credito'));
  expect(screen.queryByLabelText('Usuario')).not.toBeInTheDocument();
});

test('?token= inicia sesión por token (POST /api/login-token)', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/login-token' ? json(respuestaLogin({ impersonate: true })) : undefined,
  );
  montarPortal('/login?token=uno-solo');
  await waitFor(() => expect(ubicacion()).toBe('/inicio'));
  const l = llamadas.find((x) => x.ruta === '/api/login-token')!;
  expect(JSON.parse(l.cuerpo)).toEqual({ token: 'uno-solo' });
  expect(useSesion.getState().usuario?.impersonate).toBe(true);
});

test("un token rechazado muestra el error de la respuesta, o 'Error al validar el token'", async () => {
  apiFalsa((l) => (l.ruta === '/api/login-token' ? json({ error: 'El enlace ya fue usado' }, 401) : undefined));
  const { unmount } = montarPortal('/login?token=viejo');
  expect(await screen.findByText('El enlace ya fue usado')).toBeInTheDocument();
  expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
  unmount();
  apiFalsa((l) => (l.ruta === '/api/login-token' ? new Response('', { status: 500 }) : undefined));
  montarPortal('/login?token=viejo');
  expect(await screen.findByText('Error al validar el token')).toBeInTheDocument();
  expect(useSesion.getState().access_token).toBeNull();
});

test("¿Olvidó su clave?: sin documento 'Escriba su documento!'; con él, el mensaje en 'Reestablecer Clave'", async () => {
  const mensaje = 'Si el documento está registrado, enviaremos a su correo un enlace para reestablecer la clave.';
  const llamadas = apiFalsa((l) => (l.ruta === '/api/afiliados/reestablecer-clave' ? json({ mensaje }) : undefined));
  montarPortal('/login');
  fireEvent.click(screen.getByRole('button', { name: '¿Olvidó su clave?' }));
  const modal = await screen.findByRole('dialog', { name: '¿Olvidó su clave?' });
  fireEvent.click(within(modal).getByRole('button', { name: 'Enviar' }));
  expect(await within(modal).findByText('Escriba su documento!')).toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta === '/api/afiliados/reestablecer-clave')).toBe(false);
  escribir(within(modal).getByLabelText('Documento de identidad'), '123456');
  fireEvent.click(within(modal).getByRole('button', { name: 'Enviar' }));
  const info = await dialogoConTitulo('Reestablecer Clave');
  expect(info).toHaveTextContent(mensaje);
  const l = llamadas.find((x) => x.ruta === '/api/afiliados/reestablecer-clave')!;
  expect(JSON.parse(l.cuerpo)).toEqual({ documento: '123456' });
});

test('¿Olvidó su clave?: un campo error se muestra como error', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/afiliados/reestablecer-clave' ? json({ error: 'Demasiadas solicitudes' }, 429) : undefined,
  );
  montarPortal('/login');
  fireEvent.click(screen.getByRole('button', { name: '¿Olvidó su clave?' }));
  const modal = await screen.findByRole('dialog', { name: '¿Olvidó su clave?' });
  escribir(within(modal).getByLabelText('Documento de identidad'), '99');
  await act(() => Promise.resolve(fireEvent.click(within(modal).getByRole('button', { name: 'Enviar' }))));
  await waitFor(() => expect(llamadas.map((l) => l.ruta)).toContain('/api/afiliados/reestablecer-clave'));
  expect(await dialogoConTitulo('Error')).toHaveTextContent('Demasiadas solicitudes');
});
