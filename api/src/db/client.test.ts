import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { abrirBaseDeDatos, tomarCandado } from './client.js';
import { afiliado } from './schema.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fondo-db-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('candado de la carpeta de datos', () => {
  test('guarda el pid, impide un segundo dueño vivo y se libera', () => {
    const liberar = tomarCandado(dir);
    const candado = join(dir, 'pg.lock');
    expect(readFileSync(candado, 'utf8')).toBe(String(process.pid));
    expect(() => tomarCandado(dir)).toThrow(
      `La base de datos de ${dir} está en uso por otro proceso (pid ${process.pid}). Detenga ese proceso o use otra carpeta con DATA_DIR.`,
    );
    liberar();
    expect(existsSync(candado)).toBe(false);
  });

  test('un candado de un proceso que ya terminó se reemplaza', () => {
    const muerto = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dir, 'pg.lock'), muerto.stdout);
    const liberar = tomarCandado(dir);
    expect(readFileSync(join(dir, 'pg.lock'), 'utf8')).toBe(String(process.pid));
    liberar();
  });

  test('un candado ilegible se considera viejo', () => {
    writeFileSync(join(dir, 'pg.lock'), 'basura');
    const liberar = tomarCandado(dir);
    liberar();
    expect(existsSync(join(dir, 'pg.lock'))).toBe(false);
  });
});

test('PGlite en disco: migra, persiste entre aperturas, toma y suelta el candado', async () => {
  const config = { databaseUrl: null, dataDir: dir, baseEnMemoria: false };
  const primera = await abrirBaseDeDatos(config);
  expect(primera.driver).toBe('pglite');
  expect(existsSync(join(dir, 'pg.lock'))).toBe(true);
  await expect(abrirBaseDeDatos(config)).rejects.toThrow(/está en uso por otro proceso/);
  await primera.db.insert(afiliado).values({ nombres: 'Ana', apellidos: 'Gómez', documento: '123' });
  await primera.cerrar();
  expect(existsSync(join(dir, 'pg.lock'))).toBe(false);

  const segunda = await abrirBaseDeDatos(config);
  const filas = await segunda.db.select().from(afiliado).where(eq(afiliado.documento, '123'));
  expect(filas.map((f) => f.nombres)).toEqual(['Ana']);
  await segunda.cerrar();
}, 120_000);
