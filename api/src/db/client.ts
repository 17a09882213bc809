// Conexión a la base: PGlite embebido (por defecto, en DATA_DIR/pg), en memoria (pruebas)
// o PostgreSQL por DATABASE_URL. Las migraciones de api/migrations se aplican al abrir.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrarPglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrarPg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.js';
import { protegerCarpetaDatos, type Config } from '../config.js';

export { schema };
export type Esquema = typeof schema;
/** Base de datos con cualquiera de los dos drivers. Una transacción también es un Db. */
export type Db = PgDatabase<PgQueryResultHKT, Esquema>;
export type Tx = PgTransaction<PgQueryResultHKT, Esquema, ExtractTablesWithRelations<Esquema>>;

export interface BaseDeDatos {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * La base responde (select 1), sin esperar en la fila del pool: en PostgreSQL, por una conexión propia,
   * así /api/health no queda detrás de una ola de logins.
   */
  comprobar: () => Promise<void>;
  cerrar(): Promise<void>;
}

/** api/migrations, desde src/db (tsx, jest) o dist/db (compilado). */
export const CARPETA_MIGRACIONES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Id fijo del advisory lock que serializa migraciones concurrentes en PostgreSQL. */
const LLAVE_MIGRACION = 7_421_906;

export interface OpcionesBase {
  /** PGlite en memoria: parte de un volcado (dumpDataDir) en vez de un initdb nuevo (pruebas). */
  plantilla?: Blob;
  /**
   * Trabajo de arranque tras migrar (datos iniciales): en PostgreSQL corre bajo el mismo candado que
   * las migraciones, así varios procesos que arrancan juntos no siembran dos veces.
   */
  alAbrir?: (db: Db) => Promise<void>;
}

export async function abrirBaseDeDatos(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'baseEnMemoria'>,
  opciones: OpcionesBase = {},
): Promise<BaseDeDatos> {
  if (config.databaseUrl) return abrirPostgres(config.databaseUrl, opciones.alAbrir);
  const base = await abrirPglite(
    config.baseEnMemoria ? null : join(config.dataDir, 'pg'),
    config.dataDir,
    opciones.plantilla,
  );
  if (opciones.alAbrir) {
    try {
      await opciones.alAbrir(base.db);
    } catch (error) {
      await base.cerrar();
      throw error;
    }
  }
  return base;
}

