// Aportes y Créditos por corte (SPEC 2.14): el corte (el más reciente preseleccionado), filtro de texto,
// contador, filas (nombre, documento, tipo, total; créditos con cuota, valor y saldo: su 'total' es el valor
// de la cuota) y la fila de totales que calcula la base sobre todo el filtro; paginación y orden del
// servidor; descarga .xlsx de la vista. Corte, filtro, orden y página en la URL; en un
// teléfono, una tarjeta por fila con los totales arriba.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Input, Select, Table, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { ReactElement } from 'react';
import {
  formatoFecha,
  type ColumnaAportesCorte,
  type ColumnaCreditosCorte,
  type FilaAporteAdmin,
  type FilaCreditoAdmin,
} from '@fondo/contrato';
import {
  Dinero,
  EncabezadoPagina,
  EtiquetaEstado,
  ListaAdaptable,
  renderDinero,
  useListaUrl,
  useManejarError,
  useTitulo,
  type DefinicionListaUrl,
  useAppFondo,
} from '@fondo/ui';
import { descargarVistaCorte, type VistaCorte } from '../../api/admin';
import { useAportesCorte, useCortes, useCreditosCorte } from '../../api/consultas';
import { Contador } from '../../componentes/contador';

export const VACIO_CORTE = 'No se han encontrado registros';

type Fila = FilaAporteAdmin | FilaCreditoAdmin;
type Columna = ColumnaAportesCorte | ColumnaCreditosCorte;
type Filtros = { corte: string; texto: string };

/** corte: el id elegido ('' = el más reciente). */
const definicion = (columnas: readonly Columna[]): DefinicionListaUrl<Filtros, Columna> => ({
  filtros: { corte: { porDefecto: '' }, texto: { porDefecto: '' } },
  columnas,
});
const DEFINICIONES: Record<VistaCorte, DefinicionListaUrl<Filtros, Columna>> = {
  aportes: definicion(['nombre', 'documento', 'tipo', 'total']),
  creditos: definicion(['nombre', 'documento', 'tipo', 'total', 'valor_credito', 'saldo']),
};

export function PaginaAportes(): ReactElement {
  useTitulo('Aportes');
  return <Vista vista="aportes" />;
}

export function PaginaCreditos(): ReactElement {
  useTitulo('Créditos');
  return <Vista vista="creditos" />;
}

function Vista({ vista }: { vista: VistaCorte }): ReactElement {
  const { message } = useAppFondo();
  const manejarError = useManejarError();
  const cortes = useCortes();
  const lista = useListaUrl(DEFINICIONES[vista]);
  const { texto } = lista.filtros;
  const { pagina, tamano, orden } = lista;
  // el de la URL si existe; si no, el más reciente (la API los da del más reciente al más antiguo)
  const elegido = cortes.data?.find((c) => String(c.id_corte) === lista.filtros.corte)?.id_corte;
  const idCorte = elegido ?? cortes.data?.[0]?.id_corte ?? null;
  const filtro = { texto, pagina, tamano, orden };
  const aportes = useAportesCorte(
    vista === 'aportes' ? idCorte : null,
    filtro as Parameters<typeof useAportesCorte>[1],
  );
  const creditos = useCreditosCorte(vista === 'creditos' ? idCorte : null, filtro);
  const consulta = vista === 'aportes' ? aportes : creditos;
  const datos = consulta.data;
  const total = datos?.total ?? 0;
  // aportes: solo el total; créditos: también valor y saldo
  const totales: { total: number; valor_credito?: number; saldo?: number } | undefined = datos?.totales;

  const ordenable = (campo: Columna) => ({ sorter: true, sortOrder: lista.ordenDe(campo) });
  const columnas: ColumnsType<Fila> = [
    { title: 'Nombre', dataIndex: 'nombre', ...ordenable('nombre') },
    { title: 'Documento', dataIndex: 'documento', ...ordenable('documento') },
    { title: 'Tipo', dataIndex: 'tipo', ...ordenable('tipo') },
    // en créditos, 'total' es el valor de la cuota (SPEC 2.14; así lo dice también la descarga)
    {
      title: vista === 'creditos' ? 'Cuota' : 'Total',
      dataIndex: 'total',
      align: 'right',
      ...ordenable('total'),
      render: renderDinero,
    },
    ...(vista === 'creditos'
      ? ([
          {
            title: 'Valor',
            dataIndex: 'valor_credito',
            align: 'right',
            ...ordenable('valor_credito'),
            render: renderDinero,
          },
          { title: 'Saldo', dataIndex: 'saldo', align: 'right', ...ordenable('saldo'), render: renderDinero },
        ] as ColumnsType<Fila>)
      : []),
  ];

  /** Los totales de todo el filtro sobre las tarjetas del teléfono. */
  const resumen =
    totales && total > 0 ? (
      <Card size="small" title="Totales" style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={vista === 'creditos' ? 'Cuota' : 'Total'}>
            <Dinero valor={totales.total} />
          </Descriptions.Item>
          {vista === 'creditos' ? (
            <>
              <Descriptions.Item label="Valor">
                <Dinero valor={totales.valor_credito ?? 0} />
              </Descriptions.Item>
              <Descriptions.Item label="Saldo">
                <Dinero valor={totales.saldo ?? 0} />
              </Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      </Card>
    ) : null;

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
            onChange={(v) => lista.cambiar({ corte: String(v) })}
          />
        </Flex>
        <Input.Search
          // la key vuelve a leer la URL cuando cambia (Atrás)
          key={texto}
          aria-label={`Buscar en ${titulo.toLowerCase()}`}
          placeholder="Nombre, documento o tipo"
          allowClear
          defaultValue={texto}
          style={{ maxWidth: 280 }}
          onSearch={(v) => lista.cambiar({ texto: v.trim() })}
        />
        <Contador etiqueta="Registros" total={total} />
      </Flex>
      <ListaAdaptable<Fila>
        etiqueta={titulo}
        rowKey={(f) => ('id_credito' in f ? f.id_credito : f.id_aporte)}
        size="small"
        loading={consulta.isFetching || cortes.isLoading}
        filas={datos?.filas ?? []}
        columnas={columnas}
        scroll={{ x: 'max-content' }}
        vacio={<Typography.Text>{VACIO_CORTE}</Typography.Text>}
        resumen={resumen}
        orden={{ valor: orden, alCambiar: (o) => lista.cambiar({ orden: o as Columna | null }) }}
        tarjeta={{
          estado: (f) => <EtiquetaEstado tono="neutro">{f.tipo}</EtiquetaEstado>,
          titulo: (f) => f.nombre,
          datos: vista === 'creditos' ? ['documento', 'total', 'valor_credito', 'saldo'] : ['documento', 'total'],
        }}
        summary={() =>
          totales && total > 0 ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>Totales</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong>
                    <Dinero valor={totales.total} />
                  </Typography.Text>
                </Table.Summary.Cell>
                {vista === 'creditos' ? (
                  <>
                    <Table.Summary.Cell index={4} align="right">
                      <Typography.Text strong>
                        <Dinero valor={totales.valor_credito ?? 0} />
                      </Typography.Text>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={5} align="right">
                      <Typography.Text strong>
                        <Dinero valor={totales.saldo ?? 0} />
                      </Typography.Text>
                    </Table.Summary.Cell>
                  </>
                ) : null}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
        onChange={lista.alCambiarTabla}
        paginacion={lista.paginacion(total)}
      />
    </>
  );
}
