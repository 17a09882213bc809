// Tabla de amortización del simulador: su Table de antd (~55 KiB comprimidos) se descarga al pulsar Calcular.
import { Card, Table } from 'antd';
import type { ReactElement } from 'react';
import type { FilaAmortizacion } from '@fondo/contrato';
import { columnasCuota } from '@fondo/ui';

export default function TablaSimulador({ filas }: { filas: FilaAmortizacion[] }): ReactElement {
  return (
    <Card title="Tabla de amortización" style={{ marginTop: 16, maxWidth: 720 }}>
      {/* En un teléfono la tabla se desplaza dentro de su caja, que se puede enfocar con el teclado. */}
      <div role="region" aria-label="Tabla de amortización" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<FilaAmortizacion>
          rowKey="periodo"
          size="small"
          dataSource={filas}
          pagination={false}
          columns={[{ title: 'Periodo', dataIndex: 'periodo' }, ...columnasCuota<FilaAmortizacion>()]}
        />
      </div>
    </Card>
  );
}
