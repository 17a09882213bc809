// 'Estado de cuenta' en /ahorro, sobre la red simulada de la tabla de rutas.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistorialAportes, RespuestaAportes } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { cortesParaEstado } from './estado-cuenta';

usarServidor();
let pdfMock: Simulada<'certificados', 'estadoCuenta'>;

const ACTUAL = { id_corte: 3, corte: '2026-10-31' };
const APORTES: RespuestaAportes = {
  aportes: [
    {
      id_aporte: 1,
      id_tipo_aporte: 1,
      total: 1500000,
      cuota: 50000,
      tipo_aporte: { id_tipo_aporte: 1, nombre: 'Ahorro Permanente', orden: 1 },
    },
  ],
  corte: ACTUAL,
  tipos: [{ id_tipo_aporte: 1, nombre: 'Ahorro Permanente', orden: 1 }],
};
const HISTORIAL: HistorialAportes = {
  tipos: [],
  cortes: [{ id_corte: 1, corte: '2026-08-31' }, { id_corte: 2, corte: '2026-09-30' }, ACTUAL],
  series: [],
};

beforeEach(() => {
  conSesion();
  simular('productos', 'aportes', APORTES);
  simular('productos', 'historialAportes', HISTORIAL);
  pdfMock = simular('certificados', 'estadoCuenta');
  pdfMock.mockImplementation(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
  // jsdom no guarda archivos: la URL local y el clic del enlace se simulan.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('cortes para elegir: el actual y los del historial, del más reciente al más antiguo, sin repetir', () => {
  expect(cortesParaEstado(ACTUAL, HISTORIAL.cortes).map((c) => c.id_corte)).toEqual([3, 2, 1]);
  expect(cortesParaEstado(null, [])).toEqual([]);
});

test("'Estado de cuenta' descarga el PDF del corte elegido (por defecto el último)", async () => {
  renderizarRuta('/ahorro');
  const boton = await screen.findByRole('button', { name: /Estado de cuenta/ });
  await userEvent.click(boton);
  expect(pdfMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me', id_corte: '3' } }));
  expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();

  await userEvent.click(screen.getByRole('combobox', { name: 'Corte del estado de cuenta' }));
  await userEvent.click(await screen.findByText('Corte 31/08/26'));
  await userEvent.click(boton);
  expect(pdfMock).toHaveBeenLastCalledWith(expect.objectContaining({ params: { id: 'me', id_corte: '1' } }));
});

test('si el servidor no lo genera, dice por qué', async () => {
  pdfMock.mockImplementation(() =>
    errorApi(404, 'No hay información del afiliado en ese corte para generar el estado de cuenta'),
  );
  renderizarRuta('/ahorro');
  await userEvent.click(await screen.findByRole('button', { name: /Estado de cuenta/ }));
  expect(
    await screen.findByText('No hay información del afiliado en ese corte para generar el estado de cuenta'),
  ).toBeInTheDocument();
});
