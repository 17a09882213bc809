/** desde_mes 1-12 (SPEC 2.10). */
export const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export const OPCIONES_MES = MESES.map((m, i) => ({ value: i + 1, label: m }));
