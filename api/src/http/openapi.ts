// El documento OpenAPI (/api/docs/json) dice la verdad, para cada ruta, sin que
// cada una tenga que acordarse: las públicas no piden token (`security: []`); toda ruta declara sus
// errores (4XX y 500, más los que la ruta declare, p. ej. 502 y 503 de importar correo), y un error
// es siempre JSON { error }, también en las rutas que devuelven un PDF o un .xlsx. La prueba
// http/openapi.test.ts valida el documento con @apidevtools/swagger-parser, y la app de pruebas
// (test/ayudantes.ts) comprueba que cada status que una ruta responde esté declarado.
import type { FastifySchema, RouteOptions } from 'fastify';

const ErrorJson = (description: string) => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'texto en español para la persona' },
    codigo: {
      type: 'string',
      description:
        "para el cliente: 'verificacion_requerida' (pida el código de verificación y repita) o 'inscripcion_requerida'",
    },
  },
  description,
});

const ERROR_CLIENTE = ErrorJson(
  "Error de la solicitud: 400 datos inválidos, 401 sin sesión o 'Token expirado', 403 sin permiso, 404 no existe, " +
    '409 conflicto, 413 demasiado grande, 415 tipo no permitido, 429 demasiados intentos',
);
const ERROR_INTERNO = ErrorJson('Error interno del servidor (nunca una traza)');

const esError = (codigo: string) => /^[45](\d\d|xx)$/i.test(codigo);

/**
 * transform de @fastify/swagger: la ruta tal como se documenta (no cambia la que atiende). Agrega
 * `security: []` a las públicas y los errores que toda ruta puede responder.
 */
export function rutaDocumentada({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const respuestas: Record<string, unknown> = { ...((schema?.response as Record<string, unknown> | undefined) ?? {}) };
  const clave4xx = Object.keys(respuestas).find((c) => /^4xx$/i.test(c));
  if (clave4xx) delete respuestas[clave4xx];
  respuestas['4XX'] = ERROR_CLIENTE;
  respuestas['500'] ??= ERROR_INTERNO;
  const publica = route.config?.acceso === 'publico';
  return { schema: { ...schema, response: respuestas, ...(publica ? { security: [] } : {}) }, url };
}

interface Operacion {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * transformObject de @fastify/swagger: en el documento ya armado, el cuerpo de cada respuesta de error
 * es application/json (las rutas que producen PDF o .xlsx lo declararían con su tipo).
 */
export function documentoFinal<D>(documento: D): D {
  const rutas = (documento as { paths?: Record<string, Record<string, Operacion>> }).paths ?? {};
  for (const operaciones of Object.values(rutas)) {
    for (const operacion of Object.values(operaciones)) {
      for (const [codigo, respuesta] of Object.entries(operacion.responses ?? {})) {
        if (!esError(codigo) || !respuesta.content) continue;
        const primero = Object.values(respuesta.content)[0];
        respuesta.content = { 'application/json': { schema: primero?.schema } };
      }
    }
  }
  return documento;
}
