// Mutaciones del login (SPEC 2.3, 7): login, login por token y recuperación de la clave.
import { cliente, useSesion, useMutation, useQueryClient } from '@fondo/runtime';
import type { RespuestaLogin, RespuestaPasoLogin } from '@fondo/contrato';

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

/** La respuesta del login trae ya la sesión (no el paso del código de un superadmin con segundo factor). */
export const esSesion = (r: RespuestaPasoLogin): r is RespuestaLogin => 'access_token' in r;

/**
 * POST /api/login (form-encoded); un error va al diálogo 'Error' de SPEC 8. Un superadmin con segundo
 * factor recibe el paso del código: la sesión se abre después, con useLoginCodigo.
 */
export function useLogin() {
  const abrir = useAbrirSesion();
  return useMutation({
    mutationFn: async (c: CredencialesLogin) => {
      // SPEC 7: GET /api/fondos justo antes del login (su respuesta no se usa).
      await cliente.salud.fondos().catch(() => undefined);
      return cliente.sesion.login(
        { cuerpo: { username: c.username.trim(), password: c.password } },
        { formulario: true },
      );
    },
    onSuccess: (r) => {
      if (esSesion(r)) abrir(r);
    },
  });
}

/** POST /api/login/codigo: el segundo paso; el error se muestra bajo el campo del código, sin diálogo. */
export function useLoginCodigo() {
  const abrir = useAbrirSesion();
  return useMutation({
    mutationFn: (v: { token: string; codigo: string }) =>
      cliente.dosFactores.loginCodigo({ cuerpo: { token: v.token, codigo: v.codigo.trim() } }),
    onSuccess: abrir,
    meta: { sinDialogo: true },
  });
}

/** POST /api/login-token; el error se muestra en la pantalla de login (SPEC 8), sin diálogo. */
export function useLoginToken() {
  const abrir = useAbrirSesion();
  return useMutation({
    mutationFn: (token: string) => cliente.sesion.loginToken({ cuerpo: { token } }),
    onSuccess: abrir,
    meta: { sinDialogo: true },
  });
}

/** POST /api/afiliados/reestablecer-clave: pide el enlace de recuperación; un error va al diálogo 'Error'. */
export function useRecuperarClave() {
  return useMutation({
    mutationFn: (documento: string) => cliente.claves.solicitarReestablecer({ cuerpo: { documento } }),
  });
}
