// Mensajes (Contáctenos) (SPEC 2.18, 3 y 7; DESIGN 6).
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { ConsultaListaEsquema, RespuestaListaEsquema } from './listas';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** 0 abierto, 1 cerrado. */
export const EstadoMensajeEsquema = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type EstadoMensaje = Static<typeof EstadoMensajeEsquema>;

export const InfoAdjuntoEsquema = Type.Object({ id_archivo: Type.Integer(), nombre: Type.String() });
export type InfoAdjunto = Static<typeof InfoAdjuntoEsquema>;

/**
 * Un mensaje. En las filas de la lista y en `mensaje` del hilo, estado, ultima_actualizacion y
 * actualizado_por son los del hilo; afiliado_* es el dueño del hilo y autor_nombre quien escribió.
 */
export const MensajeEsquema = Type.Object({
  id_mensaje: Type.Integer(),
  id_mensaje_padre: Nulable(Type.Integer()),
  /** texto plano (sin etiquetas) */
  asunto: Type.String(),
  /** HTML saneado en el servidor (DESIGN 6) */
  texto: Type.String(),
  creado: Type.String(),
  estado: EstadoMensajeEsquema,
  ultima_actualizacion: Type.String(),
  /** nombre de quien actualizó el hilo por última vez */
  actualizado_por: Nulable(Type.String()),
  id_afiliado: Type.Integer(),
  afiliado_nombre: Type.String(),
  afiliado_foto: Nulable(Type.Integer()),
  /** nombre de quien escribió este mensaje (null si esa cuenta ya no existe) */
  autor_nombre: Nulable(Type.String()),
  adjuntos: Type.Array(Type.Integer()),
  infoAdjuntos: Type.Array(InfoAdjuntoEsquema),
  /**
   * Solo para un superadmin: mensaje importado del correo cuyo From no aprobó el servidor del fondo
   * (sin DMARC, DKIM ni SPF; 'Remitente sin verificar').
   */
  remitente_sin_verificar: Type.Optional(Type.Boolean()),
});
export type Mensaje = Static<typeof MensajeEsquema>;

/** Largo máximo del asunto (texto plano). */
export const LARGO_MAXIMO_ASUNTO = 200;

/**
 * POST /api/mensajes: asunto requerido en un hilo nuevo (en una respuesta se ignora); estado solo
 * lo cambia un superadmin (la respuesta de un afiliado a un hilo cerrado lo reabre).
 */
export const CuerpoMensajeEsquema = Type.Object({
  asunto: Type.Optional(Nulable(Type.String({ maxLength: 1000 }))),
  texto: Type.Optional(Nulable(Type.String({ maxLength: 100_000 }))),
  adjuntos: Type.Optional(Nulable(Type.Array(Id, { maxItems: 20 }))),
  id_mensaje_padre: Type.Optional(Nulable(Id)),
  estado: Type.Optional(Nulable(EstadoMensajeEsquema)),
});
export type CuerpoMensaje = Static<typeof CuerpoMensajeEsquema>;

export const COLUMNAS_MENSAJES = [
  'ultima_actualizacion',
  'creado',
  'asunto',
  'estado',
  'afiliado_nombre',
  'id_mensaje',
] as const;
export type ColumnaMensajes = (typeof COLUMNAS_MENSAJES)[number];

/**
 * GET /api/mensajes (convención de listas): estado 0 abiertos, 1 cerrados, sin él todos; orden por
 * defecto -ultima_actualizacion. Un afiliado ve sus hilos; un superadmin, todos.
 */
export const ConsultaMensajesEsquema = ConsultaListaEsquema(COLUMNAS_MENSAJES, {
  estado: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type ConsultaMensajes = Static<typeof ConsultaMensajesEsquema>;

export const RespuestaMensajesEsquema = RespuestaListaEsquema(MensajeEsquema);
export type RespuestaMensajes = Static<typeof RespuestaMensajesEsquema>;

/** GET y DELETE /api/mensajes/{id} */
export const ParamsMensajeEsquema = Type.Object({ id: Id });

/** GET /api/mensajes/{id} */
export const HiloMensajeEsquema = Type.Object({ mensaje: MensajeEsquema, respuestas: Type.Array(MensajeEsquema) });
export type HiloMensaje = Static<typeof HiloMensajeEsquema>;

// Archivo y CuerpoArchivo: esquemas/archivos.ts.
