// Servicio de Productos (SPEC 2.4-2.6): cifras del último corte con filas del afiliado.
// 404 si el afiliado no existe; listas vacías si existe pero no tiene cortes.
import type { HistorialAportes, RespuestaAportes, RespuestaCreditos, Resumen } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { noEncontrado } from '../errors.js';
import {
  aportesDelUltimoCorte, creditosDelUltimoCorte, historialAportes, resumen, ultimoCorte,
} from './consultas.js';

export const MENSAJE_AFILIADO_NO_ENCONTRADO = 'Afiliado no encontrado';

/** Último corte del afiliado (null si no tiene); 404 si el afiliado no existe. */
async function corteDe(db: Db, idAfiliado: number) {
  const corte = await ultimoCorte(db, idAfiliado);
  if (corte === undefined) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  return corte;
}

export async function resumenDe(db: Db, idAfiliado: number): Promise<Resumen> {
  const r = await resumen(db, idAfiliado);
  if (!r) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  return r;
}

/** Una sola consulta (preparada): el corte, sus aportes y los tipos. */
export async function aportesDe(db: Db, idAfiliado: number): Promise<RespuestaAportes> {
  const r = await aportesDelUltimoCorte(db, idAfiliado);
  if (!r) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  return r;
}

export async function historialDe(db: Db, idAfiliado: number): Promise<HistorialAportes> {
  const corte = await corteDe(db, idAfiliado);
  if (corte === null) return { tipos: [], cortes: [], series: [] };
  return historialAportes(db, idAfiliado, corte);
}

/** Una sola consulta (preparada): el corte, sus créditos y los tipos. */
export async function creditosDe(db: Db, idAfiliado: number): Promise<RespuestaCreditos> {
  const r = await creditosDelUltimoCorte(db, idAfiliado);
  if (!r) throw noEncontrado(MENSAJE_AFILIADO_NO_ENCONTRADO);
  return r;
}
