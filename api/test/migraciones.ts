// Probar una migración sobre datos de antes: una base PGlite con solo las migraciones anteriores a `idx`
// (una copia de la carpeta con el diario recortado); `migrarElResto` aplica luego la carpeta real.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CARPETA_MIGRACIONES } from '../src/db/client.js';

export interface BaseAntesDe {
  cliente: PGlite;
  db: ReturnType<typeof drizzle>;
  migrarElResto(): Promise<void>;
  cerrar(): Promise<void>;
}

export async function baseAntesDe(idx: number): Promise<BaseAntesDe> {
  const previa = mkdtempSync(join(tmpdir(), 'fondo-mig-'));
  const cliente = new PGlite();
  const cerrar = async () => {
    await cliente.close();
    rmSync(previa, { recursive: true, force: true });
  };
  try {
    cpSync(CARPETA_MIGRACIONES, previa, { recursive: true });
    const diario = JSON.parse(readFileSync(join(previa, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    diario.entries = diario.entries.filter((e) => e.idx < idx);
    writeFileSync(join(previa, 'meta', '_journal.json'), JSON.stringify(diario));
    const db = drizzle(cliente);
    await migrate(db, { migrationsFolder: previa });
    return { cliente, db, cerrar, migrarElResto: () => migrate(db, { migrationsFolder: CARPETA_MIGRACIONES }) };
  } catch (error) {
    await cerrar();
    throw error;
  }
}
