import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolicitudCredito } from '@fondo/contrato';
import {
  obtenerSolicitud,
  obtenerSolicitudes,
  obtenerTiposCredito,
  radicarSolicitud,
  revisarSolicitud,
} from '../../api/solicitudes';
import { subirArchivo } from '@fondo/ui/archivos';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

jest.mock('../../api/solicitudes');
jest.mock('@fondo/ui/archivos');
const tiposMock = jest.mocked(obtenerTiposCredito);
const subirMock = jest.mocked(subirArchivo);
const radicarMock = jest.mocked(radicarSolicitud);
const solicitudMock = jest.mocked(obtenerSolicitud);
const revisarMock = jest.mocked(revisarSolicitud);

let siguienteId = 10;
beforeEach(() => {
  conSesion();
  tiposMock.mockResolvedValue(TIPOS);
  jest.mocked(obtenerSolicitudes).mockResolvedValue({ filas: [], total: 0 });
  subirMock.mockImplementation((f: File) => Promise.resolve({ id_archivo: ++siguienteId, nombre: f.name }));
});

const pdf = (nombre: string) => new File(['%PDF-1.4\n%%EOF'], nombre, { type: 'application/pdf' });
const png = (nombre: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nombre, { type: 'image/png' });

/** El <input type=file> del campo de archivo cuya etiqueta es `etiqueta`. */
function entradaArchivo(etiqueta: string): HTMLInputElement {
  const item = screen.getByText(etiqueta).closest<HTMLElement>('.ant-form-item')!;
  return item.querySelector<HTMLInputElement>('input[type=file]')!;
}

const alerta = () => screen.getByRole('alert');

test('se llena con lo que trae del simulador (tipo, valor y cuotas)', async () => {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=2500000&cuotas=18');
  const tipo = await screen.findByRole('combobox', { name: 'Tipo de crédito' });
  expect(tipo.closest('.ant-select')).toHaveTextContent('Libre Inversión');
  expect(screen.getByLabelText('Valor')).toHaveValue('2,500,000');
  expect(screen.getByLabelText('Cuotas')).toHaveValue('18');
  expect(screen.getByRole('button', { name: /Descargar la plantilla/ })).toBeInTheDocument();
});

test('Enviar sin los requeridos lista lo que falta con la regla del contrato y no envía', async () => {
  renderizarRuta('/solicitud-credito');
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Por favor, complete los campos requeridos de la solicitud: Tipo de crédito, Valor, Destino, Cuotas, Desde el mes, '
      + 'Número de cuenta, Tipo de cuenta, Banco, Último desprendible de pago, Firma y huella, Carta y pagaré firmados',
  );
  expect(radicarMock).not.toHaveBeenCalled();
});

