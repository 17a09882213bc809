// Consultas de auth: filas de `sesion` (abrir, leer con su afiliado, tocar, cerrar), el afiliado que
// inicia sesión o la tiene abierta y los tokens de un solo uso (impersonación). Los contadores de
// intentos, en consultas-intentos.ts.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { consultaPreparada, type Db } from '../db/client.js';
import { afiliado, sesion, tokenUnico } from '../db/schema.js';

export interface NuevaSesion {
  id_afiliado: number;
  impersonado_por?: number | null;
  ip?: string | null;
  /** se acaba de dar un código de verificación correcto */
  verificada?: Date | null;
  /** superadmin que debe inscribir su segundo factor antes de nada más */
  solo_inscripcion?: boolean;
}

export async function insertarSesion(db: Db, datos: NuevaSesion, ahora: Date): Promise<string> {
  const [fila] = await db
    .insert(sesion)
    .values({
      id_afiliado: datos.id_afiliado,
      impersonado_por: datos.impersonado_por ?? null,
      ip: datos.ip ?? null,
      verificada: datos.verificada ? datos.verificada.toISOString() : null,
      solo_inscripcion: datos.solo_inscripcion ?? false,
      creada: ahora.toISOString(),
      ultimo_uso: ahora.toISOString(),
    })
    .returning({ id_sesion: sesion.id_sesion });
  if (!fila) throw new Error('No se pudo crear la sesión');
  return fila.id_sesion;
}

/** La sesión con lo que la valida de su afiliado (superadmin, retiro); undefined si no existe. */
export async function filaSesion(db: Db, idSesion: string) {
  const [fila] = await db
    .select({
      id_afiliado: sesion.id_afiliado,
      creada: sesion.creada,
      cerrada: sesion.cerrada,
      ultimo_uso: sesion.ultimo_uso,
      impersonado_por: sesion.impersonado_por,
      superadmin: afiliado.superadmin,
      retiro: afiliado.retiro,
      solo_inscripcion: sesion.solo_inscripcion,
    })
    .from(sesion)
    .innerJoin(afiliado, eq(afiliado.id_afiliado, sesion.id_afiliado))
    .where(eq(sesion.id_sesion, idSesion))
    .limit(1);
  return fila;
}

export async function tocarSesion(db: Db, idSesion: string, ahora: Date): Promise<void> {
  await db.update(sesion).set({ ultimo_uso: ahora.toISOString() }).where(eq(sesion.id_sesion, idSesion));
}

/** Cuándo se creó la sesión; undefined si no existe. */
export async function creadaSesion(db: Db, idSesion: string): Promise<string | undefined> {
  const [fila] = await db.select({ creada: sesion.creada }).from(sesion).where(eq(sesion.id_sesion, idSesion));
  return fila?.creada;
}

/** El administrador que abrió la sesión como el afiliado; undefined si no existe. */
export async function impersonadoPor(db: Db, idSesion: string): Promise<number | null | undefined> {
  const [s] = await db.select({ por: sesion.impersonado_por }).from(sesion).where(eq(sesion.id_sesion, idSesion));
  return s?.por;
}

export async function marcarSesionCerrada(db: Db, idSesion: string, ahora: Date): Promise<void> {
  await db
    .update(sesion)
    .set({ cerrada: ahora.toISOString() })
    .where(and(eq(sesion.id_sesion, idSesion), isNull(sesion.cerrada)));
}

/** Cierra las sesiones abiertas del afiliado salvo `excepto`; devuelve cuántas cerró. */
export async function marcarCerradasDe(db: Db, idAfiliado: number, ahora: Date, excepto?: string): Promise<number> {
  const filas = await db
    .update(sesion)
    .set({ cerrada: ahora.toISOString() })
    .where(
      and(
        eq(sesion.id_afiliado, idAfiliado),
        isNull(sesion.cerrada),
        excepto ? ne(sesion.id_sesion, excepto) : sql`true`,
      ),
    )
    .returning({ id_sesion: sesion.id_sesion });
  return filas.length;
}

