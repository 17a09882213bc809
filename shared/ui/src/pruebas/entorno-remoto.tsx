// Solo para pruebas de un remoto: monta sus rutas como lo hace el shell (cliente de consultas propio,
// raíz de antd con el diálogo de errores, router en memoria), con pantallas marcadoras para los
// destinos que sirven la shell u otros remotos, y una sesión en el store compartido.
import type { ComponentType, ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  crearClienteConsultas,
  useSesion,
  QueryClientProvider,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
} from '@fondo/runtime';
import type { Rol, UsuarioSesion } from '@fondo/contrato';
import { AvisosDeError } from '../manejar-error';
import { ProveedoresFondo } from '../proveedores';

function Ubicacion(): ReactElement {
  const l = useLocation();
  return <output aria-label="ubicación">{`${l.pathname}${l.search}`}</output>;
}

/**
 * renderizarRuta(ruta) para las rutas de un remoto. externas: patrón -> texto de la pantalla marcadora
 * (p. ej. { '/login': 'Pantalla de login' }). Cada montaje con su propio cliente de consultas.
 */
export function crearRenderizarRuta(
  Rutas: ComponentType,
  externas: Record<string, string>,
): (ruta: string) => RenderResult {
  return (ruta) =>
    render(
      <QueryClientProvider client={crearClienteConsultas()}>
        <ProveedoresFondo>
          <AvisosDeError />
          <MemoryRouter initialEntries={[ruta]}>
            <Ubicacion />
            <Routes>
              {Object.entries(externas).map(([patron, texto]) => (
                <Route key={patron} path={patron} element={<p>{texto}</p>} />
              ))}
              <Route path="/*" element={<Rutas />} />
            </Routes>
          </MemoryRouter>
        </ProveedoresFondo>
      </QueryClientProvider>,
    );
}

export const USUARIO: UsuarioSesion = {
  id_afiliado: 7,
  nombres: 'Ana María',
  apellidos: 'Pérez Gómez',
  foto: null,
  superadmin: false,
  impersonate: false,
  pgweb_token: 'pg',
  ultima_actualizacion: '2026-01-15',
};

/** Deja una sesión en el store compartido. */
export function conSesion(o: { usuario?: Partial<UsuarioSesion>; roles?: Rol[]; actualizado?: boolean } = {}): void {
  const usuario = { ...USUARIO, ...o.usuario };
  useSesion.setState({
    access_token: 'token-de-prueba',
    usuario,
    roles: o.roles ?? (usuario.superadmin ? ['superadmin'] : ['afiliado']),
    actualizacion_datos: o.actualizado === false ? '' : 'ok',
  });
}

export function sinSesion(): void {
  useSesion.setState({ access_token: null, usuario: null, roles: [], actualizacion_datos: '' });
}
