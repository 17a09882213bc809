// Colores de las etiquetas con contraste AA (texto oscuro de cada gama de antd sobre su fondo claro), como
// los de /admin/correos: los colores por defecto de antd no alcanzan 4.5:1.
import type { CSSProperties } from 'react';

export const COLOR = {
  azul: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  verde: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ambar: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  rojo: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  gris: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
} satisfies Record<string, CSSProperties>;
