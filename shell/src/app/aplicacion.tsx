import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { TEMA_FONDO } from '@fondo/shared';
import { Marco } from './marco';

dayjs.locale('es');

/** Raíz de la shell: un solo ConfigProvider (es_ES), un solo <App> (avisos de 3 s) y el router. */
export function Aplicacion(): ReactElement {
  return (
    <ConfigProvider locale={esES} theme={TEMA_FONDO}>
      <App message={{ duration: 3 }}>
        <BrowserRouter>
          <Marco />
        </BrowserRouter>
      </App>
    </ConfigProvider>
  );
}
