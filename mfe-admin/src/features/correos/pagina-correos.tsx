// Correos (más allá de SPEC): el buzón de salida. El superadmin ve los correos que no
// han salido (pendientes, con su próximo intento, y fallidos, con su último error), los enviados, y los
// reintenta uno a uno o todos los fallidos. En el teléfono, una tarjeta por correo con su estado arriba.
import { RedoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Input, List, Select, Table, Tag, Typography } from 'antd';
import type { PaginationProps } from 'antd';
import type { TableColumnsType as ColumnsType, TablePaginationConfig } from 'antd';
import { useState, type ReactElement } from 'react';
import {
  ESTADOS_CORREO,
  FILTROS_ESTADO_CORREO,
  formatoFechaHora,
  MOTIVOS_CORREO,
  type ColumnaCorreos,
  type EstadoCorreo,
  type FilaCorreo,
  type FiltroEstadoCorreo,
  type Orden,
} from '@fondo/contrato';
import { useSearchParams } from '@fondo/runtime';
import {
  cantidad,
  EncabezadoPagina,
  ordenDeSorter,
  useTitulo,
  usePaginacion,
  trasMutacion,
  useAppFondo,
} from '@fondo/ui';
import { useCorreos, useReintentar, useResumenCorreos } from '../../api/consultas-correos';
import { Contador } from '../../componentes/contador';

/** Columnas que se ordenan desde la cabecera. */
const ORDENABLES: readonly ColumnaCorreos[] = ['creado'];

export const VACIO_CORREOS = 'No hay correos con este filtro';

/** Colores de la etiqueta de estado con contraste AA (texto oscuro de cada gama de antd sobre su fondo). */
const COLOR_ESTADO: Record<EstadoCorreo, { color: string; background: string; borderColor: string }> = {
  pendiente: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  enviando: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  enviado: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  fallido: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
};

const esFiltro = (v: string | null): v is FiltroEstadoCorreo => FILTROS_ESTADO_CORREO.some((f) => f.valor === v);
const fechaHora = formatoFechaHora;
export const motivo = (m: string) => MOTIVOS_CORREO[m as keyof typeof MOTIVOS_CORREO] ?? m;

export const intentos = (n: number) => (n === 1 ? '1 intento' : `${n} intentos`);

/** 'Próximo intento 24/11/26 10:32', 'Enviado 24/11/26 10:30', 'Sin más intentos 24/11/26 10:30'. */
export function cuando(c: FilaCorreo): string {
  if (c.estado === 'pendiente') return c.proximo_intento ? `Próximo intento ${fechaHora(c.proximo_intento)}` : '';
  if (c.estado === 'enviado') return `Enviado ${fechaHora(c.terminado)}`;
  if (c.estado === 'fallido') return `Sin más intentos desde ${fechaHora(c.terminado)}`;
  return 'Enviándose ahora';
}

/** La paginación de la tabla, para la lista de tarjetas del teléfono. */
function paginaDeLista(p: TablePaginationConfig): PaginationProps {
  return {
    current: p.current,
    pageSize: p.pageSize,
    total: p.total,
    hideOnSinglePage: p.hideOnSinglePage,
    onChange: p.onChange,
    size: 'small',
    align: 'center',
  };
}

function EstadoCorreoTag({ estado }: { estado: EstadoCorreo }): ReactElement {
  return <Tag style={COLOR_ESTADO[estado]}>{ESTADOS_CORREO[estado]}</Tag>;
}

