import { fireEvent, screen } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
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

test('el superadmin tiene además el manual del administrador, pedido a la API con su token', async () => {
  const pdf = new Blob(['%PDF-1.4 administrador'], { type: 'application/pdf' });
  const crear = jest.fn((_datos: Blob) => 'blob:manual-administrador');
  const liberar = jest.fn();
  // jsdom no implementa URL.createObjectURL.
  const originales = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: crear, revokeObjectURL: liberar });
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/manuales/administrador'
      ? new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } })
      : undefined,
  );
  conSesion({ superadmin: true });
  const { unmount } = montarPortal('/ayuda');
  expect(await screen.findByRole('tab', { name: 'Manual de usuario' })).toBeInTheDocument();
  // Nunca la ruta estática pública del manual del administrador.
  expect(document.body.innerHTML).not.toContain('manual-administrador.pdf');
  fireEvent.click(screen.getByRole('tab', { name: 'Manual del administrador' }));
  expect(await screen.findByTitle('Manual del administrador')).toHaveAttribute('src', 'blob:manual-administrador');
  const pedida = llamadas.find((l) => l.ruta === '/api/manuales/administrador');
  expect(pedida?.autorizacion).toMatch(/^bearer \S+/i);
  expect(crear).toHaveBeenCalledTimes(1);
  unmount();
  expect(liberar).toHaveBeenCalledWith('blob:manual-administrador');
  Object.assign(URL, originales);
});

test('/about se carga a demanda con el nombre y la versión', async () => {
  montarPortal('/about');
  expect(
    await screen.findByText('Portal de afiliados del Fondo de ahorro y crédito del personal escolar'),
  ).toBeInTheDocument();
  expect(screen.getByText('Versión')).toBeInTheDocument();
});
