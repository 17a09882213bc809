// Plantillas .xlsx de importación (DESIGN 6; README): encabezados en su fila, cada
// uno con una nota que explica la columna, y el ejemplo en hojas 'Ejemplo…' que no se importan.
import type ExcelJS from 'exceljs';
import type { TipoImportacion } from '@fondo/contrato';
import { largoDeCampo } from './importacion/celdas.js';

export const ENCABEZADOS = {
  afiliados: [
    'Documento',
    'Tipo de documento',
    'Nombres',
    'Apellidos',
    'Correo electrónico',
    'Tipo de afiliado',
    'Teléfono',
    'Fecha de afiliación',
    'Fecha de retiro',
  ],
  afiliacion: [
    'Documento',
    'Salario',
    'Ahorro permanente',
    'Ahorro programado',
    'Cuota de afiliación',
    'Lugar de trabajo',
    'Tipo de contrato',
    'Cargo',
    'Fecha de ingreso',
  ],
  aportes: ['Documento', 'Nombre', 'Tipo de aporte', 'Total', 'Cuota'],
  creditos: [
    'Documento',
    'Nombre',
    'Tipo de crédito',
    'Número',
    'Valor crédito',
    'Saldo',
    'Cuota',
    'Cuotas',
    'Cuotas pagadas',
    'Cuotas pendientes',
    'Desembolso',
    'Inicio descuento',
    'Terminación',
    'Tasa',
    'Estado',
    'Descuento prima',
    'Descuento ahorro',
  ],
} as const satisfies Record<'afiliados' | 'afiliacion' | 'aportes' | 'creditos', readonly string[]>;

/** Qué va en cada columna: nota del encabezado en la plantilla (y en el README). */
export const EXPLICACIONES: Record<string, string> = {
  Documento:
    'Solo dígitos, sin puntos ni guiones (1012345678). Los ceros a la izquierda no cuentan: 0080010001 es 80010001.',
  'Tipo de documento': 'CC, PS, CE o PEP.',
  Nombres: `Obligatorio, hasta ${largoDeCampo('nombres')} caracteres.`,
  Apellidos: `Obligatorio, hasta ${largoDeCampo('apellidos')} caracteres.`,
  'Correo electrónico': 'usuario@dominio.co (opcional).',
  'Tipo de afiliado': 'Docente, Administrativo o Servicios Generales.',
  Teléfono: `Opcional, hasta ${largoDeCampo('telefono')} caracteres (caben dos números con su extensión).`,
  'Fecha de afiliación': 'Fecha de Excel o texto dd/mm/aaaa (31/12/2025).',
  'Fecha de retiro': 'Solo si se retiró: fecha de Excel o dd/mm/aaaa.',
  Salario: 'Pesos: número, o texto como 3.500.000 o 3,500,000.00. Vacío no cambia lo guardado.',
  'Ahorro permanente': 'Pesos (como el salario).',
  'Ahorro programado': 'Pesos (como el salario).',
  'Cuota de afiliación': 'Pesos (como el salario).',
  'Lugar de trabajo': 'Sede 170 o Sede Campestre.',
  'Tipo de contrato': 'Fijo o Indefinido.',
  Cargo: `Texto libre, hasta ${largoDeCampo('cargo')} caracteres: uno más largo se rechaza, no se corta.`,
  'Fecha de ingreso': 'Fecha de Excel o dd/mm/aaaa.',
  Nombre: 'Solo para leer la hoja: no se importa.',
  'Tipo de aporte':
    'Nombre del tipo (Ahorro permanente, Revalorización...). Sin importar mayúsculas ni tildes; uno nuevo se crea.',
  Total: 'Pesos: número, o texto como 1.750.000,50 o 1,750,000.50. Obligatorio.',
  Cuota: 'Pesos (opcional).',
  'Tipo de crédito': 'Uno de Tipos de Crédito (sin importar mayúsculas ni tildes).',
  Número: 'Número del crédito; no se repite para el mismo documento.',
  'Valor crédito': 'Pesos. Obligatorio.',
  Saldo: 'Pesos. Obligatorio.',
  Cuotas: 'Número entero.',
  'Cuotas pagadas': 'Número entero.',
  'Cuotas pendientes': 'Número entero.',
  Desembolso: 'Fecha de Excel o dd/mm/aaaa.',
  'Inicio descuento': 'Fecha de Excel o dd/mm/aaaa.',
  Terminación: 'Fecha de Excel o dd/mm/aaaa.',
  Tasa: 'Mensual, como fracción: 0,012 (o 1,2 %).',
  Estado: 'Texto (Vigente, Cancelado...).',
  'Descuento prima': 'SI o NO.',
  'Descuento ahorro': 'SI o NO.',
};

