// /ahorro (SPEC 2.5): una tarjeta por tipo de aporte, con su evolución en los dos últimos años.
import { useEffect, useState, type ReactElement } from 'react';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { EncabezadoPagina, Vacio, formatoDinero, formatoFecha, useTitulo } from '@fondo/shared';
import type { Aporte, Corte, HistorialAportes } from '@fondo/shared/types';
import { obtenerAportes, obtenerHistorialAportes } from '../../api/productos';
import { useIdAfiliado } from '../../api/id-afiliado';
import { EtiquetaAfiliado } from '../../componentes/etiqueta-afiliado';
import { GraficoHistorial } from '../../componentes/grafico-historial';
import { aportesVisibles, muestraCuotaMensual, puntosDosAnios } from './reglas-ahorro';

interface Estado {
  aportes: Aporte[];
  corte: Corte | null;
}

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
    { key: 'total', label: 'Total', children: <Typography.Text strong>{formatoDinero(aporte.total)}</Typography.Text> },
    ...(muestraCuotaMensual(nombre)
      ? [{ key: 'cuota', label: 'Cuota Mensual', children: formatoDinero(aporte.cuota) }]
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
  const [estado, setEstado] = useState<Estado | null>(null);
  const [historial, setHistorial] = useState<HistorialAportes | null>(null);

  useEffect(() => {
    let vigente = true;
    setEstado(null);
    obtenerAportes(id)
      .then((r) => {
        if (vigente) setEstado({ aportes: aportesVisibles(r.aportes), corte: r.corte });
      })
      .catch((e: unknown) => {
        // SPEC 8: la falla al cargar los ahorros solo se registra; se muestra el estado vacío.
        console.error('No se pudieron cargar los ahorros', e);
        if (vigente) setEstado({ aportes: [], corte: null });
      });
    obtenerHistorialAportes(id)
      .then((h) => {
        if (vigente) setHistorial(h);
      })
      .catch((e: unknown) => {
        console.error('No se pudo cargar el historial de ahorros', e);
      });
    return () => {
      vigente = false;
    };
  }, [id]);

  return (
    <div>
      <EncabezadoPagina titulo="Ahorro" extra={<EtiquetaAfiliado id={id} />} />
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
