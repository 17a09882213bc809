// Proceso servidor del benchmark: la API construida con datos demo a escala, y una ruta Fastify
// desnuda que verifica el mismo JWT (mismo secreto, mismo código de verificación) que la API.
import Fastify from 'fastify';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfig } from '../api/dist/config.js';
import { abrirBaseDeDatos } from '../api/dist/db/client.js';
import { buildApp } from '../api/dist/app.js';
import { leerAcceso } from '../api/dist/auth/sesiones.js';
import { sembrarDemo } from '../api/dist/demo/sembrar.js';

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

const config = leerConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(puerto), LOG_LEVEL: 'error', DATABASE_URL: databaseUrl });
const base = await abrirBaseDeDatos(config);
const t0 = performance.now();
await sembrarDemo(base.db, { afiliados, cortes });
const sembrado = (performance.now() - t0) / 1000;
const app = await buildApp({ config, db: base.db });
await app.listen({ port: puerto, host: '127.0.0.1' });

// Línea base: Fastify sin plugins; la ruta lee el bearer y verifica el JWT como la guarda de la API.
const desnudo = Fastify({ logger: false });
desnudo.get('/desnudo-jwt', async (request, reply) => {
  const m = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization?.trim() ?? '');
  const carga = m?.[1] ? leerAcceso(config, m[1], new Date()) : null;
  if (!carga) return reply.status(401).send({ error: 'Token expirado' });
  return { id_afiliado: carga.id_afiliado, aportes: 1, creditos: 2, cambio_password: false };
});
await desnudo.listen({ port: puerto + 1, host: '127.0.0.1' });

process.stdout.write(`${JSON.stringify({ listo: true, sembrado_s: sembrado, afiliados, cortes })}\n`);
const cerrar = async () => {
  await desnudo.close();
  await app.close();
  await base.cerrar();
  rmSync(dataDir, { recursive: true, force: true });
  if (servidorPg) {
    const admin = new pg.Client({ connectionString: servidorPg });
    await admin.connect();
    await admin.query(`drop database if exists ${basePg}`);
    await admin.end();
  }
  process.exit(0);
};
process.on('SIGTERM', () => { void cerrar(); });
process.on('SIGINT', () => { void cerrar(); });
