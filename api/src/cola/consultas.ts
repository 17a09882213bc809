// SQL de la cola de trabajos (tabla trabajo, migración 0005). "Ahora" es el reloj de la aplicación
// (las pruebas lo mueven); un trabajo está listo cuando su ejecutar_en ya pasó según ese reloj o el de
// la base, el mayor de los dos (uno recién encolado lleva now() de la base).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import type { EstadoTrabajo } from '../db/schema.js';

/** Canal de pg_notify que avisa, al confirmar, que hay trabajo nuevo (PGlite lo escucha). */
export const CANAL_COLA = 'trabajo';

export interface NuevoTrabajo {
  tipo: string;
  datos?: Record<string, unknown>;
  /** Desde cuándo puede ejecutarse (por defecto ya): sirve para espaciar envíos masivos. */
  ejecutarEn?: Date;
  /** Intentos antes de darlo por fallido (por defecto 10). */
  maxIntentos?: number;
  /** Clave única: un trabajo con una clave que ya existe no se crea (trabajo periódico). */
  clave?: string;
  /**
   * false: no se crea, pero se ejecutan las mismas sentencias (una respuesta que no debe delatar, por
   * su trabajo, si el trabajo existió; p. ej. reestablecer la clave de un documento inexistente).
   */
  si?: boolean;
}

/**
 * Escribe un trabajo en la cola. Llamar con la transacción de la acción que lo causa: si ella no se
 * confirma, el trabajo no existe. Devuelve su id, o null si su clave ya existía.
 */
export async function encolar(db: Pick<Db, 'execute'>, t: NuevoTrabajo): Promise<number | null> {
  const ejecutarEn = t.ejecutarEn ? sql`${t.ejecutarEn.toISOString()}::timestamptz` : sql`now()`;
  const [fila] = await consultar<{ id_trabajo: number }>(
    db,
    sql`
    insert into trabajo (tipo, datos, ejecutar_en, max_intentos, clave)
    select ${t.tipo}, ${JSON.stringify(t.datos ?? {})}::jsonb, ${ejecutarEn}, ${t.maxIntentos ?? 10}, ${t.clave ?? null}
    where ${t.si ?? true}
    on conflict (clave) do nothing
    returning id_trabajo::int as id_trabajo`,
  );
  if (!fila && t.si !== false) return null;
  await db.execute(sql`select pg_notify(${CANAL_COLA}, ${t.tipo})`);
  return fila?.id_trabajo ?? null;
}

/**
 * Escribe muchos trabajos de un tipo con una sentencia por cada 1.000 (envíos en bloque) y un
 * solo aviso. Devuelve sus ids en el orden de `trabajos`: el INSERT ... SELECT ... ORDER BY pide los
 * números de la secuencia en ese orden.
 */
export async function encolarVarios(
  db: Pick<Db, 'execute'>,
  tipo: string,
  trabajos: { datos: Record<string, unknown>; ejecutarEn?: Date }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < trabajos.length; i += 1000) {
    const parte = trabajos.slice(i, i + 1000).map((t, n) => ({
      n,
      datos: t.datos,
      ejecutar_en: t.ejecutarEn?.toISOString() ?? null,
    }));
    const filas = await consultar<{ id_trabajo: number }>(
      db,
      sql`
      insert into trabajo (tipo, datos, ejecutar_en)
      select ${tipo}, x.datos, coalesce(x.ejecutar_en, now())
      from jsonb_to_recordset(${JSON.stringify(parte)}::jsonb) as x(n int, datos jsonb, ejecutar_en timestamptz)
      order by x.n
      returning id_trabajo::int as id_trabajo`,
    );
    ids.push(...filas.map((f) => f.id_trabajo).sort((a, b) => a - b));
  }
  if (ids.length > 0) await db.execute(sql`select pg_notify(${CANAL_COLA}, ${tipo})`);
  return ids;
}

export interface TrabajoTomado {
  id_trabajo: number;
  tipo: string;
  datos: Record<string, unknown>;
  /** este intento incluido */
  intentos: number;
  max_intentos: number;
}

const efectivo = (ahora: Date) => sql`greatest(now(), ${ahora.toISOString()}::timestamptz)`;

/**
 * Los trabajos en curso cuyo plazo venció (el proceso que los tomó murió o se colgó) vuelven a estar
 * pendientes; los que ya agotaron sus intentos quedan fallidos.
 */
export async function recuperarVencidos(db: Pick<Db, 'execute'>, ahora: Date): Promise<number> {
  const filas = await consultar<{ id_trabajo: number }>(
    db,
    sql`
    update trabajo set
      estado = case when intentos >= max_intentos then 'fallido' else 'pendiente' end,
      ultimo_error = coalesce(ultimo_error, 'El proceso que lo enviaba se detuvo antes de terminar'),
      terminado = case when intentos >= max_intentos then ${ahora.toISOString()}::timestamptz end,
      tomado_hasta = null, ejecutar_en = ${ahora.toISOString()}::timestamptz,
      actualizado = ${ahora.toISOString()}::timestamptz
    where estado = 'en_curso' and tomado_hasta < ${efectivo(ahora)}
    returning id_trabajo::int as id_trabajo`,
  );
  return filas.length;
}

/**
 * Toma el trabajo listo más antiguo: lo marca en curso hasta `ahora + plazoMs` y cuenta el intento.
 * FOR UPDATE SKIP LOCKED: dos procesos nunca toman el mismo. null si no hay ninguno listo.
 */
