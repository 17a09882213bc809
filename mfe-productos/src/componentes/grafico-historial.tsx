// Gráfico de líneas SVG, pequeño y accesible, para la evolución de los ahorros por corte.
// Sin librerías: una ruta por serie, eje X con meses cortos en español, mínimo y máximo en el eje Y,
// y un <title> por punto que hace de tooltip. Para un lector de pantalla el gráfico es una imagen
// (role="img") con su título y su descripción; lo de dentro es presentación.
import { useId, type ReactElement } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { formatoDinero, formatoFecha } from '@fondo/contrato';

export interface PuntoHistorial {
  /** 'YYYY-MM-DD' */
  corte: string;
  total: number;
}

export interface SerieHistorial {
  nombre: string;
  puntos: PuntoHistorial[];
}

interface Props {
  titulo: string;
  series: SerieHistorial[];
  ancho?: number;
  alto?: number;
}

const COLORES = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2'];
const MARGEN = { arriba: 10, derecha: 10, abajo: 22, izquierda: 52 };

const compacto = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export function mesCorto(corte: string): string {
  return dayjs(corte).locale('es').format('MMM YY');
}

/** Índices de las etiquetas del eje X: a lo sumo 4, siempre el primero y el último. */
function indicesEtiquetas(n: number): number[] {
  if (n <= 4) return Array.from({ length: n }, (_, i) => i);
  return [...new Set([0, Math.round((n - 1) / 3), Math.round((2 * (n - 1)) / 3), n - 1])];
}

export function GraficoHistorial({ titulo, series, ancho = 320, alto = 130 }: Props): ReactElement | null {
  const id = useId();
  const conPuntos = series.filter((s) => s.puntos.length > 0);
  if (conPuntos.length === 0) return null;

  const cortes = [...new Set(conPuntos.flatMap((s) => s.puntos.map((p) => p.corte)))].sort();
  const tiempos = cortes.map((c) => dayjs(c).valueOf());
  const t0 = tiempos[0] ?? 0;
  const t1 = tiempos[tiempos.length - 1] ?? t0;
  const totales = conPuntos.flatMap((s) => s.puntos.map((p) => p.total));
  const minimo = Math.min(...totales);
  const maximo = Math.max(...totales);

  const x0 = MARGEN.izquierda;
  const x1 = ancho - MARGEN.derecha;
  const y0 = alto - MARGEN.abajo; // base (mínimo)
  const y1 = MARGEN.arriba; // tope (máximo)
  const x = (corte: string): number =>
    t1 === t0 ? (x0 + x1) / 2 : x0 + ((dayjs(corte).valueOf() - t0) / (t1 - t0)) * (x1 - x0);
  const y = (v: number): number =>
    maximo === minimo ? (y0 + y1) / 2 : y0 - ((v - minimo) / (maximo - minimo)) * (y0 - y1);
  const r = (v: number): string => v.toFixed(1);
  // Puntos más pequeños cuando hay muchos cortes.
  const radio = cortes.length > 12 ? 2.2 : 3;

  const primero = cortes[0] ?? '';
  const ultimo = cortes[cortes.length - 1] ?? '';
  const descripcion =
    `${conPuntos.map((s) => s.nombre).join(', ')}: de ${mesCorto(primero)} a ${mesCorto(ultimo)}, ` +
    `mínimo ${formatoDinero(minimo)}, máximo ${formatoDinero(maximo)}.`;

  return (
    <svg
      viewBox={`0 0 ${ancho} ${alto}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      style={{ display: 'block', maxHeight: 180, overflow: 'visible' }}
      fontSize={10}
      fontFamily="inherit"
    >
      <title id={`${id}-t`}>{titulo}</title>
      <desc id={`${id}-d`}>{descripcion}</desc>

      {/* eje Y: líneas guía y etiquetas de máximo y mínimo */}
      {/* texto de los ejes con contraste AA (5.7:1 sobre blanco) */}
      <g aria-hidden="true" fill="#666666">
        <line x1={x0} x2={x1} y1={y1} y2={y1} stroke="#f0f0f0" />
        <line x1={x0} x2={x1} y1={y0} y2={y0} stroke="#d9d9d9" />
        <text x={x0 - 6} y={y1} dy="0.35em" textAnchor="end" data-eje="max">
          {compacto.format(maximo)}
        </text>
        {maximo !== minimo && (
          <text x={x0 - 6} y={y0} dy="0.35em" textAnchor="end" data-eje="min">
            {compacto.format(minimo)}
          </text>
        )}
        {indicesEtiquetas(cortes.length).map((i) => {
          const c = cortes[i] ?? '';
          const ancla = cortes.length === 1 ? 'middle' : i === 0 ? 'start' : i === cortes.length - 1 ? 'end' : 'middle';
          return (
            <text key={c} x={x(c)} y={alto - 6} textAnchor={ancla} data-eje="x">
              {mesCorto(c)}
            </text>
          );
        })}
      </g>

      {conPuntos.map((s, i) => {
        const color = COLORES[i % COLORES.length];
        const puntos = [...s.puntos].sort((a, b) => a.corte.localeCompare(b.corte));
        const linea = puntos.map((p, j) => `${j === 0 ? 'M' : 'L'}${r(x(p.corte))},${r(y(p.total))}`).join(' ');
        const primeroX = r(x(puntos[0]?.corte ?? primero));
        const ultimoX = r(x(puntos[puntos.length - 1]?.corte ?? ultimo));
        return (
          <g key={s.nombre}>
            {/* área bajo la línea solo con una serie, para no tapar otras */}
            {conPuntos.length === 1 && puntos.length > 1 && (
              <path
                d={`${linea} L${ultimoX},${r(y0)} L${primeroX},${r(y0)} Z`}
                fill={color}
                fillOpacity={0.12}
                aria-hidden="true"
              />
            )}
            <path d={linea} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" data-serie={s.nombre} />
            {puntos.map((p) => (
              <circle
                key={p.corte}
                cx={x(p.corte)}
                cy={y(p.total)}
                r={radio}
                fill="#fff"
                stroke={color}
                strokeWidth={1.5}
              >
                <title>{`${s.nombre} · ${formatoFecha(p.corte)}: ${formatoDinero(p.total)}`}</title>
              </circle>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
