// `npm run build -w @fondo/api`: transpila src/ a dist/ con esbuild, archivo por archivo (sin empaquetar), con
// sus mapas de fuente. No revisa tipos: eso lo hace `npm run typecheck` (tsc) una sola vez para todo el árbol.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const raiz = import.meta.dirname;
const fuentes = readdirSync(join(raiz, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
  .map((f) => join(raiz, 'src', f));

rmSync(join(raiz, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: fuentes,
  outdir: join(raiz, 'dist'),
  outbase: join(raiz, 'src'),
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
