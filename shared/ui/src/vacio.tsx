import { Empty } from 'antd';
import type { ReactElement } from 'react';

/** Estado vacío con el texto de SPEC. */
export function Vacio({ texto }: { texto: string }): ReactElement {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texto} />;
}
