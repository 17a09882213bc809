import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, conSesion, json, montarPortal, ubicacion } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

test('abierto como otro afiliado, el aviso con su nombre está en cada página', async () => {
  apiFalsa();
  conSesion({ impersonate: true });
  const { unmount } = montarPortal('/ayuda');
  const aviso = (await screen.findByText(/Está viendo el portal como/)).closest('[role="status"]');
  expect(aviso).toHaveTextContent('Está viendo el portal como Marta Lucía Gómez Restrepo');
  expect(aviso).toContainElement(screen.getByRole('button', { name: 'Salir de esta vista' }));
  unmount();
  montarPortal('/cambiar-clave');
  expect(await screen.findByText(/Está viendo el portal como/)).toBeInTheDocument();
});

test('mientras está, su alto queda en --alto-aviso-impersonacion (los avisos salen debajo); al irse, se borra', async () => {
  apiFalsa();
  conSesion({ impersonate: true });
  // jsdom no mide: el alto del aviso se simula
  const alto = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
  const { unmount } = montarPortal('/ayuda');
  await screen.findByText(/Está viendo el portal como/);
  expect(document.documentElement.style.getPropertyValue('--alto-aviso-impersonacion')).toBe('41px');
  unmount();
  expect(document.documentElement.style.getPropertyValue('--alto-aviso-impersonacion')).toBe('');
  alto.mockRestore();
});

test('sin impersonar no hay aviso', async () => {
  apiFalsa();
  conSesion();
  montarPortal('/ayuda');
  await screen.findByRole('button', { name: 'Menú de Marta Gómez' });
  expect(screen.queryByText(/Está viendo el portal como/)).toBeNull();
});

test('Salir de esta vista cierra esa sesión en el servidor y aquí, intenta cerrar la pestaña y si no va al login', async () => {
  const llamadas = apiFalsa((l) => (l.ruta === '/api/logout' ? json({}) : undefined));
  const cerrarVentana = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  conSesion({ impersonate: true });
  montarPortal('/ayuda');
  fireEvent.click(await screen.findByRole('button', { name: 'Salir de esta vista' }));
  await waitFor(() => expect(ubicacion()).toBe('/login'));
  expect(llamadas.find((l) => l.ruta === '/api/logout')).toMatchObject({
    metodo: 'POST',
    autorizacion: 'bearer acceso-1',
  });
  expect(cerrarVentana).toHaveBeenCalled();
  expect(useSesion.getState().access_token).toBeNull();
  expect(screen.queryByText(/Está viendo el portal como/)).toBeNull();
  cerrarVentana.mockRestore();
});
