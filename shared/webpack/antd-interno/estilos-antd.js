// antd calcula el CSS de cada componente en la página (CSS-in-JS); en un teléfono eso
// era cerca de un tercio del trabajo del primer dibujo de cada app. Aquí se calcula una vez al construir,
// con el tema del portal (shared/ui/src/antd-interno/generar.tsx), y el cargador lo pega a cada módulo de
// antd que lo usa; las apps ponen theme.zeroRuntime (shared/ui/src/tema.ts, __ANTD_CSS_ESTATICO__).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..');
const UI = path.join(RAIZ, 'shared', 'ui', 'src');
const GENERADOR = path.join(UI, 'antd-interno', 'generar.tsx');
const INYECTAR = path.join(UI, 'antd-interno', 'inyectar.ts');
const CARGADOR = path.join(import.meta.dirname, 'cargador-estilos-antd.cjs');

/** El JSON de estilos para esta versión de antd, este tema y este generador (en caché entre compilaciones). */
export function archivoDeEstilosAntd() {
  const antd = createRequire(path.join(UI, 'tema.ts'))('antd/package.json').version;
  const huella = createHash('sha256');
  huella.update(antd);
  for (const f of [GENERADOR, path.join(UI, 'tema.ts')]) huella.update(fs.readFileSync(f));
  const dir = path.join(RAIZ, 'node_modules', '.cache', 'fondo-estilos-antd');
  const archivo = path.join(dir, `${huella.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(archivo)) return archivo;
  fs.mkdirSync(dir, { recursive: true });
  // Dos apps pueden compilar a la vez: cada una escribe el suyo y lo renombra (atómico).
  const temporal = `${archivo}.${process.pid}.tmp`;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', GENERADOR, temporal], { cwd: RAIZ, stdio: 'pipe' });
  } catch (e) {
    const salida = e && typeof e === 'object' && 'stderr' in e ? String(e.stderr) : '';
    throw new Error(`No se pudo calcular el CSS de antd (${GENERADOR}): ${salida || e}`, { cause: e });
  }
  fs.renameSync(temporal, archivo);
  return archivo;
}

/** El mapa de tokens del tema calculado al construir (__ANTD_MAPA_TOKEN__, shared/ui/src/tema.ts). */
export function mapaDeTokensAntd() {
  return JSON.parse(fs.readFileSync(archivoDeEstilosAntd(), 'utf8')).mapa;
}

/** La regla de webpack: el cargador en cada módulo de antd/es. */
export function reglaEstilosAntd() {
  return {
    test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/,
    use: [{ loader: CARGADOR, options: { archivo: archivoDeEstilosAntd(), inyectar: INYECTAR } }],
  };
}
