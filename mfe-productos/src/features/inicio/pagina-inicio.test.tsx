import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resumen } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta, sinSesion } from '../../componentes/entorno-prueba';
import { TEXTO_RONDA } from './pagina-inicio';

// La red simulada: la página pide GET /api/afiliados/:id/resumen de verdad.
usarServidor();
let resumenMock: Simulada<'productos', 'resumen'>;

const RESUMEN: Resumen = {
  aportes: 3250000.5,
  creditos: 1200000,
  cambio_password: false,
  corte: { id_corte: 3, corte: '2026-10-31' },
};

const TEXTO_AVISO = 'Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?';

beforeEach(() => {
  conSesion();
  resumenMock = simular('productos', 'resumen');
  simular('novedades', 'listar', { novedades: [] });
});

test("muestra 'Mis Productos', saluda por nombre, los dos totales y el corte", async () => {
  resumenMock.mockResolvedValue(RESUMEN);
  renderizarRuta('/inicio');
  expect(screen.getByText('Mis Productos')).toBeInTheDocument();
  expect(screen.getByText(/Hola, Ana Pérez/)).toBeInTheDocument();
  expect(await screen.findByText('$3,250,000.50')).toBeInTheDocument();
  expect(screen.getByText('$1,200,000.00')).toBeInTheDocument();
  expect(screen.getByText('Ahorro total')).toBeInTheDocument();
  expect(screen.getByText('Crédito total')).toBeInTheDocument();
  expect(screen.getByText(/31\/10\/26/)).toBeInTheDocument();
  expect(resumenMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'me' } }));
});

test('si el resumen no llega, los totales muestran un guion y no $0.00', async () => {
  resumenMock.mockImplementation(() => errorApi(500, 'No se pudo'));
  renderizarRuta('/inicio');
  await waitFor(() => expect(screen.getAllByText('—')).toHaveLength(2), { timeout: 5000 });
  expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
});

test("los enlaces 'Ver más' llevan a /ahorro y /credito", async () => {
  resumenMock.mockResolvedValue(RESUMEN);
  renderizarRuta('/inicio');
  await screen.findByText('$3,250,000.50');
  const enlaces = screen.getAllByRole('link', { name: /^Ver más/ });
  expect(enlaces.map((e) => e.getAttribute('href'))).toEqual(['/ahorro', '/credito']);
  expect(enlaces.every((e) => e.textContent?.includes('Ver más'))).toBe(true);
  simular('productos', 'creditos', { creditos: [], tipos: [], corte: null });
  await userEvent.click(enlaces[1]!);
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/credito');
  expect(await screen.findByText('No se han encontrado créditos')).toBeInTheDocument();
});

