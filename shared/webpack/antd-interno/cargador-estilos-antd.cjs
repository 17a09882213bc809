// Cargador de webpack para los módulos de antd (antd/es/**): a cada módulo que declara hojas de estilo
// (genStyleHooks, genSubStyleComponent, genComponentStyleHook) le agrega su CSS ya calculado con el tema
// del portal (estilos-antd.js), que se pone en la página cuando el módulo se evalúa: cada chunk trae el
// CSS de los componentes que trae, y antd no lo calcula en el teléfono (theme.zeroRuntime).
const fs = require('node:fs');
const acorn = require('acorn');

/** 'Button' -> 'Button-Button'; ['Input', 'Shared'] -> 'Input-Shared' (las claves de la caché de antd). */
const HOJAS =
  /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(?:\[\s*'([^']+)'\s*,\s*'([^']+)'\s*\]|'([^']+)')/g;
/** El módulo que toda hoja importa: lleva la base común (reinicio y clase de los íconos). */
const UTILIDADES = /[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;

/** Lo que queda en lugar de la función que arma el CSS de una hoja (con zeroRuntime antd nunca la llama). */
const SIN_GENERADOR =
  "() => { throw new Error('estilos-antd: antd pidió armar en la página un CSS que se calculó al construir (theme.zeroRuntime)'); }";
const LLAMADAS_CON_HOJA = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/**
 * Con el CSS calculado al construir, la función que cada hoja de antd pasa a genStyleHooks (su segundo
 * argumento: cientos de líneas que arman el CSS con los tokens) nunca corre en la página. Se cambia por
 * SIN_GENERADOR y el minificador quita lo que solo ella usaba. El tercer argumento (los tokens del
 * componente) se queda: antd pone con él las variables CSS del componente.
 */
function sinGeneradores(fuente) {
  const arbol = acorn.parse(fuente, { ecmaVersion: 'latest', sourceType: 'module' });
  const cambios = [];
  const visitar = (nodo) => {
    if (!nodo || typeof nodo.type !== 'string') return;
    if (
      nodo.type === 'CallExpression' &&
      nodo.callee.type === 'Identifier' &&
      LLAMADAS_CON_HOJA.has(nodo.callee.name) &&
      nodo.arguments.length >= 2
    ) {
      cambios.push(nodo.arguments[1]);
    }
    for (const valor of Object.values(nodo)) {
      if (Array.isArray(valor)) valor.forEach(visitar);
      else if (valor && typeof valor === 'object' && typeof valor.type === 'string') visitar(valor);
    }
  };
  visitar(arbol);
  let salida = fuente;
  for (const a of cambios.sort((x, y) => y.start - x.start)) {
    salida = salida.slice(0, a.start) + SIN_GENERADOR + salida.slice(a.end);
  }
  return salida;
}

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
  const modulo = partes.some(([clave]) => clave !== 'base') ? sinGeneradores(fuente) : fuente;
  return `import { inyectarEstiloAntd as __fondoEstilo } from ${JSON.stringify(inyectar)};\n${modulo}\n${llamadas}\n`;
};

// Para supuestos.js: cómo encuentra el cargador las hojas y el módulo de utilidades de antd.
module.exports.HOJAS = HOJAS;
module.exports.UTILIDADES = UTILIDADES;
module.exports.LLAMADAS_CON_HOJA = LLAMADAS_CON_HOJA;
