import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useSesion } from '@fondo/runtime';
import { ProveedoresFondo } from '../proveedores';
import {
  DocumentoFotos,
  ProveedorSubidas,
  TEXTO_ESPERANDO_SUBIDAS,
  TextoEsperandoSubidas,
  useSubidasEnCurso,
} from './index';

/** Lo que recibió el servidor simulado: ruta y cuerpo JSON. */
let recibido: { ruta: string; cuerpo: Record<string, unknown> }[] = [];
/** Respuesta de una ruta de página: por defecto un id nuevo; una prueba puede forzar un error. */
let respuestaPagina: (n: number) => Response;

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  recibido = [];
  let paginas = 0;
  let pdfs = 0;
  respuestaPagina = (n) => json({ id_archivo: 10 + n, nombre: `pagina${n}.jpg` });
  useSesion.setState({ access_token: 'token-de-prueba', usuario: null, roles: [], actualizacion_datos: '' });
  URL.createObjectURL = jest.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = jest.fn();
  globalThis.fetch = jest.fn(async (p: RequestInfo | URL) => {
    const r = p as Request;
    const ruta = new URL(r.url).pathname;
    const cuerpo = (await r.json()) as Record<string, unknown>;
    recibido.push({ ruta, cuerpo });
    if (ruta === '/api/archivos/pagina-foto') return respuestaPagina(++paginas);
    if (ruta === '/api/archivos/pdf-de-fotos') return json({ id_archivo: 100 + ++pdfs, nombre: String(cuerpo.name) });
    if (ruta === '/api/archivos') return json({ id_archivo: 50, nombre: String(cuerpo.name) });
    return json({ error: 'No encontrado' }, 404);
  }) as typeof fetch;
});

const cambios: (number | null)[] = [];

function Campo() {
  const [valor, setValor] = useState<number | null>(null);
  return (
    <ProveedoresFondo>
      <DocumentoFotos
        id="ultimo_desprendible"
        etiqueta="Último desprendible de pago"
        value={valor}
        onChange={(v) => {
          cambios.push(v);
          setValor(v);
        }}
      />
      <output data-testid="valor">{String(valor)}</output>
    </ProveedoresFondo>
  );
}

function montar() {
  cambios.length = 0;
  const r = render(<Campo />);
  const entrada = r.container.querySelector<HTMLInputElement>('input[data-entrada="archivos"]')!;
  const elegir = (...archivos: File[]) => fireEvent.change(entrada, { target: { files: archivos } });
  return { ...r, entrada, elegir };
}

const foto = (nombre: string, tipo = 'image/jpeg') => new File([`bytes de ${nombre}`], nombre, { type: tipo });
const valor = () => screen.getByTestId('valor').textContent;
const rutas = () => recibido.map((r) => r.ruta);

test('dos fotos: cada una se sube como página, en miniatura, y el servidor las une en un PDF en ese orden', async () => {
  const m = montar();
  m.elegir(foto('frente.jpg'), foto('reverso.png', 'image/png'));
  expect(await screen.findByRole('img', { name: 'Página 1' })).toHaveAttribute('src', 'blob:frente.jpg');
  expect(screen.getByRole('img', { name: 'Página 2' })).toHaveAttribute('src', 'blob:reverso.png');
  await waitFor(() => expect(valor()).toBe('101'));
  expect(rutas()).toEqual(['/api/archivos/pagina-foto', '/api/archivos/pagina-foto', '/api/archivos/pdf-de-fotos']);
  expect(recibido[0]!.cuerpo).toEqual({
    file: `data:image/jpeg;base64,${btoa('bytes de frente.jpg')}`,
    name: 'frente.jpg',
  });
  expect(recibido[2]!.cuerpo).toEqual({ paginas: [11, 12], name: 'Último desprendible de pago.pdf' });
  expect(screen.getByText('Último desprendible de pago.pdf: 2 páginas en PDF')).toBeInTheDocument();
});

