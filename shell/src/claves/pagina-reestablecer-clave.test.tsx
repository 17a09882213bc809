import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, dialogoConTitulo, json, montarPortal, ubicacion } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

const escribir = (etiqueta: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
const guardar = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar clave' }));
  });

test("token inválido: sin formulario, diálogo 'Token inválido' y luego /login", async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta.startsWith('/api/afiliados/verificar-token/') ? json({ error: 'Token inválido' }, 400) : undefined,
  );
  montarPortal('/reestablecer-clave?token=malo');
  const dialogo = await dialogoConTitulo('Token inválido');
  expect(screen.queryByLabelText('Nueva clave')).not.toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta === '/api/afiliados/verificar-token/malo')).toBe(true);
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(ubicacion()).toBe('/login'));
});

test('sin token también es inválido', async () => {
  apiFalsa();
  montarPortal('/reestablecer-clave');
  expect(await dialogoConTitulo('Token inválido')).toBeInTheDocument();
});

test('token válido: regla, confirmación y POST de la nueva clave; luego /login', async () => {
  const llamadas = apiFalsa((l) => {
    if (l.ruta === '/api/afiliados/verificar-token/bueno') return json({ valido: true, nombres: 'Marta' });
    if (l.ruta === '/api/afiliados/reestablecer-clave/bueno') return json({ mensaje: 'Clave cambiada exitosamente' });
    return undefined;
  });
  montarPortal('/reestablecer-clave?token=bueno');
  await screen.findByLabelText('Nueva clave');
  escribir('Nueva clave', 'corta');
  await guardar();
  expect(await screen.findByText('La clave debe tener al menos 8 caracteres, incluyendo números y letras')).toBeInTheDocument();
  escribir('Nueva clave', 'Nueva2027');
  escribir('Confirmar clave', 'Nueva2028');
  await guardar();
  expect(await screen.findByText('Las claves no coinciden')).toBeInTheDocument();
  escribir('Confirmar clave', 'Nueva2027');
  await guardar();
  const dialogo = await dialogoConTitulo('Reestablecer Clave');
  expect(dialogo).toHaveTextContent('Clave cambiada exitosamente');
  expect(JSON.parse(llamadas.find((l) => l.ruta === '/api/afiliados/reestablecer-clave/bueno')!.cuerpo)).toEqual({
    password: 'Nueva2027',
  });
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(ubicacion()).toBe('/login'));
});
