import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaSolicitudes } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir, simularPantalla } from '@fondo/ui/pruebas';
import { useIdsConNovedad } from '@fondo/ui/novedades';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { solicitudDePrueba } from '../../componentes/solicitud-prueba';

// La red simulada: GET /api/afiliados/me/solicitudes-credito (user) o /api/admin/solicitudes-credito (admin)
// y DELETE /api/solicitudes-credito/:id de verdad. listaMock(admin, consulta) responde las dos listas.
usarServidor();
jest.mock('@fondo/ui/novedades', () => ({
  ...jest.requireActual<object>('@fondo/ui/novedades'),
  useIdsConNovedad: jest.fn(() => new Set<number>()),
}));
const novedadesMock = jest.mocked(useIdsConNovedad);
const listaMock = jest.fn<RespuestaSolicitudes | Promise<RespuestaSolicitudes>, [boolean, Record<string, string>]>();
let eliminarMock: Simulada<'solicitudes', 'eliminar'>;

beforeEach(() => {
  simular('tiposCredito', 'listar', []);
  simular('solicitudes', 'listarMias').mockImplementation(({ consulta }) => listaMock(false, consulta));
  simular('solicitudes', 'listarTodas').mockImplementation(({ consulta }) => listaMock(true, consulta));
  eliminarMock = simular('solicitudes', 'eliminar');
  // abrir una solicitud desde la lista la pide
  simular('solicitudes', 'obtener', solicitudDePrueba());
  novedadesMock.mockImplementation(() => new Set<number>());
  simularPantalla(false);
});

const cabeceras = () => screen.getAllByRole('columnheader').map((c) => c.textContent);

test('modo user: las propias, filtro Todas, sin nombre, sin buscar por nombre ni borrar, con Radicar Solicitud', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [solicitudDePrueba()], total: 1 });
  renderizarRuta('/solicitudes-credito/user');
  expect(await screen.findByText('Libre Inversión')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith<[boolean, Record<string, unknown>]>(false, {
    estado: 'TODAS',
    pagina: '1',
    tamano: expect.any(String),
  });
  expect(cabeceras()).toEqual([
    'Fecha',
    'Tipo',
    'Valor',
    'Cuotas',
    'Estado',
    'Desc. ahorro',
    'Desc. prima',
    'Acciones',
  ]);
  const fila = screen.getAllByRole('row')[1]!;
  expect(
    within(fila)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 7),
  ).toEqual(['01/11/26', 'Libre Inversión', '$2,000,000.00', '12', 'PENDIENTE', 'SI', '']);
  expect(screen.getByRole('combobox', { name: 'Estado' }).closest('.ant-select')).toHaveTextContent('Todas');
  // la cuenta en singular con una sola
  expect(screen.getByLabelText('1 solicitud')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  // el afiliado no busca por nombre (todas son suyas)
  expect(screen.queryByRole('searchbox', { name: 'Buscar por nombre' })).toBeNull();
  expect(within(fila).getByRole('link')).toHaveAttribute('href', '/solicitud-credito/5');
  fireEvent.click(screen.getByRole('button', { name: /Radicar Solicitud/ }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitud-credito');
});

test('un afiliado en /solicitudes-credito/admin ve el modo user', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  renderizarRuta('/solicitudes-credito/admin');
  expect(await screen.findByText('No se han encontrado solicitudes de crédito')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(false, expect.objectContaining({ estado: 'TODAS' }));
  expect(screen.getByRole('button', { name: /Radicar Solicitud/ })).toBeInTheDocument();
});

test('modo admin: Pendientes por defecto, columna de nombre, filtros de estado y nombre', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [solicitudDePrueba()], total: 1 });
  renderizarRuta('/solicitudes-credito/admin');
  expect(await screen.findByText('Ana María Pérez Gómez')).toBeInTheDocument();
  expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'PENDIENTE', pagina: '1' }));
  expect(cabeceras()).toContain('Nombre');
  expect(screen.queryByRole('button', { name: /Radicar Solicitud/ })).toBeNull();
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'No Aprobadas');
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'NO APROBADA' })),
  );
  const buscar = screen.getByRole('searchbox', { name: 'Buscar por nombre' });
  fireEvent.change(buscar, { target: { value: 'perez' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(
      true,
      expect.objectContaining({ estado: 'NO APROBADA', texto: 'perez' }),
    ),
  );
});

