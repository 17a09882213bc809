// Formatos de foto que se admiten al subir y al importar correo (SPEC 7): JPG y PNG tal cual; HEIC/HEIF
// (la cámara del iPhone) y WebP se convierten a JPEG, lo que el fondo guarda y abre. sharp lee WebP y el
// encabezado de un HEIC, pero su libvips precompilado no trae el decodificador HEVC: la imagen la
// decodifica heic-decode (libheif en wasm), en un hilo aparte. El límite de píxeles se mira en el
// encabezado, antes de decodificar.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type crearSharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { demasiadoGrande, ErrorApi, solicitudInvalida } from '../errors.js';

type ModuloSharp = typeof crearSharp;
let sharpCargado: Promise<ModuloSharp> | undefined;
/**
 * sharp (libvips) se carga con la primera imagen: el arranque no paga su carga. Sin
 * caché de operaciones entre peticiones: cada imagen se procesa una vez y la memoria vuelve pronto.
 */
export const cargarSharp = (): Promise<ModuloSharp> =>
  (sharpCargado ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

/** Bomba de descompresión: más de 40 megapíxeles no se decodifican (una foto de 12 MP pasa de sobra). */
export const LIMITE_PIXELES = 40_000_000;
export const MENSAJE_IMAGEN_ENORME =
  'La imagen tiene demasiados píxeles: el máximo es 40 megapíxeles. Redúzcala (o tome la foto con menos ' +
  'resolución) y súbala otra vez.';
export const MENSAJE_IMAGEN_ILEGIBLE =
  'La imagen está dañada o no se puede leer. Tome la foto de nuevo (o guárdela otra vez) y súbala.';
/** Calidad JPEG de una foto convertida desde HEIC o WebP. */
export const CALIDAD_CONVERTIDA = 88;

export type FormatoFoto = 'jpg' | 'png' | 'heic' | 'webp';

const MARCAS_HEIF = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** El formato de foto por los bytes: JPG, PNG, HEIC/HEIF (caja ftyp de ISO BMFF) o WebP (RIFF....WEBP). */
export function formatoDeFoto(b: Buffer): FormatoFoto | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 16 && b.toString('latin1', 4, 8) === 'ftyp') {
    const largo = Math.min(b.readUInt32BE(0), b.length, 256);
    const marcas = [b.toString('latin1', 8, 12)];
    for (let o = 16; o + 4 <= largo; o += 4) marcas.push(b.toString('latin1', o, o + 4));
    // Un AVIF también es HEIF (mif1), pero su marca principal es avif: no es HEVC, no se admite.
    if (marcas[0] !== 'avif' && marcas[0] !== 'avis' && marcas.some((m) => MARCAS_HEIF.has(m))) return 'heic';
  }
  return null;
}

/** 413 si el encabezado dice más píxeles que el límite; 400 si no se puede leer. */
export async function comprobarPixeles(bytes: Buffer): Promise<void> {
  const sharp = await cargarSharp();
  let m: Metadata;
  try {
    // Solo el encabezado: sin límite aquí, el límite lo pone la cuenta de abajo.
    m = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw solicitudInvalida(MENSAJE_IMAGEN_ILEGIBLE);
  }
  if (!m.width || !m.height) throw solicitudInvalida(MENSAJE_IMAGEN_ILEGIBLE);
  if (m.width * m.height > LIMITE_PIXELES) throw demasiadoGrande(MENSAJE_IMAGEN_ENORME);
}

// heic-decode (wasm) decodifica en el hilo que lo llama: una foto de 12 MP tarda más de un segundo, así que
// va en un hilo aparte y el servidor sigue atendiendo. El hilo carga el paquete por su ruta absoluta.
const RUTA_HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');
const CODIGO_HILO = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.ruta)({ buffer: workerData.bytes }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (e) => parentPort.postMessage({ error: String(e) }),
);`;

interface Decodificada {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

function decodificarHeicAparte(bytes: Buffer): Promise<Decodificada> {
  return new Promise((resolver, rechazar) => {
    const hilo = new Worker(CODIGO_HILO, {
      eval: true,
      workerData: { ruta: RUTA_HEIC_DECODE, bytes: new Uint8Array(bytes) },
    });
    hilo.once('message', (m: Decodificada | { error: string }) => {
      void hilo.terminate();
      if ('error' in m) rechazar(new Error(m.error));
      else resolver(m);
    });
    hilo.once('error', rechazar);
    hilo.once('exit', (codigo) => rechazar(new Error(`el hilo de HEIC terminó (${codigo})`)));
  });
}

/**
 * La foto lista para sharp (con el límite de píxeles): JPG, PNG y WebP directos; un HEIC, decodificado
 * (libheif ya aplica su giro, irot) a píxeles RGBA. 413 con demasiados píxeles, 400 si no se puede leer.
 */
export async function abrirFoto(bytes: Buffer): Promise<Sharp> {
  const sharp = await cargarSharp();
  const formato = formatoDeFoto(bytes);
  if (formato !== 'heic') return sharp(bytes, { limitInputPixels: LIMITE_PIXELES, failOn: 'error' });
  await comprobarPixeles(bytes);
  try {
    const { width, height, data } = await decodificarHeicAparte(bytes);
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: LIMITE_PIXELES,
    });
  } catch (e) {
    if (e instanceof ErrorApi) throw e;
    throw solicitudInvalida(MENSAJE_IMAGEN_ILEGIBLE);
  }
}

/** Traduce los errores de libvips: píxeles de más -> 413; lo demás, imagen ilegible -> 400. */
export async function conErroresEnEspanol<T>(trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (e) {
    if (e instanceof ErrorApi) throw e;
    const texto = e instanceof Error ? e.message : String(e);
    if (/pixel limit/i.test(texto)) throw demasiadoGrande(MENSAJE_IMAGEN_ENORME);
    throw solicitudInvalida(MENSAJE_IMAGEN_ILEGIBLE);
  }
}

/**
 * Una foto HEIC/HEIF o WebP como JPEG: derecha según su EXIF, la transparencia sobre blanco, sin
 * metadatos (ni GPS). Mismo tamaño: solo cambia el formato.
 */
export function fotoComoJpeg(bytes: Buffer): Promise<Buffer> {
  return conErroresEnEspanol(async () =>
    (await abrirFoto(bytes))
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CALIDAD_CONVERTIDA, mozjpeg: true })
      .toBuffer(),
  );
}
