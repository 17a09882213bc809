// Reglas de presentación de los aportes (SPEC 5), las mismas en la app y en los certificados.

import { claveNombre } from './normalizar';

/** Tipo de aporte 'Revalorizacion' (con o sin tilde, sin importar mayúsculas ni espacios a los lados). */
export function esRevalorizacion(nombreTipo: string): boolean {
  return claveNombre(nombreTipo) === 'revalorizacion';
}

/** SPEC 5: una fila de Revalorizacion con total 0 no se muestra (el total puede venir como texto numeric). */
export function ocultarAporte(nombreTipo: string, total: number | string): boolean {
  return esRevalorizacion(nombreTipo) && Number(total) === 0;
}

/** SPEC 5: quita las filas ocultas y ordena por tipo_aporte.orden (estable). */
export function aportesVisibles<A extends { total: number | string; tipo_aporte: { nombre: string; orden: number } }>(
  aportes: readonly A[],
): A[] {
  return aportes
    .filter((a) => !ocultarAporte(a.tipo_aporte.nombre, a.total))
    .sort((a, b) => a.tipo_aporte.orden - b.tipo_aporte.orden);
}
