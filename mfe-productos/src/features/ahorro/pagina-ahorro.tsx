// /ahorro (SPEC 2.5): una tarjeta por tipo de aporte, con su evolución en los dos últimos años, y el
// estado de cuenta en PDF del corte elegido.
import type { ReactElement } from 'react';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { Dinero, EncabezadoPagina, Vacio, useTitulo } from '@fondo/ui';
import { formatoFecha } from '@fondo/contrato';
import type { Aporte, Corte, HistorialAportes } from '@fondo/contrato';
import { useAportes, useHistorial } from '../../api/consultas';
import { useIdAfiliado } from '../../api/id-afiliado';
import { EtiquetaAfiliado } from '../../componentes/etiqueta-afiliado';
import { GraficoHistorial } from '../../componentes/grafico-historial';
import { EstadoCuenta, cortesParaEstado } from './estado-cuenta';
import { aportesVisibles, muestraCuotaMensual, puntosDosAnios } from './reglas-ahorro';

function TarjetaAporte({
  aporte,
  corte,
  historial,
}: {
  aporte: Aporte;
  corte: Corte | null;
  historial: HistorialAportes | null;
}): ReactElement {
  const nombre = aporte.tipo_aporte.nombre;
  const items = [
    {
      key: 'total',
      label: 'Total',
      children: (
        <Typography.Text strong>
          <Dinero valor={aporte.total} />
        </Typography.Text>
      ),
    },
    ...(muestraCuotaMensual(nombre)
      ? [{ key: 'cuota', label: 'Cuota Mensual', children: <Dinero valor={aporte.cuota} /> }]
      : []),
    { key: 'corte', label: 'Fecha de corte', children: formatoFecha(corte?.corte) },
  ];
  const puntos = puntosDosAnios(historial, aporte.id_tipo_aporte);
  return (
    <Card title={nombre} style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
      {puntos.length > 1 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Evolución en los dos últimos años
          </Typography.Text>
          <GraficoHistorial titulo={`Evolución de ${nombre}`} series={[{ nombre, puntos }]} />
        </div>
      )}
    </Card>
  );
}

export function PaginaAhorro(): ReactElement {
  useTitulo('Ahorro');
  const id = useIdAfiliado();
  const aportes = useAportes(id);
  const historial = useHistorial(id).data ?? null;
  // SPEC 8: si la carga falla solo se registra (lo hace la consulta) y se ve el estado vacío.
  const estado: { aportes: Aporte[]; corte: Corte | null } | null = aportes.data
    ? { aportes: aportesVisibles(aportes.data.aportes), corte: aportes.data.corte }
    : aportes.isError
      ? { aportes: [], corte: null }
      : null;

  return (
    <div>
      <EncabezadoPagina titulo="Ahorro" extra={<EtiquetaAfiliado id={id} />} />
      {estado === null ? null : (
        <EstadoCuenta id={id} cortes={cortesParaEstado(estado.corte, historial?.cortes ?? [])} />
      )}
      {estado === null ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      ) : estado.aportes.length === 0 ? (
        <Vacio texto="No se han encontrado ahorros" />
      ) : (
        <Row gutter={[16, 16]}>
          {estado.aportes.map((a) => (
            <Col key={a.id_aporte} xs={24} md={12} xl={8}>
              <TarjetaAporte aporte={a} corte={estado.corte} historial={historial} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
