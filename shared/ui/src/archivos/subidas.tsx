// Subidas en curso de un formulario: cada control de archivo avisa mientras sube (o arma el PDF de sus
// fotos) y el formulario, al enviar, espera a que terminen en vez de enviar sin el documento que el
// usuario ya eligió. Un control fuera de un ProveedorSubidas no avisa a nadie.
import { Typography } from 'antd';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

interface RegistroSubidas {
  informar(control: object, ocupado: boolean): void;
}

const ContextoSubidas = createContext<RegistroSubidas | null>(null);

export const TEXTO_ESPERANDO_SUBIDAS = 'Se enviará en cuanto terminen de subir los archivos…';

export interface SubidasEnCurso {
  registro: RegistroSubidas;
  /** Un envío espera a que terminen. */
  esperando: boolean;
  /**
   * Espera a que no quede ninguna subida (al instante si no hay). false si otro envío ya está esperando:
   * quien llama no envía dos veces.
   */
  terminar(): Promise<boolean>;
}

export function useSubidasEnCurso(): SubidasEnCurso {
  const [esperando, setEsperando] = useState(false);
  const ocupados = useRef(new Set<object>());
  const alTerminar = useRef<(() => void)[]>([]);
  const esperandoAhora = useRef(false);

  const registro = useMemo<RegistroSubidas>(
    () => ({
      informar(control, ocupado) {
        const s = ocupados.current;
        if (ocupado) s.add(control);
        else s.delete(control);
        if (s.size === 0) alTerminar.current.splice(0).forEach((f) => f());
      },
    }),
    [],
  );

  async function terminar(): Promise<boolean> {
    if (esperandoAhora.current) return false;
    if (ocupados.current.size === 0) return true;
    esperandoAhora.current = true;
    setEsperando(true);
    try {
      await new Promise<void>((ok) => alTerminar.current.push(ok));
      return true;
    } finally {
      esperandoAhora.current = false;
      setEsperando(false);
    }
  }

  return { registro, esperando, terminar };
}

export function ProveedorSubidas(props: { subidas: SubidasEnCurso; children: ReactNode }): ReactElement {
  return <ContextoSubidas.Provider value={props.subidas.registro}>{props.children}</ContextoSubidas.Provider>;
}

/** Lo usa cada control de archivo: avisa al formulario mientras `ocupado` (y deja de avisar al desmontarse). */
export function useAvisarSubida(ocupado: boolean): void {
  const registro = useContext(ContextoSubidas);
  const [control] = useState(() => ({}));
  useEffect(() => {
    registro?.informar(control, ocupado);
  }, [registro, control, ocupado]);
  useEffect(() => () => registro?.informar(control, false), [registro, control]);
}

/** Junto al botón de enviar: dice (y anuncia) que el envío espera a las subidas. */
export function TextoEsperandoSubidas(props: { subidas: SubidasEnCurso }): ReactElement {
  return (
    <div role="status">
      {props.subidas.esperando ? (
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>{TEXTO_ESPERANDO_SUBIDAS}</Typography.Paragraph>
      ) : null}
    </div>
  );
}
