// Archivos (SPEC 5 y 7; DESIGN 4): clases de archivo reconocidas, qué clases admite cada uso y el
// tamaño máximo. La API decide la clase por los bytes (firma mágica), nunca por el nombre ni el
// tipo que declara el cliente; las apps usan lo mismo para el `accept` de sus subidas.

/** Tamaño máximo de un archivo subido: 10 MB. */
export const LIMITE_ARCHIVO_BYTES = 10 * 1024 * 1024;

/** Páginas máximas de un documento armado con fotos (POST /api/archivos/pdf-de-fotos). */
export const MAXIMO_PAGINAS_PDF = 20;

export const CLASES_ARCHIVO = {
  pdf: { mime: 'application/pdf', extension: 'pdf', nombre: 'PDF' },
  png: { mime: 'image/png', extension: 'png', nombre: 'PNG' },
  jpg: { mime: 'image/jpeg', extension: 'jpg', nombre: 'JPG' },
  doc: { mime: 'application/msword', extension: 'doc', nombre: 'Word (.doc)' },
  xls: { mime: 'application/vnd.ms-excel', extension: 'xls', nombre: 'Excel (.xls)' },
  ppt: { mime: 'application/vnd.ms-powerpoint', extension: 'ppt', nombre: 'PowerPoint (.ppt)' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    nombre: 'Word (.docx)',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    nombre: 'Excel (.xlsx)',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    nombre: 'PowerPoint (.pptx)',
  },
  zip: { mime: 'application/zip', extension: 'zip', nombre: 'ZIP' },
  // OpenDocument (LibreOffice): un ZIP como xlsx/docx, que antes se guardaba como .zip (ya admitido);
  // se reconoce para conservar su nombre y su tipo.
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods', nombre: 'Calc (.ods)' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extension: 'odt', nombre: 'Writer (.odt)' },
} as const;
export type ClaseArchivo = keyof typeof CLASES_ARCHIVO;

/**
 * Para qué se sube un archivo y qué clases admite (SPEC 5): documentos de la solicitud en PDF;
 * firma, huella y foto en JPG/PNG; adjuntos de mensajes en cualquiera de la lista, más las hojas y
 * textos de LibreOffice (.ods, .odt): son ZIP como los de Office, y un ZIP ya se admitía.
 */
export const USOS_ARCHIVO = {
  pdf: ['pdf'],
  imagen: ['jpg', 'png'],
  adjunto: ['pdf', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'ppt', 'pptx', 'ods', 'odt'],
} as const satisfies Record<string, readonly ClaseArchivo[]>;
export type UsoArchivo = keyof typeof USOS_ARCHIVO;

export function claseAdmitida(uso: UsoArchivo, clase: string): boolean {
  return (USOS_ARCHIVO[uso] as readonly string[]).includes(clase);
}

/** Clase de un tipo MIME guardado (el que la API decidió por los bytes), o null. */
export function claseDeMime(mime: string): ClaseArchivo | null {
  for (const [clase, d] of Object.entries(CLASES_ARCHIVO)) if (d.mime === mime) return clase as ClaseArchivo;
  return null;
}

/** 'PDF', 'JPG o PNG', ... para los mensajes de error. */
export function nombresDelUso(uso: UsoArchivo): string {
  const nombres = USOS_ARCHIVO[uso].map((c) => CLASES_ARCHIVO[c].nombre);
  return nombres.length <= 1
    ? (nombres[0] ?? '')
    : `${nombres.slice(0, -1).join(', ')} o ${nombres[nombres.length - 1]}`;
}

/**
 * Fotos que se suben y la API guarda como JPG (SPEC 7): HEIC/HEIF de la cámara del iPhone y WebP. No son
 * clases guardadas: se aceptan donde se acepta JPG (foto, firma, adjunto, páginas de un documento).
 */
export const FOTOS_CONVERTIBLES = {
  heic: { mime: 'image/heic', extension: 'heic' },
  heif: { mime: 'image/heif', extension: 'heif' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const;

/** ¿El archivo elegido es una foto HEIC/HEIF o WebP (por su tipo o su extensión)? */
export function esFotoConvertible(f: { name: string; type: string }): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(f.name)?.[1]?.toLowerCase();
  return Object.values(FOTOS_CONVERTIBLES).some((c) => c.mime === f.type.toLowerCase() || c.extension === ext);
}

const aceptaConvertibles = (uso: UsoArchivo) => claseAdmitida(uso, 'jpg');

/** 'PDF', 'JPG, PNG, HEIC o WebP', ... para los mensajes de las pantallas (lo que se puede elegir). */
export function nombresElegibles(uso: UsoArchivo): string {
  if (!aceptaConvertibles(uso)) return nombresDelUso(uso);
  const nombres = [...USOS_ARCHIVO[uso].map((c) => CLASES_ARCHIVO[c].nombre), 'HEIC', 'WebP'];
  return `${nombres.slice(0, -1).join(', ')} o ${nombres[nombres.length - 1]}`;
}

/** Valor del atributo `accept` de un <input type=file> para el uso. */
export function aceptarDelUso(uso: UsoArchivo): string {
  return USOS_ARCHIVO[uso]
    .flatMap((c) => [`.${CLASES_ARCHIVO[c].extension}`, CLASES_ARCHIVO[c].mime])
    .concat(uso === 'imagen' ? ['.jpeg'] : [])
    .concat(
      aceptaConvertibles(uso) ? Object.values(FOTOS_CONVERTIBLES).flatMap((c) => [`.${c.extension}`, c.mime]) : [],
    )
    .join(',');
}
