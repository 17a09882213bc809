import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ETIQUETAS_SOLICITUD,
  camposRequeridosSolicitud,
  type Archivo,
  type CampoSolicitud,
  type SolicitudCredito,
} from '@fondo/contrato';
import { manejador, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { TEXTO_ESPERANDO_SUBIDAS } from '@fondo/ui/archivos';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { TIPOS } from '../../componentes/tipos-prueba';

// La red simulada: los tipos de crédito, la lista del afiliado, la radicación y las rutas de archivos.
const servidor = usarServidor();
let radicarMock: Simulada<'solicitudes', 'radicar'>;

/** Lo que recibió la API de archivos simulada: la ruta de la petición real, su cuerpo y el id respondido. */
let archivos: { ruta: string; cuerpo: unknown; id: number }[] = [];
let siguienteId = 10;
function anotarArchivo({ request, cuerpo }: { request: Request; cuerpo: { name: string } | undefined }): Archivo {
  const id = ++siguienteId;
  archivos.push({ ruta: new URL(request.url).pathname, cuerpo, id });
  return { id_archivo: id, nombre: String(cuerpo?.name) };
}
beforeEach(() => {
  conSesion();
  simular('tiposCredito', 'listar', TIPOS);
  simular('salud', 'configuracion', { sitio_colegio: 'https://colegio.co/', hosts_redireccion: [] });
  simular('solicitudes', 'listarMias', { filas: [], total: 0 });
  radicarMock = simular('solicitudes', 'radicar');
  // la lista del afiliado, tras radicar, pide sus novedades
  simular('novedades', 'listar', { novedades: [] });
  archivos = [];
  servidor.use(
    manejador('archivos', 'subir', anotarArchivo),
    manejador('imagenes', 'limpiarFoto', anotarArchivo),
    manejador('imagenes', 'limpiarImagen', anotarArchivo),
    manejador('imagenes', 'paginaFoto', anotarArchivo),
    manejador('imagenes', 'pdfDeFotos', anotarArchivo),
  );
  URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const pdf = (nombre: string) => new File(['%PDF-1.4\n%%EOF'], nombre, { type: 'application/pdf' });
const png = (nombre: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nombre, { type: 'image/png' });
const jpg = (nombre: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], nombre, { type: 'image/jpeg' });

/** El <input type=file> (el selector de archivos) del campo cuya etiqueta es `etiqueta`. */
function entradaArchivo(etiqueta: string): HTMLInputElement {
  const item = screen.getByText(etiqueta).closest<HTMLElement>('.ant-form-item')!;
  return item.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!;
}

/** El Form.Item del campo (por su id, el nombre del campo). */
const itemDe = (campo: CampoSolicitud) => document.getElementById(campo)!.closest<HTMLElement>('.ant-form-item')!;

const alerta = () => screen.getByRole('alert');

test('se llena con lo que trae del simulador (tipo, valor y cuotas)', async () => {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=2500000&cuotas=18');
  const tipo = await screen.findByRole('combobox', { name: 'Tipo de crédito' });
  expect(within(tipo).getByRole('option', { selected: true })).toHaveTextContent('Libre Inversión');
  expect(screen.getByLabelText('Valor')).toHaveValue('2,500,000');
  expect(screen.getByLabelText('Cuotas')).toHaveValue('18');
  expect(screen.getByRole('button', { name: /Descargar la plantilla/ })).toBeInTheDocument();
});

test('Enviar sin los requeridos lista lo que falta con la regla del contrato y no envía', async () => {
  renderizarRuta('/solicitud-credito');
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Por favor, complete los campos requeridos de la solicitud: Tipo de crédito, Valor, Destino, Cuotas, Desde el mes, ' +
      'Número de cuenta, Tipo de cuenta, Banco, Último desprendible de pago, Firma y huella, Carta y pagaré firmados',
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
    expect(alerta()).toHaveTextContent(
      /Nombre del codeudor, Documento del codeudor, Copia del documento del codeudor$/,
    ),
  );
  fireEvent.click(within(grupo).getByRole('radio', { name: 'No' }));
  await waitFor(() => expect(screen.queryByLabelText('Nombre del codeudor')).toBeNull());
});

test('el desprendible acepta fotos (una por página, unidas en un PDF) o un PDF; lo demás se rechaza aquí', async () => {
  const usuario = userEvent.setup({ applyAccept: false });
  renderizarRuta('/solicitud-credito');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  const entrada = entradaArchivo('Último desprendible de pago (fotos o PDF)');
  expect(entrada).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/heic,image/heif,image/webp,.jpg,.jpeg,.png,.heic,.heif,.webp,application/pdf,.pdf',
  );
  await usuario.upload(entrada, new File(['x'], 'notas.txt', { type: 'text/plain' }));
  expect(
    await screen.findByText('notas.txt: el archivo debe ser una foto JPG, PNG, HEIC o WebP, o un PDF'),
  ).toBeInTheDocument();
  expect(archivos).toEqual([]);

  await usuario.upload(entrada, [jpg('hoja1.jpg'), png('hoja2.png')]);
  expect(await screen.findByText('Último desprendible de pago.pdf: 2 páginas en PDF')).toBeInTheDocument();
  expect(archivos.map((a) => a.ruta)).toEqual([
    '/api/archivos/pagina-foto',
    '/api/archivos/pagina-foto',
    '/api/archivos/pdf-de-fotos',
  ]);
  expect(screen.getByRole('img', { name: 'Página 2' })).toHaveAttribute('src', 'blob:hoja2.png');
  fireEvent.click(screen.getByRole('button', { name: 'Limpiar Último desprendible de pago' }));
  expect(screen.queryByRole('img', { name: 'Página 1' })).toBeNull();

  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (fotos o PDF)'), pdf('carta.pdf'));
  expect(await screen.findByText('carta.pdf cargado')).toBeInTheDocument();
  expect(archivos.at(-1)).toEqual<{ id: unknown; ruta: string; cuerpo: Record<string, unknown> }>({
    id: expect.any(Number),
    ruta: '/api/archivos',
    cuerpo: { file: expect.stringMatching(/^data:application\/pdf;base64,/), name: 'carta.pdf', uso: 'pdf' },
  });
});

