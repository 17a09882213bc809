// Contáctenos: lista de hilos de mensajes (SPEC 2.18). Un afiliado ve los suyos (filtro Todos); un
// superadmin, los de todos con foto y afiliado (filtro Abiertos) e 'Importar desde correo'. Filtro, orden
// y página del servidor en la URL (Atrás vuelve a la misma vista); un clic en la fila (o en el asunto)
// abre el hilo. En un teléfono, una tarjeta por hilo con su estado arriba; los hilos que el fondo
// respondió desde la última vez que el afiliado los abrió llevan 'Respuesta nueva'.
import { CloudDownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Flex, Segmented, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { ReactElement } from 'react';
import { formatoFecha, iniciales, type ColumnaMensajes, type EstadoMensaje, type Mensaje } from '@fondo/contrato';
import { esSuperadmin, useSesion, Link, useNavigate } from '@fondo/runtime';
import {
  EncabezadoPagina,
  EtiquetaEstado,
  ListaAdaptable,
  useEstadoDeLista,
  useListaUrl,
  useTitulo,
  type DefinicionListaUrl,
} from '@fondo/ui';
import { useImagen } from '@fondo/ui/archivos';
import { useIdsConNovedad } from '@fondo/ui/novedades';
import { useImportarCorreo, useMensajes } from '../../api/consultas';
import type { FiltroEstadoMensajes } from '../../api/mensajes';
import { EstadoTag } from '../../componentes/estado-tag';

export const VACIO_MENSAJES = 'No se han encontrado mensajes';

const FILTROS: { value: FiltroEstadoMensajes; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'abiertos', label: 'Abiertos' },
  { value: 'cerrados', label: 'Cerrados' },
];

/** Columnas que la lista ordena (las de la lista blanca de la API que se muestran). */
const ORDENABLES = [
  'afiliado_nombre',
  'asunto',
  'creado',
  'estado',
  'ultima_actualizacion',
] as const satisfies readonly ColumnaMensajes[];

type Filtros = { estado: FiltroEstadoMensajes };

/** SPEC 9: Abiertos por defecto para el superadmin, Todos para el afiliado. */
const definicion = (admin: boolean): DefinicionListaUrl<Filtros, ColumnaMensajes> => ({
  filtros: { estado: { porDefecto: admin ? 'abiertos' : 'todos', validos: FILTROS.map((f) => f.value) } },
  columnas: ORDENABLES,
  ordenPorDefecto: '-ultima_actualizacion',
});
const DEFINICION_ADMIN = definicion(true);
const DEFINICION_AFILIADO = definicion(false);

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
  const lista = useListaUrl(admin ? DEFINICION_ADMIN : DEFINICION_AFILIADO);
  const { estado } = lista.filtros;
  const consulta = useMensajes({ estado, pagina: lista.pagina, tamano: lista.tamano, orden: lista.orden });
  const importar = useImportarCorreo();
  // los hilos que el fondo respondió desde la última vez que el afiliado los abrió
  const conNovedad = useIdsConNovedad('mensaje', !admin);
  const desde = useEstadoDeLista();
  const total = consulta.data?.total ?? 0;
  const ordenable = (campo: ColumnaMensajes) => ({ sorter: true, sortOrder: lista.ordenDe(campo) });
  const estadoDe = (m: Mensaje) => (
    <Flex gap={6} wrap>
      <EstadoTag estado={m.estado} />
      {conNovedad.has(m.id_mensaje) ? <EtiquetaEstado tono="nuevo">Respuesta nueva</EtiquetaEstado> : null}
    </Flex>
  );

  const columnas: ColumnsType<Mensaje> = [
    ...(admin
      ? [
          { title: 'Foto', key: 'foto', width: 56, render: (_v: unknown, m: Mensaje) => <FotoAfiliado m={m} /> },
          { title: 'Afiliado', dataIndex: 'afiliado_nombre', ...ordenable('afiliado_nombre') },
        ]
      : []),
    {
      title: 'Asunto',
      dataIndex: 'asunto',
      ...ordenable('asunto'),
      // texto plano (React lo escapa); el enlace deja abrir el hilo con el teclado
      render: (v: string, m) => (
        <Link to={`/mensaje/${m.id_mensaje}`} state={desde} onClick={(e) => e.stopPropagation()}>
          {v}
        </Link>
      ),
    },
    { title: 'Creado', dataIndex: 'creado', ...ordenable('creado'), render: (v: string) => formatoFecha(v) },
    { title: 'Estado', dataIndex: 'estado', ...ordenable('estado'), render: (_v: EstadoMensaje, m) => estadoDe(m) },
    {
      title: 'Última actualización',
      dataIndex: 'ultima_actualizacion',
      ...ordenable('ultima_actualizacion'),
      render: (v: string) => formatoFecha(v),
    },
    { title: 'Actualizado por', dataIndex: 'actualizado_por', render: (v: string | null) => v ?? '' },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo="Contáctenos"
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/mensaje/nuevo')}>
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
          onChange={(v) => lista.cambiar({ estado: v })}
        />
        <Typography.Text>{total === 1 ? '1 mensaje' : `${total} mensajes`}</Typography.Text>
      </Flex>
      <ListaAdaptable<Mensaje>
        etiqueta="Mensajes"
        rowKey="id_mensaje"
        size="small"
        loading={consulta.isFetching}
        filas={consulta.data?.filas ?? []}
        columnas={columnas}
        scroll={{ x: 'max-content' }}
        vacio={<Typography.Text>{VACIO_MENSAJES}</Typography.Text>}
        onRow={(m) => ({
          onClick: () => void navigate(`/mensaje/${m.id_mensaje}`, { state: desde }),
          style: { cursor: 'pointer' },
        })}
        onChange={lista.alCambiarTabla}
        paginacion={lista.paginacion(total)}
        orden={{ valor: lista.orden, alCambiar: (o) => lista.cambiar({ orden: o as ColumnaMensajes | null }) }}
        tarjeta={{
          estado: estadoDe,
          titulo: (m) => m.asunto,
          datos: admin
            ? ['afiliado_nombre', 'creado', 'ultima_actualizacion', 'actualizado_por']
            : ['creado', 'ultima_actualizacion', 'actualizado_por'],
          abrir: (m) => ({ ruta: `/mensaje/${m.id_mensaje}` }),
        }}
      />
    </>
  );
}
