// Consultas del dominio Actualización (TanStack Query): claves y hooks de la pantalla.
import { useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { CuerpoActualizacion, RespuestaAfiliado } from '@fondo/contrato';
import { limpiarImagen, type TipoImagen } from '@fondo/ui/archivos';
import { guardarFicha, obtenerAutorizacionDatos, obtenerFicha, type IdFicha } from './actualizacion';

/** Claves de la caché: la ficha bajo ['afiliados', id] (las imágenes, en @fondo/ui/archivos). */
export const clavesActualizacion = {
  todo: ['afiliados'] as const,
  ficha: (id: IdFicha) => ['afiliados', id] as const,
  autorizacion: ['autorizacion-datos'] as const,
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
    onSuccess: async (r, cuerpo) => {
      const clave = clavesActualizacion.ficha(id === 0 ? r.afiliado.id_afiliado : id);
      // el envío final cierra la ronda de actualización del afiliado; un borrador no
      const ronda = cuerpo.borrador ? (cliente.getQueryData<RespuestaAfiliado>(clave)?.ronda ?? null) : null;
      const ficha: RespuestaAfiliado = { afiliado: r.afiliado, familiares: r.familiares, ronda };
      cliente.setQueryData(clave, ficha);
      await cliente.invalidateQueries({
        queryKey: clavesActualizacion.todo,
        predicate: (q) => q.queryKey[1] !== id,
      });
    },
  });
}

/** Subir y limpiar la foto o la firma; el error lo muestra el diálogo común. */
export function useLimpiarImagen(tipo: TipoImagen) {
  return useMutation({ mutationFn: (archivo: File) => limpiarImagen(archivo, tipo) });
}

/** El texto de la autorización de datos (Ley 1581 de 2012); cambia solo con la configuración del despliegue. */
export function useAutorizacionDatos() {
  return useQuery({
    queryKey: clavesActualizacion.autorizacion,
    queryFn: obtenerAutorizacionDatos,
    staleTime: 60 * 60 * 1000,
  });
}
