import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FilaAfiliadoAdmin } from '@fondo/contrato';
import {
  descargarAfiliados,
  descargarFormulario,
  eliminarAfiliado,
  enviarBienvenida,
  guardarAfiliado,
  obtenerAfiliados,
  obtenerUrlToken,
} from '../../api/admin';
import { dialogo, elegir } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

jest.mock('../../api/admin');
const listaMock = jest.mocked(obtenerAfiliados);
const guardarMock = jest.mocked(guardarAfiliado);
const eliminarMock = jest.mocked(eliminarAfiliado);

function afiliado(o: Partial<FilaAfiliadoAdmin> = {}): FilaAfiliadoAdmin {
  return {
    id_afiliado: 12, foto: null, apellidos: 'Pérez Gómez', nombres: 'Ana María', documento: '52123456', documento_tipo: 'CC',
    email: 'ana@ejemplo.co', afiliacion: '2020-02-01', ultima_actualizacion: '2026-03-04', retiro: null, superadmin: false, ...o,
  };
}

beforeEach(() => {
  comoSuperadmin();
  listaMock.mockResolvedValue({ filas: [afiliado()], total: 41 });
});

const fila = () => screen.getAllByRole('row')[1]!;

test('SPEC 2.13: botones, filtros, columnas, total del servidor y primera página', async () => {
  renderizarRuta('/admin/afiliados');
  expect(await screen.findByText('Pérez Gómez')).toBeInTheDocument();
  for (const b of ['Crear', 'Importar', 'Descargar']) expect(screen.getByRole('button', { name: new RegExp(`${b}$`) })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Foto', 'Apellidos', 'Nombres', 'Documento', 'Email', 'Afiliación', 'Última actualización', 'Retiro', 'Acciones',
  ]);
  expect(within(fila()).getAllByRole('cell').slice(1, 8).map((c) => c.textContent)).toEqual([
    'Pérez Gómez', 'Ana María', '52123456', 'ana@ejemplo.co', '01/02/20', '04/03/26', '',
  ]);
  expect(within(fila()).getByText('AP')).toBeInTheDocument();
  expect(screen.getByLabelText('41 afiliados')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith({ texto: '', actualizacion: 'todos', pagina: 1, tamano: 20, orden: undefined });
  expect(screen.getByRole('combobox', { name: 'Actualización' }).closest('.ant-select')).toHaveTextContent('Todos');
});

test('el filtro de texto, el de Actualización, la página y el orden van al servidor', async () => {
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  const buscar = screen.getByRole('searchbox', { name: 'Buscar afiliado' });
  fireEvent.change(buscar, { target: { value: 'perez' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ texto: 'perez', pagina: 1 })));
  await elegir(screen.getByRole('combobox', { name: 'Actualización' }), 'Sin Actualizar');
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ texto: 'perez', actualizacion: 'sin_actualizar' })),
  );
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ pagina: 2 })));
  fireEvent.click(screen.getAllByText('Documento', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ orden: 'documento', pagina: 1 })));
  fireEvent.click(screen.getAllByText('Documento', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ orden: '-documento' })));
});

test('?actualizacion=sin_actualizar (enlace del panel) abre con ese filtro', async () => {
  renderizarRuta('/admin/afiliados?actualizacion=sin_actualizar');
  await screen.findByText('Pérez Gómez');
  expect(listaMock).toHaveBeenCalledWith(expect.objectContaining({ actualizacion: 'sin_actualizar' }));
});

test("Crear Afiliado: los cinco campos requeridos; guarda y avisa 'Afiliado guardado correctamente'", async () => {
  guardarMock.mockResolvedValue({ mensaje: 'ok', afiliado: afiliado({ id_afiliado: 99 }) });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(screen.getByRole('button', { name: /Crear/ }));
  const modal = await dialogo('Crear Afiliado');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  for (const m of ['Escriba los nombres', 'Escriba los apellidos', 'Escriba el documento', 'Escriba el correo electrónico']) {
    expect(await within(modal).findByText(m)).toBeInTheDocument();
  }
  expect(guardarMock).not.toHaveBeenCalled();
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombres' }), { target: { value: ' Luis ' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Apellidos' }), { target: { value: 'Rojas' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Documento' }), { target: { value: '12a' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Correo electrónico' }), { target: { value: 'luis@ejemplo.co' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await within(modal).findByText('El documento debe tener solo dígitos')).toBeInTheDocument();
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Documento' }), { target: { value: '123' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(guardarMock).toHaveBeenCalledWith({
      id_afiliado: 0, nombres: 'Luis', apellidos: 'Rojas', documento: '123', documento_tipo: 'CC', email: 'luis@ejemplo.co',
    }),
  );
  expect(await screen.findByText('Afiliado guardado correctamente')).toBeInTheDocument();
});

