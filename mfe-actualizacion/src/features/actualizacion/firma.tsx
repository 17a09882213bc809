// Pestaña Finalizar (SPEC 2.12): la firma y huella (JPG o PNG) con el ejemplo y 'Limpiar firma'.
import { useRef, type ReactElement } from 'react';
import { Button, Col, Flex, Form, Row } from 'antd';
import { Parrafo, Texto } from '@fondo/ui';
import { ETIQUETAS_AFILIADO } from '@fondo/contrato';
import { EjemploFirma } from '../../componentes/ejemplo-firma';
import { SelectorImagen } from '../../componentes/selector-imagen';
import { esRequerido } from './pestanas';
import { MENSAJE_CAMPO_REQUERIDO } from './faltantes';

export function FirmaYHuella({
  firma,
  url,
  falta,
  subiendo,
  alElegir,
  alLimpiar,
}: {
  firma: number | null;
  url: string | null | undefined;
  /** marcada en rojo tras un envío sin ella */
  falta: boolean;
  subiendo: boolean;
  alElegir: (archivo: File) => void;
  alLimpiar: () => void;
}): ReactElement {
  const selector = useRef<HTMLInputElement>(null);
  return (
    <>
      <Parrafo>Suba una imagen (JPG o PNG) con su firma y su huella sobre papel blanco, como en el ejemplo.</Parrafo>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Form.Item
            label={ETIQUETAS_AFILIADO.firma}
            required={esRequerido('firma')}
            validateStatus={falta ? 'error' : undefined}
            help={falta ? MENSAJE_CAMPO_REQUERIDO : undefined}
          >
            <div
              style={{
                minHeight: 120,
                border: `1px dashed ${falta ? '#cf1322' : '#d9d9d9'}`,
                borderRadius: 8,
                padding: 8,
              }}
            >
              {url ? (
                <img src={url} alt="Firma y huella del afiliado" style={{ maxWidth: '100%', maxHeight: 160 }} />
              ) : (
                <Texto type="secondary">{firma ? 'Cargando imagen...' : 'Sin firma y huella'}</Texto>
              )}
            </div>
          </Form.Item>
          <Flex gap={8} wrap>
            <SelectorImagen ref={selector} etiqueta="Archivo de firma y huella" alElegir={alElegir} />
            <Button onClick={() => selector.current?.click()} loading={subiendo}>
              Subir firma y huella
            </Button>
            <Button onClick={alLimpiar} disabled={!firma || undefined}>
              Limpiar firma
            </Button>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Texto strong>Ejemplo</Texto>
          <div style={{ marginTop: 8 }}>
            <EjemploFirma />
          </div>
        </Col>
      </Row>
    </>
  );
}
