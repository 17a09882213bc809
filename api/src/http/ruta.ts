// Una ruta de la API desde la tabla del contrato: método, url, acceso y esquemas
// (resumen, etiquetas, params, consulta, cuerpo, respuestas) salen de @fondo/contrato; el dominio pone
// solo el manejador y lo propio de la ruta (preHandler, bodyLimit, más config). El request del
// manejador queda tipado por los esquemas (proveedor TypeBox), como con app.get/app.post.
//
//   definir(app, 'solicitudes', 'listarMias', async (request) => listar(..., request.query));
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { rutas, type DefinicionRuta, type Grupo, type Operacion } from '@fondo/contrato';
import { esquemasRutas, type EsquemaDe, type EsquemaOperacion } from '@fondo/contrato/esquemas';
import { requiereVerificacionReciente } from '../dos-factores/verificacion.js';

/** Una instancia (o un plugin encapsulado) con el proveedor de tipos TypeBox. */
export type AppTypebox = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Clave del contrato -> clave del esquema de Fastify. */
interface ClavesFastify {
  params: 'params';
  consulta: 'querystring';
  cuerpo: 'body';
  cabeceras: 'headers';
  respuestas: 'response';
}

/** El esquema de Fastify (solo las partes que la operación tiene), del que salen los tipos del manejador. */
type EsquemaFastify<E> = {
  [K in keyof E as K extends keyof ClavesFastify ? ClavesFastify[K] : never]: E[K];
};

export type Manejador<G extends Grupo, O extends Operacion<G>> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EsquemaFastify<EsquemaDe<G, O>>,
  TypeBoxTypeProvider
>;

/** Lo que la ruta agrega a la tabla: el acceso no (es el de la tabla). */
export interface OpcionesRuta {
  config?: Omit<FastifyContextConfig, 'acceso'>;
  preHandler?: RouteShorthandOptions['preHandler'];
  bodyLimit?: number;
}

/** El esquema de Fastify (y de @fastify/swagger) de una operación del contrato. */
export function esquemaFastify(e: EsquemaOperacion): FastifySchema {
  return {
    summary: e.resumen,
    ...(e.descripcion === undefined ? {} : { description: e.descripcion }),
    tags: [...e.etiquetas],
    ...(e.params ? { params: e.params } : {}),
    ...(e.consulta ? { querystring: e.consulta } : {}),
    ...(e.cuerpo ? { body: e.cuerpo } : {}),
    ...(e.cabeceras ? { headers: e.cabeceras } : {}),
    ...(e.consume ? { consumes: [...e.consume] } : {}),
    ...(e.produce ? { produces: [...e.produce] } : {}),
    response: e.respuestas,
  };
}

const TEXTO_VERIFICACION =
  "Acción sensible: si el último código del segundo factor de la sesión tiene más de 10 min, 403 con codigo 'verificacion_requerida'.";

/** Registra la operación `operacion` del grupo `grupo` de la tabla (bajo el prefijo del plugin, /api). */
export function definir<G extends Grupo, O extends Operacion<G>>(
  app: AppTypebox,
  grupo: G,
  operacion: O,
  ...resto: [manejador: Manejador<G, O>] | [opciones: OpcionesRuta, manejador: Manejador<G, O>]
): void {
  const [opciones, manejador] = resto.length === 1 ? [{}, resto[0]] : resto;
  const definicion = (rutas[grupo] as Record<string, DefinicionRuta>)[operacion]!;
  const esquemas = (esquemasRutas[grupo] as Record<string, EsquemaOperacion>)[operacion]!;
  // La tabla marca las acciones sensibles: la verificación reciente del segundo factor va antes que todo.
  const propios = [opciones.preHandler ?? []].flat();
  const preHandler = definicion.verificacion
    ? [requiereVerificacionReciente, ...propios.filter((h) => h !== requiereVerificacionReciente)]
    : propios;
  app.route({
    method: definicion.metodo,
    url: definicion.ruta,
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(opciones.bodyLimit === undefined ? {} : { bodyLimit: opciones.bodyLimit }),
    config: { ...opciones.config, acceso: definicion.acceso },
    schema: esquemaFastify(
      definicion.verificacion
        ? { ...esquemas, descripcion: [esquemas.descripcion, TEXTO_VERIFICACION].filter(Boolean).join(' ') }
        : esquemas,
    ),
    handler: manejador as RouteHandlerMethod,
  });
}

/**
 * El plugin de un dominio que solo registra rutas (nada que esperar). Sigue devolviendo una promesa, como
 * un plugin async: un error al registrar la rechaza y app.register lo informa (avvio no atrapa un throw).
 * Conserva el nombre de `registrar`, que avvio muestra en sus errores.
 */
export function pluginDeRutas(registrar: (app: AppTypebox) => void): FastifyPluginAsyncTypebox {
  const plugin: FastifyPluginAsyncTypebox = (app) =>
    new Promise<void>((resolver) => {
      registrar(app);
      resolver();
    });
  return Object.defineProperty(plugin, 'name', { value: registrar.name });
}
