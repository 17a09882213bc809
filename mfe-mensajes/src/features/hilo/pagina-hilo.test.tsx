import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HiloMensaje } from '@fondo/contrato';
import { errorApi, simular, usarServidor, type Simulada } from '@fondo/testing/red';
import { TEXTO_ESPERANDO_SUBIDAS } from '@fondo/ui/archivos';
import { elegir } from '@fondo/ui/pruebas';
import { conSesion, renderizarRuta } from '../../componentes/entorno-prueba';
import { hilo } from '../../componentes/mensajes-prueba';

// La red simulada: GET /api/mensajes y /api/mensajes/:id (el mock recibe el id), POST /api/mensajes (el
// cuerpo), la subida de adjuntos (POST /api/archivos), su descarga y las novedades.
usarServidor();
const hiloMock = jest.fn<HiloMensaje | Promise<HiloMensaje> | Response, [number]>();
let escribirMock: Simulada<'mensajes', 'escribir'>;
let subirMock: Simulada<'archivos', 'subir'>;
/** Lo que llegó en el cuerpo de POST /api/mensajes. */
const conCuerpo = (c: Record<string, unknown>): unknown => expect.objectContaining({ cuerpo: c });

beforeEach(() => {
  simular('mensajes', 'listar', { filas: [], total: 0 });
  simular('mensajes', 'hilo').mockImplementation(({ params }) => hiloMock(Number(params.id)));
  escribirMock = simular('mensajes', 'escribir');
  subirMock = simular('archivos', 'subir');
  // las novedades del afiliado y la marca de hilo visto al abrirlo
  simular('novedades', 'listar', { novedades: [] });
  simular('novedades', 'verHilo');
});

/** Escribe en el editor (pegar: jsdom no teclea bien dentro de un contenteditable). */
async function escribirTexto(u: ReturnType<typeof userEvent.setup>, texto: string): Promise<void> {
  await u.click(screen.getByRole('textbox', { name: 'Texto' }));
  await u.paste(texto);
}

const archivo = (nombre: string, tipo: string, bytes = 10) => new File([new Uint8Array(bytes)], nombre, { type: tipo });
const entradaArchivos = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

test('nuevo: asunto y texto requeridos; con adjunto envía y responde Mensaje enviado', async () => {
  const u = userEvent.setup();
  conSesion();
  subirMock.mockReturnValue({ id_archivo: 90, nombre: 'recibo.pdf' });
  escribirMock.mockReturnValue(hilo([], { id_mensaje: 40 }));
  renderizarRuta('/mensaje/nuevo');
  expect(await screen.findByRole('heading', { name: 'Crear Mensaje' })).toBeInTheDocument();
  expect(entradaArchivos()).toHaveAttribute('accept', expect.stringContaining('.docx'));

  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText('El asunto es requerido')).toBeInTheDocument();
  expect(screen.getByText('El texto del mensaje es requerido')).toBeInTheDocument();
  expect(escribirMock).not.toHaveBeenCalled();

  await u.type(screen.getByLabelText('Asunto'), 'Certificado');
  await escribirTexto(u, 'Necesito mi certificado');
  await u.upload(entradaArchivos(), archivo('recibo.pdf', 'application/pdf'));
  expect(await screen.findByText('recibo.pdf')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
  expect(subirMock).toHaveBeenCalledWith(
    conCuerpo({ file: expect.stringMatching(/^data:application\/pdf;base64,/), name: 'recibo.pdf', uso: 'adjunto' }),
  );
  expect(escribirMock).toHaveBeenCalledWith(
    conCuerpo({ asunto: 'Certificado', texto: '<p>Necesito mi certificado</p>', adjuntos: [90] }),
  );
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/mensajes');
});

