// Las páginas de la shell precargadas (bootstrap.tsx) se dibujan en el primer render del portal, sin el
// `Cargando` de su Suspense; sin precargar, pasan por él.
import { screen } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, montarPortal } from '../pruebas/ayudantes';
import { precargarPaginaDeLaShell } from './rutas-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  useSesion.getState().cerrar();
  apiFalsa();
});

test('sin precargar, /about pasa por Cargando', async () => {
  montarPortal('/about');
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Acerca del portal' })).toBeInTheDocument();
});

test.each([
  ['/login', 'Inicio de sesión'],
  ['/', 'Inicio de sesión'],
  ['/ayuda', 'Ayuda'],
])('precargada, %s sale en el primer render con el marco', async (ruta, titulo) => {
  await precargarPaginaDeLaShell(ruta);
  // sin esperar nada: lo que sale en el primer render
  montarPortal(ruta);
  expect(screen.getByRole('heading', { name: titulo })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
});

test('precargada, una ruta desconocida muestra la página no encontrada en el primer render', async () => {
  await precargarPaginaDeLaShell('/una-ruta-que-no-existe');
  montarPortal('/una-ruta-que-no-existe');
  expect(screen.getByText('La dirección que abrió no existe en el portal.')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
});

test('/logout no precarga nada y no falla', async () => {
  await expect(precargarPaginaDeLaShell('/logout')).resolves.toBeUndefined();
});
