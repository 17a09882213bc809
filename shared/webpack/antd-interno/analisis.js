// Leer módulos de antd sin ejecutarlos (acorn sobre su JavaScript, texto en sus .d.ts): qué exportan, qué
// importan y qué hojas de estilo declaran. Lo usa supuestos.js.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as acorn from 'acorn';

const { HOJAS, LLAMADAS_CON_HOJA } = createRequire(import.meta.url)('./cargador-estilos-antd.cjs');

/** La carpeta instalada de un paquete, desde la raíz del repositorio. */
export function carpetaDePaquete(paquete, desde = path.resolve(import.meta.dirname, '..', '..', 'ui')) {
  return path.dirname(createRequire(path.join(desde, 'package.json')).resolve(`${paquete}/package.json`));
}

/** `x` -> x.js o x/index.js (como webpack resuelve un módulo de antd/es); null si no está. */
export function resolver(base, ext = '.js') {
  for (const f of [base, `${base}${ext}`, path.join(base, `index${ext}`)]) {
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}

const analizar = (archivo) =>
  acorn.parse(fs.readFileSync(archivo, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });

/** Los nombres que exporta un módulo ES (siguiendo los `export * from './x'` relativos). */
export function exportadosJs(archivo, vistos = new Set()) {
  const nombres = new Set();
  if (vistos.has(archivo)) return nombres;
  vistos.add(archivo);
  for (const n of analizar(archivo).body) {
    if (n.type === 'ExportDefaultDeclaration') nombres.add('default');
    else if (n.type === 'ExportNamedDeclaration') {
      for (const d of n.declaration?.declarations ?? []) if (d.id.type === 'Identifier') nombres.add(d.id.name);
      if (n.declaration?.id) nombres.add(n.declaration.id.name);
      for (const s of n.specifiers) nombres.add(s.exported.name ?? s.exported.value);
    } else if (n.type === 'ExportAllDeclaration') {
      if (n.exported) nombres.add(n.exported.name ?? n.exported.value);
      else if (n.source.value.startsWith('.')) {
        const otro = resolver(path.resolve(path.dirname(archivo), n.source.value));
        for (const x of otro ? exportadosJs(otro, vistos) : []) if (x !== 'default') nombres.add(x);
      }
    }
  }
  return nombres;
}

/** Los nombres que exporta un archivo propio (.js, o .ts de @fondo/ui: export { x as default }, export *). */
export function exportadosPropios(archivo) {
  if (archivo.endsWith('.js')) return exportadosJs(archivo);
  const texto = fs.readFileSync(archivo, 'utf8');
  const nombres = new Set();
  for (const m of texto.matchAll(/export\s+\{([^}]*)\}/g))
    for (const x of m[1].split(','))
      if (x.trim())
        nombres.add(
          x
            .trim()
            .split(/\s+as\s+/)
            .at(-1),
        );
  for (const m of texto.matchAll(/export\s+(?:const|function|class)\s+(\w+)/g)) nombres.add(m[1]);
  for (const m of texto.matchAll(/export\s+\*\s+from\s+'([^']+)'/g)) {
    const paquete = m[1];
    const raiz = carpetaDePaquete(paquete, path.dirname(archivo));
    const entrada = JSON.parse(fs.readFileSync(path.join(raiz, 'package.json'), 'utf8')).module;
    const archivoEntrada = resolver(path.join(raiz, entrada));
    for (const x of archivoEntrada ? exportadosJs(archivoEntrada) : []) if (x !== 'default') nombres.add(x);
  }
  return nombres;
}

/** Lo que los módulos de una carpeta (sin subcarpetas) toman de `pedido`: { archivo: nombres[] }. */
export function importacionesDe(carpeta, pedido) {
  const halladas = {};
  if (!fs.existsSync(carpeta)) return halladas;
  for (const f of fs.readdirSync(carpeta)) {
    const archivo = path.join(carpeta, f);
    if (!f.endsWith('.js') || !fs.statSync(archivo).isFile()) continue;
    const nombres = [];
    let hay = false;
    const visitar = (n) => {
      if (!n || typeof n.type !== 'string') return;
      if (n.type === 'ImportDeclaration' && n.source.value === pedido) {
        hay = true;
        for (const s of n.specifiers)
          nombres.push(
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : (s.imported.name ?? s.imported.value),
          );
      } else if (n.type === 'ImportExpression' && n.source.value === pedido) {
        hay = true;
        nombres.push('*');
      }
      for (const v of Object.values(n)) {
        if (Array.isArray(v)) v.forEach(visitar);
        else if (v && typeof v === 'object' && typeof v.type === 'string') visitar(v);
      }
    };
    visitar(analizar(archivo));
    if (hay) halladas[f] = nombres;
  }
  return halladas;
}

/** Las hojas que el cargador encuentra en un módulo (su expresión) y las que hay de verdad (el árbol). */
export function hojasDe(archivo) {
  const fuente = fs.readFileSync(archivo, 'utf8');
  const porTexto = [...fuente.matchAll(HOJAS)].map((m) => (m[3] ? `${m[3]}-${m[3]}` : `${m[1]}-${m[2]}`));
  const porArbol = [];
  const visitar = (n) => {
    if (!n || typeof n.type !== 'string') return;
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && LLAMADAS_CON_HOJA.has(n.callee.name)) {
      const a = n.arguments[0];
      if (a?.type === 'Literal') porArbol.push(`${a.value}-${a.value}`);
      else if (a?.type === 'ArrayExpression') porArbol.push(a.elements.map((e) => e.value).join('-'));
      else porArbol.push(`(${a?.type ?? 'sin argumento'})`);
    }
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) v.forEach(visitar);
      else if (v && typeof v === 'object' && typeof v.type === 'string') visitar(v);
    }
  };
  if (/gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(fuente)) visitar(analizar(archivo));
  return { porTexto, porArbol };
}

/** Los .js de una carpeta y sus subcarpetas (siguiendo enlaces, como los de un antd falso de las pruebas). */
export function archivosJs(dir) {
  return fs.readdirSync(dir).flatMap((e) => {
    const abs = path.join(dir, e);
    const st = fs.statSync(abs);
    if (st.isDirectory()) return archivosJs(abs);
    return st.isFile() && e.endsWith('.js') ? [abs] : [];
  });
}
