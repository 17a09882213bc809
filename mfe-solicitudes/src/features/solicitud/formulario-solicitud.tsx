// Más de 300 líneas: un solo formulario de SPEC 2.10 con sus documentos, el cupo y los avisos que comparten estado.
// Solicitud nueva: todos los campos de SPEC 2.10, los documentos (con su 'Limpiar') y la plantilla de
// carta y pagaré; se valida con la regla del contrato antes de enviar (el servidor aplica la misma).
// Los requeridos se marcan con esa misma regla; tras un envío fallido cada campo que falta queda en
// rojo con su mensaje y la lista se actualiza al llenarlos. El desprendible, la
// copia del documento del codeudor y la carta se pueden tomar con la cámara (fotos unidas en un PDF).
// Un tipo con regla de cupo muestra el cupo junto a los campos; si algo pasa, no se envía.
// Si el fondo recibe firmas electrónicas (FIRMA_ELECTRONICA), la carta y el pagaré se firman en el portal
// (panel-firma.tsx) en vez de adjuntarse, y el codeudor recibe un enlace en su correo; adjuntarlos sigue a mano.
import { useNavigate, useQueryClient, useSearchParams } from '@fondo/runtime';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import {
  camposRequeridosSolicitud,
  mensajeSolicitudIncompleta,
  problemasPorCampoSolicitud,
  type CampoSolicitud,
  type CuerpoSolicitudCredito,
  type ModoSolicitud,
  type TipoCuenta,
} from '@fondo/contrato';
import {
  Cargando,
  EncabezadoPagina,
  ListaNativa,
  trasMutacion,
  useAppFondo,
  useBorrador,
  useManejarError,
  useTitulo,
} from '@fondo/ui';
import { DocumentoFotos, ProveedorSubidas, TextoEsperandoSubidas, useSubidasEnCurso } from '@fondo/ui/archivos';
import { clavesSolicitudes, useFirmaElectronica, useRadicarSolicitud, useTiposCredito } from '../../api/consultas';
import { pdfDelDocumento, prepararDocumento } from '../../api/firmas';
import { descargarPlantilla } from '../../api/solicitudes';
import { CampoArchivo } from '../../componentes/campo-archivo';
import { MENSAJE_BLOQUEO_CUPO, PanelCupo, useCupoDe } from '../../componentes/cupo-disponible';
import { formatoMiles, soloDigitos, textoValorMaximo } from '../../componentes/miles';
import { OPCIONES_MES } from './meses';
import { PanelFirma, type DocumentoParaFirmar } from './panel-firma';

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
  codeudor_email?: string;
  carta_pagare?: number | null;
  /** con firma electrónica: firmar en el portal (si no, adjuntar la carta y el pagaré firmados en papel) */
  firmar_en_portal?: boolean;
}

const SI_NO = [
  { value: true, label: 'Sí' },
  { value: false, label: 'No' },
];

/** Entero positivo de la consulta (?valor=, ?cuotas=...), o undefined. */
function entero(v: string | null): number | undefined {
  return v && /^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}

/**
 * Cuerpo de POST /api/afiliados/me/solicitar-credito: sin los datos del codeudor cuando no hay codeudor. Con
 * firma electrónica, el de .../documento: sin la carta adjunta y con el correo del codeudor en vez de su copia.
 */
export function cuerpoDe(v: ValoresSolicitud, modo: ModoSolicitud = {}): CuerpoSolicitudCredito {
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
    codeudor: v.codeudor,
  };
  if (!modo.firmaElectronica) c.carta_pagare = v.carta_pagare ?? null;
  if (v.codeudor) {
    c.codeudor_nombre = v.codeudor_nombre?.trim() ?? null;
    c.codeudor_documento = v.codeudor_documento?.trim() ?? null;
    if (modo.firmaElectronica) c.codeudor_email = v.codeudor_email?.trim() ?? null;
    else c.codeudor_cedula = v.codeudor_cedula ?? null;
  }
  return c;
}