test('Enviar mientras un adjunto sube: lo dice, espera y el mensaje sale con el adjunto', async () => {
  const u = userEvent.setup();
  conSesion();
  let soltar: () => void = () => undefined;
  const subida = new Promise<void>((ok) => (soltar = ok));
  subirMock.mockImplementation(async () => {
    await subida;
    return { id_archivo: 91, nombre: 'cedula.pdf' };
  });
  escribirMock.mockReturnValue(hilo([], { id_mensaje: 41 }));
  renderizarRuta('/mensaje/nuevo');
  await u.type(await screen.findByLabelText('Asunto'), 'Cédula');
  await escribirTexto(u, 'Adjunto mi cédula');
  await u.upload(entradaArchivos(), archivo('cedula.pdf', 'application/pdf'));
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText(TEXTO_ESPERANDO_SUBIDAS)).toBeInTheDocument();
  expect(escribirMock).not.toHaveBeenCalled();
  soltar();
  expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
  expect(escribirMock).toHaveBeenCalledTimes(1);
  expect(escribirMock).toHaveBeenCalledWith(
    conCuerpo({ asunto: 'Cédula', texto: '<p>Adjunto mi cédula</p>', adjuntos: [91] }),
  );
});

test('un adjunto de tipo no permitido o de más de 10 MB no se sube; Quitar lo saca de la lista', async () => {
  const u = userEvent.setup({ applyAccept: false });
  conSesion();
  subirMock.mockReturnValue({ id_archivo: 91, nombre: 'hoja.xlsx' });
  renderizarRuta('/mensaje/nuevo');
  await screen.findByRole('heading', { name: 'Crear Mensaje' });
  await u.upload(entradaArchivos(), archivo('programa.exe', 'application/octet-stream'));
  expect(await screen.findByText(/programa\.exe: el archivo debe ser PDF, JPG, PNG/)).toBeInTheDocument();
  const grande = archivo('grande.pdf', 'application/pdf');
  Object.defineProperty(grande, 'size', { value: 11 * 1024 * 1024 });
  await u.upload(entradaArchivos(), grande);
  expect(await screen.findByText('grande.pdf: el archivo supera el tamaño máximo de 10 MB')).toBeInTheDocument();
  expect(subirMock).not.toHaveBeenCalled();
  await u.upload(entradaArchivos(), archivo('hoja.xlsx', ''));
  expect(await screen.findByText('hoja.xlsx')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Quitar hoja.xlsx' }));
  await waitFor(() => expect(screen.queryByText('hoja.xlsx')).toBeNull());
});

test('el 415 del servidor (tipo por los bytes) se muestra y nada queda adjunto', async () => {
  const u = userEvent.setup();
  conSesion();
  subirMock.mockImplementation(() => errorApi(415, 'El archivo no es de un tipo permitido'));
  renderizarRuta('/mensaje/nuevo');
  await screen.findByRole('heading', { name: 'Crear Mensaje' });
  await u.upload(entradaArchivos(), archivo('falso.pdf', 'application/pdf'));
  expect(await screen.findByText('El archivo no es de un tipo permitido')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Archivos adjuntos' })).toBeNull();
});

test('hilo: tarjetas con autor, fecha, HTML del servidor y adjuntos que se descargan', async () => {
  conSesion();
  const descargaMock = simular('archivos', 'leer', new Response('pdf'));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:adjunto'), revokeObjectURL: jest.fn() });
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  hiloMock.mockResolvedValue(
    hilo(
      [
        {
          autor_nombre: 'Fondo Admin',
          texto: '<p>Ya está <a href="https://fondo.co" rel="noopener noreferrer" target="_blank">aquí</a></p>',
          infoAdjuntos: [{ id_archivo: 5, nombre: 'certificado.pdf' }],
        },
      ],
      { texto: '<p>Hola <strong>fondo</strong></p><ul><li>uno</li></ul>' },
    ),
  );
  renderizarRuta('/mensaje/12');
  expect(await screen.findByRole('heading', { name: 'Consulta de saldo' })).toBeInTheDocument();
  expect(hiloMock).toHaveBeenCalledWith(12);
  const tarjetas = screen.getAllByRole('article');
  expect(tarjetas).toHaveLength(2);
  expect(within(tarjetas[0]!).getByText('Ana María Pérez Gómez')).toBeInTheDocument();
  expect(within(tarjetas[0]!).getByText('fondo').tagName).toBe('STRONG');
  expect(tarjetas[0]!.querySelector('ul li')).toHaveTextContent('uno');
  expect(within(tarjetas[1]!).getByText('Fondo Admin')).toBeInTheDocument();
  expect(within(tarjetas[1]!).getByRole('link', { name: 'aquí' })).toHaveAttribute('href', 'https://fondo.co');
  expect(screen.getByText('Abierto')).toBeInTheDocument();
  fireEvent.click(within(tarjetas[1]!).getByRole('button', { name: 'Descargar certificado.pdf' }));
  await waitFor(() => expect(clic).toHaveBeenCalled());
  expect(descargaMock).toHaveBeenCalledWith(expect.objectContaining({ params: { id_archivo: '5' } }));
  expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe('certificado.pdf');
  jest.restoreAllMocks();
});

test('afiliado responde: sin estado; el hilo se actualiza y el formulario se vacía', async () => {
  const u = userEvent.setup();
  conSesion();
  hiloMock.mockResolvedValue(hilo());
  escribirMock.mockReturnValue(hilo([{ texto: '<p>Gracias</p>', autor_nombre: 'Ana María Pérez Gómez' }]));
  renderizarRuta('/mensaje/12');
  await screen.findByRole('heading', { name: 'Consulta de saldo' });
  expect(screen.queryByRole('combobox', { name: 'Estado' })).toBeNull();
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText('El texto del mensaje es requerido')).toBeInTheDocument();
  await escribirTexto(u, 'Gracias');
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
  expect(escribirMock).toHaveBeenCalledWith(conCuerpo({ id_mensaje_padre: 12, texto: '<p>Gracias</p>', adjuntos: [] }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('');
});

test('superadmin responde: estado preseleccionado en Cerrado (1), puede cambiarlo a Abierto', async () => {
  const u = userEvent.setup();
  conSesion({ usuario: { superadmin: true } });
  hiloMock.mockResolvedValue(hilo());
  escribirMock.mockReturnValue(hilo([{ texto: '<p>Respuesta</p>' }], { estado: 1 }));
  renderizarRuta('/mensaje/12');
  await screen.findByRole('heading', { name: 'Consulta de saldo' });
  const estado = screen.getByRole('combobox', { name: 'Estado' });
  expect(estado.closest('.ant-select')).toHaveTextContent('Cerrado');
  await escribirTexto(u, 'Respuesta');
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  await screen.findByText('Mensaje enviado');
  expect(escribirMock).toHaveBeenLastCalledWith(
    conCuerpo({ id_mensaje_padre: 12, texto: '<p>Respuesta</p>', adjuntos: [], estado: 1 }),
  );
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));

  // el formulario nuevo vuelve a Cerrado; se elige Abierto
  const estado2 = screen.getByRole('combobox', { name: 'Estado' });
  expect(estado2.closest('.ant-select')).toHaveTextContent('Cerrado');
  await elegir(estado2, 'Abierto');
  await escribirTexto(u, 'Sigue abierto');
  await u.click(screen.getByRole('button', { name: /Enviar/ }));
  await waitFor(() => expect(escribirMock).toHaveBeenCalledTimes(2));
  expect(escribirMock).toHaveBeenLastCalledWith(
    expect.objectContaining<Record<string, unknown>>({
      cuerpo: expect.objectContaining({ estado: 0, texto: '<p>Sigue abierto</p>' }),
    }),
  );
});

test('un hilo ajeno (403) muestra el error del servidor', async () => {
  conSesion();
  hiloMock.mockImplementation(() => errorApi(403, 'No tiene permiso para esta acción'));
  renderizarRuta('/mensaje/99');
  expect(await screen.findByText('No tiene permiso para esta acción')).toBeInTheDocument();
  expect(await screen.findByText('No se pudo cargar el mensaje.')).toBeInTheDocument();
});

test("un correo importado sin remitente verificado lleva el aviso 'Remitente sin verificar' en su tarjeta", async () => {
  conSesion({ usuario: { superadmin: true, id_afiliado: 1, nombres: 'Admin', apellidos: 'Fondo' } });
  hiloMock.mockResolvedValue(hilo([{ texto: '<p>Respuesta por correo</p>', remitente_sin_verificar: true }]));
  renderizarRuta('/mensaje/12');
  const [primera, segunda] = await screen.findAllByRole('article');
  expect(within(primera!).queryByText('Remitente sin verificar')).toBeNull();
  expect(within(segunda!).getByText('Remitente sin verificar')).toBeInTheDocument();
  expect(
    within(segunda!).getByText(/no confirmó que este correo venga de la dirección del afiliado/),
  ).toBeInTheDocument();
});
