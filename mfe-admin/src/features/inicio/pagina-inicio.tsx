// Inicio de la administración (más allá de SPEC): solicitudes pendientes, mensajes abiertos,
// afiliados que nunca actualizaron sus datos, correos por enviar y fallidos y la última
// importación, cada uno con el enlace a su pantalla; y, si los hay, los documentos repetidos que el
// superadmin debe resolver.
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { formatoFecha } from '@fondo/contrato';
import { Link } from '@fondo/runtime';
import { Cargando, EncabezadoPagina, useTitulo } from '@fondo/ui';
import { useResumen } from '../../api/consultas';
import { DocumentosRepetidos } from './documentos-repetidos';
import { useResumenCorreos } from '../../api/consultas-correos';

const TIPOS_IMPORTACION: Record<string, string> = {
  aportes: 'Aportes',
  afiliados: 'Afiliados',
  afiliacion: 'Afiliación',
};

function Tarjeta(props: { titulo: string; ruta: string; enlace: string; children: ReactNode }): ReactElement {
  return (
    <Card title={props.titulo} size="small" style={{ height: '100%' }}>
      {props.children}
      <div style={{ marginTop: 12 }}>
        <Link to={props.ruta}>{props.enlace}</Link>
      </div>
    </Card>
  );
}

/**
 * Correo saliente: lo que espera salir y lo que falló (con el enlace a los fallidos si los hay). Mientras
 * llegan las cifras no se muestra un 0 que nadie contó; si no llegan, un guion.
 */
function TarjetaCorreos(): ReactElement {
  const { data, isPending } = useResumenCorreos();
  const fallidos = data?.fallidos ?? 0;
  return (
    <Tarjeta
      titulo="Correos"
      ruta={fallidos > 0 ? '/admin/correos?estado=fallido' : '/admin/correos'}
      enlace={fallidos > 0 ? 'Ver y reintentar' : 'Ver correos'}
    >
      <Flex gap={24}>
        <Statistic title="Por enviar" value={data?.pendientes ?? '—'} loading={isPending} />
        <Statistic
          title="Fallidos"
          value={data?.fallidos ?? '—'}
          loading={isPending}
          styles={{ content: fallidos > 0 ? { color: '#cf1322' } : undefined }}
        />
      </Flex>
    </Tarjeta>
  );
}

export function PaginaInicio(): ReactElement {
  useTitulo('Administración');
  const resumen = useResumen();
  const r = resumen.data;
  return (
    <>
      <EncabezadoPagina titulo="Administración" />
      {!r ? (
        resumen.isLoading ? (
          <Cargando />
        ) : null
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} xl={8}>
            <Tarjeta titulo="Solicitudes de crédito" ruta="/solicitudes-credito/admin" enlace="Ver solicitudes">
              <Statistic title="Pendientes" value={r.solicitudes_pendientes} />
            </Tarjeta>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Tarjeta titulo="Mensajes" ruta="/mensajes" enlace="Ver mensajes">
              <Statistic title="Abiertos" value={r.mensajes_abiertos} />
            </Tarjeta>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Tarjeta titulo="Afiliados" ruta="/admin/afiliados?actualizacion=sin_actualizar" enlace="Ver afiliados">
              <Statistic title="Nunca actualizaron sus datos" value={r.sin_actualizar} />
            </Tarjeta>
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <TarjetaCorreos />
          </Col>
          <Col xs={24} sm={12} xl={8}>
            <Tarjeta titulo="Última importación" ruta="/admin/auditoria?accion=importacion" enlace="Ver importaciones">
              {r.ultima_importacion ? (
                <>
                  <Typography.Paragraph style={{ marginBottom: 4 }}>
                    <Typography.Text strong>
                      {TIPOS_IMPORTACION[r.ultima_importacion.tipo] ?? r.ultima_importacion.tipo}
                    </Typography.Text>{' '}
                    el {formatoFecha(r.ultima_importacion.fecha)}
                    {r.ultima_importacion.actor ? ` por ${r.ultima_importacion.actor}` : ''}
                  </Typography.Paragraph>
                  <Typography.Text>
                    {r.ultima_importacion.creados} creados, {r.ultima_importacion.actualizados} actualizados,{' '}
                    {r.ultima_importacion.rechazados} rechazados
                  </Typography.Text>
                </>
              ) : (
                <Typography.Text>Aún no se ha importado ningún archivo</Typography.Text>
              )}
            </Tarjeta>
          </Col>
        </Row>
      )}
      <DocumentosRepetidos />
    </>
  );
}
