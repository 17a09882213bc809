// Productos (SPEC 3 y 7): resumen, aportes e historial, créditos y tipos de crédito.
// Dinero: number en JSON (se suma en PostgreSQL como numeric, nunca en JS).
import { Type, type Static } from 'typebox';
import { FechaEsquema, Nulable } from './comunes';

/** Corte: fecha de cierre de las cifras importadas. */
export const CorteEsquema = Type.Object({ id_corte: Type.Integer(), corte: FechaEsquema });
export type Corte = Static<typeof CorteEsquema>;

/** GET /api/afiliados/{id}/resumen */
export const ResumenEsquema = Type.Object({
  aportes: Type.Number(),
  creditos: Type.Number(),
  cambio_password: Type.Boolean(),
  /** Corte del que salen las cifras; null si el afiliado no tiene cortes. */
  corte: Nulable(CorteEsquema),
});
export type Resumen = Static<typeof ResumenEsquema>;

export const TipoAporteEsquema = Type.Object({
  id_tipo_aporte: Type.Integer(),
  nombre: Type.String(),
  orden: Type.Integer(),
});
export type TipoAporte = Static<typeof TipoAporteEsquema>;

export const AporteEsquema = Type.Object({
  id_aporte: Type.Integer(),
  id_tipo_aporte: Type.Integer(),
  total: Type.Number(),
  cuota: Type.Number(),
  tipo_aporte: TipoAporteEsquema,
});
export type Aporte = Static<typeof AporteEsquema>;

/** GET /api/afiliados/{id}/aportes */
export const RespuestaAportesEsquema = Type.Object({
  aportes: Type.Array(AporteEsquema),
  corte: Nulable(CorteEsquema),
  tipos: Type.Array(TipoAporteEsquema),
});
export type RespuestaAportes = Static<typeof RespuestaAportesEsquema>;

/** GET /api/afiliados/{id}/aportes/historial: un punto por corte y tipo. */
export const HistorialAportesEsquema = Type.Object({
  tipos: Type.Array(TipoAporteEsquema),
  cortes: Type.Array(CorteEsquema),
  series: Type.Array(
    Type.Object({
      id_tipo_aporte: Type.Integer(),
      puntos: Type.Array(Type.Object({ id_corte: Type.Integer(), corte: Type.String(), total: Type.Number() })),
    }),
  ),
});
export type HistorialAportes = Static<typeof HistorialAportesEsquema>;

export const PeriodicidadEsquema = Type.Enum(['mensual', 'semestral']);
export type Periodicidad = Static<typeof PeriodicidadEsquema>;

/** Qué saldo descuenta el cupo: el de los créditos de este tipo o el de todos. */
export const CupoPorEsquema = Type.Enum(['tipo', 'todos']);
export type CupoPor = Static<typeof CupoPorEsquema>;

/** Tipo de crédito (SPEC 3); periodicidad: DESIGN 6 (simulador). */
export const TipoCreditoEsquema = Type.Object({
  id_tipo_credito: Type.Integer(),
  nombre: Type.String(),
  descripcion: Nulable(Type.String()),
  activo: Type.Boolean(),
  simulador: Type.Boolean(),
  /** Tasa mensual como fracción (0.015 = 1,5 %). */
  tasa: Type.Number(),
  plazo_maximo: Nulable(Type.Integer()),
  plazo_minimo: Nulable(Type.Integer()),
  /** Valor máximo de una solicitud de este tipo, en pesos; null sin tope. */
  valor_maximo: Nulable(Type.Number()),
  periodicidad: PeriodicidadEsquema,
  /** Cupo de crédito: veces el ahorro que presta el tipo; null sin cupo por ahorro. */
  veces_ahorro: Nulable(Type.Number()),
  /** Fracción del salario que pueden tomar las cuotas (0.5 = 50 %); null: 50 % si hay cupo, si no, sin límite. */
  porcentaje_salario: Nulable(Type.Number()),
  cupo_por: CupoPorEsquema,
});
export type TipoCredito = Static<typeof TipoCreditoEsquema>;

/** POST /api/tipos-credito (crear con id 0 o actualizar). */
export const CuerpoTipoCreditoEsquema = Type.Object({
  id_tipo_credito: Type.Integer({ minimum: 0 }),
  nombre: Type.String({ minLength: 1, maxLength: 120 }),
  descripcion: Type.Optional(Nulable(Type.String({ maxLength: 2000 }))),
  activo: Type.Optional(Type.Boolean({ default: true })),
  simulador: Type.Optional(Type.Boolean()),
  tasa: Type.Number({ minimum: 0, maximum: 1 }),
  plazo_maximo: Type.Optional(Nulable(Type.Integer({ minimum: 1, maximum: 600 }))),
  plazo_minimo: Type.Optional(Nulable(Type.Integer({ minimum: 1, maximum: 600 }))),
  valor_maximo: Type.Optional(Nulable(Type.Number({ minimum: 1, maximum: 1e12 }))),
  periodicidad: Type.Optional(PeriodicidadEsquema),
  veces_ahorro: Type.Optional(Nulable(Type.Number({ minimum: 0.01, maximum: 100 }))),
  porcentaje_salario: Type.Optional(Nulable(Type.Number({ minimum: 0.01, maximum: 1 }))),
  cupo_por: Type.Optional(CupoPorEsquema),
});
export type CuerpoTipoCredito = Static<typeof CuerpoTipoCreditoEsquema>;

export const CreditoEsquema = Type.Object({
  id_credito: Type.Integer(),
  id_tipo_credito: Type.Integer(),
  numero: Type.String(),
  saldo: Type.Number(),
  valor_credito: Type.Number(),
  valor_cuota: Type.Number(),
  cuotas: Type.Integer(),
  cuotas_pagadas: Type.Integer(),
  cuotas_pendientes: Type.Integer(),
  desembolso: Nulable(Type.String()),
  inicio_descuento: Nulable(Type.String()),
  terminacion: Nulable(Type.String()),
  /** Tasa mensual como fracción; se muestra x 100 como porcentaje. */
  tasa: Type.Number(),
  estado_credito: Type.String(),
  descuento_prima: Type.Boolean(),
  descuento_ahorro: Type.Boolean(),
});
export type Credito = Static<typeof CreditoEsquema>;

/** GET /api/afiliados/{id}/creditos */
export const RespuestaCreditosEsquema = Type.Object({
  creditos: Type.Array(CreditoEsquema),
  tipos: Type.Array(TipoCreditoEsquema),
  corte: Nulable(CorteEsquema),
});
export type RespuestaCreditos = Static<typeof RespuestaCreditosEsquema>;
