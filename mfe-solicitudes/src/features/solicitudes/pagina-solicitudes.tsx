// Lista de solicitudes de crédito (SPEC 2.11): modo user (las propias) o admin (todas, solo superadmin;
// un afiliado en /solicitudes-credito/admin ve el modo user). Filtros de estado y nombre, paginación del
// servidor (convención de listas), contador, enlace a cada una, borrar (admin) y 'Radicar Solicitud' (user).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Badge, Button, Flex, Input, Popconfirm, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactElement } from 'react';
import {
  formatoDinero,
  formatoFecha,
  type FiltroEstadoSolicitud,
  type SolicitudCredito,
} from '@fondo/contrato';
import { esSuperadmin, useSesion, Link, useNavigate, useParams } from '@fondo/runtime';
import { EncabezadoPagina, useTitulo, usePaginacion } from '@fondo/ui';
import { useEliminarSolicitud, useSolicitudes } from '../../api/consultas';

export const VACIO_SOLICITUDES = 'No se han encontrado solicitudes de crédito';

const FILTROS: { value: FiltroEstadoSolicitud; label: string }[] = [
  { value: 'TODAS', label: 'Todas' },
  { value: 'PENDIENTE', label: 'Pendientes' },
  { value: 'APROBADA', label: 'Aprobadas' },
  { value: 'NO APROBADA', label: 'No Aprobadas' },
];

const si = (v: boolean) => (v ? 'SI' : '');

export function PaginaSolicitudes(): ReactElement {
  useTitulo('Solicitudes de crédito');
  const { mode } = useParams();
  const superadmin = useSesion((s) => esSuperadmin(s));
  const admin = mode === 'admin' && superadmin;
  // Una key por modo: al pasar de user a admin (o al revés) los filtros vuelven a los de ese modo.
  return <Lista key={admin ? 'admin' : 'user'} admin={admin} />;
}

function Lista({ admin }: { admin: boolean }): ReactElement {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [estado, setEstado] = useState<FiltroEstadoSolicitud>(admin ? 'PENDIENTE' : 'TODAS');
  const [texto, setTexto] = useState('');
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const consulta = useSolicitudes(admin, { estado, texto, pagina, tamano });
  const eliminar = useEliminarSolicitud();
  const total = consulta.data?.total ?? 0;

  async function borrar(id: number): Promise<void> {
    try {
      await eliminar.mutateAsync(id);
      void message.success('Solicitud eliminada');
    } catch {
      // el diálogo 'Error' (con el texto del servidor) lo muestra la política de consultas; la lista queda
    }
  }

  const columnas: ColumnsType<SolicitudCredito> = [
    { title: 'Fecha', dataIndex: 'fecha', render: (v: string) => formatoFecha(v) },
    ...(admin ? [{ title: 'Nombre', dataIndex: 'afiliado_nombre' }] : []),
    { title: 'Tipo', dataIndex: 'tipo_credito_nombre' },
    { title: 'Valor', dataIndex: 'valor', align: 'right', render: (v: number) => formatoDinero(v) },
    { title: 'Cuotas', dataIndex: 'cuotas', align: 'right' },
    { title: 'Estado', dataIndex: 'estado' },
    { title: 'Desc. ahorro', dataIndex: 'descuento_ahorro', render: si },
    { title: 'Desc. prima', dataIndex: 'descuento_prima', render: si },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_v, s) => (
        <Flex gap={4}>
          <Link to={`/solicitud-credito/${s.id_solicitud}`} aria-label={`Ver la solicitud del ${formatoFecha(s.fecha)}`}>
            <EditOutlined /> Ver
          </Link>
          {admin ? (
            <Popconfirm
              title="¿Eliminar la solicitud?"
              okText="Eliminar"
              cancelText="Cancelar"
              onConfirm={() => borrar(s.id_solicitud)}
            >
              {/* sin `danger`: el rojo de antd no alcanza el contraste 4.5:1 sobre blanco */}
              <Button type="link" size="small" icon={<DeleteOutlined />}>
                Eliminar
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo={admin ? 'Solicitudes de crédito (administración)' : 'Mis solicitudes de crédito'}
        extra={
          admin ? null : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/solicitud-credito')}>
              Radicar Solicitud
            </Button>
          )
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<FiltroEstadoSolicitud>
          aria-label="Estado"
          style={{ minWidth: 160 }}
          value={estado}
          options={FILTROS}
          onChange={(v) => {
            setEstado(v);
            alInicio();
          }}
        />
        <Input.Search
          aria-label="Buscar por nombre"
          placeholder="Buscar por nombre"
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(v) => {
            setTexto(v);
            alInicio();
          }}
        />
        <Typography.Text>
          Solicitudes <Badge count={total} showZero overflowCount={99999} color="#1f6f8b" aria-label={`${total} solicitudes`} />
        </Typography.Text>
      </Flex>
      <Table<SolicitudCredito>
        rowKey="id_solicitud"
        size="small"
        loading={consulta.isFetching}
        dataSource={consulta.data?.filas ?? []}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{VACIO_SOLICITUDES}</Typography.Text> }}
        pagination={paginacion(total)}
      />
    </>
  );
}
