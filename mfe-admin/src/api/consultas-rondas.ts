// Consultas de las rondas de actualización y de 'Invitar a todos' (TanStack Query): el avance se
// refresca solo cada 10 s; cada acción invalida lo suyo.
import { useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoAbrirRonda, FiltroAfiliados } from '@fondo/contrato';
import { abrirRonda, cerrarRonda, invitar, obtenerLotes, obtenerRondas, recordarRonda } from './rondas';

export const clavesRondas = {
  rondas: ['admin', 'rondas'] as const,
  lotes: ['admin', 'invitaciones'] as const,
};

export function useRondas() {
  return useQuery({ queryKey: clavesRondas.rondas, queryFn: obtenerRondas, refetchInterval: 10_000 });
}

export function useLotes() {
  return useQuery({ queryKey: clavesRondas.lotes, queryFn: obtenerLotes, refetchInterval: 10_000 });
}

/** Abrir, cerrar y recordar cambian las rondas (y los correos en cola). */
export function useAccionesRonda() {
  const cliente = useQueryClient();
  const alTerminar = () => cliente.invalidateQueries({ queryKey: clavesRondas.rondas });
  return {
    abrir: useMutation({ mutationFn: (c: CuerpoAbrirRonda) => abrirRonda(c), onSettled: alTerminar }),
    cerrar: useMutation({ mutationFn: (id: number) => cerrarRonda(id), onSettled: alTerminar }),
    recordar: useMutation({ mutationFn: (id: number) => recordarRonda(id), onSettled: alTerminar }),
  };
}

export function useInvitar() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (f: FiltroAfiliados) => invitar(f),
    onSettled: () => cliente.invalidateQueries({ queryKey: clavesRondas.lotes }),
  });
}
