import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, montarPortal, ubicacion } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

test('el primer toque en Ayuda abre la ayuda: el enlace no se vuelve a montar al llegar el Tooltip', async () => {
  apiFalsa();
  montarPortal('/login');
  const enlace = await screen.findByRole('link', { name: 'Ayuda' });
  // un toque: pointerenter y pointerdown llegan antes que el click
  fireEvent.pointerEnter(enlace, { pointerType: 'touch' });
  fireEvent.pointerDown(enlace, { pointerType: 'touch' });
  // el Tooltip (a demanda) llega y se abre con el título
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Ayuda');
  // el nodo que recibió el pointerdown sigue en la página y es el que recibe el click
  expect(screen.getByRole('link', { name: 'Ayuda' })).toBe(enlace);
  expect(enlace.isConnected).toBe(true);
  // act con una promesa: React vacía también lo que el evento deja en microtareas
  await act(() => Promise.resolve(fireEvent.click(enlace)));
  await waitFor(() => expect(ubicacion()).toBe('/ayuda'));
});

test('con el teclado: el foco abre el Tooltip y salir del enlace lo cierra', async () => {
  apiFalsa();
  montarPortal('/login');
  const enlace = await screen.findByRole('link', { name: 'Ayuda' });
  fireEvent.focus(enlace);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Ayuda');
  fireEvent.blur(enlace);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Ayuda' })).toBe(enlace);
});
