import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactElement, ReactNode } from 'react';
import { TEMA_FONDO } from './tema';

dayjs.locale('es');

/**
 * Raíz de antd del portal: un ConfigProvider (es_ES, tema del fondo) y un <App> (avisos de 3 s, SPEC 9).
 * La usan la shell y los arneses de desarrollo de los remotos, para verse igual.
 */
export function ProveedoresFondo({ children }: { children: ReactNode }): ReactElement {
  return (
    <ConfigProvider locale={esES} theme={TEMA_FONDO}>
      <App message={{ duration: 3 }}>{children}</App>
    </ConfigProvider>
  );
}