const fecha = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Una hoja con los encabezados (con su nota) en `filaEncabezados` y, si se da, el ejemplo debajo. */
function hoja(
  libro: ExcelJS.Workbook,
  nombre: string,
  encabezados: readonly string[],
  filaEncabezados: number,
  ejemplo: ExcelJS.CellValue[] | null,
) {
  const h = libro.addWorksheet(nombre);
  const fila = h.getRow(filaEncabezados);
  fila.values = [...encabezados];
  fila.font = { bold: true };
  encabezados.forEach((e, i) => {
    const explicacion = EXPLICACIONES[e];
    if (explicacion) fila.getCell(i + 1).note = explicacion;
    const col = h.getColumn(i + 1);
    col.width = Math.max(14, e.length + 4);
    if (/^Fecha|Desembolso|Inicio descuento|Terminación/.test(e)) col.numFmt = 'dd/mm/yyyy';
  });
  if (ejemplo) h.getRow(filaEncabezados + 1).values = ejemplo;
  return h;
}

/** Título en A1 y, en aportes, 'Corte' en A2 y la fecha del corte en B2 (vacía en la hoja de datos). */
function titulo(h: ExcelJS.Worksheet, texto: string, corte?: Date | null) {
  h.getCell('A1').value = texto;
  h.getCell('A1').font = { bold: true, size: 14 };
  if (corte === undefined) return;
  h.getCell('A2').value = 'Corte';
  h.getCell('B2').value = corte;
  h.getCell('B2').numFmt = 'dd/mm/yyyy';
  h.getCell('B2').note = 'Fecha del corte: fecha de Excel o dd/mm/aaaa (31/12/2025). Obligatoria si hay filas.';
}

const EJEMPLO_AFILIADO = [
  '1012345678',
  'CC',
  'Ana María',
  'Pérez Gómez',
  'ana.perez@correo.com',
  'Docente',
  '3001234567',
];
const EJEMPLO_APORTE = ['1012345678', 'Ana María Pérez Gómez', 'Ahorro permanente', 1750000, 175000];
const EJEMPLO_CREDITO = [
  '1012345678',
  'Ana María Pérez Gómez',
  'Libre inversión',
  'CR-0001',
  5000000,
  3200000,
  250000,
  24,
  8,
  16,
  fecha('2025-03-01'),
  fecha('2025-04-30'),
  fecha('2027-03-30'),
  0.012,
  'Vigente',
  'NO',
  'SI',
];

/**
 * Plantilla de un tipo: la hoja de datos solo con encabezados (cada uno con una nota que explica la
 * columna), y el ejemplo en hojas 'Ejemplo…' que la importación no lee: importada tal cual, no cambia nada.
 */
export async function plantillaImportacion(tipo: TipoImportacion): Promise<Buffer> {
  const { Workbook } = (await import('exceljs')).default;
  const libro = new Workbook();
  if (tipo === 'afiliados') {
    hoja(libro, 'Afiliados', ENCABEZADOS.afiliados, 1, null);
    hoja(libro, 'Ejemplo', ENCABEZADOS.afiliados, 1, [...EJEMPLO_AFILIADO, fecha('2024-02-01'), null]);
  } else if (tipo === 'afiliacion') {
    titulo(hoja(libro, 'Afiliación', ENCABEZADOS.afiliacion, 3, null), 'Datos de afiliación');
    const ejemplo = [
      '1012345678',
      3500000,
      175000,
      50000,
      20000,
      'Sede 170',
      'Indefinido',
      'Docente de matemáticas',
      fecha('2020-01-15'),
    ];
    titulo(hoja(libro, 'Ejemplo', ENCABEZADOS.afiliacion, 3, ejemplo), 'Ejemplo: datos de afiliación');
  } else {
    titulo(hoja(libro, 'Aportes', ENCABEZADOS.aportes, 4, null), 'Aportes por afiliado', null);
    titulo(hoja(libro, 'Créditos', ENCABEZADOS.creditos, 4, null), 'Créditos por afiliado', null);
    const corte = fecha('2025-12-31');
    titulo(
      hoja(libro, 'Ejemplo Aportes', ENCABEZADOS.aportes, 4, EJEMPLO_APORTE),
      'Ejemplo: aportes por afiliado',
      corte,
    );
    titulo(
      hoja(libro, 'Ejemplo Créditos', ENCABEZADOS.creditos, 4, EJEMPLO_CREDITO),
      'Ejemplo: créditos por afiliado',
      corte,
    );
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}