test('con codeudor Sí pide su nombre, documento y copia del documento; con No los oculta', async () => {
  renderizarRuta('/solicitud-credito');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  expect(screen.queryByLabelText('Nombre del codeudor')).toBeNull();
  const grupo = screen.getByText('Codeudor', { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
  fireEvent.click(within(grupo).getByRole('radio', { name: 'Sí' }));
  expect(await screen.findByLabelText('Nombre del codeudor')).toBeInTheDocument();
  expect(screen.getByLabelText('Documento del codeudor')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  await waitFor(() =>
    expect(alerta()).toHaveTextContent(/Nombre del codeudor, Documento del codeudor, Copia del documento del codeudor$/),
  );
  fireEvent.click(within(grupo).getByRole('radio', { name: 'No' }));
  await waitFor(() => expect(screen.queryByLabelText('Nombre del codeudor')).toBeNull());
});

test('cada documento se sube al elegirlo, se comprueba el tipo y se puede limpiar', async () => {
  const usuario = userEvent.setup({ applyAccept: false });
  renderizarRuta('/solicitud-credito');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  // un PNG como desprendible: se rechaza aquí, sin subirlo
  await usuario.upload(entradaArchivo('Último desprendible de pago (PDF)'), png('foto.png'));
  expect(await screen.findByText('Último desprendible de pago: el archivo debe ser PDF')).toBeInTheDocument();
  expect(subirMock).not.toHaveBeenCalled();

  await usuario.upload(entradaArchivo('Último desprendible de pago (PDF)'), pdf('desprendible.pdf'));
  expect(await screen.findByText('desprendible.pdf')).toBeInTheDocument();
  expect(subirMock).toHaveBeenCalledWith(expect.any(File), 'pdf');
  const limpiar = screen.getByRole('button', { name: 'Limpiar Último desprendible de pago' });
  expect(limpiar).toBeEnabled();
  fireEvent.click(limpiar);
  expect(screen.queryByText('desprendible.pdf')).toBeNull();
  expect(limpiar).toBeDisabled();
});

test('una solicitud completa se radica y lleva a la lista del afiliado', async () => {
  const usuario = userEvent.setup();
  radicarMock.mockResolvedValue({} as SolicitudCredito);
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=3000000&cuotas=24');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  fireEvent.change(screen.getByLabelText('Destino'), { target: { value: 'Estudio' } });
  await elegir(screen.getByRole('combobox', { name: 'Desde el mes' }), 'Marzo');
  fireEvent.change(screen.getByLabelText('Número de cuenta'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Ahorros' }));
  fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'Banco Uno' } });
  await usuario.upload(entradaArchivo('Último desprendible de pago (PDF)'), pdf('desprendible.pdf'));
  await usuario.upload(entradaArchivo('Firma y huella (JPG o PNG)'), png('firma.png'));
  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (PDF)'), pdf('carta.pdf'));
  await screen.findByText('carta.pdf');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByText('Su solicitud ha sido radicada')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitudes-credito/user'));
  const cuerpo = radicarMock.mock.calls[0]![0];
  expect(cuerpo).toEqual({
    id_tipo_credito: 1, valor: 3000000, destino: 'Estudio', cuotas: 24, desde_mes: 3,
    descuento_ahorro: false, descuento_prima: false, numero_cuenta: '123456', tipo_cuenta: 'Ahorros',
    banco: 'Banco Uno', ultimo_desprendible: expect.any(Number), firma: expect.any(Number),
    carta_pagare: expect.any(Number), codeudor: false,
  });
});

const EXISTENTE: SolicitudCredito = {
  id_solicitud: 5, id_afiliado: 7, id_tipo_credito: 1, tipo_credito_nombre: 'Libre Inversión', valor: 2000000,
  destino: 'Estudio', cuotas: 12, desde_mes: 2, descuento_ahorro: true, descuento_prima: false,
  numero_cuenta: '999', tipo_cuenta: 'Corriente', banco: 'Banco Uno', codeudor: false, codeudor_nombre: null,
  codeudor_documento: null, codeudor_cedula: null, ultimo_desprendible: 1, firma: 2, carta_pagare: 3,
  estado: 'PENDIENTE', observaciones: 'En estudio', revisado_por: 'Admin Fondo', fecha_revision: '2026-11-02',
  fecha: '2026-11-01', afiliado_nombre: 'Ana María Pérez Gómez',
};

test('una existente, para el afiliado: solo lectura, sin revisor ni Guardar', async () => {
  solicitudMock.mockResolvedValue(EXISTENTE);
  renderizarRuta('/solicitud-credito/5');
  expect(await screen.findByText('01/11/26')).toBeInTheDocument();
  expect(screen.getByText('Ana María Pérez Gómez')).toBeInTheDocument();
  expect(screen.getByText('Febrero')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Estado' })).toBeDisabled();
  expect(screen.getByLabelText('Observaciones')).toHaveValue('En estudio');
  expect(screen.queryByText('Revisado por')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Guardar Solicitud' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Ver desprendible' })).toBeInTheDocument();
});

test('una existente, para el superadmin: cambia estado y observaciones y guarda', async () => {
  conSesion({ usuario: { superadmin: true } });
  solicitudMock.mockResolvedValue(EXISTENTE);
  revisarMock.mockResolvedValue({ ...EXISTENTE, estado: 'APROBADA', observaciones: 'Aprobada en comité' });
  renderizarRuta('/solicitud-credito/5');
  expect(await screen.findByText('Admin Fondo')).toBeInTheDocument();
  expect(screen.getByText('02/11/26')).toBeInTheDocument();
  await elegir(screen.getByRole('combobox', { name: 'Estado' }), 'APROBADA');
  fireEvent.change(screen.getByLabelText('Observaciones'), { target: { value: 'Aprobada en comité' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar Solicitud' }));
  expect(await screen.findByText('Solicitud guardada')).toBeInTheDocument();
  expect(revisarMock).toHaveBeenCalledWith({ id_solicitud: 5, estado: 'APROBADA', observaciones: 'Aprobada en comité' });
});
