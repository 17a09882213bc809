import type { ReactElement } from 'react';
import { clienteConsultas, QueryClientProvider, BrowserRouter } from '@fondo/runtime';
import { AvisosDeError, RaizPortal } from '@fondo/ui';
import { Marco } from './marco';

/**
 * Raíz de la shell: una sola raíz de avisos (useAppFondo, avisos de 3 s) y el router. Sin antd: cada parte
 * con antd trae su ConfigProvider (islaAntd).
 */
export function Aplicacion(): ReactElement {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <RaizPortal>
        {/* El diálogo 'Error' de SPEC 8 para toda consulta o mutación que falle (también de los remotos). */}
        <AvisosDeError />
        <BrowserRouter>
          <Marco />
        </BrowserRouter>
      </RaizPortal>
    </QueryClientProvider>
  );
}
