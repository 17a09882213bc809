// Publicar un remoto sin cortar el servicio (deploy/publicar-remoto.sh):
//   node api/dist/despliegue/publicar-remoto.js --web DIR --remoto mfe-productos --dist mfe-productos/dist
//   node api/dist/despliegue/publicar-remoto.js --web DIR --remoto mfe-productos --version 3f9a1c2b7d10   (volver)
//   node api/dist/despliegue/publicar-remoto.js --web DIR --remoto mfe-productos --listar
// Cada compilación queda en DIR/remotes/<carpeta>/<versión>/ (versión = hash de sus archivos) junto a las
// anteriores; el cambio es reescribir su entrada de DIR/remotes.json con un rename atómico. Quien tiene el
// portal abierto sigue con la versión que cargó (sus archivos siguen ahí) y la siguiente navegación al
// remoto carga la nueva (el shell relee remotes.json). Volver atrás es publicar una versión anterior.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTOS } from '@fondo/portal/manifiesto';

function fallar(mensaje: string): never {
  process.stderr.write(`publicar-remoto: ${mensaje}\n`);
  process.exit(2);
}

/** Archivos de una carpeta, con ruta relativa, en orden. */
function archivosDe(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? archivosDe(join(dir, e.name), base) : [relative(base, join(dir, e.name))]))
    .sort();
}

/** Versión de una compilación: hash de sus rutas y contenidos (la misma compilación, la misma versión). */
export function versionDe(dist: string): string {
  const h = createHash('sha256');
  for (const rel of archivosDe(dist))
    h.update(`${rel}\0`)
      .update(readFileSync(join(dist, rel)))
      .update('\0');
  return h.digest('hex').slice(0, 12);
}

type Lista = Record<string, string>;

function leerLista(web: string): Lista {
  const ruta = join(web, 'remotes.json');
  if (!existsSync(ruta)) return {};
  const datos = JSON.parse(readFileSync(ruta, 'utf8')) as unknown;
  if (typeof datos !== 'object' || datos === null || Array.isArray(datos)) fallar(`${ruta} no es un objeto JSON`);
  return datos as Lista;
}

/** remotes.json nuevo: se escribe aparte y se cambia con rename (nadie lee un archivo a medias). */
function escribirLista(web: string, lista: Lista): void {
  const ruta = join(web, 'remotes.json');
  writeFileSync(`${ruta}.nuevo`, `${JSON.stringify(lista, null, 2)}\n`, { mode: 0o644 });
  renameSync(`${ruta}.nuevo`, ruta);
}

/** Versión a la que apunta una entrada de remotes.json (…/<versión>/mf-manifest.json). */
const versionDeEntrada = (entrada: string | undefined) =>
  /\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entrada ?? '')?.[1];

const { values: v } = parseArgs({
  options: {
    web: { type: 'string' },
    remoto: { type: 'string' },
    dist: { type: 'string' },
    version: { type: 'string' },
    base: { type: 'string' },
    listar: { type: 'boolean', default: false },
  },
});
if (!v.web || !existsSync(v.web)) fallar(`--web: no existe la carpeta publicada ${v.web ?? ''}`);
const remoto = REMOTOS.find((r) => r.carpeta === v.remoto || r.nombre === v.remoto);
if (!remoto)
  fallar(`--remoto: '${v.remoto ?? ''}' no está en el manifiesto (${REMOTOS.map((r) => r.carpeta).join(', ')})`);
const carpeta = join(v.web, 'remotes', remoto.carpeta);
const lista = leerLista(v.web);
const actual = versionDeEntrada(lista[remoto.nombre]);

if (v.listar) {
  const versiones = existsSync(carpeta)
    ? readdirSync(carpeta)
        .filter((d) => /^[0-9a-f]{12}$/.test(d))
        .map((d) => ({ d, t: statSync(join(carpeta, d)).mtimeMs }))
        .sort((a, b) => b.t - a.t)
    : [];
  for (const { d, t } of versiones) {
    process.stdout.write(`${d}  ${new Date(t).toISOString()}${d === actual ? '  (publicada)' : ''}\n`);
  }
  process.exit(0);
}

let version: string;
if (v.dist) {
  for (const f of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!existsSync(join(v.dist, f))) fallar(`${v.dist} no es la compilación de un remoto: falta ${f}`);
  }
  version = versionDe(v.dist);
  const destino = join(carpeta, version);
  if (!existsSync(destino)) {
    // Se copia aparte y se renombra: la versión aparece entera o no aparece.
    const temporal = join(carpeta, `.copiando-${process.pid}`);
    rmSync(temporal, { recursive: true, force: true });
    cpSync(v.dist, temporal, { recursive: true });
    renameSync(temporal, destino);
  }
} else if (v.version) {
  version = v.version;
  if (!/^[0-9a-f]{12}$/.test(version) || !existsSync(join(carpeta, version, 'mf-manifest.json'))) {
    fallar(`la versión ${version} de ${remoto.carpeta} no está publicada (vea --listar)`);
  }
} else {
  fallar('indique --dist (publicar una compilación), --version (volver a una publicada) o --listar');
}

// La URL base se conserva (mismo origen o el origen propio del remoto) salvo que se pida otra.
const anterior = lista[remoto.nombre];
const base =
  v.base?.replace(/\/+$/, '') ??
  (anterior && versionDeEntrada(anterior) ? anterior.replace(/\/[0-9a-f]{12}\/mf-manifest\.json$/, '') : null) ??
  `/remotes/${remoto.carpeta}`;
escribirLista(v.web, { ...lista, [remoto.nombre]: `${base}/${version}/mf-manifest.json` });
process.stdout.write(
  actual === version
    ? `${remoto.nombre}: la versión ${version} ya estaba publicada.\n`
    : `${remoto.nombre}: publicada la versión ${version}${actual ? ` (antes ${actual}; para volver: --version ${actual})` : ''}.\n`,
);
