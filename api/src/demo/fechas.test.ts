import { finDeMes, mesAbsoluto, mesDeFecha, mesDelAnio, sumarDias, anioDe } from './fechas.js';

describe('fechas de los datos demo', () => {
  test('fin de mes, incluidos febrero bisiesto y diciembre', () => {
    expect(finDeMes(mesAbsoluto(2024, 2))).toBe('2024-02-29');
    expect(finDeMes(mesAbsoluto(2025, 2))).toBe('2025-02-28');
    expect(finDeMes(mesAbsoluto(2025, 12))).toBe('2025-12-31');
    expect(finDeMes(mesAbsoluto(2026, 10))).toBe('2026-10-31');
  });

  test('ida y vuelta entre fecha y mes absoluto', () => {
    const m = mesDeFecha('2026-01-15');
    expect(anioDe(m)).toBe(2026);
    expect(mesDelAnio(m)).toBe(1);
    expect(m - mesDeFecha('2025-12-31')).toBe(1);
  });

  test('sumar días cruza meses y años', () => {
    expect(sumarDias('2025-12-30', 3)).toBe('2026-01-02');
  });
});
