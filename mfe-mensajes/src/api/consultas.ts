// Consultas del dominio Mensajes (TanStack Query): claves y hooks; las mutaciones invalidan lo que cambian.
// Los errores siguen la política única del cliente de consultas (diálogo 'Error' de SPEC 8).
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoMensaje } from '@fondo/contrato';
import {
  escribirMensaje,
  importarCorreo,
  obtenerFoto,
  obtenerHilo,
  obtenerMensajes,
  subirAdjunto,
  type FiltroMensajes,
} from './mensajes';

/** Claves de la caché: todo lo de Mensajes bajo ['mensajes']. */
export const clavesMensajes = {
  todo: ['mensajes'] as const,
  listas: ['mensajes', 'lista'] as const,
  lista: (f: FiltroMensajes) => ['mensajes', 'lista', f] as const,
  hilo: (id: number) => ['mensajes', 'hilo', id] as const,
  foto: (id: number) => ['archivos', id] as const,
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
  return useMutation({ mutationFn: (archivo: File) => subirAdjunto(archivo) });
}

/** La foto de un afiliado como URL local, o undefined (sin foto se ven las iniciales). */
export function useFoto(id: number | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: clavesMensajes.foto(id ?? 0),
    queryFn: () => obtenerFoto(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
    meta: { sinDialogo: true },
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!id || !data) {
      setUrl(undefined);
      return;
    }
    const creada = URL.createObjectURL(data);
    setUrl(creada);
    return () => URL.revokeObjectURL(creada);
  }, [id, data]);
  return url;
}
