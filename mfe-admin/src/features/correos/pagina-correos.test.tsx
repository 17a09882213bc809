import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FilaCorreo } from '@fondo/contrato';
import { elegir, simularAncho } from '@fondo/ui/pruebas';
import type { RespuestaCorreos } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';
import { cuando } from './pagina-correos';

// La red simulada: GET /api/admin/correos (listaMock recibe su consulta), su resumen y los reintentos.
usarServidor();
const listaMock = jest.fn<RespuestaCorreos | Promise<RespuestaCorreos>, [Record<string, string>]>();
let resumenMock: Simulada<'correo', 'resumen'>;
let reintentarMock: Simulada<'correo', 'reintentar'>;
let fallidosMock: Simulada<'correo', 'reintentarFallidos'>;

const PENDIENTE: FilaCorreo = {
  id_correo: 31,
  creado: '2026-11-24T14:00:00.000Z',
  motivo: 'bienvenida',
  para: 'luz@correo.co',
  asunto: 'Bienvenido al portal del fondo',
  estado: 'pendiente',
  intentos: 2,
  proximo_intento: '2026-11-24T14:03:00.000Z',
  terminado: null,
  ultimo_error: 'No se pudo conectar con el servidor de correo: connect ECONNREFUSED 10.0.0.5:25',
};
const FALLIDO: FilaCorreo = {
  ...PENDIENTE,
  id_correo: 30,
  motivo: 'solicitud_revisada',
  para: 'rebota@correo.co',
  asunto: 'Solicitud de crédito No. 12: APROBADA',
  estado: 'fallido',
  intentos: 1,
  proximo_intento: null,
  terminado: '2026-11-24T13:00:00.000Z',
  ultimo_error: 'El servidor de correo rechazó el destinatario: 550 5.1.1 Mailbox unavailable',
};
const ENVIADO: FilaCorreo = {
  ...PENDIENTE,
  id_correo: 29,
  motivo: 'reestablecer_clave',
  estado: 'enviado',
  intentos: 1,
  proximo_intento: null,
  terminado: '2026-11-24T12:00:00.000Z',
  ultimo_error: null,
};

beforeEach(() => {
  comoSuperadmin();
  simularAncho(1280);
  simular('correo', 'listar').mockImplementation(({ consulta }) => listaMock(consulta));
  resumenMock = simular('correo', 'resumen');
  reintentarMock = simular('correo', 'reintentar');
  fallidosMock = simular('correo', 'reintentarFallidos');
  listaMock.mockResolvedValue({ filas: [PENDIENTE, FALLIDO], total: 2 });
  resumenMock.mockResolvedValue({
    pendientes: 1,
    fallidos: 1,
    enviados_24h: 8,
    pendiente_mas_antiguo: PENDIENTE.creado,
  });
  reintentarMock.mockResolvedValue({ mensaje: 'El correo quedó en cola para enviarse de nuevo' });
  fallidosMock.mockResolvedValue({ mensaje: '1 correo quedó en cola para enviarse de nuevo' });
});

test('la lista: sin enviar por defecto, con motivo, estado, intentos, próximo intento y último error', async () => {
  renderizarRuta('/admin/correos');
  expect(await screen.findByText('rebota@correo.co')).toBeInTheDocument();
  expect(listaMock).toHaveBeenCalledWith({ estado: 'sin_enviar', pagina: '1', tamano: '20' });
  expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
    'Creado',
    'Correo',
    'Estado',
    'Último error',
    'Acciones',
  ]);
  const [, pendiente, fallido] = screen.getAllByRole('row');
  expect(within(pendiente!).getByText('Bienvenida')).toBeInTheDocument();
  expect(within(pendiente!).getByText('Pendiente')).toBeInTheDocument();
  expect(within(pendiente!).getByText(/^Próximo intento \d\d\/11\/26 \d\d:03$/)).toBeInTheDocument();
  expect(within(pendiente!).getByText('2 intentos')).toBeInTheDocument();
  expect(within(pendiente!).getByText('Bienvenido al portal del fondo')).toBeInTheDocument();
  expect(within(pendiente!).getByText(/ECONNREFUSED/)).toBeInTheDocument();
  expect(within(fallido!).getByText('Solicitud revisada')).toBeInTheDocument();
  expect(within(fallido!).getByText('Fallido')).toBeInTheDocument();
  expect(within(fallido!).getByText(/rechazó el destinatario: 550/)).toBeInTheDocument();
  expect(screen.getByText('Correos', { selector: 'span' })).toBeInTheDocument();
});

