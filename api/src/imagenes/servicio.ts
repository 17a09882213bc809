// Servicio de imágenes (SPEC 7): recibe la imagen como data URL, exige JPG o PNG por sus bytes,
// la limpia (procesar.ts) y guarda solo el resultado en la tabla archivo, como subido por quien llama.
import { CLASES_ARCHIVO, claseAdmitida, type Archivo, type CuerpoLimpiarImagen } from '@fondo/contrato';
import { detectarClase } from '../archivos/clases.js';
import { guardarArchivo } from '../archivos/consultas.js';
import { decodificarDataUrl } from '../archivos/data-url.js';
import { limpiarNombre } from '../archivos/nombre.js';
import type { Db } from '../db/client.js';
import { tipoNoSoportado } from '../errors.js';
import { limpiarFirma, limpiarFoto } from './procesar.js';

export const MENSAJE_SOLO_IMAGENES = 'La imagen debe ser JPG o PNG';

type Limpieza = 'foto' | 'firma';

const PROCESOS: Record<Limpieza, { limpiar: (b: Buffer) => Promise<Buffer>; clase: 'jpg' | 'png' }> = {
  foto: { limpiar: limpiarFoto, clase: 'jpg' },
  firma: { limpiar: limpiarFirma, clase: 'png' },
};

/** 413 pasado el límite o con demasiados píxeles; 415 si no es JPG/PNG; 400 si no se puede leer. */
export async function limpiarYGuardar(db: Db, idAfiliado: number, cuerpo: CuerpoLimpiarImagen, tipo: Limpieza): Promise<Archivo> {
  const { bytes } = decodificarDataUrl(cuerpo.file);
  const clase = detectarClase(bytes);
  if (!clase || !claseAdmitida('imagen', clase)) throw tipoNoSoportado(MENSAJE_SOLO_IMAGENES);
  const proceso = PROCESOS[tipo];
  const limpia = await proceso.limpiar(bytes);
  return guardarArchivo(db, {
    nombre: limpiarNombre(cuerpo.name, proceso.clase),
    tipo_mime: CLASES_ARCHIVO[proceso.clase].mime,
    tamano: limpia.length,
    base64: limpia.toString('base64'),
    id_afiliado: idAfiliado,
  });
}
