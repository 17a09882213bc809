// Lista desplegable nativa (<select>) con el aspecto de las entradas de antd (issue 14, punto 11). En un
// teléfono abre el selector del sistema, el que la persona conoce; y no trae el Select de antd (rc-select,
// su lista virtual y su disparador: ~27 KiB comprimidos en la primera carga del simulador y de la ficha).
// Se usa dentro de Form.Item como el Select de antd: value, onChange, id y aria-* los pone Form.Item, el
// borde rojo sale de su estado de validación y un Form disabled la deshabilita. Para buscar escribiendo o
// elegir varios, el Select de antd.
import { ConfigProvider, Form } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useEstiloEntrada, { useSharedStyle as useEstiloEntradaComun } from 'antd/es/input/style';
import { useContext, type ReactElement, type SelectHTMLAttributes } from 'react';
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
  const delFormulario = useContext(DisabledContext);
  const disabled = deshabilitada ?? delFormulario;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const p = getPrefixCls('input');
  const raiz = useCSSVarCls(p);
  const [hashId, cssVarCls] = useEstiloEntradaComun(p, raiz);
  useEstiloEntrada(p, raiz);
  const { status } = Form.Item.useStatus();
  const vacia = value === undefined || value === null || (value as unknown) === '';
  // Un valor guardado que ya no está entre las opciones se muestra tal cual (no se pierde de vista).
  const huerfano = !vacia && !options.some((o) => o.value === value);
  const lista: readonly OpcionLista<V>[] = huerfano ? [...options, { value: value, label: String(value) }] : options;
  const indice = vacia ? VACIO : String(lista.findIndex((o) => o.value === value));
  const clases = [
    p,
    `${p}-outlined`,
    status && `${p}-status-${status}`,
    disabled && `${p}-disabled`,
    vacia && 'fondo-lista-vacia',
    hashId,
    cssVarCls,
    raiz,
    className,
  ];
  return (
    <span className={['fondo-lista', disabled && 'fondo-lista-deshabilitada'].filter(Boolean).join(' ')}>
      <select
        {...resto}
        disabled={disabled}
        className={clases.filter(Boolean).join(' ')}
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
