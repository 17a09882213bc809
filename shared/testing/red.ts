// Pruebas de pantallas con la red simulada (MSW): los manejadores salen de la misma tabla de rutas
// que el cliente tipado, así que una prueba ejercita la URL y el método reales y la respuesta tiene su tipo.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { rutas, type Grupo, type Operacion, type PeticionDe, type RespuestaDe, type Rutas } from '@fondo/contrato';

interface OperacionRed {
  readonly metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly ruta: string;
  readonly binario?: true;
}
type TablaRed = Readonly<Record<string, Readonly<Record<string, OperacionRed>>>>;
type TiposRed<T extends TablaRed> = {
  readonly [G in keyof T]: { readonly [O in keyof T[G]]: { peticion: object; respuesta: unknown } };
};

/** Lo que recibe un resolvedor: la petición real ya leída. */
export interface PeticionRecibida<P> {
  request: Request;
  /** Parámetros de la ruta (siempre texto). */
  params: Record<string, string>;
  consulta: URLSearchParams;
  /** El cuerpo JSON (undefined si no hay o no es JSON). */
  cuerpo: P extends { cuerpo?: infer C } ? C | undefined : undefined;
}

type Resultado<R> = R | Response | Promise<R | Response>;
type RespuestaDeTipos<X, G, O> = G extends keyof X
  ? O extends keyof X[G]
    ? X[G][O] extends { respuesta: infer R }
      ? R
      : never
    : never
  : never;
type PeticionDeTipos<X, G, O> = G extends keyof X
  ? O extends keyof X[G]
    ? X[G][O] extends { peticion: infer P }
      ? P
      : never
    : never
  : never;

/** Una respuesta de error con el cuerpo { error } de la API (SPEC 8). */
export function errorApi(status: number, error: string): Response {
  return HttpResponse.json({ error }, { status });
}

async function leerCuerpo(r: Request): Promise<unknown> {
  if (!(r.headers.get('Content-Type') ?? '').includes('json')) return undefined;
  const texto = await r.clone().text();
  return texto === '' ? undefined : (JSON.parse(texto) as unknown);
}

/**
 * `manejador(grupo, operacion, resolvedor)` sobre una tabla: un manejador de MSW para /api + la ruta de la
 * tabla y su método. El resolvedor devuelve la respuesta tipada (va como JSON; undefined: 204) o un Response
 * (errores, binarios). Las peticiones quedan en `recibidas` de cada manejador para comprobarlas.
 */
export function crearManejadores<T extends TablaRed, X extends TiposRed<T>>(tabla: T) {
  // Como en Fastify, una ruta fija gana a una con parámetros ('/mensajes/importar' no es '/mensajes/:id').
  const fijas = new Set<string>();
  for (const ops of Object.values(tabla)) {
    for (const op of Object.values(ops)) if (!op.ruta.includes(':')) fijas.add(`${op.metodo} /api${op.ruta}`);
  }
  return function manejador<G extends keyof T & string, O extends keyof T[G] & string>(
    grupo: G,
    operacion: O,
    resolvedor: (p: PeticionRecibida<PeticionDeTipos<X, G, O>>) => Resultado<RespuestaDeTipos<X, G, O>>,
    opciones: { once?: boolean } = {},
  ): HttpHandler {
    const op = tabla[grupo]?.[operacion];
    if (!op) throw new Error(`No hay ${grupo}.${operacion} en la tabla de rutas`);
    const metodo = op.metodo.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[metodo](
      `/api${op.ruta}`,
      async ({ request, params }) => {
        if (op.ruta.includes(':') && fijas.has(`${request.method} ${new URL(request.url).pathname}`)) return undefined;
        const r = await resolvedor({
          request,
          params: params as Record<string, string>,
          consulta: new URL(request.url).searchParams,
          cuerpo: (await leerCuerpo(request)) as PeticionRecibida<PeticionDeTipos<X, G, O>>['cuerpo'],
        });
        if (r instanceof Response) return r;
        if (r === undefined) return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(r as JsonBodyType);
      },
      opciones,
    );
  };
}

/** Petición y respuesta de cada operación de la tabla del contrato. */
type TiposRutas = {
  readonly [G in Grupo]: {
    readonly [O in Operacion<G>]: { peticion: PeticionDe<G, O>; respuesta: RespuestaDe<G, O> };
  };
};

/** `manejador('solicitudes', 'listarMias', () => respuesta)`: un manejador de la tabla de rutas del contrato. */
export const manejador = crearManejadores<Rutas, TiposRutas>(rutas);

let servidorActual: SetupServer | null = null;

/**
 * Servidor MSW de un archivo de pruebas: escucha antes de todas, vuelve a sus manejadores después de cada
 * una y se cierra al final. Una petición sin manejador falla la prueba (no hay red real).
 */
export function usarServidor(...manejadores: HttpHandler[]): SetupServer {
  const servidor = setupServer(...manejadores);
  servidorActual = servidor;
  beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => servidor.resetHandlers());
  afterAll(() => servidor.close());
  return servidor;
}

/** Lo que llegó a una operación simulada: params y consulta como texto (así viajan), y el cuerpo JSON. */
export interface LlamadaRecibida<P> {
  params: Record<string, string>;
  consulta: Record<string, string>;
  cuerpo: PeticionRecibida<P>['cuerpo'];
}

/** Una operación simulada: un jest.fn que recibe cada llamada y devuelve la respuesta (o un Response). */
export type Simulada<G extends Grupo, O extends Operacion<G>> = jest.Mock<
  Resultado<RespuestaDe<G, O>>,
  [LlamadaRecibida<PeticionDe<G, O>>]
>;

/**
 * Simula una operación de la tabla en el servidor de `usarServidor` (hasta el fin de la prueba): responde
 * `respuesta` y anota cada llamada, p. ej. `expect(lista).toHaveBeenCalledWith(expect.objectContaining({
 * consulta: { estado: 'TODAS', pagina: '1', tamano: '20' } }))`; `lista.mockReturnValueOnce(errorApi(500,
 * 'No se pudo'))` para un error.
 */
export function simular<G extends Grupo, O extends Operacion<G>>(
  grupo: G,
  operacion: O,
  respuesta?: Resultado<RespuestaDe<G, O>>,
): Simulada<G, O> {
  if (!servidorActual) throw new Error('simular() necesita usarServidor() en el archivo de pruebas');
  const fn: Simulada<G, O> = jest.fn<Resultado<RespuestaDe<G, O>>, [LlamadaRecibida<PeticionDe<G, O>>]>();
  if (respuesta !== undefined) fn.mockImplementation(() => respuesta);
  // los tipos ya los fija la firma de simular: el manejador genérico los ve como texto
  const generico = manejador as unknown as (
    g: string,
    o: string,
    r: (p: PeticionRecibida<object>) => unknown,
  ) => HttpHandler;
  servidorActual.use(
    generico(grupo, operacion, ({ params, consulta, cuerpo }) =>
      fn({
        params,
        consulta: Object.fromEntries(consulta),
        cuerpo: cuerpo as LlamadaRecibida<PeticionDe<G, O>>['cuerpo'],
      }),
    ),
  );
  return fn;
}

export { http, HttpResponse, delay } from 'msw';
