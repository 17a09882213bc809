// Servicio del plan de pagos: las cifras del último corte en que aparece el crédito
// con la regla del contrato (planDePagos, totalesPlan), en JSON y en PDF.
import { planDePagos, totalesPlan, type PlanPagos } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, noEncontrado, prohibido } from '../errors.js';
import { creditoParaPlan, type FilaPlanPagos } from './consultas-plan-pagos.js';
import { ultimoCorte } from './consultas.js';
import { generarPlanPagosPdf } from './plan-pagos-pdf.js';

export const MENSAJE_CREDITO_NO_ENCONTRADO = 'Crédito no encontrado';

/** Quien pide el plan: el afiliado de la ruta (ya autorizado por afiliadoObjetivo) y si es superadmin. */
export interface PedidoPlan {
  idAfiliado: number;
  idCredito: number;
  superadmin: boolean;
}

/**
 * La fila del crédito. Como las solicitudes y los mensajes: el crédito de otro afiliado es 403 para
 * un afiliado; para el superadmin, un crédito que no es del afiliado de la ruta es 404.
 */
async function filaDelCredito(db: Db, { idAfiliado, idCredito, superadmin }: PedidoPlan): Promise<FilaPlanPagos> {
  const fila = await creditoParaPlan(db, idCredito);
  if (fila?.id_afiliado === idAfiliado) return fila;
  if (fila && !superadmin) throw prohibido();
  if ((await ultimoCorte(db, idAfiliado)) === undefined) throw afiliadoNoEncontrado();
  throw noEncontrado(MENSAJE_CREDITO_NO_ENCONTRADO);
}

function planDeFila(f: FilaPlanPagos): PlanPagos {
  const periodicidad = f.periodicidad === 'semestral' ? 'semestral' : 'mensual';
  const credito = {
    saldo: Number(f.saldo),
    tasa: Number(f.tasa),
    valor_cuota: Number(f.valor_cuota),
    cuotas_pendientes: f.cuotas_pendientes,
    periodicidad,
  } as const;
  const cuotas = planDePagos(credito, f.corte);
  return {
    credito: {
      id_credito: f.id_credito,
      numero: f.numero,
      tipo: f.tipo,
      periodicidad,
      tasa: credito.tasa,
      valor_cuota: credito.valor_cuota,
      cuotas_pendientes: f.cuotas_pendientes,
    },
    corte: { id_corte: f.id_corte, corte: f.corte },
    saldo_corte: credito.saldo,
    cuotas,
    totales: totalesPlan(cuotas),
  };
}

export async function planPagosDe(db: Db, pedido: PedidoPlan): Promise<PlanPagos> {
  return planDeFila(await filaDelCredito(db, pedido));
}

export interface OpcionesPdfPlan {
  fondo: { nombre: string; nit: string };
  ahora: Date;
}

/** El PDF del plan y el nombre de su archivo. */
export async function planPagosPdfDe(
  db: Db,
  pedido: PedidoPlan,
  opciones: OpcionesPdfPlan,
): Promise<{ pdf: Buffer; nombre: string }> {
  const fila = await filaDelCredito(db, pedido);
  const plan = planDeFila(fila);
  const pdf = await generarPlanPagosPdf({
    plan,
    afiliado: { nombres: fila.nombres, apellidos: fila.apellidos, documento: fila.documento },
    fondo: opciones.fondo,
    emitido: opciones.ahora,
  });
  const nombre = `Plan de pagos ${plan.credito.tipo} ${plan.credito.numero}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
  return { pdf, nombre };
}
