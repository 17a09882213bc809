import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/**
 * lazy() de una parte de la shell hecha con antd (una página, el cajón, un menú, un aviso): llega junto
 * con el ConfigProvider del portal y se dibuja dentro. El marco de la shell (barra, contenido, pie) no
 * trae antd: en la ruta de un remoto, solo se descarga y se evalúa el antd del remoto (issue 14, punto 11).
 */
export function islaAntd<P extends object>(
  cargar: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ default: Componente }, { ProveedorAntd }] = await Promise.all([cargar(), import('./proveedor-antd')]);
    function Isla(props: P): ReactElement {
      return (
        <ProveedorAntd>
          <Componente {...props} />
        </ProveedorAntd>
      );
    }
    return { default: Isla };
  });
}
