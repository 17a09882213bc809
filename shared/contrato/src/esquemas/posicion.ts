// Revisión de una solicitud de crédito: la posición del afiliado que la pide (ahorro
// por tipo y créditos vigentes del último corte, salario y parte de él que toman las cuotas, solicitudes
// anteriores) y el historial de estados de la solicitud (quién, cuándo, de qué estado a cuál).
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { CorteEsquema, PeriodicidadEsquema } from './productos';
import { EstadoSolicitudEsquema } from './solicitudes';

/** Un paso del historial: la radicación (estado_anterior null) o un cambio de estado. */
export const CambioEstadoSolicitudEsquema = Type.Object({
  id_historial: Type.Integer(),
  /** instante ISO del cambio */
  fecha: Type.String(),
  /** null: la radicación */
  estado_anterior: Nulable(EstadoSolicitudEsquema),
  estado_nuevo: EstadoSolicitudEsquema,
  observaciones: Nulable(Type.String()),
  /**
   * Quién lo hizo. Para el afiliado dueño, solo su propio nombre (la radicación): el nombre de quien
   * revisó es del personal del fondo y solo lo ve el superadmin (SPEC 6); entonces null ('El fondo').
   */
  quien: Nulable(Type.String()),
});
export type CambioEstadoSolicitud = Static<typeof CambioEstadoSolicitudEsquema>;

/** GET /api/solicitudes-credito/{id}/historial: del más antiguo al más reciente. */
export const RespuestaHistorialSolicitudEsquema = Type.Object({ historial: Type.Array(CambioEstadoSolicitudEsquema) });
export type RespuestaHistorialSolicitud = Static<typeof RespuestaHistorialSolicitudEsquema>;

/** Ahorro de un tipo de aporte en el último corte del afiliado (suma exacta de sus filas). */
export const AhorroPosicionEsquema = Type.Object({
  id_tipo_aporte: Type.Integer(),
  tipo: Type.String(),
  total: Type.Number(),
  cuota: Type.Number(),
});
export type AhorroPosicion = Static<typeof AhorroPosicionEsquema>;

/** Un crédito con saldo en el último corte del afiliado. */
export const CreditoPosicionEsquema = Type.Object({
  id_credito: Type.Integer(),
  id_tipo_credito: Type.Integer(),
  tipo: Type.String(),
  numero: Type.String(),
  saldo: Type.Number(),
  valor_cuota: Type.Number(),
  cuotas: Type.Integer(),
  cuotas_pendientes: Type.Integer(),
  /** semestral: la cuota sale de la prima, no del salario mensual */
  periodicidad: PeriodicidadEsquema,
});
export type CreditoPosicion = Static<typeof CreditoPosicionEsquema>;

/** Otra solicitud del mismo afiliado, radicada antes que esta, con su decisión. */
export const SolicitudAnteriorEsquema = Type.Object({
  id_solicitud: Type.Integer(),
  fecha: Type.String(),
  tipo_credito_nombre: Type.String(),
  valor: Type.Number(),
  cuotas: Type.Integer(),
  estado: EstadoSolicitudEsquema,
  fecha_revision: Nulable(Type.String()),
  observaciones: Nulable(Type.String()),
});
export type SolicitudAnterior = Static<typeof SolicitudAnteriorEsquema>;

/** La cuota frente al salario (regla en posicion.ts: cuotaSobreSalario). Fracciones: 0.25 = 25 %. */
export const CuotaSalarioEsquema = Type.Object({
  /** salario del afiliado (su ficha); null si no lo tiene */
  salario: Nulable(Type.Number()),
  /** cuota de la solicitud con la tasa de su tipo */
  cuota_solicitud: Type.Number(),
  periodicidad_solicitud: PeriodicidadEsquema,
  /** suma de las cuotas mensuales de los créditos vigentes */
  cuotas_vigentes: Type.Number(),
  /** cuotas mensuales con la de la solicitud (si es mensual) */
  cuota_total: Type.Number(),
  /** cuota de la solicitud / salario; null sin salario o si la solicitud es semestral */
  parte_solicitud: Nulable(Type.Number()),
  /** cuota_total / salario; null sin salario */
  parte_total: Nulable(Type.Number()),
});
export type CuotaSalario = Static<typeof CuotaSalarioEsquema>;

/** El cupo del tipo de la solicitud (la forma de Cupo en cupo.ts). */
export const CupoPosicionEsquema = Type.Object({
  cupo: Nulable(Type.Number()),
  disponible: Nulable(Type.Number()),
  porcentaje_salario: Nulable(Type.Number()),
  cuota_maxima: Nulable(Type.Number()),
});

/** GET /api/admin/solicitudes-credito/{id}/posicion (solo superadmin). */
export const PosicionAfiliadoEsquema = Type.Object({
  id_solicitud: Type.Integer(),
  id_afiliado: Type.Integer(),
  afiliado_nombre: Type.String(),
  /** último corte en el que el afiliado tiene aportes o créditos; null si no tiene */
  corte: Nulable(CorteEsquema),
  /** por tipo, en el orden de los tipos; sin Revalorizacion en 0 (SPEC 5) */
  ahorros: Type.Array(AhorroPosicionEsquema),
  ahorro_total: Type.Number(),
  creditos: Type.Array(CreditoPosicionEsquema),
  saldo_creditos: Type.Number(),
  cuota_salario: CuotaSalarioEsquema,
  /** El cupo de hoy en el tipo de la solicitud (calcularCupo); null si el tipo no tiene regla de cupo. */
  cupo: Nulable(CupoPosicionEsquema),
  /** las más recientes primero (hasta MAXIMO_SOLICITUDES_ANTERIORES) */
  solicitudes_anteriores: Type.Array(SolicitudAnteriorEsquema),
  /** cuántas hay en total (puede ser más que las listadas) */
  solicitudes_anteriores_total: Type.Integer(),
  historial: Type.Array(CambioEstadoSolicitudEsquema),
});
export type PosicionAfiliado = Static<typeof PosicionAfiliadoEsquema>;
