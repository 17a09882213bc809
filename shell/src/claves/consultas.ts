// Consultas y mutaciones de las claves (SPEC 2.15, 7): verificar el token, reestablecer y cambiar la clave.
import { cliente as clienteApi, useMutation, useQuery, useQueryClient } from '@fondo/runtime';

export const clavesClaves = {
  verificarToken: (token: string) => ['claves', 'verificar-token', token] as const,
};

/**
 * GET /api/afiliados/verificar-token/{token}; la pantalla muestra 'Token inválido' (sin el diálogo 'Error').
 * `activa` false tras guardar la clave: el token ya se usó y no se vuelve a verificar.
 */
export function useVerificarToken(token: string, activa = true) {
  return useQuery({
    queryKey: clavesClaves.verificarToken(token),
    queryFn: () => clienteApi.claves.verificarToken({ params: { token } }),
    enabled: token !== '' && activa,
    // El token es de un solo uso: se verifica cada vez que se abre la pantalla.
    staleTime: 0,
    gcTime: 0,
    meta: { sinDialogo: true },
  });
}

/**
 * POST /api/afiliados/reestablecer-clave/{token}; un error va al diálogo 'Error' de SPEC 8. La verificación
 * del token no se borra aquí: borrarla con la pantalla abierta la pedía otra vez y el token, ya usado,
 * respondía 'Token inválido' encima del éxito; gcTime 0 la olvida al salir de la pantalla.
 */
export function useReestablecerClave(token: string) {
  return useMutation({
    mutationFn: (password: string) => clienteApi.claves.reestablecer({ params: { token }, cuerpo: { password } }),
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
    mutationFn: (c: CambioClave) => clienteApi.claves.cambiar({ cuerpo: c }),
    onSuccess: () => cliente.invalidateQueries(),
    meta: { sinDialogo: true },
  });
}
