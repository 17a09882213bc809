// Servicio de imágenes (SPEC 7): recibe la imagen como data URL, exige una foto por sus bytes (JPG, PNG,
// HEIC/HEIF del iPhone o WebP),
// la limpia (procesar.ts) y guarda solo el resultado en la tabla archivo, como subido por quien llama.
// Las páginas fotografiadas de un documento se unen en un PDF (pdfDeFotos).
import {
  CLASES_ARCHIVO,
  LIMITE_ARCHIVO_BYTES,
  claseAdmitida,
  claseDeMime,
  type Archivo,
  type CuerpoLimpiarImagen,
  type CuerpoPdfDeFotos,
} from '@fondo/contrato';
import { datosDeArchivos, leerArchivo } from '../archivos/servicio.js';
import { guardarConCuota, type Dueno } from '../archivos/cuota.js';
import { decodificarDataUrl } from '../archivos/data-url.js';
import { limpiarNombre } from '../archivos/nombre.js';
import type { Db } from '../db/client.js';
import { demasiadoGrande, prohibido, solicitudInvalida, tipoNoSoportado } from '../errors.js';
import { formatoDeFoto } from './formatos.js';
import { pdfDePaginas, type PaginaJpeg } from './pdf-de-fotos.js';
import { limpiarFirma, limpiarFoto, paginaDeFoto, paginaParaPdf } from './procesar.js';

export const MENSAJE_SOLO_IMAGENES =
  'La imagen debe ser una foto JPG, PNG, HEIC (iPhone) o WebP. Tómela de nuevo con la cámara o guárdela en ' +
  'uno de esos formatos y súbala otra vez.';
export const MENSAJE_PDF_GRANDE =
  'El PDF con estas páginas supera el tamaño máximo de 10 MB: quite páginas o súbalo en partes';

type Limpieza = 'foto' | 'firma' | 'pagina';

const PROCESOS: Record<Limpieza, { limpiar: (b: Buffer) => Promise<Buffer>; clase: 'jpg' | 'png' }> = {
  foto: { limpiar: limpiarFoto, clase: 'jpg' },
  firma: { limpiar: limpiarFirma, clase: 'png' },
  pagina: { limpiar: paginaDeFoto, clase: 'jpg' },
};

/**
 * 413 pasado el límite, con demasiados píxeles o sin cuota; 415 si no es JPG, PNG, HEIC/HEIF o WebP; 400 si
 * no se puede leer. Se guarda el resultado en JPEG o PNG.
 */
export async function limpiarYGuardar(
  db: Db,
  dueno: Dueno,
  cuerpo: CuerpoLimpiarImagen,
  tipo: Limpieza,
  cuotaBytes: number,
): Promise<Archivo> {
  const { bytes } = decodificarDataUrl(cuerpo.file);
  if (!formatoDeFoto(bytes)) throw tipoNoSoportado(MENSAJE_SOLO_IMAGENES);
  const proceso = PROCESOS[tipo];
  const limpia = await proceso.limpiar(bytes);
  return guardarConCuota(
    db,
    dueno,
    {
      nombre: limpiarNombre(cuerpo.name, proceso.clase),
      tipo_mime: CLASES_ARCHIVO[proceso.clase].mime,
      tamano: limpia.length,
      base64: limpia.toString('base64'),
      // La marca que exige la ficha: solo esta imagen limpia sirve de foto o de firma (una página no).
      limpieza: tipo === 'pagina' ? null : tipo,
    },
    cuotaBytes,
  );
}

/**
 * Un PDF con las páginas en el orden pedido (fotos JPG/PNG de quien llama, o de cualquiera si es
 * superadmin), guardado como archivo de quien llama. 400 si una página no existe, 403 si es de otro,
 * 415 si no es foto, 413 si el PDF pasa de 10 MB o de la cuota. Nada se guarda si algo falla.
 */
export async function pdfDeFotos(db: Db, dueno: Dueno, cuerpo: CuerpoPdfDeFotos, cuotaBytes: number): Promise<Archivo> {
  const datos = new Map((await datosDeArchivos(db, cuerpo.paginas)).map((d) => [d.id_archivo, d]));
  for (const [i, id] of cuerpo.paginas.entries()) {
    const d = datos.get(id);
    if (!d) throw solicitudInvalida(`La página ${i + 1} no existe`);
    if (!dueno.superadmin && d.id_afiliado !== dueno.id_afiliado) {
      throw prohibido(`La página ${i + 1} no fue subida por usted`);
    }
    const clase = claseDeMime(d.tipo_mime);
    if (!clase || !claseAdmitida('imagen', clase)) throw tipoNoSoportado(`La página ${i + 1} no es una foto JPG o PNG`);
  }
  const paginas: PaginaJpeg[] = [];
  for (const id of cuerpo.paginas) {
    const a = await leerArchivo(db, id, dueno);
    if (!a?.contenido) throw prohibido();
    paginas.push(await paginaParaPdf(Buffer.from(a.contenido, 'base64')));
  }
  const nombre = limpiarNombre(cuerpo.name, 'pdf');
  const pdf = await pdfDePaginas(paginas, nombre);
  if (pdf.length > LIMITE_ARCHIVO_BYTES) throw demasiadoGrande(MENSAJE_PDF_GRANDE);
  return guardarConCuota(
    db,
    dueno,
    { nombre, tipo_mime: CLASES_ARCHIVO.pdf.mime, tamano: pdf.length, base64: pdf.toString('base64') },
    cuotaBytes,
  );
}
