// Revisión de una solicitud: el superadmin ve junto a la solicitud la posición del
// afiliado (ahorro por tipo del corte, créditos vigentes, cuota / salario, solicitudes anteriores) y el
// historial de estados, que se pide de nuevo al guardar un cambio; el afiliado ve el historial de la suya
// sin el nombre de quien revisó, y nunca pide la posición.
import { fireEvent, screen, within } from '@testing-library/react';
import type { CambioEstadoSolicitud } from '@fondo/contrato';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { posicionDePrueba, solicitudDePrueba } from '../../componentes/solicitud-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

usarServidor();
jest.mock('@fondo/ui/novedades', () => ({
  ...jest.requireActual<object>('@fondo/ui/novedades'),
  useMarcarVista: jest.fn(),
}));
let posicionMock: Simulada<'solicitudes', 'posicion'>;
let historialMock: Simulada<'solicitudes', 'historial'>;
let revisarMock: Simulada<'solicitudes', 'revisar'>;

const APROBADA: CambioEstadoSolicitud = {
  id_historial: 2,
  fecha: '2026-11-03T15:30:00.000Z',
  estado_anterior: 'PENDIENTE',
  estado_nuevo: 'APROBADA',
  observaciones: 'Aprobada en comité',
  quien: 'Admin Fondo',
};

beforeEach(() => {
  conSesion({ usuario: { id_afiliado: 1, superadmin: true } });
  simular('tiposCredito', 'listar', TIPOS);
  simular('solicitudes', 'obtener', solicitudDePrueba());
  posicionMock = simular('solicitudes', 'posicion', posicionDePrueba());
  historialMock = simular('solicitudes', 'historial', { historial: [] });
  revisarMock = simular('solicitudes', 'revisar');
});

test('superadmin: ahorro por tipo del corte, créditos vigentes, cuota / salario, anteriores e historial', async () => {
  posicionMock.mockResolvedValue(
    posicionDePrueba({
      solicitudes_anteriores: [
        {
          id_solicitud: 2,
          fecha: '2026-03-10T14:00:00.000Z',
          tipo_credito_nombre: 'Educativo',
          valor: 2_500_000.1,
          cuotas: 12,
          estado: 'NO APROBADA',
          fecha_revision: '2026-03-12T10:00:00.000Z',
          observaciones: 'La capacidad de descuento no alcanza.',
        },
      ],
      solicitudes_anteriores_total: 3,
    }),
  );
  renderizarRuta('/solicitud-credito/5');
  const panel = await screen.findByRole('region', { name: 'Posición del afiliado' });
  const ahorro = await within(panel).findByRole('region', { name: 'Ahorro por tipo (corte 31/10/26)' });
  expect(ahorro).toHaveTextContent('Ahorro Permanente$1,234,567.10');
  expect(ahorro).toHaveTextContent('Ahorro Programado$0.20');
  expect(ahorro).toHaveTextContent('Total$1,234,567.30');
  const creditos = within(panel).getByRole('region', { name: 'Créditos vigentes' });
  expect(creditos).toHaveTextContent('Libre Inversión A-1');
  expect(creditos).toHaveTextContent('Saldo$1,000,000.10');
  expect(creditos).toHaveTextContent('Cuota$60,000.00');
  expect(creditos).toHaveTextContent('Cuotas pendientes5');
  const cuota = within(panel).getByRole('region', { name: 'Cuota / salario' });
  expect(cuota).toHaveTextContent('Salario$4,000,000.00');
  expect(cuota).toHaveTextContent('Cuota de esta solicitud$180,000.00');
  expect(cuota).toHaveTextContent('Esta cuota / salario4.50 %');
  expect(cuota).toHaveTextContent('Todas las cuotas / salario6.00 %');
  // sin regla de cupo en el tipo: no se muestra cupo
  expect(cuota).not.toHaveTextContent('Cupo');
  const anteriores = within(panel).getByRole('region', { name: 'Solicitudes anteriores' });
  expect(within(anteriores).getByRole('link', { name: '10/03/26' })).toHaveAttribute('href', '/solicitud-credito/2');
  expect(anteriores).toHaveTextContent('Educativo$2,500,000.1012 cuotasNO APROBADA');
  expect(anteriores).toHaveTextContent('La capacidad de descuento no alcanza.');
  expect(anteriores).toHaveTextContent('Y 2 más antiguas.');
  const pasos = within(within(panel).getByRole('list', { name: 'Historial de estados' })).getAllByRole('listitem');
  expect(pasos).toHaveLength(1);
  expect(within(pasos[0]!).getByRole('group', { name: 'Radicada' })).toHaveTextContent('PENDIENTE');
  expect(pasos[0]).toHaveTextContent('Ana María Pérez Gómez');
  // la posición es del superadmin: el historial suelto del afiliado no se pide
  expect(posicionMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '5' } }));
  expect(historialMock).not.toHaveBeenCalled();
});

