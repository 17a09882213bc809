// Abrir su hilo deja vista la respuesta del fondo (novedad de Inicio), solo para el dueño; 'Volver
// a Contáctenos' vuelve a la lista de la que se vino, con su filtro y su página.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useMarcarVista } from '@fondo/ui/novedades';
import { simular, usarServidor } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { hilo, mensaje } from '../../componentes/mensajes-prueba';

// La red simulada: GET /api/mensajes y /api/mensajes/:id de verdad.
usarServidor();
jest.mock('@fondo/ui/novedades', () => ({
  ...jest.requireActual<object>('@fondo/ui/novedades'),
  useIdsConNovedad: jest.fn(() => new Set<number>()),
  useMarcarVista: jest.fn(),
}));
const marcarMock = jest.mocked(useMarcarVista);

beforeEach(() => {
  simular('mensajes', 'listar', { filas: [mensaje({ id_mensaje: 31 })], total: 45 });
  simular('mensajes', 'hilo', hilo([{ autor_nombre: 'Fondo' }], { id_mensaje: 31, id_afiliado: 7 }));
});

test('el dueño marca su hilo como visto; el superadmin que lo abre no', async () => {
  conSesion();
  renderizarRuta('/mensaje/31');
  await screen.findByRole('heading', { name: 'Consulta de saldo' });
  expect(marcarMock).toHaveBeenLastCalledWith('mensaje', 31, true);
  marcarMock.mockClear();
  conSesion({ usuario: { id_afiliado: 1, superadmin: true } });
  renderizarRuta('/mensaje/31');
  await waitFor(() => expect(marcarMock).toHaveBeenLastCalledWith('mensaje', 31, false));
});

test('Volver a Contáctenos lleva a la lista de la que se vino, con su filtro y su página', async () => {
  conSesion();
  renderizarRuta('/mensajes?estado=cerrados&pagina=2');
  fireEvent.click(await screen.findByRole('link', { name: 'Consulta de saldo' }));
  fireEvent.click(await screen.findByRole('button', { name: /Volver a Contáctenos/ }));
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensajes?estado=cerrados&pagina=2'),
  );
});

test('sin lista de origen (un enlace directo), Volver lleva a Contáctenos', async () => {
  conSesion();
  renderizarRuta('/mensaje/31');
  fireEvent.click(await screen.findByRole('button', { name: /Volver a Contáctenos/ }));
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent(/^\/mensajes$/));
});
