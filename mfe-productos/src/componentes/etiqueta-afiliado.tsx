// Marca visible cuando un superadmin consulta los productos de otro afiliado (?id_afiliado=).
import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { IdAfiliado } from '../api/productos';

export function EtiquetaAfiliado({ id }: { id: IdAfiliado }): ReactElement | null {
  if (id === 'me') return null;
  return (
    <Tag icon={<UserOutlined aria-hidden />} color="gold">
      Afiliado {id}
    </Tag>
  );
}
