// Administración (SPEC 2.13, 2.14, 7 Admin): afiliados, importación, cortes, resumen y auditoría.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { ConsultaListaEsquema, RespuestaListaEsquema } from './listas';
import { CorteEsquema } from './productos';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Texto = Type.Optional(Type.String({ maxLength: 100 }));

/** Fila de GET /api/admin/afiliados (columnas de SPEC 2.13). */
export const FilaAfiliadoAdminEsquema = Type.Object({
  id_afiliado: Type.Integer(),
  foto: Nulable(Type.Integer()),
  apellidos: Type.String(),
  nombres: Type.String(),
  documento: Type.String(),
  documento_tipo: Nulable(Type.String()),
  email: Nulable(Type.String()),
  afiliacion: Nulable(Type.String()),
  /** instante ISO 8601; null si nunca actualizó */
  ultima_actualizacion: Nulable(Type.String()),
  retiro: Nulable(Type.String()),
  superadmin: Type.Boolean(),
});
export type FilaAfiliadoAdmin = Static<typeof FilaAfiliadoAdminEsquema>;

export const COLUMNAS_AFILIADOS_ADMIN = [
  'apellidos',
  'nombres',
  'documento',
  'email',
  'afiliacion',
  'ultima_actualizacion',
  'retiro',
  'id_afiliado',
] as const;
export type ColumnaAfiliadosAdmin = (typeof COLUMNAS_AFILIADOS_ADMIN)[number];
export const FiltroActualizacionEsquema = Type.Enum(['todos', 'actualizados', 'sin_actualizar']);
export type FiltroActualizacion = Static<typeof FiltroActualizacionEsquema>;

/**
 * GET /api/admin/afiliados (convención de listas): texto sobre apellidos, nombres y documento (sin
 * importar tildes ni mayúsculas; cada palabra debe aparecer), actualizacion (todos por defecto); orden por
 * defecto apellidos.
 */
export const ConsultaAfiliadosAdminEsquema = ConsultaListaEsquema(COLUMNAS_AFILIADOS_ADMIN, {
  texto: Texto,
  actualizacion: Type.Optional(FiltroActualizacionEsquema),
});
export type ConsultaAfiliadosAdmin = Static<typeof ConsultaAfiliadosAdminEsquema>;
export const RespuestaAfiliadosAdminEsquema = RespuestaListaEsquema(FilaAfiliadoAdminEsquema);
export type RespuestaAfiliadosAdmin = Static<typeof RespuestaAfiliadosAdminEsquema>;

/** POST /api/admin/afiliados: el modal Crear/Editar Afiliado (id_afiliado 0 crea). Todos requeridos (SPEC 5). */
export const CuerpoAfiliadoAdminEsquema = Type.Object({
  id_afiliado: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  nombres: Type.String({ maxLength: 120 }),
  apellidos: Type.String({ maxLength: 120 }),
  documento: Type.Unsafe<string | number>({ type: 'string', maxLength: 20 }),
  documento_tipo: Type.String({ maxLength: 10 }),
  email: Type.String({ maxLength: 254 }),
  /** El superadmin confirma que el correo, ya de otro afiliado, también es de este (sin él: 409). */
  confirmar_correo_repetido: Type.Optional(Type.Boolean()),
});
export type CuerpoAfiliadoAdmin = Static<typeof CuerpoAfiliadoAdminEsquema>;
export const RespuestaAfiliadoAdminEsquema = Type.Object({
  mensaje: Type.String(),
  afiliado: FilaAfiliadoAdminEsquema,
});
export type RespuestaAfiliadoAdmin = Static<typeof RespuestaAfiliadoAdminEsquema>;

/** ':id' numérico de las rutas de administración. */
export const ParamsIdAdminEsquema = Type.Object({ id: Id });

/** POST /api/admin/importar (multipart): tipo y fila como campos, antes del archivo. */
export const TIPOS_IMPORTACION = ['aportes', 'afiliados', 'afiliacion'] as const;
export type TipoImportacion = (typeof TIPOS_IMPORTACION)[number];
/** SPEC 9: primera fila de datos por tipo. */
export const FILA_INICIAL_IMPORTACION: Record<TipoImportacion, number> = { aportes: 5, afiliados: 2, afiliacion: 4 };

export const ErrorImportacionEsquema = Type.Object({
  /** hoja ('Aportes', 'Créditos', ...) */
  hoja: Type.String(),
  /** número de fila en la hoja (1 = primera) */
  fila: Type.Integer(),
  /** columna que causa el rechazo: 'D (Total)'; null si es la fila entera */
  columna: Nulable(Type.String()),
  error: Type.String(),
});
export type ErrorImportacion = Static<typeof ErrorImportacionEsquema>;

