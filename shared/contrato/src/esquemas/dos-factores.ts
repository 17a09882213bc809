// Segundo factor de los superadmin: TOTP (RFC 6238), códigos de recuperación, paso del código
// en el login y verificación reciente de las acciones sensibles.
import { Type, type Static } from 'typebox';

/**
 * Estado del segundo factor del superadmin de la sesión: 'activo' (inscrito), 'inscribir' (REQUIERE_2FA
 * y sin factor: la sesión solo puede inscribirlo) u 'opcional' (puede inscribirlo si quiere).
 */
export const EstadoSegundoFactorEsquema = Type.Enum(['activo', 'inscribir', 'opcional']);
export type EstadoSegundoFactor = Static<typeof EstadoSegundoFactorEsquema>;

/** POST /api/login de un superadmin con factor: falta el código; el token solo sirve para /api/login/codigo. */
export const RespuestaCodigoPendienteEsquema = Type.Object({
  requiere_codigo: Type.Literal(true),
  token_verificacion: Type.String(),
});
export type RespuestaCodigoPendiente = Static<typeof RespuestaCodigoPendienteEsquema>;

/** Un código: 6 dígitos de la aplicación o un código de recuperación. */
export const CodigoVerificacionEsquema = Type.String({ maxLength: 64 });

/** POST /api/login/codigo */
export const CuerpoLoginCodigoEsquema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 1024 })),
  codigo: Type.Optional(CodigoVerificacionEsquema),
});
export type CuerpoLoginCodigo = Static<typeof CuerpoLoginCodigoEsquema>;

/** POST /api/dos-factores/confirmar y /verificar */
export const CuerpoCodigoEsquema = Type.Object({ codigo: Type.Optional(CodigoVerificacionEsquema) });
export type CuerpoCodigo = Static<typeof CuerpoCodigoEsquema>;

/** POST /api/dos-factores/inscripcion: el secreto se muestra esta vez y nunca más. */
export const RespuestaInscripcionEsquema = Type.Object({
  /** secreto en base32, para escribirlo a mano en la aplicación */
  secreto: Type.String(),
  /** otpauth://totp/... */
  uri: Type.String(),
  /** el mismo URI como código QR (data URL PNG) */
  qr: Type.String(),
});
export type RespuestaInscripcion = Static<typeof RespuestaInscripcionEsquema>;

/** POST /api/dos-factores/confirmar: los diez códigos de recuperación, que no se vuelven a mostrar. */
export const RespuestaConfirmacionEsquema = Type.Object({
  mensaje: Type.String(),
  codigos_recuperacion: Type.Array(Type.String()),
});
export type RespuestaConfirmacion = Static<typeof RespuestaConfirmacionEsquema>;

/** GET /api/dos-factores/codigos: cuántos códigos de recuperación le quedan (los códigos no se muestran). */
export const RespuestaCodigosEsquema = Type.Object({
  /** el superadmin tiene el factor confirmado */
  activo: Type.Boolean(),
  /** códigos sin usar */
  sin_usar: Type.Integer({ minimum: 0 }),
  /** códigos de la última entrega */
  total: Type.Integer({ minimum: 0 }),
});
export type RespuestaCodigos = Static<typeof RespuestaCodigosEsquema>;
