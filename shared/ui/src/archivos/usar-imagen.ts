// Una imagen guardada (foto, firma) como URL local: la imagen necesita el token de la sesión.
import { useEffect, useState } from 'react';
import { useQuery } from '@fondo/runtime';
import { obtenerArchivo } from './archivos';

/** Clave de la caché de un archivo: ['archivos', id], la misma en todas las apps (y en la barra del shell). */
export const clavesArchivos = {
  todo: ['archivos'] as const,
  uno: (id: number) => ['archivos', id] as const,
};

/** La URL local de la imagen `id`, o undefined sin imagen, mientras carga o si falla (se ve el marcador). */
export function useImagen(id: number | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: clavesArchivos.uno(id ?? 0),
    queryFn: () => obtenerArchivo(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
    // sin imagen se ve el marcador (iniciales): una falla no merece un diálogo
    meta: { sinDialogo: true },
  });
  const [url, setUrl] = useState<string>();
  // la URL local vive lo que vive la imagen mostrada
  useEffect(() => {
    if (!id || !data || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const creada = URL.createObjectURL(data);
    setUrl(creada);
    return () => URL.revokeObjectURL(creada);
  }, [id, data]);
  return url;
}
