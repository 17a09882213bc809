// Reglas de presentación de los ahorros (SPEC 5 y 9).
import dayjs from 'dayjs';
import type { Aporte, HistorialAportes } from '@fondo/shared/types';
import type { PuntoHistorial } from '../../componentes/grafico-historial';

const sinTildes = (t: string): string => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** SPEC 5: se ocultan las filas de tipo 'Revalorizacion' con total 0 y se ordena por tipo_aporte.orden. */
export function aportesVisibles(aportes: Aporte[]): Aporte[] {
  return aportes
    .filter((a) => !(sinTildes(a.tipo_aporte.nombre) === 'revalorizacion' && Number(a.total) === 0))
    .sort((a, b) => a.tipo_aporte.orden - b.tipo_aporte.orden);
}

/** SPEC 9: la cuota mensual solo se muestra en los tipos cuyo nombre contiene 'Ahorro'. */
export function muestraCuotaMensual(nombreTipo: string): boolean {
  return nombreTipo.includes('Ahorro');
}

/** Puntos de un tipo de aporte en los cortes de los dos últimos años (contados desde el corte más reciente). */
export function puntosDosAnios(historial: HistorialAportes | null, idTipo: number): PuntoHistorial[] {
  const serie = historial?.series.find((s) => s.id_tipo_aporte === idTipo);
  if (!serie || serie.puntos.length === 0) return [];
  const ultimo = serie.puntos.reduce((m, p) => (p.corte > m ? p.corte : m), serie.puntos[0]?.corte ?? '');
  const desde = dayjs(ultimo).subtract(2, 'year').format('YYYY-MM-DD');
  return serie.puntos
    .filter((p) => p.corte > desde)
    .map((p) => ({ corte: p.corte, total: Number(p.total) }))
    .sort((a, b) => a.corte.localeCompare(b.corte));
}
