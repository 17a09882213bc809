// Dos bordes de la entrada HTTP:
// - Los ids de la ruta (:id, :id_archivo... declarados enteros) aceptan solo dígitos decimales: la
//   coerción de Ajv usa Number(), que leía '0o7' como 7, '0b1' como 1, '1e1' como 10 y ' 7' como 7.
// - Un 'Expect:' desconocido: Node respondía un 417 vacío; ahora { error } en español.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { solicitudInvalida } from '../errors.js';

export const MENSAJE_ID_INVALIDO = 'Identificador inválido: use solo dígitos';
export const MENSAJE_EXPECT = 'El encabezado Expect de la petición no es compatible con este servidor';

const DECIMAL = /^[0-9]{1,10}$/;

/** Nombres de los parámetros de ruta que el esquema declara enteros (o números). */
function idsDelEsquema(ruta: RouteOptions): string[] {
  const params = ruta.schema?.params as { properties?: Record<string, { type?: unknown }> } | undefined;
  return Object.entries(params?.properties ?? {})
    .filter(([, p]) => p.type === 'integer' || p.type === 'number')
    .map(([nombre]) => nombre);
}

/** Llamar en buildApp antes de registrar las rutas: cada ruta con ids numéricos comprueba sus dígitos. */
export function instalarIdsDecimales(app: FastifyInstance): void {
  app.addHook('onRoute', (ruta) => {
    const ids = idsDelEsquema(ruta);
    if (ids.length === 0) return;
    // Antes de la validación (que convierte con Number): los parámetros aún son el texto de la URL.
    const comprobar: preValidationHookHandler = (request, _reply, listo) => {
      const params = request.params as Record<string, unknown>;
      const malo = ids.some((id) => typeof params[id] !== 'string' || !DECIMAL.test(params[id]));
      listo(malo ? solicitudInvalida(MENSAJE_ID_INVALIDO) : undefined);
    };
    const previos = ruta.preValidation;
    ruta.preValidation = [comprobar, ...(previos === undefined ? [] : [previos].flat())];
  });
}

/** Node llama a esto con un 'Expect:' distinto de 100-continue (evento checkExpectation). */
export function responderExpectativa(_req: IncomingMessage, res: ServerResponse): void {
  const cuerpo = JSON.stringify({ error: MENSAJE_EXPECT });
  res.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(cuerpo),
    connection: 'close',
  });
  res.end(cuerpo);
}
