// `npm test`: cada paso en orden, con sus segundos; se detiene en el primero que falla. Al final, la tabla de
// pasos y, con PRUEBAS_INFORME (CI), la misma tabla en PRUEBAS_INFORME/pasos.json para la tabla de fases de .ci/run.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** [nombre, comando]: el mismo orden de siempre; la compilación va aparte del e2e para medirla. */
const PASOS = [
  ['paquetes del sistema', 'bash scripts/preparar-pruebas.sh'],
  ['formato', 'npm run format:check'],
  ['tipos', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['knip', 'npm run knip'],
  ['jest y node --test', 'npm run test:unit'],
  ['compilación', 'npm run build'],
  ['e2e', 'npm run test:e2e -w @fondo/e2e'],
];

const raiz = join(import.meta.dirname, '..');
const hechos = [];
let codigo = 0;
for (const [nombre, comando] of PASOS) {
  const t0 = Date.now();
  console.log(`\n[pruebas] ${nombre}: ${comando}`);
  codigo = await new Promise((ok) => {
    const hijo = spawn(comando, { cwd: raiz, shell: true, stdio: 'inherit' });
    hijo.once('exit', (c, senal) => ok(c ?? (senal ? 1 : 0)));
  });
  const segundos = Math.round((Date.now() - t0) / 1000);
  hechos.push({ paso: nombre, segundos, bien: codigo === 0 });
  console.log(`[pruebas] ${nombre}: ${codigo === 0 ? 'bien' : `falló (código ${codigo})`} en ${segundos} s`);
  if (codigo !== 0) break;
}

console.log('\n[pruebas] pasos de npm test');
for (const h of hechos)
  console.log(`  ${h.paso.padEnd(24)} ${String(h.segundos).padStart(6)} s${h.bien ? '' : '  falló'}`);
if (process.env.PRUEBAS_INFORME) {
  mkdirSync(process.env.PRUEBAS_INFORME, { recursive: true });
  writeFileSync(join(process.env.PRUEBAS_INFORME, 'pasos.json'), `${JSON.stringify(hechos, null, 2)}\n`);
}
process.exit(codigo);
