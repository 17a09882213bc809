// Respaldos que restauran. deploy/respaldo.sh respalda el portal de demostración (ya
// usado por las pruebas anteriores: solicitudes con documentos, mensajes, importaciones) y
// deploy/restaurar.sh lo restaura en otra base vacía; cada tabla tiene las mismas filas y la misma suma
// de verificación de su contenido (los bytes de los archivos incluidos). Lo mismo con la base embebida.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  autorizacion,
  BASE_DE_DATOS,
  consultar,
  CUENTAS,
  desplegar,
  esperarQue,
  PUERTO,
  RAIZ,
  SERVIDOR_PG,
  sesion,
} from './comun.js';
import { pdfMinimo } from '../src/archivos.js';

/** Tablas del portal y de las migraciones. */
const TABLAS_SQL = `select schemaname || '.' || tablename as tabla from pg_tables
  where schemaname in ('public', 'drizzle') order by 1`;
/** Filas y md5 de todas las filas en orden (el texto de cada fila incluye los bytea en hexadecimal). */
const sumaSql = (tabla: string) =>
  `select count(*)::int as filas, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as suma from ${tabla} t`;

type Huella = Record<string, { filas: number; suma: string }>;

async function huellaPg(url: string): Promise<Huella> {
  const huella: Huella = {};
  for (const { tabla } of await consultar<{ tabla: string }>(TABLAS_SQL, [], url)) {
    const [f] = await consultar<{ filas: number; suma: string }>(sumaSql(tabla), [], url);
    huella[tabla] = f!;
  }
  return huella;
}

async function huellaPglite(carpeta: string): Promise<Huella> {
  const base = await PGlite.create(carpeta);
  try {
    const huella: Huella = {};
    for (const { tabla } of (await base.query<{ tabla: string }>(TABLAS_SQL)).rows) {
      const [f] = (await base.query<{ filas: number; suma: string }>(sumaSql(tabla))).rows;
      huella[tabla] = f!;
    }
    return huella;
  } finally {
    await base.close();
  }
}

test('PostgreSQL: respaldo del portal en marcha, restauración en otra base, cada tabla idéntica', async () => {
  const archivo = join(mkdtempSync(join(tmpdir(), 'fondo-respaldo-')), 'portal.dump');
  const nombre = `fondo_restaurada_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVIDOR_PG });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const destino = new URL(SERVIDOR_PG);
  destino.pathname = `/${nombre}`;
  try {
    await desplegar('respaldo.sh', [archivo], { ...process.env, DATABASE_URL: BASE_DE_DATOS });
    const salida = await desplegar('restaurar.sh', [archivo], { ...process.env, DATABASE_URL: destino.toString() });
    assert.match(salida, /restaurado/);
    const origen = await huellaPg(BASE_DE_DATOS);
    assert.ok(origen['public.archivo']!.filas > 0, 'el portal tiene archivos subidos');
    assert.ok(origen['public.afiliado']!.filas >= 200);
    assert.deepEqual(await huellaPg(destino.toString()), origen);
    // Restaurar encima de una base con datos: se niega y no la toca.
    await assert.rejects(
      desplegar('restaurar.sh', [archivo], { ...process.env, DATABASE_URL: destino.toString() }),
      /no está vacía/,
    );
  } finally {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
    rmSync(join(archivo, '..'), { recursive: true, force: true });
  }
});

test('PGlite: respaldo de DATA_DIR con el portal detenido y restauración en otro DATA_DIR', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fondo-respaldo-pglite-'));
  const [origen, destino] = [join(dir, 'origen'), join(dir, 'destino')];
  const puerto = PUERTO + 13;
  let api: ReturnType<typeof spawn> | null = null;
  try {
    // Un portal embebido con datos demo y un archivo subido.
    api = spawn(process.execPath, ['api/dist/server.js'], {
      cwd: RAIZ,
      env: {
        ...process.env,
        PORT: String(puerto),
        HOST: '127.0.0.1',
        DATA_DIR: origen,
        DATABASE_URL: '',
        LOG_LEVEL: 'fatal',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${puerto}`;
    await esperarQue(async () => (await fetch(`${base}/api/listo`)).ok, 180_000, 'el portal embebido arranca');
    const token = await sesion(base, CUENTAS.afiliado);
    const subida = await fetch(`${base}/api/archivos`, {
      method: 'POST',
      headers: { ...autorizacion(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        file: `data:application/pdf;base64,${pdfMinimo('respaldo').toString('base64')}`,
        name: 'r.pdf',
      }),
    });
    assert.equal(subida.status, 200, await subida.clone().text());
    // Con el portal en marcha el respaldo se niega (PGlite es de un solo proceso).
    await assert.rejects(
      desplegar('respaldo.sh', [join(dir, 'x.tgz')], { ...process.env, DATABASE_URL: '', DATA_DIR: origen }),
      /detenga antes el portal/,
    );
    await detener(api);

    const archivo = join(dir, 'portal.tar.gz');
    await desplegar('respaldo.sh', [archivo], { ...process.env, DATABASE_URL: '', DATA_DIR: origen });
    await desplegar('restaurar.sh', [archivo], { ...process.env, DATABASE_URL: '', DATA_DIR: destino });
    const antes = await huellaPglite(join(origen, 'pg'));
    assert.ok(antes['public.archivo']!.filas > 0);
    assert.deepEqual(await huellaPglite(join(destino, 'pg')), antes);
    await assert.rejects(
      desplegar('restaurar.sh', [archivo], { ...process.env, DATABASE_URL: '', DATA_DIR: destino }),
      /no está vacía/,
    );
  } finally {
    // Si algo falló antes, el portal sigue en marcha y dejaría la prueba colgada.
    if (api) await detener(api);
    rmSync(dir, { recursive: true, force: true });
  }
});

async function detener(proceso: ReturnType<typeof spawn>): Promise<void> {
  if (proceso.exitCode !== null || proceso.signalCode !== null) return;
  const salida = new Promise((ok) => proceso.once('exit', ok));
  proceso.kill('SIGTERM');
  await salida;
}
