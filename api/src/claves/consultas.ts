// Consultas de claves: el afiliado dueño de un token de restablecimiento y los cambios de clave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afiliado } from '../db/schema.js';
import type { Db } from '../db/client.js';
import { sha256 } from '../auth/impersonacion.js';

export const VIGENCIA_TOKEN_CLAVE_MS = 60 * 60 * 1000;
/** El token del correo de bienvenida (asignar la primera clave) vale 72 horas, con las mismas reglas. */
export const VIGENCIA_TOKEN_BIENVENIDA_MS = 72 * 60 * 60 * 1000;
/** Prefijo del hash guardado que marca un token de bienvenida (y su vigencia). */
const PREFIJO_BIENVENIDA = 'bienvenida:';

export interface DuenoDeToken {
  id_afiliado: number;
  nombres: string;
  documento: string;
  hash: string | null;
  /** hash de la clave actual (null sin clave): la nueva no puede ser la misma */
  password: string | null;
  retiro: string | null;
}

/** Afiliado dueño de un token de restablecimiento vigente (1 h; 72 h el de bienvenida), o null. */
export async function afiliadoDelToken(db: Db, token: string, ahora: Date): Promise<DuenoDeToken | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [fila] = await db
    .select({
      id_afiliado: afiliado.id_afiliado,
      nombres: afiliado.nombres,
      documento: afiliado.documento,
      hash: afiliado.reestablecer_password,
      solicitud: afiliado.reestablecer_password_solicitud,
      password: afiliado.password,
      retiro: afiliado.retiro,
    })
    .from(afiliado)
    .where(inArray(afiliado.reestablecer_password, [sha256(token), PREFIJO_BIENVENIDA + sha256(token)]))
    .limit(1);
  if (!fila?.solicitud || !fila.hash) return null;
  const edad = ahora.getTime() - new Date(fila.solicitud).getTime();
  const vigencia = fila.hash.startsWith(PREFIJO_BIENVENIDA) ? VIGENCIA_TOKEN_BIENVENIDA_MS : VIGENCIA_TOKEN_CLAVE_MS;
  if (edad < 0 || edad >= vigencia) return null;
  return {
    id_afiliado: fila.id_afiliado,
    nombres: fila.nombres,
    documento: fila.documento,
    hash: fila.hash,
    password: fila.password,
    retiro: fila.retiro,
  };
}

/**
 * Guarda el hash de un token nuevo si el documento es de un afiliado con correo y sin retiro (al
 * retirado no se le guarda: `retirado` lo dice). Una sola sentencia, exista o no el documento y esté o
 * no retirado: el tiempo de respuesta no lo delata.
 */
export async function guardarTokenDeDocumento(db: Db, documento: string, hashToken: string, ahora: Date, hoy: string) {
  const retirado = sql<boolean>`(${afiliado.retiro} is not null and ${afiliado.retiro} <= ${hoy}::date)`;
  const [fila] = await db
    .update(afiliado)
    .set({
      reestablecer_password: sql`case when ${retirado} then ${afiliado.reestablecer_password} else ${hashToken} end`,
      reestablecer_password_solicitud: sql`case when ${retirado} then ${afiliado.reestablecer_password_solicitud}
        else ${ahora.toISOString()}::timestamptz end`,
    })
    .where(and(eq(afiliado.documento, documento), sql`${afiliado.email} <> ''`))
    .returning({
      id_afiliado: afiliado.id_afiliado,
      nombres: afiliado.nombres,
      email: afiliado.email,
      retirado: sql<boolean>`${afiliado.retiro} is not null and ${afiliado.retiro} <= ${hoy}::date`,
    });
  return fila ?? null;
}

/** Los tokens de bienvenida de muchos afiliados (una sentencia por cada 1.000). */
export async function guardarTokensBienvenida(
  db: Pick<Db, 'execute'>,
  tokens: { id_afiliado: number; hash: string }[],
  ahora: Date,
): Promise<void> {
  for (let i = 0; i < tokens.length; i += 1000) {
    const parte = tokens.slice(i, i + 1000).map((t) => ({ id: t.id_afiliado, valor: PREFIJO_BIENVENIDA + t.hash }));
    await db.execute(sql`
      update afiliado a set reestablecer_password = x.valor,
        reestablecer_password_solicitud = ${ahora.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(parte)}::jsonb) as x(id int, valor text)
      where a.id_afiliado = x.id`);
  }
}

/** Nueva clave con el token: condicionada al mismo token (dos usos simultáneos no pasan los dos). */
export async function cambiarClaveConToken(
  db: Db,
  id_afiliado: number,
  hashToken: string,
  nuevoHash: string,
): Promise<boolean> {
  const cambiadas = await db
    .update(afiliado)
    .set({
      password: nuevoHash,
      reestablecer_password: null,
      reestablecer_password_solicitud: null,
      cambio_password: false,
    })
    .where(and(eq(afiliado.id_afiliado, id_afiliado), eq(afiliado.reestablecer_password, hashToken)))
    .returning({ id: afiliado.id_afiliado });
  return cambiadas.length > 0;
}

export async function claveYDocumento(db: Db, id_afiliado: number) {
  const [fila] = await db
    .select({ password: afiliado.password, documento: afiliado.documento })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, id_afiliado))
    .limit(1);
  return fila ?? null;
}

export async function guardarClave(db: Db, id_afiliado: number, nuevoHash: string): Promise<void> {
  await db
    .update(afiliado)
    .set({ password: nuevoHash, cambio_password: false })
    .where(eq(afiliado.id_afiliado, id_afiliado));
}
