// Consultas del segundo factor: el secreto (segundo_factor), sus códigos de recuperación, la
// verificación de la sesión y los datos del afiliado que usan los límites y la verificación reciente.
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { afiliado, codigoRecuperacion, segundoFactor, sesion } from '../db/schema.js';

/** Cuándo se confirmó el factor del afiliado; null sin confirmar, undefined sin factor. */
export async function confirmadoDe(db: Db, idAfiliado: number): Promise<string | null | undefined> {
  const [fila] = await db
    .select({ confirmado: segundoFactor.confirmado })
    .from(segundoFactor)
    .where(eq(segundoFactor.id_afiliado, idAfiliado))
    .limit(1);
  return fila?.confirmado;
}

/** Guarda un secreto sin confirmar (reemplaza otro sin confirmar); false si ya hay uno confirmado. */
export async function guardarSecretoSinConfirmar(
  db: Db,
  idAfiliado: number,
  cifrado: string,
  ahora: Date,
): Promise<boolean> {
  const filas = await db
    .insert(segundoFactor)
    .values({ id_afiliado: idAfiliado, secreto: cifrado, creado: ahora.toISOString() })
    .onConflictDoUpdate({
      target: segundoFactor.id_afiliado,
      set: { secreto: cifrado, creado: ahora.toISOString(), ultimo_paso: null },
      where: isNull(segundoFactor.confirmado),
    })
    .returning({ id: segundoFactor.id_afiliado });
  return filas.length > 0;
}

/** Anota el paso del código si es posterior al último usado; false si no lo es. */
export async function anotarPaso(db: Db, idAfiliado: number, paso: number): Promise<boolean> {
  const filas = await db
    .update(segundoFactor)
    .set({ ultimo_paso: paso })
    .where(
      and(
        eq(segundoFactor.id_afiliado, idAfiliado),
        or(isNull(segundoFactor.ultimo_paso), lt(segundoFactor.ultimo_paso, paso)),
      ),
    )
    .returning({ id: segundoFactor.id_afiliado });
  return filas.length > 0;
}

/** La fila del factor (secreto cifrado y confirmación); undefined si no hay. */
export async function filaFactor(db: Db, idAfiliado: number) {
  const [fila] = await db.select().from(segundoFactor).where(eq(segundoFactor.id_afiliado, idAfiliado)).limit(1);
  return fila;
}

/** Los códigos de recuperación sin usar del afiliado (hash argon2). */
export async function codigosSinUsar(db: Db, idAfiliado: number): Promise<{ id: number; hash: string }[]> {
  return db
    .select({ id: codigoRecuperacion.id_codigo, hash: codigoRecuperacion.hash })
    .from(codigoRecuperacion)
    .where(and(eq(codigoRecuperacion.id_afiliado, idAfiliado), isNull(codigoRecuperacion.usado)));
}

/** Marca el código como usado si aún no lo estaba; false si otro lo usó antes. */
export async function usarCodigo(db: Db, idCodigo: number, ahora: Date): Promise<boolean> {
  const usado = await db
    .update(codigoRecuperacion)
    .set({ usado: ahora.toISOString() })
    .where(and(eq(codigoRecuperacion.id_codigo, idCodigo), isNull(codigoRecuperacion.usado)))
    .returning({ id: codigoRecuperacion.id_codigo });
  return usado.length > 0;
}

/**
 * Confirma el factor sin confirmar con el paso del primer código y reemplaza los códigos de recuperación,
 * en una transacción. false si no había uno sin confirmar.
 */
export async function confirmarFactor(
  db: Db,
  idAfiliado: number,
  paso: number,
  hashes: string[],
  ahora: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const filas = await tx
      .update(segundoFactor)
      .set({ confirmado: ahora.toISOString(), ultimo_paso: paso })
      .where(and(eq(segundoFactor.id_afiliado, idAfiliado), isNull(segundoFactor.confirmado)))
      .returning({ id: segundoFactor.id_afiliado });
    if (filas.length === 0) return false;
    await tx.delete(codigoRecuperacion).where(eq(codigoRecuperacion.id_afiliado, idAfiliado));
    await tx.insert(codigoRecuperacion).values(hashes.map((hash) => ({ id_afiliado: idAfiliado, hash })));
    return true;
  });
}

/** Borra el factor y sus códigos de recuperación. true si había uno confirmado. */
export async function borrarFactor(db: Db, idAfiliado: number): Promise<boolean> {
  await db.delete(codigoRecuperacion).where(eq(codigoRecuperacion.id_afiliado, idAfiliado));
  const filas = await db
    .delete(segundoFactor)
    .where(eq(segundoFactor.id_afiliado, idAfiliado))
    .returning({ id: segundoFactor.id_afiliado, confirmado: segundoFactor.confirmado });
  return filas.some((f) => f.confirmado !== null);
}

export async function marcarSesionVerificada(db: Db, idSesion: string, ahora: Date): Promise<void> {
  await db
    .update(sesion)
    .set({ verificada: ahora.toISOString(), solo_inscripcion: false })
    .where(eq(sesion.id_sesion, idSesion));
}

/** Último código de la sesión y la confirmación del factor de su afiliado; undefined si no existe. */
export async function verificacionDe(db: Db, idSesion: string) {
  const [fila] = await db
    .select({ verificada: sesion.verificada, confirmado: segundoFactor.confirmado })
    .from(sesion)
    .leftJoin(segundoFactor, eq(segundoFactor.id_afiliado, sesion.id_afiliado))
    .where(eq(sesion.id_sesion, idSesion))
    .limit(1);
  return fila;
}

/** Documento, retiro y correo del afiliado; undefined si no existe. */
export async function datosAfiliado(
  db: Db,
  idAfiliado: number,
): Promise<{ documento: string; retiro: string | null; email: string | null } | undefined> {
  const [fila] = await db
    .select({ documento: afiliado.documento, retiro: afiliado.retiro, email: afiliado.email })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, idAfiliado))
    .limit(1);
  return fila;
}

/** Códigos de recuperación del afiliado: los de la última entrega y cuántos siguen sin usar. */
export async function cuentaCodigos(db: Db, idAfiliado: number): Promise<{ total: number; sin_usar: number }> {
  const [fila] = await db
    .select({ total: count(), usados: count(codigoRecuperacion.usado) })
    .from(codigoRecuperacion)
    .where(eq(codigoRecuperacion.id_afiliado, idAfiliado));
  const total = Number(fila?.total ?? 0);
  return { total, sin_usar: total - Number(fila?.usados ?? 0) };
}

/**
 * Reemplaza los códigos de recuperación de un factor confirmado por los nuevos (los anteriores, usados o
 * no, dejan de servir), en una transacción. false si el afiliado no tiene factor confirmado.
 */
export async function reemplazarCodigos(db: Db, idAfiliado: number, hashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ id: segundoFactor.id_afiliado })
      .from(segundoFactor)
      .where(and(eq(segundoFactor.id_afiliado, idAfiliado), isNotNull(segundoFactor.confirmado)))
      .for('update');
    if (!factor) return false;
    await tx.delete(codigoRecuperacion).where(eq(codigoRecuperacion.id_afiliado, idAfiliado));
    await tx.insert(codigoRecuperacion).values(hashes.map((hash) => ({ id_afiliado: idAfiliado, hash })));
    return true;
  });
}
