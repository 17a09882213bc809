// Las piezas de las pestañas de la ficha (SPEC 2.12): la etiqueta con su marca de faltantes, los campos
// de una sección (requeridos según la regla del contrato), el vehículo, el grupo familiar y los botones
// 'Anterior' / 'Siguiente' al final de cada pestaña.
import type { ReactElement, ReactNode } from 'react';
import { Button, Col, Flex, Form, Row } from 'antd';
import { EntradaTexto, Parrafo, Tarjeta } from '@fondo/ui';
import { ArrowLeftOutlined, ArrowRightOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import {
  CAMPOS_AFILIADO_REQUERIDOS,
  ETIQUETAS_AFILIADO,
  ETIQUETAS_FAMILIAR,
  FILAS_FAMILIARES,
  PARTES_VEHICULO,
  type CampoAfiliado,
} from '@fondo/contrato';
import { CampoAfiliadoItem, propsFecha } from '../../componentes/campos';
import { CampoFecha } from '../../componentes/campo-fecha';

/** Texto solo para lectores de pantalla. */
const OCULTO: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** La cuenta de faltantes, como el Badge pequeño de antd (sin su código: está en la primera carga). */
const CONTADOR: React.CSSProperties = {
  display: 'inline-block',
  minWidth: 14,
  height: 14,
  padding: '0 4px',
  marginInlineStart: 6,
  borderRadius: 7,
  background: '#cf1322',
  color: '#fff',
  fontSize: 12,
  lineHeight: '14px',
  textAlign: 'center',
  verticalAlign: 'middle',
};

/** SPEC 5: requerido en el envío final según la regla del contrato (no hay otra lista). */
export function esRequerido(campo: CampoAfiliado): boolean {
  return CAMPOS_AFILIADO_REQUERIDOS.includes(campo);
}

/** Título de la pestaña; con faltantes, una marca roja y cuántos son. */
export function EtiquetaPestana({ titulo, faltan }: { titulo: string; faltan: number }): ReactElement {
  if (faltan === 0) return <span>{titulo}</span>;
  return (
    <span data-faltan={faltan}>
      <ExclamationCircleFilled aria-hidden style={{ color: '#cf1322', marginInlineEnd: 6 }} />
      {titulo}
      <span aria-hidden style={CONTADOR}>
        {faltan}
      </span>
      <span style={OCULTO}>{`, ${faltan} por completar`}</span>
    </span>
  );
}

/** Los campos de una sección en dos columnas (una en el teléfono). */
export function CamposSeccion({
  campos,
  bloqueado,
}: {
  campos: readonly CampoAfiliado[];
  bloqueado: (c: CampoAfiliado) => boolean;
}): ReactElement {
  return (
    <Row gutter={16}>
      {campos.map((c) => (
        <Col key={c} xs={24} md={12}>
          {c === 'vehiculo' ? (
            <Vehiculo />
          ) : (
            <CampoAfiliadoItem campo={c} deshabilitado={bloqueado(c)} requerido={esRequerido(c)} />
          )}
        </Col>
      ))}
    </Row>
  );
}

/** Vehículo (SPEC 3): marca, línea, modelo y placa; se guardan en un texto separado por tabuladores. */
function Vehiculo(): ReactElement {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{ETIQUETAS_AFILIADO.vehiculo}</legend>
      <Parrafo type="secondary" style={{ marginBottom: 8 }}>
        Opcional; si tiene vehículo, escriba las cuatro partes.
      </Parrafo>
      <Row gutter={8}>
        {PARTES_VEHICULO.map((p, i) => (
          <Col key={p} xs={12} md={6}>
            <Form.Item name={['vehiculo', i]} label={p}>
              <EntradaTexto />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}

/** Grupo familiar (SPEC 9): siempre 6 filas; una fila con nombre pide los demás datos (SPEC 5). */
export function GrupoFamiliar(): ReactElement {
  return (
    <Flex vertical gap="small">
      <Parrafo type="secondary" style={{ margin: 0 }}>
        Si escribe el nombre de un familiar, complete también su parentesco, ocupación y fecha de nacimiento.
      </Parrafo>
      {Array.from({ length: FILAS_FAMILIARES }, (_, i) => (
        <Tarjeta key={i} size="small" title={`Familiar ${i + 1}`} role="group" aria-label={`Familiar ${i + 1}`}>
          <Row gutter={8}>
            <Col xs={24} md={8}>
              <Form.Item name={['familiares', i, 'nombre']} label={ETIQUETAS_FAMILIAR.nombre}>
                <EntradaTexto />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name={['familiares', i, 'parentesco']} label={ETIQUETAS_FAMILIAR.parentesco}>
                <EntradaTexto />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name={['familiares', i, 'ocupacion']} label={ETIQUETAS_FAMILIAR.ocupacion}>
                <EntradaTexto />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item
                name={['familiares', i, 'fecha_nacimiento']}
                label={ETIQUETAS_FAMILIAR.fecha_nacimiento}
                {...propsFecha}
              >
                <CampoFecha />
              </Form.Item>
            </Col>
          </Row>
        </Tarjeta>
      ))}
    </Flex>
  );
}

/** Al final de cada pestaña: 'Anterior', 'Siguiente' y, en la última, lo que se le pase (los envíos). */
export function NavegacionPestanas({
  alAnterior,
  alSiguiente,
  children,
}: {
  alAnterior?: () => void;
  alSiguiente?: () => void;
  children?: ReactNode;
}): ReactElement {
  return (
    <Flex gap={8} wrap justify="space-between" align="center" style={{ marginTop: 16 }}>
      {alAnterior ? (
        // fuera del formulario deshabilitado: también se navega en la ficha de solo lectura
        <Button icon={<ArrowLeftOutlined />} onClick={alAnterior} disabled={false}>
          Anterior
        </Button>
      ) : (
        <span />
      )}
      <Flex gap={8} wrap justify="flex-end">
        {alSiguiente && (
          <Button
            type="primary"
            onClick={alSiguiente}
            disabled={false}
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
          >
            Siguiente
          </Button>
        )}
        {children}
      </Flex>
    </Flex>
  );
}

/** La franja de pestañas fija bajo la barra del portal (en el teléfono sigue a mano al bajar). */
export function FranjaFija({ arriba, children }: { arriba: number; children: ReactNode }): ReactElement {
  return <div style={{ position: 'sticky', top: arriba, zIndex: 5, background: '#fff' }}>{children}</div>;
}
