// Claves (SPEC 7, Passwords): recuperar por correo, verificar el token, reestablecer y cambiar.
import { Type, type Static } from 'typebox';
import { LONGITUD_MAXIMA_CLAVE } from '../clave';

/** Campo de clave: opcional en el esquema; la ruta responde el texto de SPEC 5 si no cumple. */
export const CampoClaveEsquema = Type.Optional(Type.String({ maxLength: LONGITUD_MAXIMA_CLAVE }));

/** POST /api/afiliados/reestablecer-clave */
export const CuerpoSolicitarReestablecerEsquema = Type.Object({
  documento: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CuerpoSolicitarReestablecer = Static<typeof CuerpoSolicitarReestablecerEsquema>;

/** ':token' de GET verificar-token y POST reestablecer-clave. */
export const ParamsTokenClaveEsquema = Type.Object({ token: Type.String({ maxLength: 256 }) });

/** GET /api/afiliados/verificar-token/{token} */
export const RespuestaVerificarTokenEsquema = Type.Object({ valido: Type.Literal(true), nombres: Type.String() });
export type RespuestaVerificarToken = Static<typeof RespuestaVerificarTokenEsquema>;

/** POST /api/afiliados/reestablecer-clave/{token} */
export const CuerpoReestablecerClaveEsquema = Type.Object({ password: CampoClaveEsquema });
export type CuerpoReestablecerClave = Static<typeof CuerpoReestablecerClaveEsquema>;

/** Respuesta de POST /api/afiliados/reestablecer-clave/{token}: el documento, para el login. */
export const RespuestaReestablecerClaveEsquema = Type.Object({ mensaje: Type.String(), documento: Type.String() });
export type RespuestaReestablecerClave = Static<typeof RespuestaReestablecerClaveEsquema>;

/** POST /api/afiliados/me/cambiar-clave */
export const CuerpoCambiarClaveEsquema = Type.Object({ password: CampoClaveEsquema, new_password: CampoClaveEsquema });
export type CuerpoCambiarClave = Static<typeof CuerpoCambiarClaveEsquema>;
