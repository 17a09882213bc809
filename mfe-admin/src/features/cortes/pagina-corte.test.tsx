import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { descargarVistaCorte, obtenerAportesCorte, obtenerCortes, obtenerCreditosCorte } from '../../api/admin';
import { elegir } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

jest.mock('../../api/admin');
const aportesMock = jest.mocked(obtenerAportesCorte);
const creditosMock = jest.mocked(obtenerCreditosCorte);

beforeEach(() => {
  comoSuperadmin();
  jest.mocked(obtenerCortes).mockResolvedValue([
    { id_corte: 24, corte: '2026-10-31' },
    { id_corte: 23, corte: '2026-09-30' },
  ]);
});

const celdas = (f: HTMLElement) => within(f).getAllByRole('cell').map((c) => c.textContent);

test('SPEC 2.14 aportes: el último corte preseleccionado, filas, contador y fila de totales del servidor', async () => {
  aportesMock.mockResolvedValue({
    filas: [{ id_aporte: 1, nombre: 'Ana Pérez', documento: '52123456', tipo: 'Ahorro Permanente', total: 1500000 }],
    total: 57,
    totales: { total: 98765432.1 },
  });
  renderizarRuta('/admin/aportes');
  expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
  expect(aportesMock).toHaveBeenCalledWith(24, { texto: '', pagina: 1, tamano: 20, orden: undefined });
  expect(screen.getByRole('combobox', { name: 'Corte' }).closest('.ant-select')).toHaveTextContent('31/10/26');
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nombre', 'Documento', 'Tipo', 'Total']);
  expect(celdas(screen.getAllByRole('row')[1]!)).toEqual(['Ana Pérez', '52123456', 'Ahorro Permanente', '$1,500,000.00']);
  const totales = screen.getByText('Totales').closest('tr')!;
  expect(totales).toHaveTextContent('$98,765,432.10');
  expect(screen.getByLabelText('57 registros')).toBeInTheDocument();
});

test('otro corte, el filtro, la página y el orden van al servidor; la descarga lleva el corte y el filtro', async () => {
  aportesMock.mockResolvedValue({ filas: [{ id_aporte: 1, nombre: 'Ana Pérez', documento: '1', tipo: 'X', total: 1 }], total: 45, totales: { total: 1 } });
  jest.mocked(descargarVistaCorte).mockResolvedValue();
  renderizarRuta('/admin/aportes');
  await screen.findByText('Ana Pérez');
  await elegir(screen.getByRole('combobox', { name: 'Corte' }), '30/09/26');
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ pagina: 1 })));
  const buscar = screen.getByRole('searchbox', { name: 'Buscar en aportes' });
  fireEvent.change(buscar, { target: { value: 'ana' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ texto: 'ana' })));
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ pagina: 3 })));
  fireEvent.click(screen.getAllByText('Total', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ orden: 'total', pagina: 1 })));
  fireEvent.click(screen.getByRole('button', { name: /Descargar/ }));
  expect(descargarVistaCorte).toHaveBeenCalledWith('aportes', 23, 'ana');
  expect(await screen.findByText('Generando archivo...')).toBeInTheDocument();
});

test('créditos: añade Valor y Saldo, con sus totales', async () => {
  creditosMock.mockResolvedValue({
    filas: [{ id_credito: 3, nombre: 'Luis Rojas', documento: '80111222', tipo: 'Vivienda', total: 350000, valor_credito: 20000000, saldo: 12500000 }],
    total: 1,
    totales: { total: 350000, valor_credito: 20000000, saldo: 12500000 },
  });
  renderizarRuta('/admin/creditos');
  expect(await screen.findByText('Luis Rojas')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nombre', 'Documento', 'Tipo', 'Total', 'Valor', 'Saldo']);
  expect(celdas(screen.getAllByRole('row')[1]!)).toEqual(['Luis Rojas', '80111222', 'Vivienda', '$350,000.00', '$20,000,000.00', '$12,500,000.00']);
  expect(celdas(screen.getByText('Totales').closest('tr')!)).toEqual(['Totales', '$350,000.00', '$20,000,000.00', '$12,500,000.00']);
  expect(aportesMock).not.toHaveBeenCalled();
});

test('sin cortes: la lista vacía y la descarga deshabilitada', async () => {
  jest.mocked(obtenerCortes).mockResolvedValue([]);
  renderizarRuta('/admin/aportes');
  expect(await screen.findByText('No se han encontrado registros')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Descargar/ })).toBeDisabled();
  expect(aportesMock).not.toHaveBeenCalled();
});
