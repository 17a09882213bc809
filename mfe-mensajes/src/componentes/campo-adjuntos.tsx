// Adjuntos de un mensaje (SPEC 5): cada archivo se sube a POST /api/archivos (uso adjunto) al elegirlo y
// el campo guarda su id y nombre. Tipo y tamaño se comprueban aquí por comodidad; quien decide es el
// servidor, por los bytes (415 de tipo, 413 de tamaño, con su texto en el diálogo 'Error').
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  LIMITE_ARCHIVO_BYTES,
  aceptarDelUso,
  claseAdmitida,
  claseDeMime,
  esFotoConvertible,
  nombresElegibles,
  type InfoAdjunto,
} from '@fondo/contrato';
import { useSubirAdjunto } from '../api/consultas';
import { trasMutacion, useAppFondo } from '@fondo/ui';
import { useAvisarSubida } from '@fondo/ui/archivos';

/** Máximo de adjuntos por mensaje (el esquema de la API). */
export const MAXIMO_ADJUNTOS = 20;

/** SPEC 5: pdf, jpg, png, jpeg, doc, docx, xls, xlsx, zip, ppt, pptx; y ods, odt (LibreOffice). */
const ACEPTAR = `${aceptarDelUso('adjunto')},.jpeg`;

/** Clase del archivo por la extensión del nombre o, si no la tiene, por el tipo que da el navegador. */
export function claseDelArchivo(f: { name: string; type: string }): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(f.name)?.[1]?.toLowerCase();
  if (ext) return ext === 'jpeg' ? 'jpg' : ext;
  return claseDeMime(f.type);
}

/** Problema de un archivo antes de subirlo, o null. */
export function problemaAdjunto(f: { name: string; type: string; size: number }): string | null {
  // Una foto HEIC/WebP la API la guarda como JPG.
  const clase = esFotoConvertible(f) ? 'jpg' : claseDelArchivo(f);
  if (!clase || !claseAdmitida('adjunto', clase))
    return `${f.name}: el archivo debe ser ${nombresElegibles('adjunto')}`;
  if (f.size === 0) return `${f.name}: el archivo está vacío`;
  if (f.size > LIMITE_ARCHIVO_BYTES) return `${f.name}: el archivo supera el tamaño máximo de 10 MB`;
  return null;
}

interface Props {
  id?: string;
  value?: InfoAdjunto[];
  onChange?: (v: InfoAdjunto[]) => void;
}

export function CampoAdjuntos({ id, value, onChange }: Props): ReactElement {
  const { message } = useAppFondo();
  const subir = useSubirAdjunto();
  const [subiendo, setSubiendo] = useState(0);
  useAvisarSubida(subiendo > 0);
  const lista = useMemo(() => value ?? [], [value]);
  // Las subidas en curso terminan en cualquier orden: cada una se agrega a lo que haya entonces.
  const actual = useRef<InfoAdjunto[]>(lista);
  useEffect(() => {
    actual.current = lista;
  }, [lista]);

  async function agregar(f: File): Promise<void> {
    const problema = problemaAdjunto(f);
    if (problema) {
      void message.error(problema);
      return;
    }
    if (actual.current.length >= MAXIMO_ADJUNTOS) {
      void message.error(`Un mensaje admite hasta ${MAXIMO_ADJUNTOS} adjuntos`);
      return;
    }
    setSubiendo((n) => n + 1);
    // el diálogo 'Error' con el texto del servidor lo muestra la política de consultas
    const resultado = await trasMutacion(subir.mutateAsync(f));
    setSubiendo((n) => n - 1);
    if (!resultado.ok) return;
    const a = resultado.valor;
    actual.current = [...actual.current, { id_archivo: a.id_archivo, nombre: a.nombre }];
    onChange?.(actual.current);
  }

  function quitar(idArchivo: number): void {
    actual.current = actual.current.filter((a) => a.id_archivo !== idArchivo);
    onChange?.(actual.current);
  }

  return (
    <Flex vertical gap={8}>
      <Upload
        accept={ACEPTAR}
        multiple
        showUploadList={false}
        beforeUpload={(f) => {
          void agregar(f);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={subiendo > 0}>
          Adjuntar archivos
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PDF, JPG, PNG, Word, Excel, PowerPoint, LibreOffice (.ods, .odt) o ZIP; hasta 10 MB cada uno. Las fotos HEIC
        (iPhone) o WebP se guardan como JPG.
      </Typography.Text>
      {lista.length > 0 ? (
        <ul aria-label="Archivos adjuntos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lista.map((a) => (
            <li key={a.id_archivo}>
              <Flex align="center" gap={4} style={{ minWidth: 0 }}>
                <PaperClipOutlined aria-hidden />
                <Typography.Text ellipsis style={{ flex: '0 1 auto', minWidth: 0 }}>
                  {a.nombre}
                </Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Quitar ${a.nombre}`}
                  onClick={() => quitar(a.id_archivo)}
                />
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