test('sin salario, sin cortes y con cupo del tipo: lo dice', async () => {
  posicionMock.mockResolvedValue(
    posicionDePrueba({
      corte: null,
      ahorros: [],
      ahorro_total: 0,
      creditos: [],
      saldo_creditos: 0,
      cuota_salario: {
        salario: null,
        cuota_solicitud: 900_000,
        periodicidad_solicitud: 'semestral',
        cuotas_vigentes: 0,
        cuota_total: 0,
        parte_solicitud: null,
        parte_total: null,
      },
      cupo: { cupo: 6_000_000, disponible: 4_500_000, porcentaje_salario: 0.5, cuota_maxima: null },
    }),
  );
  renderizarRuta('/solicitud-credito/5');
  const panel = await screen.findByRole('region', { name: 'Posición del afiliado' });
  expect(await within(panel).findByRole('region', { name: 'Ahorro por tipo' })).toHaveTextContent(
    'No se han encontrado ahorros',
  );
  expect(within(panel).getByRole('region', { name: 'Créditos vigentes' })).toHaveTextContent(
    'No se han encontrado créditos',
  );
  const cuota = within(panel).getByRole('region', { name: 'Cuota / salario' });
  expect(cuota).toHaveTextContent('SalarioSin salario registrado');
  expect(cuota).toHaveTextContent('Cuota de esta solicitud (semestral)$900,000.00');
  expect(cuota).toHaveTextContent('Esta cuota / salario—');
  expect(cuota).toHaveTextContent('Cuota semestral: se descuenta de la prima, no del salario mensual');
  expect(cuota).toHaveTextContent('Cupo$6,000,000.00');
  expect(cuota).toHaveTextContent('Cupo disponible$4,500,000.00');
  expect(within(panel).getByRole('region', { name: 'Solicitudes anteriores' })).toHaveTextContent(
    'Ninguna antes de esta.',
  );
});

test('al guardar un cambio de estado, el historial se pide de nuevo y muestra el paso con quién y observaciones', async () => {
  revisarMock.mockResolvedValue(solicitudDePrueba({ estado: 'APROBADA', observaciones: 'Aprobada en comité' }));
  renderizarRuta('/solicitud-credito/5');
  const panel = await screen.findByRole('region', { name: 'Posición del afiliado' });
  await within(panel).findByRole('list', { name: 'Historial de estados' });
  expect(posicionMock).toHaveBeenCalledTimes(1);
  const base = posicionDePrueba();
  posicionMock.mockResolvedValue({ ...base, historial: [...base.historial, APROBADA] });
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'APROBADA');
  fireEvent.change(screen.getByLabelText('Observaciones'), { target: { value: 'Aprobada en comité' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar Solicitud' }));
  const paso = await within(panel).findByRole('group', { name: 'PENDIENTE → APROBADA' });
  const item = paso.closest('li')!;
  expect(item).toHaveTextContent('Admin Fondo');
  expect(item).toHaveTextContent('Aprobada en comité');
  expect(posicionMock).toHaveBeenCalledTimes(2);
});

test('afiliado: ve el historial de su solicitud con las decisiones y "El fondo" en vez del revisor; no pide la posición', async () => {
  conSesion({ usuario: { id_afiliado: 7 } });
  historialMock.mockResolvedValue({
    historial: [posicionDePrueba().historial[0]!, { ...APROBADA, quien: null }],
  });
  renderizarRuta('/solicitud-credito/5');
  const lista = await screen.findByRole('list', { name: 'Historial de estados' });
  const pasos = within(lista).getAllByRole('listitem');
  expect(pasos).toHaveLength(2);
  expect(pasos[1]).toHaveTextContent('El fondo');
  // fecha y hora del paso (la hora local: los minutos no dependen de la zona)
  expect(pasos[1]).toHaveTextContent(/03\/11\/26 \d\d:30 · El fondo/);
  expect(pasos[1]).toHaveTextContent('Aprobada en comité');
  expect(within(pasos[1]!).getByRole('group', { name: 'PENDIENTE → APROBADA' })).toBeInTheDocument();
  expect(lista).not.toHaveTextContent('Admin Fondo');
  expect(screen.queryByRole('region', { name: 'Posición del afiliado' })).toBeNull();
  expect(posicionMock).not.toHaveBeenCalled();
});
