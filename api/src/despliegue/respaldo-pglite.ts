// Respaldo de la base embebida (PGlite en DATA_DIR/pg), para deploy/respaldo.sh y deploy/restaurar.sh:
//   node api/dist/despliegue/respaldo-pglite.js respaldar DATA_DIR ARCHIVO
//   node api/dist/despliegue/respaldo-pglite.js restaurar DATA_DIR ARCHIVO
// PGlite es de un solo proceso: se respalda con el portal detenido (toma el mismo candado que el portal,
// así nunca copia una base en uso). El archivo es el volcado de PGlite (dumpDataDir, tar.gz de su carpeta).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { tomarCandado } from '../db/client.js';
import { protegerCarpetaDatos } from '../config.js';

function fallar(mensaje: string): never {
  process.stderr.write(`${mensaje}\n`);
  process.exit(1);
}

const [accion, dataDir, archivo] = process.argv.slice(2);
if ((accion !== 'respaldar' && accion !== 'restaurar') || !dataDir || !archivo) {
  fallar('uso: respaldo-pglite.js respaldar|restaurar DATA_DIR ARCHIVO');
}
const carpeta = join(dataDir, 'pg');

if (accion === 'respaldar') {
  if (!existsSync(join(carpeta, 'PG_VERSION'))) fallar(`No hay una base PGlite en ${carpeta}.`);
  let liberar: () => void;
  try {
    liberar = tomarCandado(dataDir);
  } catch (error) {
    fallar(`${(error as Error).message} Para respaldar la base embebida, detenga antes el portal.`);
  }
  try {
    const base = await PGlite.create(carpeta);
    const volcado = await base.dumpDataDir('gzip');
    await base.close();
    writeFileSync(`${archivo}.parcial`, Buffer.from(await volcado.arrayBuffer()), { mode: 0o600 });
    renameSync(`${archivo}.parcial`, archivo);
  } finally {
    liberar();
  }
  process.stdout.write(`Respaldo de ${carpeta} escrito en ${archivo}.\n`);
} else {
  if (!existsSync(archivo)) fallar(`No existe el respaldo ${archivo}.`);
  if (existsSync(carpeta) && readdirSync(carpeta).length > 0) {
    fallar(`${carpeta} no está vacía: restaure en un DATA_DIR nuevo (nunca se sobrescribe una base).`);
  }
  protegerCarpetaDatos(dataDir);
  const liberar = tomarCandado(dataDir);
  try {
    mkdirSync(carpeta, { recursive: true });
    const volcado = new Blob([readFileSync(archivo)], { type: 'application/x-gzip' });
    const base = await PGlite.create({ dataDir: carpeta, loadDataDir: volcado });
    await base.exec('CHECKPOINT');
    await base.close();
    protegerCarpetaDatos(dataDir);
  } finally {
    liberar();
  }
  process.stdout.write(`Base restaurada en ${carpeta}.\n`);
}
