// El menú horizontal de antd (Menu) con sesión: se carga a demanda, fuera de /login.
import { Menu, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

export default function MenuBarra({
  items,
  seleccion,
}: {
  items: MenuProps['items'];
  seleccion: string[];
}): ReactElement {
  return (
    <Menu
      className="barra-menu barra-escritorio"
      theme="dark"
      mode="horizontal"
      items={items}
      selectedKeys={seleccion}
    />
  );
}
