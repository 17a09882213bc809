// Cupo disponible en la solicitud: el cupo del tipo elegido junto a los campos; si el valor o la
// cuota pasan, el aviso está a la vista y Enviar no envía (con un mensaje claro); en el límite, se envía.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Archivo, SolicitudCredito } from '@fondo/contrato';
import { manejador, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { elegir } from '@fondo/ui/pruebas';
import { MENSAJE_BLOQUEO_CUPO } from '../../componentes/cupo-disponible';
import { AVISO_CUOTA, AVISO_VALOR, CUPO, TIPO_CON_CUPO } from '../../componentes/cupo-prueba';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

const servidor = usarServidor();
let radicarMock: Simulada<'solicitudes', 'radicar'>;
let siguienteId = 10;
const anotar = ({ cuerpo }: { cuerpo: { name: string } | undefined }): Archivo => ({
  id_archivo: ++siguienteId,
  nombre: String(cuerpo?.name),
});

beforeEach(() => {
  conSesion();
  simular('tiposCredito', 'listar', [...TIPOS, TIPO_CON_CUPO]);
  simular('cupo', 'mio', CUPO);
  simular('solicitudes', 'listarMias', { filas: [], total: 0 });
  simular('novedades', 'listar', { novedades: [] });
  radicarMock = simular('solicitudes', 'radicar');
  radicarMock.mockReturnValue({} as SolicitudCredito);
  servidor.use(manejador('archivos', 'subir', anotar), manejador('imagenes', 'limpiarImagen', anotar));
});

const pdf = (nombre: string) => new File(['%PDF-1.4\n%%EOF'], nombre, { type: 'application/pdf' });
const png = (nombre: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nombre, { type: 'image/png' });
function entradaArchivo(etiqueta: string): HTMLInputElement {
  const item = screen.getByText(etiqueta).closest<HTMLElement>('.ant-form-item')!;
  return item.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!;
}

test('sobre el cupo: aviso junto a los campos y Enviar no envía; en el límite se radica', async () => {
  const usuario = userEvent.setup();
  renderizarRuta('/solicitud-credito?id_tipo_credito=10&valor=4500000&cuotas=12');
  expect(await screen.findByText('Cupo disponible: $4,499,999.50')).toBeInTheDocument();
  expect(screen.getByText(AVISO_VALOR)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Destino'), { target: { value: 'Estudio' } });
  await elegir(screen.getByRole('combobox', { name: 'Desde el mes' }), 'Marzo');
  fireEvent.change(screen.getByLabelText('Número de cuenta'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Ahorros' }));
  fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'Banco Uno' } });
  await usuario.upload(entradaArchivo('Último desprendible de pago (fotos o PDF)'), pdf('desprendible.pdf'));
  await usuario.upload(entradaArchivo('Firma y huella (JPG o PNG)'), png('firma.png'));
  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (fotos o PDF)'), pdf('carta.pdf'));
  await screen.findByText('carta.pdf cargado');
  await screen.findByText('firma.png');

  const enviar = screen.getByRole('button', { name: 'Enviar Solicitud' });
  fireEvent.click(enviar);
  expect(await screen.findByText(MENSAJE_BLOQUEO_CUPO)).toBeInTheDocument();
  expect(radicarMock).not.toHaveBeenCalled();

  // la cuota: 4,499,999 en 5 cuotas sin interés pasa de 850,000
  const valor = screen.getByLabelText('Valor');
  fireEvent.change(valor, { target: { value: '4499999' } });
  fireEvent.change(screen.getByLabelText('Cuotas'), { target: { value: '5' } });
  expect(await screen.findByText(AVISO_CUOTA)).toBeInTheDocument();
  expect(screen.queryByText(AVISO_VALOR)).toBeNull();
  fireEvent.click(enviar);
  await waitFor(() => expect(screen.getByText(MENSAJE_BLOQUEO_CUPO)).toBeInTheDocument());
  expect(radicarMock).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Cuotas'), { target: { value: '6' } });
  await waitFor(() => expect(screen.queryByText(AVISO_CUOTA)).toBeNull());
  expect(screen.queryByText(MENSAJE_BLOQUEO_CUPO)).toBeNull();
  fireEvent.click(enviar);
  expect(await screen.findByText('Su solicitud ha sido radicada')).toBeInTheDocument();
  expect(radicarMock.mock.calls[0]![0].cuerpo).toMatchObject({ id_tipo_credito: 10, valor: 4_499_999, cuotas: 6 });
});

test('un tipo sin regla no muestra cupo', async () => {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=900000000&cuotas=12');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  expect(screen.queryByText(/Cupo disponible/)).toBeNull();
});
