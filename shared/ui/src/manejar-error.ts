import { useCallback, useEffect } from 'react';
import type { ApiApp } from './avisos-diferidos';
import { useAppFondo } from './usar-app';
import { avisarError, registrarAvisoDeError } from '@fondo/runtime';

type Modal = ApiApp['modal'];

// El diálogo (y Typography, que lleva) se carga al primer error: no va en el paquete inicial de la shell.
const dialogoDeError = (modal: Modal) => (texto: string) =>
  void import('./dialogos').then(({ mostrarDialogo }) =>
    mostrarDialogo(modal, { tipo: 'error', titulo: 'Error', contenido: texto }),
  );

/**
 * SPEC 8 en la raíz de antd de la shell: el diálogo 'Error' que muestran la caché de consultas y las
 * mutaciones que fallan. Va una vez, dentro de <App> (ProveedoresFondo).
 */
export function AvisosDeError(): null {
  const { modal } = useAppFondo();
  useEffect(() => registrarAvisoDeError(dialogoDeError(modal)), [modal]);
  return null;
}

/**
 * SPEC 8 para una llamada hecha a mano (fuera de useQuery/useMutation): diálogo 'Error' con el texto
 * del servidor, una sola vez por falla; 'Token expirado' ya lo lleva el cliente de la API a /logout.
 */
export function useManejarError(): (e: unknown) => Promise<void> {
  const { modal } = useAppFondo();
  return useCallback((e: unknown) => avisarError(e, dialogoDeError(modal)), [modal]);
}

/** Lo que dejó una mutación: su valor, u ok: false si falló. */
export type ResultadoMutacion<T> = { ok: true; valor: T } | { ok: false };

/**
 * Espera una mutación cuyo error ya mostró la política de consultas (el diálogo 'Error' de SPEC 8) o la
 * pantalla (meta.sinDialogo): su valor, u `ok: false` para que la pantalla no siga. Solo el error de la
 * mutación se da por atendido: lo que la pantalla hace después queda fuera y sus errores no se callan.
 */
export async function trasMutacion<T>(mutacion: Promise<T>): Promise<ResultadoMutacion<T>> {
  try {
    return { ok: true, valor: await mutacion };
  } catch {
    return { ok: false };
  }
}
