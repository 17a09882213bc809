// Una lista que en el escritorio es la tabla de SPEC y en un teléfono (< 576 px) una tarjeta por fila:
// el estado como etiqueta de color arriba, los datos clave y la tarjeta entera abre
// el elemento; sin desplazamiento horizontal. Los datos de la tarjeta salen de las mismas columnas (mismo
// formato). Las listas de todos los remotos la usan; no hay una copia por remoto.
import { RightOutlined } from '@ant-design/icons';
import { Pagination, Select, Spin, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { TableColumnsType as ColumnsType, TableColumnType as ColumnType } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Link } from '@fondo/runtime';
import { useEstadoDeLista, type EstadoDesdeLista } from './volver';
import { useEsTelefono } from './telefono';
import './lista.css';

/** Lo que abre una tarjeta: una ruta (enlace) o una acción (botón). `contexto` se lee, no se ve. */
export type AbrirTarjeta = { ruta: string; contexto?: string } | { accion: () => void; contexto?: string };

export interface TarjetaLista<T> {
  /** Etiqueta(s) de estado arriba de la tarjeta. */
  estado?: (fila: T) => ReactNode;
  titulo: (fila: T) => ReactNode;
  /** Columnas (dataIndex o key) que la tarjeta muestra como datos, en este orden. */
  datos: readonly string[];
  abrir?: (fila: T) => AbrirTarjeta;
  /** Botones propios de la fila (quedan por encima del área que abre la tarjeta). */
  acciones?: (fila: T) => ReactNode;
}

export interface PropsListaAdaptable<T extends object> extends Omit<
  TableProps<T>,
  'columns' | 'dataSource' | 'pagination' | 'locale'
> {
  /** Nombre de la lista para el lector de pantalla (p. ej. 'Solicitudes de crédito'). */
  etiqueta: string;
  columnas: ColumnsType<T>;
  filas: readonly T[];
  tarjeta: TarjetaLista<T>;
  paginacion?: TablePaginationConfig | false;
  vacio: ReactNode;
  /** En el teléfono no hay cabeceras: el orden se elige en una lista. */
  orden?: { valor: string | undefined; alCambiar: (orden: string | null) => void };
  /** Sobre las tarjetas (p. ej. la fila de totales de la tabla). */
  resumen?: ReactNode;
}

type Columna<T> = ColumnType<T> & { dataIndex?: unknown };

const claveDe = <T,>(c: Columna<T>): string | undefined =>
  typeof c.dataIndex === 'string' ? c.dataIndex : typeof c.key === 'string' ? c.key : undefined;

/** ¿La columna no tiene valor en esta fila (null, undefined o texto vacío)? */
function vacio<T extends object>(c: Columna<T>, fila: T): boolean {
  if (typeof c.dataIndex !== 'string') return false;
  const v = (fila as Record<string, unknown>)[c.dataIndex];
  return v === null || v === undefined || v === '';
}

/** El contenido de una celda como lo dibuja la tabla (render de la columna o el valor). */
function celda<T extends object>(c: Columna<T>, fila: T, i: number): ReactNode {
  const valor = typeof c.dataIndex === 'string' ? (fila as Record<string, unknown>)[c.dataIndex] : undefined;
  if (c.render) return c.render(valor, fila, i) as ReactNode;
  if (valor === null || valor === undefined) return '';
  // texto, número o booleano tal cual; otra cosa (sin render), como JSON
  return typeof valor === 'string' || typeof valor === 'number' || typeof valor === 'boolean'
    ? String(valor)
    : JSON.stringify(valor);
}

