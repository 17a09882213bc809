// Detección por bytes: cada clase de la tabla, y lo que no debe pasar por otra cosa.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { claseDeArchivo, detectarClase, entradasZip } from './clases.js';
import { contentDisposition, limpiarNombre } from './nombre.js';
import { leerDataUrl } from './data-url.js';
import { pngDeMuestra } from '../demo/muestras.js';

/** ZIP sin compresión con esas entradas (vacías), armado a mano: cabeceras locales, directorio y fin. */
function zip(nombres: string[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let offset = 0;
  for (const n of nombres) {
    const nombre = Buffer.from(n, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nombre.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nombre.length, 28);
    central.writeUInt32LE(offset, 42);
    locales.push(local, nombre);
    centrales.push(central, nombre);
    offset += 30 + nombre.length;
  }
  const directorio = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(nombres.length, 8);
  fin.writeUInt16LE(nombres.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, directorio, fin]);
}

const ole = (flujo: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(500),
    Buffer.from(flujo, 'utf16le'),
    Buffer.alloc(20),
  ]);

test('PDF, PNG y JPG por su firma', () => {
  expect(detectarClase(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
  expect(detectarClase(pngDeMuestra(4, 4))).toBe('png');
  expect(detectarClase(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe('jpg');
});

test('Office moderno: docx, xlsx y pptx son ZIP con su carpeta; un ZIP cualquiera es zip', async () => {
  expect(detectarClase(zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe('docx');
  expect(detectarClase(zip(['[Content_Types].xml', 'ppt/presentation.xml']))).toBe('pptx');
  expect(detectarClase(zip(['fotos/a.jpg', 'word/no-es-office.txt']))).toBe('zip');
  const libro = new ExcelJS.Workbook();
  libro.addWorksheet('Hoja').addRow(['a', 1]);
  const xlsx = Buffer.from(await libro.xlsx.writeBuffer());
  expect(entradasZip(xlsx)).toContain('[Content_Types].xml');
  expect(detectarClase(xlsx)).toBe('xlsx');
});

/** ZIP con una sola entrada 'mimetype' sin comprimir, como empieza un documento OpenDocument. */
function odfMinimo(mime: string): Buffer {
  const nombre = Buffer.from('mimetype');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt32LE(mime.length, 18);
  local.writeUInt32LE(mime.length, 22);
  local.writeUInt16LE(nombre.length, 26);
  return Buffer.concat([local, nombre, Buffer.from(mime, 'latin1'), zip(['content.xml'])]);
}

test('OpenDocument (LibreOffice): por su entrada mimetype; o un ZIP con su contenido y nombre .ods/.odt', () => {
  const ods = readFileSync(new URL('../../test/muestras/aportes-libreoffice.ods', import.meta.url));
  expect(detectarClase(ods)).toBe('ods');
  expect(claseDeArchivo(ods, 'planilla.zip')).toBe('ods');
  expect(detectarClase(odfMinimo('application/vnd.oasis.opendocument.text'))).toBe('odt');
  expect(detectarClase(odfMinimo('application/vnd.oasis.opendocument.graphics'))).toBe('zip');
  // Bytes y nombre juntos: un ZIP genérico con el contenido de un ODF y nombre .ods es una hoja.
  const sinMimetype = zip(['content.xml', 'styles.xml', 'META-INF/manifest.xml']);
  expect(claseDeArchivo(sinMimetype, 'Aportes 2026.ods')).toBe('ods');
  expect(claseDeArchivo(sinMimetype, 'Aportes 2026.zip')).toBe('zip');
  expect(claseDeArchivo(zip(['fotos/a.jpg']), 'falsa.ods')).toBe('zip');
  expect(claseDeArchivo(Buffer.from('MZ\x90\x00programa'), 'hoja.ods')).toBeNull();
  expect(claseDeArchivo(Buffer.from('%PDF-1.7'), 'hoja.ods')).toBe('pdf');
});

test('Office 97-2003: contenedor OLE con el flujo de cada aplicación', () => {
  expect(detectarClase(ole('WordDocument'))).toBe('doc');
  expect(detectarClase(ole('Workbook'))).toBe('xls');
  expect(detectarClase(ole('PowerPoint Document'))).toBe('ppt');
  expect(detectarClase(ole('OtraCosa'))).toBeNull();
});

test('lo demás no pasa: HTML, texto, ejecutables, firmas a medias, vacío', () => {
  for (const b of [
    Buffer.from('<html><script>alert(1)</script></html>'),
    Buffer.from('hola'),
    Buffer.from('MZ\x90\x00'),
    Buffer.from(' %PDF-1.4'),
    Buffer.from([0x89, 0x50, 0x4e]),
    Buffer.alloc(0),
    Buffer.from('PK'),
  ])
    expect(detectarClase(b)).toBeNull();
});

test('un directorio ZIP corrupto no rompe la lectura', () => {
  const malo = zip(['word/a.xml']);
  malo.writeUInt32LE(0xffffff, malo.length - 6); // offset del directorio fuera del archivo
  expect(entradasZip(malo)).toEqual([]);
  expect(detectarClase(malo)).toBe('zip');
});

test('nombre limpio: sin carpetas ni control, recortado, con la extensión de la clase', () => {
  expect(limpiarNombre('../../etc/pass\u0000wd.exe', 'png')).toBe('passwd.png');
  expect(limpiarNombre('C:\\Users\\ana\\Desprendible Nov.pdf', 'pdf')).toBe('Desprendible Nov.pdf');
  expect(limpiarNombre('foto.png', 'pdf')).toBe('foto.pdf');
  expect(limpiarNombre('  ..  ', 'jpg')).toBe('archivo.jpg');
  expect(limpiarNombre('a<b>:c"|?*\u202e.txt', 'pdf')).toBe('a_b__c____.pdf');
  expect(limpiarNombre('Cédula  de\tciudadanía.PDF', 'pdf')).toBe('Cédula de ciudadanía.pdf');
  const largo = limpiarNombre(`${'ñ'.repeat(300)}.pdf`, 'pdf');
  expect(largo).toBe(`${'ñ'.repeat(100)}.pdf`);
});

test('Content-Disposition con nombre ASCII y filename* (RFC 5987)', () => {
  expect(contentDisposition('Cédula "Ñoño" (1).pdf')).toBe(
    `attachment; filename="Cedula _Nono_ (1).pdf"; filename*=UTF-8''C%C3%A9dula%20%22%C3%91o%C3%B1o%22%20%281%29.pdf`,
  );
});

test('data URL: base64 obligatorio, límite antes de decodificar, vacío', () => {
  expect(leerDataUrl('data:application/pdf;base64,JVBERi0=')).toEqual(Buffer.from('%PDF-'));
  expect(() => leerDataUrl('data:text/plain,hola')).toThrow('base64');
  expect(() => leerDataUrl('data:application/pdf;base64,@@@@')).toThrow('base64');
  expect(() => leerDataUrl('sin coma')).toThrow('base64');
  expect(() => leerDataUrl('data:application/pdf;base64,')).toThrow('El archivo está vacío');
  expect(() => leerDataUrl(`data:x;base64,${'A'.repeat(16)}`, 11)).toThrow('tamaño máximo');
});
