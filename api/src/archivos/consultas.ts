// Consultas de archivos: guardar, leer (con la regla de lectura) y los datos de varios a la vez.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { archivo } from '../db/schema.js';
import { puedeLeer } from './vinculos.js';

export interface NuevoArchivo {
  nombre: string;
  tipo_mime: string;
  tamano: number;
  /** el contenido en base64: lo decodifica PostgreSQL (pasar bytea como parámetro es lento en PGlite) */
  base64: string;
  id_afiliado: number | null;
}

export async function guardarArchivo(db: Pick<Db, 'execute'>, a: NuevoArchivo): Promise<{ id_archivo: number; nombre: string }> {
  const [fila] = await consultar<{ id_archivo: number; nombre: string }>(db, sql`
    insert into archivo (nombre, tipo_mime, tamano, contenido, id_afiliado)
    values (${a.nombre}, ${a.tipo_mime}, ${a.tamano}, decode(${a.base64}, 'base64'), ${a.id_afiliado})
    returning id_archivo, nombre`);
  if (!fila) throw new Error('No se guardó el archivo');
  return fila;
}

export interface ArchivoLeido {
  nombre: string;
  tipo_mime: string;
  permitido: boolean;
  /** en base64; null si no está permitido (los bytes no salen de la base) */
  contenido: string | null;
}

/** El archivo y si el afiliado puede leerlo; los bytes solo si puede. undefined si no existe. */
export async function leerArchivo(
  db: Db, idArchivo: number, lector: { id_afiliado: number; superadmin: boolean },
): Promise<ArchivoLeido | undefined> {
  const permitido = lector.superadmin ? sql`true` : puedeLeer(idArchivo, lector.id_afiliado);
  const [fila] = await consultar<ArchivoLeido>(db, sql`
    select a.nombre, a.tipo_mime, ${permitido} as permitido,
           case when ${permitido} then encode(a.contenido, 'base64') end as contenido
    from archivo a where a.id_archivo = ${idArchivo}`);
  return fila;
}

export interface DatosArchivo {
  id_archivo: number;
  tipo_mime: string;
  id_afiliado: number | null;
}

/** Tipo y dueño de varios archivos (sin los bytes). */
export async function datosDeArchivos(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<DatosArchivo[]> {
  if (ids.length === 0) return [];
  return db.select({ id_archivo: archivo.id_archivo, tipo_mime: archivo.tipo_mime, id_afiliado: archivo.id_afiliado })
    .from(archivo).where(inArray(archivo.id_archivo, [...ids]));
}
