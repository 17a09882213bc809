import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CertificadoDisponible } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: GET /api/afiliados/:id/certificados y el PDF de /certificado de verdad.
usarServidor();
let listaMock: Simulada<'certificados', 'listar'>;
let descargaMock: Simulada<'certificados', 'descargar'>;

const CERTIFICADOS: CertificadoDisponible[] = [
  { id_corte: 2, certificado: 'saldos', etiqueta: 'Certificado de saldos a 30/09/2026', corte: '2026-09-30' },
  { id_corte: 3, certificado: 'saldos', etiqueta: 'Certificado de saldos a 31/10/2026', corte: '2026-10-31' },
  { id_corte: 1, certificado: 'tributario', etiqueta: 'Certificado tributario 2025', corte: '2025-12-31' },
  { id_corte: null, certificado: 'afiliacion', etiqueta: 'Certificado de afiliación', corte: null },
];

/** Promesa que la prueba resuelve o rechaza cuando quiere. */
function diferida(): { promesa: Promise<Response>; resolver: () => void; rechazar: (texto: string) => void } {
  let responder!: (r: Response) => void;
  const promesa = new Promise<Response>((res) => {
    responder = res;
  });
  const pdf = () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
  return { promesa, resolver: () => responder(pdf()), rechazar: (texto) => responder(errorApi(400, texto)) };
}

beforeEach(() => {
  conSesion();
  listaMock = simular('certificados', 'listar', CERTIFICADOS);
  descargaMock = simular('certificados', 'descargar');
  // jsdom no guarda archivos: la URL local y el clic del enlace se simulan.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('lista los certificados por etiqueta, agrupados por clase', async () => {
  renderizarRuta('/certificaciones');
  await screen.findByText('Certificado de afiliación');
  const grupos = screen.getAllByRole('list');
  expect(grupos.map((g) => g.getAttribute('aria-label'))).toEqual(['Afiliación', 'Tributarios', 'Saldos']);
  const saldos = within(grupos[2]!)
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(saldos).toEqual(['Certificado de saldos a 31/10/2026', 'Certificado de saldos a 30/09/2026']);
});

test("sin certificados muestra 'No hay certificaciones disponibles'", async () => {
  listaMock.mockResolvedValue([]);
  renderizarRuta('/certificaciones');
  expect(await screen.findByText('No hay certificaciones disponibles')).toBeInTheDocument();
});

test("al descargar muestra 'Generando...' y bloquea los demás enlaces hasta terminar", async () => {
  const d = diferida();
  descargaMock.mockReturnValue(d.promesa);
  renderizarRuta('/certificaciones');
  await userEvent.click(await screen.findByRole('button', { name: 'Certificado tributario 2025' }));

  expect(screen.getByText('Generando...')).toBeInTheDocument();
  await waitFor(() =>
    expect(descargaMock).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 'me' }, consulta: { id_corte: '1', tipo_certificado: 'tributario' } }),
    ),
  );
  expect(screen.getByRole('button', { name: 'Certificado de afiliación' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Certificado de afiliación' }));
  expect(descargaMock).toHaveBeenCalledTimes(1);

  d.resolver();
  await waitFor(() => expect(screen.queryByText('Generando...')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Certificado de afiliación' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('si la descarga falla muestra el error en una alerta roja', async () => {
  const d = diferida();
  descargaMock.mockReturnValue(d.promesa);
  renderizarRuta('/certificaciones');
  await userEvent.click(await screen.findByRole('button', { name: 'Certificado de afiliación' }));
  d.rechazar('No fue posible generar el certificado');

  const alerta = await screen.findByRole('alert');
  expect(alerta).toHaveTextContent('No fue posible generar el certificado');
  expect(alerta).toHaveClass('ant-alert-error');
  expect(screen.queryByText('Generando...')).not.toBeInTheDocument();

  // Un nuevo intento limpia la alerta anterior.
  descargaMock.mockImplementation(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
  await userEvent.click(screen.getByRole('button', { name: 'Certificado tributario 2025' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('quien no ha actualizado sus datos es enviado a la actualización', async () => {
  conSesion({ actualizado: false });
  renderizarRuta('/certificaciones');
  expect(await screen.findByText('Debe actualizar sus datos para poder usar este módulo')).toBeInTheDocument();
  expect(await screen.findByText('Pantalla de actualización')).toBeInTheDocument();
});

test('impersonando está exento de la regla de actualización', async () => {
  conSesion({ actualizado: false, usuario: { impersonate: true } });
  renderizarRuta('/certificaciones');
  expect(await screen.findByText('Certificado de afiliación')).toBeInTheDocument();
  expect(screen.queryByText('Debe actualizar sus datos para poder usar este módulo')).not.toBeInTheDocument();
});

test("un grupo largo muestra los 6 más recientes y 'Ver todos' despliega el resto", async () => {
  const saldos: CertificadoDisponible[] = Array.from({ length: 8 }, (_, i) => {
    const mes = String(i + 1).padStart(2, '0');
    return {
      id_corte: i + 1,
      certificado: 'saldos',
      etiqueta: `Certificado de saldos a 28/${mes}/2026`,
      corte: `2026-${mes}-28`,
    };
  });
  listaMock.mockResolvedValue(saldos);
  renderizarRuta('/certificaciones');
  const grupo = await screen.findByRole('list', { name: 'Saldos' });
  const etiquetas = (): (string | null)[] =>
    within(grupo)
      .getAllByRole('button')
      .map((b) => b.textContent);
  expect(etiquetas()).toHaveLength(6);
  expect(etiquetas()[0]).toBe('Certificado de saldos a 28/08/2026');
  expect(screen.queryByRole('button', { name: 'Certificado de saldos a 28/01/2026' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Ver todos (8)' }));
  expect(etiquetas()).toHaveLength(8);
  expect(screen.getByRole('button', { name: 'Certificado de saldos a 28/01/2026' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ver menos' }));
  expect(etiquetas()).toHaveLength(6);
});
