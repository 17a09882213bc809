import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTitulo } from '@fondo/shared';

/** Rutas desconocidas. */
export function PaginaNoEncontrada(): ReactElement {
  useTitulo('Página no encontrada');
  return (
    <Result
      status="404"
      title="Página no encontrada"
      subTitle="La dirección que abrió no existe en el portal."
      extra={
        <Link to="/">
          <Button type="primary">Ir al inicio</Button>
        </Link>
      }
    />
  );
}
