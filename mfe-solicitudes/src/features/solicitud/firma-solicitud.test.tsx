// El formulario con firma electrónica (FIRMA_ELECTRONICA): sin la carta adjunta y con el correo del codeudor;
// 'Enviar Solicitud' hace el documento con la solicitud y abre la firma: leer, pedir el código, escribirlo. Un
// código equivocado deja el texto del servidor junto al campo; el bueno radica. 'Adjuntarlos firmados en papel'
// vuelve al camino de SPEC 2.10.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mensajeCodigoIncorrecto, type Archivo, type SolicitudCredito } from '@fondo/contrato';
import { errorApi, manejador, simular, usarServidor } from '@fondo/testing/red';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

// jsdom no dibuja PDF: el visor (pdf.js en un canvas) se prueba en el navegador (e2e/tests/firma-electronica).
jest.mock('../../componentes/visor-pdf', () => ({
  VisorPdf: ({ titulo }: { titulo: string }) => <p>Documento: {titulo}</p>,
}));

const servidor = usarServidor();
const SHA = 'c'.repeat(64);
let siguiente = 20;
const archivo = ({ cuerpo }: { cuerpo: { name: string } | undefined }): Archivo => ({
  id_archivo: ++siguiente,
  nombre: String(cuerpo?.name),
});

beforeEach(() => {
  conSesion();
  simular('tiposCredito', 'listar', TIPOS);
  simular('salud', 'configuracion', {
    sitio_colegio: 'https://colegio.co/',
    hosts_redireccion: [],
    firma_electronica: true,
  });
  simular('solicitudes', 'listarMias', { filas: [], total: 0 });
  simular('novedades', 'listar', { novedades: [] });
  servidor.use(
    manejador('archivos', 'subir', archivo),
    manejador('imagenes', 'limpiarImagen', archivo),
    manejador('imagenes', 'paginaFoto', archivo),
    manejador('imagenes', 'pdfDeFotos', archivo),
    manejador(
      'firmas',
      'verDocumento',
      () => new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
    ),
  );
  URL.createObjectURL = jest.fn(() => 'blob:documento');
  URL.revokeObjectURL = jest.fn();
});

const pdf = (nombre: string) => new File(['%PDF-1.4\n%%EOF'], nombre, { type: 'application/pdf' });
const png = (nombre: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nombre, { type: 'image/png' });
const entrada = (etiqueta: string) =>
  screen
    .getByText(etiqueta)
    .closest<HTMLElement>('.ant-form-item')!
    .querySelector<HTMLInputElement>('input[type=file]:not([capture])')!;

async function llenar(): Promise<void> {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=3000000&cuotas=24');
  await screen.findByRole('radio', { name: 'Firmarlos aquí con un código enviado a mi correo' });
  await userEvent.type(screen.getByLabelText('Destino'), 'Estudios');
  await elegir(screen.getByRole('combobox', { name: 'Desde el mes' }), 'Marzo');
  await userEvent.type(screen.getByLabelText('Número de cuenta'), '0012345678');
  fireEvent.click(screen.getByRole('radio', { name: 'Ahorros' }));
  await userEvent.type(screen.getByLabelText('Banco'), 'Banco de Bogotá');
  await userEvent.upload(entrada('Último desprendible de pago (fotos o PDF)'), pdf('desprendible.pdf'));
  await userEvent.upload(entrada('Firma y huella (JPG o PNG)'), png('firma.png'));
  await screen.findByText('firma.png');
}

test('con firma electrónica: el codeudor da su correo, no se adjunta la carta y se firma con el código', async () => {
  const documento = simular('firmas', 'documento', { id_documento: 7, sha256: SHA, correo: 'c***@correo.co' });
  const codigo = simular('firmas', 'pedirCodigo', { correo: 'c***@correo.co', vence: '2026-12-07T20:25:00.000Z' });
  const firmar = simular('firmas', 'firmar');
  firmar
    .mockImplementationOnce(() => errorApi(400, mensajeCodigoIncorrecto(4)))
    .mockImplementation(() => ({ id_solicitud: 99 }) as SolicitudCredito);
  await llenar();
  expect(screen.queryByText('Carta de solicitud y pagaré firmados (fotos o PDF)')).not.toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('radio', { name: 'Sí' }).at(-1)!);
  await userEvent.type(await screen.findByLabelText('Nombre del codeudor'), 'Jorge Peña');
  await userEvent.type(screen.getByLabelText('Documento del codeudor'), '80111222');
  expect(screen.queryByText('Copia del documento del codeudor (fotos o PDF)')).not.toBeInTheDocument();

  // sin el correo del codeudor no se hace el documento
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Correo del codeudor');
  await userEvent.type(screen.getByLabelText('Correo del codeudor'), 'jorge@correo.co');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));

  await screen.findByRole('heading', { name: 'Firme la carta de solicitud y el pagaré' });
  expect(documento.mock.calls[0]![0].cuerpo).toMatchObject({
    codeudor: true,
    codeudor_email: 'jorge@correo.co',
    valor: 3_000_000,
  });
  expect(documento.mock.calls[0]![0].cuerpo).not.toHaveProperty('carta_pagare');
  expect(await screen.findByText('Documento: Carta de solicitud de crédito y pagaré')).toBeInTheDocument();

  // el código se pide solo tras marcar que se leyó
  const pedir = screen.getByRole('button', { name: 'Enviarme el código por correo' });
  expect(pedir).toBeDisabled();
  fireEvent.click(screen.getByRole('checkbox', { name: /Leí la carta de solicitud de crédito y el pagaré/ }));
  fireEvent.click(pedir);
  await screen.findByText('Le enviamos un código de 6 dígitos a c***@correo.co. Vale 10 minutos.');
  expect(codigo.mock.calls[0]![0]).toMatchObject({ params: { id: '7' }, cuerpo: { leido: true } });

  await userEvent.type(screen.getByLabelText('Código'), '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar la solicitud' }));
  expect(await screen.findByText(mensajeCodigoIncorrecto(4))).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Firmar y enviar la solicitud' }));
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitudes-credito/user'));
  expect(firmar.mock.calls.map((c) => c[0].cuerpo)).toEqual([
    { codigo: '123456', sha256: SHA },
    { codigo: '123456', sha256: SHA },
  ]);
});

test("'Adjuntarlos firmados en papel' vuelve a pedir la carta firmada y la copia del documento del codeudor", async () => {
  await llenar();
  fireEvent.click(screen.getByRole('radio', { name: 'Adjuntarlos firmados en papel' }));
  expect(await screen.findByText('Carta de solicitud y pagaré firmados (fotos o PDF)')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('radio', { name: 'Sí' }).at(-1)!);
  expect(await screen.findByText('Copia del documento del codeudor (fotos o PDF)')).toBeInTheDocument();
  expect(screen.queryByLabelText('Correo del codeudor')).not.toBeInTheDocument();
});
