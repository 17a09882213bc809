import { render, screen, waitFor, within } from '@testing-library/react';
import { crearClienteConsultas, useSesion, QueryClientProvider } from '@fondo/runtime';
import { errorApi, manejador, usarServidor } from '@fondo/testing/red';
import { AvisosDeError } from '../manejar-error';
import { ProveedoresFondo } from '../proveedores';
import {
  clavesArchivos,
  descargarAdjunto,
  leerComoDataUrl,
  limpiarImagen,
  obtenerArchivo,
  subirArchivo,
  useImagen,
} from './index';

// La red simulada (MSW): cada prueba ejercita la URL y el método reales de la tabla de rutas.
const servidor = usarServidor();

/** Las peticiones que llegaron a la red simulada. */
let peticiones: Request[] = [];
const anotar = (r: Request): void => void peticiones.push(r.clone());

/** GET /api/archivos/:id_archivo responde `r()`. */
function responderArchivo(r: () => Response): void {
  servidor.use(
    manejador('archivos', 'leer', ({ request }) => {
      anotar(request);
      return r();
    }),
  );
}

const pdf = () => new File(['%PDF-1.4 hola'], 'recibo.pdf', { type: 'application/pdf' });

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  peticiones = [];
  useSesion.setState({ access_token: 'token-de-prueba', usuario: null, roles: [], actualizacion_datos: '' });
  URL.createObjectURL = jest.fn(() => 'blob:imagen');
  URL.revokeObjectURL = jest.fn();
});

test('leerComoDataUrl da el data URL con el tipo y los bytes en base64', async () => {
  expect(await leerComoDataUrl(new Blob(['hola'], { type: 'text/plain' }))).toBe('data:text/plain;base64,aG9sYQ==');
});

test('subirArchivo: POST archivos con { file, name, uso }; responde lo que guardó el servidor', async () => {
  const cuerpos: unknown[] = [];
  servidor.use(
    manejador('archivos', 'subir', ({ cuerpo }) => {
      cuerpos.push(cuerpo);
      return { id_archivo: 8, nombre: 'recibo.pdf' };
    }),
  );
  expect(await subirArchivo(pdf(), 'adjunto')).toEqual({ id_archivo: 8, nombre: 'recibo.pdf' });
  expect(cuerpos).toEqual([
    { file: 'data:application/pdf;base64,JVBERi0xLjQgaG9sYQ==', name: 'recibo.pdf', uso: 'adjunto' },
  ]);
});

test('limpiarImagen: la foto a archivos/limpiar-foto y la firma a archivos/limpiar-imagen, con { file, name }', async () => {
  const llamadas: [string, unknown][] = [];
  servidor.use(
    manejador('imagenes', 'limpiarFoto', ({ request, cuerpo }) => {
      llamadas.push([new URL(request.url).pathname, cuerpo]);
      return { id_archivo: 3, nombre: 'foto.jpg' };
    }),
    manejador('imagenes', 'limpiarImagen', ({ request, cuerpo }) => {
      llamadas.push([new URL(request.url).pathname, cuerpo]);
      return { id_archivo: 4, nombre: 'firma.png' };
    }),
  );
  const foto = new File(['jpg'], 'foto.jpg', { type: 'image/jpeg' });
  expect(await limpiarImagen(foto, 'foto')).toEqual({ id_archivo: 3, nombre: 'foto.jpg' });
  await limpiarImagen(new File(['png'], 'firma.png', { type: 'image/png' }), 'firma');
  expect(llamadas).toEqual([
    ['/api/archivos/limpiar-foto', { file: 'data:image/jpeg;base64,anBn', name: 'foto.jpg' }],
    ['/api/archivos/limpiar-imagen', { file: 'data:image/png;base64,cG5n', name: 'firma.png' }],
  ]);
});

test('un archivo que no se puede leer no llega al servidor', async () => {
  const subir = jest.fn(() => ({ id_archivo: 1, nombre: 'x' }));
  servidor.use(manejador('archivos', 'subir', subir));
  const roto = new File(['x'], 'roto.pdf');
  jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
  });
  await expect(subirArchivo(roto, 'pdf')).rejects.toThrow('No se pudo leer el archivo');
  expect(subir).not.toHaveBeenCalled();
});

test('obtenerArchivo: GET /api/archivos/{id} con la sesión, como Blob', async () => {
  responderArchivo(() => new Response('bytes', { headers: { 'Content-Type': 'image/png' } }));
  const b = await obtenerArchivo(12);
  expect(await b.text()).toBe('bytes');
  expect(new URL(peticiones[0]!.url).pathname).toBe('/api/archivos/12');
  expect(peticiones[0]!.headers.get('Authorization')).toMatch(/^bearer token-de-prueba$/i);
});

test('descargarAdjunto guarda /api/archivos/{id} con su nombre', async () => {
  responderArchivo(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
  const nombres: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    nombres.push(this.download);
  });
  await descargarAdjunto(5, 'certificado.pdf');
  expect(new URL(peticiones[0]!.url).pathname).toBe('/api/archivos/5');
  expect(nombres).toEqual(['certificado.pdf']);
});

function Imagen(props: { id: number | null }) {
  const url = useImagen(props.id);
  return url ? <img alt="la imagen" src={url} /> : <p>sin imagen</p>;
}

function montar(id: number | null) {
  const cliente = crearClienteConsultas();
  const arbol = (i: number | null) => (
    <QueryClientProvider client={cliente}>
      <ProveedoresFondo>
        <AvisosDeError />
        <Imagen id={i} />
      </ProveedoresFondo>
    </QueryClientProvider>
  );
  const r = render(arbol(id));
  return { ...r, cliente, cambiar: (i: number | null) => r.rerender(arbol(i)) };
}

test('useImagen: la imagen guardada como URL local, que se libera al cambiar de imagen', async () => {
  responderArchivo(() => new Response('png', { headers: { 'Content-Type': 'image/png' } }));
  const m = montar(4);
  expect(await screen.findByRole('img', { name: 'la imagen' })).toHaveAttribute('src', 'blob:imagen');
  expect(new URL(peticiones[0]!.url).pathname).toBe('/api/archivos/4');
  expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  m.cambiar(null);
  expect(await screen.findByText('sin imagen')).toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:imagen');
  expect(peticiones).toHaveLength(1);
});

test('useImagen: sin id no pide nada; una falla deja el marcador sin diálogo de error', async () => {
  responderArchivo(() => errorApi(404, 'No existe el archivo'));
  montar(null);
  expect(screen.getByText('sin imagen')).toBeInTheDocument();
  expect(peticiones).toHaveLength(0);

  const m = montar(9);
  await waitFor(() => expect(m.cliente.getQueryState(clavesArchivos.uno(9))?.status).toBe('error'));
  expect(peticiones).toHaveLength(1); // un 404 no se reintenta
  expect(within(m.container).getByText('sin imagen')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
