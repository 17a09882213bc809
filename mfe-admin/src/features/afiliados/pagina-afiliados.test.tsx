// Más de 300 líneas: una prueba por acción de la lista de SPEC 2.13 (filtros, modal, bienvenida, abrir como el
// afiliado, eliminar, teléfono, segundo factor) sobre la misma red simulada de la lista.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FilaAfiliadoAdmin, RespuestaAfiliadosAdmin } from '@fondo/contrato';
import { registrarPedirCodigo } from '@fondo/runtime';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { dialogo, elegir, simularPantalla } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/admin/afiliados (el mock recibe la consulta tal como viaja, sin los vacíos),
// el guardado y la eliminación, y las acciones de cada fila.
usarServidor();
const listaMock = jest.fn<RespuestaAfiliadosAdmin | Promise<RespuestaAfiliadosAdmin>, [Record<string, string>]>();
let guardarMock: Simulada<'admin', 'guardarAfiliado'>;
let eliminarMock: Simulada<'admin', 'eliminarAfiliado'>;
/** Lo que llegó en el cuerpo del guardado. */
const conCuerpo = (c: object): unknown =>
  expect.objectContaining<Record<string, unknown>>({ cuerpo: expect.objectContaining(c) });

function afiliado(o: Partial<FilaAfiliadoAdmin> = {}): FilaAfiliadoAdmin {
  return {
    id_afiliado: 12,
    foto: null,
    apellidos: 'Pérez Gómez',
    nombres: 'Ana María',
    documento: '52123456',
    documento_tipo: 'CC',
    email: 'ana@ejemplo.co',
    afiliacion: '2020-02-01',
    ultima_actualizacion: '2026-03-04',
    retiro: null,
    superadmin: false,
    ...o,
  };
}

beforeEach(() => {
  simularPantalla(false);
  comoSuperadmin();
  listaMock.mockResolvedValue({ filas: [afiliado()], total: 41 });
  simular('admin', 'listarAfiliados').mockImplementation(({ consulta }) => listaMock(consulta));
  guardarMock = simular('admin', 'guardarAfiliado');
  eliminarMock = simular('admin', 'eliminarAfiliado');
});

const fila = () => screen.getAllByRole('row')[1]!;

test('SPEC 2.13: botones, filtros, columnas, total del servidor y primera página', async () => {
  renderizarRuta('/admin/afiliados');
  expect(await screen.findByText('Pérez Gómez')).toBeInTheDocument();
  for (const b of ['Crear', 'Importar', 'Descargar'])
    expect(screen.getByRole('button', { name: new RegExp(`${b}$`) })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Foto',
    'Apellidos',
    'Nombres',
    'Documento',
    'Email',
    'Afiliación',
    'Última actualización',
    'Retiro',
    'Acciones',
  ]);
  expect(
    within(fila())
      .getAllByRole('cell')
      .slice(1, 8)
      .map((c) => c.textContent),
  ).toEqual(['Pérez Gómez', 'Ana María', '52123456', 'ana@ejemplo.co', '01/02/20', '04/03/26', '']);
  expect(within(fila()).getByText('AP')).toBeInTheDocument();
  expect(screen.getByLabelText('41 afiliados')).toBeInTheDocument();
  // el texto vacío y el orden ausente no viajan
  expect(listaMock).toHaveBeenCalledWith({ actualizacion: 'todos', pagina: '1', tamano: '20' });
  expect(screen.getByRole('combobox', { name: 'Actualización' }).closest('.ant-select')).toHaveTextContent('Todos');
});

test('el filtro de texto, el de Actualización, la página y el orden van al servidor', async () => {
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  const buscar = screen.getByRole('searchbox', { name: 'Buscar afiliado' });
  fireEvent.change(buscar, { target: { value: 'perez' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ texto: 'perez', pagina: '1' })),
  );
  await elegir(screen.getByRole('combobox', { name: 'Actualización' }), 'Sin Actualizar');
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ texto: 'perez', actualizacion: 'sin_actualizar' }),
    ),
  );
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ pagina: '2' })));
  fireEvent.click(screen.getAllByText('Documento', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() =>
    expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ orden: 'documento', pagina: '1' })),
  );
  fireEvent.click(screen.getAllByText('Documento', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ orden: '-documento' })));
});

test('?actualizacion=sin_actualizar (enlace del panel) abre con ese filtro', async () => {
  renderizarRuta('/admin/afiliados?actualizacion=sin_actualizar');
  await screen.findByText('Pérez Gómez');
  expect(listaMock).toHaveBeenCalledWith(expect.objectContaining({ actualizacion: 'sin_actualizar' }));
});

