import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RespuestaImportacion } from '@fondo/contrato';
import { HttpResponse, errorApi, simular, usarServidor } from '@fondo/testing/red';
import { ERROR_PETICION } from '../../api/admin';
import { dialogo, elegir } from '@fondo/ui/pruebas';
import { comoSuperadmin, renderizarRuta } from '../../componentes/entorno-prueba';

// La red simulada: la lista de afiliados y la plantilla por MSW. La importación (POST /api/admin/importar,
// multipart con avance) va por un XMLHttpRequest simulado a mano: MSW da los eventos de subida solo al 100 %
// y junto con la respuesta (no muestra una subida a medias ni la fase 'procesando'), y en jsdom no llega a
// responder una subida con un File de jsdom (no puede leer su cuerpo). El cliente real arma la petición.
usarServidor();
interface Importacion {
  metodo: string;
  url: string;
  tipo: FormDataEntryValue | null;
  fila: FormDataEntryValue | null;
  vista_previa: FormDataEntryValue | null;
  archivo: string;
}
/** Cada subida recibida; devuelve la respuesta (o nada: la subida queda en curso). */
const importarMock = jest.fn<RespuestaImportacion | Response | undefined, [Importacion]>();

class XhrFalso {
  static ultimo: XhrFalso | null = null;
  metodo = '';
  url = '';
  status = 0;
  responseText = '';
  tipoRespuesta: string | null = null;
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    XhrFalso.ultimo = this;
  }
  open(metodo: string, url: string): void {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(): void {}
  getResponseHeader(nombre: string): string | null {
    return nombre === 'content-type' ? this.tipoRespuesta : null;
  }
  send(datos: FormData): void {
    const r = importarMock({
      metodo: this.metodo,
      url: this.url,
      tipo: datos.get('tipo'),
      fila: datos.get('fila'),
      vista_previa: datos.get('vista_previa'),
      archivo: (datos.get('file') as File).name,
    });
    if (r !== undefined) void this.responder(r);
  }
  async responder(r: RespuestaImportacion | Response): Promise<void> {
    const respuesta = r instanceof Response ? r : HttpResponse.json(r);
    if (respuesta.type === 'error') return this.onerror?.();
    this.status = respuesta.status;
    this.tipoRespuesta = respuesta.headers.get('content-type');
    this.responseText = await respuesta.text();
    this.onload?.();
  }
}

const base: Omit<RespuestaImportacion, 'mensaje'> = {
  tipo: 'afiliados',
  vista_previa: false,
  escrito: true,
  motivo_sin_escribir: null,
  filas: 3,
  creados: 1,
  actualizados: 1,
  rechazados: 1,
  reemplazados: 0,
  corte: null,
  reemplazo: null,
  hojas_ignoradas: [],
  avisos: [],
  errores: [
    { hoja: 'Hoja1', fila: 4, columna: 'A (Documento)', error: '«12a» no es un documento: escriba solo dígitos' },
  ],
};
const RESULTADO: RespuestaImportacion = {
  ...base,
  mensaje:
    'Filas leídas: 3. Creados: 1. Actualizados: 1. Rechazados: 1.\nHoja1, fila 4, columna A (Documento): «12a» no es un documento: escriba solo dígitos',
};
const PREVIA: RespuestaImportacion = {
  ...base,
  tipo: 'aportes',
  vista_previa: true,
  escrito: false,
  creados: 600,
  actualizados: 0,
  reemplazados: 760,
  corte: { id_corte: 14, corte: '2026-11-30' },
  reemplazo: {
    corte: '2026-11-30',
    existe: true,
    aportes_antes: 642,
    aportes_despues: 600,
    creditos_antes: 118,
    creditos_despues: 118,
  },
  hojas_ignoradas: ['Instrucciones'],
  avisos: ['El corte 30/11/2026 tiene 642 aportes; quedaría con 600.'],
  mensaje: 'Vista previa: no se ha escrito nada.',
};

beforeEach(() => {
  comoSuperadmin();
  simular('admin', 'listarAfiliados', { filas: [], total: 0 });
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new XhrFalso() as unknown as XMLHttpRequest);
});
afterEach(() => jest.restoreAllMocks());

async function abrir(): Promise<HTMLElement> {
  renderizarRuta('/admin/afiliados');
  await screen.findByText('No se han encontrado afiliados');
  fireEvent.click(screen.getByRole('button', { name: /Importar$/ }));
  return dialogo('Importar');
}

