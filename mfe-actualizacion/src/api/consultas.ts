// Consultas del dominio Actualización (TanStack Query): claves y hooks de la pantalla.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoActualizacion, RespuestaAfiliado } from '@fondo/contrato';
import { guardarFicha, limpiarFirma, limpiarFoto, obtenerFicha, obtenerImagen, type IdFicha } from './actualizacion';

/** Claves de la caché: la ficha bajo ['afiliados', id]; las imágenes bajo ['archivos', id] (como la barra). */
export const clavesActualizacion = {
  todo: ['afiliados'] as const,
  ficha: (id: IdFicha) => ['afiliados', id] as const,
  imagen: (id: number) => ['archivos', id] as const,
};

export function useFicha(id: IdFicha) {
  return useQuery({ queryKey: clavesActualizacion.ficha(id), queryFn: () => obtenerFicha(id) });
}

/**
 * Guardar la ficha: la respuesta queda en la caché de la ficha guardada; se invalida lo demás del
 * afiliado (la administración y la ficha 'me' o por número, que son la misma).
 */
export function useGuardarFicha(id: IdFicha) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cuerpo: CuerpoActualizacion) => guardarFicha(id, cuerpo),
    onSuccess: async (r) => {
      const ficha: RespuestaAfiliado = { afiliado: r.afiliado, familiares: r.familiares };
      cliente.setQueryData(clavesActualizacion.ficha(id === 0 ? r.afiliado.id_afiliado : id), ficha);
      await cliente.invalidateQueries({
        queryKey: clavesActualizacion.todo,
        predicate: (q) => q.queryKey[1] !== id,
      });
    },
  });
}

/** Subir y limpiar la foto o la firma; el error lo muestra el diálogo común. */
export function useLimpiarImagen(tipo: 'foto' | 'firma') {
  return useMutation({ mutationFn: (archivo: File) => (tipo === 'foto' ? limpiarFoto(archivo) : limpiarFirma(archivo)) });
}

/** Una imagen guardada como URL local (la imagen necesita el token de la sesión). */
export function useImagen(id: number | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: clavesActualizacion.imagen(id ?? 0),
    queryFn: () => obtenerImagen(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
    // sin imagen se ve el marcador: una falla no merece un diálogo
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
