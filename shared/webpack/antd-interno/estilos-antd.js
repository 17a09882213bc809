// antd calcula el CSS de cada componente en la página (CSS-in-JS); en un teléfono eso
// era cerca de un tercio del trabajo del primer dibujo de cada app. Aquí se calcula una vez al construir,
// con el tema del portal (shared/ui/src/antd-interno/generar.tsx), y el cargador lo pega a cada módulo de
// antd que lo usa; las apps ponen theme.zeroRuntime (shared/ui/src/tema.ts, __ANTD_CSS_ESTATICO__).
// Las clases llevan el hash de antd (:where(.css-…)), que sale de su versión y de NODE_ENV (cssinjs usa otro
// prefijo fuera de producción): por eso hay un CSS por modo, calculado con el NODE_ENV del paquete.
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

/** El JSON de estilos para esta versión de antd, este modo, este tema y este generador (en caché). */
export function archivoDeEstilosAntd(produccion = true) {
  const antd = createRequire(path.join(UI, 'tema.ts'))('antd/package.json').version;
  const nodeEnv = produccion ? 'production' : 'development';
  const huella = createHash('sha256');
  huella.update(`${antd}\u0000${nodeEnv}`);
  for (const f of [GENERADOR, path.join(UI, 'tema.ts')]) huella.update(fs.readFileSync(f));
  const dir = path.join(RAIZ, 'node_modules', '.cache', 'fondo-estilos-antd');
  const archivo = path.join(dir, `${huella.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(archivo)) return archivo;
  fs.mkdirSync(dir, { recursive: true });
  // Dos apps pueden compilar a la vez: cada una escribe el suyo y lo renombra (atómico).
  const temporal = `${archivo}.${process.pid}.tmp`;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', GENERADOR, temporal], {
      cwd: RAIZ,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: nodeEnv },
    });
  } catch (e) {
    const salida = e && typeof e === 'object' && 'stderr' in e ? String(e.stderr) : '';
    throw new Error(`No se pudo calcular el CSS de antd (${GENERADOR}): ${salida || e}`, { cause: e });
  }
  fs.renameSync(temporal, archivo);
  return archivo;
}

/** El mapa de tokens del tema calculado al construir (__ANTD_MAPA_TOKEN__, shared/ui/src/tema.ts). */
export function mapaDeTokensAntd(produccion = true) {
  return JSON.parse(fs.readFileSync(archivoDeEstilosAntd(produccion), 'utf8')).mapa;
}

/** La regla de webpack: el cargador en cada módulo de antd/es. */
export function reglaEstilosAntd(produccion = true) {
  return {
    test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/,
    use: [{ loader: CARGADOR, options: { archivo: archivoDeEstilosAntd(produccion), inyectar: INYECTAR } }],
  };
}
