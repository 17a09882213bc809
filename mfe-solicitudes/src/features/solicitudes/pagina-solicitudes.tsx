// Lista de solicitudes de crédito (SPEC 2.11): modo user (las propias) o admin (todas, solo superadmin;
// un afiliado en /solicitudes-credito/admin ve el modo user). Filtro de estado (y de nombre en modo admin),
// orden y página del servidor, en la URL (Atrás vuelve a la misma vista); contador, enlace a cada una,
// borrar (admin) y 'Radicar Solicitud' (user). En un teléfono, una tarjeta por solicitud con su estado
// arriba; las que el fondo revisó desde la última vez que el afiliado las abrió llevan 'Novedad'.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Popconfirm, Select, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import type { ReactElement } from 'react';
import {
  formatoFecha,
  type ColumnaSolicitudes,
  type FiltroEstadoSolicitud,
  type SolicitudCredito,
} from '@fondo/contrato';
import { esSuperadmin, useSesion, Link, useNavigate, useParams } from '@fondo/runtime';
import {
  cantidad,
  EncabezadoPagina,
  ListaAdaptable,
  renderDinero,
  useListaUrl,
  useTitulo,
  type DefinicionListaUrl,
  trasMutacion,
  useAppFondo,
} from '@fondo/ui';
import { useIdsConNovedad } from '@fondo/ui/novedades';
import { useEliminarSolicitud, useSolicitudes } from '../../api/consultas';
import { EstadoSolicitudTag, NovedadTag } from '../../componentes/estado-solicitud';

export const VACIO_SOLICITUDES = 'No se han encontrado solicitudes de crédito';

const FILTROS: { value: FiltroEstadoSolicitud; label: string }[] = [
  { value: 'TODAS', label: 'Todas' },
  { value: 'PENDIENTE', label: 'Pendientes' },
  { value: 'APROBADA', label: 'Aprobadas' },
  { value: 'NO APROBADA', label: 'No Aprobadas' },
];

type Filtros = { estado: FiltroEstadoSolicitud; texto: string };

/** Columnas que la lista ordena (las de la lista blanca de la API que se muestran). */
const ORDENABLES = [
  'fecha',
  'afiliado_nombre',
  'tipo_credito_nombre',
  'valor',
  'cuotas',
  'estado',
] as const satisfies readonly ColumnaSolicitudes[];

