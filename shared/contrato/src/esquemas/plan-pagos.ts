// Plan de pagos de un crédito: las cuotas que faltan desde el último corte en que
// aparece el crédito, con la regla de plan-pagos.ts. Dinero: number en JSON (numeric en SQL).
import { Type, type Static } from 'typebox';
import { FechaEsquema } from './comunes';
import { CorteEsquema, PeriodicidadEsquema } from './productos';

/** ':id' de afiliado ('me' o el número) y ':id_credito' (el id_credito de cualquiera de sus cortes). */
export const ParamsPlanPagosEsquema = Type.Object({
  id: Type.String({ maxLength: 20, description: "'me' o el id_afiliado (solo superadmin para otros)" }),
  id_credito: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Una cuota estimada del plan. */
export const CuotaPlanEsquema = Type.Object({
  numero: Type.Integer(),
  fecha: FechaEsquema,
  cuota: Type.Number(),
  interes: Type.Number(),
  abono_capital: Type.Number(),
  saldo: Type.Number(),
});

/** GET /api/afiliados/{id}/creditos/{id_credito}/plan-pagos */
export const PlanPagosEsquema = Type.Object({
  credito: Type.Object({
    id_credito: Type.Integer(),
    numero: Type.String(),
    /** nombre del tipo de crédito */
    tipo: Type.String(),
    periodicidad: PeriodicidadEsquema,
    /** Tasa mensual como fracción */
    tasa: Type.Number(),
    valor_cuota: Type.Number(),
    cuotas_pendientes: Type.Integer(),
  }),
  /** Último corte en que aparece el crédito: de él salen las cifras. */
  corte: CorteEsquema,
  /** Saldo a la fecha de corte */
  saldo_corte: Type.Number(),
  cuotas: Type.Array(CuotaPlanEsquema),
  totales: Type.Object({ cuotas: Type.Number(), interes: Type.Number(), capital: Type.Number() }),
});
export type PlanPagos = Static<typeof PlanPagosEsquema>;
