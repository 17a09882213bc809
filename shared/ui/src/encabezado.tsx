import { Empty, Flex, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** Estado vacío con el texto de SPEC. */
export function Vacio({ texto }: { texto: string }): ReactElement {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texto} />;
}

/** Título de página con acciones opcionales a la derecha. */
export function EncabezadoPagina({ titulo, extra }: { titulo: string; extra?: ReactNode }): ReactElement {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {titulo}
      </Typography.Title>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
