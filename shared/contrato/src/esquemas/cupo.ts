// Cupo de crédito: la posición del afiliado por tipo de crédito y los tipos de aporte que
// cuentan para el cupo. Dinero: number en JSON (sumado en PostgreSQL como numeric).
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { CorteEsquema, CupoPorEsquema } from './productos';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** El cupo de un tipo de crédito con regla. */
export const CupoTipoEsquema = Type.Object({
  id_tipo_credito: Type.Integer(),
  nombre: Type.String(),
  veces_ahorro: Nulable(Type.Number()),
  cupo_por: CupoPorEsquema,
  /** Saldo de los créditos vigentes que descuenta este tipo (los suyos o todos). */
  saldo_creditos: Type.Number(),
  /** veces × ahorro; null sin cupo por ahorro. */
  cupo: Nulable(Type.Number()),
  /** cupo − saldo, nunca negativo; null sin cupo. */
  disponible: Nulable(Type.Number()),
  /** Fracción del salario aplicada; null sin límite de cuota. */
  porcentaje_salario: Nulable(Type.Number()),
  /** salario × porcentaje − cuotas vigentes; null sin límite o sin salario registrado. */
  cuota_maxima: Nulable(Type.Number()),
});
export type CupoTipo = Static<typeof CupoTipoEsquema>;

/** GET /api/afiliados/me/cupo */
export const RespuestaCupoEsquema = Type.Object({
  /** Corte del que salen ahorro, saldos y cuotas; null si el afiliado no tiene cortes. */
  corte: Nulable(CorteEsquema),
  /** Ahorro en los tipos de aporte que el fondo marca para el cupo. */
  ahorro: Type.Number(),
  /** De qué sale `ahorro`: cada tipo de aporte marcado con su total en el corte (en el orden de los tipos). */
  aportes_cupo: Type.Array(Type.Object({ nombre: Type.String(), total: Type.Number() })),
  /** Todos los aportes del corte: el 'Ahorro total' de /inicio (incluye los tipos que no cuentan). */
  ahorro_total: Type.Number(),
  /** Salario de la ficha del afiliado; null si no está registrado. */
  salario: Nulable(Type.Number()),
  /** Suma de las cuotas de todos los créditos vigentes. */
  cuotas_vigentes: Type.Number(),
  /** Solo los tipos activos con regla de cupo; un tipo que no está, se solicita como antes. */
  tipos: Type.Array(CupoTipoEsquema),
});
export type RespuestaCupo = Static<typeof RespuestaCupoEsquema>;

/** Un tipo de aporte con su marca para el cupo (GET /api/admin/tipos-aporte). */
export const TipoAporteCupoEsquema = Type.Object({
  id_tipo_aporte: Type.Integer(),
  nombre: Type.String(),
  orden: Type.Integer(),
  cuenta_para_cupo: Type.Boolean(),
});
export type TipoAporteCupo = Static<typeof TipoAporteCupoEsquema>;
export const ListaTiposAporteCupoEsquema = Type.Array(TipoAporteCupoEsquema);

/** PUT /api/admin/tipos-aporte/cupo: los tipos que cuentan (los demás dejan de contar). */
export const CuerpoAportesCupoEsquema = Type.Object({
  ids: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
});
export type CuerpoAportesCupo = Static<typeof CuerpoAportesCupoEsquema>;