export function PaginaCorreos(): ReactElement {
  useTitulo('Correos');
  const { message } = useAppFondo();
  const telefono = Grid.useBreakpoint().md === false;
  const [params] = useSearchParams();
  const inicial = params.get('estado');
  const [estado, setEstado] = useState<FiltroEstadoCorreo>(esFiltro(inicial) ? inicial : 'sin_enviar');
  const [texto, setTexto] = useState('');
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const [orden, setOrden] = useState<Orden<ColumnaCorreos> | undefined>(undefined);
  const consulta = useCorreos({ estado, texto, pagina, tamano, orden });
  const resumen = useResumenCorreos();
  const reintentar = useReintentar();
  const total = consulta.data?.total ?? 0;
  const fallidos = resumen.data?.fallidos ?? 0;

  async function otraVez(id: number | null): Promise<void> {
    const resultado = await trasMutacion(reintentar.mutateAsync(id));
    // el diálogo 'Error' (SPEC 8) muestra el texto del servidor
    if (!resultado.ok) return;
    const r = resultado.valor;
    void message.success(r.mensaje);
  }

  const boton = (c: FilaCorreo) =>
    c.estado === 'pendiente' || c.estado === 'fallido' ? (
      <Button
        size="small"
        icon={<RedoOutlined />}
        aria-label={`Reintentar el correo a ${c.para}`}
        loading={reintentar.isPending && reintentar.variables === c.id_correo}
        onClick={() => void otraVez(c.id_correo)}
      >
        Reintentar
      </Button>
    ) : null;

  const columnas: ColumnsType<FilaCorreo> = [
    {
      title: 'Creado',
      dataIndex: 'creado',
      sorter: true,
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: fechaHora,
    },
    {
      title: 'Correo',
      key: 'correo',
      render: (_v, c) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          <Typography.Text strong style={{ whiteSpace: 'normal' }}>
            {c.asunto}
          </Typography.Text>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{c.para}</Typography.Text>
          <Typography.Text type="secondary">{motivo(c.motivo)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      sorter: true,
      render: (_v, c) => (
        <Flex vertical align="flex-start" gap={2}>
          <EstadoCorreoTag estado={c.estado} />
          <Typography.Text type="secondary">{cuando(c)}</Typography.Text>
          <Typography.Text type="secondary">{intentos(c.intentos)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Último error',
      dataIndex: 'ultimo_error',
      render: (v: string | null) => (
        <Typography.Text type="danger" style={{ display: 'inline-block', maxWidth: 320, whiteSpace: 'normal' }}>
          {v ?? ''}
        </Typography.Text>
      ),
    },
    { title: 'Acciones', key: 'acciones', render: (_v, c) => boton(c) },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo="Correos"
        extra={
          <Button
            icon={<RedoOutlined />}
            disabled={fallidos === 0}
            loading={reintentar.isPending && reintentar.variables === null}
            onClick={() => void otraVez(null)}
          >
            Reintentar fallidos{fallidos > 0 ? ` (${fallidos})` : ''}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        Cada correo queda aquí en cuanto la acción que lo causa se guarda, y el portal lo envía con reintentos. Los
        enviados se conservan 30 días, sin su texto.
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar correo"
          placeholder="Destinatario o asunto"
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setTexto(v);
            alInicio();
          }}
        />
        <Flex gap={6} align="center">
          <Typography.Text id="filtro-estado-correo">Estado</Typography.Text>
          <Select<FiltroEstadoCorreo>
            aria-labelledby="filtro-estado-correo"
            style={{ minWidth: 140 }}
            value={estado}
            options={FILTROS_ESTADO_CORREO.map((f) => ({ value: f.valor, label: f.etiqueta }))}
            onChange={(v) => {
              setEstado(v);
              alInicio();
            }}
          />
        </Flex>
        <Contador etiqueta="Correos" total={total} />
      </Flex>
      {telefono ? (
        <List<FilaCorreo>
          loading={consulta.isFetching && !consulta.data}
          dataSource={consulta.data?.filas ?? []}
          locale={{ emptyText: <Typography.Text>{VACIO_CORREOS}</Typography.Text> }}
          pagination={paginaDeLista(paginacion(total))}
          renderItem={(c) => (
            <List.Item style={{ padding: '6px 0', border: 'none' }}>
              <Card size="small" style={{ width: '100%' }} aria-label={`Correo a ${c.para}`}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <EstadoCorreoTag estado={c.estado} />
                  <Typography.Text type="secondary">{fechaHora(c.creado)}</Typography.Text>
                </Flex>
                <Typography.Paragraph strong style={{ margin: '8px 0 2px', wordBreak: 'break-word' }}>
                  {c.asunto}
                </Typography.Paragraph>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{c.para}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {motivo(c.motivo)} · {intentos(c.intentos)}
                  </Typography.Text>
                </div>
                <div>
                  <Typography.Text type="secondary">{cuando(c)}</Typography.Text>
                </div>
                {c.ultimo_error ? (
                  <Typography.Paragraph type="danger" style={{ margin: '6px 0 0', wordBreak: 'break-word' }}>
                    {c.ultimo_error}
                  </Typography.Paragraph>
                ) : null}
                {boton(c) ? <div style={{ marginTop: 8 }}>{boton(c)}</div> : null}
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<FilaCorreo>
          rowKey="id_correo"
          size="small"
          loading={consulta.isFetching && !consulta.data}
          dataSource={consulta.data?.filas ?? []}
          columns={columnas}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Typography.Text>{VACIO_CORREOS}</Typography.Text> }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            setOrden(ordenDeSorter(sorter, ORDENABLES) ?? undefined);
            alInicio();
          }}
          pagination={paginacion(total, { showTotal: (t) => cantidad(t, 'correo', 'correos') })}
        />
      )}
    </>
  );
}
