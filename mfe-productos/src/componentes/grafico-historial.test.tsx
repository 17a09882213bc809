import { render, screen } from '@testing-library/react';
import { GraficoHistorial, mesCorto, type SerieHistorial } from './grafico-historial';

const SERIES: SerieHistorial[] = [
  {
    nombre: 'Ahorro Permanente',
    puntos: [
      { corte: '2025-12-31', total: 1000000 },
      { corte: '2026-06-30', total: 1600000 },
      { corte: '2026-10-31', total: 2000000 },
    ],
  },
  {
    nombre: 'Ahorro Programado',
    puntos: [
      { corte: '2025-12-31', total: 200000 },
      { corte: '2026-10-31', total: 500000 },
    ],
  },
];

test('una ruta por serie, con nombre accesible y descripción de mínimo y máximo', () => {
  const { container } = render(<GraficoHistorial titulo="Evolución de los ahorros" series={SERIES} />);
  const grafico = screen.getByRole('img', { name: /Evolución de los ahorros/ });
  expect(grafico.tagName.toLowerCase()).toBe('svg');
  expect(grafico).toHaveAccessibleName(/mínimo \$200,000\.00, máximo \$2,000,000\.00/);

  const lineas = container.querySelectorAll('path[data-serie]');
  expect(lineas).toHaveLength(2);
  expect(Array.from(lineas).map((l) => l.getAttribute('data-serie'))).toEqual([
    'Ahorro Permanente',
    'Ahorro Programado',
  ]);
  // Dentro de role="img" nada lleva aria-label (axe: aria-prohibited-attr); las series se nombran en la descripción.
  expect(container.querySelectorAll('svg [aria-label]')).toHaveLength(0);
  expect(grafico).toHaveAccessibleName(/Ahorro Permanente, Ahorro Programado/);
  // Tres puntos en la primera serie: M + 2 L.
  expect(lineas[0]!.getAttribute('d')?.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
  // Con varias series no se dibuja área de relleno.
  expect(container.querySelectorAll('path')).toHaveLength(2);
});

test('cada punto lleva su tooltip con fecha y valor', () => {
  const { container } = render(<GraficoHistorial titulo="t" series={SERIES} />);
  const tooltips = Array.from(container.querySelectorAll('circle > title')).map((t) => t.textContent);
  expect(tooltips).toContain('Ahorro Permanente · 30/06/26: $1,600,000.00');
  expect(tooltips).toContain('Ahorro Programado · 31/10/26: $500,000.00');
  expect(tooltips).toHaveLength(5);
});

test('eje X con meses cortos en español y eje Y con mínimo y máximo', () => {
  const { container } = render(<GraficoHistorial titulo="t" series={SERIES} />);
  const meses = Array.from(container.querySelectorAll('text[data-eje="x"]')).map((t) => t.textContent);
  expect(meses).toEqual(['dic 25', 'jun 26', 'oct 26']);
  expect(container.querySelector('text[data-eje="max"]')).toHaveTextContent('$2M');
  expect(container.querySelector('text[data-eje="min"]')).toHaveTextContent('$200K');
  expect(mesCorto('2026-01-31')).toBe('ene 26');
});

test('una sola serie lleva su área, y el punto más alto queda arriba', () => {
  const { container } = render(<GraficoHistorial titulo="t" series={[SERIES[0]!]} />);
  expect(container.querySelectorAll('path[data-serie]')).toHaveLength(1);
  expect(container.querySelectorAll('path[aria-hidden="true"]')).toHaveLength(1);
  const ys = Array.from(container.querySelectorAll('circle')).map((c) => Number(c.getAttribute('cy')));
  expect(ys[2]).toBeLessThan(ys[1]!);
  expect(ys[1]).toBeLessThan(ys[0]!);
});

test('sin puntos no dibuja nada', () => {
  const { container } = render(<GraficoHistorial titulo="t" series={[{ nombre: 'x', puntos: [] }]} />);
  expect(container).toBeEmptyDOMElement();
});
