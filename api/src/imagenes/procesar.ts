// Limpieza de imágenes con sharp (libvips): la foto del afiliado y su firma y huella. Funciones
// puras (bytes -> bytes); quién puede llamar y dónde se guarda, en servicio.ts y routes.ts. Las fotos
// HEIC/HEIF y WebP entran igual que JPG y PNG (formatos.ts las abre).
import { solicitudInvalida } from '../errors.js';
import { abrirFoto, cargarSharp, conErroresEnEspanol } from './formatos.js';

export { MENSAJE_IMAGEN_ENORME, MENSAJE_IMAGEN_ILEGIBLE } from './formatos.js';
/** Lado de la foto limpia, en píxeles. */
export const LADO_FOTO = 512;
/** Lado mayor de la firma limpia: suficiente para imprimirla a 300 ppp en 10 cm. */
export const LADO_MAXIMO_FIRMA = 1200;

export const MENSAJE_SIN_FIRMA = 'No se encontró la firma en la imagen: use una foto nítida sobre papel claro';

const entrada = abrirFoto;

/**
 * Foto del afiliado: derecha según su EXIF, recortada en cuadrado sobre lo que más llama la
 * atención (la cara, casi siempre), 512 x 512, sin metadatos (ni GPS ni EXIF ni perfil ICC), en JPEG.
 */
export function limpiarFoto(bytes: Buffer): Promise<Buffer> {
  return conErroresEnEspanol(async () =>
    (await entrada(bytes))
      .rotate()
      .resize(LADO_FOTO, LADO_FOTO, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer(),
  );
}

/** Lado mayor de una página fotografiada: legible al imprimirla en carta (~180 ppp). */
export const LADO_MAXIMO_PAGINA = 2000;
/** Calidad JPEG de una página: el texto se lee y una página pesa unos cientos de KB. */
export const CALIDAD_PAGINA = 80;

/**
 * Página de un documento fotografiado (desprendible, cédula, carta): derecha según su EXIF, sin
 * metadatos, el lado mayor hasta 2000 px (nunca se agranda), sin transparencia, JPEG calidad 80.
 */
export function paginaDeFoto(bytes: Buffer): Promise<Buffer> {
  return conErroresEnEspanol(async () =>
    (await entrada(bytes))
      .rotate()
      .resize(LADO_MAXIMO_PAGINA, LADO_MAXIMO_PAGINA, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CALIDAD_PAGINA, mozjpeg: true })
      .toBuffer(),
  );
}

/**
 * La página lista para el PDF y su tamaño: una página ya hecha por paginaDeFoto (JPEG sin EXIF ni
 * orientación, dentro del lado máximo) va tal cual; cualquier otra imagen pasa antes por paginaDeFoto.
 */
export async function paginaParaPdf(bytes: Buffer): Promise<{ jpeg: Buffer; ancho: number; alto: number }> {
  const m = await conErroresEnEspanol(async () => (await entrada(bytes)).metadata());
  const lista =
    m.format === 'jpeg' &&
    !m.exif &&
    !m.icc &&
    (m.orientation ?? 1) === 1 &&
    Math.max(m.width, m.height) <= LADO_MAXIMO_PAGINA;
  const jpeg = lista ? bytes : await paginaDeFoto(bytes);
  const final = lista ? m : await (await cargarSharp())(jpeg).metadata();
  return { jpeg, ancho: final.width, alto: final.height };
}

/** Contraste mínimo entre el papel y el trazo más oscuro para que haya firma. */
const CONTRASTE_MINIMO = 40;
/** Opacidad mínima para contar un píxel como trazo al recortar los márgenes. */
const ALFA_TRAZO = 48;
const MARGEN = 8;

/** Luminancia del percentil p (0-1) de un histograma de 256 niveles. */
function percentil(histograma: Uint32Array, total: number, p: number): number {
  let acumulado = 0;
  for (let l = 0; l < 256; l++) {
    acumulado += histograma[l] ?? 0;
    if (acumulado >= total * p) return l;
  }
  return 255;
}

/**
 * Firma y huella: en grises; el nivel del papel (la mediana: el papel ocupa casi toda la hoja) y el
 * del trazo más oscuro definen la opacidad (tinta opaca, papel transparente, gris o blanco da igual);
 * los márgenes vacíos se recortan. PNG en grises con canal alfa. 400 si no queda ningún trazo.
 */
export function limpiarFirma(bytes: Buffer): Promise<Buffer> {
  return conErroresEnEspanol(async () => {
    const { data, info } = await (
      await entrada(bytes)
    )
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(LADO_MAXIMO_FIRMA, LADO_MAXIMO_FIRMA, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: ancho, height: alto, channels: canales } = info;
    const total = ancho * alto;
    const histograma = new Uint32Array(256);
    for (let i = 0; i < total; i++) histograma[data[i * canales] ?? 255]! += 1;
    const papel = percentil(histograma, total, 0.5);
    const tinta = percentil(histograma, total, 0.002);
    if (papel - tinta < CONTRASTE_MINIMO) throw solicitudInvalida(MENSAJE_SIN_FIRMA);
    // Sobre este nivel, papel (transparente); bajo este otro, tinta plena; entre ambos, borde suave.
    const claro = papel - (papel - tinta) * 0.25;
    const oscuro = tinta + (papel - tinta) * 0.35;
    const salida = Buffer.alloc(total * 2);
    let x0 = ancho;
    let y0 = alto;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < alto; y++) {
      for (let x = 0; x < ancho; x++) {
        const i = y * ancho + x;
        const l = data[i * canales] ?? 255;
        const alfa = l >= claro ? 0 : l <= oscuro ? 255 : Math.round(((claro - l) * 255) / (claro - oscuro));
        // La tinta se oscurece: sobre fondo blanco o de color se lee mejor.
        salida[i * 2] = Math.round(Math.max(0, l - tinta) * 0.5);
        salida[i * 2 + 1] = alfa;
        if (alfa >= ALFA_TRAZO) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
    }
    if (x1 < 0) throw solicitudInvalida(MENSAJE_SIN_FIRMA);
    const left = Math.max(0, x0 - MARGEN);
    const top = Math.max(0, y0 - MARGEN);
    const sharp = await cargarSharp();
    return sharp(salida, { raw: { width: ancho, height: alto, channels: 2 } })
      .extract({
        left,
        top,
        width: Math.min(ancho, x1 + MARGEN + 1) - left,
        height: Math.min(alto, y1 + MARGEN + 1) - top,
      })
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}

/** Foto o firma guardada, lista para pdfkit (JPEG o PNG RGBA); null si no se puede leer. */
export async function imagenParaPdf(bytes: Buffer, tipo: 'foto' | 'firma'): Promise<Buffer | null> {
  try {
    const img = (await entrada(bytes)).rotate();
    return tipo === 'foto'
      ? await img
          .resize(LADO_FOTO, LADO_FOTO, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 90 })
          .toBuffer()
      : await img
          .resize(LADO_MAXIMO_FIRMA, LADO_MAXIMO_FIRMA, { fit: 'inside', withoutEnlargement: true })
          .ensureAlpha()
          .png()
          .toBuffer();
  } catch {
    return null;
  }
}
