// Afiliados (SPEC 2.13; issue 10): crear, importar y descargar; filtro de texto (apellidos, nombres,
// documento) y de Actualización; paginación y orden del servidor con el total; acciones por fila:
// editar, formulario de actualización, su PDF, abrir la aplicación como el afiliado, bienvenida, eliminar.
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FilePdfOutlined,
  FormOutlined,
  MailOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { App, Button, Flex, Grid, Input, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  formatoFecha,
  type ColumnaAfiliadosAdmin,
  type FilaAfiliadoAdmin,
  type FiltroActualizacion,
} from '@fondo/contrato';
import { useNavigate, useSearchParams } from '@fondo/runtime';
import { EncabezadoPagina, useManejarError, useTitulo, usePaginacion } from '@fondo/ui';
import {
  descargarAfiliados,
  descargarFormulario,
  enviarBienvenida,
  obtenerUrlToken,
  type Orden,
} from '../../api/admin';
import { useAfiliados, useEliminarAfiliado } from '../../api/consultas';
import { Contador } from '../../componentes/contador';
import { FotoAfiliado } from '../../componentes/foto-afiliado';
import { ModalAfiliado } from './modal-afiliado';
import { ModalImportar } from './modal-importar';

export const VACIO_AFILIADOS = 'No se han encontrado afiliados';

const FILTROS: { value: FiltroActualizacion; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'actualizados', label: 'Actualizados' },
  { value: 'sin_actualizar', label: 'Sin Actualizar' },
];

const esFiltro = (v: string | null): v is FiltroActualizacion => FILTROS.some((f) => f.value === v);

const nombreDe = (a: FilaAfiliadoAdmin) => `${a.nombres} ${a.apellidos}`;

/** Un botón de acción de fila: ícono con su nombre accesible y un tooltip. */
function Accion(props: { titulo: string; icono: ReactNode; onClick: () => void }): ReactElement {
  return (
    <Tooltip title={props.titulo}>
      <Button type="text" size="small" icon={props.icono} aria-label={props.titulo} onClick={props.onClick} />
    </Tooltip>
  );
}

