// Solicitud nueva: todos los campos de SPEC 2.10, los documentos (con su 'Limpiar') y la plantilla de
// carta y pagaré; se valida con la regla del contrato antes de enviar (el servidor aplica la misma).
import { useNavigate, useSearchParams } from '@fondo/runtime';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import {
  mensajeSolicitudIncompleta,
  problemasSolicitudCredito,
  type CuerpoSolicitudCredito,
  type TipoCuenta,
} from '@fondo/contrato';
import { Cargando, EncabezadoPagina, useManejarError, useTitulo } from '@fondo/ui';
import { useRadicarSolicitud, useTiposCredito } from '../../api/consultas';
import { descargarPlantilla } from '../../api/solicitudes';
import { CampoArchivo } from '../../componentes/campo-archivo';
import { formatoMiles, soloDigitos } from '../../componentes/miles';
import { OPCIONES_MES } from './meses';

export interface ValoresSolicitud {
  id_tipo_credito?: number;
  valor?: number;
  destino?: string;
  cuotas?: number;
  desde_mes?: number;
  descuento_ahorro: boolean;
  descuento_prima: boolean;
  numero_cuenta?: string;
  tipo_cuenta?: TipoCuenta;
  banco?: string;
  ultimo_desprendible?: number | null;
  firma?: number | null;
  codeudor: boolean;
  codeudor_nombre?: string;
  codeudor_documento?: string;
  codeudor_cedula?: number | null;
  carta_pagare?: number | null;
}

const SI_NO = [
  { value: true, label: 'Sí' },
  { value: false, label: 'No' },
];

/** Entero positivo de la consulta (?valor=, ?cuotas=...), o undefined. */
function entero(v: string | null): number | undefined {
  return v && /^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}

/** Cuerpo de POST /api/afiliados/me/solicitar-credito: sin los datos del codeudor cuando no hay codeudor. */
export function cuerpoDe(v: ValoresSolicitud): CuerpoSolicitudCredito {
  const c: CuerpoSolicitudCredito = {
    id_tipo_credito: v.id_tipo_credito ?? null,
    valor: v.valor ?? null,
    destino: v.destino?.trim() ?? null,
    cuotas: v.cuotas ?? null,
    desde_mes: v.desde_mes ?? null,
    descuento_ahorro: v.descuento_ahorro,
    descuento_prima: v.descuento_prima,
    numero_cuenta: v.numero_cuenta?.trim() ?? null,
    tipo_cuenta: v.tipo_cuenta ?? null,
    banco: v.banco?.trim() ?? null,
    ultimo_desprendible: v.ultimo_desprendible ?? null,
    firma: v.firma ?? null,
    carta_pagare: v.carta_pagare ?? null,
    codeudor: v.codeudor,
  };
  if (v.codeudor) {
    c.codeudor_nombre = v.codeudor_nombre?.trim() ?? null;
    c.codeudor_documento = v.codeudor_documento?.trim() ?? null;
    c.codeudor_cedula = v.codeudor_cedula ?? null;
  }
  return c;
}

