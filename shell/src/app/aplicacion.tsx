import type { ReactElement } from 'react';
import { clienteConsultas, QueryClientProvider, BrowserRouter } from '@fondo/runtime';
import { AvisosDeError, ProveedoresFondo } from '@fondo/ui';
import { Marco } from './marco';

/** Raíz de la shell: un solo ConfigProvider (es_ES), un solo <App> (avisos de 3 s) y el router. */
export function Aplicacion(): ReactElement {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <ProveedoresFondo>
        {/* El diálogo 'Error' de SPEC 8 para toda consulta o mutación que falle (también de los remotos). */}
        <AvisosDeError />
        <BrowserRouter>
          <Marco />
        </BrowserRouter>
      </ProveedoresFondo>
    </QueryClientProvider>
  );
}
