// @fondo/ui/archivos: archivos de la API (subir, limpiar, leer, descargar) y la imagen guardada como URL local.
export {
  leerComoDataUrl,
  subirArchivo,
  limpiarImagen,
  obtenerArchivo,
  descargarAdjunto,
  subirPaginaFoto,
  pdfDeFotos,
  type TipoImagen,
} from './archivos';
export { useImagen, clavesArchivos } from './usar-imagen';
export { VisorArchivo, tipoPorFirma, type ArchivoVisible } from './visor-archivo';
export { DocumentoFotos, type PropsDocumentoFotos } from './documento-fotos';
export { ACEPTA_DOCUMENTO, ACEPTA_FOTO } from './tipos-documento';
export {
  ProveedorSubidas,
  TextoEsperandoSubidas,
  TEXTO_ESPERANDO_SUBIDAS,
  useAvisarSubida,
  useSubidasEnCurso,
  type SubidasEnCurso,
} from './subidas';
