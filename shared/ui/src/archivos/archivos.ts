// Archivos de la API (SPEC 7): subir como data URL, limpiar la foto o la firma, leer o descargar uno
// guardado con la sesión. Funciones simples sobre el cliente tipado del runtime.
import { cliente } from '@fondo/runtime';
import type { Archivo, UsoArchivo } from '@fondo/contrato';
import { recordarNombreDeArchivo } from '../borradores/almacen';

/** El archivo como data URL, la forma que reciben las rutas de archivos. */
export function leerComoDataUrl(archivo: Blob): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const lector = new FileReader();
    // con readAsDataURL el resultado es texto
    lector.onload = () =>
      typeof lector.result === 'string' ? resolver(lector.result) : rechazar(new Error('No se pudo leer el archivo'));
    lector.onerror = () => rechazar(lector.error ?? new Error('No se pudo leer el archivo'));
    lector.readAsDataURL(archivo);
  });
}

/** POST /api/archivos: el servidor decide el tipo por los bytes (415/413 si no sirve) y responde el nombre que guardó. */
export async function subirArchivo(archivo: File, uso: UsoArchivo): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  const a = await cliente.archivos.subir({ cuerpo: { file, name: archivo.name, uso } });
  // el nombre viaja con el borrador del formulario (el campo guarda solo el id)
  recordarNombreDeArchivo(a.id_archivo, a.nombre);
  return a;
}

/** Qué limpia la API: la foto (derecha, cuadrada, sin metadatos) o la firma y huella (sin el papel, sin márgenes). */
export type TipoImagen = 'foto' | 'firma';

const LIMPIAR = { foto: cliente.imagenes.limpiarFoto, firma: cliente.imagenes.limpiarImagen } as const;

/** POST /api/archivos/limpiar-foto o /limpiar-imagen: guarda solo la imagen limpia. */
export async function limpiarImagen(archivo: File, tipo: TipoImagen): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return LIMPIAR[tipo]({ cuerpo: { file, name: archivo.name } });
}

/** POST /api/archivos/pagina-foto: una página fotografiada, guardada derecha, sin metadatos y comprimida. */
export async function subirPaginaFoto(archivo: File): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return cliente.imagenes.paginaFoto({ cuerpo: { file, name: archivo.name } });
}

/** POST /api/archivos/pdf-de-fotos: las páginas ya subidas, en su orden, unidas en un PDF guardado. */
export function pdfDeFotos(paginas: readonly number[], nombre: string): Promise<Archivo> {
  return cliente.imagenes.pdfDeFotos({ cuerpo: { paginas: [...paginas], name: nombre } });
}

/** GET /api/archivos/{id}: un archivo guardado (necesita el token de la sesión). */
export function obtenerArchivo(id: number): Promise<Blob> {
  return cliente.archivos.leer({ params: { id_archivo: id } });
}

/** GET /api/archivos/{id} con la sesión, guardado con su nombre. */
export function descargarAdjunto(id: number, nombre: string): Promise<void> {
  return cliente.archivos.leer.descargar(nombre, { params: { id_archivo: id } });
}
