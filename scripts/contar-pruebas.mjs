// Cuántas pruebas corrió CI, por tipo, con lo que dejó cada corredor en la carpeta del informe
// (PRUEBAS_INFORME): jest.json (scripts/informe-jest.cjs), e2e.json (reportero JSON de Playwright),
// npm-test.txt (la salida de `npm test`: las de @fondo/portal y @fondo/webpack son las únicas de node --test) y
// produccion.txt (salida de node --test). Sale con 1 si falta un informe o una prueba falló.
// Uso: node scripts/contar-pruebas.mjs <carpeta>
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const carpeta = process.argv[2] ?? process.env.PRUEBAS_INFORME;
if (!carpeta) throw new Error('Uso: node scripts/contar-pruebas.mjs <carpeta del informe>');
const leer = (nombre) => {
  const ruta = join(carpeta, nombre);
  if (!existsSync(ruta)) throw new Error(`Falta el informe ${ruta}`);
  return readFileSync(ruta, 'utf8');
};

/** Tipo de cada proyecto de jest (displayName). */
const TIPO_JEST = {
  contrato: 'unitarias',
  herramientas: 'unitarias',
  'api-postgres': 'API en PostgreSQL',
  'api-pglite': 'API en PGlite',
};
const filas = new Map();
const sumar = (tipo, pasaron, fallaron, omitidas = 0) => {
  const f = filas.get(tipo) ?? { pasaron: 0, fallaron: 0, omitidas: 0 };
  f.pasaron += pasaron;
  f.fallaron += fallaron;
  f.omitidas += omitidas;
  filas.set(tipo, f);
};

for (const [proyecto, c] of Object.entries(JSON.parse(leer('jest.json')))) {
  sumar(TIPO_JEST[proyecto] ?? 'componentes', c.pasaron, c.fallaron, c.omitidas);
}

/** Suma las líneas de resumen de node --test ('ℹ pass 5' o, en TAP, '# pass 5'). */
const nodeTest = (texto) => {
  const total = (clave) =>
    [...texto.matchAll(new RegExp(`^(?:ℹ|#) ${clave} (\\d+)$`, 'gm'))].reduce((s, m) => s + Number(m[1]), 0);
  return [total('pass'), total('fail'), total('skipped') + total('todo')];
};
sumar('unitarias', ...nodeTest(leer('npm-test.txt')));

const e2e = JSON.parse(leer('e2e.json'));
// expected: pasó; flaky: pasó al repetirse; unexpected: falló; skipped: omitida.
sumar('e2e', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected, e2e.stats.skipped);
if (e2e.stats.flaky > 0) console.log(`e2e: ${e2e.stats.flaky} prueba(s) pasaron solo al repetirse (inestables)`);

sumar('producción', ...nodeTest(leer('produccion.txt')));

const orden = ['unitarias', 'componentes', 'API en PostgreSQL', 'API en PGlite', 'e2e', 'producción'];
let pasaron = 0;
let fallaron = 0;
let omitidas = 0;
console.log(`${'tipo'.padEnd(20)} ${'pasaron'.padStart(8)} ${'fallaron'.padStart(8)} ${'omitidas'.padStart(8)}`);
for (const tipo of orden) {
  const f = filas.get(tipo) ?? { pasaron: 0, fallaron: 0, omitidas: 0 };
  console.log(
    `${tipo.padEnd(20)} ${String(f.pasaron).padStart(8)} ${String(f.fallaron).padStart(8)} ${String(f.omitidas).padStart(8)}`,
  );
  pasaron += f.pasaron;
  fallaron += f.fallaron;
  omitidas += f.omitidas;
}
console.log(`${pasaron} passed, ${fallaron} failed, ${omitidas} skipped`);
process.exit(fallaron === 0 && [...filas.values()].every((f) => f.pasaron > 0) ? 0 : 1);
