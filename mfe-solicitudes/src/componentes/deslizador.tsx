// El plazo del simulador: un <input type="range"> con el aspecto del Slider de antd, sin su peso.
// En el teléfono se arrastra o se toca en cualquier punto de la barra, y con el teclado responde a flechas,
// Inicio, Fin y Re Pág / Av Pág como cualquier deslizador del sistema; no trae el Slider de antd
// (~10 KiB comprimidos en la primera carga del simulador).
import type { CSSProperties, ReactElement } from 'react';
import './deslizador.css';

export function Deslizador({
  etiqueta,
  min,
  max,
  value,
  unidad,
  disabled,
  onChange,
}: {
  etiqueta: string;
  min: number;
  max: number;
  value: number;
  /** lo que cuenta el valor, para los lectores de pantalla ('12 meses') */
  unidad: string;
  disabled?: boolean;
  onChange: (valor: number) => void;
}): ReactElement {
  const avance = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      className="fondo-deslizador"
      aria-label={etiqueta}
      aria-valuetext={`${value} ${unidad}`}
      min={min}
      max={max}
      step={1}
      value={value}
      disabled={disabled}
      style={{ '--fondo-avance': `${avance}%` } as CSSProperties}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}
