import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tabs, Typography } from 'antd';
import type { ReactElement } from 'react';
import { EncabezadoPagina, esSuperadmin, haySesion, useSesion, useTitulo } from '@fondo/shared';

export const MANUAL_USUARIO = '/manuales/manual-usuario.pdf';
export const MANUAL_ADMINISTRADOR = '/manuales/manual-administrador.pdf';

function Manual({ ruta, titulo }: { ruta: string; titulo: string }): ReactElement {
  return (
    <div>
      <Typography.Paragraph>
        <Button icon={<DownloadOutlined />} href={ruta} download target="_blank" rel="noopener">
          Descargar el {titulo.toLowerCase()} (PDF)
        </Button>
      </Typography.Paragraph>
      <iframe className="manual" src={ruta} title={titulo} />
    </div>
  );
}

/** SPEC 2.17: el manual de usuario; el superadmin también ve el del administrador. */
export function PaginaAyuda(): ReactElement {
  useTitulo('Ayuda');
  const token = useSesion((s) => s.access_token);
  const roles = useSesion((s) => s.roles);
  const usuario = useSesion((s) => s.usuario);
  const superadmin = haySesion({ access_token: token }) && esSuperadmin({ roles, usuario });
  return (
    <>
      <EncabezadoPagina titulo="Ayuda" />
      {superadmin ? (
        <Tabs
          items={[
            { key: 'usuario', label: 'Manual de usuario', children: <Manual ruta={MANUAL_USUARIO} titulo="Manual de usuario" /> },
            {
              key: 'administrador',
              label: 'Manual del administrador',
              children: <Manual ruta={MANUAL_ADMINISTRADOR} titulo="Manual del administrador" />,
            },
          ]}
        />
      ) : (
        <Manual ruta={MANUAL_USUARIO} titulo="Manual de usuario" />
      )}
    </>
  );
}
