// Arnés de desarrollo de un remoto: permite trabajar en él sin la shell
// (npm run dev -w @fondo/mfe-<nombre>; /api se reenvía a API_URL, por defecto http://localhost:8080).
// Sus rutas y enlaces salen del manifiesto del portal, como en la shell.
import { Layout, Space, Typography } from 'antd';
import type { ComponentType, ReactElement } from 'react';
import {
  cliente,
  clienteConsultas,
  haySesion,
  useSesion,
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  QueryClientProvider,
} from '@fondo/runtime';
import { remotoPorNombre, type Remoto } from '@fondo/portal/manifiesto';
import { nombreCorto } from '@fondo/contrato';
import { AvisosDeError } from '../manejar-error';
import { ProveedoresFondo } from '../proveedores';
import { entradaDe, esDeRemoto } from '../rutas/tabla';
import { LoginMinimo } from './login-minimo';

function Salir(): ReactElement {
  const cerrar = useSesion((s) => s.cerrar);
  const token = useSesion((s) => s.access_token);
  if (token) {
    void cliente.sesion.logout().catch(() => undefined);
    cerrar();
  }
  return <Navigate to="/login" replace />;
}

function NoEnArnes({ remoto }: { remoto: Remoto }): ReactElement {
  const { pathname } = useLocation();
  return (
    <Typography.Paragraph>
      La ruta <code>{pathname}</code> la sirve la shell u otro remoto; en el arnés de {remoto.titulo} solo están{' '}
      {remoto.rutas.map((r) => r.patron).join(', ')}.
    </Typography.Paragraph>
  );
}

function Marco({ remoto, Rutas }: { remoto: Remoto; Rutas: ComponentType }): ReactElement {
  const usuario = useSesion((s) => s.usuario);
  const token = useSesion((s) => s.access_token);
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', height: 'auto' }}>
        <Typography.Text strong style={{ color: '#fff' }}>
          {remoto.titulo} (arnés)
        </Typography.Text>
        <Space wrap>
          {remoto.menu.map((e) => (
            <Link key={e.ruta} to={e.ruta} style={{ color: '#fff' }}>
              {e.etiqueta}
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
        {esDeRemoto(entradaDe(remoto), pathname) ? (
          <Rutas />
        ) : (
          <Routes>
            <Route path="/" element={<Navigate to={remoto.menu[0]?.ruta ?? '/login'} replace />} />
            <Route path="/login" element={<LoginMinimo />} />
            <Route path="/logout" element={<Salir />} />
            <Route path="*" element={<NoEnArnes remoto={remoto} />} />
          </Routes>
        )}
      </Layout.Content>
    </Layout>
  );
}

/** El arnés de un remoto del manifiesto: cliente de consultas, raíz de antd, router, login mínimo. */
export function ArnesRemoto({ remoto: nombre, Rutas }: { remoto: string; Rutas: ComponentType }): ReactElement {
  const remoto = remotoPorNombre(nombre);
  if (!remoto) throw new Error(`${nombre} no está en el manifiesto del portal`);
  return (
    <QueryClientProvider client={clienteConsultas}>
      <ProveedoresFondo>
        <AvisosDeError />
        <BrowserRouter>
          <Marco remoto={remoto} Rutas={Rutas} />
        </BrowserRouter>
      </ProveedoresFondo>
    </QueryClientProvider>
  );
}
