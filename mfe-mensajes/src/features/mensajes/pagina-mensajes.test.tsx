import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { useIdsConNovedad } from '@fondo/ui/novedades';
import { simularPantalla } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { hilo, mensaje } from '../../componentes/mensajes-prueba';

// La red simulada: GET /api/mensajes (estado 0 abiertos, 1 cerrados), /api/mensajes/importar y las fotos.
usarServidor();
jest.mock('@fondo/ui/novedades', () => ({
  ...jest.requireActual<object>('@fondo/ui/novedades'),
  useIdsConNovedad: jest.fn(() => new Set<number>()),
  useMarcarVista: jest.fn(),
}));
const novedadesMock = jest.mocked(useIdsConNovedad);
let listaMock: Simulada<'mensajes', 'listar'>;
let importarMock: Simulada<'mensajes', 'importar'>;

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:foto');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  simularPantalla(false);
  novedadesMock.mockImplementation(() => new Set<number>());
  listaMock = simular('mensajes', 'listar');
  importarMock = simular('mensajes', 'importar');
  // abrir un hilo desde la lista lo pide
  simular('mensajes', 'hilo', hilo());
});
afterEach(() => jest.restoreAllMocks());

const cabeceras = () => screen.getAllByRole('columnheader').map((c) => c.textContent);

test('afiliado: sus hilos con las columnas de SPEC, filtro Todos, Actualizar y Crear Mensaje; sin importar', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [mensaje({ asunto: '<b>no es html</b>', estado: 1 })], total: 1 });
  renderizarRuta('/mensajes');
  expect(await screen.findByText('<b>no es html</b>')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contáctenos' })).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(
    expect.objectContaining<{ consulta: Record<string, unknown> }>({
      consulta: { pagina: '1', tamano: expect.any(String) },
    }),
  );
  expect(cabeceras()).toEqual(['Asunto', 'Creado', 'Estado', 'Última actualización', 'Actualizado por']);
  const fila = screen.getAllByRole('row')[1]!;
  expect(
    within(fila)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['<b>no es html</b>', '01/11/26', 'Cerrado', '02/11/26', 'Ana María Pérez Gómez']);
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked();
  expect(screen.queryByRole('button', { name: /Importar desde correo/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /Actualizar/ }));
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));

  fireEvent.click(screen.getByRole('radio', { name: 'Cerrados' }));
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(
      expect.objectContaining<Record<string, unknown>>({
        consulta: expect.objectContaining({ estado: '1', pagina: '1' }),
      }),
    ),
  );

  fireEvent.click(screen.getByRole('button', { name: /Crear Mensaje/ }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensaje/nuevo');
});

test('un clic en la fila abre el hilo; el asunto es un enlace al hilo', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [mensaje({ id_mensaje: 31 })], total: 1 });
  simular('mensajes', 'hilo', hilo([], { id_mensaje: 31 }));
  renderizarRuta('/mensajes');
  const enlace = await screen.findByRole('link', { name: 'Consulta de saldo' });
  expect(enlace).toHaveAttribute('href', '/mensaje/31');
  fireEvent.click(screen.getAllByRole('row')[1]!.querySelectorAll('td')[1]!);
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensaje/31');
});

test('sin mensajes se ve el vacío', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  renderizarRuta('/mensajes');
  expect(await screen.findByText('No se han encontrado mensajes')).toBeInTheDocument();
});

test('superadmin: Abiertos por defecto, columnas foto y afiliado, foto con la sesión', async () => {
  conSesion({ usuario: { superadmin: true } });
  // la foto va por GET /api/archivos/{id} con la sesión (useImagen de @fondo/ui/archivos)
  const foto = new Blob(['x'], { type: 'image/png' });
  const get = simular('archivos', 'leer').mockImplementation(() => new Response(foto));
  listaMock.mockResolvedValue({
    filas: [
      mensaje({ afiliado_nombre: 'Luis Gómez Ruiz', afiliado_foto: 55 }),
      mensaje({ id_mensaje: 13, afiliado_nombre: 'Sara Díaz' }),
    ],
    total: 2,
  });
  renderizarRuta('/mensajes');
  expect(await screen.findByText('Luis Gómez Ruiz')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(
    expect.objectContaining<Record<string, unknown>>({ consulta: expect.objectContaining({ estado: '0' }) }),
  );
  expect(screen.getByRole('radio', { name: 'Abiertos' })).toBeChecked();
  expect(cabeceras()).toEqual([
    'Foto',
    'Afiliado',
    'Asunto',
    'Creado',
    'Estado',
    'Última actualización',
    'Actualizado por',
  ]);
  await waitFor(() => expect(get).toHaveBeenCalledWith(expect.objectContaining({ params: { id_archivo: '55' } })));
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Foto de Luis Gómez Ruiz' })).toHaveAttribute('src', 'blob:foto'),
  );
  expect(screen.getByText('SD')).toBeInTheDocument();
  expect(screen.getByText('2 mensajes')).toBeInTheDocument();
});