export function FormularioSolicitud(): ReactElement {
  useTitulo('Solicitud de crédito');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const manejarError = useManejarError();
  const consulta = useTiposCredito();
  const radicar = useRadicarSolicitud();
  const [form] = Form.useForm<ValoresSolicitud>();
  const [problemas, setProblemas] = useState<string[]>([]);
  const tipos = useMemo(() => (consulta.data ?? []).filter((t) => t.activo), [consulta.data]);
  const codeudor = Form.useWatch('codeudor', form);

  const iniciales = useMemo<ValoresSolicitud>(() => {
    const tipo = entero(params.get('id_tipo_credito'));
    return {
      // un tipo que no está activo no se preselecciona
      id_tipo_credito: tipos.some((t) => t.id_tipo_credito === tipo) ? tipo : undefined,
      valor: entero(params.get('valor')),
      cuotas: entero(params.get('cuotas')),
      descuento_ahorro: false,
      descuento_prima: false,
      codeudor: false,
    };
  }, [params, tipos]);

  async function enviar(): Promise<void> {
    const v = form.getFieldsValue(true) as ValoresSolicitud;
    const cuerpo = cuerpoDe(v);
    const tipo = tipos.find((t) => t.id_tipo_credito === v.id_tipo_credito) ?? null;
    const p = problemasSolicitudCredito(cuerpo, tipo);
    setProblemas(p);
    if (p.length > 0) return;
    try {
      await radicar.mutateAsync(cuerpo);
      void message.success('Su solicitud ha sido radicada');
      navigate('/solicitudes-credito/user');
    } catch {
      // el diálogo 'Error' lo muestra la política de consultas
    }
  }

  function plantilla(): void {
    const v = form.getFieldsValue(['id_tipo_credito', 'valor', 'cuotas']) as ValoresSolicitud;
    descargarPlantilla({ id_tipo_credito: v.id_tipo_credito, valor: v.valor, cuotas: v.cuotas }).catch(manejarError);
  }

  if (consulta.isPending) return <Cargando />;

  const mitad = { xs: 24, md: 12 };
  return (
    <>
      <EncabezadoPagina titulo="Solicitud de crédito" />
      <Form<ValoresSolicitud> form={form} layout="vertical" initialValues={iniciales} onFinish={() => void enviar()}>
        <Card title="Datos del crédito">
          <Row gutter={16}>
            <Col {...mitad}>
              <Form.Item label="Tipo de crédito" name="id_tipo_credito" required>
                {/* sin placeholder: el gris de antd no alcanza el contraste 4.5:1 */}
                <Select<number>
                  options={tipos.map((t) => ({ value: t.id_tipo_credito, label: t.nombre }))}
                />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Valor" name="valor" required>
                <InputNumber<number>
                  style={{ width: '100%' }}
                  inputMode="numeric"
                  min={0}
                  precision={0}
                  formatter={formatoMiles}
                  parser={soloDigitos}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Destino" name="destino" required>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Cuotas" name="cuotas" required>
                <InputNumber<number> style={{ width: '100%' }} inputMode="numeric" min={1} max={600} precision={0} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Desde el mes" name="desde_mes" required>
                <Select<number> options={OPCIONES_MES} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Descuento del ahorro programado" name="descuento_ahorro">
                <Radio.Group options={SI_NO} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Descuento de la prima" name="descuento_prima">
                <Radio.Group options={SI_NO} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Cuenta para el desembolso" style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col {...mitad}>
              <Form.Item label="Número de cuenta" name="numero_cuenta" required>
                <Input maxLength={40} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Tipo de cuenta" name="tipo_cuenta" required>
                <Radio.Group options={['Ahorros', 'Corriente']} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Banco" name="banco" required>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Documentos" style={{ marginTop: 16 }}>
          <Form.Item label="Último desprendible de pago (PDF)" name="ultimo_desprendible" required>
            <CampoArchivo uso="pdf" etiqueta="Último desprendible de pago" />
          </Form.Item>
          <Form.Item label="Firma y huella (JPG o PNG)" name="firma" required>
            <CampoArchivo uso="imagen" etiqueta="Firma y huella" />
          </Form.Item>
          <Form.Item label="Codeudor" name="codeudor">
            <Radio.Group options={SI_NO} />
          </Form.Item>
          {codeudor ? (
            <Row gutter={16}>
              <Col {...mitad}>
                <Form.Item label="Nombre del codeudor" name="codeudor_nombre" required>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col {...mitad}>
                <Form.Item label="Documento del codeudor" name="codeudor_documento" required>
                  <Input maxLength={20} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item label="Copia del documento del codeudor (PDF)" name="codeudor_cedula" required>
                  <CampoArchivo uso="pdf" etiqueta="Copia del documento del codeudor" />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          <Form.Item
            label="Carta de solicitud y pagaré firmados (PDF)"
            name="carta_pagare"
            required
            extra={
              <Button type="link" icon={<DownloadOutlined />} onClick={plantilla} style={{ paddingInline: 0 }}>
                Descargar la plantilla de carta y pagaré
              </Button>
            }
          >
            <CampoArchivo uso="pdf" etiqueta="Carta de solicitud y pagaré firmados" />
          </Form.Item>
        </Card>
        {problemas.length > 0 ? (
          <Alert style={{ marginTop: 16 }} type="error" showIcon title={mensajeSolicitudIncompleta(problemas)} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={radicar.isPending} style={{ marginTop: 16 }}>
          Enviar Solicitud
        </Button>
      </Form>
    </>
  );
}