test('con cambio_password pregunta por el cambio de clave y al confirmar va a /cambiar-clave', async () => {
  resumenMock.mockResolvedValue({ ...RESUMEN, cambio_password: true });
  renderizarRuta('/inicio');
  const dialogo = await screen.findByRole('dialog', { name: 'Cambio de clave' });
  // Una sola vez: las pruebas de navegador buscan el título dentro del diálogo en modo estricto.
  expect(within(dialogo).getAllByText('Cambio de clave')).toHaveLength(1);
  expect(within(dialogo).getByText(TEXTO_AVISO)).toBeInTheDocument();
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí' }));
  expect(await screen.findByText('Pantalla de cambiar clave')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/cambiar-clave');
});

test('al rechazar el aviso se queda en Mis Productos', async () => {
  resumenMock.mockResolvedValue({ ...RESUMEN, cambio_password: true });
  renderizarRuta('/inicio');
  const dialogo = await screen.findByRole('dialog', { name: 'Cambio de clave' });
  await userEvent.click(within(dialogo).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/inicio');
});

test('impersonando no se pregunta por el cambio de clave', async () => {
  conSesion({ usuario: { impersonate: true } });
  resumenMock.mockResolvedValue({ ...RESUMEN, cambio_password: true });
  renderizarRuta('/inicio');
  await screen.findByText('$3,250,000.50');
  expect(screen.queryByText(TEXTO_AVISO)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('sin cambio_password no hay aviso', async () => {
  resumenMock.mockResolvedValue(RESUMEN);
  renderizarRuta('/inicio');
  await screen.findByText('$3,250,000.50');
  expect(screen.queryByText(TEXTO_AVISO)).not.toBeInTheDocument();
});

test('/inicio no exige haber actualizado los datos', async () => {
  conSesion({ actualizado: false });
  resumenMock.mockResolvedValue(RESUMEN);
  renderizarRuta('/inicio');
  expect(await screen.findByText('$3,250,000.50')).toBeInTheDocument();
  expect(screen.queryByText('Debe actualizar sus datos para poder usar este módulo')).not.toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/inicio');
});

test('sin sesión envía al login con redirect', async () => {
  sinSesion();
  resumenMock.mockResolvedValue(RESUMEN);
  renderizarRuta('/inicio');
  expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
  expect(screen.getByLabelText('ubicación')).toHaveTextContent(/^\/login\?redirect=/);
  expect(resumenMock).not.toHaveBeenCalled();
});

test('un superadmin con ?id_afiliado= ve el resumen de ese afiliado y los enlaces lo conservan', async () => {
  conSesion({ usuario: { superadmin: true } });
  resumenMock.mockResolvedValue({ ...RESUMEN, cambio_password: true });
  renderizarRuta('/inicio?id_afiliado=42');
  await screen.findByText('$3,250,000.50');
  expect(resumenMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } }));
  const enlaces = screen.getAllByRole('link', { name: /^Ver más/ });
  expect(enlaces.map((e) => e.getAttribute('href'))).toEqual(['/ahorro?id_afiliado=42', '/credito?id_afiliado=42']);
  // El aviso de clave es del afiliado, no de quien lo consulta.
  expect(screen.queryByText(TEXTO_AVISO)).not.toBeInTheDocument();
});

describe('la ronda de actualización de datos abierta', () => {
  const RONDA = { id_ronda: 7, nombre: 'Actualización 2027', fecha_limite: '2027-02-15' };

  test('si el afiliado aún no envió el formulario: el aviso con la fecha límite y el botón al formulario', async () => {
    conSesion({ usuario: { ronda_actualizacion: RONDA }, actualizado: false });
    resumenMock.mockResolvedValue(RESUMEN);
    renderizarRuta('/inicio');
    const titulo = await screen.findByText('Actualización 2027: actualice sus datos antes del 15/02/27');
    const aviso = titulo.closest<HTMLElement>('[role=status]')!;
    expect(aviso).toHaveClass('ant-alert-warning');
    expect(within(aviso).getByText(TEXTO_RONDA)).toBeInTheDocument();
    await userEvent.click(within(aviso).getByRole('button', { name: 'Actualizar mis datos' }));
    expect(screen.getByLabelText('ubicación')).toHaveTextContent('/actualizacion');
    expect(screen.getByText('Pantalla de actualización')).toBeInTheDocument();
  });

  test('sin ronda, o ya enviado (la sesión actualizada), no hay aviso', async () => {
    resumenMock.mockResolvedValue(RESUMEN);
    conSesion({ usuario: { ronda_actualizacion: RONDA }, actualizado: true });
    const { unmount } = renderizarRuta('/inicio');
    await screen.findByText('$3,250,000.50');
    expect(screen.queryByText(/actualice sus datos antes del/)).not.toBeInTheDocument();
    unmount();
    conSesion({ usuario: { ronda_actualizacion: null }, actualizado: false });
    renderizarRuta('/inicio');
    await screen.findByText('$3,250,000.50');
    expect(screen.queryByRole('button', { name: 'Actualizar mis datos' })).not.toBeInTheDocument();
  });
});