/** Confirma en el Popconfirm abierto. */
async function confirmarEliminar(): Promise<void> {
  fireEvent.click(screen.getAllByRole('button', { name: /Eliminar/ })[0]!);
  const pop = await waitFor(() => {
    const p = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!p) throw new Error('sin confirmación');
    return p;
  });
  expect(within(pop).getByText('¿Eliminar la solicitud?')).toBeInTheDocument();
  fireEvent.click(within(pop).getByRole('button', { name: 'Eliminar' }));
}

test('borrar pide confirmación y responde Solicitud eliminada; si falla muestra el error y la lista queda', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [solicitudDePrueba()], total: 1 });
  eliminarMock
    .mockImplementationOnce(() => errorApi(400, 'No se pudo eliminar la solicitud'))
    .mockImplementationOnce(() => ({ mensaje: 'Solicitud eliminada' }));
  renderizarRuta('/solicitudes-credito/admin');
  await screen.findByText('Ana María Pérez Gómez');
  await confirmarEliminar();
  expect(await screen.findByText('No se pudo eliminar la solicitud')).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '5' } }));
  expect(screen.queryByText('Solicitud eliminada')).toBeNull();
  expect(screen.getByText('Ana María Pérez Gómez')).toBeInTheDocument();

  await confirmarEliminar();
  expect(await screen.findByText('Solicitud eliminada')).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledTimes(2);
});

test('filtros, orden y página viven en la URL: se leen al entrar y cada cambio la escribe', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [solicitudDePrueba()], total: 60 });
  renderizarRuta('/solicitudes-credito/admin?estado=APROBADA&texto=ana&orden=valor&pagina=2');
  await screen.findByText('Ana María Pérez Gómez');
  expect(listaMock).toHaveBeenLastCalledWith(true, {
    estado: 'APROBADA',
    texto: 'ana',
    pagina: '2',
    tamano: '20',
    orden: 'valor',
  });
  expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('ana');
  expect(screen.getByRole('columnheader', { name: /Valor/ })).toHaveAttribute('aria-sort', 'ascending');
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'Todas');
  // otro filtro: vuelve a la página 1 (sin escribirla) y conserva el texto y el orden
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent(
      '/solicitudes-credito/admin?estado=TODAS&texto=ana&orden=valor',
    ),
  );
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('&pagina=3'));
  expect(listaMock).toHaveBeenLastCalledWith(true, expect.objectContaining({ estado: 'TODAS', pagina: '3' }));
});

test('el afiliado ve marcadas las solicitudes que el fondo revisó desde la última vez que las abrió', async () => {
  conSesion();
  novedadesMock.mockImplementation(() => new Set([5]));
  listaMock.mockResolvedValue({
    filas: [
      solicitudDePrueba({ estado: 'APROBADA' }),
      solicitudDePrueba({ id_solicitud: 6, tipo_credito_nombre: 'Educativo' }),
    ],
    total: 2,
  });
  renderizarRuta('/solicitudes-credito/user');
  await screen.findByText('Educativo');
  const [, primera, segunda] = screen.getAllByRole('row');
  expect(within(primera!).getByText('APROBADA')).toBeInTheDocument();
  expect(within(primera!).getByText('Novedad')).toBeInTheDocument();
  expect(within(segunda!).queryByText('Novedad')).toBeNull();
});

test('en un teléfono: una tarjeta por solicitud con el estado arriba; tocar la tarjeta abre la solicitud', async () => {
  simularPantalla(true);
  conSesion();
  novedadesMock.mockImplementation(() => new Set([5]));
  listaMock.mockResolvedValue({ filas: [solicitudDePrueba({ valor: 14_500_000 })], total: 1 });
  renderizarRuta('/solicitudes-credito/user');
  await screen.findByText('Libre Inversión');
  expect(screen.queryByRole('table')).toBeNull();
  const tarjeta = document.querySelector<HTMLElement>('.lista-tarjetas > li')!;
  expect(tarjeta.firstElementChild).toHaveTextContent('PENDIENTENovedad');
  expect(within(tarjeta).getByText('$14,500,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(within(tarjeta).getByText('Cuotas')).toBeInTheDocument();
  fireEvent.click(within(tarjeta).getByRole('link', { name: /Libre Inversión/ }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitud-credito/5');
});