test('los campos marcados como requeridos son los de la regla del contrato, con y sin codeudor', async () => {
  renderizarRuta('/solicitud-credito');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  const marcados = () =>
    [...document.querySelectorAll<HTMLLabelElement>('label.ant-form-item-required')].map((l) => l.htmlFor);
  expect(marcados()).toEqual(camposRequeridosSolicitud({ codeudor: false }));
  const grupo = screen.getByText('Codeudor', { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
  fireEvent.click(within(grupo).getByRole('radio', { name: 'Sí' }));
  await screen.findByLabelText('Nombre del codeudor');
  expect([...marcados()].sort()).toEqual([...camposRequeridosSolicitud({ codeudor: true })].sort());
});

test('un envío fallido pone cada campo que falta en rojo con su mensaje; la lista se actualiza al llenarlos', async () => {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=3000000&cuotas=24');
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar Solicitud' }));
  const faltan = camposRequeridosSolicitud({ codeudor: false }).filter(
    (c) => !['id_tipo_credito', 'valor', 'cuotas'].includes(c),
  );
  await waitFor(() => expect(alerta()).toHaveTextContent(faltan.map((c) => ETIQUETAS_SOLICITUD[c]).join(', ')));
  for (const c of faltan) {
    expect(itemDe(c)).toHaveClass('ant-form-item-has-error');
    const mensaje = ['ultimo_desprendible', 'firma', 'carta_pagare'].includes(c)
      ? 'Adjunte este documento'
      : 'Este dato es requerido';
    await waitFor(() => expect(itemDe(c).querySelector('.ant-form-item-explain')).toHaveTextContent(mensaje));
  }
  expect(itemDe('valor')).not.toHaveClass('ant-form-item-has-error');
  // el primero que falta queda enfocado
  await waitFor(() => expect(document.getElementById('destino')).toHaveFocus());

  fireEvent.change(screen.getByLabelText('Destino'), { target: { value: 'Estudio' } });
  await waitFor(() => expect(itemDe('destino')).not.toHaveClass('ant-form-item-has-error'));
  expect(alerta()).toHaveTextContent(/requeridos de la solicitud: Desde el mes, Número de cuenta/);
  expect(alerta()).not.toHaveTextContent('Destino');
  expect(radicarMock).not.toHaveBeenCalled();
});

/** Abre el formulario con tipo, valor y cuotas del simulador y llena los demás datos (sin documentos). */
async function abrirYLlenarDatos(): Promise<void> {
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=3000000&cuotas=24');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  fireEvent.change(screen.getByLabelText('Destino'), { target: { value: 'Estudio' } });
  await elegir(screen.getByRole('combobox', { name: 'Desde el mes' }), 'Marzo');
  fireEvent.change(screen.getByLabelText('Número de cuenta'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Ahorros' }));
  fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'Banco Uno' } });
}

test('una solicitud completa se radica y lleva a la lista del afiliado', async () => {
  const usuario = userEvent.setup();
  radicarMock.mockReturnValue({} as SolicitudCredito);
  await abrirYLlenarDatos();
  await usuario.upload(entradaArchivo('Último desprendible de pago (fotos o PDF)'), [jpg('1.jpg'), jpg('2.jpg')]);
  await screen.findByText('Último desprendible de pago.pdf: 2 páginas en PDF');
  await usuario.upload(entradaArchivo('Firma y huella (JPG o PNG)'), png('firma.png'));
  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (fotos o PDF)'), pdf('carta.pdf'));
  await screen.findByText('carta.pdf cargado');
  await screen.findByText('firma.png');
  const idPdf = archivos.find((a) => a.ruta === '/api/archivos/pdf-de-fotos')!.id;
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByText('Su solicitud ha sido radicada')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('ubicación')).toHaveTextContent('/solicitudes-credito/user'));
  const { cuerpo } = radicarMock.mock.calls[0]![0];
  expect(cuerpo).toEqual<Record<string, unknown>>({
    id_tipo_credito: 1,
    valor: 3000000,
    destino: 'Estudio',
    cuotas: 24,
    desde_mes: 3,
    descuento_ahorro: false,
    descuento_prima: false,
    numero_cuenta: '123456',
    tipo_cuenta: 'Ahorros',
    banco: 'Banco Uno',
    ultimo_desprendible: idPdf,
    firma: expect.any(Number),
    carta_pagare: expect.any(Number),
    codeudor: false,
  });
});

