// Proceso servidor del benchmark: la API construida con datos demo a escala, y una ruta Fastify
// desnuda que verifica el mismo JWT (mismo secreto, mismo código de verificación) que la API. En el
// mismo puerto que la ruta desnuda (BENCH_PORT + 1, solo 127.0.0.1), el control del benchmark:
// siembras con SQL por conjuntos (este proceso tiene la base) y datos para armar las pruebas.
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirBaseDeDatos, buildApp, leerAcceso, leerConfig, sembrarDemo } from './api';
import { correosUnicos, documentos, quitarClaves, sembrarMensajes, sembrarSolicitudes } from './siembra';

const puerto = Number(process.env.BENCH_PORT ?? 8700);
const afiliados = Number(process.env.BENCH_AFILIADOS ?? 5000);
const cortes = Number(process.env.BENCH_CORTES ?? 24);
const dataDir = mkdtempSync(join(tmpdir(), 'fondo-bench-'));

// Con BENCH_PG (URL de un servidor PostgreSQL) se mide sobre una base nueva creada allí y borrada al final.
const servidorPg = process.env.BENCH_PG ?? '';
const basePg = `fondo_bench_${process.pid}`;
let databaseUrl = '';
if (servidorPg) {
  const admin = new pg.Client({ connectionString: servidorPg });
  await admin.connect();
  await admin.query(`create database ${basePg}`);
  await admin.end();
  const url = new URL(servidorPg);
  url.pathname = `/${basePg}`;
  databaseUrl = url.toString();
}

/** Borra la base propia en PostgreSQL (al terminar, o si el arranque falla). */
async function borrarBasePg(): Promise<void> {
  if (!servidorPg) return;
  const admin = new pg.Client({ connectionString: servidorPg });
  await admin.connect();
  await admin.query(`drop database if exists ${basePg} with (force)`);
  await admin.end();
}

const config = leerConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(puerto),
  LOG_LEVEL: 'error',
  DATABASE_URL: databaseUrl,
});
const base = await abrirBaseDeDatos(config);
const t0 = performance.now();
await sembrarDemo(base.db, { afiliados, cortes });
const sembrado = (performance.now() - t0) / 1000;
// Como el autovacuum de producción (el PostgreSQL de pruebas lo tiene apagado): mapa de visibilidad y
// estadísticas al día, o los conteos por índice leen la tabla y los planes se arman sin estadísticas.
const vacuum = async () => {
  await base.db.execute(sql`vacuum analyze`);
};
await vacuum();
/**
 * Recolección completa (node --expose-gc, lo pasa bench/comun.ts): la siembra deja el montón de V8
 * crecido, y sin esto el RSS de partida de cada medida depende de cuándo pasó el último GC.
 */
const recolectar = (): number => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().rss;
};
recolectar();
const app = await buildApp({ config, db: base.db });

// Línea base: Fastify sin plugins; la ruta lee el bearer y verifica el JWT como la guarda de la API.
const desnudo = Fastify({ logger: false });
desnudo.get('/desnudo-jwt', async (request, reply) => {
  const m = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization?.trim() ?? '');
  const carga = m?.[1] ? leerAcceso(config, m[1], new Date()) : null;
  if (!carga) return reply.status(401).send({ error: 'Token expirado' });
  return { id_afiliado: carga.id_afiliado, aportes: 1, creditos: 2, cambio_password: false };
});

// Control del benchmark (no es parte de la API).
const cuantos = (cuerpo: unknown): number => {
  const n = Number((cuerpo as { n?: unknown } | null)?.n);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error('n debe ser un entero entre 0 y 1.000.000');
  return n;
};
const cronometrado = async (trabajo: () => Promise<number>) => {
  const t = performance.now();
  const insertados = await trabajo();
  return { insertados, s: (performance.now() - t) / 1000 };
};
const yVacuum = async <T>(r: T) => {
  await vacuum();
  return r;
};
desnudo.post('/control/sembrar-solicitudes', async (request) =>
  yVacuum(await cronometrado(() => sembrarSolicitudes(base.db, cuantos(request.body)))),
);
desnudo.post('/control/sembrar-mensajes', async (request) =>
  yVacuum(await cronometrado(() => sembrarMensajes(base.db, cuantos(request.body)))),
);
desnudo.post('/control/correos', async (request) => ({ correos: await correosUnicos(base.db, cuantos(request.body)) }));
desnudo.post('/control/gc', () => ({ rss: recolectar() }));
desnudo.post('/control/documentos', async () => ({ documentos: await documentos(base.db) }));
desnudo.post('/control/sin-clave', async () => ({ sin_clave: await quitarClaves(base.db) }));

try {
  await app.listen({ port: puerto, host: '127.0.0.1' });
  await desnudo.listen({ port: puerto + 1, host: '127.0.0.1' });
} catch (error) {
  // Puerto ocupado: nada queda atrás (ni la base creada en PostgreSQL ni la carpeta de datos).
  console.error(`No se pudo escuchar en 127.0.0.1:${puerto} o ${puerto + 1} (use --puerto):`, (error as Error).message);
  await app.close();
  await base.cerrar();
  rmSync(dataDir, { recursive: true, force: true });
  await borrarBasePg();
  process.exit(1);
}

process.stdout.write(`${JSON.stringify({ listo: true, sembrado_s: sembrado, afiliados, cortes })}\n`);
const cerrar = async () => {
  await desnudo.close();
  await app.close();
  await base.cerrar();
  rmSync(dataDir, { recursive: true, force: true });
  await borrarBasePg();
  process.exit(0);
};
process.on('SIGTERM', () => {
  void cerrar();
});
process.on('SIGINT', () => {
  void cerrar();
});
