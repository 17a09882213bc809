// Tipos de Crédito (SPEC 2.9): Crear, filtro de texto, contador, tabla Nombre / Tasa (porcentaje) /
// Activo / Simulador (SI/NO), editar y eliminar (confirmación 'Eliminar', SPEC 8).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactElement } from 'react';
import { formatoPorcentaje, type TipoCredito } from '@fondo/contrato';
import { EncabezadoPagina, useTitulo } from '@fondo/ui';
import { useEliminarTipoCredito, useTiposCredito } from '../../api/consultas';
import { Contador } from '../../componentes/contador';
import { ModalTipoCredito } from './modal-tipo-credito';

export const VACIO_TIPOS = 'No se han encontrado tipos de crédito';

const siNo = (v: boolean) => (v ? 'SI' : 'NO');

/** Sin tildes ni mayúsculas, para el filtro. */
const normalizar = (t: string) => t.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es');

export function PaginaTiposCredito(): ReactElement {
  useTitulo('Tipos de Crédito');
  const { message, modal } = App.useApp();
  const consulta = useTiposCredito();
  const eliminar = useEliminarTipoCredito();
  const [texto, setTexto] = useState('');
  // null: cerrado; 0: nuevo; si no, el tipo que se edita
  const [editando, setEditando] = useState<TipoCredito | 0 | null>(null);

  const filas = useMemo(() => {
    const t = normalizar(texto.trim());
    const todas = consulta.data ?? [];
    return t ? todas.filter((x) => normalizar(x.nombre).includes(t)) : todas;
  }, [consulta.data, texto]);

  function confirmarEliminar(tipo: TipoCredito): void {
    modal.confirm({
      title: 'Eliminar',
      content: `¿Desea eliminar al tipo de crédito ${tipo.nombre}?`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await eliminar.mutateAsync(tipo.id_tipo_credito);
          void message.success('Tipo de Crédito eliminado');
        } catch {
          // SPEC 8: el error del servidor lo muestra el diálogo 'Error'; la lista no se recarga
        }
      },
    });
  }

  const columnas: ColumnsType<TipoCredito> = [
    { title: 'Nombre', dataIndex: 'nombre' },
    { title: 'Tasa', dataIndex: 'tasa', align: 'right', render: (v: number) => formatoPorcentaje(v) },
    { title: 'Activo', dataIndex: 'activo', render: siNo },
    { title: 'Simulador', dataIndex: 'simulador', render: siNo },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_v, t) => (
        <Flex gap={4}>
          <Button type="link" size="small" icon={<EditOutlined />} aria-label={`Editar ${t.nombre}`} onClick={() => setEditando(t)}>
            Editar
          </Button>
          {/* sin `danger`: el rojo de antd no alcanza el contraste 4.5:1 sobre blanco */}
          <Button type="link" size="small" icon={<DeleteOutlined />} aria-label={`Eliminar ${t.nombre}`} onClick={() => confirmarEliminar(t)}>
            Eliminar
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <EncabezadoPagina
        titulo="Tipos de Crédito"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando(0)}>
            Crear
          </Button>
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          aria-label="Buscar tipo de crédito"
          placeholder="Buscar"
          allowClear
          style={{ maxWidth: 280 }}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <Contador etiqueta="Tipos de crédito" total={filas.length} />
      </Flex>
      <Table<TipoCredito>
        rowKey="id_tipo_credito"
        size="small"
        loading={consulta.isFetching}
        dataSource={filas}
        columns={columnas}
        scroll={{ x: 'max-content' }}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
        locale={{ emptyText: <Typography.Text>{VACIO_TIPOS}</Typography.Text> }}
      />
      {editando !== null ? (
        <ModalTipoCredito
          tipo={editando === 0 ? null : editando}
          cerrar={() => setEditando(null)}
          alGuardar={() => {
            void message.success('Tipo de crédito guardado correctamente');
            setEditando(null);
          }}
        />
      ) : null}
    </>
  );
}
