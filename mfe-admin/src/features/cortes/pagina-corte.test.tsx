import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaAportesCorte, RespuestaCreditosCorte } from '@fondo/contrato';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir, simularPantalla } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/admin/cortes, /cortes/:id/aportes y /creditos (los mocks reciben el corte y la
// consulta sin los vacíos) y la descarga del .xlsx de verdad.
usarServidor();
const lista = <R,>() => jest.fn<R | Promise<R>, [number, Record<string, string>]>();
const aportesMock = lista<RespuestaAportesCorte>();
const creditosMock = lista<RespuestaCreditosCorte>();
let cortesMock: Simulada<'admin', 'cortes'>;
let descargaMock: Simulada<'admin', 'descargarAportesCorte'>;

beforeEach(() => {
  simularPantalla(false);
  comoSuperadmin();
  cortesMock = simular('admin', 'cortes', [
    { id_corte: 24, corte: '2026-10-31' },
    { id_corte: 23, corte: '2026-09-30' },
  ]);
  simular('admin', 'aportesCorte').mockImplementation(({ params, consulta }) =>
    aportesMock(Number(params.id), consulta),
  );
  simular('admin', 'creditosCorte').mockImplementation(({ params, consulta }) =>
    creditosMock(Number(params.id), consulta),
  );
  descargaMock = simular('admin', 'descargarAportesCorte');
});

const celdas = (f: HTMLElement) =>
  within(f)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Una página de aportes (Ana Pérez) de un filtro con 45 filas. */
const ANA_DE_45 = {
  filas: [{ id_aporte: 1, nombre: 'Ana Pérez', documento: '1', tipo: 'X', total: 1 }],
  total: 45,
  totales: { total: 1 },
};

/** El único crédito del filtro (Luis Rojas), con sus totales. */
function creditoDeLuis(id_credito: number) {
  return {
    filas: [
      {
        id_credito,
        nombre: 'Luis Rojas',
        documento: '80111222',
        tipo: 'Vivienda',
        total: 350000,
        valor_credito: 20000000,
        saldo: 12500000,
      },
    ],
    total: 1,
    totales: { total: 350000, valor_credito: 20000000, saldo: 12500000 },
  };
}

test('SPEC 2.14 aportes: el último corte preseleccionado, filas, contador y fila de totales del servidor', async () => {
  aportesMock.mockResolvedValue({
    filas: [{ id_aporte: 1, nombre: 'Ana Pérez', documento: '52123456', tipo: 'Ahorro Permanente', total: 1500000 }],
    total: 57,
    totales: { total: 98765432.1 },
  });
  renderizarRuta('/admin/aportes');
  expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
  expect(aportesMock).toHaveBeenCalledWith(24, { pagina: '1', tamano: '20' });
  expect(screen.getByRole('combobox', { name: 'Corte' }).closest('.ant-select')).toHaveTextContent('31/10/26');
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Nombre',
    'Documento',
    'Tipo',
    'Total',
  ]);
  expect(celdas(screen.getAllByRole('row')[1]!)).toEqual([
    'Ana Pérez',
    '52123456',
    'Ahorro Permanente',
    '$1,500,000.00',
  ]);
  const totales = screen.getByText('Totales').closest('tr')!;
  expect(totales).toHaveTextContent('$98,765,432.10');
  expect(screen.getByLabelText('57 registros')).toBeInTheDocument();
});

