// El estado de una fila como etiqueta de color: arriba en cada tarjeta del teléfono, en la
// columna Estado de las tablas y, grande, arriba de una solicitud. Colores sólidos con texto blanco y
// contraste AA (>= 4.5:1): las etiquetas claras de antd (verde, dorado) no lo alcanzan.
import { Tag } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export type TonoEstado = 'exito' | 'alerta' | 'peligro' | 'info' | 'nuevo' | 'neutro';

/** Fondo de cada tono (texto blanco); neutro es la etiqueta gris de antd. */
export const COLORES_TONO: Record<TonoEstado, string | undefined> = {
  exito: '#237804',
  alerta: '#ad4e00',
  peligro: '#a8071a',
  info: '#0958d9',
  nuevo: '#531dab',
  neutro: undefined,
};

export function EtiquetaEstado({
  tono,
  children,
  grande = false,
  icono,
}: {
  tono: TonoEstado;
  children: ReactNode;
  /** Arriba de una página: letra y relleno mayores. */
  grande?: boolean;
  icono?: ReactNode;
}): ReactElement {
  return (
    <Tag
      color={COLORES_TONO[tono]}
      icon={icono}
      variant={tono === 'neutro' ? 'outlined' : 'solid'}
      style={
        grande
          ? { fontSize: 18, lineHeight: '28px', padding: '2px 14px', marginInlineEnd: 0, fontWeight: 600 }
          : { marginInlineEnd: 0, fontWeight: 600 }
      }
    >
      {children}
    </Tag>
  );
}
