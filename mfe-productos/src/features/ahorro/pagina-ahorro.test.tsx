import { screen, within } from '@testing-library/react';
import type { Aporte, HistorialAportes, RespuestaAportes } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/afiliados/:id/aportes y /aportes/historial de verdad.
usarServidor();
let aportesMock: Simulada<'productos', 'aportes'>;
let historialMock: Simulada<'productos', 'historialAportes'>;

function aporte(id: number, nombre: string, orden: number, total: number, cuota = 50000): Aporte {
  return { id_aporte: id, id_tipo_aporte: id, total, cuota, tipo_aporte: { id_tipo_aporte: id, nombre, orden } };
}

const CORTE = { id_corte: 3, corte: '2026-10-31' };

function respuesta(aportes: Aporte[]): RespuestaAportes {
  return { aportes, corte: CORTE, tipos: aportes.map((a) => a.tipo_aporte) };
}

const SIN_HISTORIAL: HistorialAportes = { tipos: [], cortes: [], series: [] };

beforeEach(() => {
  conSesion();
  aportesMock = simular('productos', 'aportes');
  historialMock = simular('productos', 'historialAportes', SIN_HISTORIAL);
});

async function titulosDeTarjetas(): Promise<string[]> {
  await screen.findAllByText('Fecha de corte');
  return Array.from(document.querySelectorAll('.ant-card-head-title')).map((e) => e.textContent ?? '');
}

test('oculta Revalorizacion con total 0 y ordena por tipo_aporte.orden', async () => {
  aportesMock.mockResolvedValue(
    respuesta([
      aporte(1, 'Aportes Sociales', 3, 900000),
      aporte(2, 'Revalorizacion', 4, 0),
      aporte(3, 'Ahorro Programado', 2, 300000),
      aporte(4, 'Ahorro Permanente', 1, 1500000),
    ]),
  );
  renderizarRuta('/ahorro');
  expect(await titulosDeTarjetas()).toEqual(['Ahorro Permanente', 'Ahorro Programado', 'Aportes Sociales']);
  expect(screen.queryByText('Revalorizacion')).not.toBeInTheDocument();
  expect(aportesMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me' } }));
});

test('muestra Revalorizacion cuando su total no es 0', async () => {
  aportesMock.mockResolvedValue(respuesta([aporte(2, 'Revalorizacion', 4, 12500.5)]));
  renderizarRuta('/ahorro');
  expect(await titulosDeTarjetas()).toEqual(['Revalorizacion']);
  expect(screen.getByText('$12,500.50')).toBeInTheDocument();
});

test("'Cuota Mensual' solo en los tipos cuyo nombre contiene 'Ahorro'", async () => {
  aportesMock.mockResolvedValue(
    respuesta([aporte(1, 'Ahorro Permanente', 1, 1500000, 120000), aporte(2, 'Aportes Sociales', 2, 900000, 30000)]),
  );
  renderizarRuta('/ahorro');
  await titulosDeTarjetas();
  const [permanente, sociales] = Array.from(document.querySelectorAll<HTMLElement>('.ant-card'));
  expect(within(permanente!).getByText('Cuota Mensual')).toBeInTheDocument();
  expect(within(permanente!).getByText('$120,000.00')).toBeInTheDocument();
  expect(within(permanente!).getByText('$1,500,000.00')).toBeInTheDocument();
  expect(within(permanente!).getByText('31/10/26')).toBeInTheDocument();
  expect(within(sociales!).queryByText('Cuota Mensual')).not.toBeInTheDocument();
  expect(within(sociales!).queryByText('$30,000.00')).not.toBeInTheDocument();
  expect(within(sociales!).getByText('Total')).toBeInTheDocument();
});

test("sin ahorros muestra 'No se han encontrado ahorros'", async () => {
  aportesMock.mockResolvedValue(respuesta([aporte(2, 'Revalorizacion', 4, 0)]));
  renderizarRuta('/ahorro');
  expect(await screen.findByText('No se han encontrado ahorros')).toBeInTheDocument();
});

test('si la carga falla solo se registra y se ve el estado vacío', async () => {
  const registro = jest.spyOn(console, 'error').mockImplementation(() => {});
  aportesMock.mockImplementation(() => errorApi(400, 'caída'));
  renderizarRuta('/ahorro');
  expect(await screen.findByText('No se han encontrado ahorros')).toBeInTheDocument();
  expect(registro).toHaveBeenCalledWith('No se pudieron cargar los ahorros', expect.any(Error));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  registro.mockRestore();
});

test('dibuja la evolución de cada tipo con su historial', async () => {
  aportesMock.mockResolvedValue(respuesta([aporte(1, 'Ahorro Permanente', 1, 1500000)]));
  historialMock.mockResolvedValue({
    tipos: [{ id_tipo_aporte: 1, nombre: 'Ahorro Permanente', orden: 1 }],
    cortes: [],
    series: [
      {
        id_tipo_aporte: 1,
        puntos: [
          { id_corte: 1, corte: '2026-08-31', total: 1300000 },
          { id_corte: 2, corte: '2026-09-30', total: 1400000 },
          { id_corte: 3, corte: '2026-10-31', total: 1500000 },
        ],
      },
    ],
  });
  renderizarRuta('/ahorro');
  expect(await screen.findByRole('img', { name: /Evolución de Ahorro Permanente/ })).toBeInTheDocument();
});

test('quien no ha actualizado sus datos es enviado a la actualización', async () => {
  conSesion({ actualizado: false });
  aportesMock.mockResolvedValue(respuesta([aporte(1, 'Ahorro Permanente', 1, 1500000)]));
  renderizarRuta('/ahorro');
  expect(await screen.findByText('Debe actualizar sus datos para poder usar este módulo')).toBeInTheDocument();
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion/7');
  expect(screen.queryByText('Ahorro Permanente')).not.toBeInTheDocument();
});

test('el superadmin está exento y puede ver los ahorros de otro afiliado con ?id_afiliado=', async () => {
  conSesion({ usuario: { superadmin: true }, actualizado: false });
  aportesMock.mockResolvedValue(respuesta([aporte(1, 'Ahorro Permanente', 1, 1500000)]));
  renderizarRuta('/ahorro?id_afiliado=42');
  expect(await titulosDeTarjetas()).toEqual(['Ahorro Permanente']);
  expect(aportesMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } }));
  expect(historialMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } }));
  expect(screen.getByText('Afiliado 42')).toBeInTheDocument();
});

test('un afiliado no puede pedir los ahorros de otro por la URL', async () => {
  aportesMock.mockResolvedValue(respuesta([aporte(1, 'Ahorro Permanente', 1, 1500000)]));
  renderizarRuta('/ahorro?id_afiliado=42');
  await titulosDeTarjetas();
  expect(aportesMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me' } }));
  expect(aportesMock).not.toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } }));
  expect(screen.queryByText('Afiliado 42')).not.toBeInTheDocument();
});
