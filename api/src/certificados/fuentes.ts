// Fuente TTF embebida (DejaVu Sans: tildes, ñ, signos). Se resuelve desde node_modules, así
// funciona igual desde src (tsx, jest) que desde dist; se lee una sola vez por proceso.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const requerir = createRequire(import.meta.url);

export interface Fuentes {
  normal: Buffer;
  negrita: Buffer;
}

let cache: Fuentes | null = null;

export function fuentes(): Fuentes {
  cache ??= {
    normal: readFileSync(requerir.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    negrita: readFileSync(requerir.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cache;
}
