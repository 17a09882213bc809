// Correo saliente: el buzón de salida que ve el superadmin en /admin/correos.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { ConsultaListaEsquema, RespuestaListaEsquema } from './listas';

/** Estado de un correo del buzón de salida. */
export const EstadoCorreoEsquema = Type.Enum(['pendiente', 'enviando', 'enviado', 'fallido']);
export type EstadoCorreo = Static<typeof EstadoCorreoEsquema>;

/** Filtro de la lista: sin_enviar (pendientes, enviándose y fallidos; por defecto) o un estado, o todos. */
export const FiltroEstadoCorreoEsquema = Type.Enum(['sin_enviar', 'pendiente', 'fallido', 'enviado', 'todos']);
export type FiltroEstadoCorreo = Static<typeof FiltroEstadoCorreoEsquema>;

export const FilaCorreoEsquema = Type.Object({
  id_correo: Type.Integer(),
  /** instante ISO 8601 en que se encoló */
  creado: Type.String(),
  /** clave de MOTIVOS_CORREO ('bienvenida', 'reestablecer_clave', ...) */
  motivo: Type.String(),
  para: Type.String(),
  asunto: Type.String(),
  estado: EstadoCorreoEsquema,
  /** intentos hechos */
  intentos: Type.Integer(),
  /** pendiente: cuándo será el próximo intento */
  proximo_intento: Nulable(Type.String()),
  /** enviado: cuándo; fallido: cuándo se dejó de intentar */
  terminado: Nulable(Type.String()),
  ultimo_error: Nulable(Type.String()),
});
export type FilaCorreo = Static<typeof FilaCorreoEsquema>;

export const COLUMNAS_CORREOS = ['creado', 'para', 'asunto', 'estado', 'intentos', 'id_correo'] as const;
export type ColumnaCorreos = (typeof COLUMNAS_CORREOS)[number];

/**
 * GET /api/admin/correos (convención de listas): estado (sin_enviar por defecto), texto sobre
 * destinatario y asunto; orden por defecto -creado.
 */
export const ConsultaCorreosEsquema = ConsultaListaEsquema(COLUMNAS_CORREOS, {
  estado: Type.Optional(FiltroEstadoCorreoEsquema),
  texto: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ConsultaCorreos = Static<typeof ConsultaCorreosEsquema>;
export const RespuestaCorreosEsquema = RespuestaListaEsquema(FilaCorreoEsquema);
export type RespuestaCorreos = Static<typeof RespuestaCorreosEsquema>;

/** GET /api/admin/correos/resumen: la tarjeta del tablero. */
export const ResumenCorreosEsquema = Type.Object({
  pendientes: Type.Integer(),
  fallidos: Type.Integer(),
  enviados_24h: Type.Integer(),
  /** instante ISO del pendiente más antiguo, o null */
  pendiente_mas_antiguo: Nulable(Type.String()),
});
export type ResumenCorreos = Static<typeof ResumenCorreosEsquema>;

/** POST /api/admin/correos/{id}/reintentar */
export const ParamsCorreoEsquema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