const xlsx = (nombre = 'libro.xlsx') =>
  new File([new Uint8Array([80, 75, 3, 4])], nombre, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function elegirArchivo(modal: HTMLElement, archivo: File): void {
  fireEvent.change(modal.querySelector('input[type=file]')!, { target: { files: [archivo] } });
}

test('SPEC 9: la fila inicial por defecto es 5, 2 y 4 según el tipo; la plantilla es la del tipo elegido', async () => {
  const plantillaMock = simular('admin', 'plantilla', new Response('xlsx'));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:plantilla'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const modal = await abrir();
  const fila = within(modal).getByRole('spinbutton', { name: 'Fila inicial' });
  expect(fila).toHaveValue('5');
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliados');
  expect(fila).toHaveValue('2');
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliación');
  expect(fila).toHaveValue('4');
  fireEvent.click(within(modal).getByRole('button', { name: /Descargar plantilla/ }));
  await waitFor(() =>
    expect(plantillaMock).toHaveBeenCalledWith(expect.objectContaining({ params: { tipo: 'afiliacion' } })),
  );
});

test('solo .xlsx; Revisar pide la vista previa con tipo y fila, muestra el avance y el resumen', async () => {
  const modal = await abrir();
  expect(within(modal).getByRole('button', { name: /Importar$/ })).toBeDisabled();
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  expect(await within(modal).findByText('Elija el archivo .xlsx')).toBeInTheDocument();
  elegirArchivo(modal, xlsx('datos.csv'));
  expect(await within(modal).findByText('El archivo debe ser .xlsx')).toBeInTheDocument();
  elegirArchivo(modal, xlsx('corte.xlsx'));
  expect(await within(modal).findByText('corte.xlsx')).toBeInTheDocument();
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  await waitFor(() => expect(importarMock).toHaveBeenCalledTimes(1));
  expect(importarMock).toHaveBeenCalledWith({
    metodo: 'POST',
    url: '/api/admin/importar',
    tipo: 'aportes',
    fila: '5',
    vista_previa: '1',
    archivo: 'corte.xlsx',
  });
  const xhr = XhrFalso.ultimo!;
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
  expect(await within(modal).findByText('Subiendo el archivo...')).toBeInTheDocument();
  expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  act(() => xhr.upload.onload?.());
  expect(await within(modal).findByText('Procesando el archivo en el servidor...')).toBeInTheDocument();
  await act(() => xhr.responder(PREVIA));
  const resumen = await within(modal).findByRole('region', { name: 'Vista previa' });
  expect(resumen).toHaveTextContent('Vista previa: aún no se ha importado nada.');
  expect(resumen).toHaveTextContent('Corte30/11/2026 (se reemplaza)');
  expect(resumen).toHaveTextContent('Aportes del cortehoy 642; quedaría con 600');
  expect(resumen).toHaveTextContent('El corte 30/11/2026 tiene 642 aportes; quedaría con 600.');
  expect(resumen).toHaveTextContent('Hojas que no se importan: Instrucciones');
  expect(within(resumen).getByRole('list', { name: 'Filas rechazadas' })).toHaveTextContent(
    'Hoja1, fila 4, columna A (Documento): «12a» no es un documento: escriba solo dígitos',
  );
  expect(within(modal).getByRole('textbox', { name: 'Resultado' })).toHaveValue('');
});

test('Importar confirma la vista previa (sin vista_previa) y el resultado final va al área de texto', async () => {
  importarMock.mockReturnValueOnce(PREVIA).mockReturnValueOnce(RESULTADO);
  const modal = await abrir();
  elegirArchivo(modal, xlsx('corte.xlsx'));
  await within(modal).findByText('corte.xlsx');
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  await within(modal).findByRole('region', { name: 'Vista previa' });
  const confirmar = within(modal).getByRole('button', { name: /Importar$/ });
  await waitFor(() => expect(confirmar).toBeEnabled());
  fireEvent.click(confirmar);
  const area = within(modal).getByRole('textbox', { name: 'Resultado' });
  await waitFor(() => expect(area).toHaveValue(RESULTADO.mensaje));
  expect(importarMock).toHaveBeenNthCalledWith(
    1,
    expect.objectContaining({ tipo: 'aportes', fila: '5', vista_previa: '1', archivo: 'corte.xlsx' }),
  );
  expect(importarMock).toHaveBeenNthCalledWith(
    2,
    expect.objectContaining({ tipo: 'aportes', fila: '5', vista_previa: null, archivo: 'corte.xlsx' }),
  );
  expect(within(modal).queryByRole('region', { name: 'Vista previa' })).toBeNull();
});

test('una vista previa sin nada que escribir no deja confirmar; cambiar el tipo la descarta', async () => {
  importarMock.mockReturnValue({
    ...PREVIA,
    creados: 0,
    motivo_sin_escribir: 'el corte 30/11/2026 quedaría sin aportes',
    avisos: ['El corte 30/11/2026 tiene 642 aportes; quedaría con 0.'],
  });
  const modal = await abrir();
  elegirArchivo(modal, xlsx());
  await within(modal).findByText('libro.xlsx');
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  const resumen = await within(modal).findByRole('region', { name: 'Vista previa' });
  expect(resumen).toHaveTextContent('No hay nada que importar: el corte 30/11/2026 quedaría sin aportes.');
  expect(resumen).toHaveTextContent('El corte 30/11/2026 tiene 642 aportes; quedaría con 0.');
  expect(within(modal).getByRole('button', { name: /Importar$/ })).toBeDisabled();
  await elegir(within(modal).getByRole('combobox', { name: 'Tipo de archivo' }), 'Afiliados');
  expect(within(modal).queryByRole('region', { name: 'Vista previa' })).toBeNull();
});

test("el error del servidor va al área de resultados; sin texto del servidor, 'Error en la petición.'", async () => {
  // un error de la API con su texto; luego uno de red, sin texto del servidor
  importarMock
    .mockReturnValueOnce(errorApi(400, 'El archivo debe ser .xlsx'))
    .mockReturnValueOnce(HttpResponse.error());
  const modal = await abrir();
  elegirArchivo(modal, xlsx());
  await within(modal).findByText('libro.xlsx');
  const area = within(modal).getByRole('textbox', { name: 'Resultado' });
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  await waitFor(() => expect(area).toHaveValue('El archivo debe ser .xlsx'));
  fireEvent.click(within(modal).getByRole('button', { name: /Revisar/ }));
  await waitFor(() => expect(area).toHaveValue(ERROR_PETICION));
  expect(ERROR_PETICION).toBe('Error en la petición.');
  // sin el diálogo 'Error' encima: el modal muestra el suyo
  expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull();
});
