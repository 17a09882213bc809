// Tipos de crédito: una sola clave de caché y un solo hook para los remotos que los leen (Solicitudes y
// Administración comparten el cliente de consultas de la shell). La llamada la pone el módulo api/ de la app.
import type { TipoCredito } from '@fondo/contrato';
import { useQuery } from '@fondo/runtime';

/** Clave de la caché de los tipos de crédito; la invalida quien los cambia. */
export const CLAVE_TIPOS_CREDITO = ['tipos-credito'] as const;

/** Los tipos de crédito (GET /api/tipos-credito con la función `obtener` del módulo api/ de la app). */
export function useTiposCredito(obtener: () => Promise<TipoCredito[]>) {
  return useQuery({ queryKey: CLAVE_TIPOS_CREDITO, queryFn: obtener });
}
