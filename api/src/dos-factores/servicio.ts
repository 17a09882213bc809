// Servicio del segundo factor: inscripción (secreto nuevo, confirmado con un primer código), comprobación
// de un código (TOTP una sola vez por paso, o un código de recuperación de un solo uso), estado del
// factor de un superadmin y reinicio por otro superadmin.
import {
  CANTIDAD_CODIGOS_RECUPERACION,
  MENSAJE_SIN_INSCRIPCION,
  MENSAJE_YA_INSCRITO,
  esCodigoTotp,
  type EstadoSegundoFactor,
} from '@fondo/contrato';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import { conflicto } from '../errors.js';
import { hashClave, verificarClave } from '../auth/claves.js';
import { cifrarSecreto, descifrarSecreto } from './cifrado.js';
import {
  anotarPaso,
  borrarFactor,
  codigosSinUsar,
  confirmadoDe,
  confirmarFactor,
  cuentaCodigos,
  datosAfiliado,
  filaFactor,
  guardarSecretoSinConfirmar,
  marcarSesionVerificada,
  reemplazarCodigos,
  usarCodigo,
  verificacionDe,
} from './consultas.js';
import {
  normalizarCodigoRecuperacion,
  nuevoCodigoRecuperacion,
  nuevoSecreto,
  pasoDelCodigo,
  uriDeInscripcion,
} from './totp.js';

type ConfigFactor = Pick<Config, 'totpKey' | 'requiere2fa'>;

/** ¿Tiene el afiliado un segundo factor confirmado? */
export async function tieneFactor(db: Db, idAfiliado: number): Promise<boolean> {
  return Boolean(await confirmadoDe(db, idAfiliado));
}

/** Estado del factor de un superadmin para el usuario de la sesión (undefined para afiliados). */
export async function estadoSegundoFactor(
  db: Db,
  config: ConfigFactor,
  idAfiliado: number,
  superadmin: boolean,
): Promise<EstadoSegundoFactor | undefined> {
  if (!superadmin) return undefined;
  if (await tieneFactor(db, idAfiliado)) return 'activo';
  return config.requiere2fa ? 'inscribir' : 'opcional';
}

/**
 * Secreto nuevo sin confirmar (reemplaza uno sin confirmar anterior: cada QR se muestra una vez).
 * 409 si ya hay uno confirmado.
 */
export async function iniciarInscripcion(
  db: Db,
  config: ConfigFactor,
  idAfiliado: number,
  documento: string,
  ahora: Date,
): Promise<{ secreto: string; uri: string; qr: string }> {
  if (await tieneFactor(db, idAfiliado)) throw conflicto(MENSAJE_YA_INSCRITO);
  const secreto = nuevoSecreto();
  const cifrado = cifrarSecreto(config.totpKey, idAfiliado, secreto);
  const guardado = await guardarSecretoSinConfirmar(db, idAfiliado, cifrado, ahora);
  if (!guardado) throw conflicto(MENSAJE_YA_INSCRITO); // otra pestaña confirmó a la vez
  const uri = uriDeInscripcion(secreto, documento);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secreto, uri, qr };
}

async function secretoDe(
  db: Db,
  config: ConfigFactor,
  idAfiliado: number,
): Promise<{ secreto: string; confirmado: boolean } | null> {
  const fila = await filaFactor(db, idAfiliado);
  if (!fila) return null;
  const secreto = descifrarSecreto(config.totpKey, idAfiliado, fila.secreto);
  return secreto === null ? null : { secreto, confirmado: fila.confirmado !== null };
}

/**
 * Comprueba un código de un factor confirmado: 6 dígitos (paso anterior, actual o siguiente, una sola
 * vez) o un código de recuperación sin usar (queda usado). true si vale.
 */
export async function comprobarCodigo(
  db: Db,
  config: ConfigFactor,
  idAfiliado: number,
  codigo: string,
  ahora: Date,
): Promise<boolean> {
  const factor = await secretoDe(db, config, idAfiliado);
  if (!factor?.confirmado) return false;
  const limpio = codigo.replace(/\s+/g, '');
  if (esCodigoTotp(limpio)) {
    const paso = pasoDelCodigo(factor.secreto, limpio, ahora);
    return paso !== null && (await anotarPaso(db, idAfiliado, paso));
  }
  const recuperacion = normalizarCodigoRecuperacion(codigo);
  if (!recuperacion) return false;
  for (const c of await codigosSinUsar(db, idAfiliado)) {
    if (!(await verificarClave(c.hash, recuperacion))) continue;
    return usarCodigo(db, c.id, ahora);
  }
  return false;
}

