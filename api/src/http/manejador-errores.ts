// Todo error sale como { error: 'texto en español' } con su status; nunca una traza.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorApi, MENSAJES } from '../errors.js';

interface ErrorValidacion {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const TIPOS: Record<string, string> = {
  string: 'texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

/** [sujeto, 'no es válido' concordado] por parte de la solicitud. */
const CONTEXTOS: Record<string, [string, string]> = {
  body: ['El cuerpo de la solicitud', 'no es válido'],
  querystring: ['La consulta', 'no es válida'],
  params: ['La ruta', 'no es válida'],
  headers: ['Las cabeceras', 'no son válidas'],
};

/** Mensaje en español que nombra el campo del primer error de validación. */
export function mensajeValidacion(errores: ErrorValidacion[], contexto?: string): string {
  const e = errores[0];
  if (!e) return 'La solicitud no es válida';
  const p = e.params ?? {};
  const ruta = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const faltante = typeof p.missingProperty === 'string' ? p.missingProperty : null;
  const campo = faltante ? (ruta ? `${ruta}.${faltante}` : faltante) : ruta;
  if (!campo) {
    const [sujeto, noValido] = CONTEXTOS[contexto ?? ''] ?? ['La solicitud', 'no es válida'];
    if (e.keyword === 'type' && TIPOS[String(p.type)]) return `${sujeto} debe ser ${TIPOS[String(p.type)]}`;
    return `${sujeto} ${noValido}`;
  }
  const c = `El campo '${campo}'`;
  switch (e.keyword) {
    case 'required':
      return `${c} es obligatorio`;
    case 'type':
      return `${c} debe ser ${TIPOS[String(p.type).split(',')[0] ?? ''] ?? 'de otro tipo'}`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `${c} no puede estar vacío`
        : `${c} debe tener al menos ${String(p.limit)} caracteres`;
    case 'maxLength':
      return `${c} admite máximo ${String(p.limit)} caracteres`;
    case 'minimum':
      return `${c} debe ser mayor o igual a ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${c} debe ser mayor que ${String(p.limit)}`;
    case 'maximum':
      return `${c} debe ser menor o igual a ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${c} debe ser menor que ${String(p.limit)}`;
    case 'enum': {
      const permitidos = Array.isArray(p.allowedValues) ? p.allowedValues.map(String).join(', ') : '';
      return permitidos ? `${c} debe ser uno de: ${permitidos}` : `${c} no es válido`;
    }
    case 'const':
      return `${c} no es válido`;
    case 'format':
    case 'pattern':
      return `${c} no tiene un formato válido`;
    case 'minItems':
      return `${c} debe tener al menos ${String(p.limit)} elementos`;
    case 'maxItems':
      return `${c} admite máximo ${String(p.limit)} elementos`;
    case 'additionalProperties':
      return `El campo '${ruta ? `${ruta}.` : ''}${String(p.additionalProperty)}' no está permitido`;
    default:
      return `${c} no es válido`;
  }
}

const POR_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: MENSAJES.debeIniciarSesion,
  403: MENSAJES.prohibido,
  404: MENSAJES.noEncontrado,
  405: 'Método no permitido',
  406: 'Formato de respuesta no disponible',
  408: 'La solicitud tardó demasiado',
  409: 'La operación entra en conflicto con el estado actual',
  411: 'Falta la longitud del contenido',
  413: 'El contenido enviado es demasiado grande',
  414: 'La dirección es demasiado larga',
  415: 'Tipo de contenido no soportado',
  416: 'Rango no satisfacible',
  429: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
  431: 'Las cabeceras son demasiado grandes',
  503: 'Servicio no disponible',
};

const POR_CODIGO: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El contenido enviado es demasiado grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es JSON válido'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'Falta el tipo de contenido'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'Tipo de contenido no soportado'],
  FST_ERR_BAD_URL: [400, 'La dirección no es válida'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'La dirección es demasiado larga'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'La solicitud no es válida'],
};

/** Errores de PostgreSQL causados por los datos recibidos (no por el servidor). */
function errorDeDatos(error: unknown): [number, string] | null {
  const candidatos = [error, (error as { cause?: unknown })?.cause];
  for (const c of candidatos) {
    const codigo = (c as { code?: unknown })?.code;
    if (typeof codigo !== 'string' || !/^[0-9A-Z]{5}$/.test(codigo)) continue;
    if (codigo === '23505') return [409, 'El registro ya existe'];
    if (codigo === '23503') return [409, 'El registro está relacionado con otros datos'];
    if (codigo === '23502' || codigo === '23514') return [400, 'Faltan datos o no son válidos'];
    if (codigo.startsWith('22')) return [400, 'Los datos enviados no son válidos'];
  }
  return null;
}

export const MENSAJE_BASE_CAIDA =
  'La base de datos no está disponible en este momento. Intente de nuevo en unos segundos.';