test('Enviar mientras la carta aún sube: lo dice, espera a que termine y radica con ella', async () => {
  const usuario = userEvent.setup();
  radicarMock.mockReturnValue({} as SolicitudCredito);
  let soltar: () => void = () => undefined;
  const subida = new Promise<void>((ok) => (soltar = ok));
  // la carta (un PDF) tarda en subir; lo demás sube al instante
  servidor.use(
    manejador('archivos', 'subir', async (p) => {
      if ((p.cuerpo as { name?: string } | undefined)?.name === 'carta.pdf') await subida;
      return anotarArchivo(p);
    }),
  );
  await abrirYLlenarDatos();
  await usuario.upload(entradaArchivo('Último desprendible de pago (fotos o PDF)'), pdf('desprendible.pdf'));
  await screen.findByText('desprendible.pdf cargado');
  await usuario.upload(entradaArchivo('Firma y huella (JPG o PNG)'), png('firma.png'));
  await screen.findByText('firma.png');
  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (fotos o PDF)'), pdf('carta.pdf'));
  // el nombre ya está a la vista, la subida no ha terminado
  await screen.findByText('carta.pdf');
  expect(screen.queryByText('carta.pdf cargado')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByText(TEXTO_ESPERANDO_SUBIDAS)).toBeInTheDocument();
  // ni se envía sin la carta ni se dice que falta
  expect(screen.queryByRole('alert')).toBeNull();
  expect(radicarMock).not.toHaveBeenCalled();

  soltar();
  expect(await screen.findByText('Su solicitud ha sido radicada')).toBeInTheDocument();
  expect(radicarMock).toHaveBeenCalledTimes(1);
  const idCarta = archivos.find((a) => (a.cuerpo as { name?: string }).name === 'carta.pdf')!.id;
  const cuerpo = radicarMock.mock.calls[0]![0].cuerpo!;
  expect(cuerpo.carta_pagare).toBe(idCarta);
  expect(cuerpo.firma).toEqual(archivos.find((a) => (a.cuerpo as { name?: string }).name === 'firma.png')!.id);
});

test('si la subida que se esperaba falla, el envío se detiene y dice qué documento falta', async () => {
  const usuario = userEvent.setup();
  let soltar: () => void = () => undefined;
  const subida = new Promise<void>((ok) => (soltar = ok));
  servidor.use(
    manejador('archivos', 'subir', async () => {
      await subida;
      return new Response(JSON.stringify({ error: 'El PDF está dañado' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  renderizarRuta('/solicitud-credito?id_tipo_credito=1&valor=3000000&cuotas=24');
  await screen.findByRole('button', { name: 'Enviar Solicitud' });
  await usuario.upload(entradaArchivo('Carta de solicitud y pagaré firmados (fotos o PDF)'), pdf('carta.pdf'));
  await screen.findByText('carta.pdf');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
  expect(await screen.findByText(TEXTO_ESPERANDO_SUBIDAS)).toBeInTheDocument();
  soltar();
  await waitFor(() => expect(screen.queryByText(TEXTO_ESPERANDO_SUBIDAS)).toBeNull());
  expect(await screen.findByText('El PDF está dañado')).toBeInTheDocument();
  await waitFor(() =>
    expect(itemDe('carta_pagare').querySelector('.ant-form-item-explain')).toHaveTextContent('Adjunte este documento'),
  );
  expect(radicarMock).not.toHaveBeenCalled();
});
