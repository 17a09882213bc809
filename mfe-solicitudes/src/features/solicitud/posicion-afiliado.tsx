// Posición del afiliado: junto a la solicitud, para que el superadmin decida con lo
// que el fondo sabe del afiliado: ahorro por tipo y créditos vigentes de su último corte, la cuota frente
// al salario, sus solicitudes anteriores con su decisión y el historial de estados de esta solicitud.
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import {
  formatoFecha,
  formatoPorcentaje,
  TEXTO_CUOTA_SEMESTRAL,
  TEXTO_SIN_SALARIO,
  type PosicionAfiliado,
} from '@fondo/contrato';
import { Link } from '@fondo/runtime';
import { Cargando, Dinero } from '@fondo/ui';
import { usePosicion } from '../../api/consultas';
import { EstadoSolicitudTag } from '../../componentes/estado-solicitud';
import { HistorialEstados } from './historial-estados';

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }): ReactElement {
  return (
    <section aria-label={titulo} style={{ marginBottom: 20 }}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {titulo}
      </Typography.Title>
      {children}
    </section>
  );
}

const parte = (v: number | null): string => (v === null ? '—' : formatoPorcentaje(v));

function Ahorro({ p }: { p: PosicionAfiliado }): ReactElement {
  const titulo = p.corte ? `Ahorro por tipo (corte ${formatoFecha(p.corte.corte)})` : 'Ahorro por tipo';
  return (
    <Seccion titulo={titulo}>
      {p.ahorros.length === 0 ? (
        <Typography.Text type="secondary">No se han encontrado ahorros</Typography.Text>
      ) : (
        <Descriptions size="small" bordered column={1}>
          {p.ahorros.map((a) => (
            <Descriptions.Item key={a.id_tipo_aporte} label={a.tipo}>
              <Dinero valor={a.total} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={<strong>Total</strong>}>
            <strong>
              <Dinero valor={p.ahorro_total} />
            </strong>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Seccion>
  );
}

function Creditos({ p }: { p: PosicionAfiliado }): ReactElement {
  return (
    <Seccion titulo="Créditos vigentes">
      {p.creditos.length === 0 ? (
        <Typography.Text type="secondary">No se han encontrado créditos</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          {p.creditos.map((c) => (
            <Descriptions
              key={c.id_credito}
              size="small"
              bordered
              column={1}
              title={<span style={{ fontSize: 14 }}>{`${c.tipo} ${c.numero}`}</span>}
            >
              <Descriptions.Item label="Saldo">
                <Dinero valor={c.saldo} />
              </Descriptions.Item>
              <Descriptions.Item label={c.periodicidad === 'semestral' ? 'Cuota (semestral)' : 'Cuota'}>
                <Dinero valor={c.valor_cuota} />
              </Descriptions.Item>
              <Descriptions.Item label="Cuotas pendientes">{c.cuotas_pendientes}</Descriptions.Item>
            </Descriptions>
          ))}
          <Typography.Text strong>
            Saldo total: <Dinero valor={p.saldo_creditos} />
          </Typography.Text>
        </Flex>
      )}
    </Seccion>
  );
}

function CuotaSalario({ p }: { p: PosicionAfiliado }): ReactElement {
  const c = p.cuota_salario;
  const semestral = c.periodicidad_solicitud === 'semestral';
  return (
    <Seccion titulo="Cuota / salario">
      <Descriptions size="small" bordered column={1}>
        <Descriptions.Item label="Salario">
          {c.salario === null ? TEXTO_SIN_SALARIO : <Dinero valor={c.salario} />}
        </Descriptions.Item>
        <Descriptions.Item label={semestral ? 'Cuota de esta solicitud (semestral)' : 'Cuota de esta solicitud'}>
          <Dinero valor={c.cuota_solicitud} />
        </Descriptions.Item>
        <Descriptions.Item label="Cuotas mensuales vigentes">
          <Dinero valor={c.cuotas_vigentes} />
        </Descriptions.Item>
        <Descriptions.Item label="Cuotas mensuales con esta">
          <Dinero valor={c.cuota_total} />
        </Descriptions.Item>
        <Descriptions.Item label="Esta cuota / salario">{parte(c.parte_solicitud)}</Descriptions.Item>
        <Descriptions.Item label="Todas las cuotas / salario">{parte(c.parte_total)}</Descriptions.Item>
        {p.cupo ? (
          <>
            <Descriptions.Item label="Cupo">
              {p.cupo.cupo === null ? '—' : <Dinero valor={p.cupo.cupo} />}
            </Descriptions.Item>
            <Descriptions.Item label="Cupo disponible">
              {p.cupo.disponible === null ? '—' : <Dinero valor={p.cupo.disponible} />}
            </Descriptions.Item>
            <Descriptions.Item label="Cuota máxima">
              {p.cupo.cuota_maxima === null ? '—' : <Dinero valor={p.cupo.cuota_maxima} />}
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      {semestral ? <Alert style={{ marginTop: 8 }} type="info" showIcon title={TEXTO_CUOTA_SEMESTRAL} /> : null}
    </Seccion>
  );
}

function Anteriores({ p }: { p: PosicionAfiliado }): ReactElement {
  const faltan = p.solicitudes_anteriores_total - p.solicitudes_anteriores.length;
  return (
    <Seccion titulo="Solicitudes anteriores">
      {p.solicitudes_anteriores.length === 0 ? (
        <Typography.Text type="secondary">Ninguna antes de esta.</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {p.solicitudes_anteriores.map((s) => (
            <li key={s.id_solicitud} style={{ borderBottom: '1px solid #f0f0f0', padding: '6px 0' }}>
              <Flex gap={8} wrap align="center">
                <Link to={`/solicitud-credito/${s.id_solicitud}`}>{formatoFecha(s.fecha)}</Link>
                <span>{s.tipo_credito_nombre}</span>
                <Dinero valor={s.valor} />
                <span>{s.cuotas} cuotas</span>
                <EstadoSolicitudTag estado={s.estado} />
              </Flex>
              {s.observaciones?.trim() ? (
                <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                  {s.observaciones}
                </Typography.Text>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {faltan > 0 ? <Typography.Text type="secondary">{`Y ${faltan} más antiguas.`}</Typography.Text> : null}
    </Seccion>
  );
}

/** El panel del superadmin; la consulta solo corre para él (un afiliado recibiría 403). */
export function PosicionDelAfiliado({ id }: { id: number }): ReactElement {
  const consulta = usePosicion(id, true);
  const p = consulta.data;
  return (
    <Card title="Posición del afiliado" role="region" aria-label="Posición del afiliado">
      {consulta.isPending ? (
        <Cargando />
      ) : !p ? (
        <Typography.Text type="secondary">No se pudo cargar la posición del afiliado.</Typography.Text>
      ) : (
        <>
          <Ahorro p={p} />
          <Creditos p={p} />
          <CuotaSalario p={p} />
          <Anteriores p={p} />
          <Seccion titulo="Historial de estados">
            <HistorialEstados historial={p.historial} />
          </Seccion>
        </>
      )}
    </Card>
  );
}
