// Libros .xlsx: comprobación por bytes (zip con [Content_Types].xml y xl/workbook.xml, y defensa
// contra bombas zip por el directorio central: un primer filtro; la lectura en flujo cuenta lo inflado de
// verdad, importacion/zip.ts) y escape de celdas de texto. Un libro con contraseña (Excel y LibreOffice lo
// guardan cifrado dentro de un contenedor OLE, con los flujos EncryptionInfo y EncryptedPackage) o cortado
// (sin el directorio central del zip, que va al final) es un .xlsx que no se puede leer: 400 con qué hacer.
import { esOfficeCifrado } from '../archivos/clases.js';
import { demasiadoGrande, solicitudInvalida, tipoNoSoportado } from '../errors.js';

export const MENSAJE_NO_XLSX = 'El archivo debe ser .xlsx';
export const MENSAJE_XLSX_CON_CLAVE =
  'El libro tiene contraseña y no se puede leer. Ábralo en Excel o LibreOffice, quite la contraseña ' +
  '(Excel: Archivo > Información > Proteger libro > Cifrar con contraseña, y deje la clave en blanco; ' +
  'LibreOffice: Guardar como sin marcar "Guardar con contraseña"), guárdelo como .xlsx e impórtelo de nuevo.';
export const MENSAJE_XLSX_DANADO =
  'El libro .xlsx está dañado o incompleto (por ejemplo, una descarga a medias) y no se puede leer. ' +
  'Ábralo en Excel o LibreOffice, guárdelo de nuevo como .xlsx e impórtelo otra vez.';
export const MENSAJE_BOMBA = 'El libro descomprimido es demasiado grande';
/** Máximo descomprimido que declara el directorio central del zip. */
export const MAXIMO_DESCOMPRIMIDO = 256 * 1024 * 1024;
/** Relación máxima descomprimido/comprimido de una entrada (las hojas XML rara vez pasan de 30). */
export const RELACION_MAXIMA = 200;
const MAXIMO_ENTRADAS = 2000;

/**
 * Comprueba que los bytes sean un .xlsx: firma zip, directorio central legible con
 * [Content_Types].xml y xl/workbook.xml. 415 si no; 400 si tiene contraseña o está cortado o dañado;
 * 413 si lo declarado descomprimido es una bomba.
 */
export function comprobarXlsx(bytes: Buffer): void {
  if (esOfficeCifrado(bytes)) throw solicitudInvalida(MENSAJE_XLSX_CON_CLAVE);
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw tipoNoSoportado(MENSAJE_NO_XLSX);
  if (bytes.length < 22) throw solicitudInvalida(MENSAJE_XLSX_DANADO);
  // Fin del directorio central: en los últimos 22 + 65535 bytes.
  let fin = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  }
  if (fin < 0) throw solicitudInvalida(MENSAJE_XLSX_DANADO);
  const entradas = bytes.readUInt16LE(fin + 10);
  let pos = bytes.readUInt32LE(fin + 16);
  if (entradas === 0xffff || pos === 0xffffffff) throw demasiadoGrande(MENSAJE_BOMBA); // zip64: no en un .xlsx normal
  if (entradas > MAXIMO_ENTRADAS) throw demasiadoGrande(MENSAJE_BOMBA);
  const nombres = new Set<string>();
  let total = 0;
  for (let n = 0; n < entradas; n++) {
    if (pos + 46 > bytes.length || bytes.readUInt32LE(pos) !== 0x02014b50) throw solicitudInvalida(MENSAJE_XLSX_DANADO);
    const comprimido = bytes.readUInt32LE(pos + 20);
    const descomprimido = bytes.readUInt32LE(pos + 24);
    const largoNombre = bytes.readUInt16LE(pos + 28);
    const largoExtra = bytes.readUInt16LE(pos + 30);
    const largoComentario = bytes.readUInt16LE(pos + 32);
    if (pos + 46 + largoNombre > bytes.length) throw solicitudInvalida(MENSAJE_XLSX_DANADO);
    nombres.add(bytes.toString('utf8', pos + 46, pos + 46 + largoNombre));
    if (descomprimido === 0xffffffff || comprimido === 0xffffffff) throw demasiadoGrande(MENSAJE_BOMBA);
    if (descomprimido > 1024 * 1024 && descomprimido > comprimido * RELACION_MAXIMA)
      throw demasiadoGrande(MENSAJE_BOMBA);
    total += descomprimido;
    if (total > MAXIMO_DESCOMPRIMIDO) throw demasiadoGrande(MENSAJE_BOMBA);
    pos += 46 + largoNombre + largoExtra + largoComentario;
  }
  if (!nombres.has('[Content_Types].xml') || !nombres.has('xl/workbook.xml')) throw tipoNoSoportado(MENSAJE_NO_XLSX);
}

/** Texto que una hoja de cálculo tomaría por fórmula (= + - @, tabulador, retorno): con ' delante. */
export function escaparCelda(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}
