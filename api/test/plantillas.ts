// Las bases de las que parte cada archivo de pruebas de la API: en PostgreSQL, una base nueva copiada de una
// plantilla ya migrada; en PGlite, el volcado de una base migrada. Ambas se rehacen solo si cambian las migraciones.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { CARPETA_MIGRACIONES, volcarPlantilla } from '../src/db/client.js';

/** Huella de las migraciones: las plantillas (PGlite y PostgreSQL) se rehacen solo cuando cambian. */
function huellaDeMigraciones(): string {
  const hash = createHash('sha256');
  const archivos = readdirSync(CARPETA_MIGRACIONES, { recursive: true, encoding: 'utf8' }).sort();
  for (const nombre of archivos) {
    if (!/\.(sql|json)$/.test(nombre)) continue;
    hash.update(nombre).update(readFileSync(join(CARPETA_MIGRACIONES, nombre)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** URL de la base `nombre` en el servidor de `servidor` (DATABASE_URL). */
function urlDeBase(servidor: string, nombre: string): string {
  const url = new URL(servidor);
  url.pathname = `/${nombre}`;
  return url.toString();
}

/** Candado de PostgreSQL con que un solo proceso de pruebas arma la plantilla a la vez. */
const LLAVE_PLANTILLA = 727_104;

/**
 * La base migrada de la que parte cada archivo de pruebas en PostgreSQL (`create database ... template`,
 * una copia de archivos: ~1 s menos por archivo que migrar). Se arma una vez por huella de las migraciones,
 * bajo un candado; las de huellas viejas se borran.
 */
async function plantillaPostgres(servidor: string, admin: pg.Client): Promise<string> {
  const nombre = `fondo_plantilla_${huellaDeMigraciones()}`;
  await admin.query('select pg_advisory_lock($1)', [LLAVE_PLANTILLA]);
  try {
    const existentes = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'fondo\\_plantilla\\_%'",
    );
    for (const { datname } of existentes.rows) {
      if (datname !== nombre) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
    if (!existentes.rows.some((f) => f.datname === nombre)) {
      const armando = `${nombre}_${process.pid}`;
      await admin.query(`drop database if exists "${armando}"`);
      await admin.query(`create database "${armando}"`);
      const pool = new pg.Pool({ connectionString: urlDeBase(servidor, armando), max: 1 });
      try {
        await migrate(drizzle(pool), { migrationsFolder: CARPETA_MIGRACIONES });
      } finally {
        await pool.end();
      }
      await admin.query(`alter database "${armando}" rename to "${nombre}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [LLAVE_PLANTILLA]);
  }
  return nombre;
}

/** Base de datos nueva (copia de la plantilla migrada) en el servidor de DATABASE_URL; su URL y cómo borrarla. */
export async function baseTemporalPostgres(servidor: string): Promise<{ url: string; borrar: () => Promise<void> }> {
  const nombre = `fondo_prueba_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  try {
    const plantilla = await plantillaPostgres(servidor, admin);
    await admin.query(`create database "${nombre}" template "${plantilla}"`);
  } finally {
    await admin.end();
  }
  return {
    url: urlDeBase(servidor, nombre),
    borrar: async () => {
      const c = new pg.Client({ connectionString: servidor });
      await c.connect();
      try {
        await c.query(`drop database if exists "${nombre}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * PGlite tarda segundos en su initdb: se migra una vez, se vuelca a un .tar en el directorio
 * temporal (clave: huella de las migraciones) y cada archivo de pruebas parte de esa copia.
 */
export async function plantillaPglite(): Promise<Blob> {
  const ruta = join(tmpdir(), `fondo-pglite-plantilla-${huellaDeMigraciones()}.tar`);
  if (existsSync(ruta)) return new Blob([readFileSync(ruta)]);
  const volcado = await volcarPlantilla();
  const bytes = Buffer.from(await volcado.arrayBuffer());
  const temporal = `${ruta}.${process.pid}.${randomBytes(3).toString('hex')}`;
  writeFileSync(temporal, bytes);
  renameSync(temporal, ruta); // atómico: otro worker puede estar escribiendo la misma
  return new Blob([bytes]);
}
