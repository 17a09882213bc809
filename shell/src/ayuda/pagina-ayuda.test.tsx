import { screen } from '@testing-library/react';
import { useSesion } from '@fondo/shared';
import { apiFalsa, conSesion, montarPortal } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => {
  useSesion.getState().cerrar();
  apiFalsa();
});

test('un afiliado ve solo el manual de usuario', async () => {
  conSesion();
  montarPortal('/ayuda');
  expect(await screen.findByRole('heading', { name: 'Ayuda' })).toBeInTheDocument();
  expect(screen.getByTitle('Manual de usuario')).toHaveAttribute('src', '/manuales/manual-usuario.pdf');
  expect(screen.queryByText('Manual del administrador')).not.toBeInTheDocument();
  expect(document.body.innerHTML).not.toContain('manual-administrador.pdf');
});

test('sin sesión también hay ayuda', async () => {
  montarPortal('/ayuda');
  expect(await screen.findByTitle('Manual de usuario')).toBeInTheDocument();
});

test('el superadmin tiene además el manual del administrador', async () => {
  conSesion({ superadmin: true });
  montarPortal('/ayuda');
  expect(await screen.findByRole('tab', { name: 'Manual de usuario' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Manual del administrador' })).toBeInTheDocument();
});

test('/about se carga a demanda con el nombre y la versión', async () => {
  montarPortal('/about');
  expect(await screen.findByText('Portal de afiliados del Fondo de ahorro y crédito del personal escolar')).toBeInTheDocument();
  expect(screen.getByText('Versión')).toBeInTheDocument();
});
