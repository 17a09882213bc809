import {
  BankOutlined,
  CalculatorOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  LoginOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SolutionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { esSuperadmin, haySesion, iniciales, nombreCorto, useSesion } from '@fondo/shared';
import { useFoto } from './foto';

type Item = Required<MenuProps>['items'][number];

const enlace = (ruta: string, texto: string, icono?: ReactElement): Item => ({
  key: ruta,
  icon: icono,
  label: <Link to={ruta}>{texto}</Link>,
});

/** Opciones de la barra según SPEC 2.2 y el rol (SPEC 6). */
export function itemsDeMenu(sesion: boolean, superadmin: boolean): Item[] {
  if (!sesion) {
    return [enlace('/', 'Inicio', <HomeOutlined />), enlace('/login', 'Iniciar sesión', <LoginOutlined />)];
  }
  const items: Item[] = [
    enlace('/inicio', 'Inicio', <HomeOutlined />),
    {
      key: 'productos',
      label: 'Productos',
      icon: <WalletOutlined />,
      children: [
        enlace('/ahorro', 'Ahorro'),
        enlace('/credito', 'Crédito'),
        enlace('/solicitudes-credito/user', 'Solicitudes de crédito'),
      ],
    },
    enlace('/actualizacion', 'Actualización de datos', <SolutionOutlined />),
    enlace('/certificaciones', 'Certificaciones', <FileTextOutlined />),
    enlace('/simulador', 'Simulador', <CalculatorOutlined />),
    enlace('/mensajes', 'Contáctenos', <MailOutlined />),
  ];
  if (superadmin) {
    items.push({
      key: 'admin',
      label: 'Admin',
      icon: <SettingOutlined />,
      children: [
        enlace('/admin/afiliados', 'Afiliados'),
        enlace('/admin/aportes', 'Aportes'),
        enlace('/admin/creditos', 'Créditos'),
        enlace('/solicitudes-credito/admin', 'Solicitudes de crédito'),
        enlace('/admin/tipos-credito', 'Tipos de crédito'),
      ],
    });
  }
  items.push(enlace('/logout', 'Salir', <LogoutOutlined />));
  return items;
}

function claveSeleccionada(pathname: string): string[] {
  if (pathname.startsWith('/actualizacion')) return ['/actualizacion'];
  return [pathname];
}

/** Barra de navegación: menús por rol; en un teléfono, un botón que abre un cajón. */
export function Barra(): ReactElement {
  const token = useSesion((s) => s.access_token);
  const usuario = useSesion((s) => s.usuario);
  const roles = useSesion((s) => s.roles);
  const { pathname } = useLocation();
  const [cajon, setCajon] = useState(false);
  const sesion = haySesion({ access_token: token }) && usuario !== null;
  const superadmin = sesion && esSuperadmin({ roles, usuario });
  const foto = useFoto(sesion ? usuario?.foto : null);
  const items = itemsDeMenu(sesion, superadmin);
  const seleccion = claveSeleccionada(pathname);

  const menuUsuario: MenuProps['items'] = [
    { key: '/cambiar-clave', icon: <KeyOutlined />, label: <Link to="/cambiar-clave">Cambiar clave</Link> },
    { key: '/logout', icon: <LogoutOutlined />, label: <Link to="/logout">Salir</Link> },
  ];

  return (
    <Layout.Header className="barra">
      <nav aria-label="Navegación principal" className="barra-nav">
        <Button
          className="barra-movil barra-icono"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Abrir menú"
          onClick={() => setCajon(true)}
        />
        <Link to={sesion ? '/inicio' : '/'} className="barra-marca">
          <BankOutlined /> <span>Fondo</span>
        </Link>
        <Menu
          className="barra-menu barra-escritorio"
          theme="dark"
          mode="horizontal"
          items={items}
          selectedKeys={seleccion}
        />
        <div className="barra-derecha">
          <Tooltip title="Ayuda">
            <Link to="/ayuda" aria-label="Ayuda" className="barra-icono">
              <QuestionCircleOutlined />
            </Link>
          </Tooltip>
          {sesion && usuario ? (
            <Dropdown menu={{ items: menuUsuario }} trigger={['click']} placement="bottomRight">
              <button type="button" className="barra-usuario" aria-label={`Menú de ${nombreCorto(usuario)}`}>
                <Avatar src={foto} style={{ background: '#2e8b57' }} alt={nombreCorto(usuario)}>
                  {iniciales(usuario)}
                </Avatar>
                <span className="barra-nombre">{nombreCorto(usuario)}</span>
              </button>
            </Dropdown>
          ) : null}
        </div>
        <Drawer
          title="Menú"
          placement="left"
          open={cajon}
          onClose={() => setCajon(false)}
          size={280}
          styles={{ body: { padding: 0 } }}
        >
          <Menu mode="inline" items={items} selectedKeys={seleccion} onClick={() => setCajon(false)} />
        </Drawer>
      </nav>
    </Layout.Header>
  );
}
