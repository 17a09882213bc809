// 'Plan de pagos' de cada crédito en /credito, sobre la red simulada de la tabla de rutas.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Credito, PlanPagos, RespuestaCreditos } from '@fondo/contrato';
import { AVISO_PLAN_PAGOS } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { simularAncho } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { SIN_PLAN } from './plan-pagos';

usarServidor();
let planMock: Simulada<'productos', 'planPagos'>;
let pdfMock: Simulada<'productos', 'planPagosPdf'>;
const matchMediaOriginal = window.matchMedia;

const CREDITO: Credito = {
  id_credito: 41,
  id_tipo_credito: 1,
  numero: 'A-1',
  saldo: 1000000.1,
  valor_credito: 1200000,
  valor_cuota: 60000,
  cuotas: 20,
  cuotas_pagadas: 15,
  cuotas_pendientes: 3,
  desembolso: '2024-10-15',
  inicio_descuento: null,
  terminacion: null,
  tasa: 0.0125,
  estado_credito: 'AL DIA',
  descuento_prima: false,
  descuento_ahorro: false,
};

const CREDITOS: RespuestaCreditos = {
  creditos: [CREDITO],
  tipos: [
    {
      id_tipo_credito: 1,
      nombre: 'Libre Inversión',
      descripcion: null,
      activo: true,
      simulador: true,
      tasa: 0.0125,
      plazo_maximo: 36,
      plazo_minimo: 1,
      periodicidad: 'mensual',
      valor_maximo: null,
      veces_ahorro: null,
      porcentaje_salario: null,
      cupo_por: 'tipo',
    },
  ],
  corte: { id_corte: 3, corte: '2026-01-31' },
};

const PLAN: PlanPagos = {
  credito: {
    id_credito: 41,
    numero: 'A-1',
    tipo: 'Libre Inversión',
    periodicidad: 'mensual',
    tasa: 0.0125,
    valor_cuota: 60000,
    cuotas_pendientes: 3,
  },
  corte: { id_corte: 3, corte: '2026-01-31' },
  saldo_corte: 150000.1,
  cuotas: [
    { numero: 1, fecha: '2026-02-28', cuota: 60000, interes: 1875, abono_capital: 58125, saldo: 91875.1 },
    { numero: 2, fecha: '2026-03-31', cuota: 60000, interes: 1148.44, abono_capital: 58851.56, saldo: 33023.54 },
    { numero: 3, fecha: '2026-04-30', cuota: 33436.33, interes: 412.79, abono_capital: 33023.54, saldo: 0 },
  ],
  totales: { cuotas: 153436.33, interes: 3436.23, capital: 150000.1 },
};

beforeEach(() => {
  conSesion();
  simularAncho(1280);
  simular('productos', 'creditos', CREDITOS);
  planMock = simular('productos', 'planPagos', PLAN);
  pdfMock = simular('productos', 'planPagosPdf');
  pdfMock.mockImplementation(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
  // jsdom no guarda archivos: la URL local y el clic del enlace se simulan.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = matchMediaOriginal;
});

async function abrirPlan(): Promise<HTMLElement> {
  renderizarRuta('/credito');
  await userEvent.click(await screen.findByRole('button', { name: 'Plan de pagos de Libre Inversión A-1' }));
  return screen.findByRole('dialog', { name: 'Plan de pagos: Libre Inversión A-1' });
}

test('cada tarjeta abre su plan: saldo al corte, tabla con las columnas del plan, totales y la nota', async () => {
  const cajon = await abrirPlan();
  const saldo = await within(cajon).findByText('Saldo a la fecha de corte');
  expect(saldo.closest('th')?.nextSibling).toHaveTextContent('$150,000.10');
  expect(planMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me', id_credito: '41' } }));

  const tabla = within(within(cajon).getByRole('region', { name: 'Cuotas estimadas' })).getByRole('table');
  const titulos = within(tabla)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
  expect(titulos).toEqual(['No.', 'Fecha estimada', 'Cuota', 'Interés', 'Abono a capital', 'Saldo']);
  const filas = within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((f) =>
      within(f)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(filas).toEqual([
    ['1', '28/02/26', '$60,000.00', '$1,875.00', '$58,125.00', '$91,875.10'],
    ['2', '31/03/26', '$60,000.00', '$1,148.44', '$58,851.56', '$33,023.54'],
    ['3', '30/04/26', '$33,436.33', '$412.79', '$33,023.54', '$0.00'],
  ]);
  const total = (texto: string) => within(cajon).getByText(texto).closest('th')?.nextSibling;
  expect(total('Total de las cuotas')).toHaveTextContent('$153,436.33');
  expect(total('Total de intereses')).toHaveTextContent('$3,436.23');
  expect(total('Total abono a capital')).toHaveTextContent('$150,000.10');
  expect(within(cajon).getByText(AVISO_PLAN_PAGOS)).toBeInTheDocument();
  expect(AVISO_PLAN_PAGOS).toBe(
    'Las cifras del plan de pagos son aproximadas, calculadas con el último corte, y solo de referencia; ' +
      'no constituyen una aprobación ni una oferta de crédito.',
  );
});

test('en un teléfono las cuotas son una lista de tarjetas, sin tabla', async () => {
  simularAncho(390);
  const cajon = await abrirPlan();
  const cuotasEstimadas = await within(cajon).findByRole('region', { name: 'Cuotas estimadas' });
  const lista = within(cuotasEstimadas).getByRole('list');
  const cuotas = within(lista).getAllByRole('listitem');
  expect(cuotas).toHaveLength(3);
  expect(within(cuotas[2]!).getByText('Cuota 3 · 30/04/26')).toBeInTheDocument();
  expect(within(cuotas[2]!).getByText('Abono a capital').nextSibling).toHaveTextContent('$33,023.54');
  expect(within(cuotasEstimadas).queryByText('Fecha estimada')).not.toBeInTheDocument();
});

test('un crédito sin saldo ni cuotas pendientes lo dice en lugar de una tabla vacía', async () => {
  planMock.mockResolvedValue({
    ...PLAN,
    saldo_corte: 0,
    cuotas: [],
    totales: { cuotas: 0, interes: 0, capital: 0 },
  });
  const cajon = await abrirPlan();
  expect(await within(cajon).findByText(SIN_PLAN)).toBeInTheDocument();
  expect(within(cajon).queryByRole('region', { name: 'Cuotas estimadas' })).not.toBeInTheDocument();
  expect(within(cajon).queryByText('Total de las cuotas')).not.toBeInTheDocument();
});

test("'Descargar PDF' pide el PDF del mismo crédito; una falla se muestra en el cajón", async () => {
  const cajon = await abrirPlan();
  await userEvent.click(await within(cajon).findByRole('button', { name: /Descargar PDF/ }));
  expect(pdfMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me', id_credito: '41' } }));
  expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();

  pdfMock.mockImplementation(() => errorApi(404, 'Crédito no encontrado'));
  await userEvent.click(within(cajon).getByRole('button', { name: /Descargar PDF/ }));
  expect(await within(cajon).findByText('Crédito no encontrado')).toBeInTheDocument();
});
