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

// Cada página: un solo h1 (su título) y todo dentro de un punto de referencia: la barra (banner), el
// contenido (main) y el pie (contentinfo), que dentro de un <section> no lo serían.
test.each([
  ['/login', 'Inicio de sesión'],
  ['/ayuda', 'Ayuda'],
  ['/about', 'Acerca del portal'],
  ['/una-ruta-que-no-existe', 'Página no encontrada'],
])('%s: un h1 y la barra, el contenido y el pie como puntos de referencia', async (ruta, titulo) => {
  montarPortal(ruta);
  expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Fondo de ahorro y crédito del personal escolar');
  // Testing Library no mira el ámbito: un header o footer dentro de estos elementos no es banner ni contentinfo
  const ambito = 'article, aside, main, nav, section';
  expect(screen.getByRole('banner').parentElement?.closest(ambito)).toBeNull();
  expect(screen.getByRole('contentinfo').parentElement?.closest(ambito)).toBeNull();
});
