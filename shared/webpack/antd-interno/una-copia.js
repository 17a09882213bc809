// Una sola copia instalada de antd, @ant-design/cssinjs y @ant-design/icons en todo el árbol: las clases de
// antd no llevan hash y el CSS se calcula al construir con la copia que resuelve la app; con dos copias, las
// hojas de una pisan a las de la otra (o una app queda en blanco). Cada construcción lo comprueba antes de
// empezar (configurarApp) y falla con un mensaje que nombra las copias y el arreglo.
import fs from 'node:fs';
import path from 'node:path';

/** Los paquetes que deben tener una sola copia instalada. */
export const PAQUETES_UNICOS = ['antd', '@ant-design/cssinjs', '@ant-design/icons'];

function leerJson(archivo) {
  return JSON.parse(fs.readFileSync(archivo, 'utf8'));
}

/** Las carpetas de los workspaces que declara el package.json de la raíz (nombres exactos o con '*' al final). */
function carpetasDeWorkspaces(raiz) {
  const patrones = leerJson(path.join(raiz, 'package.json')).workspaces ?? [];
  return patrones.flatMap((p) => {
    if (!p.includes('*')) return [p];
    const base = path.posix.dirname(p);
    const prefijo = path.posix.basename(p).replace(/\*$/, '');
    const dir = path.join(raiz, base);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isDirectory() && e.name.startsWith(prefijo))
          .map((e) => path.posix.join(base, e.name))
      : [];
  });
}

/**
 * Recorre un node_modules (y los anidados de cada paquete) sin seguir enlaces (los workspaces enlazados se
 * recorren por su cuenta) y anota cada copia de los paquetes buscados.
 */
function recorrer(nodeModules, buscados, copias) {
  let entradas;
  try {
    entradas = fs.readdirSync(nodeModules, { withFileTypes: true });
  } catch {
    return;
  }
  const paquetes = entradas.flatMap((e) => {
    if (!e.isDirectory() || e.name.startsWith('.')) return [];
    if (!e.name.startsWith('@')) return [e.name];
    return fs
      .readdirSync(path.join(nodeModules, e.name), { withFileTypes: true })
      .filter((s) => s.isDirectory())
      .map((s) => `${e.name}/${s.name}`);
  });
  for (const nombre of paquetes) {
    const dir = path.join(nodeModules, nombre);
    if (buscados.has(nombre) && fs.existsSync(path.join(dir, 'package.json'))) {
      copias.get(nombre).push({ dir, version: leerJson(path.join(dir, 'package.json')).version });
    }
    recorrer(path.join(dir, 'node_modules'), buscados, copias);
  }
}

/** Cada copia instalada de cada paquete, con su carpeta (relativa a la raíz) y su versión. */
export function copiasInstaladas(raiz, paquetes = PAQUETES_UNICOS) {
  const copias = new Map(paquetes.map((p) => [p, []]));
  const buscados = new Set(paquetes);
  for (const carpeta of ['.', ...carpetasDeWorkspaces(raiz)]) {
    recorrer(path.join(raiz, carpeta, 'node_modules'), buscados, copias);
  }
  for (const lista of copias.values()) {
    for (const c of lista) c.dir = path.relative(raiz, c.dir);
    lista.sort((a, b) => a.dir.localeCompare(b.dir));
  }
  return copias;
}

/** Los workspaces que declaran el paquete, con la versión que piden. */
function quienesLoDeclaran(raiz, paquete) {
  return carpetasDeWorkspaces(raiz).flatMap((carpeta) => {
    const archivo = path.join(raiz, carpeta, 'package.json');
    if (!fs.existsSync(archivo)) return [];
    const pkg = leerJson(archivo);
    const pedida = pkg.dependencies?.[paquete] ?? pkg.devDependencies?.[paquete] ?? pkg.peerDependencies?.[paquete];
    return pedida ? [`${carpeta} (${pedida})`] : [];
  });
}

/** Lanza un error que nombra cada paquete con más de una copia (o con ninguna), sus copias y el arreglo. */
export function comprobarUnaCopia(raiz, paquetes = PAQUETES_UNICOS) {
  const problemas = [];
  for (const [paquete, lista] of copiasInstaladas(raiz, paquetes)) {
    if (lista.length === 1) continue;
    if (lista.length === 0) {
      problemas.push(`${paquete}: no está instalado. Ejecute npm install en la raíz del repositorio.`);
      continue;
    }
    const declaran = quienesLoDeclaran(raiz, paquete);
    problemas.push(
      [
        `${paquete}: ${lista.length} copias instaladas, y el portal necesita una sola:`,
        ...lista.map((c) => `    ${c.version} en ${c.dir}`),
        `  Arreglo: la misma versión exacta de ${paquete} en cada package.json que lo declara` +
          (declaran.length ? ` (hoy: ${declaran.join(', ')})` : '') +
          `, una que cumpla lo que piden los paquetes que lo usan (npm ls ${paquete} --all lo muestra);` +
          ' luego npm install en la raíz.',
      ].join('\n'),
    );
  }
  if (problemas.length) {
    throw new Error(`Una sola copia de antd, de su CSS-in-JS y de sus íconos:\n${problemas.join('\n')}`);
  }
}
