import { useEffect, useState } from 'react';
import { api, useQuery } from '@fondo/runtime';

export const clavesFoto = { foto: (id: number) => ['archivos', id] as const };

/** La foto del afiliado (/api/archivos/{foto}) como URL local: la imagen necesita el token de la sesión. */
export function useFoto(foto: number | null | undefined): string | undefined {
  const { data: imagen } = useQuery({
    queryKey: clavesFoto.foto(foto ?? 0),
    queryFn: () => api.get(`archivos/${foto}`).blob(),
    enabled: Boolean(foto),
    staleTime: Infinity,
    // Sin foto se ven las iniciales: una falla no merece un diálogo.
    meta: { sinDialogo: true },
  });
  const [url, setUrl] = useState<string>();
  // La URL local vive lo que vive la imagen mostrada.
  useEffect(() => {
    if (!foto || !imagen) {
      setUrl(undefined);
      return;
    }
    const creada = URL.createObjectURL(imagen);
    setUrl(creada);
    return () => URL.revokeObjectURL(creada);
  }, [foto, imagen]);
  return url;
}