export function PaginaAfiliados(): ReactElement {
  useTitulo('Afiliados');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message, modal } = App.useApp();
  const manejarError = useManejarError();
  // en pantallas anchas las acciones quedan fijas a la derecha; en el teléfono se desplazan con la tabla
  const ancha = Grid.useBreakpoint().lg === true;
  const inicial = params.get('actualizacion');
  const [actualizacion, setActualizacion] = useState<FiltroActualizacion>(esFiltro(inicial) ? inicial : 'todos');
  const [texto, setTexto] = useState('');
  const { pagina, tamano, alInicio, paginacion } = usePaginacion();
  const [orden, setOrden] = useState<Orden<ColumnaAfiliadosAdmin> | undefined>(undefined);
  // null: cerrado; 0: nuevo; si no, el afiliado que se edita
  const [editando, setEditando] = useState<FilaAfiliadoAdmin | 0 | null>(null);
  const [importando, setImportando] = useState(false);
  const consulta = useAfiliados({ texto, actualizacion, pagina, tamano, orden });
  const eliminar = useEliminarAfiliado();
  const total = consulta.data?.total ?? 0;

  async function descargar(): Promise<void> {
    void message.info('Generando archivo...');
    await descargarAfiliados().catch((e: unknown) => manejarError(e));
  }

  async function pdf(a: FilaAfiliadoAdmin): Promise<void> {
    void message.info('Generando archivo...');
    await descargarFormulario(a.id_afiliado).catch((e: unknown) => manejarError(e));
  }

  /**
   * Abrir la aplicación como el afiliado: la pestaña se abre ya (durante el clic, así no la bloquea el
   * navegador) y va a la URL de un solo uso cuando llega. Su sesión es de esa pestaña (sessionStorage).
   */
  async function abrirComo(a: FilaAfiliadoAdmin): Promise<void> {
    const pestana = window.open('', '_blank');
    const cierre = message.loading('Abriendo aplicación...', 0);
    try {
      const { url } = await obtenerUrlToken(a.id_afiliado);
      if (pestana) {
        // la pestaña nueva no puede tocar esta
        pestana.opener = null;
        pestana.location.replace(url);
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (e) {
      pestana?.close();
      await manejarError(e);
    } finally {
      cierre();
    }
  }

  async function bienvenida(a: FilaAfiliadoAdmin): Promise<void> {
    const cierre = message.loading('Enviando mensaje de bienvenida...', 0);
    try {
      const r = await enviarBienvenida(a.id_afiliado);
      cierre();
      void message.success(`Mensaje enviado a ${r.email}`);
    } catch (e) {
      cierre();
      await manejarError(e);
    }
  }

  function confirmarEliminar(a: FilaAfiliadoAdmin): void {
    modal.confirm({
      title: 'Eliminar',
      content: `¿Desea eliminar al afiliado ${nombreDe(a)}?`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await eliminar.mutateAsync(a.id_afiliado);
          void message.success('Afiliado eliminado correctamente');
        } catch {
          // SPEC 8: el diálogo 'Error' muestra el texto del servidor; la lista no se recarga
        }
      },
    });
  }

  const columnas: ColumnsType<FilaAfiliadoAdmin> = [
    {
      title: 'Foto',
      key: 'foto',
      render: (_v, a) => <FotoAfiliado foto={a.foto} nombres={a.nombres} apellidos={a.apellidos} />,
    },
    { title: 'Apellidos', dataIndex: 'apellidos', sorter: true },
    { title: 'Nombres', dataIndex: 'nombres', sorter: true },
    { title: 'Documento', dataIndex: 'documento', sorter: true },
    { title: 'Email', dataIndex: 'email', sorter: true },
    { title: 'Afiliación', dataIndex: 'afiliacion', sorter: true, render: (v: string | null) => formatoFecha(v) },
    {
      title: 'Última actualización',
      dataIndex: 'ultima_actualizacion',
      sorter: true,
      render: (v: string | null) => formatoFecha(v),
    },
    { title: 'Retiro', dataIndex: 'retiro', sorter: true, render: (v: string | null) => formatoFecha(v) },
    {
      title: 'Acciones',
      key: 'acciones',
      fixed: ancha ? 'right' : undefined,
      render: (_v, a) => (
        <Flex gap={2} role="group" aria-label={`Acciones de ${nombreDe(a)}`}>
          <Accion titulo="Editar" icono={<EditOutlined />} onClick={() => setEditando(a)} />
          <Accion
            titulo="Formulario de actualización"
            icono={<FormOutlined />}
            onClick={() => navigate(`/actualizacion/${a.id_afiliado}`)}
          />
          <Accion titulo="Descargar formulario" icono={<FilePdfOutlined />} onClick={() => void pdf(a)} />
          <Accion titulo="Abrir aplicación como el afiliado" icono={<ExportOutlined />} onClick={() => void abrirComo(a)} />
          <Accion titulo="Enviar bienvenida" icono={<MailOutlined />} onClick={() => void bienvenida(a)} />
          <Accion titulo="Eliminar" icono={<DeleteOutlined />} onClick={() => confirmarEliminar(a)} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo="Afiliados"
        extra={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando(0)}>
              Crear
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImportando(true)}>
              Importar
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void descargar()}>
              Descargar
            </Button>
          </>
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar afiliado"
          placeholder="Apellidos, nombres o documento"
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setTexto(v);
            alInicio();
          }}
        />
        <Flex gap={6} align="center">
          <Typography.Text id="filtro-actualizacion">Actualización</Typography.Text>
          <Select<FiltroActualizacion>
            aria-labelledby="filtro-actualizacion"
            style={{ minWidth: 150 }}
            value={actualizacion}
            options={FILTROS}
            onChange={(v) => {
              setActualizacion(v);
              alInicio();
            }}
          />
        </Flex>
        <Contador etiqueta="Afiliados" total={total} />
      </Flex>
      <Table<FilaAfiliadoAdmin>
        rowKey="id_afiliado"
        size="small"
        loading={consulta.isFetching}
        dataSource={consulta.data?.filas ?? []}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{VACIO_AFILIADOS}</Typography.Text> }}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<FilaAfiliadoAdmin> | undefined;
          const campo = typeof s?.field === 'string' ? (s.field as ColumnaAfiliadosAdmin) : undefined;
          setOrden(campo && s?.order ? (s.order === 'descend' ? `-${campo}` : campo) : undefined);
          alInicio();
        }}
        pagination={paginacion(total, { showTotal: (t) => `${t} afiliados` })}
      />
      {editando !== null ? (
        <ModalAfiliado
          afiliado={editando === 0 ? null : editando}
          cerrar={() => setEditando(null)}
          alGuardar={() => {
            void message.success('Afiliado guardado correctamente');
            setEditando(null);
          }}
        />
      ) : null}
      {importando ? <ModalImportar cerrar={() => setImportando(false)} /> : null}
    </>
  );
}
