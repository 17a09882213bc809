// Mutación del logout (SPEC 2.8).
import { api, useMutation } from '@fondo/runtime';

/** POST /api/logout con el token de la sesión que se cierra; si falla igual se sale (sin diálogo). */
export function useCerrarSesionServidor() {
  return useMutation({
    mutationFn: (token: string) => api.post('logout', { headers: { Authorization: `bearer ${token}` } }),
    meta: { sinDialogo: true },
  });
}
