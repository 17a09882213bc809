// Un remoto construido con otra versión de antd, como lo haría su equipo en su propio commit: una copia del
// repositorio (los archivos que git conoce, con los cambios sin confirmar), la versión de antd cambiada en
// cada package.json, npm install y la compilación de ese remoto. Su node_modules empieza con enlaces duros
// al del repositorio (npm solo cambia antd y lo que antd pide: segundos, no minutos).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const RAIZ = resolve(import.meta.dirname, '..', '..');

export interface CompilacionConOtroAntd {
  /** la carpeta dist del remoto */
  dist: string;
  /** la versión de antd que quedó instalada en la copia (una sola copia) */
  antd: string;
  borrar: () => void;
}

function correr(programa: string, args: string[], cwd: string): void {
  try {
    execFileSync(programa, args, { cwd, stdio: 'pipe', env: { ...process.env, CI: 'true' } });
  } catch (e) {
    const salida =
      e && typeof e === 'object' && 'stderr' in e ? String(e.stderr) + String((e as { stdout?: unknown }).stdout) : '';
    throw new Error(`${programa} ${args.join(' ')} falló en ${cwd}:\n${salida.slice(-4000)}`, { cause: e });
  }
}

/** El remoto `carpeta` (mfe-productos) construido con antd `version` en una copia del repositorio. */
export function compilarConOtroAntd(version: string, carpeta: string): CompilacionConOtroAntd {
  const copia = mkdtempSync(join(tmpdir(), 'fondo-otro-antd-'));
  const borrar = () => rmSync(copia, { recursive: true, force: true });
  try {
    const archivos = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: RAIZ,
      maxBuffer: 64 * 1024 * 1024,
    })
      .toString('utf8')
      .split('\0')
      .filter((f) => f && existsSync(join(RAIZ, f)));
    for (const f of archivos) {
      mkdirSync(dirname(join(copia, f)), { recursive: true });
      copyFileSync(join(RAIZ, f), join(copia, f));
    }
    correr('cp', ['-al', join(RAIZ, 'node_modules'), join(copia, 'node_modules')], RAIZ);
    // lo que npm, nx o webpack reescriben en su lugar: fuera de la copia enlazada (y sin la caché de nx, que
    // devolvería la compilación del repositorio)
    for (const f of ['.package-lock.json', '.cache'])
      rmSync(join(copia, 'node_modules', f), { recursive: true, force: true });

    // la versión en cada package.json que declara antd, y sin la entrada de antd en package-lock.json (así npm
    // la instala una vez, arriba, en lugar de una por workspace)
    const raiz = JSON.parse(readFileSync(join(copia, 'package.json'), 'utf8')) as { workspaces: string[] };
    for (const ws of raiz.workspaces) {
      const ruta = join(copia, ws, 'package.json');
      const paquete = JSON.parse(readFileSync(ruta, 'utf8')) as { dependencies?: Record<string, string> };
      if (paquete.dependencies?.antd) {
        paquete.dependencies.antd = version;
        writeFileSync(ruta, `${JSON.stringify(paquete, null, 2)}\n`);
      }
    }
    const rutaLock = join(copia, 'package-lock.json');
    const lock = JSON.parse(readFileSync(rutaLock, 'utf8')) as { packages: Record<string, unknown> };
    for (const clave of Object.keys(lock.packages))
      if (/(^|\/)node_modules\/antd$/.test(clave)) delete lock.packages[clave];
    writeFileSync(rutaLock, `${JSON.stringify(lock, null, 2)}\n`);
    correr('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], copia);

    const instalada = (
      JSON.parse(readFileSync(join(copia, 'node_modules', 'antd', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const { name } = JSON.parse(readFileSync(join(copia, carpeta, 'package.json'), 'utf8')) as { name: string };
    correr(
      join(copia, 'node_modules', '.bin', 'lerna'),
      ['run', 'build', '--scope', name, '--include-dependencies', '--skip-nx-cache', '--concurrency', '1'],
      copia,
    );
    return { dist: join(copia, carpeta, 'dist'), antd: instalada, borrar };
  } catch (e) {
    borrar();
    throw e;
  }
}