test('otro corte, el filtro, la página y el orden van al servidor; la descarga lleva el corte y el filtro', async () => {
  aportesMock.mockResolvedValue(ANA_DE_45);
  // la descarga queda en curso hasta el final de la prueba
  let terminar: (r: Response) => void = () => undefined;
  descargaMock.mockImplementation(() => new Promise<Response>((r) => (terminar = r)));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:xlsx'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderizarRuta('/admin/aportes');
  await screen.findByText('Ana Pérez');
  await elegir(screen.getByRole('combobox', { name: 'Corte' }), '30/09/26');
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ pagina: '1' })));
  const buscar = screen.getByRole('searchbox', { name: 'Buscar en aportes' });
  fireEvent.change(buscar, { target: { value: 'ana' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ texto: 'ana' })));
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ pagina: '3' })));
  fireEvent.click(screen.getAllByText('Total', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() =>
    expect(aportesMock).toHaveBeenLastCalledWith(23, expect.objectContaining({ orden: 'total', pagina: '1' })),
  );
  fireEvent.click(screen.getByRole('button', { name: /Descargar/ }));
  await waitFor(() =>
    expect(descargaMock).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: '23' }, consulta: { texto: 'ana' } }),
    ),
  );
  expect(await screen.findByText('Generando archivo...')).toBeInTheDocument();
  terminar(new Response('xlsx'));
  jest.restoreAllMocks();
});

test('créditos: la cuota (no «Total»: es lo que guarda), Valor y Saldo, con sus totales', async () => {
  creditosMock.mockResolvedValue(creditoDeLuis(3));
  renderizarRuta('/admin/creditos');
  expect(await screen.findByText('Luis Rojas')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Nombre',
    'Documento',
    'Tipo',
    'Cuota',
    'Valor',
    'Saldo',
  ]);
  expect(celdas(screen.getAllByRole('row')[1]!)).toEqual([
    'Luis Rojas',
    '80111222',
    'Vivienda',
    '$350,000.00',
    '$20,000,000.00',
    '$12,500,000.00',
  ]);
  expect(celdas(screen.getByText('Totales').closest('tr')!)).toEqual([
    'Totales',
    '$350,000.00',
    '$20,000,000.00',
    '$12,500,000.00',
  ]);
  expect(aportesMock).not.toHaveBeenCalled();
});

test('sin cortes: la lista vacía y la descarga deshabilitada', async () => {
  cortesMock.mockImplementation(() => []);
  renderizarRuta('/admin/aportes');
  expect(await screen.findByText('No se han encontrado registros')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Descargar/ })).toBeDisabled();
  expect(aportesMock).not.toHaveBeenCalled();
});

test('corte, filtro, orden y página en la URL: se leen al entrar y cada cambio la escribe', async () => {
  aportesMock.mockResolvedValue(ANA_DE_45);
  renderizarRuta('/admin/aportes?corte=23&texto=perez&orden=-total&pagina=2');
  await screen.findByText('Ana Pérez');
  expect(aportesMock).toHaveBeenLastCalledWith(23, { texto: 'perez', pagina: '2', tamano: '20', orden: '-total' });
  expect(screen.getByRole('combobox', { name: 'Corte' }).closest('.ant-select')).toHaveTextContent('30/09/26');
  expect(screen.getByRole('searchbox', { name: 'Buscar en aportes' })).toHaveValue('perez');
  await elegir(screen.getByRole('combobox', { name: 'Corte' }), '31/10/26');
  await waitFor(() =>
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/admin/aportes?corte=24&texto=perez&orden=-total'),
  );
  // un corte que ya no existe: el más reciente
  aportesMock.mockClear();
  renderizarRuta('/admin/aportes?corte=999');
  await waitFor(() => expect(aportesMock).toHaveBeenCalledWith(24, expect.anything()));
});

test('en un teléfono: una tarjeta por fila (el tipo arriba) y los totales del filtro encima', async () => {
  simularPantalla(true);
  creditosMock.mockResolvedValue(creditoDeLuis(9));
  renderizarRuta('/admin/creditos');
  await screen.findByText('Luis Rojas');
  expect(document.querySelector('.ant-table')).toBeNull();
  const tarjeta = document.querySelector<HTMLElement>('.lista-tarjetas > li')!;
  expect(tarjeta.firstElementChild).toHaveTextContent('Vivienda');
  expect(tarjeta).toHaveTextContent('Cuota$350,000.00');
  expect(tarjeta).toHaveTextContent('Saldo$12,500,000.00');
  expect(screen.getByText('Totales').closest('.ant-card')).toHaveTextContent('Valor$20,000,000.00');
});
