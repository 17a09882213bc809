// Tipos de Crédito (SPEC 2.9): Crear, filtro de texto, contador, tabla Nombre / Tasa (porcentaje mensual) /
// Activo / Simulador (SI/NO) / Cupo, editar y eliminar (confirmación 'Eliminar', SPEC 8). Filtro y página en la
// URL; en un teléfono, una tarjeta por tipo (Activo o Inactivo arriba; tocarla lo edita).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import {
  calcularCupo,
  claveNombre,
  formatoPorcentaje,
  formatoTasaMensual,
  reglaCupoDe,
  tieneReglaCupo,
  type TipoCredito,
} from '@fondo/contrato';
import {
  EncabezadoPagina,
  EtiquetaEstado,
  ListaAdaptable,
  useListaUrl,
  useTitulo,
  type DefinicionListaUrl,
  trasMutacion,
  useAppFondo,
} from '@fondo/ui';
import { useEliminarTipoCredito, useTiposCredito } from '../../api/consultas';
import { Contador } from '../../componentes/contador';
import { AportesCupo } from './aportes-cupo';
import { ModalTipoCredito } from './modal-tipo-credito';

export const VACIO_TIPOS = 'No se han encontrado tipos de crédito';

const siNo = (v: boolean) => (v ? 'SI' : 'NO');

/** '3 veces el ahorro · cuotas hasta 50 %' o 'Sin cupo'. */
export function textoCupo(t: TipoCredito): string {
  const regla = reglaCupoDe(t);
  if (!tieneReglaCupo(regla)) return 'Sin cupo';
  const { porcentaje_salario } = calcularCupo(regla, {
    ahorro: 0,
    saldo_creditos: 0,
    cuotas_vigentes: 0,
    salario: null,
  });
  const partes = [
    t.veces_ahorro === null
      ? null
      : `${t.veces_ahorro} veces el ahorro${t.cupo_por === 'todos' ? ' (todos los créditos)' : ''}`,
    porcentaje_salario === null ? null : `cuotas hasta ${formatoPorcentaje(porcentaje_salario)} del salario`,
  ];
  return partes.filter(Boolean).join(' · ');
}

const DEFINICION: DefinicionListaUrl<{ texto: string }, never> = { filtros: { texto: { porDefecto: '' } } };

export function PaginaTiposCredito(): ReactElement {
  useTitulo('Tipos de Crédito');
  const { message, modal } = useAppFondo();
  const consulta = useTiposCredito();
  const eliminar = useEliminarTipoCredito();
  const lista = useListaUrl(DEFINICION);
  // lo que se escribe filtra al instante; la URL se actualiza sin una entrada nueva por letra
  const [texto, setTexto] = useState(lista.filtros.texto);
  // null: cerrado; 0: nuevo; si no, el tipo que se edita
  const [editando, setEditando] = useState<TipoCredito | 0 | null>(null);

  const filas = useMemo(() => {
    const t = claveNombre(texto.trim());
    const todas = consulta.data ?? [];
    return t ? todas.filter((x) => claveNombre(x.nombre).includes(t)) : todas;
  }, [consulta.data, texto]);

  function confirmarEliminar(tipo: TipoCredito): void {
    modal.confirm({
      title: 'Eliminar',
      content: `¿Desea eliminar al tipo de crédito ${tipo.nombre}?`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      onOk: async () => {
        // SPEC 8: el error del servidor lo muestra el diálogo 'Error'; la lista no se recarga
        if (!(await trasMutacion(eliminar.mutateAsync(tipo.id_tipo_credito))).ok) return;
        void message.success('Tipo de Crédito eliminado');
      },
    });
  }

  const acciones = (t: TipoCredito) => (
    <Flex gap={4}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Editar ${t.nombre}`}
        onClick={() => setEditando(t)}
      >
        Editar
      </Button>
      {/* sin `danger`: el rojo de antd no alcanza el contraste 4.5:1 sobre blanco */}
      <Button
        type="link"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Eliminar ${t.nombre}`}
        onClick={() => confirmarEliminar(t)}
      >
        Eliminar
      </Button>
    </Flex>
  );

  const columnas: ColumnsType<TipoCredito> = [
    { title: 'Nombre', dataIndex: 'nombre' },
    { title: 'Tasa', dataIndex: 'tasa', align: 'right', render: (v: number) => formatoTasaMensual(v) },
    { title: 'Activo', dataIndex: 'activo', render: siNo },
    { title: 'Simulador', dataIndex: 'simulador', render: siNo },
    { title: 'Cupo', key: 'cupo', render: (_v, t) => textoCupo(t) },
    { title: 'Acciones', key: 'acciones', render: (_v, t) => acciones(t) },
  ];
  // La lista completa viene de la API: la página se corta aquí (en la tabla y en las tarjetas).
  const pagina = filas.slice((lista.pagina - 1) * lista.tamano, lista.pagina * lista.tamano);

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
          onChange={(e) => {
            setTexto(e.target.value);
            lista.reemplazar({ texto: e.target.value.trim() });
          }}
        />
        <Contador etiqueta="Tipos de crédito" total={filas.length} />
      </Flex>
      <ListaAdaptable<TipoCredito>
        etiqueta="Tipos de crédito"
        rowKey="id_tipo_credito"
        size="small"
        loading={consulta.isFetching}
        filas={pagina}
        columnas={columnas}
        scroll={{ x: 'max-content' }}
        paginacion={lista.paginacion(filas.length)}
        vacio={<Typography.Text>{VACIO_TIPOS}</Typography.Text>}
        tarjeta={{
          estado: (t) =>
            t.activo ? (
              <EtiquetaEstado tono="exito">Activo</EtiquetaEstado>
            ) : (
              <EtiquetaEstado tono="neutro">Inactivo</EtiquetaEstado>
            ),
          titulo: (t) => t.nombre,
          datos: ['tasa', 'simulador', 'cupo'],
          abrir: (t) => ({ accion: () => setEditando(t), contexto: 'editar' }),
          acciones,
        }}
      />
      <AportesCupo />
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
