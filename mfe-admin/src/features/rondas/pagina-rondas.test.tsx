import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoteInvitacion, Ronda } from '@fondo/contrato';
import { elegir, simularAncho } from '@fondo/ui/pruebas';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';
import { avanceLote } from './tarjeta-invitar';
import { textoConfirmarCierre, textoConfirmarRecordatorio } from './tarjeta-ronda';

// La red simulada: las rondas (listar, abrir, cerrar, recordar) y las invitaciones (listar, invitar).
usarServidor();
let listarMock: Simulada<'rondas', 'listar'>;
let abrirMock: Simulada<'rondas', 'abrir'>;
let cerrarMock: Simulada<'rondas', 'cerrar'>;
let recordarMock: Simulada<'rondas', 'recordar'>;
let lotesMock: Simulada<'invitaciones', 'listar'>;
let invitarMock: Simulada<'invitaciones', 'invitar'>;

const ABIERTA: Ronda = {
  id_ronda: 3,
  nombre: 'Actualización de datos 2027',
  fecha_limite: '2099-04-30',
  filtro: {},
  abierta: true,
  creada: '2027-03-01T15:00:00.000Z',
  cerrada: null,
  abierta_por: 'Admin Fondo',
  total: 300,
  enviados: 120,
  pendientes: 180,
  ultimo_recordatorio: null,
};
const ANTERIOR: Ronda = {
  ...ABIERTA,
  id_ronda: 2,
  nombre: 'Actualización de datos 2026',
  fecha_limite: '2026-04-30',
  abierta: false,
  cerrada: '2026-05-02T10:00:00.000Z',
  total: 280,
  enviados: 266,
  pendientes: 14,
};
const LOTE: LoteInvitacion = {
  id_lote: 1,
  creado: '2027-03-01T15:00:00.000Z',
  filtro: { actualizacion: 'sin_actualizar' },
  por_minuto: 60,
  total: 5000,
  sin_correo: 10,
  en_cola: 2990,
  enviados: 1995,
  fallidos: 5,
  termina: '2027-03-01T16:23:00.000Z',
};

beforeEach(() => {
  comoSuperadmin();
  simularAncho(1280);
  listarMock = simular('rondas', 'listar');
  abrirMock = simular('rondas', 'abrir');
  cerrarMock = simular('rondas', 'cerrar');
  recordarMock = simular('rondas', 'recordar');
  lotesMock = simular('invitaciones', 'listar');
  invitarMock = simular('invitaciones', 'invitar');
  listarMock.mockResolvedValue({ rondas: [ABIERTA, ANTERIOR] });
  lotesMock.mockResolvedValue({ lotes: [LOTE] });
});

async function confirmarDialogo(titulo: string, boton: string): Promise<void> {
  const caja = (await screen.findByText(titulo, { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  fireEvent.click(within(caja).getByRole('button', { name: boton }));
}

test('la ronda abierta: avance con su barra, recordatorio a los pendientes y cerrar', async () => {
  recordarMock.mockResolvedValue({
    mensaje: '170 recordatorios quedaron en la cola de correo; 10 sin correo registrado',
    encolados: 170,
    sin_correo: 10,
  });
  cerrarMock.mockImplementation(() => errorApi(409, 'La ronda ya está cerrada'));
  renderizarRuta('/admin/rondas');
  expect(await screen.findByText('Enviados 120 de 300 · Pendientes 180')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Avance de Actualización de datos 2027' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  expect(screen.getByText(/Fecha límite:/)).toHaveTextContent('Fecha límite: 30/04/99 · Para todos los afiliados');
  // La anterior, cerrada, con su resultado; no hay formulario para abrir otra.
  expect(screen.getByText(/Enviados 266 de 280 · Pendientes 14 \(95 %\)/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Abrir ronda/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /Enviar recordatorio/ }));
  await confirmarDialogo('Enviar recordatorio', 'Enviar');
  expect(
    await screen.findByText('170 recordatorios quedaron en la cola de correo; 10 sin correo registrado'),
  ).toBeInTheDocument();
  expect(recordarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '3' } }));

  fireEvent.click(screen.getByRole('button', { name: /Cerrar ronda/ }));
  await confirmarDialogo('Cerrar ronda', 'Cerrar ronda');
  expect(await screen.findByText('La ronda ya está cerrada')).toBeInTheDocument();
  expect(cerrarMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '3' } }));
});

