// Consultas de archivos: guardar, leer (con la regla de lectura, consultas-vinculos.ts), los datos de
// varios a la vez y el espacio usado por un afiliado (cuota.ts). La purga, en consultas-purga.ts.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { archivo } from '../db/schema.js';
import { puedeLeer } from './consultas-vinculos.js';

export interface NuevoArchivo {
  nombre: string;
  tipo_mime: string;
  tamano: number;
  /** el contenido en base64: lo decodifica PostgreSQL (pasar bytea como parámetro es lento en PGlite) */
  base64: string;
  id_afiliado: number | null;
  /** 'foto' o 'firma' si lo guardó la ruta de limpieza de ese tipo (solo esos sirven de foto o firma) */
  limpieza?: 'foto' | 'firma' | null;
}

export async function guardarArchivo(
  db: Pick<Db, 'execute'>,
  a: NuevoArchivo,
): Promise<{ id_archivo: number; nombre: string }> {
  const [fila] = await consultar<{ id_archivo: number; nombre: string }>(
    db,
    sql`
    insert into archivo (nombre, tipo_mime, tamano, contenido, id_afiliado, limpieza)
    values (${a.nombre}, ${a.tipo_mime}, ${a.tamano}, decode(${a.base64}, 'base64'), ${a.id_afiliado},
      ${a.limpieza ?? null})
    returning id_archivo, nombre`,
  );
  if (!fila) throw new Error('No se guardó el archivo');
  return fila;
}

export interface ArchivoLeido {
  nombre: string;
  tipo_mime: string;
  permitido: boolean;
  /** quien lo subió (o a quien pertenece); null para archivos del sistema */
  id_afiliado: number | null;
  /** en base64; null si no está permitido (los bytes no salen de la base) */
  contenido: string | null;
}

/** El archivo y si el afiliado puede leerlo; los bytes solo si puede. undefined si no existe. */
export async function leerArchivo(
  db: Db,
  idArchivo: number,
  lector: { id_afiliado: number; superadmin: boolean },
): Promise<ArchivoLeido | undefined> {
  const permitido = lector.superadmin ? sql`true` : puedeLeer(idArchivo, lector.id_afiliado);
  const [fila] = await consultar<ArchivoLeido>(
    db,
    sql`
    select a.nombre, a.tipo_mime, a.id_afiliado, ${permitido} as permitido,
           case when ${permitido} then encode(a.contenido, 'base64') end as contenido
    from archivo a where a.id_archivo = ${idArchivo}`,
  );
  return fila;
}

export interface DatosArchivo {
  id_archivo: number;
  tipo_mime: string;
  id_afiliado: number | null;
  limpieza: string | null;
}

/** Tipo y dueño de varios archivos (sin los bytes). */
export async function datosDeArchivos(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<DatosArchivo[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id_archivo: archivo.id_archivo,
      tipo_mime: archivo.tipo_mime,
      id_afiliado: archivo.id_afiliado,
      limpieza: archivo.limpieza,
    })
    .from(archivo)
    .where(inArray(archivo.id_archivo, [...ids]));
}

/** Bytes que ocupan los archivos del afiliado. */
export async function espacioUsado(db: Pick<Db, 'execute'>, idAfiliado: number): Promise<number> {
  const [f] = await consultar<{ n: string }>(
    db,
    sql`select coalesce(sum(tamano), 0)::text as n from archivo where id_afiliado = ${idAfiliado}`,
  );
  return Number(f?.n ?? 0);
}

/** Candado de la transacción (pg_advisory_xact_lock): otra transacción con la misma pareja espera. */
export async function candadoDeTransaccion(db: Pick<Db, 'execute'>, espacio: number, id: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${espacio}, ${id})`);
}
