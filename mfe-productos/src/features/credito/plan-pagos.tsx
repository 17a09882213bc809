// Plan de pagos de un crédito: un cajón con las cuotas estimadas desde el último
// corte (tabla en pantallas anchas, una tarjeta por cuota en un teléfono), los totales, la nota del
// contrato y la descarga en PDF.
import { useId, useState, type ReactElement } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Table, Typography } from 'antd';
import { CalendarOutlined, FilePdfOutlined } from '@ant-design/icons';
import { textoDeError } from '@fondo/runtime';
import { Dinero, TarjetasCuotas, columnasCuota, useEsTelefono } from '@fondo/ui';
import { AVISO_PLAN_PAGOS, formatoFecha, formatoTasaMensual } from '@fondo/contrato';
import type { CuotaPlan, PlanPagos } from '@fondo/contrato';
import { usePlanPagos } from '../../api/consultas';
import type { IdAfiliado } from '../../api/productos';
import { descargarPlanPagos } from '../../api/productos';

export const SIN_PLAN =
  'Este crédito no tiene saldo ni cuotas pendientes a la fecha de corte: no hay cuotas por pagar.';

function TablaCuotas({ cuotas }: { cuotas: CuotaPlan[] }): ReactElement {
  return (
    <Table<CuotaPlan>
      rowKey="numero"
      size="small"
      dataSource={cuotas}
      pagination={false}
      columns={[
        { title: 'No.', dataIndex: 'numero', align: 'center' },
        { title: 'Fecha estimada', dataIndex: 'fecha', render: (f: string) => formatoFecha(f) },
        ...columnasCuota<CuotaPlan>(),
      ]}
    />
  );
}

function ContenidoPlan({ plan, id, titulo }: { plan: PlanPagos; id: IdAfiliado; titulo: string }): ReactElement {
  const telefono = useEsTelefono();
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function descargar(): Promise<void> {
    setError(null);
    setDescargando(true);
    try {
      await descargarPlanPagos(id, plan.credito.id_credito, `Plan de pagos ${titulo}`);
    } catch (e) {
      setError(await textoDeError(e));
    } finally {
      setDescargando(false);
    }
  }

  const sinCuotas = plan.cuotas.length === 0;
  const idCuotas = useId();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'corte', label: 'Fecha de corte', children: formatoFecha(plan.corte.corte) },
          { key: 'saldo', label: 'Saldo a la fecha de corte', children: <Dinero valor={plan.saldo_corte} /> },
          { key: 'tasa', label: 'Tasa', children: formatoTasaMensual(plan.credito.tasa) },
          { key: 'cuota', label: 'Cuota', children: <Dinero valor={plan.credito.valor_cuota} /> },
          { key: 'pendientes', label: 'Cuotas pendientes', children: plan.credito.cuotas_pendientes },
        ]}
      />
      {sinCuotas ? (
        <Alert type="success" showIcon title={SIN_PLAN} />
      ) : (
        <>
          <div role="region" aria-labelledby={idCuotas}>
            <Typography.Title id={idCuotas} level={2} style={{ fontSize: 16, margin: '0 0 12px' }}>
              Cuotas estimadas
            </Typography.Title>
            {telefono ? (
              <TarjetasCuotas
                filas={plan.cuotas}
                clave={(c) => c.numero}
                titulo={(c) => `Cuota ${c.numero} · ${formatoFecha(c.fecha)}`}
              />
            ) : (
              <TablaCuotas cuotas={plan.cuotas} />
            )}
          </div>
          <Descriptions
            title="Totales del plan"
            column={1}
            size="small"
            bordered
            items={[
              { key: 'cuotas', label: 'Total de las cuotas', children: <Dinero valor={plan.totales.cuotas} /> },
              { key: 'interes', label: 'Total de intereses', children: <Dinero valor={plan.totales.interes} /> },
              { key: 'capital', label: 'Total abono a capital', children: <Dinero valor={plan.totales.capital} /> },
            ]}
          />
        </>
      )}
      <Alert type="info" showIcon title={AVISO_PLAN_PAGOS} />
      {error && <Alert type="error" showIcon title={error} closable={{ onClose: () => setError(null) }} />}
      <div>
        <Button icon={<FilePdfOutlined />} loading={descargando} onClick={() => void descargar()}>
          Descargar PDF
        </Button>
      </div>
    </Flex>
  );
}

/** Botón 'Plan de pagos' de la tarjeta de un crédito y su cajón (en un teléfono, a toda la pantalla). */
export function PlanDePagos({
  id,
  idCredito,
  titulo,
}: {
  id: IdAfiliado;
  idCredito: number;
  titulo: string;
}): ReactElement {
  const [abierto, setAbierto] = useState(false);
  const telefono = useEsTelefono();
  const plan = usePlanPagos(id, idCredito, abierto);
  return (
    <>
      <Button icon={<CalendarOutlined />} aria-label={`Plan de pagos de ${titulo}`} onClick={() => setAbierto(true)}>
        Plan de pagos
      </Button>
      <Drawer
        open={abierto}
        onClose={() => setAbierto(false)}
        title={`Plan de pagos: ${titulo}`}
        placement="right"
        size={telefono ? '100%' : 860}
        destroyOnHidden
        closable={{ 'aria-label': 'Cerrar el plan de pagos' }}
      >
        {plan.data ? (
          <ContenidoPlan plan={plan.data} id={id} titulo={titulo} />
        ) : plan.isError ? (
          // El diálogo de SPEC 8 ya dijo el motivo (política del cliente de consultas).
          <Alert type="error" showIcon title="No se pudo cargar el plan de pagos." />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Drawer>
    </>
  );
}
