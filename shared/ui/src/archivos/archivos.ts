// Archivos de la API (SPEC 7): subir como data URL, limpiar la foto o la firma, leer o descargar uno
// guardado con la sesión. Funciones simples sobre el cliente `api` del runtime.
import { api, descargarArchivo } from '@fondo/runtime';
import type { Archivo, UsoArchivo } from '@fondo/contrato';

/** El archivo como data URL, la forma que reciben las rutas de archivos. */
export function leerComoDataUrl(archivo: Blob): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () => resolver(String(lector.result));
    lector.onerror = () => rechazar(lector.error ?? new Error('No se pudo leer el archivo'));
    lector.readAsDataURL(archivo);
  });
}

/** POST /api/archivos: el servidor decide el tipo por los bytes (415/413 si no sirve) y responde el nombre que guardó. */
export async function subirArchivo(archivo: File, uso: UsoArchivo): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return api.post('archivos', { json: { file, name: archivo.name, uso } }).json<Archivo>();
}

/** Qué limpia la API: la foto (derecha, cuadrada, sin metadatos) o la firma y huella (sin el papel, sin márgenes). */
export type TipoImagen = 'foto' | 'firma';

const RUTA_LIMPIAR: Record<TipoImagen, string> = { foto: 'archivos/limpiar-foto', firma: 'archivos/limpiar-imagen' };

/** POST /api/archivos/limpiar-foto o /limpiar-imagen: guarda solo la imagen limpia. */
export async function limpiarImagen(archivo: File, tipo: TipoImagen): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return api.post(RUTA_LIMPIAR[tipo], { json: { file, name: archivo.name } }).json<Archivo>();
}

/** GET /api/archivos/{id}: un archivo guardado (necesita el token de la sesión). */
export function obtenerArchivo(id: number): Promise<Blob> {
  return api.get(`archivos/${id}`).blob();
}

/** GET /api/archivos/{id} con la sesión, guardado con su nombre. */
export function descargarAdjunto(id: number, nombre: string): Promise<void> {
  return descargarArchivo(`archivos/${id}`, nombre);
}