test('Editar Afiliado trae sus datos; un documento repetido muestra el error y el modal queda abierto', async () => {
  guardarMock.mockRejectedValue(new Error('Ya existe un afiliado con el documento 52123456'));
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Editar' }));
  const modal = await dialogo('Editar Afiliado');
  expect(within(modal).getByRole('textbox', { name: 'Documento' })).toHaveValue('52123456');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Ya existe un afiliado con el documento 52123456')).toBeInTheDocument();
  expect(guardarMock).toHaveBeenCalledWith(expect.objectContaining({ id_afiliado: 12 }));
  expect(await dialogo('Editar Afiliado')).toBeInTheDocument();
  expect(screen.queryByText('Afiliado guardado correctamente')).toBeNull();
});

test('formulario de actualización, su PDF y la descarga de todos', async () => {
  jest.mocked(descargarFormulario).mockResolvedValue();
  jest.mocked(descargarAfiliados).mockResolvedValue();
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Descargar formulario' }));
  expect(descargarFormulario).toHaveBeenCalledWith(12);
  expect(await screen.findByText('Generando archivo...')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Descargar$/ }));
  expect(descargarAfiliados).toHaveBeenCalledTimes(1);
  fireEvent.click(within(fila()).getByRole('button', { name: 'Formulario de actualización' }));
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion/12');
});

test("bienvenida: 'Enviando mensaje de bienvenida...' y 'Mensaje enviado a {email}'; sin correo, el error del servidor", async () => {
  jest.mocked(enviarBienvenida)
    .mockResolvedValueOnce({ email: 'ana@ejemplo.co', mensaje: 'Mensaje enviado a ana@ejemplo.co' })
    .mockRejectedValueOnce(new Error('El afiliado no tiene correo electrónico'));
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Enviar bienvenida' }));
  expect(await screen.findByText('Enviando mensaje de bienvenida...')).toBeInTheDocument();
  expect(await screen.findByText('Mensaje enviado a ana@ejemplo.co')).toBeInTheDocument();
  expect(enviarBienvenida).toHaveBeenCalledWith(12);
  fireEvent.click(within(fila()).getByRole('button', { name: 'Enviar bienvenida' }));
  expect(await screen.findByText('El afiliado no tiene correo electrónico')).toBeInTheDocument();
});

test("abrir como el afiliado: 'Abriendo aplicación...', una pestaña nueva que va a la URL de un solo uso", async () => {
  jest.mocked(obtenerUrlToken).mockResolvedValue({ url: 'http://portal/login?token=abc' });
  const pestana = { opener: {} as unknown, location: { replace: jest.fn() }, close: jest.fn() };
  const abrir = jest.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  expect(abrir).toHaveBeenCalledWith('', '_blank');
  expect(await screen.findByText('Abriendo aplicación...')).toBeInTheDocument();
  await waitFor(() => expect(pestana.location.replace).toHaveBeenCalledWith('http://portal/login?token=abc'));
  expect(pestana.opener).toBeNull();
  expect(obtenerUrlToken).toHaveBeenCalledWith(12);
  abrir.mockRestore();
});

test('si no se obtiene la URL, la pestaña nueva se cierra y se muestra el error', async () => {
  jest.mocked(obtenerUrlToken).mockRejectedValue(new Error('No puede abrir la aplicación como usted mismo'));
  const pestana = { opener: {}, location: { replace: jest.fn() }, close: jest.fn() };
  const abrir = jest.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  expect(await screen.findByText('No puede abrir la aplicación como usted mismo')).toBeInTheDocument();
  expect(pestana.close).toHaveBeenCalled();
  expect(pestana.location.replace).not.toHaveBeenCalled();
  abrir.mockRestore();
});

async function confirmarEliminar(): Promise<void> {
  fireEvent.click(within(fila()).getByRole('button', { name: 'Eliminar' }));
  const texto = await screen.findByText('¿Desea eliminar al afiliado Ana María Pérez Gómez?');
  const caja = texto.closest<HTMLElement>('[role="dialog"]')!;
  fireEvent.click(within(caja).getByRole('button', { name: 'Eliminar' }));
}

test("eliminar: confirmación; con movimientos el error del servidor y la lista queda; si no, 'Afiliado eliminado correctamente'", async () => {
  eliminarMock
    .mockRejectedValueOnce(new Error('El afiliado tiene aportes, créditos o solicitudes: registre su retiro en lugar de eliminarlo'))
    .mockResolvedValueOnce({ mensaje: 'Afiliado eliminado correctamente' });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  await confirmarEliminar();
  expect(await screen.findByText(/registre su retiro/)).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledWith(12);
  expect(listaMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Afiliado eliminado correctamente')).toBeNull();
  await confirmarEliminar();
  expect(await screen.findByText('Afiliado eliminado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));
});
