// `npm test`: cada tanda de pasos en orden, con sus segundos; se detiene en la primera tanda que falla. Los pasos
// de una tanda corren a la vez (cada uno espera a ratos lo suyo: en dos núcleos, juntos tardan menos) y su
// salida va línea por línea con el nombre del paso delante. Al final, la tabla de pasos y, con PRUEBAS_INFORME
// (CI), la misma tabla en PRUEBAS_INFORME/pasos.json para la tabla de fases de .ci/run y la salida de cada paso
// en PRUEBAS_INFORME/<archivo>.txt.
// Con PRUEBAS_PRODUCCION=1 (.ci/run) la corrida de producción va en la tanda del e2e: las dos usan la
// compilación, cada una sus puertos, su base y su navegador, y la de producción pasa la mitad del tiempo
// esperando reinicios y redespliegues.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Un paso: su nombre en la tabla, su comando y, con PRUEBAS_INFORME, el archivo de su salida. */
const paso = (nombre, comando, archivo) => ({ nombre, comando, archivo });

const conProduccion = process.env.PRUEBAS_PRODUCCION === '1';
/** Las tandas, en orden. La compilación va aparte del e2e para medirla. */
const TANDAS = [
  [paso('paquetes del sistema', 'bash scripts/preparar-pruebas.sh')],
  [
    paso('formato', 'npm run format:check'),
    paso('tipos', 'npm run typecheck'),
    paso('lint', 'npm run lint'),
    paso('knip', 'npm run knip'),
  ],
  [paso('jest y node --test', 'npm run test:unit')],
  [paso('compilación', 'npm run build')],
  [
    paso('e2e', 'npm run test:e2e -w @fondo/e2e', 'e2e'),
    ...(conProduccion ? [paso('producción', 'npm run test:produccion', 'produccion')] : []),
  ],
];

const raiz = join(import.meta.dirname, '..');
const informe = process.env.PRUEBAS_INFORME;
if (informe) mkdirSync(informe, { recursive: true });

/** Corre un paso; en una tanda de varios, cada línea de su salida lleva su nombre delante. */
function correr(p, solo) {
  const t0 = Date.now();
  console.log(`\n[pruebas] ${p.nombre}: ${p.comando}`);
  return new Promise((ok) => {
    const hijo = spawn(p.comando, {
      cwd: raiz,
      shell: true,
      stdio: solo && !(informe && p.archivo) ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const copia = informe && p.archivo ? createWriteStream(join(informe, `${p.archivo}.txt`)) : null;
    for (const flujo of [hijo.stdout, hijo.stderr]) {
      if (!flujo) continue;
      createInterface({ input: flujo }).on('line', (linea) => {
        copia?.write(`${linea}\n`);
        (flujo === hijo.stderr ? process.stderr : process.stdout).write(
          solo ? `${linea}\n` : `[${p.nombre}] ${linea}\n`,
        );
      });
    }
    hijo.once('close', (c, senal) => {
      copia?.end();
      const codigo = c ?? (senal ? 1 : 0);
      const segundos = Math.round((Date.now() - t0) / 1000);
      console.log(`[pruebas] ${p.nombre}: ${codigo === 0 ? 'bien' : `falló (código ${codigo})`} en ${segundos} s`);
      ok({ paso: p.nombre, segundos, bien: codigo === 0 });
    });
  });
}

const hechos = [];
for (const tanda of TANDAS) {
  const resultados = await Promise.all(tanda.map((p) => correr(p, tanda.length === 1)));
  hechos.push(...resultados);
  if (resultados.some((r) => !r.bien)) break;
}

console.log('\n[pruebas] pasos de npm test (los de una misma tanda corrieron a la vez)');
for (const h of hechos)
  console.log(`  ${h.paso.padEnd(24)} ${String(h.segundos).padStart(6)} s${h.bien ? '' : '  falló'}`);
if (informe) writeFileSync(join(informe, 'pasos.json'), `${JSON.stringify(hechos, null, 2)}\n`);
process.exit(hechos.every((h) => h.bien) && hechos.length === TANDAS.flat().length ? 0 : 1);