test("Crear Afiliado: los cinco campos requeridos; guarda y avisa 'Afiliado guardado correctamente'", async () => {
  guardarMock.mockReturnValue({ mensaje: 'ok', afiliado: afiliado({ id_afiliado: 99 }) });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(screen.getByRole('button', { name: /Crear/ }));
  const modal = await dialogo('Crear Afiliado');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  for (const m of [
    'Escriba los nombres',
    'Escriba los apellidos',
    'Escriba el documento',
    'Escriba el correo electrónico',
  ]) {
    expect(await within(modal).findByText(m)).toBeInTheDocument();
  }
  expect(guardarMock).not.toHaveBeenCalled();
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombres' }), { target: { value: ' Luis ' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Apellidos' }), { target: { value: 'Rojas' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Documento' }), { target: { value: '12a' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Correo electrónico' }), {
    target: { value: 'luis@ejemplo.co' },
  });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await within(modal).findByText('El documento debe tener solo dígitos')).toBeInTheDocument();
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Documento' }), { target: { value: '123' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(guardarMock).toHaveBeenCalledWith(
      expect.objectContaining({
        cuerpo: {
          id_afiliado: 0,
          nombres: 'Luis',
          apellidos: 'Rojas',
          documento: '123',
          documento_tipo: 'CC',
          email: 'luis@ejemplo.co',
        },
      }),
    ),
  );
  expect(await screen.findByText('Afiliado guardado correctamente')).toBeInTheDocument();
});

test('Crear Afiliado: el documento sigue la regla del contrato; el modal dice cómo se guardará y lo envía así', async () => {
  guardarMock.mockReturnValue({ mensaje: 'ok', afiliado: afiliado({ id_afiliado: 98 }) });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(screen.getByRole('button', { name: /Crear/ }));
  const modal = await dialogo('Crear Afiliado');
  const documento = within(modal).getByRole('textbox', { name: 'Documento' });
  fireEvent.change(documento, { target: { value: '000.123' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await within(modal).findByText('El documento debe tener solo dígitos')).toBeInTheDocument();
  fireEvent.change(documento, { target: { value: '00123' } });
  expect(
    await within(modal).findByText('Se guardará como 123 (sin ceros a la izquierda ni puntos)'),
  ).toBeInTheDocument();
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombres' }), { target: { value: 'Eva' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Apellidos' }), { target: { value: 'Ceros' } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Correo electrónico' }), {
    target: { value: 'eva@ejemplo.co' },
  });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(guardarMock).toHaveBeenCalledWith(conCuerpo({ documento: '123' })));
});

test('Editar Afiliado trae sus datos; un documento repetido muestra el error y el modal queda abierto', async () => {
  guardarMock.mockImplementation(() => errorApi(409, 'Ya existe un afiliado con el documento 52123456'));
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Editar' }));
  const modal = await dialogo('Editar Afiliado');
  expect(within(modal).getByRole('textbox', { name: 'Documento' })).toHaveValue('52123456');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Ya existe un afiliado con el documento 52123456')).toBeInTheDocument();
  expect(guardarMock).toHaveBeenCalledWith(conCuerpo({ id_afiliado: 12 }));
  expect(await dialogo('Editar Afiliado')).toBeInTheDocument();
  expect(screen.queryByText('Afiliado guardado correctamente')).toBeNull();
});

test('un correo de otro afiliado (409) pide confirmación; confirmado, se guarda con la marca', async () => {
  guardarMock.mockReturnValueOnce(errorApi(409, 'El correo ana@ejemplo.co ya está registrado para otro afiliado.'));
  guardarMock.mockReturnValueOnce({ mensaje: 'ok', afiliado: afiliado() });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Editar' }));
  const modal = await dialogo('Editar Afiliado');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  const confirmar = await dialogo('Correo de otro afiliado');
  expect(confirmar).toHaveTextContent('ya está registrado para otro afiliado');
  expect(guardarMock).toHaveBeenCalledTimes(1);
  expect(guardarMock.mock.calls[0]![0].cuerpo).not.toHaveProperty('confirmar_correo_repetido');
  fireEvent.click(within(confirmar).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() =>
    expect(guardarMock).toHaveBeenLastCalledWith(
      conCuerpo({ id_afiliado: 12, email: 'ana@ejemplo.co', confirmar_correo_repetido: true }),
    ),
  );
  expect(await screen.findByText('Afiliado guardado correctamente')).toBeInTheDocument();
});