export async function tomarTrabajo(
  db: Pick<Db, 'execute'>,
  ahora: Date,
  plazoMs: number,
): Promise<TrabajoTomado | null> {
  const [fila] = await consultar<TrabajoTomado>(
    db,
    sql`
    update trabajo t set
      estado = 'en_curso', intentos = t.intentos + 1,
      tomado_hasta = ${new Date(ahora.getTime() + plazoMs).toISOString()}::timestamptz,
      actualizado = ${ahora.toISOString()}::timestamptz
    where t.id_trabajo = (
      select id_trabajo from trabajo
      where estado = 'pendiente' and ejecutar_en <= ${efectivo(ahora)}
      order by ejecutar_en, id_trabajo
      limit 1
      for update skip locked)
    returning t.id_trabajo::int as id_trabajo, t.tipo, t.datos, t.intentos, t.max_intentos`,
  );
  return fila ?? null;
}

/** El intento terminó bien. Solo si sigue siendo de este intento (nadie lo recuperó entre tanto). */
export async function completarTrabajo(
  db: Pick<Db, 'execute'>,
  t: TrabajoTomado,
  ahora: Date,
  datos?: Record<string, unknown>,
): Promise<void> {
  const nuevos = datos ? sql`${JSON.stringify(datos)}::jsonb` : sql`datos`;
  await db.execute(sql`
    update trabajo set estado = 'hecho', terminado = ${ahora.toISOString()}::timestamptz, tomado_hasta = null,
      ultimo_error = null, datos = ${nuevos}, actualizado = ${ahora.toISOString()}::timestamptz
    where id_trabajo = ${t.id_trabajo} and estado = 'en_curso' and intentos = ${t.intentos}`);
}

/**
 * El intento falló: otro intento en `siguiente`, o fallido si el error es permanente o ya no quedan
 * intentos. Devuelve el estado en que quedó.
 */
export async function fallarTrabajo(
  db: Pick<Db, 'execute'>,
  t: TrabajoTomado,
  f: { ahora: Date; error: string; permanente: boolean; siguiente: Date },
): Promise<EstadoTrabajo> {
  const fallido = f.permanente || t.intentos >= t.max_intentos;
  await db.execute(sql`
    update trabajo set estado = ${fallido ? 'fallido' : 'pendiente'}, ultimo_error = ${f.error.slice(0, 2000)},
      ejecutar_en = ${(fallido ? f.ahora : f.siguiente).toISOString()}::timestamptz, tomado_hasta = null,
      terminado = ${fallido ? f.ahora.toISOString() : null}::timestamptz,
      actualizado = ${f.ahora.toISOString()}::timestamptz
    where id_trabajo = ${t.id_trabajo} and estado = 'en_curso' and intentos = ${t.intentos}`);
  return fallido ? 'fallido' : 'pendiente';
}

/**
 * Vuelve a poner en cola, para ya y con todos sus intentos, trabajos pendientes o fallidos de un tipo
 * (los de `ids`, o todos los fallidos si no se dan). Devuelve los ids reprogramados.
 */
export async function reprogramar(
  db: Pick<Db, 'execute'>,
  tipo: string,
  ahora: Date,
  ids?: readonly number[],
): Promise<number[]> {
  const cuales = ids
    ? sql`id_trabajo = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[]) and estado in ('pendiente', 'fallido')`
    : sql`estado = 'fallido'`;
  const filas = await consultar<{ id_trabajo: number }>(
    db,
    sql`
    update trabajo set estado = 'pendiente', intentos = 0, terminado = null, tomado_hasta = null,
      ejecutar_en = ${ahora.toISOString()}::timestamptz, actualizado = ${ahora.toISOString()}::timestamptz
    where tipo = ${tipo} and ${cuales}
    returning id_trabajo::int as id_trabajo`,
  );
  if (filas.length > 0) await db.execute(sql`select pg_notify(${CANAL_COLA}, ${tipo})`);
  return filas.map((f) => f.id_trabajo);
}

export interface EstadoTipo {
  tipo: string;
  pendientes: number;
  en_curso: number;
  fallidos: number;
  /** hechos en las últimas 24 horas */
  hechos_24h: number;
  /** creación del pendiente más antiguo (ISO), o null */
  pendiente_mas_antiguo: string | null;
}

/** Estado de la cola por tipo (tablero, y más adelante métricas y disponibilidad). */
export async function estadoCola(db: Pick<Db, 'execute'>, ahora: Date): Promise<EstadoTipo[]> {
  const desde = new Date(ahora.getTime() - 24 * 60 * 60 * 1000).toISOString();
  return consultar<EstadoTipo>(
    db,
    sql`
    select tipo,
      count(*) filter (where estado = 'pendiente')::int as pendientes,
      count(*) filter (where estado = 'en_curso')::int as en_curso,
      count(*) filter (where estado = 'fallido')::int as fallidos,
      count(*) filter (where estado = 'hecho' and terminado >= ${desde}::timestamptz)::int as hechos_24h,
      ${sql.raw(isoUtc("min(creado) filter (where estado in ('pendiente', 'en_curso'))"))} as pendiente_mas_antiguo
    from trabajo
    where estado <> 'hecho' or terminado >= ${desde}::timestamptz
    group by tipo
    order by tipo`,
  );
}

/** Borra los trabajos terminados viejos: hechos antes de `hechosAntes`, fallidos antes de `fallidosAntes`. */
export async function purgarTrabajos(db: Pick<Db, 'execute'>, hechosAntes: Date, fallidosAntes: Date): Promise<number> {
  const filas = await consultar<{ n: number }>(
    db,
    sql`
    with borrados as (
      delete from trabajo
      where (estado = 'hecho' and terminado < ${hechosAntes.toISOString()}::timestamptz)
         or (estado = 'fallido' and terminado < ${fallidosAntes.toISOString()}::timestamptz)
      returning 1)
    select count(*)::int as n from borrados`,
  );
  return filas[0]?.n ?? 0;
}
