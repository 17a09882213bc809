import { useCallback } from 'react';
import { cliente, queryOptions, useQueryClient } from '@fondo/runtime';
import type { ConfiguracionPortal } from '@fondo/contrato';

/** Valores por defecto si la API no publica su configuración. */
export const CONFIGURACION_POR_DEFECTO: ConfiguracionPortal = {
  sitio_colegio: 'https://www.colegio.edu.co',
  hosts_redireccion: [],
};

export const clavesConfiguracion = { todo: ['configuracion'] as const };

function valida(v: unknown): v is ConfiguracionPortal {
  const c = v as Partial<ConfiguracionPortal> | null;
  return (
    typeof c === 'object' && c !== null && typeof c.sitio_colegio === 'string' && Array.isArray(c.hosts_redireccion)
  );
}

/** GET /api/configuracion; si falla o no tiene la forma esperada, los valores por defecto (sin diálogo). */
async function leerConfiguracion(): Promise<ConfiguracionPortal> {
  try {
    const datos: unknown = await cliente.salud.configuracion(undefined, { headers: { Accept: 'application/json' } });
    return valida(datos) ? datos : CONFIGURACION_POR_DEFECTO;
  } catch {
    return CONFIGURACION_POR_DEFECTO;
  }
}

/** Configuración de despliegue (sitio del colegio, hosts de redirección): no cambia mientras la página vive. */
export const consultaConfiguracion = queryOptions({
  queryKey: clavesConfiguracion.todo,
  queryFn: leerConfiguracion,
  staleTime: Infinity,
  meta: { sinDialogo: true },
});

/** La configuración cuando se necesita en una acción (redirigir tras el login, salir): de la caché o de la API. */
export function useCargarConfiguracion(): () => Promise<ConfiguracionPortal> {
  const consultas = useQueryClient();
  return useCallback(() => consultas.fetchQuery(consultaConfiguracion), [consultas]);
}
