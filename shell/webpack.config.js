import { readFileSync } from 'node:fs';
import { configurarApp } from '@fondo/shared/webpack/federacion.js';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Anfitrión: encuentra sus remotos en tiempo de ejecución (remotes.json, escrito por esta compilación).
export default configurarApp({
  nombre: 'shell',
  dir: import.meta.dirname,
  puerto: 8301,
  remotos: true,
  titulo: 'Portal del Fondo',
  definir: { __VERSION_PORTAL__: version },
});
