// Mutaciones del login (SPEC 2.3, 7): login, login por token y recuperación de la clave.
import { api, useSesion, useMutation, useQueryClient } from '@fondo/runtime';
import type { RespuestaLogin, RespuestaMensaje } from '@fondo/contrato';

export interface CredencialesLogin {
  username: string;
  password: string;
}

/** Una sesión nueva: nada de la caché de la anterior se ve con ella. */
function useAbrirSesion(): (r: RespuestaLogin) => void {
  const cliente = useQueryClient();
  const iniciar = useSesion((s) => s.iniciar);
  return (r) => {
    cliente.removeQueries();
    iniciar(r);
  };
}

/** POST /api/login (form-encoded); un error va al diálogo 'Error' de SPEC 8. */
export function useLogin() {
  const abrir = useAbrirSesion();
  return useMutation({
    mutationFn: async (c: CredencialesLogin) => {
      // SPEC 7: GET /api/fondos justo antes del login (su respuesta no se usa).
      await api.get('fondos').catch(() => undefined);
      return api
        .post('login', { body: new URLSearchParams({ username: c.username.trim(), password: c.password }) })
        .json<RespuestaLogin>();
    },
    onSuccess: abrir,
  });
}

/** POST /api/login-token; el error se muestra en la pantalla de login (SPEC 8), sin diálogo. */
export function useLoginToken() {
  const abrir = useAbrirSesion();
  return useMutation({
    mutationFn: (token: string) => api.post('login-token', { json: { token } }).json<RespuestaLogin>(),
    onSuccess: abrir,
    meta: { sinDialogo: true },
  });
}

/** POST /api/afiliados/reestablecer-clave: pide el enlace de recuperación; un error va al diálogo 'Error'. */
export function useRecuperarClave() {
  return useMutation({
    mutationFn: (documento: string) =>
      api.post('afiliados/reestablecer-clave', { json: { documento } }).json<RespuestaMensaje>(),
  });
}
