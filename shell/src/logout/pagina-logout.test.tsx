import { waitFor } from '@testing-library/react';
import { crearClienteConsultas, useSesion } from '@fondo/runtime';
import { irAExterno } from '../navegacion/externa';
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

test("un 'Token expirado' en cualquier llamada lleva a /logout y de ahí al colegio", async () => {
  apiFalsa((l) => (l.ruta === '/api/afiliados/me/resumen' ? json({ error: 'Token expirado' }, 401) : undefined));
  conSesion();
  montarPortal('/ayuda');
  const { api } = await import('@fondo/runtime');
  await api.get('afiliados/me/resumen').catch(() => undefined);
  await waitFor(() => expect(irAExterno).toHaveBeenCalledWith('https://colegio.ejemplo.co/'));
  expect(useSesion.getState().access_token).toBeNull();
});
