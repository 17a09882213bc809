// Rondas de actualización de datos e invitaciones en bloque: solo superadmin.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { FiltroActualizacionEsquema } from './admin';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** El filtro de la lista de afiliados (/admin/afiliados): texto y Actualización. Vacío: todos. */
export const FiltroAfiliadosEsquema = Type.Object({
  texto: Type.Optional(Type.String({ maxLength: 100 })),
  actualizacion: Type.Optional(FiltroActualizacionEsquema),
});
export type FiltroAfiliados = Static<typeof FiltroAfiliadosEsquema>;

/** La ronda abierta en que un afiliado aún no envió su formulario (ficha y sesión). */
export const RondaPendienteEsquema = Type.Object({
  id_ronda: Type.Integer(),
  nombre: Type.String(),
  /** AAAA-MM-DD */
  fecha_limite: Type.String(),
});
export type RondaPendiente = Static<typeof RondaPendienteEsquema>;

/** POST /api/admin/rondas: abre una ronda para todos los afiliados (no superadmin, sin retiro) o un filtro. */
export const CuerpoAbrirRondaEsquema = Type.Object({
  nombre: Type.String({ maxLength: 120 }),
  /** AAAA-MM-DD, hoy o después */
  fecha_limite: Type.String({ maxLength: 10 }),
  filtro: Type.Optional(FiltroAfiliadosEsquema),
});
export type CuerpoAbrirRonda = Static<typeof CuerpoAbrirRondaEsquema>;

/** Una ronda con su avance: enviados y pendientes de sus afiliados. */
export const RondaEsquema = Type.Object({
  id_ronda: Type.Integer(),
  nombre: Type.String(),
  fecha_limite: Type.String(),
  filtro: FiltroAfiliadosEsquema,
  abierta: Type.Boolean(),
  /** instante ISO */
  creada: Type.String(),
  cerrada: Nulable(Type.String()),
  /** nombre de quien la abrió (null si ya no existe) */
  abierta_por: Nulable(Type.String()),
  total: Type.Integer(),
  enviados: Type.Integer(),
  pendientes: Type.Integer(),
  /** instante ISO del último recordatorio, o null */
  ultimo_recordatorio: Nulable(Type.String()),
});
export type Ronda = Static<typeof RondaEsquema>;

/** GET /api/admin/rondas: la más reciente primero. */
export const RespuestaRondasEsquema = Type.Object({ rondas: Type.Array(RondaEsquema) });
export type RespuestaRondas = Static<typeof RespuestaRondasEsquema>;

export const RespuestaRondaEsquema = Type.Object({ mensaje: Type.String(), ronda: RondaEsquema });
export type RespuestaRonda = Static<typeof RespuestaRondaEsquema>;

/** POST /api/admin/rondas/{id}/recordatorio: correos encolados y pendientes sin correo. */
export const RespuestaRecordatorioEsquema = Type.Object({
  mensaje: Type.String(),
  encolados: Type.Integer(),
  sin_correo: Type.Integer(),
});
export type RespuestaRecordatorio = Static<typeof RespuestaRecordatorioEsquema>;

export const ParamsRondaEsquema = Type.Object({ id: Id });

/** Un lote de invitaciones con su avance (el estado de cada bienvenida en la cola). */
export const LoteInvitacionEsquema = Type.Object({
  id_lote: Type.Integer(),
  creado: Type.String(),
  filtro: FiltroAfiliadosEsquema,
  por_minuto: Type.Integer(),
  /** afiliados elegidos (sin clave, con el filtro) */
  total: Type.Integer(),
  /** sin correo: contados, no encolados */
  sin_correo: Type.Integer(),
  /** bienvenidas esperando su turno o reintentándose */
  en_cola: Type.Integer(),
  enviados: Type.Integer(),
  fallidos: Type.Integer(),
  /** instante ISO en que se podrá enviar la última (el ritmo) */
  termina: Nulable(Type.String()),
});
export type LoteInvitacion = Static<typeof LoteInvitacionEsquema>;

export const RespuestaLotesEsquema = Type.Object({ lotes: Type.Array(LoteInvitacionEsquema) });
export type RespuestaLotes = Static<typeof RespuestaLotesEsquema>;

/** POST /api/admin/invitaciones: el filtro (vacío: todos los afiliados sin clave). */
export const CuerpoInvitarEsquema = Type.Object({ filtro: Type.Optional(FiltroAfiliadosEsquema) });
export type CuerpoInvitar = Static<typeof CuerpoInvitarEsquema>;

export const RespuestaInvitarEsquema = Type.Object({ mensaje: Type.String(), lote: LoteInvitacionEsquema });
export type RespuestaInvitar = Static<typeof RespuestaInvitarEsquema>;
