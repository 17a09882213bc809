// Auditoría (issue 10, más allá de SPEC): quién hizo qué, cuándo y sobre qué afiliado (ingresos como otro
// afiliado, importaciones, eliminaciones, revisiones, bienvenidas...), filtrable por acción y por fechas.
import { DatePicker, Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactElement } from 'react';
import type { ColumnaAuditoria, FilaAuditoria } from '@fondo/contrato';
import type { SorterResult } from 'antd/es/table/interface';
import { useSearchParams } from '@fondo/runtime';
import { EncabezadoPagina, useTitulo, usePaginacion } from '@fondo/ui';
import { useAuditoria } from '../../api/consultas';
import { Contador } from '../../componentes/contador';

export const VACIO_AUDITORIA = 'No se han encontrado registros de auditoría';

/** Las acciones que registra la API, con su nombre en español. */
export const ACCIONES: Record<string, string> = {
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
  impersonacion_token: 'Enlace para abrir como afiliado',
  impersonacion: 'Ingreso como afiliado',
  fin_impersonacion: 'Fin del ingreso como afiliado',
  importacion: 'Importación',
  afiliado_creado: 'Afiliado creado',
  afiliado_actualizado: 'Afiliado editado',
  afiliado_eliminado: 'Afiliado eliminado',
  bienvenida: 'Correo de bienvenida',
  cambio_clave: 'Cambio de clave',
  solicitud_reestablecer_clave: 'Pedido de restablecer clave',
  reestablecer_clave: 'Clave restablecida',
  revision_solicitud_credito: 'Revisión de solicitud de crédito',
  solicitud_credito_eliminada: 'Solicitud de crédito eliminada',
  tipo_credito_creado: 'Tipo de crédito creado',
  tipo_credito_actualizado: 'Tipo de crédito editado',
  tipo_credito_eliminado: 'Tipo de crédito eliminado',
  mensaje_eliminado: 'Mensaje eliminado',
  mensajes_importados: 'Mensajes importados del correo',
};

const OPCIONES = [
  { value: '', label: 'Todas las acciones' },
  ...Object.entries(ACCIONES)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es')),
];

const FORMATO_DIA = 'YYYY-MM-DD';

/** El detalle como texto corto: clave: valor, separados por punto y coma. */
export function textoDetalle(d: FilaAuditoria['detalle']): string {
  if (!d) return '';
  return Object.entries(d)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join('; ');
}

export function PaginaAuditoria(): ReactElement {
  useTitulo('Auditoría');
  const [params] = useSearchParams();
  const [accion, setAccion] = useState(params.get('accion') ?? '');
  const [desde, setDesde] = useState<Dayjs | null>(null);
  const [hasta, setHasta] = useState<Dayjs | null>(null);
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const [orden, setOrden] = useState<ColumnaAuditoria | `-${ColumnaAuditoria}` | undefined>(undefined);
  const consulta = useAuditoria({
    accion,
    desde: desde ? desde.format(FORMATO_DIA) : '',
    hasta: hasta ? hasta.format(FORMATO_DIA) : '',
    pagina,
    tamano,
    orden,
  });
  const total = consulta.data?.total ?? 0;

  const columnas: ColumnsType<FilaAuditoria> = [
    {
      title: 'Fecha',
      dataIndex: 'fecha',
      sorter: true,
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (v: string) => dayjs(v).format('DD/MM/YY HH:mm'),
    },
    { title: 'Acción', dataIndex: 'accion', sorter: true, render: (v: string) => ACCIONES[v] ?? v },
    { title: 'Quién', dataIndex: 'actor_nombre', render: (v: string | null) => v ?? '' },
    { title: 'Afiliado', dataIndex: 'afiliado_nombre', render: (v: string | null) => v ?? '' },
    {
      title: 'Detalle',
      dataIndex: 'detalle',
      render: (v: FilaAuditoria['detalle']) => (
        <Typography.Text style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>{textoDetalle(v)}</Typography.Text>
      ),
    },
    { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '' },
  ];

  return (
    <>
      <EncabezadoPagina titulo="Auditoría" />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="Acción"
          style={{ minWidth: 220 }}
          value={accion}
          options={OPCIONES}
          virtual={false}
          listHeight={320}
          onChange={(v) => {
            setAccion(v);
            alInicio();
          }}
        />
        <DatePicker
          aria-label="Desde"
          placeholder="Desde"
          format="DD/MM/YYYY"
          value={desde}
          onChange={(d: Dayjs | null) => {
            setDesde(d);
            alInicio();
          }}
        />
        <DatePicker
          aria-label="Hasta"
          placeholder="Hasta"
          format="DD/MM/YYYY"
          value={hasta}
          onChange={(d: Dayjs | null) => {
            setHasta(d);
            alInicio();
          }}
        />
        <Contador etiqueta="Registros" total={total} />
      </Flex>
      <Table<FilaAuditoria>
        rowKey="id_auditoria"
        size="small"
        loading={consulta.isFetching}
        dataSource={consulta.data?.filas ?? []}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{VACIO_AUDITORIA}</Typography.Text> }}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<FilaAuditoria> | undefined;
          const campo = typeof s?.field === 'string' ? (s.field as ColumnaAuditoria) : undefined;
          setOrden(campo && s?.order ? (s.order === 'descend' ? `-${campo}` : campo) : undefined);
          alInicio();
        }}
        pagination={paginacion(total)}
      />
    </>
  );
}
