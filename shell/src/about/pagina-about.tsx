import { Card, Descriptions, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTitulo } from '@fondo/ui';

export const NOMBRE_PORTAL = 'Portal de afiliados del Fondo de ahorro y crédito del personal escolar';
const VERSION = typeof __VERSION_PORTAL__ === 'string' ? __VERSION_PORTAL__ : 'desarrollo';

/** /about, cargada a demanda: nombre y versión del portal. */
export default function PaginaAbout(): ReactElement {
  useTitulo('Acerca del portal');
  return (
    <Card style={{ maxWidth: 560, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Acerca del portal
      </Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Nombre">{NOMBRE_PORTAL}</Descriptions.Item>
        <Descriptions.Item label="Versión">{VERSION}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
