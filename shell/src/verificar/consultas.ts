// Verificación pública de un documento por su código: sin sesión.
import { cliente as clienteApi, useQuery } from '@fondo/runtime';
import type { Verificacion } from '@fondo/contrato';

/** ¿El error es la respuesta 404 de la API (código desconocido)? (HTTPError de ky trae la respuesta.) */
function esNoEncontrado(e: unknown): boolean {
  const respuesta = (e as { response?: unknown } | null)?.response;
  return respuesta instanceof Response && respuesta.status === 404;
}

/**
 * GET /api/certificados/verificar/{codigo}: los datos del documento, o null si el código no existe (404).
 * Ese caso lo explica la página, sin el diálogo 'Error' ni reintentos: la respuesta no va a cambiar.
 */
export function useVerificacion(codigo: string) {
  return useQuery({
    queryKey: ['certificados', 'verificar', codigo],
    queryFn: async (): Promise<Verificacion | null> => {
      try {
        return await clienteApi.certificados.verificar({ params: { codigo } });
      } catch (e) {
        if (esNoEncontrado(e)) return null;
        throw e;
      }
    },
    enabled: codigo !== '',
    retry: false,
    meta: { sinDialogo: true },
  });
}
