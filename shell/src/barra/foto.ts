import { useEffect, useState } from 'react';
import { api } from '@fondo/shared';

/** La foto del afiliado (/api/archivos/{foto}) como URL local: la imagen necesita el token de la sesión. */
export function useFoto(foto: number | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!foto) {
      setUrl(undefined);
      return;
    }
    let vivo = true;
    let creada: string | undefined;
    api
      .get(`archivos/${foto}`)
      .blob()
      .then((b) => {
        if (!vivo) return;
        creada = URL.createObjectURL(b);
        setUrl(creada);
      })
      .catch(() => vivo && setUrl(undefined));
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [foto]);
  return url;
}
