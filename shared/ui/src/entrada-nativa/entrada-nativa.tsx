// Entradas de texto nativas (<input>, <textarea>) con las clases y el CSS de las de antd: la
// ficha dibuja decenas y cada Input de antd son una decena de componentes (rc-input, su envoltura,
// su foco); estas son un elemento. Dentro de Form.Item funcionan como Input y TextArea: value, onChange,
// id, aria-* y ref los pone Form.Item, el borde rojo sale de su validación y un Form disabled las
// deshabilita. Para contar caracteres, limpiar con una x o crecer con el texto, las de antd.
import {
  useCallback,
  useRef,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { unir, useClasesEntrada } from './clases-entrada';

export interface PropsEntradaTexto extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'prefix'> {
  value?: string | number | null;
  /** lo que va antes del texto, dentro del borde ('$') */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function EntradaTexto({
  value,
  prefix,
  disabled: deshabilitada,
  className,
  type = 'text',
  ref,
  ...resto
}: PropsEntradaTexto): ReactElement {
  const { p, disabled, control, hashId } = useClasesEntrada(deshabilitada, className, prefix !== undefined);
  const propia = useRef<HTMLInputElement | null>(null);
  // estable entre dibujos: un ref nuevo en cada uno haría que React lo soltara y lo volviera a poner
  const unirRef = useCallback(
    (el: HTMLInputElement | null): void => {
      propia.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const valor = value ?? '';
  if (prefix === undefined)
    return <input {...resto} ref={ref} type={type} disabled={disabled} value={valor} className={control} />;
  // con prefijo, la envoltura de antd: el borde, el foco (:focus-within) y el estado van en ella
  return (
    <span
      className={control}
      onMouseDown={(e) => {
        // un toque en el borde o en el prefijo lleva al texto, como en antd
        if (e.target !== propia.current) {
          e.preventDefault();
          propia.current?.focus();
        }
      }}
    >
      <span className={`${p}-prefix`}>{prefix}</span>
      <input
        {...resto}
        ref={unirRef}
        type={type}
        disabled={disabled}
        value={valor}
        className={unir(p, disabled && `${p}-disabled`, hashId)}
      />
    </span>
  );
}

export interface PropsTextoLargo extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextoLargo({ value, disabled: deshabilitada, className, ...resto }: PropsTextoLargo): ReactElement {
  const { disabled, control } = useClasesEntrada(deshabilitada, className);
  return <textarea {...resto} disabled={disabled} value={value ?? ''} className={control} />;
}
