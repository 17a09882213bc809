// Aportes y Créditos por corte (SPEC 2.14): el corte (el más reciente preseleccionado), filtro de texto,
// contador, filas (nombre, documento, tipo, total; créditos con valor y saldo) y la fila de totales que
// calcula la base sobre todo el filtro; paginación y orden del servidor; descarga .xlsx de la vista.
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState, type ReactElement } from 'react';
import {
  formatoDinero,
  formatoFecha,
  type ColumnaAportesCorte,
  type ColumnaCreditosCorte,
  type FilaAporteAdmin,
  type FilaCreditoAdmin,
} from '@fondo/contrato';
import { EncabezadoPagina, useManejarError, useTitulo, usePaginacion } from '@fondo/ui';
import { descargarVistaCorte, type Orden, type VistaCorte } from '../../api/admin';
import { useAportesCorte, useCortes, useCreditosCorte } from '../../api/consultas';
import { Contador } from '../../componentes/contador';

export const VACIO_CORTE = 'No se han encontrado registros';

type Fila = FilaAporteAdmin | FilaCreditoAdmin;
type Columna = ColumnaAportesCorte | ColumnaCreditosCorte;

const dinero = (v: number) => formatoDinero(v);

export function PaginaAportes(): ReactElement {
  useTitulo('Aportes');
  return <Vista vista="aportes" />;
}

export function PaginaCreditos(): ReactElement {
  useTitulo('Créditos');
  return <Vista vista="creditos" />;
}

function Vista({ vista }: { vista: VistaCorte }): ReactElement {
  const { message } = App.useApp();
  const manejarError = useManejarError();
  const cortes = useCortes();
  const [elegido, setElegido] = useState<number | null>(null);
  const [texto, setTexto] = useState('');
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const [orden, setOrden] = useState<Orden<Columna> | undefined>(undefined);
  // el más reciente (la API los da del más reciente al más antiguo)
  const idCorte = elegido ?? cortes.data?.[0]?.id_corte ?? null;
  const filtro = { texto, pagina, tamano, orden };
  const aportes = useAportesCorte(vista === 'aportes' ? idCorte : null, filtro as Parameters<typeof useAportesCorte>[1]);
  const creditos = useCreditosCorte(vista === 'creditos' ? idCorte : null, filtro as Parameters<typeof useCreditosCorte>[1]);
  const consulta = vista === 'aportes' ? aportes : creditos;
  const datos = consulta.data;
  const total = datos?.total ?? 0;
  const totales = datos?.totales as { total: number; valor_credito?: number; saldo?: number } | undefined;

  const columnas: ColumnsType<Fila> = [
    { title: 'Nombre', dataIndex: 'nombre', sorter: true },
    { title: 'Documento', dataIndex: 'documento', sorter: true },
    { title: 'Tipo', dataIndex: 'tipo', sorter: true },
    { title: 'Total', dataIndex: 'total', align: 'right', sorter: true, render: dinero },
    ...(vista === 'creditos'
      ? ([
          { title: 'Valor', dataIndex: 'valor_credito', align: 'right', sorter: true, render: dinero },
          { title: 'Saldo', dataIndex: 'saldo', align: 'right', sorter: true, render: dinero },
        ] as ColumnsType<Fila>)
      : []),
  ];

  async function descargar(): Promise<void> {
    if (idCorte === null) return;
    void message.info('Generando archivo...');
    await descargarVistaCorte(vista, idCorte, texto).catch((e: unknown) => manejarError(e));
  }

  const titulo = vista === 'aportes' ? 'Aportes' : 'Créditos';
  return (
    <>
      <EncabezadoPagina
        titulo={titulo}
        extra={
          <Button icon={<DownloadOutlined />} disabled={idCorte === null} onClick={() => void descargar()}>
            Descargar
          </Button>
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Flex gap={6} align="center">
          <Typography.Text id="filtro-corte">Corte</Typography.Text>
          <Select<number>
            aria-labelledby="filtro-corte"
            style={{ minWidth: 140 }}
            loading={cortes.isLoading}
            value={idCorte ?? undefined}
            placeholder="Sin cortes"
            // con muchos cortes se busca escribiendo la fecha (dd/mm/aa)
            showSearch={{ optionFilterProp: 'label' }}
            options={(cortes.data ?? []).map((c) => ({ value: c.id_corte, label: formatoFecha(c.corte) }))}
            onChange={(v) => {
              setElegido(v);
              alInicio();
            }}
          />
        </Flex>
        <Input.Search
          aria-label={`Buscar en ${titulo.toLowerCase()}`}
          placeholder="Nombre, documento o tipo"
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(v) => {
            setTexto(v);
            alInicio();
          }}
        />
        <Contador etiqueta="Registros" total={total} />
      </Flex>
      <Table<Fila>
        rowKey={(f) => ('id_credito' in f ? f.id_credito : f.id_aporte)}
        size="small"
        loading={consulta.isFetching || cortes.isLoading}
        dataSource={datos?.filas ?? []}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{VACIO_CORTE}</Typography.Text> }}
        summary={() =>
          totales && total > 0 ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>Totales</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong>{dinero(totales.total)}</Typography.Text>
                </Table.Summary.Cell>
                {vista === 'creditos' ? (
                  <>
                    <Table.Summary.Cell index={4} align="right">
                      <Typography.Text strong>{dinero(totales.valor_credito ?? 0)}</Typography.Text>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      <Typography.Text strong>{dinero(totales.saldo ?? 0)}</Typography.Text>
                    </Table.Summary.Cell>
                  </>
                ) : null}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Fila> | undefined;
          const campo = typeof s?.field === 'string' ? (s.field as Columna) : undefined;
          setOrden(campo && s?.order ? (s.order === 'descend' ? `-${campo}` : campo) : undefined);
          alInicio();
        }}
        pagination={paginacion(total)}
      />
    </>
  );
}
