import { screen, waitFor } from '@testing-library/react';
import { crearClienteConsultas, useSesion } from '@fondo/runtime';
import { irAExterno } from '../navegacion/externa';
import { AVISO_SESION_TERMINADA } from '../login/pagina-login';
import { apiFalsa, conSesion, json, montarPortal, ubicacion } from '../pruebas/ayudantes';

jest.mock('../navegacion/externa', () => ({ irAExterno: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

test('con sesión: POST /api/logout con el token, borra la sesión y la caché y va al sitio del colegio', async () => {
  const llamadas = apiFalsa((l) => (l.ruta === '/api/logout' ? json({}) : undefined));
  conSesion();
  // Datos de este afiliado en la caché: no deben sobrevivir a su sesión.
  const cliente = crearClienteConsultas();
  cliente.setQueryData(['productos', 'me', 'resumen'], { aportes: 1 });
  montarPortal('/logout', cliente);
  await waitFor(() => expect(irAExterno).toHaveBeenCalledWith('https://colegio.ejemplo.co/'));
  const l = llamadas.find((x) => x.ruta === '/api/logout');
  expect(l).toMatchObject({ metodo: 'POST', autorizacion: 'bearer acceso-1' });
  expect(useSesion.getState().access_token).toBeNull();
  expect(sessionStorage.getItem('access_token')).toBeNull();
  expect(cliente.getQueryData(['productos', 'me', 'resumen'])).toBeUndefined();
});

test('si el logout del servidor falla igual sale', async () => {
  apiFalsa((l) => (l.ruta === '/api/logout' ? json({ error: 'Token expirado' }, 401) : undefined));
  conSesion();
  montarPortal('/logout');
  await waitFor(() => expect(irAExterno).toHaveBeenCalledTimes(1));
  expect(useSesion.getState().access_token).toBeNull();
});

test('sin sesión va a /login', async () => {
  const llamadas = apiFalsa();
  montarPortal('/logout');
  await waitFor(() => expect(ubicacion()).toBe('/login'));
  expect(irAExterno).not.toHaveBeenCalled();
  expect(llamadas.some((l) => l.ruta === '/api/logout')).toBe(false);
});

test("un 'Token expirado' en cualquier llamada pasa por /logout y vuelve a /login con el redirect a la ruta", async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/afiliados/me/resumen' || l.ruta === '/api/logout'
      ? json({ error: 'Token expirado' }, 401)
      : undefined,
  );
  conSesion();
  sessionStorage.setItem('fondo:borrador:5:mensaje:nuevo', JSON.stringify({ guardado: Date.now(), valores: {} }));
  montarPortal('/ayuda?x=1');
  const { api } = await import('@fondo/runtime');
  await api.get('afiliados/me/resumen').catch(() => undefined);
  await waitFor(() => expect(ubicacion()).toBe('/login?redirect=ayuda%3Fx%3D1'));
  expect(await screen.findByText(AVISO_SESION_TERMINADA)).toBeInTheDocument();
  expect(irAExterno).not.toHaveBeenCalled();
  expect(useSesion.getState().access_token).toBeNull();
  // la sesión también se cierra en el servidor; lo escrito queda para cuando vuelva a entrar
  expect(llamadas.some((l) => l.ruta === '/api/logout')).toBe(true);
  expect(sessionStorage.getItem('fondo:borrador:5:mensaje:nuevo')).not.toBeNull();
});

test("'Salir' borra los borradores de la pestaña (computadores compartidos)", async () => {
  apiFalsa((l) => (l.ruta === '/api/logout' ? json({}) : undefined));
  conSesion();
  sessionStorage.setItem('fondo:borrador:5:mensaje:nuevo', JSON.stringify({ guardado: Date.now(), valores: {} }));
  sessionStorage.setItem('fondo:borrador:9:solicitud-credito', JSON.stringify({ guardado: Date.now(), valores: {} }));
  montarPortal('/logout');
  await waitFor(() => expect(irAExterno).toHaveBeenCalledTimes(1));
  expect(Object.keys(sessionStorage).filter((k) => k.startsWith('fondo:borrador:'))).toEqual([]);
});
