import {
  BankOutlined,
  CalculatorOutlined,
  FileTextOutlined,
  HomeOutlined,
  LoginOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SolutionOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { islaAntd } from '../app/isla-antd';
import { TooltipADemanda } from './tooltip-a-demanda';
import { useBarraEscritorio } from './escritorio';
import { UsuarioBarra } from './usuario-barra';
import { GRUPOS_MENU, REMOTOS, type Acceso, type NombreIcono } from '@fondo/portal/manifiesto';
import { esSuperadmin, haySesion, useSesion, Link, NavLink, useLocation } from '@fondo/runtime';

// Fuera de /login: el cajón del teléfono (el menú de usuario llega con UsuarioBarra).
const Cajon = islaAntd(() => import('./cajon'));
// Con sesión, el Menu de antd (a demanda); sin sesión, dos enlaces con su mismo aspecto (EnlacesInvitado).
const MenuBarra = islaAntd(() => import('./menu-barra'));

type Item = Required<MenuProps>['items'][number];

const enlace = (ruta: string, texto: string, icono?: ReactElement): Item => ({
  key: ruta,
  icon: icono,
  label: <Link to={ruta}>{texto}</Link>,
});

/** Los íconos que el manifiesto del portal puede nombrar. */
const ICONOS: Record<NombreIcono, ComponentType> = {
  HomeOutlined,
  WalletOutlined,
  SolutionOutlined,
  FileTextOutlined,
  CalculatorOutlined,
  MailOutlined,
  SettingOutlined,
};

function icono(nombre: NombreIcono | undefined): ReactElement | undefined {
  if (!nombre) return undefined;
  const Icono = ICONOS[nombre];
  return <Icono />;
}

/** Las entradas de menú de todos los remotos del manifiesto. */
const ENTRADAS = REMOTOS.flatMap((r) => r.menu);

/** Opciones de la barra según SPEC 2.2 y el rol (SPEC 6), del manifiesto del portal. */
export function itemsDeMenu(sesion: boolean, superadmin: boolean): Item[] {
  if (!sesion) {
    return [enlace('/', 'Inicio', <HomeOutlined />), enlace('/login', 'Iniciar sesión', <LoginOutlined />)];
  }
  const permitido = (rol: Acceso) => rol === 'sesion' || superadmin;
  const nodos: { orden: number; item: Item }[] = ENTRADAS.filter((e) => !e.grupo && permitido(e.rol)).map((e) => ({
    orden: e.orden,
    item: enlace(e.ruta, e.etiqueta, icono(e.icono)),
  }));
  for (const g of GRUPOS_MENU) {
    const hijos = ENTRADAS.filter((e) => e.grupo === g.clave && permitido(e.rol)).sort((a, b) => a.orden - b.orden);
    if (!permitido(g.rol) || hijos.length === 0) continue;
    nodos.push({
      orden: g.orden,
      item: {
        key: g.clave,
        label: g.etiqueta,
        icon: icono(g.icono),
        children: hijos.map((e) => enlace(e.ruta, e.etiqueta)),
      },
    });
  }
  nodos.sort((a, b) => a.orden - b.orden);
  return [...nodos.map((n) => n.item), enlace('/logout', 'Salir', <LogoutOutlined />)];
}

/** La opción marcada: la de la ruta, o la que la contiene ('/actualizacion/5' -> '/actualizacion'). */
function claveSeleccionada(pathname: string): string[] {
  const contenedora = ENTRADAS.find((e) => pathname.startsWith(`${e.ruta}/`));
  return [ENTRADAS.some((e) => e.ruta === pathname) || !contenedora ? pathname : contenedora.ruta];
}

/** Sin sesión: Inicio e Iniciar sesión como enlaces simples, con el aspecto del Menu oscuro horizontal. */
function EnlacesInvitado(): ReactElement {
  return (
    <ul className="barra-invitado barra-escritorio">
      <li>
        <NavLink to="/" end>
          <HomeOutlined />
          <span>Inicio</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="/login" end>
          <LoginOutlined />
          <span>Iniciar sesión</span>
        </NavLink>
      </li>
    </ul>
  );
}

/** Barra de navegación: menús por rol; en un teléfono, un botón que abre un cajón. */
export function Barra(): ReactElement {
  const token = useSesion((s) => s.access_token);
  const usuario = useSesion((s) => s.usuario);
  const roles = useSesion((s) => s.roles);
  const { pathname } = useLocation();
  const [cajon, setCajon] = useState(false);
  // El cajón se monta al abrirlo por primera vez (y queda montado para su animación de cierre).
  const [cajonUsado, setCajonUsado] = useState(false);
  const sesion = haySesion({ access_token: token }) && usuario !== null;
  const superadmin = sesion && esSuperadmin({ roles, usuario });
  const items = itemsDeMenu(sesion, superadmin);
  const seleccion = claveSeleccionada(pathname);
  const escritorio = useBarraEscritorio();

  return (
    // Sin antd (primera carga más liviana): el aspecto de Layout.Header y del botón de texto lo da estilos.css.
    <header className="barra">
      <nav aria-label="Navegación principal" className="barra-nav">
        <button
          type="button"
          className="barra-movil barra-icono barra-boton"
          aria-label="Abrir menú"
          onClick={() => {
            setCajonUsado(true);
            setCajon(true);
          }}
        >
          <MenuOutlined />
        </button>
        <Link to={sesion ? '/inicio' : '/'} className="barra-marca">
          <BankOutlined /> <span>Fondo</span>
        </Link>
        {sesion ? (
          // en un teléfono el menú horizontal no se ve (estilos.css): ni se descarga
          escritorio ? (
            <Suspense fallback={<div className="barra-menu barra-escritorio" />}>
              <MenuBarra items={items} seleccion={seleccion} />
            </Suspense>
          ) : (
            <div className="barra-menu barra-escritorio" />
          )
        ) : (
          <EnlacesInvitado />
        )}
        <div className="barra-derecha">
          <TooltipADemanda title="Ayuda">
            <Link to="/ayuda" aria-label="Ayuda" className="barra-icono">
              <QuestionCircleOutlined />
            </Link>
          </TooltipADemanda>
          {sesion && usuario ? <UsuarioBarra usuario={usuario} /> : null}
        </div>
        {cajonUsado ? (
          <Suspense fallback={null}>
            <Cajon abierto={cajon} cerrar={() => setCajon(false)} items={items} seleccion={seleccion} />
          </Suspense>
        ) : null}
      </nav>
    </header>
  );
}
