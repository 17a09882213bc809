// El contador de filas de una lista (SPEC 2.9, 2.13, 2.14): un texto y un Badge.
import { Badge, Typography } from 'antd';
import type { ReactElement } from 'react';

export function Contador({ etiqueta, total }: { etiqueta: string; total: number }): ReactElement {
  return (
    <Typography.Text>
      {etiqueta}{' '}
      <Badge
        count={total}
        showZero
        overflowCount={9_999_999}
        color="#1f6f8b"
        aria-label={`${total} ${etiqueta.toLowerCase()}`}
      />
    </Typography.Text>
  );
}
