// Archivo enviado como data URL en JSON (SPEC 7): 'data:<tipo>;base64,<datos>'. El tipo declarado
// no se usa: la clase la deciden los bytes (clases.ts).
import { LIMITE_ARCHIVO_BYTES } from '@fondo/contrato';
import { demasiadoGrande, solicitudInvalida } from '../errors.js';
import { mensajeArchivoGrande } from '../http/subidas.js';

export const MENSAJE_DATA_URL = "El archivo debe enviarse como data URL en base64 ('data:<tipo>;base64,...')";
export const MENSAJE_VACIO = 'El archivo está vacío';

export interface ArchivoDecodificado {
  bytes: Buffer;
  /** los mismos bytes en base64, tal como llegaron (PostgreSQL los decodifica al guardar) */
  base64: string;
}

/** Bytes de la data URL: 400 si no es base64 válido, 413 pasado el límite, 400 si está vacío. */
export function decodificarDataUrl(texto: string, limite = LIMITE_ARCHIVO_BYTES): ArchivoDecodificado {
  const coma = texto.indexOf(',');
  if (coma < 0 || coma > 300) throw solicitudInvalida(MENSAJE_DATA_URL);
  const cabecera = texto.slice(0, coma);
  if (!/^data:[^,]*;base64$/i.test(cabecera)) throw solicitudInvalida(MENSAJE_DATA_URL);
  const datos = texto.slice(coma + 1);
  const relleno = datos.endsWith('==') ? 2 : datos.endsWith('=') ? 1 : 0;
  // Tamaño antes de decodificar: nada de reservar memoria para lo que se va a rechazar.
  const tamano = Math.floor((datos.length * 3) / 4) - relleno;
  if (tamano > limite) throw demasiadoGrande(mensajeArchivoGrande(limite));
  if (datos.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(datos)) throw solicitudInvalida(MENSAJE_DATA_URL);
  if (tamano <= 0) throw solicitudInvalida(MENSAJE_VACIO);
  return { bytes: Buffer.from(datos, 'base64'), base64: datos };
}

/** Solo los bytes de la data URL (mismas reglas que decodificarDataUrl). */
export function leerDataUrl(texto: string, limite = LIMITE_ARCHIVO_BYTES): Buffer {
  return decodificarDataUrl(texto, limite).bytes;
}
