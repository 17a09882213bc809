// Servicio de Productos (SPEC 2.4-2.6): cifras del último corte con filas del afiliado.
// 404 si el afiliado no existe; listas vacías si existe pero no tiene cortes.
import type { HistorialAportes, RespuestaAportes, RespuestaCreditos, Resumen } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado } from '../errors.js';
import { lecturaGuardada } from './lecturas-guardadas.js';
import {
  aportesDelUltimoCorte,
  creditosDelUltimoCorte,
  historialAportes,
  resumen,
  ultimoCorte,
  type JsonDe,
} from './consultas.js';

/** Último corte del afiliado (null si no tiene); 404 si el afiliado no existe. */
async function corteDe(db: Db, idAfiliado: number) {
  const corte = await ultimoCorte(db, idAfiliado);
  if (corte === undefined) throw afiliadoNoEncontrado();
  return corte;
}

/** JSON del resumen: el guardado si los datos no cambiaron (una consulta a version_datos), si no una consulta. */
export async function resumenDe(db: Db, idAfiliado: number): Promise<JsonDe<Resumen>> {
  const json = await lecturaGuardada(db, `resumen:${idAfiliado}`, () => resumen(db, idAfiliado));
  if (json === null) throw afiliadoNoEncontrado();
  return json;
}

/** JSON de los aportes del último corte y los tipos: guardado mientras los datos no cambien (ver lecturas-guardadas.ts). */
export async function aportesDe(db: Db, idAfiliado: number): Promise<JsonDe<RespuestaAportes>> {
  const json = await lecturaGuardada(db, `aportes:${idAfiliado}`, () => aportesDelUltimoCorte(db, idAfiliado));
  if (json === null) throw afiliadoNoEncontrado();
  return json;
}

export async function historialDe(db: Db, idAfiliado: number): Promise<HistorialAportes> {
  const corte = await corteDe(db, idAfiliado);
  if (corte === null) return { tipos: [], cortes: [], series: [] };
  return historialAportes(db, idAfiliado, corte);
}

/** JSON de los créditos del último corte y los tipos: guardado mientras los datos no cambien. */
export async function creditosDe(db: Db, idAfiliado: number): Promise<JsonDe<RespuestaCreditos>> {
  const json = await lecturaGuardada(db, `creditos:${idAfiliado}`, () => creditosDelUltimoCorte(db, idAfiliado));
  if (json === null) throw afiliadoNoEncontrado();
  return json;
}
