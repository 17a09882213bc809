import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { cliente, esSuperadmin, haySesion, useSesion, useQuery } from '@fondo/runtime';
import { EncabezadoPagina, useTitulo } from '@fondo/ui';

export const MANUAL_USUARIO = '/manuales/manual-usuario.pdf';

function Manual({ ruta, titulo, archivo }: { ruta: string; titulo: string; archivo?: string }): ReactElement {
  return (
    <div>
      <Typography.Paragraph>
        <Button icon={<DownloadOutlined />} href={ruta} download={archivo ?? true} target="_blank" rel="noopener">
          Descargar el {titulo.toLowerCase()} (PDF)
        </Button>
      </Typography.Paragraph>
      <iframe className="manual" src={ruta} title={titulo} />
    </div>
  );
}

export const clavesAyuda = { manualAdministrador: ['manuales', 'administrador'] as const };

/**
 * Pide el manual del administrador con el token de la sesión y lo muestra desde un blob (no es público: la
 * API lo da solo a un superadmin con su sesión).
 */
function ManualAdministrador(): ReactElement {
  const manual = useQuery({
    queryKey: clavesAyuda.manualAdministrador,
    queryFn: () => cliente.manuales.administrador(),
    staleTime: Infinity,
    // La falla se muestra aquí mismo, sin el diálogo 'Error'.
    meta: { sinDialogo: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  // La URL local vive lo que vive el manual mostrado.
  useEffect(() => {
    if (!manual.data) return;
    const creada = URL.createObjectURL(manual.data);
    setUrl(creada);
    return () => {
      URL.revokeObjectURL(creada);
      setUrl(null);
    };
  }, [manual.data]);
  if (manual.isError) return <Alert type="error" showIcon title="No se pudo cargar el manual del administrador." />;
  if (!url)
    return (
      <Spin description="Cargando el manual...">
        <div style={{ minHeight: 80 }} />
      </Spin>
    );
  return <Manual ruta={url} titulo="Manual del administrador" archivo="manual-administrador.pdf" />;
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
            {
              key: 'usuario',
              label: 'Manual de usuario',
              children: <Manual ruta={MANUAL_USUARIO} titulo="Manual de usuario" />,
            },
            {
              key: 'administrador',
              label: 'Manual del administrador',
              children: <ManualAdministrador />,
            },
          ]}
        />
      ) : (
        <Manual ruta={MANUAL_USUARIO} titulo="Manual de usuario" />
      )}
    </>
  );
}
