// Reglas de presentación de los ahorros (SPEC 5 y 9).
import dayjs from 'dayjs';
import { aportesVisibles as aportesVisiblesContrato, type Aporte, type HistorialAportes } from '@fondo/contrato';
import type { PuntoHistorial } from '../../componentes/grafico-historial';

/** SPEC 5: se ocultan las filas de tipo 'Revalorizacion' con total 0 y se ordena por tipo_aporte.orden (regla del contrato). */
export function aportesVisibles(aportes: Aporte[]): Aporte[] {
  return aportesVisiblesContrato(aportes);
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
