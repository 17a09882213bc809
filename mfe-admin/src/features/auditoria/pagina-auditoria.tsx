// Auditoría (más allá de SPEC): quién hizo qué, cuándo y sobre qué afiliado (ingresos como otro
// afiliado, importaciones, eliminaciones, revisiones, bienvenidas...), filtrable por acción y por fechas.
// Filtros, orden y página en la URL (Atrás vuelve a la misma vista); en un teléfono, una tarjeta por registro.
import { DatePicker, Flex, Select, Typography } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { formatoFechaHora, type ColumnaAuditoria, type FilaAuditoria } from '@fondo/contrato';
import {
  EncabezadoPagina,
  EtiquetaEstado,
  ListaAdaptable,
  useListaUrl,
  useTitulo,
  type DefinicionListaUrl,
} from '@fondo/ui';
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
  correo_reintentado: 'Correo reenviado',
  cambio_correo: 'Cambio de correo',
  escritura_impersonada: 'Cambio hecho como afiliado',
  exportacion_afiliados: 'Exportación de afiliados',
  exportacion_corte: 'Exportación de un corte',
  formulario_pdf: 'Formulario en PDF',
  descarga_archivo: 'Archivo de otro afiliado leído',
  ronda_abierta: 'Ronda de actualización abierta',
  ronda_cerrada: 'Ronda de actualización cerrada',
  ronda_recordatorio: 'Recordatorio de una ronda',
  invitacion_masiva: 'Invitar a todos',
  firma_codigo_enviado: 'Código para firmar enviado',
  firma_codigo_fallido: 'Código para firmar equivocado',
  firma_electronica: 'Carta y pagaré firmados en el portal',
  codeudor_enlace_enviado: 'Enlace enviado al codeudor',
  codeudor_cedula: 'Documento del codeudor adjuntado',
  codeudor_acepto: 'El codeudor aceptó y firmó',
  codeudor_rechazo: 'El codeudor no aceptó',
};

const OPCIONES = [
  { value: '', label: 'Todas las acciones' },
  ...Object.entries(ACCIONES)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es')),
];

const FORMATO_DIA = 'YYYY-MM-DD';

type Filtros = { accion: string; desde: string; hasta: string };

/** ?accion= (el enlace del panel a la última importación), fechas, orden y página en la URL. */
const DEFINICION: DefinicionListaUrl<Filtros, ColumnaAuditoria> = {
  filtros: { accion: { porDefecto: '' }, desde: { porDefecto: '' }, hasta: { porDefecto: '' } },
  columnas: ['fecha', 'accion'],
  ordenPorDefecto: '-fecha',
};

/** Un día 'YYYY-MM-DD' de la URL como fecha del selector (null si no es válido). */
const dia = (v: string): Dayjs | null => (/^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid() ? dayjs(v) : null);

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
  const lista = useListaUrl(DEFINICION);
  const { accion } = lista.filtros;
  const desde = dia(lista.filtros.desde);
  const hasta = dia(lista.filtros.hasta);
  const { pagina, tamano, orden } = lista;
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
      sortOrder: lista.ordenDe('fecha'),
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (v: string) => formatoFechaHora(v),
    },
    {
      title: 'Acción',
      dataIndex: 'accion',
      sorter: true,
      sortOrder: lista.ordenDe('accion'),
      render: (v: string) => ACCIONES[v] ?? v,
    },
    { title: 'Quién', dataIndex: 'actor_nombre', render: (v: string | null) => v ?? '' },
    { title: 'Afiliado', dataIndex: 'afiliado_nombre', render: (v: string | null) => v ?? '' },
    {
      title: 'Detalle',
      dataIndex: 'detalle',
      render: (v: FilaAuditoria['detalle']) => (
        <Typography.Text style={{ display: 'inline-block', maxWidth: 360, whiteSpace: 'normal' }}>
          {textoDetalle(v)}
        </Typography.Text>
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
          onChange={(v) => lista.cambiar({ accion: v })}
        />
        <DatePicker
          aria-label="Desde"
          placeholder="Desde"
          format="DD/MM/YYYY"
          value={desde}
          onChange={(d: Dayjs | null) => lista.cambiar({ desde: d ? d.format(FORMATO_DIA) : '' })}
        />
        <DatePicker
          aria-label="Hasta"
          placeholder="Hasta"
          format="DD/MM/YYYY"
          value={hasta}
          onChange={(d: Dayjs | null) => lista.cambiar({ hasta: d ? d.format(FORMATO_DIA) : '' })}
        />
        <Contador etiqueta="Registros" total={total} />
      </Flex>
      <ListaAdaptable<FilaAuditoria>
        etiqueta="Registros de auditoría"
        rowKey="id_auditoria"
        size="small"
        loading={consulta.isFetching}
        filas={consulta.data?.filas ?? []}
        columnas={columnas}
        scroll={{ x: 'max-content' }}
        vacio={<Typography.Text>{VACIO_AUDITORIA}</Typography.Text>}
        onChange={lista.alCambiarTabla}
        paginacion={lista.paginacion(total)}
        orden={{ valor: orden, alCambiar: (o) => lista.cambiar({ orden: o as ColumnaAuditoria | null }) }}
        tarjeta={{
          estado: (f) => <EtiquetaEstado tono="neutro">{ACCIONES[f.accion] ?? f.accion}</EtiquetaEstado>,
          titulo: (f) => formatoFechaHora(f.fecha),
          datos: ['actor_nombre', 'afiliado_nombre', 'detalle', 'ip'],
        }}
      />
    </>
  );
}
