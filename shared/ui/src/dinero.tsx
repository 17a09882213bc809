// Dinero como lo pide SPEC 9 ('$1,234,567.89'), que nunca se parte dentro del número (en
// un teléfono salía "$14,500,000.0" en una línea y "0" en la siguiente), y un campo de montos que se
// lee con separador de miles aun deshabilitado (de solo lectura salía "10444000").
import type { TableColumnsType } from 'antd';
import { EntradaTexto, type PropsEntradaTexto } from './entrada-nativa/entrada-nativa';
import type { ReactElement } from 'react';
import { formatoDinero } from '@fondo/contrato';

export function Dinero({ valor }: { valor: number | string | null | undefined }): ReactElement {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatoDinero(valor)}</span>;
}

/** Para el `render` de una columna de dinero. */
export const renderDinero = (v: number | string | null | undefined): ReactElement => <Dinero valor={v} />;

/** Las columnas de dinero de una tabla de amortización (plan de pagos y simulador), tras las propias. */
export function columnasCuota<T extends CuotaAmortizada>(): TableColumnsType<T> {
  return [
    { title: 'Cuota', dataIndex: 'cuota', align: 'right', render: renderDinero },
    { title: 'Interés', dataIndex: 'interes', align: 'right', render: renderDinero },
    { title: 'Abono a capital', dataIndex: 'abono_capital', align: 'right', render: renderDinero },
    { title: 'Saldo', dataIndex: 'saldo', align: 'right', render: renderDinero },
  ];
}

export interface CuotaAmortizada {
  cuota: number | string;
  interes: number | string;
  abono_capital: number | string;
  saldo: number | string;
}

/** '10444000' -> '10,444,000' (solo los dígitos de lo escrito). */
export function miles(v: string | number | null | undefined): string {
  return String(v ?? '')
    .replace(/\D+/g, '')
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Un monto en pesos como control de formulario: el valor son solo dígitos ('10444000', SPEC 5) y se ve con
 * '$' y separador de miles ('$ 10,444,000'), también deshabilitado o de solo lectura.
 */
export function EntradaDinero({
  value,
  onChange,
  ...props
}: Omit<PropsEntradaTexto, 'value' | 'onChange' | 'prefix'> & {
  value?: string | number | null;
  onChange?: (digitos: string) => void;
}): ReactElement {
  return (
    <EntradaTexto
      {...props}
      prefix="$"
      inputMode="numeric"
      autoComplete="off"
      value={miles(value)}
      onChange={(e) => onChange?.(e.target.value.replace(/\D+/g, ''))}
    />
  );
}
