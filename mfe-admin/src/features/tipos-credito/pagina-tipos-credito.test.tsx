import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TipoCredito } from '@fondo/contrato';
import { tipoCreditoDePrueba } from '@fondo/testing/datos';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { dialogo, simularPantalla } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET y POST /api/tipos-credito y DELETE /api/tipos-credito/:id de verdad.
usarServidor();
let listaMock: Simulada<'tiposCredito', 'listar'>;
let guardarMock: Simulada<'tiposCredito', 'guardar'>;
let eliminarMock: Simulada<'tiposCredito', 'eliminar'>;

const TIPOS: TipoCredito[] = [
  tipoCreditoDePrueba({ id_tipo_credito: 1, nombre: 'Libre Inversión', plazo_maximo: 36, plazo_minimo: 1 }),
  tipoCreditoDePrueba({
    id_tipo_credito: 2,
    nombre: 'Vivienda',
    activo: false,
    simulador: false,
    tasa: 0.0125,
    plazo_maximo: 120,
    plazo_minimo: 24,
  }),
];

beforeEach(() => {
  simularPantalla(false);
  comoSuperadmin();
  listaMock = simular('tiposCredito', 'listar', TIPOS);
  guardarMock = simular('tiposCredito', 'guardar');
  eliminarMock = simular('tiposCredito', 'eliminar');
  simular('cupo', 'tiposAporte', []);
});

const filas = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((f) =>
      within(f)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    );

test('SPEC 2.9: Crear, filtro, contador y columnas Nombre, Tasa en porcentaje, Activo y Simulador SI/NO', async () => {
  renderizarRuta('/admin/tipos-credito');
  expect(await screen.findByText('Libre Inversión')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tipos de Crédito' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Crear/ })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Nombre',
    'Tasa',
    'Activo',
    'Simulador',
    'Cupo',
    'Acciones',
  ]);
  expect(filas()).toEqual([
    ['Libre Inversión', '1.50 % mensual', 'SI', 'SI'],
    ['Vivienda', '1.25 % mensual', 'NO', 'NO'],
  ]);
  expect(screen.getByLabelText('2 tipos de crédito')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar tipo de crédito' }), { target: { value: 'inversion' } });
  expect(filas()).toEqual([['Libre Inversión', '1.50 % mensual', 'SI', 'SI']]);
  expect(screen.getByLabelText('1 tipos de crédito')).toBeInTheDocument();
  // el filtro queda en la URL (sin una entrada del historial por letra) y se lee al volver
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/admin/tipos-credito?texto=inversion'),
  );
});

test('el filtro de la URL se aplica al entrar', async () => {
  renderizarRuta('/admin/tipos-credito?texto=vivi');
  expect(await screen.findByText('Vivienda')).toBeInTheDocument();
  expect(filas()).toEqual([['Vivienda', '1.25 % mensual', 'NO', 'NO']]);
  expect(screen.getByRole('textbox', { name: 'Buscar tipo de crédito' })).toHaveValue('vivi');
});

test('en un teléfono: una tarjeta por tipo con Activo o Inactivo arriba y la tasa mensual; tocarla lo edita', async () => {
  simularPantalla(true);
  renderizarRuta('/admin/tipos-credito');
  await screen.findByText('Vivienda');
  const [primera, segunda] = [...document.querySelectorAll<HTMLElement>('.lista-tarjetas > li')];
  expect(primera!.firstElementChild).toHaveTextContent('Activo');
  expect(segunda!.firstElementChild).toHaveTextContent('Inactivo');
  expect(primera).toHaveTextContent('Tasa1.50 % mensual');
  fireEvent.click(within(segunda!).getByRole('button', { name: /^Vivienda/ }));
  expect(await dialogo('Editar Tipo de Crédito')).toBeInTheDocument();
});

test('crear: nombre y tasa requeridos; la tasa se escribe en porcentaje (paso 0.01) y se guarda como fracción', async () => {
  guardarMock.mockResolvedValue({ ...TIPOS[0]!, id_tipo_credito: 9, nombre: 'Educación', tasa: 0.0115 });
  renderizarRuta('/admin/tipos-credito');
  await screen.findByText('Libre Inversión');
  fireEvent.click(screen.getByRole('button', { name: /Crear/ }));
  const modal = await dialogo('Crear Tipo de Crédito');
  expect(within(modal).getByRole('checkbox', { name: 'Activo' })).toBeChecked();
  const tasa = within(modal).getByRole('spinbutton', { name: 'Tasa mensual (%)' });
  expect(tasa).toHaveAttribute('step', '0.01');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  expect(await within(modal).findByText('Escriba el nombre del tipo de crédito')).toBeInTheDocument();
  expect(within(modal).getByText('Escriba la tasa')).toBeInTheDocument();
  expect(guardarMock).not.toHaveBeenCalled();

  fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Educación' } });
  fireEvent.change(tasa, { target: { value: '1.15' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(guardarMock).toHaveBeenCalledTimes(1));
  expect(guardarMock.mock.calls[0]![0].cuerpo).toMatchObject({
    id_tipo_credito: 0,
    nombre: 'Educación',
    tasa: 0.0115,
    activo: true,
  });
  expect(await screen.findByText('Tipo de crédito guardado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));
});

test('editar abre el modal con sus datos y guarda con su id', async () => {
  guardarMock.mockResolvedValue(TIPOS[1]!);
  renderizarRuta('/admin/tipos-credito');
  await screen.findByText('Vivienda');
  fireEvent.click(screen.getByRole('button', { name: 'Editar Vivienda' }));
  const modal = await dialogo('Editar Tipo de Crédito');
  expect(within(modal).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Vivienda');
  expect(within(modal).getByRole('spinbutton', { name: 'Tasa mensual (%)' })).toHaveValue('1.25');
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(guardarMock).toHaveBeenCalledWith(
      expect.objectContaining<Record<string, unknown>>({
        cuerpo: expect.objectContaining({ id_tipo_credito: 2, tasa: 0.0125, activo: false }),
      }),
    ),
  );
});

async function confirmar(nombre: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: `Eliminar ${nombre}` }));
  const texto = await screen.findByText(`¿Desea eliminar al tipo de crédito ${nombre}?`);
  const caja = texto.closest<HTMLElement>('[role="dialog"]')!;
  expect(caja.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Eliminar$/);
  expect(within(caja).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  return caja;
}

test("eliminar confirma con 'Eliminar' y avisa 'Tipo de Crédito eliminado'; un error del servidor se muestra y la lista no se recarga", async () => {
  eliminarMock
    .mockImplementationOnce(() => errorApi(400, 'El tipo de crédito tiene créditos o solicitudes'))
    .mockImplementationOnce(() => ({ mensaje: 'ok' }));
  renderizarRuta('/admin/tipos-credito');
  await screen.findByText('Vivienda');
  let caja = await confirmar('Vivienda');
  fireEvent.click(within(caja).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('El tipo de crédito tiene créditos o solicitudes')).toBeInTheDocument();
  expect(eliminarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '2' } }));
  expect(listaMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Tipo de Crédito eliminado')).toBeNull();

  caja = await confirmar('Vivienda');
  fireEvent.click(within(caja).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Tipo de Crédito eliminado')).toBeInTheDocument();
  await waitFor(() => expect(listaMock).toHaveBeenCalledTimes(2));
});
