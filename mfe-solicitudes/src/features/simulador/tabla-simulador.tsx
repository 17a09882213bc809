// Tabla de amortización del simulador: su Table de antd (~55 KiB comprimidos) se descarga al pulsar Calcular.
// En un teléfono, como el plan de pagos, una tarjeta por periodo (las cinco columnas no caben a 390 px).
import { Card, Table } from 'antd';
import type { ReactElement } from 'react';
import type { FilaAmortizacion } from '@fondo/contrato';
import { TarjetasCuotas, columnasCuota, useEsTelefono } from '@fondo/ui';

export default function TablaSimulador({ filas }: { filas: FilaAmortizacion[] }): ReactElement {
  const telefono = useEsTelefono();
  return (
    <Card title="Tabla de amortización" style={{ marginTop: 16, maxWidth: 720 }}>
      <div role="region" aria-label="Tabla de amortización">
        {telefono ? (
          <TarjetasCuotas filas={filas} clave={(f) => f.periodo} titulo={(f) => `Periodo ${f.periodo}`} />
        ) : (
          <Table<FilaAmortizacion>
            rowKey="periodo"
            size="small"
            dataSource={filas}
            pagination={false}
            columns={[{ title: 'Periodo', dataIndex: 'periodo' }, ...columnasCuota<FilaAmortizacion>()]}
          />
        )}
      </div>
    </Card>
  );
}
