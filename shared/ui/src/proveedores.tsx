import { ConfigProvider } from 'antd';
// El contexto que lee App.useApp() y el estilo de la raíz de <App>: antd no los exporta desde su índice.
import { AppContext, esES, useEstiloApp } from './antd-interno';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { lazy, Suspense, useContext, type ReactElement, type ReactNode } from 'react';
import { useRaizDeAvisos } from './raiz-avisos';
import { TEMA_PAGINA } from './tema';

dayjs.locale('es');

// message, notification y modal de antd (~50 KiB gzip): llegan con el primer aviso o diálogo.
const AvisosAntd = lazy(() => import('./avisos-antd'));

/**
 * Como <App> de antd (misma clase y estilo de raíz, App.useApp() para todo el árbol), pero sus avisos
 * y modales se cargan al primer uso; las llamadas de antes esperan en cola (AvisosDiferidos).
 * Registra message y notification como los avisos del portal (@fondo/runtime) para los remotos.
 */
function RaizApp({ children }: { children: ReactNode }): ReactElement {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefijo = getPrefixCls('app');
  const [hashId, cssVarCls] = useEstiloApp(prefijo);
  const { api, cargar, conectar } = useRaizDeAvisos();
  return (
    <AppContext.Provider value={api}>
      <div className={[hashId, prefijo, cssVarCls].filter(Boolean).join(' ')}>
        {cargar ? (
          <Suspense fallback={null}>
            <AvisosAntd alListo={conectar} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * Raíz de antd del portal: un ConfigProvider (es_ES, tema del fondo) y la raíz de App.useApp() (avisos
 * de 3 s, SPEC 9), cuyos avisos usan también los remotos (RaizRemota). La usan la shell, los arneses de
 * desarrollo de los remotos y sus pruebas, para verse igual.
 */
export function ProveedoresFondo({ children }: { children: ReactNode }): ReactElement {
  return (
    <ConfigProvider locale={esES} theme={TEMA_PAGINA}>
      <RaizApp>{children}</RaizApp>
    </ConfigProvider>
  );
}
