import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSesion } from '@fondo/runtime';
import { apiFalsa, dialogoConTitulo, json, montarPortal, ubicacion } from '../pruebas/ayudantes';
import { EXPLICACION_ENLACE_INVALIDO } from './pagina-reestablecer-clave';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

const escribir = (etiqueta: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
// act con una promesa: React vacía también lo que el evento deja en microtareas
const guardar = () =>
  act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Guardar clave' }))));

test("token vencido o usado: sin formulario; 'Token inválido', qué pasó, y pedir otro enlace", async () => {
  const llamadas = apiFalsa((l) => {
    if (l.ruta.startsWith('/api/afiliados/verificar-token/')) return json({ error: 'Token inválido' }, 400);
    if (l.ruta === '/api/afiliados/reestablecer-clave') return json({ mensaje: 'Si el documento está registrado...' });
    return undefined;
  });
  montarPortal('/reestablecer-clave?token=malo');
  expect(await screen.findByRole('heading', { name: 'Token inválido' })).toBeInTheDocument();
  expect(screen.getByText(EXPLICACION_ENLACE_INVALIDO)).toBeInTheDocument();
  expect(screen.queryByLabelText('Nueva clave')).not.toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta === '/api/afiliados/verificar-token/malo')).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
  fireEvent.change(await screen.findByLabelText('Documento de identidad'), { target: { value: '1000000001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await dialogoConTitulo('Reestablecer Clave');
  const pedido = llamadas.find((l) => l.ruta === '/api/afiliados/reestablecer-clave');
  expect(JSON.parse(pedido!.cuerpo)).toEqual({ documento: '1000000001' });
});

test("'Ir a iniciar sesión' lleva a /login", async () => {
  apiFalsa((l) =>
    l.ruta.startsWith('/api/afiliados/verificar-token/') ? json({ error: 'Token inválido' }, 400) : undefined,
  );
  montarPortal('/reestablecer-clave?token=malo');
  fireEvent.click(await screen.findByRole('button', { name: 'Ir a iniciar sesión' }));
  await waitFor(() => expect(ubicacion()).toBe('/login'));
});

test('sin token también es inválido', async () => {
  apiFalsa();
  montarPortal('/reestablecer-clave');
  expect(await screen.findByRole('heading', { name: 'Token inválido' })).toBeInTheDocument();
});

test('token válido: regla, confirmación y POST de la nueva clave; luego /login con el documento', async () => {
  let usado = false;
  const llamadas = apiFalsa((l) => {
    // como el servidor: el token sirve hasta que se usa
    if (l.ruta === '/api/afiliados/verificar-token/bueno')
      return usado ? json({ error: 'Token inválido' }, 400) : json({ valido: true, nombres: 'Marta' });
    if (l.ruta === '/api/afiliados/reestablecer-clave/bueno') {
      usado = true;
      return json({ mensaje: 'Su clave fue reestablecida.', documento: '1000000001' });
    }
    return undefined;
  });
  montarPortal('/reestablecer-clave?token=bueno');
  await screen.findByLabelText('Nueva clave');
  escribir('Nueva clave', 'corta');
  await guardar();
  expect(
    await screen.findByText('La clave debe tener al menos 8 caracteres, incluyendo números y letras'),
  ).toBeInTheDocument();
  escribir('Nueva clave', 'Nueva2027');
  escribir('Confirmar clave', 'Nueva2028');
  await guardar();
  expect(await screen.findByText('Las claves no coinciden')).toBeInTheDocument();
  escribir('Confirmar clave', 'Nueva2027');
  await guardar();
  const dialogo = await dialogoConTitulo('Clave cambiada exitosamente');
  expect(dialogo).toHaveTextContent('Su clave fue reestablecida.');
  expect(JSON.parse(llamadas.find((l) => l.ruta === '/api/afiliados/reestablecer-clave/bueno')!.cuerpo)).toEqual({
    password: 'Nueva2027',
  });
  // el token ya usado no se verifica otra vez ni aparece 'Token inválido' sobre el éxito
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(llamadas.filter((l) => l.ruta === '/api/afiliados/verificar-token/bueno')).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'Token inválido' })).not.toBeInTheDocument();
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(ubicacion()).toBe('/login'));
  expect(await screen.findByLabelText('Usuario')).toHaveValue('1000000001');
});

test('enlace de un afiliado que se retiró: sin formulario ni enlace nuevo, el texto del servidor', async () => {
  const texto =
    'Su afiliación al fondo está retirada: este enlace ya no sirve para asignar una clave y no podrá ingresar ' +
    'al portal. Si cree que es un error, escriba a atencion@fondo.prueba.';
  apiFalsa((l) => (l.ruta.startsWith('/api/afiliados/verificar-token/') ? json({ error: texto }, 403) : undefined));
  montarPortal('/reestablecer-clave?token=de-retirado');
  expect(await screen.findByRole('heading', { name: 'No se puede asignar la clave' })).toBeInTheDocument();
  expect(screen.getByText(texto)).toBeInTheDocument();
  expect(screen.queryByLabelText('Nueva clave')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pedir un enlace nuevo' })).not.toBeInTheDocument();
});
