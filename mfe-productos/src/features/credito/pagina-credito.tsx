// /credito (SPEC 2.6): una tarjeta por crédito con sus campos en el orden del SPEC.
import type { ReactElement } from 'react';
import { Card, Col, Descriptions, Flex, Progress, Row, Skeleton, Tag, Typography } from 'antd';
import { Dinero, EncabezadoPagina, Vacio, useTitulo } from '@fondo/ui';
import { formatoFecha, formatoTasaMensual } from '@fondo/contrato';
import type { Corte, Credito, RespuestaCreditos, TipoCredito } from '@fondo/contrato';
import { useCreditos } from '../../api/consultas';
import { useIdAfiliado } from '../../api/id-afiliado';
import { EtiquetaAfiliado } from '../../componentes/etiqueta-afiliado';
import type { IdAfiliado } from '../../api/productos';
import { PlanDePagos } from './plan-pagos';

export function tituloCredito(c: Credito, tipos: TipoCredito[]): string {
  const tipo = tipos.find((t) => t.id_tipo_credito === c.id_tipo_credito);
  return `${tipo?.nombre ?? 'Crédito'} ${c.numero}`;
}

function TarjetaCredito({
  credito: c,
  tipos,
  corte,
  id,
}: {
  credito: Credito;
  tipos: TipoCredito[];
  corte: Corte | null;
  id: IdAfiliado;
}): ReactElement {
  const titulo = tituloCredito(c, tipos);
  const items = [
    { key: 'saldo', label: 'Saldo', children: <Dinero valor={c.saldo} /> },
    { key: 'valor', label: 'Valor crédito', children: <Dinero valor={c.valor_credito} /> },
    { key: 'cuota', label: 'Cuota', children: <Dinero valor={c.valor_cuota} /> },
    { key: 'cuotas', label: '# Cuotas', children: c.cuotas },
    { key: 'pagadas', label: 'Cuotas pagadas', children: c.cuotas_pagadas },
    { key: 'pendientes', label: 'Cuotas pendientes', children: c.cuotas_pendientes },
    { key: 'desembolso', label: 'Desembolso', children: formatoFecha(c.desembolso) },
    { key: 'inicio', label: 'Inicio descuento', children: formatoFecha(c.inicio_descuento) },
    { key: 'terminacion', label: 'Terminación', children: formatoFecha(c.terminacion) },
    { key: 'corte', label: 'Fecha de corte', children: formatoFecha(corte?.corte) },
    { key: 'tasa', label: 'Tasa', children: formatoTasaMensual(c.tasa) },
    { key: 'estado', label: 'Estado', children: c.estado_credito },
  ];
  const avance = c.cuotas > 0 ? Math.min(100, Math.round((c.cuotas_pagadas / c.cuotas) * 100)) : 0;
  return (
    <Card title={titulo} style={{ height: '100%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Avance de pago
      </Typography.Text>
      <Progress
        percent={avance}
        size="small"
        aria-label={`Cuotas pagadas: ${c.cuotas_pagadas} de ${c.cuotas}`}
        format={() => `${c.cuotas_pagadas}/${c.cuotas}`}
        style={{ marginBottom: 12 }}
      />
      <Descriptions column={1} size="small" items={items} />
      {(c.descuento_prima || c.descuento_ahorro) && (
        <Flex wrap gap={8} style={{ marginTop: 12 }}>
          {c.descuento_prima && <Tag color="blue">Descuento prima: Sí</Tag>}
          {/* el texto verde de antd (green-7) da 3.4:1 sobre su fondo: green-8, 5.5:1 */}
          {c.descuento_ahorro && (
            <Tag color="green" style={{ color: '#237804' }}>
              Descuento ahorro programado: Sí
            </Tag>
          )}
        </Flex>
      )}
      <div style={{ marginTop: 12 }}>
        <PlanDePagos id={id} idCredito={c.id_credito} titulo={titulo} />
      </div>
    </Card>
  );
}

const SIN_CREDITOS: RespuestaCreditos = { creditos: [], tipos: [], corte: null };

export function PaginaCredito(): ReactElement {
  useTitulo('Crédito');
  const id = useIdAfiliado();
  const creditos = useCreditos(id);
  // Una falla muestra el diálogo de SPEC 8 (política del cliente de consultas) y la lista vacía.
  const datos: RespuestaCreditos | null = creditos.data ?? (creditos.isError ? SIN_CREDITOS : null);

  return (
    <div>
      <EncabezadoPagina titulo="Crédito" extra={<EtiquetaAfiliado id={id} />} />
      {datos === null ? (
        <Row gutter={[16, 16]}>
          {[0, 1].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : datos.creditos.length === 0 ? (
        <Vacio texto="No se han encontrado créditos" />
      ) : (
        <Row gutter={[16, 16]}>
          {datos.creditos.map((c) => (
            <Col key={c.id_credito} xs={24} md={12} xl={8}>
              <TarjetaCredito credito={c} tipos={datos.tipos} corte={datos.corte} id={id} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
