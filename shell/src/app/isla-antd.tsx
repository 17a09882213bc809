import { lazy, useState, type ComponentType, type ReactElement } from 'react';

/** Una parte de la shell con antd, perezosa; `precargar` la trae antes de dibujarla. */
export interface IslaAntd<P extends object> {
  (props: P): ReactElement;
  /** Trae su código; si ya llegó al montarse, se dibuja sin pasar por Suspense. */
  precargar(): Promise<void>;
}

/**
 * lazy() de una parte de la shell hecha con antd (una página, el cajón, un menú, un aviso): llega junto
 * con el ConfigProvider del portal y se dibuja dentro. El marco de la shell (barra, contenido, pie) no
 * trae antd: en la ruta de un remoto, solo se descarga y se evalúa el antd del remoto.
 * Precargada, se dibuja de inmediato: React retiene 300 ms lo que aparece dentro de un Suspense que acaba
 * de mostrar su fallback, y en /login eso era el botón Entrar.
 */
export function islaAntd<P extends object>(cargar: () => Promise<{ default: ComponentType<P> }>): IslaAntd<P> {
  let lista: ComponentType<P> | null = null;
  let pedida: Promise<ComponentType<P>> | null = null;
  const pedir = (): Promise<ComponentType<P>> =>
    (pedida ??= Promise.all([cargar(), import('./proveedor-antd')]).then(
      ([{ default: Componente }, { ProveedorAntd }]) => {
        function Isla(props: P): ReactElement {
          return (
            <ProveedorAntd>
              <Componente {...props} />
            </ProveedorAntd>
          );
        }
        lista = Isla;
        return Isla;
      },
    ));
  const Perezosa = lazy(() => pedir().then((c) => ({ default: c })));
  function Parte(props: P): ReactElement {
    // se decide al montarse: cambiar de componente después lo desmontaría (y perdería lo escrito)
    const [Componente] = useState<ComponentType<P>>(() => lista ?? Perezosa);
    return <Componente {...props} />;
  }
  Parte.precargar = async (): Promise<void> => {
    await pedir();
  };
  return Parte;
}
