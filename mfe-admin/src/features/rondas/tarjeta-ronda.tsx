// La ronda abierta con su avance (enviados / pendientes, una barra) y sus acciones: 'Enviar recordatorio'
// a los pendientes (por la cola de correo) y 'Cerrar ronda'.
import { CloseCircleOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { avanceRonda, formatoFecha, type Ronda } from '@fondo/contrato';
import { trasMutacion, useAppFondo } from '@fondo/ui';
import { useAccionesRonda } from '../../api/consultas-rondas';
import { COLOR } from './colores';
import { describirFiltro } from './filtro-afiliados';

const fechaHora = (v: string | null) => (v ? dayjs(v).format('DD/MM/YY HH:mm') : '');

/** 'Enviados 120 de 300 · Pendientes 180' */
export const textoAvance = (r: Ronda) => `Enviados ${r.enviados} de ${r.total} · Pendientes ${r.pendientes}`;

/** El aviso antes del recordatorio: uno o varios pendientes. */
export const textoConfirmarRecordatorio = (r: Ronda) =>
  r.pendientes === 1
    ? `Se enviará un correo al afiliado que aún no envía sus datos en «${r.nombre}».`
    : `Se enviará un correo a cada uno de los ${r.pendientes} afiliados que aún no envían sus datos en «${r.nombre}».`;

/** La pregunta antes de cerrar: uno o varios pendientes. */
export const textoConfirmarCierre = (r: Ronda) =>
  `¿Desea cerrar «${r.nombre}»? ` +
  (r.pendientes === 1
    ? 'El afiliado pendiente ya no podrá enviar el formulario otra vez.'
    : `Los ${r.pendientes} afiliados pendientes ya no podrán enviar el formulario otra vez.`);

export function TarjetaRonda({ ronda: r, hoy }: { ronda: Ronda; hoy: string }): ReactElement {
  const { message, modal } = useAppFondo();
  const { cerrar, recordar } = useAccionesRonda();
  const vencida = r.fecha_limite < hoy;

  function confirmarRecordatorio(): void {
    modal.confirm({
      title: 'Enviar recordatorio',
      content: textoConfirmarRecordatorio(r),
      okText: 'Enviar',
      cancelText: 'Cancelar',
      onOk: async () => {
        const resultado = await trasMutacion(recordar.mutateAsync(r.id_ronda));
        if (resultado.ok) void message.success(resultado.valor.mensaje);
      },
    });
  }

  function confirmarCierre(): void {
    modal.confirm({
      title: 'Cerrar ronda',
      content: textoConfirmarCierre(r),
      okText: 'Cerrar ronda',
      cancelText: 'Cancelar',
      onOk: async () => {
        const resultado = await trasMutacion(cerrar.mutateAsync(r.id_ronda));
        if (resultado.ok) void message.success(resultado.valor.mensaje);
      },
    });
  }

  return (
    <Card
      title={r.nombre}
      extra={vencida ? <Tag style={COLOR.ambar}>Fecha límite vencida</Tag> : <Tag style={COLOR.azul}>Abierta</Tag>}
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph>
        Fecha límite: <strong>{formatoFecha(r.fecha_limite)}</strong> · Para {describirFiltro(r.filtro)} · Abierta el{' '}
        {fechaHora(r.creada)}
        {r.abierta_por ? ` por ${r.abierta_por}` : ''}
      </Typography.Paragraph>
      <Progress percent={avanceRonda(r)} aria-label={`Avance de ${r.nombre}`} />
      <Typography.Paragraph strong style={{ marginTop: 8 }}>
        {textoAvance(r)}
      </Typography.Paragraph>
      {r.ultimo_recordatorio && (
        <Typography.Paragraph type="secondary">
          Último recordatorio: {fechaHora(r.ultimo_recordatorio)}
        </Typography.Paragraph>
      )}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          icon={<MailOutlined />}
          disabled={r.pendientes === 0}
          loading={recordar.isPending}
          onClick={confirmarRecordatorio}
        >
          Enviar recordatorio
        </Button>
        <Button icon={<CloseCircleOutlined />} loading={cerrar.isPending} onClick={confirmarCierre}>
          Cerrar ronda
        </Button>
      </Flex>
    </Card>
  );
}