test('Importar desde correo muestra el texto de la respuesta y recarga la lista', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  importarMock.mockResolvedValue({
    mensaje: 'Se importaron 2 correos. Omitido (1, marcado en el buzón): "Hola" de x@y.co: remitente desconocido.',
  });
  renderizarRuta('/mensajes');
  await screen.findByText('No se han encontrado mensajes');
  fireEvent.click(screen.getByRole('button', { name: /Importar desde correo/ }));
  expect(await screen.findByText(/Se importaron 2 correos\. Omitido .*remitente desconocido\./)).toBeInTheDocument();
  expect(importarMock).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));
});

test('Importar desde correo con el buzón caído muestra el error del servidor y nada más', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  importarMock.mockImplementation(() =>
    errorApi(400, 'No se pudo conectar con el servidor de correo; no se importó nada'),
  );
  renderizarRuta('/mensajes');
  await screen.findByText('No se han encontrado mensajes');
  fireEvent.click(screen.getByRole('button', { name: /Importar desde correo/ }));
  expect(
    await screen.findByText('No se pudo conectar con el servidor de correo; no se importó nada'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Se importaron/)).toBeNull();
});

test('filtro, orden y página en la URL: se leen al entrar y cada cambio la escribe', async () => {
  conSesion({ usuario: { superadmin: true } });
  listaMock.mockResolvedValue({ filas: [mensaje()], total: 45 });
  renderizarRuta('/mensajes?estado=cerrados&orden=asunto&pagina=2');
  await screen.findByText('Consulta de saldo');
  expect(listaMock).toHaveBeenLastCalledWith(
    expect.objectContaining({ consulta: { pagina: '2', tamano: '20', estado: '1', orden: 'asunto' } }),
  );
  expect(screen.getByRole('radio', { name: 'Cerrados' })).toBeChecked();
  expect(screen.getByRole('columnheader', { name: /Asunto/ })).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(screen.getByRole('radio', { name: 'Todos' }));
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensajes?estado=todos&orden=asunto'),
  );
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensajes?estado=todos&orden=asunto&pagina=3'),
  );
  // el hilo abierto desde la lista sabe a qué lista volver
  fireEvent.click(screen.getByRole('link', { name: 'Consulta de saldo' }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensaje/12');
});

test('el afiliado ve marcados los hilos que el fondo respondió desde la última vez que los abrió', async () => {
  conSesion();
  novedadesMock.mockImplementation(() => new Set([12]));
  listaMock.mockResolvedValue({ filas: [mensaje(), mensaje({ id_mensaje: 13, asunto: 'Otra' })], total: 2 });
  renderizarRuta('/mensajes');
  await screen.findByText('Otra');
  const [, primera, segunda] = screen.getAllByRole('row');
  expect(within(primera!).getByText('Respuesta nueva')).toBeInTheDocument();
  expect(within(segunda!).queryByText('Respuesta nueva')).toBeNull();
});

test('en un teléfono: una tarjeta por hilo con su estado arriba; tocarla abre el hilo', async () => {
  simularPantalla(true);
  conSesion();
  listaMock.mockResolvedValue({ filas: [mensaje({ estado: 0 })], total: 1 });
  renderizarRuta('/mensajes');
  await screen.findByText('Consulta de saldo');
  expect(screen.queryByRole('table')).toBeNull();
  const tarjeta = document.querySelector<HTMLElement>('.lista-tarjetas > li')!;
  expect(tarjeta.firstElementChild).toHaveTextContent('Abierto');
  expect(within(tarjeta).getByText('Última actualización')).toBeInTheDocument();
  fireEvent.click(within(tarjeta).getByRole('link', { name: 'Consulta de saldo' }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensaje/12');
});
