import { useEffect, useState } from 'react';
import type { ConfiguracionPortal } from '@fondo/shared';

/** Valores por defecto si la API no publica su configuración. */
export const CONFIGURACION_POR_DEFECTO: ConfiguracionPortal = {
  sitio_colegio: 'https://www.colegio.edu.co',
  hosts_redireccion: [],
};

let pendiente: Promise<ConfiguracionPortal> | null = null;

function valida(v: unknown): v is ConfiguracionPortal {
  const c = v as Partial<ConfiguracionPortal> | null;
  return (
    typeof c === 'object' && c !== null && typeof c.sitio_colegio === 'string' && Array.isArray(c.hosts_redireccion)
  );
}

/** Configuración de despliegue (sitio del colegio, hosts de redirección): GET /api/configuracion, una vez. */
export function cargarConfiguracion(): Promise<ConfiguracionPortal> {
  pendiente ??= fetch('/api/configuracion', { headers: { Accept: 'application/json' } })
    .then(async (r) => {
      const datos: unknown = r.ok ? await r.json() : null;
      return valida(datos) ? datos : CONFIGURACION_POR_DEFECTO;
    })
    .catch(() => CONFIGURACION_POR_DEFECTO);
  return pendiente;
}

/** Solo para pruebas: olvida la configuración cargada. */
export function olvidarConfiguracion(): void {
  pendiente = null;
}

export function useConfiguracion(): ConfiguracionPortal | null {
  const [c, setC] = useState<ConfiguracionPortal | null>(null);
  useEffect(() => {
    let vivo = true;
    void cargarConfiguracion().then((x) => vivo && setC(x));
    return () => {
      vivo = false;
    };
  }, []);
  return c;
}
