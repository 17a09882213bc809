// Respuestas de la sesión: el usuario de la sesión (con el token del sitio del colegio), sus roles
// y la respuesta del login con el token de acceso.
import type { EstadoSegundoFactor, Rol, RespuestaLogin, RondaPendiente, UsuarioSesion } from '@fondo/contrato';
import type { Config } from '../config.js';
import { aIso } from '../fechas.js';
import type { FilaUsuario } from './consultas.js';
import { firmarAcceso, firmarPgwebToken } from './token.js';

export function usuarioSesion(
  config: Pick<Config, 'schoolSiteSecret'>,
  /** con ronda_actualizacion, la ronda abierta en que el afiliado debe enviar sus datos */
  fila: FilaUsuario & { ronda_actualizacion?: RondaPendiente | null },
  impersonate: boolean,
  ahora: Date,
  segundoFactor?: EstadoSegundoFactor,
): UsuarioSesion {
  return {
    ...(segundoFactor && !impersonate ? { segundo_factor: segundoFactor } : {}),
    id_afiliado: fila.id_afiliado,
    nombres: fila.nombres,
    apellidos: fila.apellidos,
    foto: fila.foto,
    superadmin: fila.superadmin && !impersonate,
    impersonate,
    pgweb_token: firmarPgwebToken(config, fila.documento, ahora),
    ultima_actualizacion: aIso(fila.ultima_actualizacion),
    ...(fila.ronda_actualizacion !== undefined ? { ronda_actualizacion: fila.ronda_actualizacion } : {}),
  };
}

export function rolesDe(superadmin: boolean): Rol[] {
  return superadmin ? ['superadmin'] : ['afiliado'];
}

export function respuestaLogin(
  config: Pick<Config, 'schoolSiteSecret' | 'jwtSecret'>,
  fila: FilaUsuario & { ronda_actualizacion?: RondaPendiente | null },
  idSesion: string,
  impersonate: boolean,
  ahora: Date,
  segundoFactor?: EstadoSegundoFactor,
): RespuestaLogin {
  return {
    access_token: firmarAcceso(config, { id_sesion: idSesion, id_afiliado: fila.id_afiliado }, ahora),
    usuario: usuarioSesion(config, fila, impersonate, ahora, segundoFactor),
    roles: rolesDe(fila.superadmin && !impersonate),
  };
}
