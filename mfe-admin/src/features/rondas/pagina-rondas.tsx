// Rondas de actualización de datos e invitaciones (más allá de SPEC): la ronda
// abierta con su avance y sus acciones, o el formulario para abrir una; las rondas anteriores; e
// 'Invitar a todos' con el avance de cada lote. Solo superadmin (la API lo exige).
import { Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement } from 'react';
import { avanceRonda, formatoFecha, type Ronda } from '@fondo/contrato';
import { EncabezadoPagina, useTitulo } from '@fondo/ui';
import { useRondas } from '../../api/consultas-rondas';
import { FormularioRonda } from './formulario-ronda';
import { TarjetaInvitar } from './tarjeta-invitar';
import { TarjetaRonda, textoAvance } from './tarjeta-ronda';

function Anteriores({ rondas }: { rondas: Ronda[] }): ReactElement | null {
  if (rondas.length === 0) return null;
  return (
    <Card title="Rondas anteriores" style={{ marginBottom: 16 }}>
      <List<Ronda>
        dataSource={rondas}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={r.nombre}
              description={`Fecha límite ${formatoFecha(r.fecha_limite)} · cerrada el ${formatoFecha(r.cerrada)} · ${textoAvance(r)} (${avanceRonda(r)} %)`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export function PaginaRondas(): ReactElement {
  useTitulo('Rondas de actualización');
  const consulta = useRondas();
  const rondas = consulta.data?.rondas ?? [];
  const abierta = rondas.find((r) => r.abierta);
  const hoy = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <EncabezadoPagina titulo="Rondas de actualización" />
      <Typography.Paragraph type="secondary">
        En una ronda abierta, cada afiliado de la ronda puede enviar otra vez su formulario de actualización de datos
        (con lo que el fondo tiene; los campos que fija el fondo siguen bloqueados) y el portal le pide hacerlo antes de
        usar sus módulos, hasta que lo envía o se cierra la ronda.
      </Typography.Paragraph>
      {consulta.isLoading ? null : abierta ? (
        <TarjetaRonda ronda={abierta} hoy={hoy} />
      ) : (
        <FormularioRonda anio={dayjs().year() + 1} />
      )}
      <Anteriores rondas={rondas.filter((r) => !r.abierta)} />
      <TarjetaInvitar />
    </>
  );
}
