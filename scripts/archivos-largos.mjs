// Un archivo de código de más de 300 líneas dice por qué en su primera línea
// («// Más de 300 líneas: ...»). Corre en `npm run lint`; sale con 1 y la lista si falta alguno.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMITE = 300;
const archivos = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], { encoding: 'utf8' })
  .split('\n')
  .filter((a) => a && !a.endsWith('.d.ts') && !a.includes('/migraciones/') && !a.includes('/drizzle/'));
const sinRazon = [];
for (const archivo of archivos) {
  const lineas = readFileSync(archivo, 'utf8').replace(/\n$/, '').split('\n');
  if (lineas.length > LIMITE && !lineas[0].startsWith('// Más de 300 líneas:'))
    sinRazon.push(`${archivo} (${lineas.length})`);
}
if (sinRazon.length > 0) {
  console.error(`Archivos de más de ${LIMITE} líneas sin su razón en la primera línea («// Más de 300 líneas: ...»):`);
  for (const a of sinRazon) console.error(`  ${a}`);
  process.exit(1);
}
console.log(`Archivos de más de ${LIMITE} líneas: todos dicen por qué.`);