/** Diez códigos de recuperación nuevos y sus hashes (argon2 por la fila de hashes de la API). */
async function codigosNuevos(): Promise<{ codigos: string[]; hashes: string[] }> {
  const codigos = Array.from({ length: CANTIDAD_CODIGOS_RECUPERACION }, nuevoCodigoRecuperacion);
  const hashes = await Promise.all(codigos.map((c) => hashClave(normalizarCodigoRecuperacion(c)!)));
  return { codigos, hashes };
}

/** Cuántos códigos de recuperación le quedan al afiliado (y si tiene factor). */
export async function estadoCodigos(
  db: Db,
  idAfiliado: number,
): Promise<{ activo: boolean; sin_usar: number; total: number }> {
  if (!(await tieneFactor(db, idAfiliado))) return { activo: false, sin_usar: 0, total: 0 };
  return { activo: true, ...(await cuentaCodigos(db, idAfiliado)) };
}

/** Códigos de recuperación nuevos para un factor confirmado; los anteriores dejan de servir. null sin factor. */
export async function regenerarCodigos(db: Db, idAfiliado: number): Promise<string[] | null> {
  const { codigos, hashes } = await codigosNuevos();
  return (await reemplazarCodigos(db, idAfiliado, hashes)) ? codigos : null;
}

/**
 * Confirma la inscripción con un primer código (6 dígitos del secreto sin confirmar): queda activa,
 * con diez códigos de recuperación nuevos (hash argon2). null si el código no vale.
 */
export async function confirmarInscripcion(
  db: Db,
  config: ConfigFactor,
  idAfiliado: number,
  codigo: string,
  ahora: Date,
): Promise<string[] | null> {
  const factor = await secretoDe(db, config, idAfiliado);
  if (!factor) throw conflicto(MENSAJE_SIN_INSCRIPCION);
  if (factor.confirmado) throw conflicto(MENSAJE_YA_INSCRITO);
  const limpio = codigo.replace(/\s+/g, '');
  const paso = esCodigoTotp(limpio) ? pasoDelCodigo(factor.secreto, limpio, ahora) : null;
  if (paso === null) return null;
  // argon2 por la fila de hashes de la API, antes de la transacción
  const { codigos, hashes } = await codigosNuevos();
  const confirmado = await confirmarFactor(db, idAfiliado, paso, hashes, ahora);
  if (!confirmado) throw conflicto(MENSAJE_YA_INSCRITO);
  return codigos;
}

/** Quita el factor y sus códigos de recuperación. true si había uno. */
export function quitarFactor(db: Db, idAfiliado: number): Promise<boolean> {
  return borrarFactor(db, idAfiliado);
}

/** La sesión acaba de dar un código correcto: cuenta como verificación reciente y deja de ser solo de inscripción. */
export function marcarVerificada(db: Db, idSesion: string, ahora: Date): Promise<void> {
  return marcarSesionVerificada(db, idSesion, ahora);
}

/** Instante del último código de la sesión y si su afiliado tiene factor (para la verificación reciente). */
export async function verificacionDeSesion(
  db: Db,
  idSesion: string,
): Promise<{ verificada: string | null; conFactor: boolean } | null> {
  const fila = await verificacionDe(db, idSesion);
  if (!fila) return null;
  return { verificada: fila.verificada, conFactor: fila.confirmado !== null && fila.confirmado !== undefined };
}

/** Documento del afiliado (para los contadores de intentos, los mismos del login); null si no existe. */
export async function documentoDe(db: Db, idAfiliado: number): Promise<string | null> {
  return (await datosAfiliado(db, idAfiliado))?.documento ?? null;
}

/** Fecha de retiro del afiliado (null sin retiro o si no existe). */
export async function retiroDe(db: Db, idAfiliado: number): Promise<string | null> {
  return (await datosAfiliado(db, idAfiliado))?.retiro ?? null;
}

/** Correo del afiliado; undefined si no existe. */
export async function correoDe(db: Db, idAfiliado: number): Promise<{ email: string | null } | undefined> {
  const fila = await datosAfiliado(db, idAfiliado);
  return fila ? { email: fila.email } : undefined;
}
