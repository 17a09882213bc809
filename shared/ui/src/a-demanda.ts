import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PaginaADemanda<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Descarga la página ya (sin mostrarla); las pruebas la precargan para montar sin suspender. */
  precargar(): Promise<void>;
};

/**
 * React.lazy para una página de un remoto o de la shell: su código se descarga al abrirla. Una vez
 * descargada (o precargada) se monta sin pasar por el indicador de carga: el módulo se entrega
 * con un thenable que responde en el acto, que React.lazy resuelve sin suspender.
 */
export function paginaADemanda<P extends object>(cargar: () => Promise<ComponentType<P>>): PaginaADemanda<P> {
  let cargada: ComponentType<P> | undefined;
  let promesa: Promise<void> | undefined;
  const precargar = (): Promise<void> =>
    (promesa ??= cargar().then(
      (c) => {
        cargada = c;
      },
      (e: unknown) => {
        promesa = undefined; // un fallo (red) se puede reintentar
        throw e;
      },
    ));
  const Pagina = lazy(() => {
    if (cargada) {
      const modulo = { default: cargada };
      const inmediato: PromiseLike<typeof modulo> = {
        then: (bien) => {
          bien?.(modulo);
          return inmediato as never;
        },
      };
      return inmediato as Promise<typeof modulo>;
    }
    return precargar().then(() => ({ default: cargada! }));
  });
  return Object.assign(Pagina, { precargar });
}
