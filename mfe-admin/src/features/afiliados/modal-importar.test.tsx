import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaImportacion } from '@fondo/contrato';
import { ERROR_PETICION, ErrorImportacion, descargarPlantilla, importar, obtenerAfiliados, type AvanceImportacion } from '../../api/admin';
import type * as ApiAdmin from '../../api/admin';
import { dialogo, elegir } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

jest.mock('../../api/admin', () => {
  const real = jest.requireActual<typeof ApiAdmin>('../../api/admin');
  return {
    ...real,
    obtenerAfiliados: jest.fn(),
    importar: jest.fn(),
    descargarPlantilla: jest.fn(),
  };
});
const importarMock = jest.mocked(importar);

const RESULTADO: RespuestaImportacion = {
  tipo: 'afiliados', filas: 3, creados: 1, actualizados: 1, rechazados: 1, reemplazados: 0, corte: null,
  errores: [{ hoja: 'Hoja1', fila: 4, error: 'El documento debe tener solo dígitos' }],
  mensaje: 'Filas leídas: 3. Creados: 1. Actualizados: 1. Rechazados: 1.\nHoja1, fila 4: El documento debe tener solo dígitos',
};

beforeEach(() => {
  comoSuperadmin();
  jest.mocked(obtenerAfiliados).mockResolvedValue({ filas: [], total: 0 });
});

async function abrir(): Promise<HTMLElement> {
  renderizarRuta('/admin/afiliados');
  await screen.findByText('No se han encontrado afiliados');
  fireEvent.click(screen.getByRole('button', { name: /Importar$/ }));
  return dialogo('Importar');
}

const xlsx = (nombre = 'libro.xlsx') =>
  new File([new Uint8Array([80, 75, 3, 4])], nombre, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function elegirArchivo(modal: HTMLElement, archivo: File): void {
  fireEvent.change(modal.querySelector('input[type=file]')!, { target: { files: [archivo] } });
}

test('SPEC 9: la fila inicial por defecto es 5, 2 y 4 según el tipo; la plantilla es la del tipo elegido', async () => {
  jest.mocked(descargarPlantilla).mockResolvedValue();
  const modal = await abrir();
  const fila = within(modal).getByRole('spinbutton', { name: 'Fila inicial' });
  expect(fila).toHaveValue('5');
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliados');
  expect(fila).toHaveValue('2');
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliación');
  expect(fila).toHaveValue('4');
  fireEvent.click(within(modal).getByRole('button', { name: /Descargar plantilla/ }));
  expect(descargarPlantilla).toHaveBeenCalledWith('afiliacion');
});

test('solo .xlsx; importa con tipo y fila, muestra el avance y el resultado en el área de texto', async () => {
  let avanzar: (a: AvanceImportacion) => void = () => undefined;
  let terminar: (r: RespuestaImportacion) => void = () => undefined;
  importarMock.mockImplementation((_a, _n, _t, _f, alAvanzar) => {
    avanzar = alAvanzar!;
    return new Promise((ok) => { terminar = ok; });
  });
  const modal = await abrir();
  elegirArchivo(modal, xlsx('datos.csv'));
  fireEvent.click(within(modal).getByRole('button', { name: /Importar/ }));
  expect(await within(modal).findByText('Elija el archivo .xlsx')).toBeInTheDocument();
  elegirArchivo(modal, xlsx('datos.csv'));
  expect(await within(modal).findByText('El archivo debe ser .xlsx')).toBeInTheDocument();
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliados');
  elegirArchivo(modal, xlsx('afiliados.xlsx'));
  expect(await within(modal).findByText('afiliados.xlsx')).toBeInTheDocument();
  fireEvent.click(within(modal).getByRole('button', { name: /Importar/ }));
  await waitFor(() => expect(importarMock).toHaveBeenCalledTimes(1));
  expect(importarMock.mock.calls[0]!.slice(1, 4)).toEqual(['afiliados.xlsx', 'afiliados', 2]);
  avanzar({ fase: 'subiendo', fraccion: 0.42 });
  expect(await within(modal).findByText('Subiendo el archivo...')).toBeInTheDocument();
  expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  avanzar({ fase: 'procesando' });
  expect(await within(modal).findByText('Procesando el archivo en el servidor...')).toBeInTheDocument();
  terminar(RESULTADO);
  const area = within(modal).getByRole('textbox', { name: 'Resultado' });
  await waitFor(() => expect(area).toHaveValue(RESULTADO.mensaje));
  expect(within(modal).queryByText('Procesando el archivo en el servidor...')).toBeNull();
});

test("el error del servidor va al área de resultados; sin texto del servidor, 'Error en la petición.'", async () => {
  importarMock
    .mockRejectedValueOnce(new ErrorImportacion('El archivo debe ser .xlsx'))
    .mockRejectedValueOnce(new Error(''));
  const modal = await abrir();
  elegirArchivo(modal, xlsx());
  await within(modal).findByText('libro.xlsx');
  const area = within(modal).getByRole('textbox', { name: 'Resultado' });
  fireEvent.click(within(modal).getByRole('button', { name: /Importar/ }));
  await waitFor(() => expect(area).toHaveValue('El archivo debe ser .xlsx'));
  fireEvent.click(within(modal).getByRole('button', { name: /Importar/ }));
  await waitFor(() => expect(area).toHaveValue(ERROR_PETICION));
  expect(ERROR_PETICION).toBe('Error en la petición.');
  // sin el diálogo 'Error' encima: el modal muestra el suyo
  expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull();
});
