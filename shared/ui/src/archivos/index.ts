// @fondo/ui/archivos: archivos de la API (subir, limpiar, leer, descargar) y la imagen guardada como URL local.
export {
  leerComoDataUrl,
  subirArchivo,
  limpiarImagen,
  obtenerArchivo,
  descargarAdjunto,
  type TipoImagen,
} from './archivos';
export { useImagen, clavesArchivos } from './usar-imagen';