test('reintentar uno: llama con su id, avisa y recarga; un error del servidor sale en el diálogo', async () => {
  reintentarMock
    .mockImplementationOnce(() => errorApi(400, 'Ese correo ya fue enviado'))
    .mockImplementationOnce(() => ({ mensaje: 'El correo quedó en cola para enviarse de nuevo' }));
  renderizarRuta('/admin/correos');
  const boton = await screen.findByRole('button', { name: 'Reintentar el correo a rebota@correo.co' });
  fireEvent.click(boton);
  expect(await screen.findByText('Ese correo ya fue enviado')).toBeInTheDocument();
  expect(reintentarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '30' } }));
  fireEvent.click(boton);
  expect(await screen.findByText('El correo quedó en cola para enviarse de nuevo')).toBeInTheDocument();
  await waitFor(() => expect(listaMock.mock.calls.length).toBeGreaterThanOrEqual(2));
});

test("'Reintentar fallidos' con su cuenta; sin fallidos, deshabilitado", async () => {
  renderizarRuta('/admin/correos');
  const todos = await screen.findByRole('button', { name: /Reintentar fallidos \(1\)/ });
  // Después de reintentar, el resumen ya no tiene fallidos.
  resumenMock.mockResolvedValue({ pendientes: 1, fallidos: 0, enviados_24h: 9, pendiente_mas_antiguo: null });
  fireEvent.click(todos);
  expect(await screen.findByText('1 correo quedó en cola para enviarse de nuevo')).toBeInTheDocument();
  expect(fallidosMock).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByRole('button', { name: /Reintentar fallidos/ })).toBeDisabled());
});

test('filtro de estado, búsqueda y ?estado= del enlace del panel; vacío', async () => {
  renderizarRuta('/admin/correos?estado=fallido');
  await screen.findByText('rebota@correo.co');
  expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ estado: 'fallido' }));
  listaMock.mockResolvedValue({ filas: [ENVIADO], total: 1 });
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'Enviados');
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ estado: 'enviado' })));
  expect(await screen.findByText(/^Enviado \d\d\/11\/26/)).toBeInTheDocument();
  // Un enviado no se reintenta.
  expect(screen.queryByRole('button', { name: /Reintentar el correo/ })).toBeNull();
  listaMock.mockResolvedValue({ filas: [], total: 0 });
  const buscar = screen.getByRole('searchbox', { name: 'Buscar correo' });
  fireEvent.change(buscar, { target: { value: 'nadie' } });
  fireEvent.keyDown(buscar, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(listaMock).toHaveBeenLastCalledWith(expect.objectContaining({ texto: 'nadie' })));
  expect(await screen.findByText('No hay correos con este filtro')).toBeInTheDocument();
});

test('en el teléfono: una tarjeta por correo con su estado arriba, el error y Reintentar', async () => {
  simularAncho(390);
  renderizarRuta('/admin/correos');
  const tarjeta = await screen.findByLabelText('Correo a rebota@correo.co');
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(tarjeta).getByText('Fallido')).toBeInTheDocument();
  expect(within(tarjeta).getByText('Solicitud de crédito No. 12: APROBADA')).toBeInTheDocument();
  expect(within(tarjeta).getByText('Solicitud revisada · 1 intento')).toBeInTheDocument();
  expect(within(tarjeta).getByText(/rechazó el destinatario/)).toBeInTheDocument();
  fireEvent.click(within(tarjeta).getByRole('button', { name: 'Reintentar el correo a rebota@correo.co' }));
  await waitFor(() => expect(reintentarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '30' } })));
});

test('cuándo: próximo intento, enviado, sin más intentos, enviándose', () => {
  expect(cuando({ ...PENDIENTE, estado: 'enviando' })).toBe('Enviándose ahora');
  expect(cuando(FALLIDO)).toMatch(/^Sin más intentos desde 24\/11\/26/);
  expect(cuando({ ...PENDIENTE, proximo_intento: null })).toBe('');
});
