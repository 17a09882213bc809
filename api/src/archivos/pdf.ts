// ¿El fondo puede abrir este PDF? Un PDF con contraseña de apertura, uno protegido contra la impresión o
// uno cortado (una descarga a medias) se rechaza con lo que debe hacer la persona: el personal del fondo
// abre e imprime los documentos de una solicitud sin pedir claves. pdfjs-dist lee el cifrado (todas sus
// versiones) y los permisos; el final del archivo (%%EOF) dice si llegó entero.

export const MENSAJE_PDF_CON_CLAVE =
  'El PDF tiene contraseña y el fondo no podría abrirlo. Ábralo, guárdelo de nuevo sin contraseña ' +
  '(por ejemplo con Imprimir > Guardar como PDF) y súbalo otra vez.';
export const MENSAJE_PDF_SIN_IMPRESION =
  'El PDF está protegido y no deja imprimirlo, y el fondo debe poder imprimirlo. Guárdelo de nuevo sin ' +
  'protección (por ejemplo con Imprimir > Guardar como PDF) y súbalo otra vez.';
export const MENSAJE_PDF_DANADO =
  'El PDF está incompleto o dañado y no se puede abrir. Descárguelo o expórtelo de nuevo desde donde lo ' +
  'obtuvo, compruebe que se abre y súbalo otra vez.';

/** Permiso de imprimir de la norma PDF (bit 3 de /P). */
const PERMISO_IMPRIMIR = 4;
/** La norma pide %%EOF en los últimos 1024 bytes. */
const COLA = 1024;

/** Espacios de la sintaxis PDF: lo que venga después de %%EOF con solo esto no cuenta. */
const ESPACIOS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * El archivo llegó entero: termina en %%EOF (lo primero que pierde una descarga a medias). No se exige
 * un startxref exacto: los visores abren igual los PDF reales que se desvían o no lo traen.
 */
function llegoEntero(bytes: Buffer): boolean {
  let fin = bytes.length;
  while (fin > 0 && ESPACIOS.has(bytes[fin - 1]!)) fin--;
  return bytes.toString('latin1', Math.max(0, fin - COLA), fin).includes('%%EOF');
}

/**
 * null si el fondo puede abrir e imprimir el PDF; si no, el mensaje para la persona (qué pasó y qué
 * hacer). Un PDF con solo contraseña de propietario que deja imprimir se abre sin pedir nada: se admite.
 */
export async function problemaDelPdf(bytes: Buffer): Promise<string | null> {
  if (!llegoEntero(bytes)) return MENSAJE_PDF_DANADO;
  // pdfjs pesa varios MB: se carga con el primer PDF, no al arrancar cada proceso de la API.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const tarea = getDocument({
    data: new Uint8Array(bytes),
    password: '',
    stopAtErrors: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const documento = await tarea.promise;
    if (documento.numPages < 1) return MENSAJE_PDF_DANADO;
    await documento.getPage(1);
    const permisos = await documento.getPermissions();
    if (permisos && !permisos.includes(PERMISO_IMPRIMIR)) return MENSAJE_PDF_SIN_IMPRESION;
    return null;
  } catch (e) {
    return (e as { name?: unknown } | null)?.name === 'PasswordException' ? MENSAJE_PDF_CON_CLAVE : MENSAJE_PDF_DANADO;
  } finally {
    await tarea.destroy();
  }
}
