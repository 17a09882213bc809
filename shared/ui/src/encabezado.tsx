import { Flex } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Titulo } from './ligeros';

/** Título de página (el único h1 de la página) con acciones opcionales a la derecha. */
export function EncabezadoPagina({ titulo, extra }: { titulo: string; extra?: ReactNode }): ReactElement {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Titulo level={1} style={{ margin: 0 }}>
        {titulo}
      </Titulo>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
