// Una solicitud existente: la decisión a la vista (estado grande, fecha de
// revisión y observaciones legibles, también para el afiliado), la revisión del superadmin, el visor de
// documentos y la novedad marcada como vista al abrirla (solo por su dueño).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SolicitudCredito } from '@fondo/contrato';
import { simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { useMarcarVista } from '@fondo/ui/novedades';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { posicionDePrueba, solicitudDePrueba } from '../../componentes/solicitud-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

// La red simulada: GET /api/solicitudes-credito/:id, POST /api/solicitudes-credito y los archivos de verdad.
usarServidor();
jest.mock('@fondo/ui/novedades', () => ({
  ...jest.requireActual<object>('@fondo/ui/novedades'),
  useMarcarVista: jest.fn(),
}));
let solicitudMock: Simulada<'solicitudes', 'obtener'>;
let revisarMock: Simulada<'solicitudes', 'revisar'>;
const marcarMock = jest.mocked(useMarcarVista);

const EXISTENTE: SolicitudCredito = solicitudDePrueba({
  valor: 14_500_000,
  estado: 'NO APROBADA',
  observaciones: 'La capacidad de pago no alcanza.\nPuede radicar de nuevo por un valor menor.',
  fecha_revision: '2026-11-02',
});

/** Las peticiones de archivos del visor: un PDF de verdad (por su firma) para el id 1, PNG para el 2. */
function archivosPorFetch(): void {
  simular('archivos', 'leer').mockImplementation(({ params }) => {
    const cuerpo =
      params.id_archivo === '2'
        ? new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])
        : new TextEncoder().encode('%PDF-1.4\n%%EOF');
    return new Response(cuerpo, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });
  });
}

beforeEach(() => {
  conSesion();
  simular('tiposCredito', 'listar', TIPOS);
  simular('solicitudes', 'listarMias', { filas: [], total: 0 });
  simular('solicitudes', 'listarTodas', { filas: [], total: 0 });
  solicitudMock = simular('solicitudes', 'obtener');
  revisarMock = simular('solicitudes', 'revisar');
  // el historial (afiliado) y la posición del afiliado (superadmin); sus casos en posicion-afiliado.test.tsx
  simular('solicitudes', 'historial', { historial: [] });
  simular('solicitudes', 'posicion', posicionDePrueba());
  URL.createObjectURL = jest.fn(() => 'blob:archivo');
  URL.revokeObjectURL = jest.fn();
  archivosPorFetch();
});

test('para el afiliado: el estado grande arriba, la fecha de revisión y las observaciones como texto; sin controles', async () => {
  solicitudMock.mockResolvedValue(EXISTENTE);
  renderizarRuta('/solicitud-credito/5');
  const decision = await screen.findByRole('region', { name: 'Estado de la solicitud' });
  const etiqueta = within(decision).getByText('NO APROBADA');
  expect(etiqueta).toHaveClass('ant-tag');
  expect(etiqueta).toHaveStyle({ fontSize: '18px' });
  expect(decision).toHaveTextContent('Radicada el 01/11/26 · Revisada el 02/11/26');
  expect(within(decision).getByText(/La capacidad de pago no alcanza/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  // la decisión va antes que los datos de la solicitud
  const datos = screen.getByText('Datos de la solicitud');
  expect(decision.compareDocumentPosition(datos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Observaciones' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Guardar Solicitud' })).toBeNull();
  expect(decision).not.toHaveTextContent('Admin');
  expect(screen.getByText('$14,500,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(screen.getByText('Febrero')).toBeInTheDocument();
  // abrirla marca su novedad como vista (es suya)
  expect(marcarMock).toHaveBeenLastCalledWith('solicitud', 5, true);
});

test('sin revisar: lo dice, y sin observaciones', async () => {
  solicitudMock.mockResolvedValue({ ...EXISTENTE, estado: 'PENDIENTE', fecha_revision: null, observaciones: null });
  renderizarRuta('/solicitud-credito/5');
  const decision = await screen.findByRole('region', { name: 'Estado de la solicitud' });
  expect(decision).toHaveTextContent('PENDIENTE');
  expect(decision).toHaveTextContent('Aún no ha sido revisada');
  expect(decision).toHaveTextContent('Sin observaciones.');
});

test('para el superadmin: quién revisó, cambia estado y observaciones y guarda; no marca la novedad del afiliado', async () => {
  conSesion({ usuario: { id_afiliado: 1, superadmin: true } });
  solicitudMock.mockResolvedValue({ ...EXISTENTE, estado: 'PENDIENTE', revisado_por: 'Admin Fondo' });
  revisarMock.mockResolvedValue({ ...EXISTENTE, estado: 'APROBADA', observaciones: 'Aprobada en comité' });
  renderizarRuta('/solicitud-credito/5');
  const decision = await screen.findByRole('region', { name: 'Estado de la solicitud' });
  expect(decision).toHaveTextContent('Revisada el 02/11/26 por Admin Fondo');
  expect(marcarMock).toHaveBeenLastCalledWith('solicitud', 5, false);
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'APROBADA');
  fireEvent.change(screen.getByLabelText('Observaciones'), { target: { value: 'Aprobada en comité' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar Solicitud' }));
  expect(await screen.findByText('Solicitud guardada')).toBeInTheDocument();
  expect(revisarMock).toHaveBeenCalledWith(
    expect.objectContaining({
      cuerpo: { id_solicitud: 5, estado: 'APROBADA', observaciones: 'Aprobada en comité' },
    }),
  );
});

test('los documentos se ven en un visor: el PDF en un marco, la imagen como imagen, con Descargar', async () => {
  conSesion({ usuario: { id_afiliado: 1, superadmin: true } });
  solicitudMock.mockResolvedValue(EXISTENTE);
  renderizarRuta('/solicitud-credito/5');
  fireEvent.click(await screen.findByRole('button', { name: /Ver desprendible/ }));
  const visor = await screen.findByRole('dialog', { name: 'Desprendible' });
  const marco = await within(visor).findByTitle('Desprendible');
  expect(marco.tagName).toBe('IFRAME');
  expect(marco).toHaveAttribute('src', 'blob:archivo');
  expect(within(visor).getByRole('button', { name: /Descargar/ })).toBeInTheDocument();
  expect(within(visor).getByRole('link', { name: /Abrir en otra pestaña/ })).toHaveAttribute('target', '_blank');
  // el Blob mostrado lleva el tipo que dicen sus bytes, no el del servidor
  const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  expect(blob.type).toBe('application/pdf');
  fireEvent.click(within(visor).getByRole('button', { name: 'Cerrar el visor' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desprendible' })).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: /Ver firma/ }));
  const firma = await screen.findByRole('dialog', { name: 'Firma' });
  expect(await within(firma).findByRole('img', { name: 'Firma' })).toHaveAttribute('src', 'blob:archivo');
});
