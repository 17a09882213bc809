// 'Invitar a todos': la bienvenida a cada afiliado sin clave (o los del filtro), a
// ritmo de la cola de correo, y el avance de cada lote: en cola, enviadas, fallidas y sin correo.
import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, List, Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import type { LoteInvitacion } from '@fondo/contrato';
import { trasMutacion, useAppFondo } from '@fondo/ui';
import { useInvitar, useLotes } from '../../api/consultas-rondas';
import { COLOR } from './colores';
import { aFiltro, CamposFiltro, describirFiltro, type ValoresFiltro } from './filtro-afiliados';

const fechaHora = (v: string | null) => (v ? dayjs(v).format('DD/MM/YY HH:mm') : '');

/** Enviadas sobre las que se encolaron (las sin correo no cuentan). */
export function avanceLote(l: LoteInvitacion): number {
  const encoladas = l.total - l.sin_correo;
  return encoladas === 0 ? 100 : Math.floor(((l.enviados + l.fallidos) * 100) / encoladas);
}

function Lote({ lote: l }: { lote: LoteInvitacion }): ReactElement {
  return (
    <List.Item>
      <Flex vertical style={{ width: '100%' }} gap={4}>
        <Typography.Text strong>
          {fechaHora(l.creado)} · {l.total} {l.total === 1 ? 'afiliado' : 'afiliados'} ·{' '}
          {describirFiltro(l.filtro, 'los afiliados sin clave')}
        </Typography.Text>
        <Progress
          percent={avanceLote(l)}
          status={l.fallidos > 0 ? 'exception' : undefined}
          aria-label={`Avance de la invitación del ${fechaHora(l.creado)}`}
        />
        <Flex gap={4} wrap>
          <Tag style={COLOR.azul}>En cola {l.en_cola}</Tag>
          <Tag style={COLOR.verde}>Enviadas {l.enviados}</Tag>
          <Tag style={l.fallidos > 0 ? COLOR.rojo : COLOR.gris}>Fallidas {l.fallidos}</Tag>
          <Tag style={l.sin_correo > 0 ? COLOR.ambar : COLOR.gris}>Sin correo {l.sin_correo}</Tag>
        </Flex>
        {l.en_cola > 0 && l.termina && (
          <Typography.Text type="secondary">
            A {l.por_minuto} por minuto: la última sale hacia las {fechaHora(l.termina)}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
}

export function TarjetaInvitar(): ReactElement {
  const { message, modal } = useAppFondo();
  const [form] = Form.useForm<ValoresFiltro>();
  const invitar = useInvitar();
  const lotes = useLotes();

  function confirmar(v: ValoresFiltro): void {
    const filtro = aFiltro(v);
    modal.confirm({
      title: 'Invitar a todos',
      content: `Se enviará el correo de bienvenida a ${describirFiltro(filtro, 'los afiliados sin clave')}, a ritmo de la cola de correo. Quien ya tiene clave no lo recibe.`,
      okText: 'Invitar',
      cancelText: 'Cancelar',
      onOk: async () => {
        const resultado = await trasMutacion(invitar.mutateAsync(filtro));
        if (resultado.ok) void message.success(resultado.valor.mensaje);
      },
    });
  }

  return (
    <Card title="Invitar a todos">
      <Typography.Paragraph type="secondary">
        Envía la bienvenida (el enlace para asignar la clave, válido 72 horas) a cada afiliado que nunca asignó su
        clave, o a los del filtro. Los correos salen poco a poco por la cola; los afiliados sin correo se cuentan.
      </Typography.Paragraph>
      <Form<ValoresFiltro>
        form={form}
        name="invitar"
        layout="vertical"
        initialValues={{ actualizacion: 'todos' }}
        onFinish={confirmar}
      >
        <Flex gap={12} wrap>
          <CamposFiltro />
        </Flex>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={invitar.isPending}>
          Invitar a todos
        </Button>
      </Form>
      <List<LoteInvitacion>
        style={{ marginTop: 16 }}
        header={<Typography.Text strong>Invitaciones enviadas</Typography.Text>}
        loading={lotes.isLoading}
        dataSource={lotes.data?.lotes ?? []}
        locale={{ emptyText: <Typography.Text>Aún no se ha invitado a nadie</Typography.Text> }}
        renderItem={(l) => <Lote lote={l} />}
      />
    </Card>
  );
}
