// Lista desplegable nativa (<select>) con el aspecto de las entradas de antd. En un
// teléfono abre el selector del sistema, el que la persona conoce; y no trae el Select de antd (rc-select,
// su lista virtual y su disparador: ~27 KiB comprimidos en la primera carga del simulador y de la ficha).
// Se usa dentro de Form.Item como el Select de antd: value, onChange, id y aria-* los pone Form.Item, el
// borde rojo sale de su estado de validación y un Form disabled la deshabilita. Para buscar escribiendo o
// elegir varios, el Select de antd.
import type { ReactElement, SelectHTMLAttributes } from 'react';
import { unir, useClasesEntrada } from '../entrada-nativa/clases-entrada';
import './lista-nativa.css';

export interface OpcionLista<V extends string | number> {
  value: V;
  label: string;
}

export interface PropsListaNativa<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple'
> {
  value?: V | null;
  onChange?: (valor: V | undefined) => void;
  options: readonly OpcionLista<V>[];
  /** el texto de la lista sin elegir */
  placeholder?: string;
  /** se puede volver a dejar sin elegir (la opción del placeholder queda elegible) */
  allowClear?: boolean;
}

const VACIO = '';

export function ListaNativa<V extends string | number>({
  value,
  onChange,
  options,
  placeholder = 'Seleccione',
  allowClear = false,
  disabled: deshabilitada,
  className,
  ...resto
}: PropsListaNativa<V>): ReactElement {
  // como las entradas de antd: sin `disabled` propio, la del formulario (un Form de solo lectura)
  const vacia = value === undefined || value === null || (value as unknown) === '';
  const { disabled, control } = useClasesEntrada(deshabilitada, unir(vacia && 'fondo-lista-vacia', className));
  // Un valor guardado que ya no está entre las opciones se muestra tal cual (no se pierde de vista).
  const huerfano = !vacia && !options.some((o) => o.value === value);
  const lista: readonly OpcionLista<V>[] = huerfano ? [...options, { value: value, label: String(value) }] : options;
  const indice = vacia ? VACIO : String(lista.findIndex((o) => o.value === value));
  return (
    <span className={unir('fondo-lista', disabled && 'fondo-lista-deshabilitada')}>
      <select
        {...resto}
        disabled={disabled}
        className={control}
        value={indice}
        onChange={(e) => onChange?.(e.target.value === VACIO ? undefined : lista[Number(e.target.value)]?.value)}
      >
        <option value={VACIO} disabled={!allowClear && !vacia}>
          {placeholder}
        </option>
        {lista.map((o, i) => (
          <option key={String(o.value)} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