function Tarjeta<T extends object>({
  fila,
  i,
  columnas,
  tarjeta,
  desde,
}: {
  fila: T;
  i: number;
  columnas: Columna<T>[];
  tarjeta: TarjetaLista<T>;
  desde: EstadoDesdeLista;
}): ReactElement {
  const abrir = tarjeta.abrir?.(fila);
  const titulo = tarjeta.titulo(fila);
  const contexto = abrir?.contexto ? <span className="lista-solo-lector">{`, ${abrir.contexto}`}</span> : null;
  // los datos sin valor no ocupan lugar en la tarjeta (un afiliado sin retiro no muestra 'Retiro')
  const datos = tarjeta.datos
    .map((clave) => columnas.find((c) => claveDe(c) === clave))
    .filter((c): c is Columna<T> => c !== undefined && !vacio(c, fila));
  return (
    <li className={abrir ? 'tarjeta-lista tarjeta-abrible' : 'tarjeta-lista'}>
      {tarjeta.estado ? <div className="tarjeta-estado">{tarjeta.estado(fila)}</div> : null}
      <h2 className="tarjeta-titulo">
        {abrir && 'ruta' in abrir ? (
          <Link to={abrir.ruta} state={desde} className="tarjeta-abrir">
            {titulo}
            {contexto}
          </Link>
        ) : abrir ? (
          <button type="button" className="tarjeta-abrir" onClick={abrir.accion}>
            {titulo}
            {contexto}
          </button>
        ) : (
          titulo
        )}
      </h2>
      {datos.length > 0 ? (
        <dl className="tarjeta-datos">
          {datos.map((c) => (
            <div key={claveDe(c)}>
              <dt>{c.title as ReactNode}</dt>
              <dd>{celda(c, fila, i)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tarjeta.acciones ? <div className="tarjeta-acciones">{tarjeta.acciones(fila)}</div> : null}
      {abrir ? <RightOutlined className="tarjeta-flecha" aria-hidden /> : null}
    </li>
  );
}

/** Opciones de orden del teléfono: cada columna ordenable, ascendente y descendente. */
function opcionesDeOrden<T>(columnas: Columna<T>[]): { value: string; label: string }[] {
  const opciones = [{ value: '', label: 'Orden predeterminado' }];
  for (const c of columnas) {
    const clave = typeof c.dataIndex === 'string' ? c.dataIndex : undefined;
    if (!c.sorter || !clave || typeof c.title !== 'string') continue;
    opciones.push(
      { value: clave, label: `${c.title}: ascendente` },
      { value: `-${clave}`, label: `${c.title}: descendente` },
    );
  }
  return opciones;
}

export function ListaAdaptable<T extends object>({
  etiqueta,
  columnas,
  filas,
  tarjeta,
  paginacion,
  vacio,
  orden,
  resumen,
  loading,
  ...tabla
}: PropsListaAdaptable<T>): ReactElement {
  const telefono = useEsTelefono();
  const desde = useEstadoDeLista();
  if (!telefono) {
    return (
      <Table<T>
        {...tabla}
        aria-label={etiqueta}
        columns={columnas}
        dataSource={filas}
        loading={loading}
        pagination={paginacion}
        locale={{ emptyText: vacio }}
      />
    );
  }
  const cols = columnas as Columna<T>[];
  const opciones = orden ? opcionesDeOrden(cols) : [];
  const cargando = typeof loading === 'boolean' ? loading : Boolean(loading);
  return (
    <section aria-label={etiqueta} className="lista-adaptable">
      {orden && opciones.length > 1 ? (
        <Select<string>
          aria-label="Ordenar por"
          className="lista-orden"
          value={orden.valor ?? ''}
          options={opciones}
          // pocas opciones (dos por columna): todas en la lista, que el dedo desplaza sin que se redibujen
          virtual={false}
          onChange={(v) => orden.alCambiar(v || null)}
        />
      ) : null}
      {resumen}
      <Spin spinning={cargando}>
        {filas.length === 0 ? (
          // mientras llega la primera página, sin el texto de vacío debajo del indicador
          <div className="lista-vacia">{cargando ? null : vacio}</div>
        ) : (
          <ul className="lista-tarjetas">
            {filas.map((f, i) => {
              const clave = typeof tabla.rowKey === 'function' ? tabla.rowKey(f, i) : f[tabla.rowKey as keyof T];
              return <Tarjeta<T> key={String(clave)} fila={f} i={i} columnas={cols} tarjeta={tarjeta} desde={desde} />;
            })}
          </ul>
        )}
      </Spin>
      {paginacion && !(paginacion.hideOnSinglePage && (paginacion.total ?? 0) <= (paginacion.pageSize ?? 0)) ? (
        <Pagination
          className="lista-paginas"
          align="center"
          size="small"
          current={paginacion.current}
          pageSize={paginacion.pageSize}
          total={paginacion.total}
          showSizeChanger={false}
          onChange={paginacion.onChange}
        />
      ) : null}
    </section>
  );
}
