// El cliente de la tabla real: tipos de sus operaciones (tsc) y una llamada de punta a punta.
import { cliente } from './rutas';
import { useSesion } from '../sesion/sesion';

test('cada operación de la tabla es una función con su ruta', () => {
  expect(cliente.productos.resumen.ruta({ params: { id: 'me' } })).toBe('afiliados/me/resumen');
  expect(cliente.solicitudes.plantilla.ruta({ consulta: {} })).toBe('solicitudes-credito/plantilla');
  expect(typeof cliente.admin.importar.subir).toBe('function');
  expect(typeof cliente.certificados.descargar.descargar).toBe('function');
});

test('GET con el token de la sesión y la respuesta JSON', async () => {
  useSesion.setState({ access_token: 't', usuario: null, roles: ['afiliado'], actualizacion_datos: 'ok' });
  const vistas: Request[] = [];
  globalThis.fetch = jest.fn((r: RequestInfo | URL) => {
    vistas.push(r as Request);
    return Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
  await expect(cliente.tiposCredito.listar()).resolves.toEqual([]);
  expect(new URL(vistas[0]!.url).pathname).toBe('/api/tipos-credito');
});

// Pruebas de tipos sobre la tabla real: lo equivocado no compila.
function tipos(): void {
  // @ts-expect-error ruta inexistente
  void cliente.productos.saldo;
  // @ts-expect-error falta el parámetro id
  void cliente.productos.resumen();
  // @ts-expect-error parámetro con otro nombre
  void cliente.productos.resumen({ params: { afiliado: 'me' } });
  // @ts-expect-error esta operación no tiene cuerpo
  void cliente.productos.resumen({ params: { id: 'me' }, cuerpo: {} });
  // @ts-expect-error el cuerpo del mensaje no tiene esa forma
  void cliente.mensajes.escribir({ cuerpo: { texto: 1 } });
  // @ts-expect-error una descarga binaria no es JSON
  const _b: Promise<{ a: number }> = cliente.manuales.administrador();
  const _r: Promise<{ total: number }> = cliente.solicitudes.listarMias({ consulta: {} });
}
void tipos;
