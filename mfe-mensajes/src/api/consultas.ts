// Consultas del dominio Mensajes (TanStack Query): claves y hooks; las mutaciones invalidan lo que cambian.
// Los errores siguen la política única del cliente de consultas (diálogo 'Error' de SPEC 8).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoMensaje } from '@fondo/contrato';
import { subirArchivo } from '@fondo/ui/archivos';
import { escribirMensaje, importarCorreo, obtenerHilo, obtenerMensajes, type FiltroMensajes } from './mensajes';

/** Claves de la caché: todo lo de Mensajes bajo ['mensajes']. */
export const clavesMensajes = {
  todo: ['mensajes'] as const,
  listas: ['mensajes', 'lista'] as const,
  lista: (f: FiltroMensajes) => ['mensajes', 'lista', f] as const,
  hilo: (id: number) => ['mensajes', 'hilo', id] as const,
};

export function useMensajes(f: FiltroMensajes) {
  return useQuery({
    queryKey: clavesMensajes.lista(f),
    queryFn: () => obtenerMensajes(f),
    placeholderData: keepPreviousData,
  });
}

export function useHilo(id: number | null) {
  return useQuery({
    queryKey: clavesMensajes.hilo(id ?? 0),
    queryFn: () => obtenerHilo(id!),
    enabled: id !== null,
  });
}

/** Escribe un mensaje; deja el hilo respondido en la caché y recarga las listas. */
export function useEscribirMensaje() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoMensaje) => escribirMensaje(cuerpo),
    onSuccess: (hilo) => {
      cliente.setQueryData(clavesMensajes.hilo(hilo.mensaje.id_mensaje), hilo);
      return cliente.invalidateQueries({ queryKey: clavesMensajes.listas });
    },
  });
}

export function useImportarCorreo() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: () => importarCorreo(),
    onSuccess: () => cliente.invalidateQueries({ queryKey: clavesMensajes.listas }),
  });
}

/** Subida de un adjunto; un 415 o 413 del servidor sale en el diálogo 'Error' con su texto. */
export function useSubirAdjunto() {
  return useMutation({ mutationFn: (archivo: File) => subirArchivo(archivo, 'adjunto') });
}