/** SPEC 2.11: PENDIENTE por defecto en modo admin, TODAS en modo user. */
const definicion = (admin: boolean): DefinicionListaUrl<Filtros, ColumnaSolicitudes> => ({
  filtros: {
    estado: { porDefecto: admin ? 'PENDIENTE' : 'TODAS', validos: FILTROS.map((f) => f.value) },
    texto: { porDefecto: '' },
  },
  columnas: ORDENABLES,
  ordenPorDefecto: '-fecha',
});
const DEFINICION_ADMIN = definicion(true);
const DEFINICION_USER = definicion(false);

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
  const { message } = useAppFondo();
  const lista = useListaUrl(admin ? DEFINICION_ADMIN : DEFINICION_USER);
  const { estado, texto } = lista.filtros;
  const consulta = useSolicitudes(admin, {
    estado,
    // el afiliado no busca por nombre: todas son suyas
    texto: admin ? texto : '',
    pagina: lista.pagina,
    tamano: lista.tamano,
    orden: lista.orden,
  });
  // lo que el fondo revisó desde la última vez que el afiliado abrió cada una
  const conNovedad = useIdsConNovedad('solicitud', !admin);
  const eliminar = useEliminarSolicitud();
  const total = consulta.data?.total ?? 0;

  async function borrar(id: number): Promise<void> {
    // el diálogo 'Error' (con el texto del servidor) lo muestra la política de consultas; la lista queda
    if (!(await trasMutacion(eliminar.mutateAsync(id))).ok) return;
    void message.success('Solicitud eliminada');
  }

  const ordenable = (campo: ColumnaSolicitudes) => ({ sorter: true, sortOrder: lista.ordenDe(campo) });
  const estadoDe = (s: SolicitudCredito) => (
    <Flex gap={6} wrap>
      <EstadoSolicitudTag estado={s.estado} />
      {conNovedad.has(s.id_solicitud) ? <NovedadTag /> : null}
    </Flex>
  );
  const botonEliminar = (s: SolicitudCredito) => (
    <Popconfirm
      title="¿Eliminar la solicitud?"
      okText="Eliminar"
      cancelText="Cancelar"
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- el tipo dice void, pero antd espera la promesa: 'Eliminar' queda cargando hasta que termine
      onConfirm={() => borrar(s.id_solicitud)}
    >
      {/* sin `danger`: el rojo de antd no alcanza el contraste 4.5:1 sobre blanco */}
      <Button
        type="link"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Eliminar la solicitud de ${s.afiliado_nombre}`}
      >
        Eliminar
      </Button>
    </Popconfirm>
  );

  const columnas: ColumnsType<SolicitudCredito> = [
    { title: 'Fecha', dataIndex: 'fecha', ...ordenable('fecha'), render: (v: string) => formatoFecha(v) },
    ...(admin ? [{ title: 'Nombre', dataIndex: 'afiliado_nombre', ...ordenable('afiliado_nombre') }] : []),
    { title: 'Tipo', dataIndex: 'tipo_credito_nombre', ...ordenable('tipo_credito_nombre') },
    { title: 'Valor', dataIndex: 'valor', align: 'right', ...ordenable('valor'), render: renderDinero },
    { title: 'Cuotas', dataIndex: 'cuotas', align: 'right', ...ordenable('cuotas') },
    { title: 'Estado', dataIndex: 'estado', ...ordenable('estado'), render: (_v, s) => estadoDe(s) },
    { title: 'Desc. ahorro', dataIndex: 'descuento_ahorro', render: si },
    { title: 'Desc. prima', dataIndex: 'descuento_prima', render: si },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_v, s) => (
        <Flex gap={4}>
          <Link
            to={`/solicitud-credito/${s.id_solicitud}`}
            aria-label={`Ver la solicitud del ${formatoFecha(s.fecha)}`}
          >
            <EditOutlined /> Ver
          </Link>
          {admin ? botonEliminar(s) : null}
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
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/solicitud-credito')}>
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
          onChange={(v) => lista.cambiar({ estado: v })}
        />
        {admin ? (
          <Input.Search
            // la key vuelve a leer la URL cuando cambia (Atrás)
            key={texto}
            aria-label="Buscar por nombre"
            placeholder="Buscar por nombre"
            allowClear
            defaultValue={texto}
            style={{ maxWidth: 280 }}
            onSearch={(v) => lista.cambiar({ texto: v.trim() })}
          />
        ) : null}
        <Typography.Text>
          Solicitudes{' '}
          <Badge
            count={total}
            showZero
            overflowCount={99999}
            color="#1f6f8b"
            aria-label={cantidad(total, 'solicitud', 'solicitudes')}
          />
        </Typography.Text>
      </Flex>
      <ListaAdaptable<SolicitudCredito>
        etiqueta={admin ? 'Solicitudes de crédito' : 'Mis solicitudes de crédito'}
        rowKey="id_solicitud"
        size="small"
        loading={consulta.isFetching}
        filas={consulta.data?.filas ?? []}
        columnas={columnas}
        scroll={{ x: 'max-content' }}
        vacio={<Typography.Text>{VACIO_SOLICITUDES}</Typography.Text>}
        paginacion={lista.paginacion(total)}
        onChange={lista.alCambiarTabla}
        orden={{ valor: lista.orden, alCambiar: (o) => lista.cambiar({ orden: o as ColumnaSolicitudes | null }) }}
        tarjeta={{
          estado: estadoDe,
          titulo: (s) => (admin ? s.afiliado_nombre : s.tipo_credito_nombre),
          datos: admin ? ['tipo_credito_nombre', 'fecha', 'valor', 'cuotas'] : ['fecha', 'valor', 'cuotas'],
          abrir: (s) => ({
            ruta: `/solicitud-credito/${s.id_solicitud}`,
            contexto: `solicitud del ${formatoFecha(s.fecha)}`,
          }),
          acciones: admin ? botonEliminar : undefined,
        }}
      />
    </>
  );
}
