// Arnés de desarrollo: permite trabajar en mfe-productos sin la shell
// (npm run dev -w @fondo/mfe-productos; /api se reenvía a API_URL, por defecto http://localhost:8080).
import { Layout, Space, Typography } from 'antd';
import type { ReactElement } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ProveedoresFondo, api, haySesion, nombreCorto, useSesion } from '@fondo/shared';
import RutasProductos from '../routes';
import { LoginMinimo } from './login-minimo';

function Salir(): ReactElement {
  const cerrar = useSesion((s) => s.cerrar);
  const token = useSesion((s) => s.access_token);
  if (token) {
    void api.post('logout').catch(() => undefined);
    cerrar();
  }
  return <Navigate to="/login" replace />;
}

function NoEnArnes(): ReactElement {
  const { pathname } = useLocation();
  return (
    <Typography.Paragraph>
      La ruta <code>{pathname}</code> la sirve la shell o otro remoto; en el arnés de Productos solo están /inicio,
      /ahorro, /credito y /certificaciones.
    </Typography.Paragraph>
  );
}

const RUTAS_PRODUCTOS = ['/inicio', '/ahorro', '/credito', '/certificaciones'];

function Marco(): ReactElement {
  const usuario = useSesion((s) => s.usuario);
  const token = useSesion((s) => s.access_token);
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', height: 'auto' }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          Productos (arnés)
        </Typography.Text>
        <Space wrap>
          {RUTAS_PRODUCTOS.map((r) => (
            <Link key={r} to={r} style={{ color: '#fff' }}>
              {r.slice(1)}
            </Link>
          ))}
          {haySesion({ access_token: token }) && usuario ? (
            <>
              <span style={{ color: '#cde' }}>{nombreCorto(usuario)}</span>
              <Link to="/logout" style={{ color: '#fff' }}>
                Salir
              </Link>
            </>
          ) : (
            <Link to="/login" style={{ color: '#fff' }}>
              Iniciar sesión
            </Link>
          )}
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 16, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        {/* Como en la shell: el remoto se monta fuera de <Routes>, así sus rutas relativas parten de '/'. */}
        {RUTAS_PRODUCTOS.includes(pathname) ? (
          <RutasProductos />
        ) : (
          <Routes>
            <Route path="/" element={<Navigate to="/inicio" replace />} />
            <Route path="/login" element={<LoginMinimo />} />
            <Route path="/logout" element={<Salir />} />
            <Route path="*" element={<NoEnArnes />} />
          </Routes>
        )}
      </Layout.Content>
    </Layout>
  );
}

export function Arnes(): ReactElement {
  return (
    <ProveedoresFondo>
      <BrowserRouter>
        <Marco />
      </BrowserRouter>
    </ProveedoresFondo>
  );
}
