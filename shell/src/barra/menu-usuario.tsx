// Menú de usuario de la barra (avatar, foto, Cambiar clave, Salir): lo carga usuario-barra.tsx, fuera de /login.
import { KeyOutlined, LogoutOutlined, SafetyOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Link } from '@fondo/runtime';
import { iniciales, nombreCorto, type UsuarioSesion } from '@fondo/contrato';
import { useImagen } from '@fondo/ui/archivos';

const MENU_USUARIO: MenuProps['items'] = [
  { key: '/cambiar-clave', icon: <KeyOutlined />, label: <Link to="/cambiar-clave">Cambiar clave</Link> },
  { key: '/logout', icon: <LogoutOutlined />, label: <Link to="/logout">Salir</Link> },
];

/** Un superadmin (no como otro afiliado) además ve su verificación en dos pasos. */
const MENU_SUPERADMIN: MenuProps['items'] = [
  MENU_USUARIO[0]!,
  {
    key: '/dos-factores',
    icon: <SafetyOutlined />,
    label: <Link to="/dos-factores">Verificación en dos pasos</Link>,
  },
  MENU_USUARIO[1]!,
];

interface Props {
  usuario: UsuarioSesion;
  /** abierto al llegar: el primer toque sobre el botón ligero (usuario-barra.tsx) lo pidió */
  abrir?: boolean;
  /** antes de montarse: ¿el botón ligero que reemplaza tenía el foco? */
  enfocar?: () => boolean;
}

export default function MenuUsuario({ usuario, abrir = false, enfocar }: Props): ReactElement {
  const foto = useImagen(usuario.foto);
  const [abierto, setAbierto] = useState(abrir);
  const boton = useRef<HTMLButtonElement>(null);
  // Se lee al dibujar (el botón ligero aún está en la página) y se aplica al montar.
  const [conFoco] = useState(() => enfocar?.() === true);
  useLayoutEffect(() => {
    if (conFoco) boton.current?.focus();
  }, [conFoco]);
  return (
    <Dropdown
      menu={{ items: usuario.segundo_factor ? MENU_SUPERADMIN : MENU_USUARIO }}
      trigger={['click']}
      open={abierto}
      onOpenChange={setAbierto}
      placement="bottomRight"
      // dentro de la barra (banner): todo el contenido de la página queda en un punto de referencia (axe 'region')
      getPopupContainer={(b) => b.closest('header') ?? document.body}
      styles={{ root: { lineHeight: 'normal' } }}
    >
      {/* El nombre accesible sale del texto visible ('Menú de' solo para el lector de pantalla; el avatar
          repite el nombre): un aria-label distinto del texto visible incumple WCAG 2.5.3. */}
      <button type="button" className="barra-usuario" ref={boton}>
        <Avatar
          src={foto}
          style={{ background: '#2a7f50' /* iniciales blancas con contraste AA (4.9:1) */ }}
          alt={nombreCorto(usuario)}
          aria-hidden
        >
          {iniciales(usuario)}
        </Avatar>
        <span className="solo-lector">Menú de </span>
        <span className="barra-nombre">{nombreCorto(usuario)}</span>
      </button>
    </Dropdown>
  );
}
