// Ayudantes de las pruebas de administración: libros .xlsx generados con exceljs, multipart y zips a mano.
import { deflateRawSync } from 'node:zlib';
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
    if (h.b2 !== undefined) { hoja.getCell('A2').value = 'Corte'; hoja.getCell('B2').value = h.b2; }
    h.filas.forEach((f, i) => { hoja.getRow(h.desde + i).values = f; });
  }
  return Buffer.from(await l.xlsx.writeBuffer());
}

/** Cuerpo multipart/form-data con campos de texto y luego un archivo. */
export function multipart(campos: Record<string, string>, archivo: { nombre: string; bytes: Buffer; tipo?: string } | null) {
  const limite = `----limite${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (archivo) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="file"; filename="${archivo.nombre}"\r\n`
      + `Content-Type: ${archivo.tipo ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`));
    partes.push(archivo.bytes, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** POST /api/admin/importar con el libro. */
export function importar(app: FastifyInstance, token: string, tipo: string, bytes: Buffer, fila?: number | string) {
  const m = multipart({ tipo, ...(fila === undefined ? {} : { fila: String(fila) }) }, { nombre: 'libro.xlsx', bytes });
  return app.inject({ method: 'POST', url: '/api/admin/importar', headers: { ...encabezado(token), ...m.headers }, payload: m.payload });
}

/** Zip mínimo (deflate) con las entradas dadas: para armar bombas y libros falsos. */
export function zip(entradas: { nombre: string; datos: Buffer }[]): Buffer {
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let desplazamiento = 0;
  for (const e of entradas) {
    const comprimido = deflateRawSync(e.datos);
    const nombre = Buffer.from(e.nombre);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); local.writeUInt32LE(comprimido.length, 18); local.writeUInt32LE(e.datos.length, 22);
    local.writeUInt16LE(nombre.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0); c.writeUInt16LE(20, 4); c.writeUInt16LE(20, 6); c.writeUInt16LE(8, 10);
    c.writeUInt32LE(comprimido.length, 20); c.writeUInt32LE(e.datos.length, 24); c.writeUInt16LE(nombre.length, 28);
    c.writeUInt32LE(desplazamiento, 42);
    locales.push(local, nombre, comprimido);
    central.push(c, nombre);
    desplazamiento += 30 + nombre.length + comprimido.length;
  }
  const cd = Buffer.concat(central);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0); fin.writeUInt16LE(entradas.length, 8); fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(cd.length, 12); fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, cd, fin]);
}

/** Lee un .xlsx (respuesta) a filas de valores. */
export async function leerLibro(bytes: Buffer): Promise<Map<string, unknown[][]>> {
  const l = new ExcelJS.Workbook();
  await l.xlsx.load(bytes as unknown as ArrayBuffer);
  const r = new Map<string, unknown[][]>();
  l.eachSheet((h) => {
    const filas: unknown[][] = [];
    h.eachRow((f, n) => { filas[n - 1] = (f.values as unknown[]).slice(1); });
    r.set(h.name, filas);
  });
  return r;
}
