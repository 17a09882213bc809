// Sesión (SPEC 3 y 7): login, login por token, usuario de la sesión.
import { Type, type Static } from 'typebox';
import { Nulable } from './comunes';
import { EstadoSegundoFactorEsquema, RespuestaCodigoPendienteEsquema } from './dos-factores';
import { RondaPendienteEsquema } from './rondas';

export const RolEsquema = Type.Enum(['superadmin', 'afiliado']);
export type Rol = Static<typeof RolEsquema>;

/** Usuario de la sesión (SPEC 3). */
export const UsuarioSesionEsquema = Type.Object({
  id_afiliado: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  foto: Nulable(Type.Integer()),
  superadmin: Type.Boolean(),
  impersonate: Type.Boolean(),
  pgweb_token: Type.String(),
  ultima_actualizacion: Nulable(Type.String()),
  /** Solo superadmin fuera de una impersonación: su segundo factor. */
  segundo_factor: Type.Optional(EstadoSegundoFactorEsquema),
  /** La ronda de actualización abierta en que el afiliado aún no envió su formulario. */
  ronda_actualizacion: Type.Optional(Nulable(RondaPendienteEsquema)),
});
export type UsuarioSesion = Static<typeof UsuarioSesionEsquema>;

/** POST /api/login y /api/login-token. */
export const RespuestaLoginEsquema = Type.Object({
  access_token: Type.String(),
  usuario: UsuarioSesionEsquema,
  roles: Type.Array(RolEsquema),
});
export type RespuestaLogin = Static<typeof RespuestaLoginEsquema>;

/** POST /api/login: la sesión, o (superadmin con segundo factor) el paso del código. */
export const RespuestaPasoLoginEsquema = Type.Union([RespuestaLoginEsquema, RespuestaCodigoPendienteEsquema]);
export type RespuestaPasoLogin = Static<typeof RespuestaPasoLoginEsquema>;

/** POST /api/login: formulario o JSON; la ruta responde su propio 400 si faltan. */
export const CuerpoLoginEsquema = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
});
export type CuerpoLogin = Static<typeof CuerpoLoginEsquema>;

/** POST /api/login-token */
export const CuerpoLoginTokenEsquema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 256 })),
});
export type CuerpoLoginToken = Static<typeof CuerpoLoginTokenEsquema>;

/** POST /api/sesion/renovar: un token nuevo y cuántos segundos vale sin otra actividad (escribir la renueva). */
export const RespuestaRenovarSesionEsquema = Type.Object({
  access_token: Type.String(),
  vence_en: Type.Integer({ minimum: 0 }),
});
export type RespuestaRenovarSesion = Static<typeof RespuestaRenovarSesionEsquema>;