/** Códigos de red de Node y SQLSTATE de PostgreSQL que dicen que el servidor no está (no que el dato es malo). */
const CODIGOS_DE_CONEXION = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const MENSAJES_DE_CONEXION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * PostgreSQL caído o reiniciándose: sin conexión, conexión cortada, el servidor apagándose (57P01-57P03)
 * o rechazando conexiones (clase 08). 503 en español: el pool reconecta solo cuando vuelve.
 */
export function esErrorDeConexion(error: unknown): boolean {
  for (let c: unknown = error, i = 0; c && i < 4; c = (c as { cause?: unknown }).cause, i++) {
    const codigo = (c as { code?: unknown }).code;
    if (typeof codigo === 'string') {
      if (CODIGOS_DE_CONEXION.has(codigo) || /^57P0[1-3]$/.test(codigo) || codigo.startsWith('08')) return true;
    }
    const mensaje = (c as { message?: unknown }).message;
    if (typeof mensaje === 'string' && MENSAJES_DE_CONEXION.test(mensaje)) return true;
  }
  return false;
}

/** Errores del enrutador (URL mal formada, parámetro demasiado largo): opción frameworkErrors. */
export function erroresDelMarco(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const porCodigo = error.code ? POR_CODIGO[error.code] : undefined;
  const status = porCodigo?.[0] ?? (error.statusCode && error.statusCode >= 400 ? error.statusCode : 400);
  void reply.status(status).send({ error: porCodigo?.[1] ?? POR_STATUS[status] ?? POR_STATUS[400] });
}

/** Errores del analizador HTTP de Node (antes de que exista una petición) por su código. */
const POR_CODIGO_DE_CLIENTE: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, POR_STATUS[431]!],
  ERR_HTTP_REQUEST_TIMEOUT: [408, POR_STATUS[408]!],
  HPE_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida'],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida'],
  HPE_INVALID_TRANSFER_ENCODING: [400, 'La codificación de la transferencia no es válida'],
  HPE_INVALID_URL: [400, 'La dirección no es válida'],
  HPE_INVALID_METHOD: [400, 'El método no es válido'],
  HPE_INVALID_HEADER_TOKEN: [400, 'Las cabeceras no son válidas'],
};

export const MENSAJE_SIN_HOST = 'Falta la cabecera Host';

/**
 * clientErrorHandler de Fastify: una petición que Node no pudo leer (cabeceras enormes, espacio en
 * la ruta, Content-Length inválido...) recibe { error } en español con su 4xx y se cierra la conexión.
 */
export function errorDeCliente(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, mensaje] = (error.code ? POR_CODIGO_DE_CLIENTE[error.code] : undefined) ?? [400, POR_STATUS[400]!];
  const cuerpo = JSON.stringify({ error: mensaje });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(cuerpo)}\r\nConnection: close\r\n\r\n${cuerpo}`,
    );
  }
  socket.destroy(error);
}

export function instalarManejoDeErrores(app: FastifyInstance): void {
  // HTTP/1.1 exige Host. Node la rechazaría con un 400 sin cuerpo (requireHostHeader: false en buildApp).
  app.addHook('onRequest', (request, reply, listo) => {
    if (request.raw.headers.host === undefined && request.raw.httpVersion === '1.1') {
      void reply.status(400).header('connection', 'close').send({ error: MENSAJE_SIN_HOST });
      return;
    }
    listo();
  });

  app.setErrorHandler((error: FastifyError | ErrorApi | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ErrorApi) {
      return reply
        .status(error.status)
        .send(error.codigo ? { error: error.message, codigo: error.codigo } : { error: error.message });
    }
    const e = error as FastifyError;
    if (Array.isArray(e.validation)) {
      const propio = request.routeOptions.config?.mensajeValidacion;
      return reply.status(400).send({ error: propio ?? mensajeValidacion(e.validation, e.validationContext) });
    }
    const porCodigo = e.code ? POR_CODIGO[e.code] : undefined;
    if (porCodigo) return reply.status(porCodigo[0]).send({ error: porCodigo[1] });
    if (e instanceof SyntaxError && e.statusCode === 400) {
      return reply.status(400).send({ error: 'El cuerpo de la solicitud no es JSON válido' });
    }
    if (esErrorDeConexion(error)) {
      request.log.error({ err: error }, 'La base de datos no responde');
      return reply.status(503).header('retry-after', '5').send({ error: MENSAJE_BASE_CAIDA });
    }
    const deDatos = errorDeDatos(error);
    if (deDatos) {
      request.log.warn({ err: error }, 'Datos rechazados por la base de datos');
      return reply.status(deDatos[0]).send({ error: deDatos[1] });
    }
    const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Error no controlado');
      return reply.status(status).send({ error: POR_STATUS[status] ?? MENSAJES.interno });
    }
    return reply.status(status).send({ error: POR_STATUS[status] ?? POR_STATUS[400] });
  });
}
