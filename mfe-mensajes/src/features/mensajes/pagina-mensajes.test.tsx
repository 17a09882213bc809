import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@fondo/runtime';
import { importarCorreo, obtenerHilo, obtenerMensajes } from '../../api/mensajes';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { hilo, mensaje } from '../../componentes/mensajes-prueba';

jest.mock('../../api/mensajes');
const listaMock = jest.mocked(obtenerMensajes);
const importarMock = jest.mocked(importarCorreo);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:foto');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const cabeceras = () => screen.getAllByRole('columnheader').map((c) => c.textContent);

test('afiliado: sus hilos con las columnas de SPEC, filtro Todos, Actualizar y Crear Mensaje; sin importar', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [mensaje({ asunto: '<b>no es html</b>', estado: 1 })], total: 1 });
  renderizarRuta('/mensajes');
  expect(await screen.findByText('<b>no es html</b>')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contáctenos' })).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith({ estado: 'todos', pagina: 1, tamano: expect.any(Number) });
  expect(cabeceras()).toEqual(['Asunto', 'Creado', 'Estado', 'Última actualización', 'Actualizado por']);
  const fila = screen.getAllByRole('row')[1]!;
  expect(within(fila).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    '<b>no es html</b>', '01/11/26', 'Cerrado', '02/11/26', 'Ana María Pérez Gómez',
  ]);
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByRole('radio', { name: 'Todos' })).toBeChecked();
  expect(screen.queryByRole('button', { name: /Importar desde correo/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /Actualizar/ }));
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));

  fireEvent.click(screen.getByRole('radio', { name: 'Cerrados' }));
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ estado: 'cerrados', pagina: 1 })));

  fireEvent.click(screen.getByRole('button', { name: /Crear Mensaje/ }));
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensaje/nuevo');
});

test('un clic en la fila abre el hilo; el asunto es un enlace al hilo', async () => {
  conSesion();
  listaMock.mockResolvedValue({ filas: [mensaje({ id_mensaje: 31 })], total: 1 });
  jest.mocked(obtenerHilo).mockResolvedValue(hilo([], { id_mensaje: 31 }));
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
  const get = jest.spyOn(api, 'get').mockReturnValue({ blob: () => Promise.resolve(foto) } as unknown as ReturnType<typeof api.get>);
  listaMock.mockResolvedValue({
    filas: [mensaje({ afiliado_nombre: 'Luis Gómez Ruiz', afiliado_foto: 55 }), mensaje({ id_mensaje: 13, afiliado_nombre: 'Sara Díaz' })],
    total: 2,
  });
  renderizarRuta('/mensajes');
  expect(await screen.findByText('Luis Gómez Ruiz')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith(expect.objectContaining({ estado: 'abiertos' }));
  expect(screen.getByRole('radio', { name: 'Abiertos' })).toBeChecked();
  expect(cabeceras()).toEqual(['Foto', 'Afiliado', 'Asunto', 'Creado', 'Estado', 'Última actualización', 'Actualizado por']);
  await waitFor(() => expect(get).toHaveBeenCalledWith('archivos/55'));
  await waitFor(() => expect(screen.getByRole('img', { name: 'Foto de Luis Gómez Ruiz' })).toHaveAttribute('src', 'blob:foto'));
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
  importarMock.mockRejectedValue(new Error('No se pudo conectar con el servidor de correo; no se importó nada'));
  renderizarRuta('/mensajes');
  await screen.findByText('No se han encontrado mensajes');
  fireEvent.click(screen.getByRole('button', { name: /Importar desde correo/ }));
  expect(await screen.findByText('No se pudo conectar con el servidor de correo; no se importó nada')).toBeInTheDocument();
  expect(screen.queryByText(/Se importaron/)).toBeNull();
});
