// El cliente tipado sobre una tabla de prueba con la forma de `rutas` de @fondo/contrato.
import { configurarApi } from './cliente';
import { crearCliente, rutaConParametros } from './tipado';
import { useSesion } from '../sesion/sesion';
import { tabla, type TiposPrueba } from './tabla-prueba';

const cliente = crearCliente<typeof tabla, TiposPrueba>(tabla);

let peticiones: Request[] = [];
function responder(fn: (r: Request) => Response): void {
  globalThis.fetch = jest.fn((entrada: RequestInfo | URL) => {
    const r = entrada as Request;
    peticiones.push(r);
    return Promise.resolve(fn(r));
  }) as typeof fetch;
}
const json = (c: unknown, status = 200, cabeceras: Record<string, string> = {}) =>
  new Response(JSON.stringify(c), { status, headers: { 'Content-Type': 'application/json', ...cabeceras } });

beforeEach(() => {
  peticiones = [];
  useSesion.setState({ access_token: 'tok-1', usuario: null, roles: ['afiliado'], actualizacion_datos: 'ok' });
});

test('arma la ruta con sus parámetros y la consulta sin ausentes; el método de la tabla', async () => {
  responder(() => json({ aportes: 7 }));
  const r: { aportes: number } = await cliente.afiliados.resumen({ params: { id: 'me' } });
  expect(r).toEqual({ aportes: 7 });
  expect(new URL(peticiones[0]!.url).pathname).toBe('/api/afiliados/me/resumen');
  expect(peticiones[0]!.method).toBe('GET');
  expect(peticiones[0]!.headers.get('Authorization')).toBe('bearer tok-1');

  responder(() => json({ total: 0 }));
  await cliente.solicitudes.listarMias({ consulta: { pagina: 2, texto: undefined } });
  expect(new URL(peticiones[1]!.url).search).toBe('?pagina=2');
  await cliente.solicitudes.listarMias();
  expect(peticiones[2]!.url).toMatch(/\/api\/afiliados\/me\/solicitudes-credito$/);
});

test('el cuerpo va como JSON (o como formulario si se pide); DELETE con su parámetro', async () => {
  responder(() => json({ id: 4 }));
  await expect(cliente.solicitudes.radicar({ cuerpo: { monto: 5 } })).resolves.toEqual({ id: 4 });
  expect(peticiones[0]!.method).toBe('POST');
  await expect(peticiones[0]!.json()).resolves.toEqual({ monto: 5 });
  await cliente.solicitudes.radicar({ cuerpo: { monto: 6 } }, { formulario: true });
  await expect(peticiones[1]!.text()).resolves.toBe('monto=6');
  responder(() => new Response(null, { status: 204 }));
  await cliente.solicitudes.eliminar({ params: { id: 9 } });
  expect(peticiones[2]!.method).toBe('DELETE');
  expect(new URL(peticiones[2]!.url).pathname).toBe('/api/solicitudes-credito/9');
});

test('una operación binaria da el Blob o lo descarga con el nombre del servidor', async () => {
  responder(() => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="c.pdf"' } }));
  const b = await cliente.afiliados.certificado({ params: { id: 3 }, consulta: { tipo: 'aportes' } });
  expect(await b.text()).toBe('%PDF');
  expect(peticiones[0]!.url).toMatch(/\/api\/afiliados\/3\/certificado\?tipo=aportes$/);
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await cliente.afiliados.certificado.descargar('otro.pdf', { params: { id: 3 }, consulta: { tipo: 'aportes' } });
  expect(clic).toHaveBeenCalled();
  expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe('c.pdf');
  expect(cliente.afiliados.certificado.ruta({ params: { id: 'me' }, consulta: { tipo: 'x y' } })).toBe(
    'afiliados/me/certificado?tipo=x+y',
  );
});

test("'Token expirado' y la renovación pasan por la misma política", async () => {
  const alExpirar = jest.fn();
  const deshacer = configurarApi({ alExpirarSesion: alExpirar });
  responder(() => json({ error: 'Token expirado' }, 401, { token: 'tok-2' }));
  await expect(cliente.afiliados.resumen({ params: { id: 'me' } })).rejects.toThrow();
  expect(alExpirar).toHaveBeenCalled();
  expect(useSesion.getState().access_token).toBe('tok-2');
  deshacer();
});

test('un parámetro que falta es un error antes de pedir', () => {
  expect(() => rutaConParametros('/a/:id/b', {})).toThrow("Falta el parámetro 'id' de /a/:id/b");
  expect(rutaConParametros('/a/:id', { id: 'x/y' })).toBe('a/x%2Fy');
});

// Pruebas de tipos: lo equivocado no compila (tsc revisa este archivo).
function tipos(): void {
  // @ts-expect-error operación que no está en la tabla
  void cliente.afiliados.borrar;
  // @ts-expect-error grupo que no está en la tabla
  void cliente.mensajes;
  // @ts-expect-error falta el parámetro de la ruta
  void cliente.afiliados.resumen({});
  // @ts-expect-error parámetro con otro nombre
  void cliente.afiliados.resumen({ params: { afiliado: 3 } });
  // @ts-expect-error cuerpo de otra forma
  void cliente.solicitudes.radicar({ cuerpo: { valor: 5 } });
  // @ts-expect-error sin el cuerpo requerido
  void cliente.solicitudes.radicar();
  // @ts-expect-error una consulta que la operación no tiene
  void cliente.solicitudes.listarMias({ consulta: { estado: 'x' } });
  // @ts-expect-error la respuesta tiene su tipo
  const _r: Promise<{ otro: string }> = cliente.afiliados.resumen({ params: { id: 'me' } });
  // @ts-expect-error una operación JSON no se descarga
  void cliente.solicitudes.listarMias.descargar;
  // @ts-expect-error una operación binaria responde un Blob, no JSON
  const _b: Promise<{ aportes: number }> = cliente.afiliados.certificado({
    params: { id: 1 },
    consulta: { tipo: 'a' },
  });
}
void tipos;
