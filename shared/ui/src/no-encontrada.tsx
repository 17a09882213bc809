import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { Link } from '@fondo/runtime';
import { useTitulo } from './piezas';

/** Rutas desconocidas: la misma página en la shell y al final de las rutas de cada remoto. */
export function PaginaNoEncontrada(): ReactElement {
  useTitulo('Página no encontrada');
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>Página no encontrada</h1>}
      subTitle="La dirección que abrió no existe en el portal."
      extra={
        <Link to="/">
          <Button type="primary">Ir al inicio</Button>
        </Link>
      }
    />
  );
}
