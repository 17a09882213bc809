import { readFileSync } from 'node:fs';
import { configurarApp } from '@fondo/webpack/federacion.js';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Anfitrión: encuentra sus remotos en tiempo de ejecución (remotes.json, escrito desde el manifiesto del portal).
export default configurarApp({
  nombre: 'shell',
  dir: import.meta.dirname,
  titulo: 'Portal del Fondo',
  definir: { __VERSION_PORTAL__: version },
  precargaTemprana: './src/precarga-temprana/entrada.ts',
});
