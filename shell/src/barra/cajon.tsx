// Cajón del menú en el teléfono: se carga la primera vez que se abre, fuera de /login.
import { Drawer, Menu, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

export default function Cajon({
  abierto,
  cerrar,
  items,
  seleccion,
}: {
  abierto: boolean;
  cerrar: () => void;
  items: MenuProps['items'];
  seleccion: string[];
}): ReactElement {
  return (
    <Drawer title="Menú" placement="left" open={abierto} onClose={cerrar} size={280} styles={{ body: { padding: 0 } }}>
      <Menu mode="inline" items={items} selectedKeys={seleccion} onClick={cerrar} />
    </Drawer>
  );
}