export type FilaUsuario = Pick<
  typeof afiliado.$inferSelect,
  'id_afiliado' | 'nombres' | 'apellidos' | 'foto' | 'superadmin' | 'documento' | 'ultima_actualizacion'
>;

export async function buscarUsuario(db: Db, idAfiliado: number): Promise<FilaUsuario | null> {
  const [fila] = await db
    .select({
      id_afiliado: afiliado.id_afiliado,
      nombres: afiliado.nombres,
      apellidos: afiliado.apellidos,
      foto: afiliado.foto,
      superadmin: afiliado.superadmin,
      documento: afiliado.documento,
      ultima_actualizacion: afiliado.ultima_actualizacion,
    })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, idAfiliado))
    .limit(1);
  return fila ?? null;
}

/** La fila entera del afiliado con ese documento (login); undefined si no hay. */
export async function afiliadoPorDocumento(db: Db, documento: string) {
  const [fila] = await db.select().from(afiliado).where(eq(afiliado.documento, documento)).limit(1);
  return fila;
}

/**
 * Un login correcto en una sola sentencia (atómica, una ida y vuelta): borra el contador de intentos
 * `claveIntentos`, abre la sesión, anota ultimo_login y audita el login. En una ola de logins cada ida y
 * vuelta a PostgreSQL despierta a otro proceso en pocos núcleos; antes eran seis (BEGIN, cuatro, COMMIT).
 */
const consultaAbrirSesion = consultaPreparada<{ id_sesion: string }>(
  'auth_abrir_sesion',
  `
  with limpiar as (delete from intento_login where clave = $1),
  nueva as (
    insert into sesion (id_afiliado, ip, verificada, solo_inscripcion, creada, ultimo_uso)
    values ($2, $3, $4::timestamptz, $5, $6::timestamptz, $6::timestamptz)
    returning id_sesion
  ),
  visto as (update afiliado set ultimo_login = $6::timestamptz where id_afiliado = $2),
  auditado as (
    insert into auditoria (accion, id_actor, id_afiliado, detalle, ip, fecha)
    select 'login', $2, $2, $7::jsonb, $3, $6::timestamptz from nueva
  )
  select id_sesion::text as id_sesion from nueva`,
);

export async function abrirSesionConLogin(
  db: Db,
  p: {
    sesion: Omit<NuevaSesion, 'impersonado_por'>;
    claveIntentos: string;
    ahora: Date;
    detalle?: Record<string, unknown>;
  },
): Promise<string> {
  const [fila] = await consultaAbrirSesion(db, [
    p.claveIntentos,
    p.sesion.id_afiliado,
    p.sesion.ip ?? null,
    p.sesion.verificada ? p.sesion.verificada.toISOString() : null,
    p.sesion.solo_inscripcion ?? false,
    p.ahora.toISOString(),
    p.detalle ? JSON.stringify(p.detalle) : null,
  ]);
  if (!fila) throw new Error('No se pudo crear la sesión');
  return fila.id_sesion;
}

/** Guarda un token de un solo uso (solo su hash). */
export async function insertarTokenUnico(
  db: Db,
  t: { hash: string; tipo: string; id_afiliado: number; id_creador: number; expira: Date },
): Promise<void> {
  await db.insert(tokenUnico).values({ ...t, expira: t.expira.toISOString() });
}

/** Marca como usado el token vigente y sin usar de ese hash y tipo (atómico); null si no hay. */
export async function consumirTokenUnico(
  db: Db,
  hash: string,
  tipo: string,
  ahora: Date,
): Promise<{ id_afiliado: number; id_creador: number | null } | null> {
  const filas = await db
    .update(tokenUnico)
    .set({ usado: ahora.toISOString() })
    .where(
      and(
        eq(tokenUnico.hash, hash),
        eq(tokenUnico.tipo, tipo),
        isNull(tokenUnico.usado),
        gt(tokenUnico.expira, ahora.toISOString()),
      ),
    )
    .returning({ id_afiliado: tokenUnico.id_afiliado, id_creador: tokenUnico.id_creador });
  return filas[0] ?? null;
}
