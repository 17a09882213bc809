// Las piezas que se ven de un documento desde la cámara: la lista de páginas en
// miniatura (estado, subir, bajar, reintentar, quitar), el PDF elegido en lugar de las fotos, el progreso,
// el documento listo, los botones y los selectores de archivos ocultos que ellos abren.
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CameraOutlined,
  CheckCircleTwoTone,
  DeleteOutlined,
  FilePdfOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Flex, Progress, Spin, Typography } from 'antd';
import type { ComponentProps, ReactElement } from 'react';

type EstadoPagina = 'subiendo' | 'lista' | 'error';

export interface Pagina {
  clave: number;
  archivo: File;
  miniatura: string | null;
  estado: EstadoPagina;
  id?: number;
  error?: string;
}

export interface PdfElegido {
  nombre: string;
  estado: EstadoPagina;
  error?: string;
}

/** Rojo de antd oscurecido: el texto de error alcanza el contraste 4.5:1 sobre blanco. */
export const ROJO = '#a8071a';

export function ListaPaginas({
  paginas,
  etiqueta,
  tamano,
  alMover,
  alReintentar,
  alQuitar,
}: {
  paginas: readonly Pagina[];
  etiqueta: string;
  /** tamaño de los botones: 'large' para el dedo */
  tamano: 'large' | 'middle';
  alMover: (i: number, paso: -1 | 1) => void;
  alReintentar: (p: Pagina) => void;
  alQuitar: (clave: number) => void;
}): ReactElement {
  const total = paginas.length;
  return (
    <ol aria-label={`Páginas de ${etiqueta}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {paginas.map((p, i) => (
        <li key={p.clave} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex gap={8} align="center">
            {p.miniatura ? (
              <img
                src={p.miniatura}
                alt={`Página ${i + 1}`}
                width={48}
                height={64}
                style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #d9d9d9', flex: 'none' }}
              />
            ) : null}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong>Página {i + 1}</Typography.Text>
              {p.estado === 'subiendo' ? (
                <Typography.Text>
                  <Spin size="small" /> Subiendo…
                </Typography.Text>
              ) : p.estado === 'error' ? (
                <Typography.Text style={{ color: ROJO }}>{p.error}</Typography.Text>
              ) : (
                <Typography.Text>Lista</Typography.Text>
              )}
            </Flex>
            {p.estado === 'error' ? (
              <Button
                size={tamano}
                icon={<ReloadOutlined />}
                aria-label={`Reintentar página ${i + 1}`}
                onClick={() => alReintentar(p)}
              />
            ) : (
              <>
                <Button
                  size={tamano}
                  icon={<ArrowUpOutlined />}
                  aria-label={`Subir página ${i + 1}`}
                  disabled={i === 0}
                  onClick={() => alMover(i, -1)}
                />
                <Button
                  size={tamano}
                  icon={<ArrowDownOutlined />}
                  aria-label={`Bajar página ${i + 1}`}
                  disabled={i === total - 1}
                  onClick={() => alMover(i, 1)}
                />
              </>
            )}
            <Button
              size={tamano}
              icon={<DeleteOutlined />}
              aria-label={`Quitar página ${i + 1}`}
              onClick={() => alQuitar(p.clave)}
            />
          </Flex>
        </li>
      ))}
    </ol>
  );
}

/** Un PDF elegido como el documento completo: su nombre y cómo va la subida. */
export function FilaPdf({ pdf }: { pdf: PdfElegido }): ReactElement {
  return (
    <Flex gap={8} align="center" style={{ paddingBottom: 8 }}>
      <FilePdfOutlined aria-hidden style={{ fontSize: 24 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {pdf.nombre}
        </Typography.Text>
        {pdf.estado === 'subiendo' ? (
          <Typography.Text>
            <Spin size="small" /> Subiendo…
          </Typography.Text>
        ) : pdf.estado === 'error' ? (
          <Typography.Text style={{ color: ROJO }}>{pdf.error}</Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** Mientras suben las páginas o se arma el PDF: cuántas van y una barra. */
export function ProgresoPaginas({
  armando,
  subidas,
  total,
  etiqueta,
}: {
  armando: boolean;
  subidas: number;
  total: number;
  etiqueta: string;
}): ReactElement {
  return (
    <div style={{ paddingTop: 8 }}>
      <Typography.Text>
        {armando ? 'Uniendo las páginas en un PDF…' : `Subiendo páginas: ${subidas} de ${total} listas`}
      </Typography.Text>
      <Progress
        percent={armando ? 99 : Math.round((subidas / total) * 100)}
        status="active"
        showInfo={false}
        aria-label={`Progreso de ${etiqueta}`}
      />
    </div>
  );
}

/** El documento quedó listo (fotos unidas en un PDF, o el PDF subido). */
export function DocumentoListo({ texto }: { texto: string }): ReactElement {
  return (
    // texto en el color normal (el verde de antd no alcanza 4.5:1); el ícono marca que quedó listo
    <Typography.Paragraph style={{ margin: '8px 0 0' }}>
      <CheckCircleTwoTone twoToneColor="#389e0d" aria-hidden /> {texto}
    </Typography.Paragraph>
  );
}

/** 'Tomar foto' (solo con el dedo), 'Agregar página' (sin PDF) y 'Limpiar'. */
/** Debajo de las páginas: qué hacer con las que fallaron y el aviso del último intento. */
export function AvisosDocumento({ conError, aviso }: { conError: boolean; aviso: string | null }): ReactElement {
  return (
    <>
      {conError ? (
        <Typography.Paragraph style={{ color: ROJO, margin: '8px 0 0' }}>
          Reintente o quite las páginas con error para terminar el documento.
        </Typography.Paragraph>
      ) : null}
      {aviso ? (
        <Typography.Paragraph role="alert" style={{ color: ROJO, margin: '8px 0 0' }}>
          {aviso}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

export function BotonesDocumento(p: {
  /** id del Form.Item: en 'Agregar página' o, con un PDF, en 'Limpiar' (la etiqueta lo enfoca) */
  id: string | undefined;
  etiqueta: string;
  tamano: 'large' | 'middle';
  conCamara: boolean;
  conAgregar: boolean;
  idAyuda: string | undefined;
  limpiarDeshabilitado: boolean;
  alTomarFoto: () => void;
  alAgregar: () => void;
  alLimpiar: () => void;
}): ReactElement {
  return (
    <Flex gap={8} wrap style={{ marginTop: 8 }}>
      {p.conCamara ? (
        <Button
          size={p.tamano}
          icon={<CameraOutlined />}
          aria-label={`Tomar foto: ${p.etiqueta}`}
          onClick={p.alTomarFoto}
        >
          Tomar foto
        </Button>
      ) : null}
      {p.conAgregar ? (
        <Button
          id={p.id}
          size={p.tamano}
          icon={<PlusOutlined />}
          aria-describedby={p.idAyuda}
          aria-label={`Agregar página: ${p.etiqueta}`}
          onClick={p.alAgregar}
        >
          Agregar página
        </Button>
      ) : null}
      <Button
        size={p.tamano}
        onClick={p.alLimpiar}
        disabled={p.limpiarDeshabilitado}
        aria-label={`Limpiar ${p.etiqueta}`}
        id={p.conAgregar ? undefined : p.id}
      >
        Limpiar
      </Button>
    </Flex>
  );
}

/** Un selector de archivos que no se ve: lo abren los botones; lo elegido se entrega y el selector se vacía. */
export function EntradaOculta({
  alElegir,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'style' | 'onChange'> & {
  alElegir: (archivos: File[]) => void;
}): ReactElement {
  return (
    <input
      {...props}
      type="file"
      // fuera de la vista: los botones la abren (el atributo hidden no basta contra estilos globales)
      style={{ display: 'none' }}
      onChange={(e) => {
        const elegidos = [...(e.currentTarget.files ?? [])];
        e.currentTarget.value = '';
        alElegir(elegidos);
      }}
    />
  );
}
