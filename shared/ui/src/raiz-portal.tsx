// La raíz de la shell sin antd: en la ruta de un remoto, el antd de la shell no se
// descarga ni se evalúa antes de que se vea la página (el remoto trae el suyo).
// El contexto que lee useAppFondo(): antd no lo exporta desde su índice (y este módulo no trae antd).
import { AppContext } from './antd-interno';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useRaizDeAvisos } from './raiz-avisos';

// message, notification y modal de antd, con su ConfigProvider: llegan con el primer aviso o diálogo.
const AvisosConTema = lazy(() => import('./avisos-con-tema'));

/**
 * Como ProveedoresFondo (useAppFondo() para todo el árbol, avisos del portal registrados para los
 * remotos), pero sin ConfigProvider ni el estilo de <App>: el texto base lo da la clase `raiz-fondo`
 * (CSS de la shell) y cada isla de antd trae su ProveedorAntd.
 */
export function RaizPortal({ children }: { children: ReactNode }): ReactElement {
  const { api, cargar, conectar } = useRaizDeAvisos();
  return (
    <AppContext.Provider value={api}>
      <div className="raiz-fondo">
        {cargar ? (
          <Suspense fallback={null}>
            <AvisosConTema alListo={conectar} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}
