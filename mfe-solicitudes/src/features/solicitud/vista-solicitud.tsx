// Solicitud existente (SPEC 2.10): todo de solo lectura con fecha, afiliado, estado y observaciones;
// revisor y fecha de revisión solo para el superadmin, que cambia estado y observaciones y guarda.
import { App, Button, Card, Descriptions, Form, Input, Select } from 'antd';
import { useEffect, type ReactElement } from 'react';
import {
  formatoDinero,
  formatoFecha,
  type EstadoSolicitud,
  type SolicitudCredito,
} from '@fondo/contrato';
import { esSuperadmin, useSesion } from '@fondo/runtime';
import { Cargando, EncabezadoPagina, useManejarError, useTitulo, Vacio } from '@fondo/ui';
import { descargarAdjunto } from '@fondo/ui/archivos';
import { useRevisarSolicitud, useSolicitud } from '../../api/consultas';
import { MESES } from './meses';

const ESTADOS: EstadoSolicitud[] = ['PENDIENTE', 'APROBADA', 'NO APROBADA'];
const siNo = (v: boolean) => (v ? 'Sí' : 'No');

interface Revision {
  estado: EstadoSolicitud;
  observaciones: string;
}

function EnlaceArchivo({ id, nombre }: { id: number | null; nombre: string }): ReactElement {
  const manejarError = useManejarError();
  if (id === null) return <span>Sin archivo</span>;
  return (
    <Button
      type="link"
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      onClick={() => descargarAdjunto(id, `${nombre}`).catch(manejarError)}
    >
      Ver {nombre.toLowerCase()}
    </Button>
  );
}

export function VistaSolicitud({ id }: { id: number }): ReactElement {
  useTitulo('Solicitud de crédito');
  const admin = useSesion((s) => esSuperadmin(s));
  const { message } = App.useApp();
  const consulta = useSolicitud(id);
  const revisar = useRevisarSolicitud();
  const [form] = Form.useForm<Revision>();
  const s: SolicitudCredito | undefined = consulta.data;

  useEffect(() => {
    if (s) form.setFieldsValue({ estado: s.estado, observaciones: s.observaciones ?? '' });
  }, [s, form]);

  if (consulta.isPending) return <Cargando />;
  if (!s) return <Vacio texto="No se encontró la solicitud de crédito" />;

  async function guardar(r: Revision): Promise<void> {
    try {
      await revisar.mutateAsync({ id_solicitud: id, estado: r.estado, observaciones: r.observaciones.trim() || null });
      void message.success('Solicitud guardada');
    } catch {
      // el diálogo 'Error' lo muestra la política de consultas
    }
  }

  const columnas = { xs: 1, sm: 1, md: 2 };
  return (
    <>
      <EncabezadoPagina titulo="Solicitud de crédito" />
      <Card>
        <Descriptions bordered size="small" column={columnas}>
          <Descriptions.Item label="Fecha">{formatoFecha(s.fecha)}</Descriptions.Item>
          <Descriptions.Item label="Afiliado">{s.afiliado_nombre}</Descriptions.Item>
          <Descriptions.Item label="Tipo de crédito">{s.tipo_credito_nombre}</Descriptions.Item>
          <Descriptions.Item label="Valor">{formatoDinero(s.valor)}</Descriptions.Item>
          <Descriptions.Item label="Destino">{s.destino}</Descriptions.Item>
          <Descriptions.Item label="Cuotas">{s.cuotas}</Descriptions.Item>
          <Descriptions.Item label="Desde el mes">{MESES[s.desde_mes - 1] ?? s.desde_mes}</Descriptions.Item>
          <Descriptions.Item label="Descuento del ahorro programado">{siNo(s.descuento_ahorro)}</Descriptions.Item>
          <Descriptions.Item label="Descuento de la prima">{siNo(s.descuento_prima)}</Descriptions.Item>
          <Descriptions.Item label="Número de cuenta">{s.numero_cuenta}</Descriptions.Item>
          <Descriptions.Item label="Tipo de cuenta">{s.tipo_cuenta}</Descriptions.Item>
          <Descriptions.Item label="Banco">{s.banco}</Descriptions.Item>
          <Descriptions.Item label="Último desprendible de pago">
            <EnlaceArchivo id={s.ultimo_desprendible} nombre="Desprendible" />
          </Descriptions.Item>
          <Descriptions.Item label="Firma y huella">
            <EnlaceArchivo id={s.firma} nombre="Firma" />
          </Descriptions.Item>
          <Descriptions.Item label="Codeudor">{siNo(s.codeudor)}</Descriptions.Item>
          {s.codeudor ? (
            <>
              <Descriptions.Item label="Nombre del codeudor">{s.codeudor_nombre}</Descriptions.Item>
              <Descriptions.Item label="Documento del codeudor">{s.codeudor_documento}</Descriptions.Item>
              <Descriptions.Item label="Copia del documento del codeudor">
                <EnlaceArchivo id={s.codeudor_cedula} nombre="Documento del codeudor" />
              </Descriptions.Item>
            </>
          ) : null}
          <Descriptions.Item label="Carta y pagaré firmados">
            <EnlaceArchivo id={s.carta_pagare} nombre="Carta y pagaré" />
          </Descriptions.Item>
          {admin ? (
            <>
              <Descriptions.Item label="Revisado por">{s.revisado_por ?? ''}</Descriptions.Item>
              <Descriptions.Item label="Fecha de revisión">{formatoFecha(s.fecha_revision)}</Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
        <Form<Revision>
          form={form}
          layout="vertical"
          style={{ marginTop: 16, maxWidth: 640 }}
          initialValues={{ estado: s.estado, observaciones: s.observaciones ?? '' }}
          onFinish={(r) => void guardar(r)}
          disabled={!admin}
        >
          <Form.Item label="Estado" name="estado">
            <Select<EstadoSolicitud> options={ESTADOS.map((e) => ({ value: e, label: e }))} />
          </Form.Item>
          <Form.Item label="Observaciones" name="observaciones">
            <Input.TextArea rows={3} maxLength={2000} readOnly={!admin} />
          </Form.Item>
          {admin ? (
            <Button type="primary" htmlType="submit" loading={revisar.isPending}>
              Guardar Solicitud
            </Button>
          ) : null}
        </Form>
      </Card>
    </>
  );
}
