// Servicio del cupo de crédito: la posición del afiliado y, por tipo con regla, su cupo con la
// regla del contrato (calcularCupo); la comprobación al radicar (la misma que avisa el formulario) y la
// marca de los tipos de aporte que cuentan (superadmin, auditada).
import {
  avisosCupo,
  calcularCupo,
  cuotaParaCupo,
  mensajeCupo,
  reglaCupoDe,
  tieneReglaCupo,
  type Cupo,
  type CupoTipo,
  type PosicionCupo,
  type RespuestaCupo,
  type TipoAporteCupo,
  type TipoCredito,
} from '@fondo/contrato';
import { auditarAccion, type ContextoAccion } from '../auditoria/auditoria.js';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado, solicitudInvalida } from '../errors.js';
import { listarTipos } from '../tipos-credito/servicio.js';
import {
  contarTiposAporte,
  corteDePosicion,
  listarTiposAporte,
  marcarTiposAporte,
  posicionDelAfiliado,
  type FilaPosicion,
} from './consultas.js';

export const MENSAJE_TIPO_APORTE_NO_EXISTE = 'Uno de los tipos de aporte no existe';

const numero = (v: string | null | undefined): number => Number(v ?? 0);

/** La posición que mira la regla de un tipo: el saldo de sus créditos o el de todos. */
function posicionPara(f: FilaPosicion, tipo: Pick<TipoCredito, 'id_tipo_credito' | 'cupo_por'>): PosicionCupo {
  const saldoTipo = f.saldo_por_tipo?.[String(tipo.id_tipo_credito)];
  return {
    ahorro: numero(f.ahorro),
    saldo_creditos: tipo.cupo_por === 'todos' ? numero(f.saldo_total) : numero(saldoTipo),
    cuotas_vigentes: numero(f.cuotas_vigentes),
    salario: f.salario === null ? null : numero(f.salario),
  };
}

async function posicion(db: Db, idAfiliado: number): Promise<FilaPosicion> {
  const f = await posicionDelAfiliado(db, idAfiliado);
  if (!f) throw afiliadoNoEncontrado();
  return f;
}

/** GET /api/afiliados/me/cupo: la posición y el cupo de cada tipo activo con regla. */
export async function cupoDe(db: Db, idAfiliado: number): Promise<RespuestaCupo> {
  const f = await posicion(db, idAfiliado);
  const tipos = (await listarTipos(db)).filter((t) => t.activo && tieneReglaCupo(reglaCupoDe(t)));
  return {
    corte: corteDePosicion(f),
    ahorro: numero(f.ahorro),
    aportes_cupo: (f.aportes_cupo ?? []).map((a) => ({ nombre: a.nombre, total: numero(a.total) })),
    ahorro_total: numero(f.ahorro_total),
    salario: f.salario === null ? null : numero(f.salario),
    cuotas_vigentes: numero(f.cuotas_vigentes),
    tipos: tipos.map((t): CupoTipo => {
      const p = posicionPara(f, t);
      return {
        id_tipo_credito: t.id_tipo_credito,
        nombre: t.nombre,
        veces_ahorro: t.veces_ahorro,
        cupo_por: t.cupo_por,
        saldo_creditos: p.saldo_creditos,
        ...calcularCupo(reglaCupoDe(t), p),
      };
    }),
  };
}

/** El cupo de hoy (último corte) de un afiliado en un tipo; null si el tipo no tiene regla (revisión). */
export async function cupoEnTipo(db: Db, idAfiliado: number, tipo: TipoCredito): Promise<Cupo | null> {
  const regla = reglaCupoDe(tipo);
  if (!tieneReglaCupo(regla)) return null;
  return calcularCupo(regla, posicionPara(await posicion(db, idAfiliado), tipo));
}

/** Las cifras que quedan con la solicitud (todas null si el tipo no tiene regla). */
export interface CifrasCupo {
  cupo_disponible: string | null;
  cuota_maxima: string | null;
  ahorro_cupo: string | null;
}

const SIN_CIFRAS: CifrasCupo = { cupo_disponible: null, cuota_maxima: null, ahorro_cupo: null };
const dinero = (v: number | null) => (v === null ? null : v.toFixed(2));

/**
 * Comprueba el cupo de una solicitud nueva con la regla del contrato: 400 con los avisos (los mismos
 * textos del formulario) si el valor pasa del disponible o la cuota de la parte del salario. Devuelve las
 * cifras para guardar con la solicitud. Un tipo sin regla pasa como antes, sin cifras.
 */
export async function comprobarCupo(
  db: Db,
  idAfiliado: number,
  tipo: TipoCredito,
  pedido: { valor: number; cuotas: number },
): Promise<CifrasCupo> {
  const regla = reglaCupoDe(tipo);
  if (!tieneReglaCupo(regla)) return SIN_CIFRAS;
  const f = await posicion(db, idAfiliado);
  const cupo: Cupo = calcularCupo(regla, posicionPara(f, tipo));
  const cuota = cuotaParaCupo(tipo, pedido.valor, pedido.cuotas) ?? 0;
  const avisos = avisosCupo(cupo, { valor: pedido.valor, cuota });
  if (avisos.length > 0) throw solicitudInvalida(mensajeCupo(avisos));
  return {
    cupo_disponible: dinero(cupo.disponible),
    cuota_maxima: dinero(cupo.cuota_maxima),
    ahorro_cupo: regla.veces_ahorro === null ? null : f.ahorro,
  };
}

export const tiposAporte = (db: Db): Promise<TipoAporteCupo[]> => listarTiposAporte(db);

/** Cuentan para el cupo exactamente los tipos dados (400 si uno no existe); queda en la auditoría. */
export async function marcarAportes(db: Db, ids: readonly number[], ctx: ContextoAccion): Promise<TipoAporteCupo[]> {
  await db.transaction(async (tx) => {
    if ((await contarTiposAporte(tx, ids)) !== ids.length) throw solicitudInvalida(MENSAJE_TIPO_APORTE_NO_EXISTE);
    await marcarTiposAporte(tx, ids);
    await auditarAccion(tx, ctx, { accion: 'aportes_cupo_marcados', detalle: { ids_tipo_aporte: [...ids] } });
  });
  return listarTiposAporte(db);
}
