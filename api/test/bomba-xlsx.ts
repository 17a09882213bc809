// Zips a mano para las pruebas y el benchmark: libros falsos y bombas de descompresión (sin la app).
import { constants, deflateRawSync } from 'node:zlib';

/** Zip mínimo (deflate) con las entradas dadas: para armar bombas y libros falsos. */
export function zip(entradas: { nombre: string; datos: Buffer }[]): Buffer {
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let desplazamiento = 0;
  for (const e of entradas) {
    const comprimido = deflateRawSync(e.datos);
    const nombre = Buffer.from(e.nombre);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(comprimido.length, 18);
    local.writeUInt32LE(e.datos.length, 22);
    local.writeUInt16LE(nombre.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(comprimido.length, 20);
    c.writeUInt32LE(e.datos.length, 24);
    c.writeUInt16LE(nombre.length, 28);
    c.writeUInt32LE(desplazamiento, 42);
    locales.push(local, nombre, comprimido);
    central.push(c, nombre);
    desplazamiento += 30 + nombre.length + comprimido.length;
  }
  const cd = Buffer.concat(central);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(cd.length, 12);
  fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, cd, fin]);
}

const XML_LIBRO =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  '<sheet name="Afiliados" sheetId="1" r:id="rId1"/></sheets></workbook>';
const XML_RELACIONES =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
  '</Relationships>';
const XML_HOJA =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<sheetData><row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>';

/**
 * Bomba de directorio mentiroso: un .xlsx cuyo sharedStrings.xml infla a `gigas` GB
 * (trozos deflate de 1 MiB repetidos, cada uno sin referencias fuera de sí) mientras el directorio
 * central declara `declarado` bytes inflados. `texto`: una sola cadena enorme; si no, millones de
 * cadenas cortas. Unos 1.000 bytes comprimidos por MiB inflado: 9 GB caben en unos 9,4 MB.
 */
export function bombaXlsx(opciones: { gigas: number; declarado: number; texto: boolean }): Buffer {
  const trozo = (datos: string, final: boolean) =>
    deflateRawSync(Buffer.from(datos), { level: 9, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
  const relleno = opciones.texto ? 'a'.repeat(1 << 20) : '<si><t>a</t></si>'.repeat((1 << 20) / 16);
  const medio = trozo(relleno, false);
  const veces = Math.round(opciones.gigas * 1024);
  const cadenas = Buffer.concat([
    trozo('<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>', false),
    ...Array.from({ length: veces }, () => medio),
    trozo('</t></si></sst>', true),
  ]);
  const normal = zip([
    { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
    { nombre: 'xl/workbook.xml', datos: Buffer.from(XML_LIBRO) },
    { nombre: 'xl/_rels/workbook.xml.rels', datos: Buffer.from(XML_RELACIONES) },
    { nombre: 'xl/worksheets/sheet1.xml', datos: Buffer.from(XML_HOJA) },
    { nombre: 'xl/sharedStrings.xml', datos: Buffer.from('x') },
  ]);
  return conEntradaCruda(normal, 'xl/sharedStrings.xml', cadenas, opciones.declarado);
}

/** Reemplaza los datos comprimidos de una entrada de un zip de zip() por `crudos`, declarando `declarado` inflados. */
function conEntradaCruda(original: Buffer, nombre: string, crudos: Buffer, declarado: number): Buffer {
  // zip() escribe las entradas en orden y la última es la reemplazada: se rehace su encabezado y el directorio.
  const finDir = original.length - 22;
  const inicioDir = original.readUInt32LE(finDir + 16);
  const n = original.readUInt16LE(finDir + 10);
  const centrales: Buffer[] = [];
  let pos = inicioDir;
  for (let i = 0; i < n; i++) {
    const largo =
      46 + original.readUInt16LE(pos + 28) + original.readUInt16LE(pos + 30) + original.readUInt16LE(pos + 32);
    centrales.push(Buffer.from(original.subarray(pos, pos + largo)));
    pos += largo;
  }
  const ultima = centrales[n - 1]!;
  if (ultima.toString('utf8', 46, 46 + ultima.readUInt16LE(28)) !== nombre)
    throw new Error('la entrada debe ser la última');
  const desde = ultima.readUInt32LE(42);
  const local = Buffer.from(original.subarray(desde, desde + 30 + ultima.readUInt16LE(28)));
  local.writeUInt32LE(crudos.length, 18);
  local.writeUInt32LE(declarado, 22);
  ultima.writeUInt32LE(crudos.length, 20);
  ultima.writeUInt32LE(declarado, 24);
  const cuerpo = Buffer.concat([original.subarray(0, desde), local, crudos]);
  const dir = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(n, 8);
  fin.writeUInt16LE(n, 10);
  fin.writeUInt32LE(dir.length, 12);
  fin.writeUInt32LE(cuerpo.length, 16);
  return Buffer.concat([cuerpo, dir, fin]);
}
