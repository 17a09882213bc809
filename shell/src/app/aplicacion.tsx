import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ProveedoresFondo } from '@fondo/shared';
import { Marco } from './marco';

/** Raíz de la shell: un solo ConfigProvider (es_ES), un solo <App> (avisos de 3 s) y el router. */
export function Aplicacion(): ReactElement {
  return (
    <ProveedoresFondo>
      <BrowserRouter>
        <Marco />
      </BrowserRouter>
    </ProveedoresFondo>
  );
}
