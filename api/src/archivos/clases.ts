// Clase de un archivo por sus bytes (firma mágica), nunca por el nombre ni el tipo que declara el
// cliente. Una tabla que crece: para reconocer otra clase, añada su fila (de la más específica a
// la más general: docx antes que zip). Las clases y sus usos están en el contrato (archivos.ts).
import type { ClaseArchivo } from '@fondo/contrato';

interface Firma {
  clase: ClaseArchivo;
  detecta: (b: Buffer) => boolean;
}

const empieza = (b: Buffer, firma: string | readonly number[]): boolean => {
  const f = typeof firma === 'string' ? Buffer.from(firma, 'latin1') : Buffer.from(firma);
  return b.length >= f.length && b.subarray(0, f.length).equals(f);
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_VACIO = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Nombres de las entradas de un ZIP según su directorio central (el final del archivo), con
 * límites comprobados; [] si no se puede leer.
 */
export function entradasZip(b: Buffer, maximo = 2000): string[] {
  const EOCD = 0x06054b50;
  const desde = Math.max(0, b.length - 22 - 0xffff);
  for (let o = b.length - 22; o >= desde; o--) {
    if (b.readUInt32LE(o) !== EOCD) continue;
    const total = b.readUInt16LE(o + 10);
    let p = b.readUInt32LE(o + 16);
    const nombres: string[] = [];
    for (let i = 0; i < Math.min(total, maximo); i++) {
      if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return nombres;
      const largo = b.readUInt16LE(p + 28);
      const extra = b.readUInt16LE(p + 30);
      const comentario = b.readUInt16LE(p + 32);
      if (p + 46 + largo > b.length) return nombres;
      nombres.push(b.toString('utf8', p + 46, p + 46 + largo));
      p += 46 + largo + extra + comentario;
    }
    return nombres;
  }
  return [];
}

/** Office Open XML: un ZIP con [Content_Types].xml y la carpeta de la aplicación. */
const ooxml =
  (carpeta: string) =>
  (b: Buffer): boolean => {
    if (!empieza(b, ZIP)) return false;
    const nombres = entradasZip(b);
    return nombres.includes('[Content_Types].xml') && nombres.some((n) => n.startsWith(carpeta));
  };

/** Office 97-2003: contenedor OLE con el flujo propio de la aplicación (nombre en UTF-16). */
const ole =
  (...flujos: string[]) =>
  (b: Buffer): boolean =>
    empieza(b, OLE) && flujos.some((f) => b.includes(Buffer.from(f, 'utf16le')));

/**
 * OpenDocument (LibreOffice): un ZIP cuya primera entrada es 'mimetype', sin comprimir, con el tipo
 * exacto del documento (así lo pide la norma ODF).
 */
const odf =
  (mime: string) =>
  (b: Buffer): boolean => {
    if (!empieza(b, ZIP) || b.length < 30) return false;
    const largoNombre = b.readUInt16LE(26);
    const inicio = 30 + largoNombre + b.readUInt16LE(28);
    return (
      b.toString('latin1', 30, 30 + largoNombre) === 'mimetype' &&
      b.readUInt16LE(8) === 0 &&
      b.readUInt32LE(18) === mime.length &&
      b.toString('latin1', inicio, inicio + mime.length) === mime
    );
  };

export const FIRMAS: readonly Firma[] = [
  { clase: 'pdf', detecta: (b) => empieza(b, '%PDF-') },
  { clase: 'png', detecta: (b) => empieza(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { clase: 'jpg', detecta: (b) => empieza(b, [0xff, 0xd8, 0xff]) },
  { clase: 'docx', detecta: ooxml('word/') },
  { clase: 'xlsx', detecta: ooxml('xl/') },
  { clase: 'pptx', detecta: ooxml('ppt/') },
  { clase: 'ods', detecta: odf('application/vnd.oasis.opendocument.spreadsheet') },
  { clase: 'odt', detecta: odf('application/vnd.oasis.opendocument.text') },
  { clase: 'zip', detecta: (b) => empieza(b, ZIP) || empieza(b, ZIP_VACIO) },
  { clase: 'doc', detecta: ole('WordDocument') },
  { clase: 'xls', detecta: ole('Workbook', 'Book') },
  { clase: 'ppt', detecta: ole('PowerPoint Document') },
];

/**
 * Un documento de Office con contraseña de apertura (Word, Excel o PowerPoint, y LibreOffice al guardarlos
 * así): el paquete cifrado va en un contenedor OLE con los flujos EncryptionInfo y EncryptedPackage.
 */
export function esOfficeCifrado(b: Buffer): boolean {
  return (
    empieza(b, OLE) &&
    b.includes(Buffer.from('EncryptionInfo', 'utf16le')) &&
    b.includes(Buffer.from('EncryptedPackage', 'utf16le'))
  );
}

/** La clase que dicen los bytes, o null si no es ninguna de la tabla. */
export function detectarClase(bytes: Buffer): ClaseArchivo | null {
  for (const f of FIRMAS) if (f.detecta(bytes)) return f.clase;
  return null;
}

/**
 * La clase por los bytes y el nombre juntos: los bytes deciden; solo un ZIP genérico cuyo nombre dice
 * OpenDocument (.ods, .odt) y que trae su contenido y su manifiesto es ese documento (una herramienta
 * que no pone 'mimetype' primero). El nombre nunca convierte en admitido lo que los bytes no son.
 */
export function claseDeArchivo(bytes: Buffer, nombre: string): ClaseArchivo | null {
  const clase = detectarClase(bytes);
  if (clase !== 'zip') return clase;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(nombre.trim())?.[1]?.toLowerCase();
  if (extension !== 'ods' && extension !== 'odt') return clase;
  const entradas = entradasZip(bytes);
  return entradas.includes('content.xml') && entradas.includes('META-INF/manifest.xml') ? extension : clase;
}