test('formulario de actualización, su PDF y la descarga de todos', async () => {
  // la descarga del formulario queda en curso hasta el final de la prueba
  let terminar: (r: Response) => void = () => undefined;
  const formularioMock = simular('actualizacion', 'formularioPdf').mockImplementation(
    () => new Promise<Response>((r) => (terminar = r)),
  );
  const todosMock = simular('admin', 'descargarAfiliados', new Response('xlsx'));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:archivo'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Descargar formulario' }));
  await waitFor(() => expect(formularioMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '12' } })));
  expect(await screen.findByText('Generando archivo...')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Descargar$/ }));
  await waitFor(() => expect(todosMock).toHaveBeenCalledTimes(1));
  terminar(new Response('pdf'));
  fireEvent.click(within(fila()).getByRole('button', { name: 'Formulario de actualización' }));
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion/12');
  jest.restoreAllMocks();
});

test("bienvenida: 'Enviando mensaje de bienvenida...' y 'Mensaje enviado a {email}'; sin correo, el error del servidor", async () => {
  const bienvenida = simular('admin', 'enviarBienvenida')
    .mockReturnValueOnce({ email: 'ana@ejemplo.co', mensaje: 'Mensaje enviado a ana@ejemplo.co' })
    .mockReturnValueOnce(errorApi(400, 'El afiliado no tiene correo electrónico'));
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Enviar bienvenida' }));
  expect(await screen.findByText('Enviando mensaje de bienvenida...')).toBeInTheDocument();
  expect(await screen.findByText('Mensaje enviado a ana@ejemplo.co')).toBeInTheDocument();
  expect(bienvenida).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '12' } }));
  fireEvent.click(within(fila()).getByRole('button', { name: 'Enviar bienvenida' }));
  expect(await screen.findByText('El afiliado no tiene correo electrónico')).toBeInTheDocument();
});

test('abrir como el afiliado: una pestaña nueva con la URL de un solo uso, que no puede tocar esta', async () => {
  const urlToken = simular('admin', 'urlToken', { url: 'http://portal/login?token=abc' });
  const pestana = { opener: {} as unknown };
  const abrir = jest.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  await waitFor(() => expect(abrir).toHaveBeenCalledWith('http://portal/login?token=abc', '_blank'));
  expect(abrir).toHaveBeenCalledTimes(1);
  expect(pestana.opener).toBeNull();
  expect(urlToken).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '12' } }));
  abrir.mockRestore();
});

test('con la verificación reciente vencida: el código se pide en esta pestaña y la pestaña se abre después', async () => {
  const urlToken = simular('admin', 'urlToken')
    .mockReturnValueOnce(
      Response.json(
        { error: 'Por seguridad, confirme su código de verificación para continuar', codigo: 'verificacion_requerida' },
        { status: 403 },
      ),
    )
    .mockReturnValueOnce({ url: 'http://portal/login?token=def' });
  const abrir = jest.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
  let abiertaAlPedir = -1;
  const deshacer = registrarPedirCodigo(() => {
    abiertaAlPedir = abrir.mock.calls.length; // ninguna pestaña en blanco tapa el diálogo
    return Promise.resolve(true);
  });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  await waitFor(() => expect(abrir).toHaveBeenCalledWith('http://portal/login?token=def', '_blank'));
  expect(abiertaAlPedir).toBe(0);
  expect(urlToken).toHaveBeenCalledTimes(2);
  deshacer();
  abrir.mockRestore();
});

