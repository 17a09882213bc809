// El DatePicker de antd (su panel, sus reglas de fecha y su CSS: la cuarta parte de los bytes del
// formulario) llega en su propio chunk, después de la primera pestaña (menos bytes en un teléfono). Mientras
// tanto se ve la fecha en un campo de texto igual, de solo lectura, con el mismo id (su etiqueta sigue
// apuntándolo).
import { lazy, Suspense, type AriaAttributes, type ReactElement } from 'react';
import { EntradaTexto } from '@fondo/ui';
import type { Dayjs } from 'dayjs';

export const FORMATO_FECHA = 'DD/MM/YYYY';

const DatePicker = lazy(() => import(/* webpackChunkName: "selector-fecha" */ 'antd/es/date-picker'));

/** Lo que Form.Item (value, onChange, id, status, aria-*) y quien lo usa (disabled) le pasan. */
interface Props extends AriaAttributes {
  value?: Dayjs | null;
  onChange?: (fecha: Dayjs | null) => void;
  id?: string;
  disabled?: boolean;
  status?: '' | 'error' | 'warning';
}

export function CampoFecha({ value, onChange, status, ...props }: Props): ReactElement {
  const comun = { ...props, placeholder: 'dd/mm/aaaa', style: { width: '100%' } };
  // el estado rojo de la espera sale del Form.Item, como el de las demás entradas
  const espera = <EntradaTexto {...comun} readOnly value={value ? value.format(FORMATO_FECHA) : ''} />;
  return (
    <Suspense fallback={espera}>
      <DatePicker
        {...comun}
        status={status}
        value={value ?? null}
        onChange={(fecha: unknown) => onChange?.((fecha as Dayjs | null) ?? null)}
        format={FORMATO_FECHA}
      />
    </Suspense>
  );
}
