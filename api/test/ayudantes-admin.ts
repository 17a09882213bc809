// Ayudantes de las pruebas de administración: libros .xlsx generados con exceljs, multipart y zips a mano.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { encabezado } from './ayudantes.js';

export type FilaLibro = ExcelJS.CellValue[];

export interface HojaLibro {
  nombre: string;
  /** celda B2 (fecha del corte) */
  b2?: ExcelJS.CellValue;
  /** filas desde `desde` (1 = primera) */
  desde: number;
  filas: FilaLibro[];
}

/** Libro .xlsx en memoria con las hojas dadas. */
export async function libro(hojas: HojaLibro[]): Promise<Buffer> {
  const l = new ExcelJS.Workbook();
  for (const h of hojas) {
    const hoja = l.addWorksheet(h.nombre);
    hoja.getCell('A1').value = 'Título';
    if (h.b2 !== undefined) {
      hoja.getCell('A2').value = 'Corte';
      hoja.getCell('B2').value = h.b2;
    }
    h.filas.forEach((f, i) => {
      hoja.getRow(h.desde + i).values = f;
    });
  }
  return Buffer.from(await l.xlsx.writeBuffer());
}

/** Cuerpo multipart/form-data con campos de texto y luego un archivo. */
export function multipart(
  campos: Record<string, string>,
  archivo: { nombre: string; bytes: Buffer; tipo?: string } | null,
) {
  const limite = `----limite${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (archivo) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="${archivo.nombre}"\r\n` +
          `Content-Type: ${archivo.tipo ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
    );
    partes.push(archivo.bytes, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** POST /api/admin/importar con el libro. */
export function importar(app: FastifyInstance, token: string, tipo: string, bytes: Buffer, fila?: number | string) {
  const m = multipart({ tipo, ...(fila === undefined ? {} : { fila: String(fila) }) }, { nombre: 'libro.xlsx', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/admin/importar',
    headers: { ...encabezado(token), ...m.headers },
    payload: m.payload,
  });
}

/** Lee un .xlsx (respuesta) a filas de valores. */
export async function leerLibro(bytes: Buffer): Promise<Map<string, unknown[][]>> {
  const l = new ExcelJS.Workbook();
  await l.xlsx.load(bytes as unknown as ArrayBuffer);
  const r = new Map<string, unknown[][]>();
  l.eachSheet((h) => {
    const filas: unknown[][] = [];
    h.eachRow((f, n) => {
      filas[n - 1] = (f.values as unknown[]).slice(1);
    });
    r.set(h.name, filas);
  });
  return r;
}

export { bombaXlsx, zip } from './bomba-xlsx.js';
