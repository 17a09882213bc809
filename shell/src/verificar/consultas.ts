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

/** SHA-256 de un archivo en hexadecimal, calculado en el navegador (el archivo no sale del equipo). */
export async function sha256DeArchivo(archivo: Blob): Promise<string> {
  const huella = await crypto.subtle.digest('SHA-256', await archivo.arrayBuffer());
  return [...new Uint8Array(huella)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /api/firmas/verificar/{codigo}: ¿es ese archivo el documento firmado del código? */
export function comprobarArchivo(codigo: string, sha256: string) {
  return clienteApi.firmas.comprobar({ params: { codigo }, cuerpo: { sha256 } });
}
