// Llamadas de la API de Actualización de datos (SPEC 7): la ficha del afiliado, guardarla, el formulario
// en PDF y la limpieza de la foto y de la firma. Las fechas ISO se recortan al día (SPEC 3).
import { api, descargarArchivo } from '@fondo/runtime';
import { recortarFecha } from '@fondo/contrato';
import type { Archivo, CuerpoActualizacion, RespuestaAfiliado, RespuestaGuardarAfiliado } from '@fondo/contrato';

/** 'me' es el afiliado de la sesión; un número (0 = nuevo) solo lo acepta la API para superadmin. */
export type IdFicha = number | 'me';

export async function obtenerFicha(id: IdFicha): Promise<RespuestaAfiliado> {
  return recortarFecha(await api.get(`afiliados/${id}`).json<RespuestaAfiliado>());
}

export async function guardarFicha(id: IdFicha, cuerpo: CuerpoActualizacion): Promise<RespuestaGuardarAfiliado> {
  return recortarFecha(await api.post(`afiliados/${id}`, { json: cuerpo }).json<RespuestaGuardarAfiliado>());
}

/** El archivo como data URL, la forma que reciben las rutas de archivos. */
export function leerComoDataUrl(archivo: Blob): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () => resolver(String(lector.result));
    lector.onerror = () => rechazar(lector.error ?? new Error('No se pudo leer el archivo'));
    lector.readAsDataURL(archivo);
  });
}

/** Foto: la API la endereza, la recorta cuadrada, le quita los metadatos y la guarda. */
export async function limpiarFoto(archivo: File): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return api.post('archivos/limpiar-foto', { json: { file, name: archivo.name } }).json<Archivo>();
}

/** Firma y huella: la API quita el fondo del papel y recorta los márgenes. */
export async function limpiarFirma(archivo: File): Promise<Archivo> {
  const file = await leerComoDataUrl(archivo);
  return api.post('archivos/limpiar-imagen', { json: { file, name: archivo.name } }).json<Archivo>();
}

/** Una imagen guardada (necesita el token de la sesión). */
export function obtenerImagen(id: number): Promise<Blob> {
  return api.get(`archivos/${id}`).blob();
}

/** El formulario lleno en PDF; el nombre lo da el servidor (el del afiliado). */
export function descargarFormulario(id: IdFicha): Promise<void> {
  return descargarArchivo(`afiliados/${id}/actualizacion`, 'Formulario de actualización.pdf');
}
