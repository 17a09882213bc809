// Cuotas en un teléfono: una tarjeta por cuota (Cuota, Interés, Abono a capital, Saldo), sin desplazamiento
// horizontal. La usan el plan de pagos de un crédito y la tabla de amortización del simulador.
import { Card, Descriptions, Flex } from 'antd';
import type { ReactElement } from 'react';
import { Dinero, type CuotaAmortizada } from './dinero';

export function TarjetasCuotas<T extends CuotaAmortizada>({
  filas,
  clave,
  titulo,
}: {
  filas: readonly T[];
  clave: (fila: T) => number;
  /** El título de la tarjeta: 'Cuota 3 · 05/03/2026', 'Periodo 3'. */
  titulo: (fila: T) => string;
}): ReactElement {
  return (
    <Flex vertical gap={8} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {filas.map((c) => (
        <li key={clave(c)}>
          <Card size="small" title={titulo(c)}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'cuota', label: 'Cuota', children: <Dinero valor={c.cuota} /> },
                { key: 'interes', label: 'Interés', children: <Dinero valor={c.interes} /> },
                { key: 'abono', label: 'Abono a capital', children: <Dinero valor={c.abono_capital} /> },
                { key: 'saldo', label: 'Saldo', children: <Dinero valor={c.saldo} /> },
              ]}
            />
          </Card>
        </li>
      ))}
    </Flex>
  );
}
