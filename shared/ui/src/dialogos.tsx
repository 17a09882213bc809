import { Typography } from 'antd';
import type { ApiApp } from './avisos-diferidos';
import type { ReactNode } from 'react';

export type TipoDialogo = 'error' | 'success' | 'info' | 'warning';

export interface OpcionesDialogo {
  tipo: TipoDialogo;
  titulo: string;
  contenido?: ReactNode;
  alAceptar?: () => void;
}

/**
 * Diálogo de aviso con App.useApp().modal. modal.error/info de antd 6 pintan el title dos veces
 * (cabecera oculta y cuerpo): aquí el title solo da el nombre accesible del diálogo (un elemento
 * sin texto con role="img" y aria-label: en un span sin rol el aria-label está prohibido) y el
 * título visible va una vez, como encabezado del contenido (h2: bajo el h1 de la página).
 */
export function mostrarDialogo(modal: ApiApp['modal'], o: OpcionesDialogo): void {
  modal[o.tipo]({
    title: <span role="img" aria-label={o.titulo} />,
    content: (
      <>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
          {o.titulo}
        </Typography.Title>
        {o.contenido ? <div>{o.contenido}</div> : null}
      </>
    ),
    okText: 'Aceptar',
    onOk: o.alAceptar,
  });
}
