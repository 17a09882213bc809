import { Layout, Typography } from 'antd';
import { useEffect, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { configurarApi } from '@fondo/shared';
import { Barra } from '../barra/barra';
import { AreaRemota } from '../remotos/area-remota';
import { remotoDeRuta } from '../remotos/tabla';
import { RutasShell } from './rutas-shell';

/** Página: barra, contenido (remoto o ruta propia) y pie. */
export function Marco(): ReactElement {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entrada = remotoDeRuta(pathname);

  // SPEC 8: 'Token expirado' en cualquier llamada lleva a /logout sin recargar la página.
  useEffect(() => configurarApi({ alExpirarSesion: () => navigate('/logout') }), [navigate]);

  return (
    <Layout className="marco">
      <Barra />
      <Layout.Content className="contenido">
        {/* Un remoto se monta fuera de <Routes> (ver remotos/tabla.ts); la clave lo conserva entre sus rutas. */}
        {entrada ? <AreaRemota key={entrada.remoto} entrada={entrada} /> : <RutasShell />}
      </Layout.Content>
      <Layout.Footer className="pie">
        <Typography.Text type="secondary">Fondo de ahorro y crédito del personal escolar</Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
