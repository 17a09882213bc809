// Solicitud existente (SPEC 2.10): arriba, la decisión a la vista (el estado en una
// etiqueta grande, la fecha de revisión y las observaciones como texto); debajo, lo radicado, de solo
// lectura. El superadmin cambia estado y observaciones y guarda ('Guardar Solicitud') y ve el revisor.
// Los documentos se ven en un visor (o se descargan). Abrirla marca su novedad como vista.
// Revisión de la solicitud: el superadmin ve al lado (debajo en el teléfono) la posición del afiliado con el
// historial de estados; el afiliado ve el historial de su solicitud bajo la decisión, sin quién revisó.
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { formatoFecha, type EstadoSolicitud, type SolicitudCredito } from '@fondo/contrato';
import { esSuperadmin, useSesion } from '@fondo/runtime';
import {
  Cargando,
  Dinero,
  EncabezadoPagina,
  useManejarError,
  useTitulo,
  Vacio,
  trasMutacion,
  useAppFondo,
} from '@fondo/ui';
import { descargarAdjunto, VisorArchivo, type ArchivoVisible } from '@fondo/ui/archivos';
import { useMarcarVista } from '@fondo/ui/novedades';
import { useHistorial, useRevisarSolicitud, useSolicitud } from '../../api/consultas';
import { EstadoSolicitudTag } from '../../componentes/estado-solicitud';
import { HistorialEstados } from './historial-estados';
import { FirmasDeLaSolicitud, motivoSinAprobar } from './firmas-solicitud';
import { MESES } from './meses';
import { PosicionDelAfiliado } from './posicion-afiliado';

const ESTADOS: EstadoSolicitud[] = ['PENDIENTE', 'APROBADA', 'NO APROBADA'];
const siNo = (v: boolean) => (v ? 'Sí' : 'No');

interface Revision {
  estado: EstadoSolicitud;
  observaciones: string;
}

/** 'Ver desprendible' abre el visor; el ícono descarga. */
function EnlaceArchivo(props: { id: number | null; nombre: string; ver: (a: ArchivoVisible) => void }): ReactElement {
  const manejarError = useManejarError();
  const { id, nombre, ver } = props;
  if (id === null) return <span>Sin archivo</span>;
  return (
    <Flex gap={4} wrap align="center">
      <Button
        type="link"
        icon={<EyeOutlined />}
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
        onClick={() => ver({ id, nombre })}
      >
        Ver {nombre.toLowerCase()}
      </Button>
      <Button
        type="text"
        size="small"
        icon={<DownloadOutlined />}
        aria-label={`Descargar ${nombre.toLowerCase()}`}
        onClick={() => void descargarAdjunto(id, nombre).catch(manejarError)}
      />
    </Flex>
  );
}

/** La decisión: estado grande, fechas y observaciones legibles (y, para el superadmin, quién revisó). */
function Decision({ s, admin }: { s: SolicitudCredito; admin: boolean }): ReactElement {
  const revisada = s.fecha_revision !== null;
  return (
    <Flex vertical gap={8} role="region" aria-label="Estado de la solicitud">
      <div>
        <EstadoSolicitudTag estado={s.estado} grande />
      </div>
      <Typography.Text>
        Radicada el {formatoFecha(s.fecha)}
        {revisada
          ? ` · Revisada el ${formatoFecha(s.fecha_revision)}${admin && s.revisado_por ? ` por ${s.revisado_por}` : ''}`
          : ' · Aún no ha sido revisada'}
      </Typography.Text>
      <div>
        <Typography.Text strong>Observaciones</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, fontSize: 16 }}>
          {s.observaciones?.trim() ? s.observaciones : 'Sin observaciones.'}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}

