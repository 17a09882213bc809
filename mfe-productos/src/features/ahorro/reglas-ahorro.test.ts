import type { Aporte, HistorialAportes } from '@fondo/contrato';
import { aportesVisibles, muestraCuotaMensual, puntosDosAnios } from './reglas-ahorro';

const aporte = (id: number, nombre: string, orden: number, total: number): Aporte => ({
  id_aporte: id,
  id_tipo_aporte: id,
  total,
  cuota: 0,
  tipo_aporte: { id_tipo_aporte: id, nombre, orden },
});

test('aportesVisibles quita Revalorizacion (con o sin tilde) en 0 y ordena por orden', () => {
  const r = aportesVisibles([
    aporte(1, 'B', 2, 10),
    aporte(2, 'Revalorización', 0, 0),
    aporte(3, 'Revalorizacion', 5, 0),
    aporte(4, 'A', 1, 0),
    aporte(5, 'Revalorizacion', 3, 7),
  ]);
  expect(r.map((a) => a.id_aporte)).toEqual([4, 1, 5]);
});

test("muestraCuotaMensual: el nombre debe contener 'Ahorro'", () => {
  expect(muestraCuotaMensual('Ahorro Permanente')).toBe(true);
  expect(muestraCuotaMensual('Fondo de Ahorro')).toBe(true);
  expect(muestraCuotaMensual('Aportes Sociales')).toBe(false);
});

test('puntosDosAnios deja los cortes de los dos años previos al último, ordenados', () => {
  const historial: HistorialAportes = {
    tipos: [],
    cortes: [],
    series: [
      {
        id_tipo_aporte: 1,
        puntos: [
          { id_corte: 4, corte: '2026-10-31', total: 40 },
          { id_corte: 1, corte: '2024-10-31', total: 10 },
          { id_corte: 2, corte: '2024-11-30', total: 20 },
          { id_corte: 3, corte: '2025-06-30', total: 30 },
        ],
      },
      { id_tipo_aporte: 2, puntos: [{ id_corte: 4, corte: '2026-10-31', total: 5 }] },
    ],
  };
  expect(puntosDosAnios(historial, 1)).toEqual([
    { corte: '2024-11-30', total: 20 },
    { corte: '2025-06-30', total: 30 },
    { corte: '2026-10-31', total: 40 },
  ]);
  expect(puntosDosAnios(historial, 9)).toEqual([]);
  expect(puntosDosAnios(null, 1)).toEqual([]);
});