test('si el navegador bloquea la pestaña, un diálogo la abre con un botón', async () => {
  simular('admin', 'urlToken', { url: 'http://portal/login?token=ghi' });
  const abrir = jest
    .spyOn(window, 'open')
    .mockReturnValueOnce(null)
    .mockReturnValue({ opener: null } as unknown as Window);
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  expect(await screen.findByText(/El navegador no abrió la pestaña nueva/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  await waitFor(() => expect(abrir).toHaveBeenCalledTimes(2));
  expect(abrir).toHaveBeenLastCalledWith('http://portal/login?token=ghi', '_blank');
  abrir.mockRestore();
});

test('si no se obtiene la URL, no se abre ninguna pestaña y se muestra el error', async () => {
  simular('admin', 'urlToken').mockImplementation(() => errorApi(400, 'No puede abrir la aplicación como usted mismo'));
  const abrir = jest.spyOn(window, 'open');
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  fireEvent.click(within(fila()).getByRole('button', { name: 'Abrir aplicación como el afiliado' }));
  expect(await screen.findByText('No puede abrir la aplicación como usted mismo')).toBeInTheDocument();
  expect(abrir).not.toHaveBeenCalled();
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
    .mockReturnValueOnce(
      errorApi(409, 'El afiliado tiene aportes, créditos o solicitudes: registre su retiro en lugar de eliminarlo'),
    )
    .mockReturnValueOnce({ mensaje: 'Afiliado eliminado correctamente' });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Pérez Gómez');
  await confirmarEliminar();
  expect(await screen.findByText(/registre su retiro/)).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '12' } }));
  expect(listaMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Afiliado eliminado correctamente')).toBeNull();
  await confirmarEliminar();
  expect(await screen.findByText('Afiliado eliminado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));
});

test('filtros, orden y página en la URL; ninguna columna queda fija encima de otra (se leen todas)', async () => {
  renderizarRuta('/admin/afiliados?texto=perez&actualizacion=actualizados&orden=-retiro&pagina=2');
  await screen.findByText('Pérez Gómez');
  expect(listaMock).toHaveBeenLastCalledWith({
    texto: 'perez',
    actualizacion: 'actualizados',
    pagina: '2',
    tamano: '20',
    orden: '-retiro',
  });
  expect(screen.getByRole('searchbox', { name: 'Buscar afiliado' })).toHaveValue('perez');
  expect(screen.getByRole('columnheader', { name: /Retiro/ })).toHaveAttribute('aria-sort', 'descending');
  // a 1280 px la columna Acciones (fija a la derecha) tapaba Retiro; ya no hay columnas fijas
  expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-end')).toBeNull();
  await elegir(screen.getByRole('combobox', { name: 'Actualización' }), 'Sin Actualizar');
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent(
      '/admin/afiliados?texto=perez&actualizacion=sin_actualizar&orden=-retiro',
    ),
  );
});

test('en un teléfono: una tarjeta por afiliado con su estado arriba; tocarla lo edita; las acciones siguen', async () => {
  simularPantalla(true);
  listaMock.mockResolvedValue({
    filas: [afiliado(), afiliado({ id_afiliado: 13, apellidos: 'Ruiz', ultima_actualizacion: null })],
    total: 2,
  });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Ruiz Ana María');
  expect(screen.queryByRole('table')).toBeNull();
  const [primera, segunda] = [...document.querySelectorAll<HTMLElement>('.lista-tarjetas > li')];
  expect(primera!.firstElementChild).toHaveTextContent('Actualizado');
  expect(segunda!.firstElementChild).toHaveTextContent('Sin actualizar');
  const acciones = within(primera!).getByRole('group', { name: 'Acciones de Ana María Pérez Gómez' });
  // en la tarjeta no hay tooltip: cada acción dice su nombre con letras, el mismo que su nombre accesible
  expect(
    within(acciones)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-label')]),
  ).toEqual(
    [
      'Editar',
      'Formulario de actualización',
      'Descargar formulario',
      'Abrir aplicación como el afiliado',
      'Enviar bienvenida',
      'Eliminar',
    ].map((n) => [n, null]),
  );
  fireEvent.click(within(primera!).getByRole('button', { name: /Pérez Gómez Ana María/ }));
  expect(await dialogo('Editar Afiliado')).toBeInTheDocument();
});

test('reiniciar la verificación en dos pasos: solo en otro superadmin, con confirmación y el mensaje del servidor', async () => {
  const reiniciar = simular('dosFactores', 'reiniciar', { mensaje: 'Verificación en dos pasos reiniciada' });
  listaMock.mockResolvedValue({
    filas: [
      afiliado(),
      afiliado({ id_afiliado: 30, superadmin: true, apellidos: 'Ruiz', nombres: 'Pedro' }),
      afiliado({ id_afiliado: 1, superadmin: true, apellidos: 'Fondo', nombres: 'Admin' }),
    ],
    total: 3,
  });
  renderizarRuta('/admin/afiliados');
  await screen.findByText('Ruiz');
  const filas = screen.getAllByRole('row').slice(1);
  const nombre = 'Reiniciar verificación en dos pasos';
  expect(within(filas[0]!).queryByRole('button', { name: nombre })).toBeNull(); // un afiliado
  expect(within(filas[2]!).queryByRole('button', { name: nombre })).toBeNull(); // el propio
  fireEvent.click(within(filas[1]!).getByRole('button', { name: nombre }));
  const texto = await screen.findByText(/¿Desea reiniciar la verificación en dos pasos de Pedro Ruiz\?/);
  fireEvent.click(within(texto.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: 'Reiniciar' }));
  expect(await screen.findByText('Verificación en dos pasos reiniciada')).toBeInTheDocument();
  expect(reiniciar).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '30' } }));
});
