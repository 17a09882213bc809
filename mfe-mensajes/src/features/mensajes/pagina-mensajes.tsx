// Contáctenos: lista de hilos de mensajes (SPEC 2.18). Un afiliado ve los suyos (filtro Todos); un
// superadmin, los de todos con foto y afiliado (filtro Abiertos) e 'Importar desde correo'. Paginación
// del servidor (convención de listas); un clic en la fila (o en el asunto) abre el hilo.
import { CloudDownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactElement } from 'react';
import { formatoFecha, iniciales, type EstadoMensaje, type Mensaje } from '@fondo/contrato';
import { esSuperadmin, useSesion, Link, useNavigate } from '@fondo/runtime';
import { EncabezadoPagina, useTitulo, usePaginacion } from '@fondo/ui';
import { useImagen } from '@fondo/ui/archivos';
import { useImportarCorreo, useMensajes } from '../../api/consultas';
import type { FiltroEstadoMensajes } from '../../api/mensajes';
import { EstadoTag } from '../../componentes/estado-tag';

export const VACIO_MENSAJES = 'No se han encontrado mensajes';

const FILTROS: { value: FiltroEstadoMensajes; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'abiertos', label: 'Abiertos' },
  { value: 'cerrados', label: 'Cerrados' },
];

/** El nombre del afiliado partido en nombres y apellidos solo para sus iniciales. */
function inicialesDe(nombre: string): string {
  const [primero = '', ...resto] = nombre.trim().split(/\s+/);
  return iniciales({ nombres: primero, apellidos: resto.length > 1 ? resto.slice(-2).join(' ') : resto.join(' ') });
}

function FotoAfiliado({ m }: { m: Mensaje }): ReactElement {
  const url = useImagen(m.afiliado_foto);
  return (
    <Avatar src={url} alt={`Foto de ${m.afiliado_nombre}`} style={{ background: '#2a7f50' }}>
      {inicialesDe(m.afiliado_nombre)}
    </Avatar>
  );
}

export function PaginaMensajes(): ReactElement {
  useTitulo('Contáctenos');
  const superadmin = useSesion((s) => esSuperadmin(s));
  // una key por rol: el filtro por defecto es el de ese rol
  return <Lista key={superadmin ? 'admin' : 'user'} admin={superadmin} />;
}

function Lista({ admin }: { admin: boolean }): ReactElement {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<FiltroEstadoMensajes>(admin ? 'abiertos' : 'todos');
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const consulta = useMensajes({ estado, pagina, tamano });
  const importar = useImportarCorreo();
  const total = consulta.data?.total ?? 0;

  const columnas: ColumnsType<Mensaje> = [
    ...(admin
      ? [
          { title: 'Foto', key: 'foto', width: 56, render: (_v: unknown, m: Mensaje) => <FotoAfiliado m={m} /> },
          { title: 'Afiliado', dataIndex: 'afiliado_nombre' },
        ]
      : []),
    {
      title: 'Asunto',
      dataIndex: 'asunto',
      // texto plano (React lo escapa); el enlace deja abrir el hilo con el teclado
      render: (v: string, m) => (
        <Link to={`/mensaje/${m.id_mensaje}`} onClick={(e) => e.stopPropagation()}>
          {v}
        </Link>
      ),
    },
    { title: 'Creado', dataIndex: 'creado', render: (v: string) => formatoFecha(v) },
    { title: 'Estado', dataIndex: 'estado', render: (v: EstadoMensaje) => <EstadoTag estado={v} /> },
    { title: 'Última actualización', dataIndex: 'ultima_actualizacion', render: (v: string) => formatoFecha(v) },
    { title: 'Actualizado por', dataIndex: 'actualizado_por', render: (v: string | null) => v ?? '' },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo="Contáctenos"
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/mensaje/nuevo')}>
              Crear Mensaje
            </Button>
            <Button icon={<ReloadOutlined />} loading={consulta.isFetching} onClick={() => void consulta.refetch()}>
              Actualizar
            </Button>
            {admin ? (
              <Button icon={<CloudDownloadOutlined />} loading={importar.isPending} onClick={() => importar.mutate()}>
                Importar desde correo
              </Button>
            ) : null}
          </>
        }
      />
      {importar.data ? (
        <Alert
          type="info"
          showIcon
          closable={{ 'aria-label': 'Cerrar el resultado de la importación', onClose: () => importar.reset() }}
          title="Importar desde correo"
          description={<span role="status">{importar.data.mensaje}</span>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<FiltroEstadoMensajes>
          aria-label="Estado"
          value={estado}
          options={FILTROS}
          onChange={(v) => {
            setEstado(v);
            alInicio();
          }}
        />
        <Typography.Text>
          {total === 1 ? '1 mensaje' : `${total} mensajes`}
        </Typography.Text>
      </Flex>
      <Table<Mensaje>
        rowKey="id_mensaje"
        size="small"
        loading={consulta.isFetching}
        dataSource={consulta.data?.filas ?? []}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{VACIO_MENSAJES}</Typography.Text> }}
        onRow={(m) => ({ onClick: () => navigate(`/mensaje/${m.id_mensaje}`), style: { cursor: 'pointer' } })}
        pagination={paginacion(total)}
      />
    </>
  );
}
