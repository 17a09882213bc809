import { ConfigProvider } from 'antd';
// El contexto que lee App.useApp(): antd no lo exporta desde su índice.
import { AppContext, esES } from './antd-interno';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useAvisosPortal } from '@fondo/runtime';
import { AvisosDiferidos } from './avisos-diferidos';
import { Cargando } from './piezas';
import { TEMA_PAGINA } from './tema';

dayjs.locale('es');

type ApiApp = React.ContextType<typeof AppContext>;

// Modal.useModal de antd y su diálogo (~15 KiB comprimidos en cada remoto): llegan con el primer modal.
const ModalesAntd = lazy(() => import('./modales-antd'));

// Solo sin raíz del portal registrada (un remoto montado fuera de la shell y de su arnés).
const RaizPropia = lazy(() => import('./proveedores').then((m) => ({ default: m.ProveedoresFondo })));

/**
 * Raíz de antd de un remoto dentro del portal: su antd es suyo (no se comparte), así que lleva su
 * ConfigProvider con el mismo tema y es_ES. App.useApp() funciona en el remoto: los avisos (message,
 * notification) son los de la raíz de la shell (una sola pila de avisos, que sobrevive a la navegación)
 * y los modales los dibuja el remoto, con su tema (su Modal se carga con el primero: AvisosDiferidos).
 */
export function RaizRemota({ children }: { children: ReactNode }): ReactElement {
  const avisos = useAvisosPortal();
  const [cargarModales, setCargarModales] = useState(false);
  const [modales] = useState(() => new AvisosDiferidos(() => setCargarModales(true)));
  const modal = modales.api.modal;
  // La raíz registra sus avisos en un efecto; el de esta raíz corre después (va más adentro del árbol).
  // Si entonces no hay raíz, el remoto usa una propia, y se queda con ella.
  const hayAvisos = useRef(avisos !== null);
  hayAvisos.current = avisos !== null;
  const [sinRaiz, setSinRaiz] = useState(false);
  useEffect(() => {
    if (!hayAvisos.current) setSinRaiz(true);
  }, []);
  const valor = useMemo<ApiApp | null>(
    () =>
      avisos
        ? {
            message: avisos.message as ApiApp['message'],
            notification: avisos.notification as ApiApp['notification'],
            modal,
          }
        : null,
    [avisos, modal],
  );
  if (sinRaiz) {
    return (
      <Suspense fallback={<Cargando />}>
        <RaizPropia>{children}</RaizPropia>
      </Suspense>
    );
  }
  if (!valor) return <Cargando />;
  return (
    <ConfigProvider locale={esES} theme={TEMA_PAGINA}>
      <AppContext.Provider value={valor}>
        {cargarModales ? (
          <Suspense fallback={null}>
            <ModalesAntd alListo={(m) => modales.conectar({ ...valor, modal: m })} />
          </Suspense>
        ) : null}
        {children}
      </AppContext.Provider>
    </ConfigProvider>
  );
}
