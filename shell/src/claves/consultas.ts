// Consultas y mutaciones de las claves (SPEC 2.15, 7): verificar el token, reestablecer y cambiar la clave.
import { api, useMutation, useQuery, useQueryClient } from '@fondo/runtime';
import type { RespuestaMensaje, RespuestaVerificarToken } from '@fondo/contrato';

export const clavesClaves = {
  verificarToken: (token: string) => ['claves', 'verificar-token', token] as const,
};

/** GET /api/afiliados/verificar-token/{token}; la pantalla muestra 'Token inválido' (sin el diálogo 'Error'). */
export function useVerificarToken(token: string) {
  return useQuery({
    queryKey: clavesClaves.verificarToken(token),
    queryFn: () => api.get(`afiliados/verificar-token/${encodeURIComponent(token)}`).json<RespuestaVerificarToken>(),
    enabled: token !== '',
    // El token es de un solo uso: se verifica cada vez que se abre la pantalla.
    staleTime: 0,
    gcTime: 0,
    meta: { sinDialogo: true },
  });
}

/** POST /api/afiliados/reestablecer-clave/{token}; un error va al diálogo 'Error' de SPEC 8. */
export function useReestablecerClave(token: string) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post(`afiliados/reestablecer-clave/${encodeURIComponent(token)}`, { json: { password } }).json<RespuestaMensaje>(),
    // El token ya se usó.
    onSuccess: () => cliente.removeQueries({ queryKey: clavesClaves.verificarToken(token) }),
  });
}

export interface CambioClave {
  password: string;
  new_password: string;
}

/**
 * POST /api/afiliados/me/cambiar-clave; la pantalla muestra 'Error al cambiar la clave' a su manera.
 * Cambiar la clave cambia datos de la sesión (el aviso cambio_password del resumen): todo se vuelve a pedir.
 */
export function useCambiarClave() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (c: CambioClave) => api.post('afiliados/me/cambiar-clave', { json: c }).json<RespuestaMensaje>(),
    onSuccess: () => cliente.invalidateQueries(),
    meta: { sinDialogo: true },
  });
}
