// Historial de estados de una solicitud: cada paso con fecha y hora, quién, de qué
// estado a cuál y las observaciones. Lo ven el superadmin (con el nombre de quien revisó) y el afiliado
// dueño (la API no le da el nombre del personal: 'El fondo', SPEC 6).
import { Flex, Typography } from 'antd';
import type { ReactElement } from 'react';
import {
  formatoFechaHora,
  quienDelCambio,
  TEXTO_RADICADA,
  textoCambioEstado,
  type CambioEstadoSolicitud,
} from '@fondo/contrato';
import { EstadoSolicitudTag } from '../../componentes/estado-solicitud';

function Paso({ c }: { c: CambioEstadoSolicitud }): ReactElement {
  return (
    <li style={{ borderLeft: '3px solid #d9d9d9', paddingLeft: 12, paddingBottom: 12 }}>
      <Typography.Text type="secondary">
        {formatoFechaHora(c.fecha)} · {quienDelCambio(c)}
      </Typography.Text>
      <Flex gap={6} wrap align="center" aria-label={textoCambioEstado(c)} role="group">
        {c.estado_anterior === null ? (
          <>
            <Typography.Text strong>{TEXTO_RADICADA}</Typography.Text>
            <EstadoSolicitudTag estado={c.estado_nuevo} />
          </>
        ) : (
          <>
            <EstadoSolicitudTag estado={c.estado_anterior} />
            <span aria-hidden>→</span>
            <EstadoSolicitudTag estado={c.estado_nuevo} />
          </>
        )}
      </Flex>
      {c.observaciones?.trim() ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {c.observaciones}
        </Typography.Paragraph>
      ) : null}
    </li>
  );
}

/** Del más antiguo al más reciente, como una lista ordenada. */
export function HistorialEstados({ historial }: { historial: CambioEstadoSolicitud[] }): ReactElement {
  if (historial.length === 0) return <Typography.Text type="secondary">Sin cambios registrados.</Typography.Text>;
  return (
    <ol aria-label="Historial de estados" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {historial.map((c) => (
        <Paso key={c.id_historial} c={c} />
      ))}
    </ol>
  );
}