/** Aportes: el corte que la importación reemplaza, con sus filas ahora y después. */
export const ReemplazoCorteEsquema = Type.Object({
  corte: Type.String({ format: 'date' }),
  /** el corte ya existe (se reemplaza) o es nuevo */
  existe: Type.Boolean(),
  aportes_antes: Type.Integer(),
  aportes_despues: Type.Integer(),
  creditos_antes: Type.Integer(),
  creditos_despues: Type.Integer(),
});
export type ReemplazoCorte = Static<typeof ReemplazoCorteEsquema>;

export const RespuestaImportacionEsquema = Type.Object({
  tipo: Type.Enum([...TIPOS_IMPORTACION]),
  /** true: solo se leyó y validó el libro (vista_previa); nada se escribió */
  vista_previa: Type.Boolean(),
  /** se escribió algo (false en la vista previa y cuando no había nada que escribir sin riesgo) */
  escrito: Type.Boolean(),
  /** por qué no se escribe (o no se escribiría) nada: 'ninguna fila es válida', 'el corte ... quedaría sin aportes' */
  motivo_sin_escribir: Nulable(Type.String()),
  /** filas de datos leídas (sin contar las vacías) */
  filas: Type.Integer(),
  /** creados (o que se crearían, en la vista previa) */
  creados: Type.Integer(),
  actualizados: Type.Integer(),
  rechazados: Type.Integer(),
  /** aportes: filas anteriores del corte que se reemplazaron (o se reemplazarían) */
  reemplazados: Type.Integer(),
  /** aportes: el corte importado (en la vista previa, null si aún no existe) */
  corte: Nulable(CorteEsquema),
  /** aportes: el corte antes y después */
  reemplazo: Nulable(ReemplazoCorteEsquema),
  /** hojas del libro que no se importaron */
  hojas_ignoradas: Type.Array(Type.String()),
  /** avisos para quien importa: el corte que queda con menos filas, hojas no reconocidas, nada que escribir */
  avisos: Type.Array(Type.String()),
  errores: Type.Array(ErrorImportacionEsquema),
  /** resumen legible para el área de texto del modal */
  mensaje: Type.String(),
});
export type RespuestaImportacion = Static<typeof RespuestaImportacionEsquema>;

/** GET /api/admin/documentos-repetidos: afiliados cuyos documentos, normalizados, son el mismo. */
export const AfiliadoRepetidoEsquema = Type.Object({
  id_afiliado: Type.Integer(),
  /** el documento tal como está guardado */
  documento: Type.String(),
  nombres: Type.String(),
  apellidos: Type.String(),
  aportes: Type.Integer(),
  creditos: Type.Integer(),
  solicitudes: Type.Integer(),
  ultimo_login: Nulable(Type.String()),
});
export const GrupoDocumentoRepetidoEsquema = Type.Object({
  /** el documento normalizado que comparten ('' si no tiene dígitos válidos) */
  documento: Type.String(),
  afiliados: Type.Array(AfiliadoRepetidoEsquema),
});
export const RespuestaDocumentosRepetidosEsquema = Type.Object({ grupos: Type.Array(GrupoDocumentoRepetidoEsquema) });
export type AfiliadoRepetido = Static<typeof AfiliadoRepetidoEsquema>;
export type GrupoDocumentoRepetido = Static<typeof GrupoDocumentoRepetidoEsquema>;
export type RespuestaDocumentosRepetidos = Static<typeof RespuestaDocumentosRepetidosEsquema>;

export const ParamsPlantillaEsquema = Type.Object({ tipo: Type.Enum([...TIPOS_IMPORTACION]) });

/** GET /api/admin/cortes: los cortes, el más reciente primero. */
export const ListaCortesEsquema = Type.Array(CorteEsquema);

export const COLUMNAS_APORTES_CORTE = ['nombre', 'documento', 'tipo', 'total'] as const;
export type ColumnaAportesCorte = (typeof COLUMNAS_APORTES_CORTE)[number];
export const COLUMNAS_CREDITOS_CORTE = ['nombre', 'documento', 'tipo', 'total', 'valor_credito', 'saldo'] as const;
export type ColumnaCreditosCorte = (typeof COLUMNAS_CREDITOS_CORTE)[number];

/** GET /api/admin/cortes/{id}/aportes (convención de listas; texto sobre nombre, documento y tipo); .../descargar: .xlsx. */
export const ConsultaAportesCorteEsquema = ConsultaListaEsquema(COLUMNAS_APORTES_CORTE, { texto: Texto });
export type ConsultaAportesCorte = Static<typeof ConsultaAportesCorteEsquema>;
export const ConsultaCreditosCorteEsquema = ConsultaListaEsquema(COLUMNAS_CREDITOS_CORTE, { texto: Texto });
export type ConsultaCreditosCorte = Static<typeof ConsultaCreditosCorteEsquema>;

