import { Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { configurarApi, useLocation, useNavigate, useSesion } from '@fondo/runtime';
import { Barra } from '../barra/barra';
import { AreaRemota } from '../remotos/area-remota';
import { remotoDeRuta } from '../remotos/tabla';
import { RutasShell } from './rutas-shell';

// Solo en una pestaña abierta como otro afiliado: no va en el paquete de las demás.
const AvisoImpersonacion = lazy(() => import('../impersonacion/aviso-impersonacion'));

/** Página: barra, contenido (remoto o ruta propia) y pie. */
export function Marco(): ReactElement {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entrada = remotoDeRuta(pathname);
  const { token } = theme.useToken();
  const usuario = useSesion((s) => s.usuario);
  const comoAfiliado = useSesion((s) => Boolean(s.access_token)) && usuario?.impersonate === true;

  // SPEC 8: 'Token expirado' en cualquier llamada lleva a /logout sin recargar la página.
  useEffect(() => configurarApi({ alExpirarSesion: () => navigate('/logout') }), [navigate]);

  return (
    <Layout className="marco">
      <Barra />
      {comoAfiliado && usuario ? (
        <Suspense fallback={null}>
          <AvisoImpersonacion nombre={`${usuario.nombres} ${usuario.apellidos}`} />
        </Suspense>
      ) : null}
      <Layout.Content className="contenido">
        {/* Un remoto se monta fuera de <Routes> (ver remotos/tabla.ts); la clave lo conserva entre sus rutas. */}
        {entrada ? <AreaRemota key={entrada.remoto} entrada={entrada} /> : <RutasShell />}
      </Layout.Content>
      <Layout.Footer className="pie">
        {/* Como Typography.Text type="secondary", sin traer Typography (y su editor) a cada página. */}
        <span style={{ color: token.colorTextDescription }}>Fondo de ahorro y crédito del personal escolar</span>
      </Layout.Footer>
    </Layout>
  );
}
