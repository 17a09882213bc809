// Después del envío (y cada vez que el afiliado vuelve a /actualizacion): la confirmación con la fecha,
// el formulario en PDF, el regreso al módulo que lo pidió y Contáctenos para pedir un cambio.
import type { ReactElement } from 'react';
import { Button, Flex } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, MessageOutlined } from '@ant-design/icons';
import { MENSAJE_SOLO_LECTURA, formatoFecha } from '@fondo/contrato';
import { Parrafo, ResultadoExito, useManejarError } from '@fondo/ui';
import { Link, useNavigate } from '@fondo/runtime';
import { descargarFormulario, type IdFicha } from '../../api/actualizacion';
import type { Origen } from './origen';

export const TITULO_ENVIADO = 'Sus datos fueron enviados al fondo';

export function ConfirmacionEnvio({
  id,
  fecha,
  origen,
}: {
  id: IdFicha;
  fecha: string;
  origen: Origen | null;
}): ReactElement {
  const manejarError = useManejarError();
  const navigate = useNavigate();
  return (
    <ResultadoExito
      title={TITULO_ENVIADO}
      subTitle={`Enviado el ${formatoFecha(fecha)}`}
      style={{ padding: '16px 0 24px' }}
      extra={
        // separados también cuando el teléfono los pone uno debajo del otro
        <Flex gap={8} wrap justify="center">
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            onClick={() => void descargarFormulario(id).catch((e: unknown) => manejarError(e))}
          >
            Descargar formulario (PDF)
          </Button>
          {origen && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(origen.ruta)}>
              {`Volver a ${origen.nombre}`}
            </Button>
          )}
        </Flex>
      }
    >
      <Parrafo style={{ margin: 0, textAlign: 'center' }}>
        {MENSAJE_SOLO_LECTURA}: <MessageOutlined aria-hidden /> <Link to="/mensajes">Contáctenos</Link>.
      </Parrafo>
    </ResultadoExito>
  );
}
