// node --test: los supuestos del portal sobre antd por dentro (supuestos.js), contra el antd instalado y
// contra un antd falso que mueve un archivo, deja de hacer un import o cambia cómo declara una hoja.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { carpetaDePaquete, comprobarSupuestos, exigirSupuestos, MODULOS } from './supuestos.js';

const ANTD = carpetaDePaquete('antd');
const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Un antd falso en una carpeta temporal: enlaces al instalado salvo los archivos de `cambios` (ruta bajo la
 * carpeta de antd -> texto nuevo, una función del texto de antd, o null para quitarlo).
 */
function antdFalso(cambios) {
  const raiz = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'antd-falso-')), 'antd');
  fs.mkdirSync(raiz);
  /** Una carpeta del falso con un enlace por cada entrada de la de antd (las que se cambian, copiadas). */
  const materializar = (rel) => {
    const dir = path.join(raiz, rel);
    if (fs.existsSync(dir) && !fs.lstatSync(dir).isSymbolicLink()) return;
    if (rel !== '.') materializar(path.dirname(rel));
    if (fs.existsSync(dir)) fs.unlinkSync(dir);
    fs.mkdirSync(dir);
    for (const e of fs.existsSync(path.join(ANTD, rel)) ? fs.readdirSync(path.join(ANTD, rel)) : [])
      fs.symlinkSync(path.join(ANTD, rel, e), path.join(dir, e));
  };
  for (const [rel, cambio] of Object.entries(cambios)) {
    materializar(path.dirname(rel));
    const destino = path.join(raiz, rel);
    const original = fs.existsSync(path.join(ANTD, rel)) ? fs.readFileSync(path.join(ANTD, rel), 'utf8') : '';
    if (fs.existsSync(destino)) fs.unlinkSync(destino);
    if (cambio !== null) fs.writeFileSync(destino, typeof cambio === 'function' ? cambio(original) : cambio);
  }
  return raiz;
}

test('el antd instalado cumple cada supuesto (módulos, reemplazos, hojas del cargador, caché de cssinjs)', () => {
  assert.deepEqual(comprobarSupuestos(), []);
  assert.doesNotThrow(exigirSupuestos);
});

test('un antd que mueve un archivo interno rompe el supuesto que lo nombra', () => {
  const contexto = fs.readFileSync(path.join(ANTD, 'es/config-provider/DisabledContext.js'), 'utf8');
  const falso = antdFalso({
    'es/config-provider/DisabledContext.js': null,
    'es/config-provider/context/disabled.js': contexto,
  });
  const rotos = comprobarSupuestos({ antd: falso }, { hojas: false });
  assert.equal(rotos.length, 1, rotos.join('\n'));
  assert.match(
    rotos[0],
    /^módulo antd\/es\/config-provider\/DisabledContext \(EntradaNativa deshabilitada como antd\): no está/,
  );
});

test('un antd que deja de exportar un nombre lo dice', () => {
  const falso = antdFalso({
    'es/input/style/index.js': (t) => t.replaceAll('useSharedStyle', 'usarEstiloComun'),
  });
  const rotos = comprobarSupuestos({ antd: falso }, { hojas: false });
  assert.deepEqual(rotos, ['módulo antd/es/input/style (el CSS de EntradaNativa): no exporta useSharedStyle']);
});

test('un antd cuyo Form deja de importar ../tooltip rompe ese reemplazo (el Form traería el Tooltip de antd)', () => {
  const cambios = {};
  for (const f of fs.readdirSync(path.join(ANTD, 'es/form')))
    if (f.endsWith('.js') && fs.readFileSync(path.join(ANTD, 'es/form', f), 'utf8').includes("'../tooltip'"))
      cambios[`es/form/${f}`] = (t) => t.replaceAll("'../tooltip'", "'../tooltip/index'");
  assert.ok(Object.keys(cambios).length >= 1);
  const rotos = comprobarSupuestos({ antd: antdFalso(cambios) }, { hojas: false });
  assert.deepEqual(rotos, [
    "reemplazo de '../tooltip' en antd/es/form (la ayuda de la etiqueta de Form.Item (prop `tooltip`), que el portal no usa): ningún módulo de antd/es/form importa '../tooltip'",
  ]);
});

test('un antd que toma del import cambiado un nombre que el par no da lo dice', () => {
  const rotos = comprobarSupuestos(
    {
      antd: antdFalso({
        'es/form/FormItemLabel.js': (t) =>
          t.replace("import Tooltip from '../tooltip';", "import Tooltip, { ayuda } from '../tooltip';\nayuda;"),
      }),
    },
    { hojas: false },
  );
  assert.equal(rotos.length, 1, rotos.join('\n'));
  assert.match(
    rotos[0],
    /^reemplazo de '\.\.\/tooltip' en antd\/es\/form .*: antd\/es\/form\/FormItemLabel\.js toma ayuda, que tooltip-de-etiqueta\.js no da$/,
  );
});

test('una hoja declarada de otra forma (comillas dobles) es una hoja que el cargador no vería', () => {
  const falso = antdFalso({
    'es/button/style/index.js': (t) => t.replace("genStyleHooks('Button'", 'genStyleHooks("Button"'),
  });
  const rotos = comprobarSupuestos({ antd: falso });
  assert.deepEqual(rotos, ['cargador de estilos: en es/button/style/index.js halla [] y antd declara [Button-Button]']);
});

test('cada antd/es/... del código está en la lista, y solo los índices de componente salen de las puertas', () => {
  const archivos = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'shell', 'mfe-*', 'shared', 'e2e', 'bench'],
    {
      cwd: RAIZ,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.(ts|tsx|js|cjs|mjs)$/.test(f) && !f.endsWith('.test.js'));
  const usados = new Map();
  for (const f of archivos) {
    const texto = fs.readFileSync(path.join(RAIZ, f), 'utf8');
    for (const m of texto.matchAll(/(?:from\s+|import\()\s*(?:\/\*[^*]*\*\/\s*)?'antd\/es\/([^']+)'/g)) {
      const ruta = m[1].replace(/(\/index)?\.js$/, '');
      usados.set(ruta, [...(usados.get(ruta) ?? []), f]);
    }
  }
  const listados = new Set(MODULOS.map((m) => m.ruta));
  assert.deepEqual(
    [...usados.keys()].filter((r) => !listados.has(r)),
    [],
    'módulos de antd/es usados y no listados',
  );
  assert.deepEqual(
    [...listados].filter((r) => !usados.has(r)),
    [],
    'módulos listados que nadie usa',
  );
  const puertas = ['shared/ui/src/antd-interno/', 'shared/webpack/antd-interno/'];
  const fuera = [...usados].flatMap(([ruta, fs_]) =>
    fs_.filter((f) => !puertas.some((p) => f.startsWith(p)) && ruta.includes('/')).map((f) => `${f}: antd/es/${ruta}`),
  );
  assert.deepEqual(fuera, [], 'un módulo privado de antd fuera de las carpetas antd-interno');
});
