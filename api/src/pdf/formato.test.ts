import {
  dinero,
  documentoConPuntos,
  documentoEnmascarado,
  fechaCorta,
  fechaEnBogota,
  fechaEnPalabras,
  siglaDocumento,
} from './formato.js';

describe('formato de los certificados', () => {
  test('dinero en formato US con 2 decimales, sin pasar por float', () => {
    expect(dinero('1234567.89')).toBe('$1,234,567.89');
    expect(dinero('0.30')).toBe('$0.30');
    expect(dinero('0')).toBe('$0.00');
    expect(dinero('1000')).toBe('$1,000.00');
    expect(dinero('999.5')).toBe('$999.50');
    expect(dinero('-2500000.10')).toBe('-$2,500,000.10');
    expect(dinero('12345678901234.99')).toBe('$12,345,678,901,234.99');
    expect(dinero('1.005')).toBe('$1.01');
    expect(() => dinero('abc')).toThrow();
  });

  test('fechas', () => {
    expect(fechaCorta('2026-10-31')).toBe('31/10/2026');
    expect(fechaEnPalabras('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(fechaEnPalabras('2025-01-05')).toBe('5 de enero de 2025');
    // 02:00 UTC del 23 es todavía el 22 en Bogotá.
    expect(fechaEnBogota(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
  });

  test('documentos', () => {
    expect(documentoConPuntos('1000000001')).toBe('1.000.000.001');
    expect(documentoConPuntos('80395826')).toBe('80.395.826');
    expect(documentoConPuntos('AB12345')).toBe('AB12345');
    expect(documentoEnmascarado('1000000001')).toBe('******0001');
    expect(siglaDocumento('CE')).toBe('C.E.');
    expect(siglaDocumento(null)).toBe('C.C.');
  });
});
