import { ConfigProvider } from 'antd';
import { esES } from './antd-interno';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactElement, ReactNode } from 'react';
import { TEMA_PAGINA } from './tema';

dayjs.locale('es');

/**
 * El ConfigProvider del portal (tema del fondo, es_ES) para una isla de antd bajo RaizPortal: la shell
 * dibuja su marco sin antd y cada parte con antd (sus páginas, el cajón, los menús, los avisos) lo trae
 * consigo al cargarse (así la primera carga en un teléfono no espera a antd).
 */
export function ProveedorAntd({ children }: { children: ReactNode }): ReactElement {
  return (
    <ConfigProvider locale={esES} theme={TEMA_PAGINA}>
      {children}
    </ConfigProvider>
  );
}
