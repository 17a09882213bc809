import { Typography, type App } from 'antd';
import type { ReactNode } from 'react';

export type TipoDialogo = 'error' | 'success' | 'info' | 'warning';

export interface OpcionesDialogo {
  tipo: TipoDialogo;
  titulo: string;
  contenido?: ReactNode;
  alAceptar?: () => void;
}

/**
 * Diálogo de aviso con App.useApp().modal. El título va una sola vez, como encabezado del
 * contenido: modal.error/info de antd 6 lo repiten (cabecera y cuerpo) si se pasa como title.
 */
export function mostrarDialogo(modal: ReturnType<typeof App.useApp>['modal'], o: OpcionesDialogo): void {
  modal[o.tipo]({
    content: (
      <>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {o.titulo}
        </Typography.Title>
        {o.contenido ? <div>{o.contenido}</div> : null}
      </>
    ),
    okText: 'Aceptar',
    onOk: o.alAceptar,
  });
}
