// Consultas del buzón de salida (TanStack Query): reintentar invalida la lista y el resumen.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import {
  obtenerCorreos,
  obtenerResumenCorreos,
  reintentarCorreo,
  reintentarFallidos,
  type FiltroCorreos,
} from './correos';

export const clavesCorreos = {
  todo: ['admin', 'correos'] as const,
  lista: (f: FiltroCorreos) => ['admin', 'correos', 'lista', f] as const,
  resumen: ['admin', 'correos', 'resumen'] as const,
};

/** La lista se refresca sola cada 10 s: un pendiente pasa a enviado sin que nadie recargue. */
export function useCorreos(f: FiltroCorreos) {
  return useQuery({
    queryKey: clavesCorreos.lista(f),
    queryFn: () => obtenerCorreos(f),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export function useResumenCorreos() {
  return useQuery({ queryKey: clavesCorreos.resumen, queryFn: obtenerResumenCorreos, refetchInterval: 30_000 });
}

/** id: un correo; null: todos los fallidos. */
export function useReintentar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => (id === null ? reintentarFallidos() : reintentarCorreo(id)),
    onSettled: () => cliente.invalidateQueries({ queryKey: clavesCorreos.todo }),
  });
}
