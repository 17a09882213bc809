// Solo para pruebas: monta las rutas de Productos como lo hace el shell (App de antd + router),
// con pantallas marcadoras para los destinos fuera de este remoto.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ProveedoresFondo, useSesion } from '@fondo/shared';
import type { Rol, UsuarioSesion } from '@fondo/shared/types';
import RutasProductos from '../routes';

function Ubicacion(): ReactElement {
  const l = useLocation();
  return <output aria-label="ubicación">{`${l.pathname}${l.search}`}</output>;
}

export function renderizarRuta(ruta: string): RenderResult {
  return render(
    <ProveedoresFondo>
      <MemoryRouter initialEntries={[ruta]}>
        <Ubicacion />
        <Routes>
          <Route path="/login" element={<p>Pantalla de login</p>} />
          <Route path="/cambiar-clave" element={<p>Pantalla de cambiar clave</p>} />
          <Route path="/actualizacion/:id" element={<p>Pantalla de actualización</p>} />
          <Route path="/*" element={<RutasProductos />} />
        </Routes>
      </MemoryRouter>
    </ProveedoresFondo>,
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
