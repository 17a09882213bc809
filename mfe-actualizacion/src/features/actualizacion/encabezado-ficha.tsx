// Encabezado de la ficha (SPEC 2.12): la foto (doble clic o lápiz para cambiarla; JPG o PNG), nombres y
// apellidos, y la última actualización con 'Descargar formulario' cuando ya se actualizó.
import { useRef, type ReactElement } from 'react';
import { Button, Flex } from 'antd';
import { DownloadOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { formatoFecha, iniciales, type Afiliado } from '@fondo/contrato';
import { Foto, Texto, Titulo, useManejarError } from '@fondo/ui';
import { descargarFormulario, type IdFicha } from '../../api/actualizacion';
import { SelectorImagen } from '../../componentes/selector-imagen';

export const AYUDA_FOTO = 'Foto: doble clic en ella o el lápiz para cambiarla (JPG o PNG).';
export const FALTA_FOTO = 'Falta la foto, que es requerida: agréguela con el lápiz.';

export function EncabezadoFicha({
  id,
  afiliado: a,
  urlFoto,
  editable,
  nueva,
  faltaFoto,
  subiendo,
  conDescarga,
  alElegirFoto,
}: {
  id: IdFicha;
  afiliado: Afiliado;
  urlFoto: string | null | undefined;
  editable: boolean;
  nueva: boolean;
  faltaFoto: boolean;
  subiendo: boolean;
  /** la fecha y 'Descargar formulario' (la confirmación del envío ya los muestra) */
  conDescarga: boolean;
  alElegirFoto: (archivo: File) => void;
}): ReactElement {
  const manejarError = useManejarError();
  const selector = useRef<HTMLInputElement>(null);
  const cambiar = (): void => {
    if (editable) selector.current?.click();
  };
  return (
    <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
      <SelectorImagen ref={selector} etiqueta="Archivo de la foto" alElegir={alElegirFoto} />
      {/* doble clic en la foto: la cambia (SPEC 2.12) */}
      <div style={{ position: 'relative' }} onDoubleClick={cambiar}>
        <Foto
          size={96}
          src={urlFoto}
          icon={urlFoto ? undefined : a.nombres ? undefined : <UserOutlined />}
          alt={`Foto de ${a.nombres} ${a.apellidos}`.trim()}
          style={{
            cursor: editable ? 'pointer' : 'default',
            background: urlFoto ? undefined : '#1f5f8b',
            outline: faltaFoto ? '2px solid #cf1322' : undefined,
            outlineOffset: 2,
          }}
        >
          {a.nombres ? iniciales(a) : null}
        </Foto>
        {editable && (
          <Button
            size="small"
            shape="circle"
            icon={<EditOutlined />}
            aria-label="Cambiar foto"
            title="Cambiar foto (o doble clic en la foto)"
            loading={subiendo}
            onClick={cambiar}
            style={{ position: 'absolute', right: -4, bottom: -4 }}
          />
        )}
      </div>
      <div style={{ minWidth: 0 }}>
        <Titulo level={2} style={{ margin: 0, fontSize: 24 }}>
          {nueva ? 'Afiliado nuevo' : `${a.nombres} ${a.apellidos}`}
        </Titulo>
        {editable && (
          // SPEC 5: la foto es requerida; se marca como los demás campos. La ayuda y el error, cada uno en su línea.
          <>
            <Texto type="secondary" style={{ display: 'block' }}>
              <span aria-hidden style={{ color: '#cf1322' }}>
                *{' '}
              </span>
              {AYUDA_FOTO}
            </Texto>
            {faltaFoto ? (
              <Texto type="danger" style={{ display: 'block' }}>
                {FALTA_FOTO}
              </Texto>
            ) : null}
          </>
        )}
        {conDescarga && a.ultima_actualizacion && (
          <Flex wrap gap={4} align="center">
            <Texto type="secondary">Última actualización: {formatoFecha(a.ultima_actualizacion)}</Texto>
            <Button
              type="link"
              icon={<DownloadOutlined />}
              onClick={() => void descargarFormulario(id).catch((e: unknown) => manejarError(e))}
            >
              Descargar formulario
            </Button>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
