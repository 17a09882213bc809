// Una importación es una transacción: matar el servidor real (SIGKILL) a mitad de la escritura deja
// la base como estaba. PGlite en una carpeta; con DATABASE_URL, además, en PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { libro, multipart } from '../../test/ayudantes-admin.js';
import { arrancarApi, type ApiEnProceso } from '../../test/api-en-proceso.js';

const URL_PG = process.env.DATABASE_URL?.trim() || null;
const MIEMBROS = 1000;
const TIPOS = 24;

function arrancar(dataDir: string, databaseUrl: string | null): Promise<ApiEnProceso> {
  return arrancarApi({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'info',
    STATIC_DIR: join(dataDir, 'sin-shell'),
    ADMIN_DOCUMENTO: '800100200',
    ADMIN_PASSWORD: 'Admin2026',
    // Con DATABASE_URL el segundo factor sería obligatorio: esta prueba es de la importación.
    REQUIERE_2FA: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function entrar(base: string): Promise<string> {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=800100200&password=Admin2026',
  });
  return ((await r.json()) as { access_token: string }).access_token;
}

function enviar(base: string, token: string, tipo: string, bytes: Buffer): Promise<Response> {
  const m = multipart({ tipo }, { nombre: 'libro.xlsx', bytes });
  return fetch(`${base}/api/admin/importar`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}`, ...m.headers },
    body: new Uint8Array(m.payload),
  });
}

async function estado(base: string, token: string) {
  const get = async (ruta: string) =>
    (await fetch(`${base}${ruta}`, { headers: { authorization: `bearer ${token}` } })).json();
  return {
    cortes: await get('/api/admin/cortes'),
    afiliados: ((await get('/api/admin/afiliados?tamano=1')) as { total: number }).total,
    importaciones: ((await get('/api/admin/auditoria?accion=importacion')) as { total: number }).total,
  };
}

async function caida(databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fondo-caida-'));
  let servidor: ApiEnProceso | null = null;
  try {
    servidor = await arrancar(dataDir, databaseUrl);
    let token = await entrar(servidor.base);
    const docs = Array.from({ length: MIEMBROS }, (_, i) => String(60_000_000 + i));
    const alta = await enviar(
      servidor.base,
      token,
      'afiliados',
      await libro([
        {
          nombre: 'Afiliados',
          desde: 2,
          filas: docs.map((d) => [d, 'CC', `Nombre ${d}`, 'Apellido', null, null, null, null, null]),
        },
      ]),
    );
    expect(await alta.json()).toMatchObject({ creados: MIEMBROS, rechazados: 0 });
    const antes = await estado(servidor.base, token);
    expect(antes).toEqual({ cortes: [], afiliados: MIEMBROS + 1, importaciones: 1 });

    const grande = await libro([
      {
        nombre: 'Aportes',
        b2: new Date('2025-12-31T00:00:00Z'),
        desde: 5,
        filas: docs.flatMap((d) =>
          Array.from({ length: TIPOS }, (_, t) => [d, `Nombre ${d}`, `Tipo ${t}`, 1000 + t, 10]),
        ),
      },
    ]);
    const proceso = servidor.proceso;
    const muerto = new Promise<void>((ok) => proceso.once('exit', () => ok()));
    // Se mata en cuanto el primer lote está escrito dentro de la transacción (quedan varios lotes).
    const escribiendo = new Promise<void>((ok) => {
      const mirar = () => {
        if (/Importación: \d+ de \d+ filas escritas/.test(servidor!.salida())) {
          proceso.stdout!.off('data', mirar);
          proceso.kill('SIGKILL');
          ok();
        }
      };
      proceso.stdout!.on('data', mirar);
    });
    const respuesta = enviar(servidor.base, token, 'aportes', grande).then(
      () => 'respondió',
      () => 'cortada',
    );
    await escribiendo;
    await muerto;
    expect(await respuesta).toBe('cortada');
    expect(servidor.salida()).not.toMatch(/"Importación: 24000 de 24000/);

    servidor = await arrancar(dataDir, databaseUrl);
    token = await entrar(servidor.base);
    expect(await estado(servidor.base, token)).toEqual(antes);
    // Y la misma importación, completa, sí queda.
    const r = await enviar(servidor.base, token, 'aportes', grande);
    expect(await r.json()).toMatchObject({ creados: MIEMBROS * TIPOS, rechazados: 0 });
  } finally {
    if (servidor && servidor.proceso.exitCode === null) {
      const fin = new Promise((ok) => servidor!.proceso.once('exit', ok));
      servidor.proceso.kill('SIGTERM');
      await fin;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Base de datos nueva en el servidor de DATABASE_URL, o null (PGlite en la carpeta de datos). */
async function conBase(usar: (url: string | null) => Promise<void>): Promise<void> {
  if (!URL_PG) return usar(null);
  const nombre = `fondo_caida_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: URL_PG });
  await admin.connect();
  await admin.query(`create database "${nombre}"`);
  const url = new URL(URL_PG);
  url.pathname = `/${nombre}`;
  try {
    await usar(url.toString());
  } finally {
    await admin.query(`drop database if exists "${nombre}" with (force)`);
    await admin.end();
  }
}

test(`${URL_PG ? 'PostgreSQL' : 'PGlite'}: SIGKILL a mitad de una importación grande deja la base como estaba`, async () => {
  await conBase(caida);
}, 300_000);
