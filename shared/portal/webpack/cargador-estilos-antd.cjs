// Cargador de webpack para los módulos de antd (antd/es/**): a cada módulo que declara hojas de estilo
// (genStyleHooks, genSubStyleComponent, genComponentStyleHook) le agrega su CSS ya calculado con el tema
// del portal (estilos-antd.js), que se pone en la página cuando el módulo se evalúa: cada chunk trae el
// CSS de los componentes que trae, y antd no lo calcula en el teléfono (theme.zeroRuntime).
const fs = require('node:fs');

/** 'Button' -> 'Button-Button'; ['Input', 'Shared'] -> 'Input-Shared' (las claves de la caché de antd). */
const HOJAS =
  /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(?:\[\s*'([^']+)'\s*,\s*'([^']+)'\s*\]|'([^']+)')/g;
/** El módulo que toda hoja importa: lleva la base común (reinicio y clase de los íconos). */
const UTILIDADES = /[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;

const leidos = new Map();
function leer(archivo) {
  if (!leidos.has(archivo)) leidos.set(archivo, JSON.parse(fs.readFileSync(archivo, 'utf8')));
  return leidos.get(archivo);
}

module.exports = function cargadorEstilosAntd(fuente) {
  const { archivo, inyectar } = this.getOptions();
  this.addDependency(archivo);
  const estilos = leer(archivo);
  const partes = [];
  if (UTILIDADES.test(this.resourcePath)) partes.push(['base', estilos.base]);
  for (const m of fuente.matchAll(HOJAS)) {
    const [componente, hoja] = m[3] ? [m[3], m[3]] : [m[1], m[2]];
    const clave = `${componente}-${hoja}`;
    const css = estilos.hojas[clave];
    if (css === undefined) {
      // Sin su CSS el componente se vería sin estilo: la compilación falla (falta un dibujo en generar.tsx).
      throw new Error(`estilos-antd: no hay CSS para la hoja '${clave}' de ${this.resourcePath}`);
    }
    partes.push([clave, css]);
  }
  if (partes.length === 0) return fuente;
  const llamadas = partes
    .map(([clave, css]) => `__fondoEstilo(${JSON.stringify(`${estilos.version}-${clave}`)}, ${JSON.stringify(css)});`)
    .join('\n');
  return `import { inyectarEstiloAntd as __fondoEstilo } from ${JSON.stringify(inyectar)};\n${fuente}\n${llamadas}\n`;
};
