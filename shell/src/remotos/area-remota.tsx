import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Cargando } from '@fondo/ui';
import { islaAntd } from '../app/isla-antd';
import { cargarRutasRemotas, rutasYaCargadas } from './cargador';
import type { EntradaRemoto } from './tabla';

// El aviso (Result de antd, con sus ilustraciones) solo se descarga si un remoto falla.
const Aviso = islaAntd(() => import('./aviso'));

/** Atrapa los errores de render del remoto para que la shell nunca quede en blanco. */
class Contencion extends Component<{ children: ReactNode; alFallar: (e: unknown) => void }, { fallo: boolean }> {
  override state = { fallo: false };
  static getDerivedStateFromError(): { fallo: boolean } {
    return { fallo: true };
  }
  override componentDidCatch(e: unknown, info: ErrorInfo): void {
    console.error('Error en un módulo remoto', e, info.componentStack);
    this.props.alFallar(e);
  }
  override render(): ReactNode {
    return this.state.fallo ? null : this.props.children;
  }
}

type Estado = { fase: 'cargando' } | { fase: 'listo'; Rutas: React.ComponentType } | { fase: 'fallo' };

/**
 * Área de un remoto: lo carga en tiempo de ejecución; si no carga, aviso en español con Reintentar.
 * Al entrar a un remoto ya cargado se dibuja en seguida y se revisa remotes.json: si se publicó otra
 * versión, se carga esa (la siguiente navegación al remoto trae la nueva, sin recargar la página).
 */
export function AreaRemota({ entrada }: { entrada: EntradaRemoto }): ReactElement {
  const inicial = (): Estado => {
    const Rutas = rutasYaCargadas(entrada.remoto);
    return Rutas ? { fase: 'listo', Rutas } : { fase: 'cargando' };
  };
  const [estado, setEstado] = useState<Estado>(inicial);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vivo = true;
    const Ya = rutasYaCargadas(entrada.remoto);
    setEstado(Ya && intento === 0 ? { fase: 'listo', Rutas: Ya } : { fase: 'cargando' });
    cargarRutasRemotas(entrada.remoto, intento > 0).then(
      (Rutas) =>
        vivo &&
        setEstado((antes) => (antes.fase === 'listo' && antes.Rutas === Rutas ? antes : { fase: 'listo', Rutas })),
      (e: unknown) => {
        console.error(e);
        if (vivo) setEstado({ fase: 'fallo' });
      },
    );
    return () => {
      vivo = false;
    };
  }, [entrada.remoto, intento]);

  const reintentar = useCallback(() => setIntento((n) => n + 1), []);
  const alFallar = useCallback(() => setEstado({ fase: 'fallo' }), []);

  if (estado.fase === 'cargando') return <Cargando />;
  if (estado.fase === 'fallo') {
    return (
      <Suspense fallback={<Cargando />}>
        <Aviso entrada={entrada} reintentar={reintentar} />
      </Suspense>
    );
  }
  const { Rutas } = estado;
  return (
    <Contencion key={intento} alFallar={alFallar}>
      <Rutas />
    </Contencion>
  );
}
