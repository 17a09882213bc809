// Visor de un archivo guardado: un cajón que muestra el PDF o la imagen en la página,
// con 'Descargar' y 'Abrir en otra pestaña'. La API sirve cada archivo como descarga (attachment, CSP
// sandbox, nosniff) y así sigue: aquí se muestran solo bytes que SON un PDF, un JPG o un PNG (por su firma,
// no por lo que dice el servidor), como un Blob de ese tipo exacto: la imagen en <img> (inerte) y el PDF en
// el visor de PDF del navegador, que corre aparte de la página (un iframe con sandbox no lo muestra). Nada
// más (HTML, SVG...) se muestra: solo se descarga.
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Spin } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useQuery } from '@fondo/runtime';
import { descargarAdjunto, obtenerArchivo } from './archivos';
import { clavesArchivos } from './usar-imagen';
import { useManejarError } from '../manejar-error';
import { useEsTelefono } from '../listas/telefono';

export interface ArchivoVisible {
  id: number;
  /** nombre para el título y la descarga (sin extensión: la pone el servidor) */
  nombre: string;
}

type Mostrable = 'application/pdf' | 'image/jpeg' | 'image/png';

/** El tipo que muestran sus primeros bytes, o null si no es un PDF, un JPG ni un PNG. */
export async function tipoPorFirma(blob: Blob): Promise<Mostrable | null> {
  const b = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
  const empieza = (...f: number[]) => f.every((x, i) => b[i] === x);
  if (empieza(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (empieza(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (empieza(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** La URL local del archivo con su tipo verificado; null si no se puede mostrar. */
function useUrlVerificada(blob: Blob | undefined): { url: string | null; tipo: Mostrable | null; listo: boolean } {
  const [estado, setEstado] = useState<{ url: string | null; tipo: Mostrable | null; listo: boolean }>({
    url: null,
    tipo: null,
    listo: false,
  });
  useEffect(() => {
    if (!blob) return;
    let creada: string | null = null;
    let vivo = true;
    void tipoPorFirma(blob).then((tipo) => {
      if (!vivo) return;
      creada =
        tipo && typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(new Blob([blob], { type: tipo }))
          : null;
      setEstado({ url: creada, tipo, listo: true });
    });
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
      setEstado({ url: null, tipo: null, listo: false });
    };
  }, [blob]);
  return estado;
}

function Contenido({ archivo }: { archivo: ArchivoVisible }): ReactElement {
  const consulta = useQuery({
    queryKey: clavesArchivos.uno(archivo.id),
    queryFn: () => obtenerArchivo(archivo.id),
    staleTime: Infinity,
    meta: { sinDialogo: true },
  });
  const { url, tipo, listo } = useUrlVerificada(consulta.data);
  const manejarError = useManejarError();
  const acciones = (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        onClick={() => void descargarAdjunto(archivo.id, archivo.nombre).catch(manejarError)}
      >
        Descargar
      </Button>
      {url ? (
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          Abrir en otra pestaña
        </Button>
      ) : null}
    </Flex>
  );
  if (consulta.isError) {
    return (
      <>
        {acciones}
        <Alert type="error" showIcon title="No se pudo cargar el archivo." />
      </>
    );
  }
  if (!listo) {
    return (
      <Spin description="Cargando el archivo...">
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  }
  return (
    <>
      {acciones}
      {url && tipo === 'application/pdf' ? (
        <iframe
          className="visor-pdf"
          src={url}
          title={archivo.nombre}
          style={{ width: '100%', height: '75vh', border: 0 }}
        />
      ) : url ? (
        <img src={url} alt={archivo.nombre} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />
      ) : (
        <Alert type="info" showIcon title="Este archivo no se puede mostrar aquí: descárguelo para abrirlo." />
      )}
    </>
  );
}

/** Cajón con el archivo `archivo` (null: cerrado). En un teléfono ocupa toda la pantalla. */
export function VisorArchivo({
  archivo,
  cerrar,
}: {
  archivo: ArchivoVisible | null;
  cerrar: () => void;
}): ReactElement {
  const telefono = useEsTelefono();
  return (
    <Drawer
      open={archivo !== null}
      onClose={cerrar}
      title={archivo?.nombre}
      placement="right"
      size={telefono ? '100%' : 820}
      destroyOnHidden
      closable={{ 'aria-label': 'Cerrar el visor' }}
    >
      {archivo ? <Contenido archivo={archivo} /> : null}
    </Drawer>
  );
}
