import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MENSAJE_SOLO_ADMINISTRADORES, RequiereActualizacion, RequiereSesion, RequiereSuperadmin } from './guardas';
import { useSesion, MemoryRouter, Route, Routes, useLocation } from '@fondo/runtime';
import type { UsuarioSesion } from '@fondo/contrato';

function Ubicacion() {
  const l = useLocation();
  return <p data-testid="ubicacion">{l.pathname + l.search}</p>;
}

function montar(ruta: string, guarda: React.ReactNode) {
  return render(
    <App>
      <MemoryRouter initialEntries={[ruta]}>
        <Routes>
          <Route path="/ahorro" element={guarda} />
          <Route path="/admin/afiliados" element={guarda} />
          <Route path="*" element={<Ubicacion />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

function sesion(cambios: Partial<UsuarioSesion> = {}, actualizado: 'ok' | '' = '', superadmin = false) {
  useSesion.setState({
    access_token: 't',
    usuario: {
      id_afiliado: 42,
      nombres: 'Ana',
      apellidos: 'Díaz',
      foto: null,
      superadmin,
      impersonate: false,
      pgweb_token: 'p',
      ultima_actualizacion: null,
      ...cambios,
    },
    roles: superadmin ? ['superadmin'] : ['afiliado'],
    actualizacion_datos: actualizado,
  });
}

beforeEach(() => useSesion.getState().cerrar());

test('RequiereSesion: sin sesión va a /login con redirect de la ruta actual', () => {
  montar('/ahorro?x=1', <RequiereSesion>contenido</RequiereSesion>);
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/login?redirect=ahorro%3Fx%3D1');
  expect(screen.queryByText('contenido')).not.toBeInTheDocument();
});

test('RequiereSesion: con sesión muestra el contenido', () => {
  sesion();
  montar('/ahorro', <RequiereSesion>contenido</RequiereSesion>);
  expect(screen.getByText('contenido')).toBeInTheDocument();
});

test('RequiereSuperadmin: un afiliado va a /inicio con el aviso de por qué; el superadmin entra', async () => {
  sesion();
  const { unmount } = montar('/admin/afiliados', <RequiereSuperadmin>panel</RequiereSuperadmin>);
  expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/inicio');
  expect(await screen.findByText(MENSAJE_SOLO_ADMINISTRADORES)).toBeInTheDocument();
  expect(screen.queryByText('panel')).not.toBeInTheDocument();
  unmount();
  sesion({}, '', true);
  montar('/admin/afiliados', <RequiereSuperadmin>panel</RequiereSuperadmin>);
  expect(screen.getByText('panel')).toBeInTheDocument();
});

test('RequiereSuperadmin: sin sesión va a login', () => {
  montar('/admin/afiliados', <RequiereSuperadmin>panel</RequiereSuperadmin>);
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/login?redirect=admin%2Fafiliados');
});

test('RequiereActualizacion: sin actualizar avisa y lleva a /actualizacion/{id}?desde=<módulo>', async () => {
  sesion();
  montar('/ahorro', <RequiereActualizacion exento="superadmin">ahorros</RequiereActualizacion>);
  expect(await screen.findByText('Debe actualizar sus datos para poder usar este módulo')).toBeInTheDocument();
  expect(screen.getByTestId('ubicacion')).toHaveTextContent(/^\/actualizacion\/42\?desde=%2Fahorro$/);
  expect(screen.queryByText('ahorros')).not.toBeInTheDocument();
});

test('RequiereActualizacion: actualizado entra', () => {
  sesion({}, 'ok');
  montar('/ahorro', <RequiereActualizacion exento="superadmin">ahorros</RequiereActualizacion>);
  expect(screen.getByText('ahorros')).toBeInTheDocument();
});

test('RequiereActualizacion: el superadmin está exento en ambos tipos', () => {
  sesion({}, '', true);
  const { unmount } = montar('/ahorro', <RequiereActualizacion exento="superadmin">ahorros</RequiereActualizacion>);
  expect(screen.getByText('ahorros')).toBeInTheDocument();
  unmount();
  montar('/ahorro', <RequiereActualizacion exento="superadmin-o-impersonando">certificados</RequiereActualizacion>);
  expect(screen.getByText('certificados')).toBeInTheDocument();
});

test('RequiereActualizacion: impersonando solo exime en superadmin-o-impersonando', async () => {
  sesion({ impersonate: true });
  const { unmount } = montar(
    '/ahorro',
    <RequiereActualizacion exento="superadmin-o-impersonando">certificados</RequiereActualizacion>,
  );
  expect(screen.getByText('certificados')).toBeInTheDocument();
  unmount();
  montar('/ahorro', <RequiereActualizacion exento="superadmin">ahorros</RequiereActualizacion>);
  expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/actualizacion/42');
});

test('RequiereActualizacion: sin sesión va a login', () => {
  montar('/ahorro', <RequiereActualizacion exento="superadmin">ahorros</RequiereActualizacion>);
  expect(screen.getByTestId('ubicacion')).toHaveTextContent('/login?redirect=ahorro');
});
