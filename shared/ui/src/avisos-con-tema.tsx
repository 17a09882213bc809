// Los avisos y modales de antd de RaizPortal, dentro del ConfigProvider del portal.
import type { ReactElement } from 'react';
import AvisosAntd from './avisos-antd';
import type { ApiApp } from './avisos-diferidos';
import { ProveedorAntd } from './proveedor-antd';

export default function AvisosConTema({ alListo }: { alListo: (api: ApiApp) => void }): ReactElement {
  return (
    <ProveedorAntd>
      <AvisosAntd alListo={alListo} />
    </ProveedorAntd>
  );
}