test('reordenar o quitar una página deja el campo vacío hasta que el nuevo PDF está listo', async () => {
  const m = montar();
  m.elegir(foto('a.jpg'), foto('b.jpg'), foto('c.jpg'));
  await waitFor(() => expect(valor()).toBe('101'));
  expect(screen.getByRole('button', { name: 'Subir página 1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Bajar página 3' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Bajar página 1' }));
  await waitFor(() => expect(valor()).toBe('102'));
  expect(recibido.at(-1)!.cuerpo.paginas).toEqual([12, 11, 13]);
  expect(screen.getByRole('img', { name: 'Página 1' })).toHaveAttribute('src', 'blob:b.jpg');

  fireEvent.click(screen.getByRole('button', { name: 'Quitar página 3' }));
  await waitFor(() => expect(valor()).toBe('103'));
  expect(recibido.at(-1)!.cuerpo.paginas).toEqual([12, 11]);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:c.jpg');
  // Entre un documento y el siguiente el campo queda vacío: nunca envía un PDF que no es el que se ve.
  expect(cambios).toEqual([101, null, 102, null, 103]);
});

test('una página que el servidor rechaza muestra su error en español; reintentada, se arma el PDF', async () => {
  respuestaPagina = () => json({ error: 'La imagen debe ser JPG o PNG' }, 415);
  const m = montar();
  m.elegir(foto('falsa.jpg'));
  expect(await screen.findByText('La imagen debe ser JPG o PNG')).toBeInTheDocument();
  expect(screen.getByText(/quite las páginas con error/)).toBeInTheDocument();
  expect(rutas()).not.toContain('/api/archivos/pdf-de-fotos');
  expect(valor()).toBe('null');

  respuestaPagina = (n) => json({ id_archivo: 10 + n, nombre: 'p.jpg' });
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar página 1' }));
  await waitFor(() => expect(valor()).toBe('101'));
  expect(recibido.at(-1)!.cuerpo.paginas).toEqual([12]);
});

test('lo que no es foto ni PDF, un archivo vacío o de más de 10 MB: aviso en español y nada se envía', async () => {
  const m = montar();
  m.elegir(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'notas.txt: el archivo debe ser una foto JPG, PNG, HEIC o WebP, o un PDF',
  );
  m.elegir(new File([], 'vacia.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('vacia.jpg: el archivo está vacío');
  const grande = foto('grande.jpg');
  Object.defineProperty(grande, 'size', { value: 11 * 1024 * 1024 });
  m.elegir(grande);
  expect(await screen.findByRole('alert')).toHaveTextContent('grande.jpg: supera el tamaño máximo de 10 MB');
  expect(recibido).toEqual([]);
});

test('un PDF va como está (POST /api/archivos, uso pdf) y solo: con fotos se pide elegir', async () => {
  const m = montar();
  m.elegir(new File(['%PDF-1.4'], 'carta.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(valor()).toBe('50'));
  expect(recibido).toEqual([
    {
      ruta: '/api/archivos',
      cuerpo: { file: `data:application/pdf;base64,${btoa('%PDF-1.4')}`, name: 'carta.pdf', uso: 'pdf' },
    },
  ]);
  expect(screen.getByText('carta.pdf cargado')).toBeInTheDocument();
  // Con el PDF puesto no se ofrecen páginas; 'Limpiar' lo quita.
  expect(screen.queryByRole('button', { name: /Agregar página/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Limpiar Último desprendible de pago' }));
  expect(valor()).toBe('null');

  m.elegir(foto('a.jpg'));
  await waitFor(() => expect(valor()).toBe('101'));
  m.elegir(new File(['%PDF-1.4'], 'otra.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Un PDF es el documento completo');
  expect(valor()).toBe('101');
});

test('Limpiar quita todas las páginas y vacía el campo', async () => {
  const m = montar();
  m.elegir(foto('a.jpg'), foto('b.jpg'));
  await waitFor(() => expect(valor()).toBe('101'));
  fireEvent.click(screen.getByRole('button', { name: 'Limpiar Último desprendible de pago' }));
  expect(valor()).toBe('null');
  expect(screen.queryByRole('img', { name: /Página/ })).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:b.jpg');
});

test('accept de fotos y PDF; en un teléfono (dedo) también "Tomar foto" con la cámara trasera', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({
    matches: q === '(pointer: coarse)',
    media: q,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    const m = montar();
    expect(m.entrada).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/heic,image/heif,image/webp,.jpg,.jpeg,.png,.heic,.heif,.webp,application/pdf,.pdf',
    );
    expect(m.entrada).toHaveAttribute('multiple');
    const camara = m.container.querySelector<HTMLInputElement>('input[data-entrada="camara"]')!;
    expect(camara).toHaveAttribute('capture', 'environment');
    expect(camara).toHaveAttribute('accept', 'image/jpeg,image/png,image/heic,image/heif,image/webp');
    const clic = jest.spyOn(camara, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Tomar foto: Último desprendible de pago' }));
    expect(clic).toHaveBeenCalled();
    // act con una promesa: React vacía también lo que el evento deja en microtareas
    await act(() => Promise.resolve(fireEvent.change(camara, { target: { files: [foto('camara.jpg')] } })));
    await waitFor(() => expect(valor()).toBe('101'));
    expect(
      within(screen.getByRole('list', { name: 'Páginas de Último desprendible de pago' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  } finally {
    window.matchMedia = original;
  }
});

test('con el mouse no se ofrece "Tomar foto" (el selector ya abre los archivos)', () => {
  montar();
  expect(screen.queryByRole('button', { name: /Tomar foto/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar página: Último desprendible de pago' })).toHaveAttribute(
    'id',
    'ultimo_desprendible',
  );
});

/** El formulario que espera: 'Enviar' espera las subidas del control y anota el valor que ve al terminar. */
function CampoEnFormulario(props: { alTerminar: (valor: number | null) => void }) {
  const [valor, setValor] = useState<number | null>(null);
  const actual = useRef<number | null>(null);
  const subidas = useSubidasEnCurso();
  return (
    <ProveedoresFondo>
      <ProveedorSubidas subidas={subidas}>
        <DocumentoFotos
          etiqueta="Último desprendible de pago"
          value={valor}
          onChange={(v) => {
            actual.current = v;
            setValor(v);
          }}
        />
      </ProveedorSubidas>
      <button type="button" onClick={() => void subidas.terminar().then(() => props.alTerminar(actual.current))}>
        Enviar
      </button>
      <TextoEsperandoSubidas subidas={subidas} />
    </ProveedoresFondo>
  );
}

test('un formulario que espera las subidas sigue cuando las páginas están arriba y unidas en el PDF, no antes', async () => {
  const vistos: (number | null)[] = [];
  const r = render(<CampoEnFormulario alTerminar={(v) => vistos.push(v)} />);
  const entrada = r.container.querySelector<HTMLInputElement>('input[data-entrada="archivos"]')!;
  fireEvent.change(entrada, { target: { files: [foto('frente.jpg'), foto('reverso.jpg')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getByRole('status')).toHaveTextContent(TEXTO_ESPERANDO_SUBIDAS);
  await waitFor(() => expect(vistos).toEqual([101]));
  expect(rutas()).toEqual(['/api/archivos/pagina-foto', '/api/archivos/pagina-foto', '/api/archivos/pdf-de-fotos']);
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
});

test('si el PDF de las páginas no se puede armar, el formulario deja de esperar (y el campo sigue vacío)', async () => {
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (p: RequestInfo | URL) => {
    const ruta = new URL((p as Request).url).pathname;
    if (ruta === '/api/archivos/pdf-de-fotos') return json({ error: 'No se pudo unir las páginas' }, 400);
    return original(p);
  }) as typeof fetch;
  const vistos: (number | null)[] = [];
  const r = render(<CampoEnFormulario alTerminar={(v) => vistos.push(v)} />);
  const entrada = r.container.querySelector<HTMLInputElement>('input[data-entrada="archivos"]')!;
  fireEvent.change(entrada, { target: { files: [foto('frente.jpg')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(vistos).toEqual([null]));
  expect(await screen.findByText('No se pudo unir las páginas')).toBeInTheDocument();
});
