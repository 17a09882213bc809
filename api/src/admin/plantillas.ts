// Plantillas .xlsx de importación (DESIGN 6; README): encabezados en su fila y una fila de ejemplo
// en la fila inicial por defecto (SPEC 9), para que el libro se pueda importar tal cual.
import ExcelJS from 'exceljs';
import type { TipoImportacion } from '@fondo/contrato';

export const ENCABEZADOS: Record<'afiliados' | 'afiliacion' | 'aportes' | 'creditos', string[]> = {
  afiliados: ['Documento', 'Tipo de documento', 'Nombres', 'Apellidos', 'Correo electrónico', 'Tipo de afiliado', 'Teléfono',
    'Fecha de afiliación', 'Fecha de retiro'],
  afiliacion: ['Documento', 'Salario', 'Ahorro permanente', 'Ahorro programado', 'Cuota de afiliación', 'Lugar de trabajo',
    'Tipo de contrato', 'Cargo', 'Fecha de ingreso'],
  aportes: ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'],
  creditos: ['Documento', 'Nombre', 'Tipo de crédito', 'Número', 'Valor crédito', 'Saldo', 'Cuota', 'Cuotas', 'Cuotas pagadas',
    'Cuotas pendientes', 'Desembolso', 'Inicio descuento', 'Terminación', 'Tasa', 'Estado', 'Descuento prima', 'Descuento ahorro'],
};

const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);

function hoja(libro: ExcelJS.Workbook, nombre: string, encabezados: string[], filaEncabezados: number, ejemplo: ExcelJS.CellValue[]) {
  const h = libro.addWorksheet(nombre);
  h.getRow(filaEncabezados).values = encabezados;
  h.getRow(filaEncabezados).font = { bold: true };
  h.getRow(filaEncabezados + 1).values = ejemplo;
  encabezados.forEach((e, i) => {
    const col = h.getColumn(i + 1);
    col.width = Math.max(14, e.length + 4);
    if (/^Fecha|Desembolso|Inicio descuento|Terminación/.test(e)) col.numFmt = 'dd/mm/yyyy';
  });
  return h;
}

export async function plantillaImportacion(tipo: TipoImportacion): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  if (tipo === 'afiliados') {
    hoja(libro, 'Afiliados', ENCABEZADOS.afiliados, 1, [
      '1012345678', 'CC', 'Ana María', 'Pérez Gómez', 'ana.perez@correo.com', 'Docente', '3001234567', fecha('2024-02-01'), null,
    ]);
  } else if (tipo === 'afiliacion') {
    const h = hoja(libro, 'Afiliación', ENCABEZADOS.afiliacion, 3, [
      '1012345678', 3500000, 175000, 50000, 20000, 'Sede 170', 'Indefinido', 'Docente de matemáticas', fecha('2020-01-15'),
    ]);
    h.getCell('A1').value = 'Datos de afiliación';
    h.getCell('A1').font = { bold: true, size: 14 };
  } else {
    for (const [nombre, enc, ejemplo] of [
      ['Aportes', ENCABEZADOS.aportes, ['1012345678', 'Ana María Pérez Gómez', 'Ahorro permanente', 1750000, 175000]],
      ['Créditos', ENCABEZADOS.creditos, ['1012345678', 'Ana María Pérez Gómez', 'Libre inversión', 'CR-0001', 5000000, 3200000,
        250000, 24, 8, 16, fecha('2025-03-01'), fecha('2025-04-30'), fecha('2027-03-30'), 0.012, 'Vigente', 'NO', 'SI']],
    ] as const) {
      const h = hoja(libro, nombre, [...enc], 4, [...ejemplo] as ExcelJS.CellValue[]);
      h.getCell('A1').value = nombre === 'Aportes' ? 'Aportes por afiliado' : 'Créditos por afiliado';
      h.getCell('A1').font = { bold: true, size: 14 };
      h.getCell('A2').value = 'Corte';
      h.getCell('B2').value = fecha('2025-12-31');
      h.getCell('B2').numFmt = 'dd/mm/yyyy';
    }
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}