test('sin ronda abierta: abrir una para el filtro de la lista de afiliados; el error del servidor se muestra', async () => {
  listarMock.mockResolvedValue({ rondas: [ANTERIOR] });
  abrirMock
    .mockImplementationOnce(() => errorApi(400, 'Ningún afiliado cumple el filtro: la ronda no se abrió'))
    .mockImplementationOnce(() => ({ mensaje: 'Ronda abierta para 42 afiliados', ronda: ABIERTA }));
  renderizarRuta('/admin/rondas');
  const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
  expect((nombre as HTMLInputElement).value).toMatch(/^Actualización de datos \d{4}$/);
  fireEvent.change(nombre, { target: { value: 'Actualización de datos 2027' } });
  // la fecha se escribe como la escribe el portal (dd/mm/aaaa) y viaja como AAAA-MM-DD
  const fecha = screen.getByLabelText('Fecha límite');
  expect(fecha).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  expect(fecha).not.toHaveAttribute('type', 'date');
  fireEvent.mouseDown(fecha);
  fireEvent.change(fecha, { target: { value: '30/04/2099' } });
  // Enter confirma la fecha y no envía el formulario (el navegador lo enviaría si nadie lo impide)
  expect(fireEvent.keyDown(fecha, { key: 'Enter', code: 'Enter' })).toBe(false);
  expect(fecha).toHaveValue('30/04/2099');
  expect(abrirMock).not.toHaveBeenCalled();
  const filtros = screen.getAllByRole('textbox', { name: 'Apellidos, nombres o documento' });
  fireEvent.change(filtros[0]!, { target: { value: ' pérez ' } });
  await elegir(screen.getAllByRole('combobox', { name: 'Actualización' })[0]!, 'Sin Actualizar');
  fireEvent.click(screen.getByRole('button', { name: /Abrir ronda/ }));
  expect(await screen.findByText('Ningún afiliado cumple el filtro: la ronda no se abrió')).toBeInTheDocument();
  expect(abrirMock).toHaveBeenCalledWith(
    expect.objectContaining({
      cuerpo: {
        nombre: 'Actualización de datos 2027',
        fecha_limite: '2099-04-30',
        filtro: { texto: 'pérez', actualizacion: 'sin_actualizar' },
      },
    }),
  );
  listarMock.mockResolvedValue({ rondas: [ABIERTA, ANTERIOR] });
  fireEvent.click(screen.getByRole('button', { name: /Abrir ronda/ }));
  expect(await screen.findByText('Ronda abierta para 42 afiliados')).toBeInTheDocument();
  expect(await screen.findByText('Enviados 120 de 300 · Pendientes 180')).toBeInTheDocument();
});

test('sin nombre ni fecha no se llama a la API', async () => {
  listarMock.mockResolvedValue({ rondas: [] });
  renderizarRuta('/admin/rondas');
  fireEvent.change(await screen.findByRole('textbox', { name: 'Nombre' }), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('button', { name: /Abrir ronda/ }));
  expect(await screen.findByText('Escriba el nombre de la ronda')).toBeInTheDocument();
  expect(screen.getByText('Elija la fecha límite')).toBeInTheDocument();
  expect(abrirMock).not.toHaveBeenCalled();
});

test("'Invitar a todos': confirma, invita con el filtro y muestra el avance de cada lote", async () => {
  invitarMock.mockResolvedValue({
    mensaje:
      '4990 bienvenidas quedaron en la cola de correo, a lo largo de unos 84 min; 10 sin correo registrado (no se envía)',
    lote: LOTE,
  });
  renderizarRuta('/admin/rondas');
  expect(await screen.findByText('En cola 2990')).toBeInTheDocument();
  expect(screen.getByText('Enviadas 1995')).toBeInTheDocument();
  expect(screen.getByText('Fallidas 5')).toBeInTheDocument();
  expect(screen.getByText('Sin correo 10')).toBeInTheDocument();
  expect(screen.getByText(/los afiliados sin clave sin actualizar/)).toBeInTheDocument();
  expect(avanceLote(LOTE)).toBe(40);

  fireEvent.click(screen.getByRole('button', { name: /Invitar a todos/ }));
  await confirmarDialogo('Invitar a todos', 'Invitar');
  expect(await screen.findByText(/4990 bienvenidas quedaron en la cola de correo/)).toBeInTheDocument();
  expect(invitarMock).toHaveBeenCalledWith(expect.objectContaining({ cuerpo: { filtro: {} } }));
  await waitFor(() => expect(lotesMock.mock.calls.length).toBeGreaterThanOrEqual(2));
});

test('en el teléfono (390 px) la página se usa igual', async () => {
  simularAncho(390);
  renderizarRuta('/admin/rondas');
  expect(await screen.findByText('Enviados 120 de 300 · Pendientes 180')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Enviar recordatorio/ })).toBeVisible();
  expect(screen.getByRole('button', { name: /Invitar a todos/ })).toBeVisible();
});

test('avance de un lote: enviadas y fallidas sobre las encoladas; sin encoladas, 100', () => {
  expect(avanceLote({ ...LOTE, total: 3, sin_correo: 3, enviados: 0, fallidos: 0 })).toBe(100);
});

test('los avisos de recordar y cerrar cuentan en singular y en plural', () => {
  const una = { ...ABIERTA, pendientes: 1 };
  expect(textoConfirmarRecordatorio(una)).toBe(
    'Se enviará un correo al afiliado que aún no envía sus datos en «Actualización de datos 2027».',
  );
  expect(textoConfirmarRecordatorio(ABIERTA)).toBe(
    'Se enviará un correo a cada uno de los 180 afiliados que aún no envían sus datos en «Actualización de datos 2027».',
  );
  expect(textoConfirmarCierre(una)).toBe(
    '¿Desea cerrar «Actualización de datos 2027»? El afiliado pendiente ya no podrá enviar el formulario otra vez.',
  );
  expect(textoConfirmarCierre(ABIERTA)).toBe(
    '¿Desea cerrar «Actualización de datos 2027»? Los 180 afiliados pendientes ya no podrán enviar el formulario otra vez.',
  );
});
