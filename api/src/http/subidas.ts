// Límites de cuerpo y subidas de archivos (DESIGN 4).
// - JSON y formularios: LIMITE_CUERPO (1 MiB) en toda la API; pasado el límite, 413 en español.
// - Archivos como data URL en JSON (SPEC 7, POST /api/archivos): la ruta declara
//   `bodyLimit: LIMITE_CUERPO_ARCHIVO`.
// - Archivos grandes (.xlsx de importación): multipart/form-data con @fastify/multipart, leído como
//   flujo con leerArchivoUnico(request, limite): 413 en cuanto el archivo pasa el límite.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFields, type MultipartFile } from '@fastify/multipart';
import { ErrorApi, demasiadoGrande, solicitudInvalida, tipoNoSoportado } from '../errors.js';

const MiB = 1024 * 1024;
/** Cuerpo máximo de cualquier ruta que no declare otro (es también el valor por defecto de Fastify). */
export const LIMITE_CUERPO = 1 * MiB;
/** Cuerpo máximo de una ruta que recibe un archivo como data URL en JSON (base64: 4/3 del archivo). */
export const LIMITE_CUERPO_ARCHIVO = 15 * MiB;
/** Archivo máximo de una subida multipart (p. ej. el .xlsx de importación). */
export const LIMITE_ARCHIVO_MULTIPART = 10 * MiB;

export const MENSAJE_NO_MULTIPART = 'La solicitud debe enviarse como multipart/form-data';
export const MENSAJE_SIN_ARCHIVO = 'No se recibió ningún archivo';
export const MENSAJE_MULTIPART_INVALIDO = 'La solicitud multipart no es válida: envíela de nuevo';

/** 'El archivo supera el tamaño máximo de 10 MB' (o de 64 KB bajo 1 MB). */
export function mensajeArchivoGrande(limite: number): string {
  const tamano = limite < MiB ? `${Math.round(limite / 1024)} KB` : `${Number((limite / MiB).toFixed(1))} MB`;
  return `El archivo supera el tamaño máximo de ${tamano}`;
}

/**
 * Registra @fastify/multipart: un solo archivo por solicitud y pocos campos de texto cortos. Llamarla
 * dentro del plugin (encapsulado) de las rutas que reciben archivos, no en la app entera.
 */
export async function registrarMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: LIMITE_ARCHIVO_MULTIPART,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
      headerPairs: 200,
    },
  });
}

export interface ArchivoSubido {
  /** nombre que trae el cliente (solo informativo: los nombres guardados los pone el servidor) */
  nombre: string;
  tipoMime: string;
  bytes: Buffer;
  /** campos de texto enviados antes del archivo */
  campos: Record<string, string>;
}

function camposDeTexto(campos: MultipartFields): Record<string, string> {
  const r: Record<string, string> = {};
  for (const [nombre, valor] of Object.entries(campos)) {
    const v = Array.isArray(valor) ? valor[0] : valor;
    if (v && v.type === 'field' && typeof v.value === 'string') r[nombre] = v.value;
  }
  return r;
}

/**
 * Lee el único archivo de una solicitud multipart, como flujo, hasta `limite` bytes: pasado el
 * límite corta y responde 413; sin multipart 415; sin archivo 400. Los campos de texto deben ir antes.
 */
export async function leerArchivoUnico(
  request: FastifyRequest,
  limite = LIMITE_ARCHIVO_MULTIPART,
): Promise<ArchivoSubido> {
  if (!request.isMultipart()) throw tipoNoSoportado(MENSAJE_NO_MULTIPART);
  let parte: MultipartFile | undefined;
  try {
    parte = await request.file({ limits: { fileSize: Math.min(limite, LIMITE_ARCHIVO_MULTIPART) } });
  } catch (error) {
    throw traducir(error, limite);
  }
  if (!parte) throw solicitudInvalida(MENSAJE_SIN_ARCHIVO);
  const trozos: Buffer[] = [];
  try {
    for await (const trozo of parte.file) trozos.push(trozo as Buffer);
  } catch (error) {
    throw traducir(error, limite);
  }
  if (parte.file.truncated) throw demasiadoGrande(mensajeArchivoGrande(limite));
  return {
    nombre: parte.filename,
    tipoMime: parte.mimetype,
    bytes: Buffer.concat(trozos),
    campos: camposDeTexto(parte.fields),
  };
}

/** Errores de @fastify/multipart (en inglés) a ErrorApi en español. */
function traducir(error: unknown, limite: number): unknown {
  const codigo = (error as { code?: unknown })?.code;
  if (codigo === 'FST_REQ_FILE_TOO_LARGE') return demasiadoGrande(mensajeArchivoGrande(limite));
  if (codigo === 'FST_FILES_LIMIT' || codigo === 'FST_PARTS_LIMIT' || codigo === 'FST_FIELDS_LIMIT') {
    return solicitudInvalida('La solicitud trae demasiadas partes: envíe un solo archivo');
  }
  if (codigo === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return tipoNoSoportado(MENSAJE_NO_MULTIPART);
  if (error instanceof ErrorApi) return error;
  // El resto sale de leer el cuerpo (busboy: 'Unexpected end of form', 'Boundary not found', partes
  // mal formadas): un cuerpo truncado, sin límite o con basura es un error de quien lo envía.
  return solicitudInvalida(MENSAJE_MULTIPART_INVALIDO);
}
