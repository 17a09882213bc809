// Un documento de la solicitud: se sube a POST /api/archivos al elegirlo y el campo guarda su id_archivo.
// El tipo y el tamaño se comprueban aquí por comodidad; quien decide es el servidor (por los bytes).
import { CheckCircleTwoTone, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState, type ReactElement } from 'react';
import {
  LIMITE_ARCHIVO_BYTES,
  aceptarDelUso,
  claseAdmitida,
  claseDeMime,
  esFotoConvertible,
  nombresElegibles,
  type UsoArchivo,
} from '@fondo/contrato';
import { nombreDeArchivo, useManejarError, useAppFondo } from '@fondo/ui';
import { subirArchivo, useAvisarSubida } from '@fondo/ui/archivos';

interface Props {
  id?: string;
  /** id_archivo subido (lo maneja Form.Item) */
  value?: number | null;
  onChange?: (id: number | null) => void;
  uso: UsoArchivo;
  etiqueta: string;
}

/** Clase del archivo elegido por su tipo o, si el navegador no lo da, por su extensión. */
function claseDelArchivo(f: File): string | null {
  const porMime = claseDeMime(f.type);
  if (porMime) return porMime;
  const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext || null;
}

export function CampoArchivo({ id, value, onChange, uso, etiqueta }: Props): ReactElement {
  const { message } = useAppFondo();
  const manejarError = useManejarError();
  const [nombre, setNombre] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  useAvisarSubida(subiendo);

  async function subir(f: File): Promise<void> {
    // Una foto HEIC/WebP la API la guarda como JPG (donde se admite JPG).
    const clase = esFotoConvertible(f) ? 'jpg' : claseDelArchivo(f);
    if (!clase || !claseAdmitida(uso, clase)) {
      void message.error(`${etiqueta}: el archivo debe ser ${nombresElegibles(uso)}`);
      return;
    }
    if (f.size === 0 || f.size > LIMITE_ARCHIVO_BYTES) {
      void message.error(
        f.size === 0
          ? `${etiqueta}: el archivo está vacío`
          : `${etiqueta}: el archivo supera el tamaño máximo de 10 MB`,
      );
      return;
    }
    setSubiendo(true);
    try {
      const a = await subirArchivo(f, uso);
      setNombre(a.nombre);
      onChange?.(a.id_archivo);
    } catch (e) {
      await manejarError(e);
    } finally {
      setSubiendo(false);
    }
  }

  function limpiar(): void {
    setNombre(null);
    onChange?.(null);
  }

  return (
    <Flex gap={8} wrap align="center">
      <Upload
        accept={aceptarDelUso(uso)}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(f) => {
          void subir(f);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={subiendo} aria-label={`Seleccionar archivo: ${etiqueta}`}>
          Seleccionar archivo
        </Button>
      </Upload>
      {value ? (
        // texto en el color normal (el verde de antd no alcanza 4.5:1); el ícono marca que quedó cargado
        <Typography.Text>
          <CheckCircleTwoTone twoToneColor="#389e0d" aria-hidden />{' '}
          {nombre ?? nombreDeArchivo(value) ?? 'Archivo cargado'}
        </Typography.Text>
      ) : null}
      <Button onClick={limpiar} disabled={!value} aria-label={`Limpiar ${etiqueta}`}>
        Limpiar
      </Button>
    </Flex>
  );
}
