// Un mismo libro descrito una vez y hecho por dos programas: exceljs (.xlsx directo) y LibreOffice (.fods
// convertido con `soffice --headless --convert-to xlsx`, una llamada para todos los archivos). Celdas de
// texto, número, fecha y fórmula; celdas combinadas, columnas ocultas y filas vacías al final.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

export type CeldaEspec = string | number | { fecha: string } | { formula: string; valor: number } | null;

export interface HojaEspec {
  nombre: string;
  /** filas desde la 1 (undefined: fila vacía) */
  filas: (CeldaEspec[] | undefined)[];
  /** columnas ocultas (1 = A) */
  ocultas?: number[];
  /** celdas combinadas: fila y columna de la primera (1 = primera) y cuántas columnas */
  combinadas?: { fila: number; columna: number; ancho: number }[];
  /** filas vacías con formato al final (como deja una hoja a la que se le borraron filas) */
  vaciasAlFinal?: number;
}

const escapar = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function celdaFods(c: CeldaEspec, extra = ''): string {
  if (c === null) return `<table:table-cell${extra}/>`;
  if (typeof c === 'string')
    return `<table:table-cell${extra} office:value-type="string"><text:p>${escapar(c)}</text:p></table:table-cell>`;
  if (typeof c === 'number')
    return `<table:table-cell${extra} office:value-type="float" office:value="${c}"><text:p>${c}</text:p></table:table-cell>`;
  if ('fecha' in c)
    return `<table:table-cell${extra} table:style-name="fecha" office:value-type="date" office:date-value="${c.fecha}"><text:p>${c.fecha}</text:p></table:table-cell>`;
  const formula = c.formula.replace(/([A-Z]+\d+)/g, '[.$1]');
  return `<table:table-cell${extra} table:formula="of:=${escapar(formula)}" office:value-type="float" office:value="${c.valor}"><text:p>${c.valor}</text:p></table:table-cell>`;
}

/** El libro como OpenDocument plano (.fods). */
export function fods(hojas: HojaEspec[]): string {
  const tablas = hojas.map((h) => {
    const ancho = Math.max(1, ...h.filas.map((f) => f?.length ?? 0));
    const columnas = Array.from(
      { length: ancho },
      (_, i) => `<table:table-column${h.ocultas?.includes(i + 1) ? ' table:visibility="collapse"' : ''}/>`,
    ).join('');
    const filas = h.filas.map((f, i) => {
      if (!f) return '<table:table-row><table:table-cell/></table:table-row>';
      const celdas: string[] = [];
      for (let c = 0; c < f.length; c++) {
        const comb = h.combinadas?.find((m) => m.fila === i + 1 && m.columna === c + 1);
        if (comb) {
          celdas.push(
            celdaFods(f[c] ?? null, ` table:number-columns-spanned="${comb.ancho}" table:number-rows-spanned="1"`),
          );
          celdas.push(`<table:covered-table-cell table:number-columns-repeated="${comb.ancho - 1}"/>`);
          c += comb.ancho - 1;
        } else celdas.push(celdaFods(f[c] ?? null));
      }
      return `<table:table-row>${celdas.join('')}</table:table-row>`;
    });
    const vacias = h.vaciasAlFinal
      ? `<table:table-row table:style-name="alta" table:number-rows-repeated="${h.vaciasAlFinal}"><table:table-cell table:style-name="negrita" table:number-columns-repeated="${ancho}"/></table:table-row>`
      : '';
    return `<table:table table:name="${escapar(h.nombre)}">${columnas}${filas.join('')}${vacias}</table:table>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<number:date-style style:name="dma"><number:day number:style="long"/><number:text>/</number:text><number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/></number:date-style>
<style:style style:name="fecha" style:family="table-cell" style:data-style-name="dma"/>
<style:style style:name="negrita" style:family="table-cell"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="alta" style:family="table-row"><style:table-row-properties style:row-height="0.6cm"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet>${tablas.join('')}</office:spreadsheet></office:body></office:document>`;
}

/** El mismo libro hecho con exceljs. */
export async function xlsxExceljs(hojas: HojaEspec[]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  for (const h of hojas) {
    const hoja = libro.addWorksheet(h.nombre);
    h.filas.forEach((f, i) => {
      f?.forEach((c, j) => {
        if (c === null) return;
        const celda = hoja.getCell(i + 1, j + 1);
        if (typeof c === 'string' || typeof c === 'number') celda.value = c;
        else if ('fecha' in c) {
          celda.value = new Date(`${c.fecha}T00:00:00Z`);
          celda.numFmt = 'dd/mm/yyyy';
        } else celda.value = { formula: c.formula, result: c.valor };
      });
    });
    for (const m of h.combinadas ?? []) hoja.mergeCells(m.fila, m.columna, m.fila, m.columna + m.ancho - 1);
    for (const c of h.ocultas ?? []) hoja.getColumn(c).hidden = true;
    for (let i = 0; i < (h.vaciasAlFinal ?? 0); i++)
      hoja.getCell(h.filas.length + i + 1, 1).style = { font: { bold: true } };
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}

const ejecutar = promisify(execFile);

/**
 * Convierte a .xlsx con LibreOffice, en UNA llamada a soffice (con su propio perfil, para no chocar con
 * otro soffice abierto): .fods por su texto y .xlsx por sus bytes (ida y vuelta). Devuelve los .xlsx por nombre.
 */
export async function conLibreOffice(
  archivos: { nombre: string; contenido: string | Buffer }[],
): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(join(tmpdir(), 'fondo-soffice-'));
  try {
    const entrada = join(dir, 'entrada');
    const salida = join(dir, 'salida');
    mkdirSync(entrada);
    mkdirSync(salida);
    const rutas = archivos.map((a) => {
      const ruta = join(entrada, a.nombre);
      writeFileSync(ruta, a.contenido);
      return ruta;
    });
    await ejecutar(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'perfil')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx:Calc MS Excel 2007 XML',
        '--outdir',
        salida,
        ...rutas,
      ],
      { timeout: 180_000 },
    );
    return new Map(
      archivos.map((a) => {
        const nombre = `${basename(a.nombre).replace(/\.[^.]+$/, '')}.xlsx`;
        return [nombre, readFileSync(join(salida, nombre))];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
