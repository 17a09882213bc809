// Abrir la aplicación como un afiliado: token de un solo uso (2 min, se guarda su SHA-256)
// que /api/login-token convierte en una sesión con impersonate = true.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { registrarAuditoria } from '../auditoria/auditoria.js';
import { consumirTokenUnico, insertarTokenUnico } from './consultas.js';

export const VIGENCIA_IMPERSONACION_MS = 2 * 60 * 1000;
const TIPO = 'impersonacion';

export const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');

/** Crea el token (devuelve el valor en claro, que solo viaja en la URL) y lo audita. */
export async function crearTokenImpersonacion(
  db: Db,
  idAdmin: number,
  idAfiliado: number,
  ahora: Date = new Date(),
  ip: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertarTokenUnico(db, {
    hash: sha256(token),
    tipo: TIPO,
    id_afiliado: idAfiliado,
    id_creador: idAdmin,
    expira: new Date(ahora.getTime() + VIGENCIA_IMPERSONACION_MS),
  });
  await registrarAuditoria(db, {
    accion: 'impersonacion_token',
    id_actor: idAdmin,
    id_afiliado: idAfiliado,
    ip,
    fecha: ahora,
  });
  return token;
}

/** Marca el token como usado si es válido (atómico); devuelve afiliado y creador, o null. */
export async function consumirTokenImpersonacion(
  db: Db,
  token: string,
  ahora: Date,
): Promise<{ id_afiliado: number; id_creador: number | null } | null> {
  return consumirTokenUnico(db, sha256(token), TIPO, ahora);
}
