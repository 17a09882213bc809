import { useSesion } from '@fondo/runtime';
import { ERROR_PETICION, ErrorImportacion, importar, type AvanceImportacion } from './admin';

/** Un XMLHttpRequest falso: guarda lo enviado y deja responder a la prueba. */
class XhrFalso {
  static ultimo: XhrFalso | null = null;
  metodo = '';
  url = '';
  cabeceras: Record<string, string> = {};
  cuerpo: FormData | null = null;
  status = 0;
  responseText = '';
  respuesta: Record<string, string> = {};
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    XhrFalso.ultimo = this;
  }
  open(m: string, u: string): void {
    this.metodo = m;
    this.url = u;
  }
  setRequestHeader(k: string, v: string): void {
    this.cabeceras[k] = v;
  }
  getResponseHeader(k: string): string | null {
    return this.respuesta[k] ?? null;
  }
  send(c: FormData): void {
    this.cuerpo = c;
  }
  responder(status: number, texto: string, cabeceras: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = texto;
    this.respuesta = cabeceras;
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = XhrFalso as unknown as typeof XMLHttpRequest;
  useSesion.setState({ access_token: 'tok-1', usuario: null, roles: ['superadmin'], actualizacion_datos: 'ok' });
});
afterAll(() => {
  globalThis.XMLHttpRequest = original;
});

test('POST /api/admin/importar en multipart (tipo, fila y luego el archivo) con la sesión; avance y resultado', async () => {
  const avances: AvanceImportacion[] = [];
  const p = importar(new Blob(['x']), 'libro.xlsx', 'aportes', 5, (a) => avances.push(a));
  const xhr = XhrFalso.ultimo!;
  expect(xhr.metodo).toBe('POST');
  expect(xhr.url).toBe('/api/admin/importar');
  expect(xhr.cabeceras.Authorization).toBe('bearer tok-1');
  expect([...xhr.cuerpo!.keys()]).toEqual(['tipo', 'fila', 'file']);
  expect(xhr.cuerpo!.get('tipo')).toBe('aportes');
  expect(xhr.cuerpo!.get('fila')).toBe('5');
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
  xhr.upload.onload?.();
  xhr.responder(
    200,
    JSON.stringify({ mensaje: 'Filas leídas: 1.', corte: { id_corte: 3, corte: '2026-10-31T00:00:00.000Z' } }),
    { token: 'tok-2' },
  );
  const r = await p;
  expect(avances).toEqual([{ fase: 'subiendo', fraccion: 0.25 }, { fase: 'procesando' }]);
  expect(r.mensaje).toBe('Filas leídas: 1.');
  expect(r.corte?.corte).toBe('2026-10-31');
  // la cabecera token renueva la sesión (SPEC 4)
  expect(useSesion.getState().access_token).toBe('tok-2');
  // la vista previa va como campo antes del archivo
  void importar(new Blob(['x']), 'libro.xlsx', 'aportes', 5, undefined, true).catch(() => undefined);
  expect([...XhrFalso.ultimo!.cuerpo!.keys()]).toEqual(['tipo', 'fila', 'vista_previa', 'file']);
  expect(XhrFalso.ultimo!.cuerpo!.get('vista_previa')).toBe('1');
});

test("el error del servidor tal cual; sin texto, 'Error en la petición.' (sin trazas)", async () => {
  let p = importar(new Blob(['x']), 'a.xlsx', 'afiliados', 2);
  XhrFalso.ultimo!.responder(415, JSON.stringify({ error: 'El archivo debe ser .xlsx' }));
  await expect(p).rejects.toEqual(new ErrorImportacion('El archivo debe ser .xlsx'));
  p = importar(new Blob(['x']), 'a.xlsx', 'afiliados', 2);
  XhrFalso.ultimo!.responder(502, '<html>Bad Gateway at stack trace</html>');
  await expect(p).rejects.toEqual(new ErrorImportacion(ERROR_PETICION));
  p = importar(new Blob(['x']), 'a.xlsx', 'afiliados', 2);
  XhrFalso.ultimo!.onerror?.();
  await expect(p).rejects.toEqual(new ErrorImportacion(ERROR_PETICION));
});
