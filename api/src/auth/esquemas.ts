// Esquemas de sesión: los del contrato (@fondo/contrato/esquemas), con los nombres que usan las rutas de auth.
export {
  UsuarioSesionEsquema,
  RespuestaLoginEsquema,
  CuerpoLoginEsquema as CuerpoLogin,
  CuerpoLoginTokenEsquema as CuerpoLoginToken,
} from '@fondo/contrato/esquemas';