export function FormularioSolicitud(): ReactElement {
  useTitulo('Solicitud de crédito');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clienteConsultas = useQueryClient();
  const { message } = useAppFondo();
  const manejarError = useManejarError();
  const consulta = useTiposCredito();
  const radicar = useRadicarSolicitud();
  const subidas = useSubidasEnCurso();
  const [form] = Form.useForm<ValoresSolicitud>();
  const [problemas, setProblemas] = useState<string[]>([]);
  // Tras el primer intento de envío, la lista y los campos en rojo siguen lo que se va llenando.
  const [intentado, setIntentado] = useState(false);
  const tipos = useMemo(() => (consulta.data ?? []).filter((t) => t.activo), [consulta.data]);
  const codeudor = Form.useWatch('codeudor', form);
  const firmaActiva = useFirmaElectronica().data === true;
  const firmarEnPortal = Form.useWatch('firmar_en_portal', form) !== false;
  const modo: ModoSolicitud = { firmaElectronica: firmaActiva && firmarEnPortal };
  const [firmando, setFirmando] = useState<DocumentoParaFirmar | null>(null);
  const [preparando, setPreparando] = useState(false);
  // Los requeridos, de la misma regla con que se comprueba el envío (y la API).
  const requeridos = camposRequeridosSolicitud({ codeudor: Boolean(codeudor) }, modo);
  const req = (c: CampoSolicitud) => requeridos.includes(c);
  const idTipoElegido = Form.useWatch('id_tipo_credito', form);
  const tipoElegido = tipos.find((t) => t.id_tipo_credito === idTipoElegido);
  const cupo = useCupoDe(tipoElegido, Form.useWatch('valor', form), Form.useWatch('cuotas', form));
  // lo escrito (y los documentos subidos) sobrevive al fin de la sesión
  const borrador = useBorrador('solicitud-credito', form, { listo: !consulta.isPending });

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
      firmar_en_portal: true,
    };
  }, [params, tipos]);

  /** Comprueba con la regla del contrato: la lista arriba del botón y cada campo con su mensaje. */
  function comprobar(): { cuerpo: CuerpoSolicitudCredito; primero: CampoSolicitud | null } {
    const v = form.getFieldsValue(true) as ValoresSolicitud;
    const m: ModoSolicitud = { firmaElectronica: firmaActiva && v.firmar_en_portal !== false };
    const cuerpo = cuerpoDe(v, m);
    const tipo = tipos.find((t) => t.id_tipo_credito === v.id_tipo_credito) ?? null;
    const p = problemasPorCampoSolicitud(cuerpo, tipo, m);
    setProblemas(p.map((x) => x.texto));
    const campos = camposRequeridosSolicitud({ codeudor: v.codeudor }, m);
    form.setFields(campos.map((c) => ({ name: c, errors: p.filter((x) => x.campo === c).map((x) => x.mensaje) })));
    return { cuerpo, primero: p[0]?.campo ?? null };
  }

  async function enviar(): Promise<void> {
    // un documento que aún sube se espera: enviar sin él diría que falta
    if (!(await subidas.terminar())) return;
    setIntentado(true);
    const { cuerpo, primero } = comprobar();
    if (primero) {
      form.scrollToField(primero, { block: 'center', focus: true });
      return;
    }
    if (cupo.avisos.length > 0) return form.scrollToField('valor', { block: 'center', focus: true });
    if (modo.firmaElectronica) {
      // el documento se hace con estos datos y queda fijo: si después cambian, se hace otro y se firma ese
      setPreparando(true);
      try {
        const documento = await prepararDocumento(cuerpo);
        setFirmando({ ...documento, pdf: await pdfDelDocumento(documento.id_documento) });
        window.scrollTo({ top: 0 });
      } catch (e) {
        void manejarError(e);
      } finally {
        setPreparando(false);
      }
      return;
    }
    // el diálogo 'Error' lo muestra la política de consultas
    if (!(await trasMutacion(radicar.mutateAsync(cuerpo))).ok) return;
    borrador.borrar();
    void message.success('Su solicitud ha sido radicada');
    void navigate('/solicitudes-credito/user');
  }

  function plantilla(): void {
    const v = form.getFieldsValue(['id_tipo_credito', 'valor', 'cuotas']) as ValoresSolicitud;
    descargarPlantilla({ id_tipo_credito: v.id_tipo_credito, valor: v.valor, cuotas: v.cuotas }).catch(manejarError);
  }

  if (consulta.isPending) return <Cargando />;
  if (firmando) {
    return (
      <PanelFirma
        documento={firmando}
        alVolver={() => setFirmando(null)}
        alFirmar={() => {
          void clienteConsultas.invalidateQueries({ queryKey: clavesSolicitudes.listas });
          borrador.borrar();
          void message.success('Su solicitud ha sido radicada');
          void navigate('/solicitudes-credito/user');
        }}
      />
    );
  }

  const mitad = { xs: 24, md: 12 };
  return (
    <>
      <EncabezadoPagina titulo="Solicitud de crédito" />
      <Form<ValoresSolicitud>
        form={form}
        layout="vertical"
        initialValues={iniciales}
        onFinish={() => void enviar()}
        onValuesChange={() => {
          if (intentado) comprobar();
        }}
      >
        <Card title="Datos del crédito">
          <Row gutter={16}>
            <Col {...mitad}>
              <Form.Item label="Tipo de crédito" name="id_tipo_credito" required={req('id_tipo_credito')}>
                <ListaNativa<number> options={tipos.map((t) => ({ value: t.id_tipo_credito, label: t.nombre }))} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item
                label="Valor"
                name="valor"
                required={req('valor')}
                extra={tipoElegido?.valor_maximo ? textoValorMaximo(tipoElegido.valor_maximo) : undefined}
              >
                <InputNumber<number>
                  style={{ width: '100%' }}
                  inputMode="numeric"
                  min={1}
                  precision={0}
                  formatter={formatoMiles}
                  parser={soloDigitos}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Destino" name="destino" required={req('destino')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Cuotas" name="cuotas" required={req('cuotas')}>
                <InputNumber<number> style={{ width: '100%' }} inputMode="numeric" min={1} max={600} precision={0} />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Desde el mes" name="desde_mes" required={req('desde_mes')}>
                <ListaNativa<number> options={OPCIONES_MES} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <PanelCupo estado={cupo} />
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
              <Form.Item label="Número de cuenta" name="numero_cuenta" required={req('numero_cuenta')}>
                <Input maxLength={40} inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...mitad}>
              <Form.Item label="Tipo de cuenta" name="tipo_cuenta" required={req('tipo_cuenta')}>
                <Radio.Group options={['Ahorros', 'Corriente']} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item label="Banco" name="banco" required={req('banco')}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <ProveedorSubidas subidas={subidas}>
          <Card title="Documentos" style={{ marginTop: 16 }}>
            <Form.Item
              label="Último desprendible de pago (fotos o PDF)"
              name="ultimo_desprendible"
              required={req('ultimo_desprendible')}
            >
              <DocumentoFotos etiqueta="Último desprendible de pago" />
            </Form.Item>
            <Form.Item label="Firma y huella (JPG o PNG)" name="firma" required={req('firma')}>
              <CampoArchivo uso="imagen" etiqueta="Firma y huella" />
            </Form.Item>
            <Form.Item label="Codeudor" name="codeudor">
              <Radio.Group options={SI_NO} />
            </Form.Item>
            {codeudor ? (
              <Row gutter={16}>
                <Col {...mitad}>
                  <Form.Item label="Nombre del codeudor" name="codeudor_nombre" required={req('codeudor_nombre')}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col {...mitad}>
                  <Form.Item
                    label="Documento del codeudor"
                    name="codeudor_documento"
                    required={req('codeudor_documento')}
                  >
                    <Input maxLength={20} inputMode="numeric" />
                  </Form.Item>
                </Col>
                {modo.firmaElectronica ? (
                  <Col xs={24}>
                    <Form.Item
                      label="Correo del codeudor"
                      name="codeudor_email"
                      required={req('codeudor_email')}
                      extra="Le llegará un enlace para leer la solicitud, adjuntar la copia de su documento y firmar."
                    >
                      <Input type="email" inputMode="email" autoComplete="off" maxLength={254} />
                    </Form.Item>
                  </Col>
                ) : (
                  <Col xs={24}>
                    <Form.Item
                      label="Copia del documento del codeudor (fotos o PDF)"
                      name="codeudor_cedula"
                      required={req('codeudor_cedula')}
                    >
                      <DocumentoFotos etiqueta="Copia del documento del codeudor" />
                    </Form.Item>
                  </Col>
                )}
              </Row>
            ) : null}
            {firmaActiva ? (
              <Form.Item label="Carta de solicitud y pagaré" name="firmar_en_portal">
                <Radio.Group
                  options={[
                    { value: true, label: 'Firmarlos aquí con un código enviado a mi correo' },
                    { value: false, label: 'Adjuntarlos firmados en papel' },
                  ]}
                />
              </Form.Item>
            ) : null}
            {modo.firmaElectronica ? (
              <Typography.Paragraph type="secondary">
                Al enviar verá la carta y el pagaré hechos con los datos de su solicitud para leerlos y firmarlos.
              </Typography.Paragraph>
            ) : (
              <Form.Item
                label="Carta de solicitud y pagaré firmados (fotos o PDF)"
                name="carta_pagare"
                required={req('carta_pagare')}
                extra={
                  <Button type="link" icon={<DownloadOutlined />} onClick={plantilla} style={{ paddingInline: 0 }}>
                    Descargar la plantilla de carta y pagaré
                  </Button>
                }
              >
                <DocumentoFotos etiqueta="Carta de solicitud y pagaré firmados" />
              </Form.Item>
            )}
          </Card>
        </ProveedorSubidas>
        {problemas.length > 0 ? (
          <Alert style={{ marginTop: 16 }} type="error" showIcon title={mensajeSolicitudIncompleta(problemas)} />
        ) : null}
        {intentado && cupo.avisos.length > 0 ? (
          <Alert style={{ marginTop: 16 }} type="error" showIcon title={MENSAJE_BLOQUEO_CUPO} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={radicar.isPending || subidas.esperando || preparando}
          style={{ marginTop: 16 }}
        >
          Enviar Solicitud
        </Button>
        <TextoEsperandoSubidas subidas={subidas} />
      </Form>
    </>
  );
}
