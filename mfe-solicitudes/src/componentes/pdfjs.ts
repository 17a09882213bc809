// Dónde quedan pdf.js y su trabajador en la compilación: webpack los copia tal cual como archivos (new URL con
// import.meta.url) y el visor los pide solo al abrir un documento; no entran en ningún paquete de JavaScript.
export const URL_PDFJS = new URL('pdfjs-dist/build/pdf.min.mjs', import.meta.url).href;
export const URL_TRABAJADOR_PDFJS = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
