// ESLint con tipos, por grupos de paquetes: un proceso por grupo, dos a la vez. Un solo proceso para todo el
// árbol guardaba a la vez el programa de TypeScript de cada tsconfig (pico de ~5 GB); así cada proceso tiene
// solo los de su grupo. Uso: node scripts/lint.mjs [grupo ...] (por defecto todos; el nombre es su carpeta).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const raiz = join(import.meta.dirname, '..');
/** Cada grupo, las carpetas (o archivos) que revisa un proceso. Todo archivo del árbol cae en uno. */
const GRUPOS = [
  // las apps web comparten un programa (tsconfig.web.json): juntas en un proceso, se analiza una vez
  [
    'shell',
    'mfe-admin',
    'mfe-mensajes',
    'mfe-productos',
    'mfe-solicitudes',
    'mfe-actualizacion',
    'shared/ui',
    'shared/runtime',
  ],
  ['api'],
  ['shared/contrato', 'shared/testing', 'shared/portal', 'shared/webpack'],
  ['e2e', 'bench', 'scripts', 'herramientas', 'eslint.config.js', 'jest.config.js'],
];
const A_LA_VEZ = 2;

const pedidos = process.argv.slice(2);
const grupos = pedidos.length ? GRUPOS.filter((g) => g.some((c) => pedidos.includes(c))) : GRUPOS;
const eslint = join(raiz, 'node_modules', 'eslint', 'bin', 'eslint.js');

const correr = (carpetas) =>
  new Promise((ok) => {
    const t0 = Date.now();
    const hijo = spawn(process.execPath, ['--max-old-space-size=2048', eslint, ...carpetas], {
      cwd: raiz,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    hijo.once('exit', (codigo) => {
      console.log(
        `[lint] ${carpetas.join(' ')}: ${codigo === 0 ? 'ok' : 'con errores'} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
      );
      ok(codigo ?? 1);
    });
  });

const pendientes = [...grupos];
const codigos = [];
await Promise.all(
  Array.from({ length: A_LA_VEZ }, async () => {
    for (let g = pendientes.shift(); g; g = pendientes.shift()) codigos.push(await correr(g));
  }),
);
process.exit(codigos.every((c) => c === 0) ? 0 : 1);
