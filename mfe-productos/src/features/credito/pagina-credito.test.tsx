import { screen, within } from '@testing-library/react';
import type { Credito, RespuestaCreditos, TipoCredito } from '@fondo/contrato';
import { tipoCreditoDePrueba } from '@fondo/testing/datos';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/afiliados/:id/creditos de verdad.
usarServidor();
let creditosMock: Simulada<'productos', 'creditos'>;

const TIPOS: TipoCredito[] = [
  tipoCreditoDePrueba({
    id_tipo_credito: 1,
    nombre: 'Libre Inversión',
    tasa: 0.0125,
    plazo_maximo: 36,
    plazo_minimo: 1,
  }),
  tipoCreditoDePrueba({ id_tipo_credito: 2, nombre: 'Educativo', tasa: 0.009, plazo_maximo: 12, plazo_minimo: 1 }),
];

function credito(o: Partial<Credito> = {}): Credito {
  return {
    id_credito: 1,
    id_tipo_credito: 1,
    numero: '2024-015',
    saldo: 2345678.9,
    valor_credito: 5000000,
    valor_cuota: 250000,
    cuotas: 24,
    cuotas_pagadas: 6,
    cuotas_pendientes: 18,
    desembolso: '2026-03-01',
    inicio_descuento: '2026-04-30',
    terminacion: '2028-03-31',
    tasa: 0.0125,
    estado_credito: 'Vigente',
    descuento_prima: false,
    descuento_ahorro: false,
    ...o,
  };
}

const respuesta = (creditos: Credito[]): RespuestaCreditos => ({
  creditos,
  tipos: TIPOS,
  corte: { id_corte: 3, corte: '2026-10-31' },
});

beforeEach(() => {
  conSesion();
  creditosMock = simular('productos', 'creditos');
});

test('una tarjeta por crédito titulada tipo + número, con los campos en el orden del SPEC', async () => {
  creditosMock.mockResolvedValue(respuesta([credito(), credito({ id_credito: 2, id_tipo_credito: 2, numero: '77' })]));
  renderizarRuta('/credito');
  expect(await screen.findByText('Libre Inversión 2024-015')).toBeInTheDocument();
  expect(screen.getByText('Educativo 77')).toBeInTheDocument();

  const tarjeta = screen.getByText('Libre Inversión 2024-015').closest<HTMLElement>('.ant-card')!;
  const etiquetas = Array.from(tarjeta.querySelectorAll('.ant-descriptions-item-label')).map((e) => e.textContent);
  expect(etiquetas).toEqual([
    'Saldo',
    'Valor crédito',
    'Cuota',
    '# Cuotas',
    'Cuotas pagadas',
    'Cuotas pendientes',
    'Desembolso',
    'Inicio descuento',
    'Terminación',
    'Fecha de corte',
    'Tasa',
    'Estado',
  ]);
  const valores = Array.from(tarjeta.querySelectorAll('.ant-descriptions-item-content')).map((e) => e.textContent);
  expect(valores).toEqual([
    '$2,345,678.90',
    '$5,000,000.00',
    '$250,000.00',
    '24',
    '6',
    '18',
    '01/03/26',
    '30/04/26',
    '31/03/28',
    '31/10/26',
    '1.25 % mensual',
    'Vigente',
  ]);
  expect(within(tarjeta).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
});

test('la tasa se muestra multiplicada por 100', async () => {
  creditosMock.mockResolvedValue(respuesta([credito({ tasa: 0.0175 })]));
  renderizarRuta('/credito');
  expect(await screen.findByText('1.75 % mensual')).toBeInTheDocument();
  expect(screen.queryByText(/0\.0175/)).not.toBeInTheDocument();
});

test("'Descuento prima: Sí' y 'Descuento ahorro programado: Sí' solo cuando están marcados", async () => {
  creditosMock.mockResolvedValue(
    respuesta([
      credito({ id_credito: 1, numero: 'A1', descuento_prima: true, descuento_ahorro: false }),
      credito({ id_credito: 2, numero: 'B2', descuento_prima: false, descuento_ahorro: true }),
      credito({ id_credito: 3, numero: 'C3' }),
    ]),
  );
  renderizarRuta('/credito');
  const a = (await screen.findByText('Libre Inversión A1')).closest<HTMLElement>('.ant-card')!;
  const b = screen.getByText('Libre Inversión B2').closest<HTMLElement>('.ant-card')!;
  const c = screen.getByText('Libre Inversión C3').closest<HTMLElement>('.ant-card')!;
  expect(within(a).getByText('Descuento prima: Sí')).toBeInTheDocument();
  expect(within(a).queryByText('Descuento ahorro programado: Sí')).not.toBeInTheDocument();
  expect(within(b).getByText('Descuento ahorro programado: Sí')).toBeInTheDocument();
  expect(within(b).queryByText('Descuento prima: Sí')).not.toBeInTheDocument();
  expect(within(c).queryByText(/Descuento/)).not.toBeInTheDocument();
});

test("sin créditos muestra 'No se han encontrado créditos'", async () => {
  creditosMock.mockResolvedValue(respuesta([]));
  renderizarRuta('/credito');
  expect(await screen.findByText('No se han encontrado créditos')).toBeInTheDocument();
});

test('si la carga falla se muestra el diálogo Error y el estado vacío', async () => {
  creditosMock.mockImplementation(() => errorApi(400, 'Servicio no disponible'));
  renderizarRuta('/credito');
  expect(await screen.findByText('No se han encontrado créditos')).toBeInTheDocument();
  const dialogo = await screen.findByRole('dialog', { name: 'Error' });
  expect(within(dialogo).getByText('Servicio no disponible')).toBeInTheDocument();
});

test('quien no ha actualizado sus datos es enviado a la actualización', async () => {
  conSesion({ actualizado: false });
  creditosMock.mockResolvedValue(respuesta([credito()]));
  renderizarRuta('/credito');
  expect(await screen.findByText('Debe actualizar sus datos para poder usar este módulo')).toBeInTheDocument();
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
  expect(screen.queryByText('Libre Inversión 2024-015')).not.toBeInTheDocument();
});

test('impersonando sin datos actualizados también es enviado (la excepción es solo del superadmin)', async () => {
  conSesion({ actualizado: false, usuario: { impersonate: true } });
  creditosMock.mockResolvedValue(respuesta([credito()]));
  renderizarRuta('/credito');
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
});
