// Mutación del logout (SPEC 2.8).
import { cliente, useMutation } from '@fondo/runtime';

/** POST /api/logout con el token de la sesión que se cierra; si falla igual se sale (sin diálogo). */
export function useCerrarSesionServidor() {
  return useMutation({
    mutationFn: (token: string) => cliente.sesion.logout(undefined, { headers: { Authorization: `bearer ${token}` } }),
    meta: { sinDialogo: true },
  });
}