/** Solo el superadmin: estado y observaciones, 'Guardar Solicitud'. */
function FormularioRevision({ s }: { s: SolicitudCredito }): ReactElement {
  const { message } = useAppFondo();
  const revisar = useRevisarSolicitud();
  const [form] = Form.useForm<Revision>();
  const estadoElegido = Form.useWatch('estado', form);
  const sinAprobar = motivoSinAprobar(s);

  useEffect(() => {
    form.setFieldsValue({ estado: s.estado, observaciones: s.observaciones ?? '' });
  }, [s, form]);

  async function guardar(r: Revision): Promise<void> {
    // el diálogo 'Error' lo muestra la política de consultas
    const resultado = await trasMutacion(
      revisar.mutateAsync({
        id_solicitud: s.id_solicitud,
        estado: r.estado,
        observaciones: r.observaciones.trim() || null,
      }),
    );
    if (resultado.ok) void message.success('Solicitud guardada');
  }

  return (
    <Form<Revision>
      form={form}
      layout="vertical"
      style={{ marginTop: 16, maxWidth: 640 }}
      initialValues={{ estado: s.estado, observaciones: s.observaciones ?? '' }}
      onFinish={(r) => void guardar(r)}
    >
      <Form.Item
        label="Estado"
        name="estado"
        // sin la aceptación del codeudor la API no deja aprobar: el formulario lo dice antes de guardar
        {...(sinAprobar && estadoElegido === 'APROBADA' && s.estado !== 'APROBADA'
          ? { validateStatus: 'error' as const, help: sinAprobar }
          : {})}
      >
        <Select<EstadoSolicitud>
          options={ESTADOS.map((e) => ({ value: e, label: e, disabled: e === 'APROBADA' && sinAprobar !== null }))}
        />
      </Form.Item>
      {sinAprobar ? <Alert type="warning" showIcon title={sinAprobar} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="Observaciones" name="observaciones">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={revisar.isPending}>
        Guardar Solicitud
      </Button>
    </Form>
  );
}

/** El historial de estados para el afiliado (el superadmin lo ve en la posición del afiliado). */
function HistorialDelAfiliado({ id }: { id: number }): ReactElement | null {
  const consulta = useHistorial(id, true);
  if (!consulta.data) return null;
  return (
    <Card title="Historial de estados" style={{ marginBottom: 16 }}>
      <HistorialEstados historial={consulta.data.historial} />
    </Card>
  );
}

export function VistaSolicitud({ id }: { id: number }): ReactElement {
  useTitulo('Solicitud de crédito');
  const admin = useSesion((s) => esSuperadmin(s));
  const idPropio = useSesion((s) => s.usuario?.id_afiliado ?? null);
  const consulta = useSolicitud(id);
  const [visible, setVisible] = useState<ArchivoVisible | null>(null);
  const s: SolicitudCredito | undefined = consulta.data;
  useMarcarVista('solicitud', s ? s.id_solicitud : null, s !== undefined && s.id_afiliado === idPropio);

  if (consulta.isPending) return <Cargando />;
  if (!s) return <Vacio texto="No se encontró la solicitud de crédito" />;

  // Con el panel al lado, los datos van en una columna hasta pantallas muy anchas.
  const columnas = admin ? { xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 2 } : { xs: 1, sm: 1, md: 2 };
  const solicitud = (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Decision s={s} admin={admin} />
        {admin ? <FormularioRevision s={s} /> : null}
      </Card>
      <FirmasDeLaSolicitud s={s} />
      {admin ? null : <HistorialDelAfiliado id={s.id_solicitud} />}
      <Card title="Datos de la solicitud">
        <Descriptions bordered size="small" column={columnas}>
          <Descriptions.Item label="Fecha">{formatoFecha(s.fecha)}</Descriptions.Item>
          <Descriptions.Item label="Afiliado">{s.afiliado_nombre}</Descriptions.Item>
          <Descriptions.Item label="Tipo de crédito">{s.tipo_credito_nombre}</Descriptions.Item>
          <Descriptions.Item label="Valor">
            <Dinero valor={s.valor} />
          </Descriptions.Item>
          <Descriptions.Item label="Destino">{s.destino}</Descriptions.Item>
          <Descriptions.Item label="Cuotas">{s.cuotas}</Descriptions.Item>
          <Descriptions.Item label="Desde el mes">{MESES[s.desde_mes - 1] ?? s.desde_mes}</Descriptions.Item>
          <Descriptions.Item label="Descuento del ahorro programado">{siNo(s.descuento_ahorro)}</Descriptions.Item>
          <Descriptions.Item label="Descuento de la prima">{siNo(s.descuento_prima)}</Descriptions.Item>
          <Descriptions.Item label="Número de cuenta">{s.numero_cuenta}</Descriptions.Item>
          <Descriptions.Item label="Tipo de cuenta">{s.tipo_cuenta}</Descriptions.Item>
          <Descriptions.Item label="Banco">{s.banco}</Descriptions.Item>
          <Descriptions.Item label="Último desprendible de pago">
            <EnlaceArchivo id={s.ultimo_desprendible} nombre="Desprendible" ver={setVisible} />
          </Descriptions.Item>
          <Descriptions.Item label="Firma y huella">
            <EnlaceArchivo id={s.firma} nombre="Firma" ver={setVisible} />
          </Descriptions.Item>
          <Descriptions.Item label="Codeudor">{siNo(s.codeudor)}</Descriptions.Item>
          {s.codeudor ? (
            <>
              <Descriptions.Item label="Nombre del codeudor">{s.codeudor_nombre}</Descriptions.Item>
              <Descriptions.Item label="Documento del codeudor">{s.codeudor_documento}</Descriptions.Item>
              {s.codeudor_email ? (
                <Descriptions.Item label="Correo del codeudor">{s.codeudor_email}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Copia del documento del codeudor">
                <EnlaceArchivo id={s.codeudor_cedula} nombre="Documento del codeudor" ver={setVisible} />
              </Descriptions.Item>
            </>
          ) : null}
          <Descriptions.Item label="Carta y pagaré firmados">
            <EnlaceArchivo id={s.carta_pagare} nombre="Carta y pagaré" ver={setVisible} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
  return (
    <>
      <EncabezadoPagina titulo="Solicitud de crédito" />
      {admin ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            {solicitud}
          </Col>
          <Col xs={24} lg={10}>
            <PosicionDelAfiliado id={s.id_solicitud} />
          </Col>
        </Row>
      ) : (
        solicitud
      )}
      <VisorArchivo archivo={visible} cerrar={() => setVisible(null)} />
    </>
  );
}
