// Respuestas cuyo JSON ya viene armado (de PostgreSQL): se envían tal cual, sin JSON.parse ni volver
// a serializar. El esquema de respuesta de la ruta sigue declarado (documentación) y las pruebas
// comprueban que el texto lo cumple.
import type { FastifyReply } from 'fastify';

export const TIPO_JSON = 'application/json; charset=utf-8';

/** Envía `json` (texto JSON válido) como cuerpo de la respuesta; pasa por los hooks como cualquier otra. */
export function enviarJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(TIPO_JSON).send(json);
}