/** Fila de aportes de un corte (pantalla de administración, SPEC 2.14 y 3). */
export const FilaAporteAdminEsquema = Type.Object({
  id_aporte: Type.Integer(),
  nombre: Type.String(),
  documento: Type.String(),
  tipo: Type.String(),
  total: Type.Number(),
});
export type FilaAporteAdmin = Static<typeof FilaAporteAdminEsquema>;
/** Crédito de un corte: total es el valor de la cuota; valor_credito y saldo. */
export const FilaCreditoAdminEsquema = Type.Object({
  id_credito: Type.Integer(),
  nombre: Type.String(),
  documento: Type.String(),
  tipo: Type.String(),
  total: Type.Number(),
  valor_credito: Type.Number(),
  saldo: Type.Number(),
});
export type FilaCreditoAdmin = Static<typeof FilaCreditoAdminEsquema>;

export const RespuestaAportesCorteEsquema = Type.Object({
  filas: Type.Array(FilaAporteAdminEsquema),
  total: Type.Integer({ minimum: 0 }),
  /** sumas sobre todas las filas del filtro (no solo la página) */
  totales: Type.Object({ total: Type.Number() }),
});
export type RespuestaAportesCorte = Static<typeof RespuestaAportesCorteEsquema>;
export const RespuestaCreditosCorteEsquema = Type.Object({
  filas: Type.Array(FilaCreditoAdminEsquema),
  total: Type.Integer({ minimum: 0 }),
  totales: Type.Object({ total: Type.Number(), valor_credito: Type.Number(), saldo: Type.Number() }),
});
export type RespuestaCreditosCorte = Static<typeof RespuestaCreditosCorteEsquema>;

/** GET /api/afiliados/{id}/url-token */
export const RespuestaUrlTokenEsquema = Type.Object({ url: Type.String() });
export type RespuestaUrlToken = Static<typeof RespuestaUrlTokenEsquema>;
/** GET /api/afiliados/{id}/enviar-bienvenida: a quién se envió. */
export const RespuestaBienvenidaEsquema = Type.Object({ email: Type.String(), mensaje: Type.String() });
export type RespuestaBienvenida = Static<typeof RespuestaBienvenidaEsquema>;

/** GET /api/admin/resumen: tablero del administrador. */
export const ResumenAdminEsquema = Type.Object({
  solicitudes_pendientes: Type.Integer(),
  mensajes_abiertos: Type.Integer(),
  /** afiliados vigentes (no retirados, no superadmin) que nunca actualizaron sus datos */
  sin_actualizar: Type.Integer(),
  ultima_importacion: Nulable(
    Type.Object({
      fecha: Type.String(),
      tipo: Type.String(),
      actor: Nulable(Type.String()),
      creados: Type.Integer(),
      actualizados: Type.Integer(),
      rechazados: Type.Integer(),
    }),
  ),
});
export type ResumenAdmin = Static<typeof ResumenAdminEsquema>;

export const COLUMNAS_AUDITORIA = ['fecha', 'accion', 'id_auditoria'] as const;
export type ColumnaAuditoria = (typeof COLUMNAS_AUDITORIA)[number];
/** GET /api/admin/auditoria: accion exacta, desde y hasta (fechas 'YYYY-MM-DD', inclusive, hora de Bogotá). */
export const ConsultaAuditoriaEsquema = ConsultaListaEsquema(COLUMNAS_AUDITORIA, {
  accion: Type.Optional(Type.String({ maxLength: 60 })),
  desde: Type.Optional(Type.String({ format: 'date' })),
  hasta: Type.Optional(Type.String({ format: 'date' })),
});
export type ConsultaAuditoria = Static<typeof ConsultaAuditoriaEsquema>;
export const FilaAuditoriaEsquema = Type.Object({
  id_auditoria: Type.Integer(),
  fecha: Type.String(),
  accion: Type.String(),
  id_actor: Nulable(Type.Integer()),
  actor_nombre: Nulable(Type.String()),
  id_afiliado: Nulable(Type.Integer()),
  afiliado_nombre: Nulable(Type.String()),
  detalle: Nulable(Type.Record(Type.String(), Type.Unknown())),
  ip: Nulable(Type.String()),
});
export type FilaAuditoria = Static<typeof FilaAuditoriaEsquema>;
export const RespuestaAuditoriaEsquema = RespuestaListaEsquema(FilaAuditoriaEsquema);
export type RespuestaAuditoria = Static<typeof RespuestaAuditoriaEsquema>;

/** Binario .xlsx (solo documentación; la API lo envía como flujo). */
export const XlsxEsquema = Type.Unsafe<Uint8Array | AsyncIterable<Uint8Array>>({
  type: 'string',
  format: 'binary',
  description: 'Libro .xlsx',
});
