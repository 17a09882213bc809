import type { AppContext } from './antd-interno';

export type ApiApp = React.ContextType<typeof AppContext>;

type Grupo = keyof ApiApp;
type Llamada = (api: ApiApp) => unknown;

/** Los métodos de App.useApp() que se ofrecen antes de que llegue el <App> de antd. */
const METODOS: Record<Grupo, readonly string[]> = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
};

type Metodo = (...args: unknown[]) => unknown;

function llamar(api: ApiApp, grupo: Grupo, nombre: string, args: unknown[]): unknown {
  const metodo = (api[grupo] as unknown as Record<string, Metodo>)[nombre];
  return metodo?.(...args);
}

/**
 * La API de App.useApp() que da la raíz antes de tener el <App> de antd: la primera llamada pide su
 * carga y las llamadas esperan en cola hasta que llega (el orden se conserva). Lo que devuelven
 * (cerrar un aviso, `then`, destroy/update de un modal) se aplica al resultado real cuando existe.
 */
export class AvisosDiferidos {
  private real: ApiApp | null = null;
  private cola: Llamada[] = [];
  readonly api: ApiApp;

  /** `pedir`: monta el <App> de antd (lo da la raíz). */
  constructor(private readonly pedir: () => void) {
    const grupo = (g: Grupo) =>
      Object.fromEntries(METODOS[g].map((nombre) => [nombre, (...args: unknown[]) => this.llamar(g, nombre, args)]));
    this.api = {
      message: grupo('message'),
      notification: grupo('notification'),
      modal: grupo('modal'),
    } as unknown as ApiApp;
  }

  /** El <App> de antd ya está montado: corre la cola y, desde ahora, todo va directo a él. */
  readonly conectar = (api: ApiApp): void => {
    this.real = api;
    const cola = this.cola;
    this.cola = [];
    cola.forEach((l) => l(api));
  };

  private llamar(g: Grupo, nombre: string, args: unknown[]): unknown {
    if (this.real) return llamar(this.real, g, nombre, args);
    // Envuelto: el resultado real es "thenable" y una promesa lo adoptaría.
    const resultado = new Promise<{ r: unknown }>((ok) =>
      this.cola.push((api) => ok({ r: llamar(api, g, nombre, args) })),
    );
    this.pedir();
    type Resultado = Metodo | { destroy?: Metodo; update?: Metodo };
    const sobreResultado = (f: (r: Resultado) => void) => {
      void resultado.then(({ r }) => r && f(r));
    };
    // Forma común de MessageType (función que cierra y promesa) y del resultado de modal (destroy, update, then).
    const cerrar = () => sobreResultado((r) => (typeof r === 'function' ? r() : r.destroy?.()));
    return Object.assign(cerrar, {
      destroy: cerrar,
      update: (config: unknown) => sobreResultado((r) => typeof r !== 'function' && r.update?.(config)),
      then: (ok?: (v: unknown) => unknown, mal?: (e: unknown) => unknown) =>
        resultado.then(({ r }) => r as PromiseLike<unknown> | undefined).then(ok, mal),
    });
  }
}