/** Fecha ("when" del journal) de la última migración del repositorio: /api/listo la compara con la base. */
export function ultimaMigracion(): number {
  const journal = JSON.parse(readFileSync(join(CARPETA_MIGRACIONES, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Fecha de la última migración aplicada en la base (tabla de drizzle), o null si no hay ninguna. */
export async function ultimaMigracionAplicada(db: Db): Promise<number | null> {
  const r = (await db.execute(sql`select max(created_at)::text as ultima from drizzle.__drizzle_migrations`)) as {
    rows: { ultima: string | null }[];
  };
  const ultima = r.rows[0]?.ultima;
  return ultima === null || ultima === undefined ? null : Number(ultima);
}

/** Conexiones de PostgreSQL por proceso (DB_POOL). */
function tamanoDelPool(): number {
  const n = Number(process.env.DB_POOL ?? 10);
  if (!Number.isInteger(n) || n < 1 || n > 200) throw new Error(`DB_POOL inválido: ${process.env.DB_POOL}`);
  return n;
}

/** Volcado de una base PGlite en memoria ya migrada (plantilla para pruebas). */
export async function volcarPlantilla(): Promise<Blob> {
  const cliente = await PGlite.create();
  try {
    await migrarPglite(drizzlePglite(cliente, { schema }), { migrationsFolder: CARPETA_MIGRACIONES });
    const volcado = await cliente.dumpDataDir('none');
    return volcado;
  } finally {
    await cliente.close();
  }
}

async function abrirPostgres(url: string, alAbrir?: (db: Db) => Promise<void>): Promise<BaseDeDatos> {
  // Sin servidor, una petición no espera más de 5 s por una conexión: responde 503 y el pool
  // vuelve a conectar solo cuando PostgreSQL regresa.
  const pool = new pg.Pool({ connectionString: url, max: tamanoDelPool(), connectionTimeoutMillis: 5000 });
  // Una conexión inactiva caída (p. ej. PostgreSQL reiniciado): el pool la reemplaza.
  const ignorar = () => {};
  pool.on('error', ignorar);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Un solo proceso migra (y siembra) a la vez: los demás esperan el candado y encuentran todo hecho.
  const cliente = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  try {
    await cliente.query('select pg_advisory_lock($1)', [LLAVE_MIGRACION]);
    await migrarPg(db as unknown as Parameters<typeof migrarPg>[0], { migrationsFolder: CARPETA_MIGRACIONES });
    await alAbrir?.(db);
    await cliente.query('select pg_advisory_unlock($1)', [LLAVE_MIGRACION]);
  } catch (error) {
    cliente.release(true);
    await pool.end();
    throw error;
  }
  cliente.release();
  const salud = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5000 });
  salud.on('error', ignorar);
  return {
    db,
    driver: 'pg',
    comprobar: () => salud.query('select 1').then(ignorar),
    cerrar: () => Promise.all([pool.end(), salud.end()]).then(ignorar),
  };
}

async function abrirPglite(carpeta: string | null, dataDir: string, plantilla?: Blob): Promise<BaseDeDatos> {
  // DATA_DIR/pg solo para el usuario del servidor (PGlite crea sus archivos 0666 menos la umask).
  if (carpeta) protegerCarpetaDatos(dataDir);
  const liberar = carpeta ? tomarCandado(dataDir) : () => {};
  let cliente: PGlite;
  try {
    if (carpeta) mkdirSync(carpeta, { recursive: true });
    cliente = carpeta ? await PGlite.create(carpeta) : await PGlite.create(plantilla ? { loadDataDir: plantilla } : {});
  } catch (error) {
    liberar();
    throw error;
  }
  const db = drizzlePglite(cliente, { schema });
  try {
    await migrarPglite(db, { migrationsFolder: CARPETA_MIGRACIONES });
  } catch (error) {
    await cliente.close();
    liberar();
    throw error;
  }
  // PGlite fija 0666 (y 0644) a los archivos de su initdb sin mirar la umask: se corrigen ya abiertos.
  if (carpeta) protegerCarpetaDatos(dataDir);
  let cerrada = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // Una sola conexión: no hay fila de pool que saltarse.
    comprobar: () => db.execute(sql`select 1`).then(() => {}),
    async cerrar() {
      if (cerrada) return;
      cerrada = true;
      try {
        if (carpeta) await cliente.exec('CHECKPOINT');
        await cliente.close();
        if (carpeta) protegerCarpetaDatos(dataDir);
      } finally {
        liberar();
      }
    },
  };
}

/** Valor de un parámetro ($1, $2…) de una consulta preparada. */
export type ValorSql = number | string | boolean | null;

/** Ejecuta una consulta preparada sobre una base y devuelve sus filas. */
export type ConsultaPreparada<F> = (db: Db, parametros: readonly ValorSql[]) => Promise<F[]>;

const nombresPreparados = new Set<string>();
/** En PGlite (una sola sesión), lo que ya se preparó con PREPARE en cada instancia. */
const preparadasPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** Literal SQL de un valor (para EXECUTE en PGlite). E'…' no depende de standard_conforming_strings. */
function literalSql(v: ValorSql): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Parámetro numérico inválido: ${v}`);
    return String(v);
  }
  if (v.includes('\0')) throw new Error('Parámetro de texto con carácter nulo');
  return `E'${v.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * Consulta SQL con nombre ($1, $2… como parámetros), armada una vez por proceso: ni Drizzle la
 * construye ni PostgreSQL la analiza y planifica en cada llamada. En PostgreSQL es una sentencia
 * preparada con nombre por conexión del pool; en PGlite, PREPARE una vez y EXECUTE en cada llamada.
 * Dentro de una transacción (sin cliente propio) se ejecuta como consulta normal por Drizzle.
 * Los tipos de las columnas los fija el SQL (numeric y fechas como ::text, json, int, bool).
 */
export function consultaPreparada<F>(nombre: string, texto: string): ConsultaPreparada<F> {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre)) throw new Error(`Nombre de consulta inválido: ${nombre}`);
  if (nombresPreparados.has(nombre)) throw new Error(`Consulta preparada repetida: ${nombre}`);
  nombresPreparados.add(nombre);
  const partes = texto.split(/\$(\d+)/);
  /** La misma consulta por Drizzle (transacciones): texto y parámetros intercalados. */
  const porDrizzle = (parametros: readonly ValorSql[]): SQL => {
    const consulta = sql.empty();
    partes.forEach((parte, i) => {
      if (i % 2 === 0) consulta.append(sql.raw(parte));
      else consulta.append(sql`${parametros[Number(parte) - 1] ?? null}`);
    });
    return consulta;
  };
  return async (db, parametros) => {
    const cliente = (db as { $client?: unknown }).$client;
    if (cliente instanceof pg.Pool) {
      const r = await cliente.query<F & pg.QueryResultRow>({ name: nombre, text: texto, values: [...parametros] });
      return r.rows;
    }
    if (cliente instanceof PGlite) {
      let preparadas = preparadasPglite.get(cliente);
      if (!preparadas) preparadasPglite.set(cliente, (preparadas = new Map<string, Promise<unknown>>()));
      let lista = preparadas.get(nombre);
      if (!lista) {
        lista = cliente.exec(`prepare ${nombre} as ${texto}`);
        preparadas.set(nombre, lista);
        lista.catch(() => preparadas.delete(nombre));
      }
      await lista;
      const argumentos = parametros.length > 0 ? `(${parametros.map(literalSql).join(', ')})` : '';
      const [resultado] = await cliente.exec(`execute ${nombre}${argumentos}`);
      return (resultado?.rows ?? []) as F[];
    }
    const resultado = (await db.execute(porDrizzle(parametros))) as { rows: F[] };
    return resultado.rows;
  };
}

function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Un proceso por carpeta de datos: crea DATA_DIR/pg.lock con el pid. Si existe y su proceso
 * vive, falla; si el proceso ya no existe, el candado es viejo y se reemplaza.
 */
export function tomarCandado(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const ruta = join(dataDir, 'pg.lock');
  for (let intento = 0; intento < 3; intento++) {
    try {
      const fd = openSync(ruta, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let liberado = false;
      return () => {
        if (liberado) return;
        liberado = true;
        rmSync(ruta, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = Number.NaN;
      try {
        pid = Number(readFileSync(ruta, 'utf8').trim());
      } catch {
        /* borrado entre tanto: reintentar */
      }
      if (Number.isInteger(pid) && pid > 0 && procesoVivo(pid)) {
        throw new Error(
          `La base de datos de ${dataDir} está en uso por otro proceso (pid ${pid}). ` +
            'Detenga ese proceso o use otra carpeta con DATA_DIR.',
          { cause: error },
        );
      }
      rmSync(ruta, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el candado ${ruta}.`);
}
