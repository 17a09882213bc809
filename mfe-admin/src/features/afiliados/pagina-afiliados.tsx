// Afiliados (SPEC 2.13): crear, importar y descargar; filtro de texto (apellidos, nombres,
// documento) y de Actualización; paginación y orden del servidor con el total, en la URL (Atrás
// vuelve a la misma vista); acciones por fila: editar, formulario de actualización, su PDF, abrir la
// aplicación como el afiliado, bienvenida, eliminar. A 1280 px se leen todas las columnas; en un teléfono,
// una tarjeta por afiliado (su estado de actualización arriba; tocarla lo edita). Las acciones de cada
// afiliado, en acciones-afiliado.
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useState, type ReactElement } from 'react';
import {
  formatoFecha,
  type ColumnaAfiliadosAdmin,
  type FilaAfiliadoAdmin,
  type FiltroActualizacion,
} from '@fondo/contrato';
import {
  cantidad,
  EncabezadoPagina,
  EtiquetaEstado,
  ListaAdaptable,
  useListaUrl,
  useManejarError,
  useTitulo,
  type DefinicionListaUrl,
  useAppFondo,
} from '@fondo/ui';
import { descargarAfiliados } from '../../api/admin';
import { useAfiliados } from '../../api/consultas';
import { Contador } from '../../componentes/contador';
import { FotoAfiliado } from '../../componentes/foto-afiliado';
import { useAccionesAfiliado } from './acciones-afiliado';
import { ModalAfiliado } from './modal-afiliado';
import { ModalImportar } from './modal-importar';

export const VACIO_AFILIADOS = 'No se han encontrado afiliados';

const FILTROS: { value: FiltroActualizacion; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'actualizados', label: 'Actualizados' },
  { value: 'sin_actualizar', label: 'Sin Actualizar' },
];

/** Columnas que la lista ordena. */
const ORDENABLES = [
  'apellidos',
  'nombres',
  'documento',
  'email',
  'afiliacion',
  'ultima_actualizacion',
  'retiro',
] as const satisfies readonly ColumnaAfiliadosAdmin[];

type Filtros = { actualizacion: FiltroActualizacion; texto: string };

/** ?actualizacion=sin_actualizar (el enlace del panel) y los demás filtros, orden y página en la URL. */
const DEFINICION: DefinicionListaUrl<Filtros, ColumnaAfiliadosAdmin> = {
  filtros: {
    actualizacion: { porDefecto: 'todos', validos: FILTROS.map((f) => f.value) },
    texto: { porDefecto: '' },
  },
  columnas: ORDENABLES,
  ordenPorDefecto: 'apellidos',
};

/** Lo que se lee en la parte de arriba de su tarjeta: retirado, actualizado o sin actualizar. */
function EstadoAfiliado({ a }: { a: FilaAfiliadoAdmin }): ReactElement {
  if (a.retiro) return <EtiquetaEstado tono="neutro">Retirado</EtiquetaEstado>;
  return a.ultima_actualizacion ? (
    <EtiquetaEstado tono="exito">Actualizado</EtiquetaEstado>
  ) : (
    <EtiquetaEstado tono="alerta">Sin actualizar</EtiquetaEstado>
  );
}

export function PaginaAfiliados(): ReactElement {
  useTitulo('Afiliados');
  const { message } = useAppFondo();
  const manejarError = useManejarError();
  const lista = useListaUrl(DEFINICION);
  const { actualizacion, texto } = lista.filtros;
  const { pagina, tamano, orden } = lista;
  // null: cerrado; 0: nuevo; si no, el afiliado que se edita
  const [editando, setEditando] = useState<FilaAfiliadoAdmin | 0 | null>(null);
  const [importando, setImportando] = useState(false);
  const consulta = useAfiliados({ texto, actualizacion, pagina, tamano, orden });
  const total = consulta.data?.total ?? 0;

  async function descargar(): Promise<void> {
    void message.info('Generando archivo...');
    await descargarAfiliados().catch((e: unknown) => manejarError(e));
  }

  const ordenable = (campo: ColumnaAfiliadosAdmin) => ({ sorter: true, sortOrder: lista.ordenDe(campo) });
  // Sin columna fija ni desplazamiento a 1280 px: el correo se parte donde haga falta y las fechas no.
  const fecha = (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatoFecha(v)}</span>;
  const acciones = useAccionesAfiliado(setEditando);

  const columnas: ColumnsType<FilaAfiliadoAdmin> = [
    {
      title: 'Foto',
      key: 'foto',
      render: (_v, a) => <FotoAfiliado foto={a.foto} nombres={a.nombres} apellidos={a.apellidos} />,
    },
    { title: 'Apellidos', dataIndex: 'apellidos', ...ordenable('apellidos') },
    { title: 'Nombres', dataIndex: 'nombres', ...ordenable('nombres') },
    { title: 'Documento', dataIndex: 'documento', ...ordenable('documento') },
    {
      title: 'Email',
      dataIndex: 'email',
      ...ordenable('email'),
      render: (v: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{v ?? ''}</span>,
    },
    { title: 'Afiliación', dataIndex: 'afiliacion', ...ordenable('afiliacion'), render: fecha },
    {
      title: 'Última actualización',
      dataIndex: 'ultima_actualizacion',
      ...ordenable('ultima_actualizacion'),
      render: fecha,
    },
    { title: 'Retiro', dataIndex: 'retiro', ...ordenable('retiro'), render: fecha },
    { title: 'Acciones', key: 'acciones', width: 300, render: (_v, a) => acciones(a) },
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
          // la key vuelve a leer la URL cuando cambia (Atrás)
          key={texto}
          aria-label="Buscar afiliado"
          placeholder="Apellidos, nombres o documento"
          allowClear
          defaultValue={texto}
          style={{ maxWidth: 320 }}
          onSearch={(v) => lista.cambiar({ texto: v.trim() })}
        />
        <Flex gap={6} align="center">
          <Typography.Text id="filtro-actualizacion">Actualización</Typography.Text>
          <Select<FiltroActualizacion>
            aria-labelledby="filtro-actualizacion"
            style={{ minWidth: 150 }}
            value={actualizacion}
            options={FILTROS}
            onChange={(v) => lista.cambiar({ actualizacion: v })}
          />
        </Flex>
        <Contador etiqueta="Afiliados" total={total} />
      </Flex>
      <ListaAdaptable<FilaAfiliadoAdmin>
        etiqueta="Afiliados"
        rowKey="id_afiliado"
        size="small"
        tableLayout="auto"
        loading={consulta.isFetching}
        filas={consulta.data?.filas ?? []}
        columnas={columnas}
        vacio={<Typography.Text>{VACIO_AFILIADOS}</Typography.Text>}
        onChange={lista.alCambiarTabla}
        paginacion={lista.paginacion(total, { showTotal: (t) => cantidad(t, 'afiliado', 'afiliados') })}
        orden={{ valor: orden, alCambiar: (o) => lista.cambiar({ orden: o as ColumnaAfiliadosAdmin | null }) }}
        tarjeta={{
          estado: (a) => <EstadoAfiliado a={a} />,
          titulo: (a) => `${a.apellidos} ${a.nombres}`,
          datos: ['documento', 'email', 'afiliacion', 'ultima_actualizacion', 'retiro'],
          abrir: (a) => ({ accion: () => setEditando(a), contexto: 'editar' }),
          acciones,
        }}
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
