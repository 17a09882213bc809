// Esquemas de sesión (SPEC 3 y 7), alineados con @fondo/shared/types.
import { Type, type Static } from 'typebox';
import type { RespuestaLogin, UsuarioSesion } from '@fondo/shared/types';
import { Nulable, type Afirmar, type Igual } from '../http/esquemas.js';

export const UsuarioSesionEsquema = Type.Object({
  id_afiliado: Type.Integer(),
  nombres: Type.String(),
  apellidos: Type.String(),
  foto: Nulable(Type.Integer()),
  superadmin: Type.Boolean(),
  impersonate: Type.Boolean(),
  pgweb_token: Type.String(),
  ultima_actualizacion: Nulable(Type.String()),
});

export const RespuestaLoginEsquema = Type.Object({
  access_token: Type.String(),
  usuario: UsuarioSesionEsquema,
  roles: Type.Array(Type.Union([Type.Literal('superadmin'), Type.Literal('afiliado')])),
});

export const CuerpoLogin = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
});

export const CuerpoLoginToken = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 256 })),
});

export type ChequeoUsuario = Afirmar<Igual<Static<typeof UsuarioSesionEsquema>, UsuarioSesion>>;
export type ChequeoLogin = Afirmar<Igual<Static<typeof RespuestaLoginEsquema>, RespuestaLogin>>;
