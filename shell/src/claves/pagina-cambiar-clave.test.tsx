import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { crearClienteConsultas, useSesion } from '@fondo/runtime';
import { MENSAJE_CLAVE_COMUN, MENSAJE_CLAVE_REPETIDA } from '@fondo/contrato';
import { apiFalsa, conSesion, dialogoConTitulo, json, montarPortal, ubicacion } from '../pruebas/ayudantes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => useSesion.getState().cerrar());

const escribir = (etiqueta: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
// La página se carga a demanda: se espera su botón.
const enviar = async () => {
  const boton = await screen.findByRole('button', { name: 'Cambiar clave' });
  // act con una promesa: React vacía también lo que el evento deja en microtareas
  await act(() => Promise.resolve(fireEvent.click(boton)));
};

test('sin sesión pide iniciar sesión', async () => {
  apiFalsa();
  montarPortal('/cambiar-clave');
  await waitFor(() => expect(ubicacion()).toBe('/login?redirect=cambiar-clave'));
});

test('mensajes: clave actual, regla de la clave y confirmación', async () => {
  const llamadas = apiFalsa();
  conSesion();
  montarPortal('/cambiar-clave');
  await enviar();
  expect(await screen.findByText('Debe ingresar la clave actual')).toBeInTheDocument();
  expect(
    screen.getByText('La clave debe tener al menos 8 caracteres, incluyendo números y letras'),
  ).toBeInTheDocument();
  escribir('Nueva clave', 'abc12345');
  escribir('Confirmar nueva clave', 'abc12346');
  await enviar();
  expect(await screen.findByText('Las claves no coinciden')).toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta.includes('cambiar-clave'))).toBe(false);
});

test("éxito: POST con password y new_password, diálogo 'Clave cambiada exitosamente'", async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/afiliados/me/cambiar-clave' ? json({ mensaje: 'Clave cambiada exitosamente' }) : undefined,
  );
  conSesion();
  // El resumen en caché lleva cambio_password: tras el cambio se vuelve a pedir.
  const cliente = crearClienteConsultas();
  cliente.setQueryData(['productos', 'me', 'resumen'], { cambio_password: true });
  montarPortal('/cambiar-clave', cliente);
  await screen.findByLabelText('Clave actual');
  escribir('Clave actual', 'Vieja2026');
  escribir('Nueva clave', 'Nueva2027');
  escribir('Confirmar nueva clave', 'Nueva2027');
  await enviar();
  expect(await dialogoConTitulo('Clave cambiada exitosamente')).toBeInTheDocument();
  expect(cliente.getQueryState(['productos', 'me', 'resumen'])?.isInvalidated).toBe(true);
  const l = llamadas.find((x) => x.ruta === '/api/afiliados/me/cambiar-clave')!;
  expect(JSON.parse(l.cuerpo)).toEqual({ password: 'Vieja2026', new_password: 'Nueva2027' });
  expect(l.autorizacion).toBe('bearer acceso-1');
});

test("fallo: 'Error al cambiar la clave' con el texto del servidor", async () => {
  apiFalsa((l) =>
    l.ruta === '/api/afiliados/me/cambiar-clave' ? json({ error: 'La clave actual no es correcta' }, 400) : undefined,
  );
  conSesion();
  montarPortal('/cambiar-clave');
  await screen.findByLabelText('Clave actual');
  escribir('Clave actual', 'Errada2026');
  escribir('Nueva clave', 'Nueva2027');
  escribir('Confirmar nueva clave', 'Nueva2027');
  await enviar();
  const dialogo = await dialogoConTitulo('Error al cambiar la clave');
  expect(dialogo).toHaveTextContent('La clave actual no es correcta');
});

test('la nueva igual a la actual se avisa sin llamar a la API; una clave común la rechaza el servidor', async () => {
  const llamadas = apiFalsa((l) =>
    l.ruta === '/api/afiliados/me/cambiar-clave' ? json({ error: MENSAJE_CLAVE_COMUN }, 400) : undefined,
  );
  conSesion();
  montarPortal('/cambiar-clave');
  await screen.findByLabelText('Clave actual');
  escribir('Clave actual', 'Vieja2026');
  escribir('Nueva clave', 'Vieja2026');
  escribir('Confirmar nueva clave', 'Vieja2026');
  await enviar();
  expect(await screen.findByText(MENSAJE_CLAVE_REPETIDA)).toBeInTheDocument();
  expect(llamadas.some((l) => l.ruta.includes('cambiar-clave'))).toBe(false);
  // La lista de claves comunes no viaja al navegador: el texto llega de la API.
  escribir('Nueva clave', 'Password1');
  escribir('Confirmar nueva clave', 'Password1');
  await enviar();
  expect(await dialogoConTitulo('Error al cambiar la clave')).toHaveTextContent(MENSAJE_CLAVE_COMUN);
});
