// node --test: el CSS de antd calculado al construir (estilos-antd.js, cargador-estilos-antd.cjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { archivoDeEstilosAntd } from './estilos-antd.js';

const requerir = createRequire(import.meta.url);
const cargador = requerir('./cargador-estilos-antd.cjs');
const ANTD_ES = path.join(path.dirname(requerir.resolve('antd/package.json')), 'es');

/** Corre el cargador sobre `fuente` como si webpack procesara `recurso`. */
function cargar(fuente, recurso, archivo) {
  const dependencias = [];
  const contexto = {
    resourcePath: recurso,
    getOptions: () => ({ archivo, inyectar: '/ui/inyectar.ts' }),
    addDependency: (d) => dependencias.push(d),
  };
  return { salida: cargador.call(contexto, fuente), dependencias };
}

function estilosDePrueba() {
  const archivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'estilos-')), 'e.json');
  fs.writeFileSync(
    archivo,
    JSON.stringify({
      version: '9.9.9',
      hojas: {
        'Button-Button': '.ant-btn{color:red}',
        'Button-compact': '.ant-btn-compact{}',
        'Input-Shared': '.ant-input{}',
      },
      base: '[class^="ant"]{box-sizing:border-box}',
    }),
  );
  return archivo;
}

test('a cada módulo con hojas de antd le pega su CSS y le quita la función que lo armaba en la página', () => {
  const archivo = estilosDePrueba();
  const fuente = [
    'const genBoton = (token) => ({ color: token.colorPrimary });',
    "export default genStyleHooks('Button', (token) => [genBoton(token)], prepareComponentToken, { unitless: {} });",
    "export const c = genSubStyleComponent(['Button', 'compact'], genBoton);",
  ].join('\n');
  const { salida, dependencias } = cargar(fuente, '/x/antd/es/button/style/index.js', archivo);
  assert.ok(salida.startsWith('import { inyectarEstiloAntd as __fondoEstilo } from "/ui/inyectar.ts";\n'));
  // el nombre, los tokens del componente (variables CSS) y las opciones quedan; los generadores, no
  assert.match(
    salida,
    /genStyleHooks\('Button', \(\) => \{ throw new Error\('estilos-antd: [^']+'\); \}, prepareComponentToken, \{ unitless: \{\} \}\)/,
  );
  assert.match(salida, /genSubStyleComponent\(\['Button', 'compact'\], \(\) => \{ throw /);
  assert.doesNotMatch(salida, /genBoton\(token\)\]/);
  assert.doesNotMatch(salida, /'compact'\], genBoton/);
  // si antd llegara a llamarlo (zeroRuntime apagado), el error lo dice
  const generador = new Function(`return ${salida.match(/\(\) => \{ throw [^}]+\}/)[0]}`)();
  assert.throws(generador, /se calculó al construir/);
  assert.ok(salida.includes('__fondoEstilo("9.9.9-Button-Button", ".ant-btn{color:red}");'));
  assert.ok(salida.includes('__fondoEstilo("9.9.9-Button-compact", ".ant-btn-compact{}");'));
  assert.deepEqual(dependencias, [archivo]);
});

test('el módulo de utilidades de estilos lleva la base; un módulo sin hojas queda igual', () => {
  const archivo = estilosDePrueba();
  const util = cargar('export const x = 1;', '/x/antd/es/theme/util/genStyleUtils.js', archivo).salida;
  assert.ok(util.includes('__fondoEstilo("9.9.9-base"'));
  const fuente = 'export const y = 2;';
  assert.equal(cargar(fuente, '/x/antd/es/button/Button.js', archivo).salida, fuente);
});

test('una hoja sin CSS calculado hace fallar la compilación (un componente sin estilo no se publica)', () => {
  const archivo = estilosDePrueba();
  assert.throws(
    () => cargar(`genStyleHooks(['Input', 'OTP'], fn)`, '/x/antd/es/input/style/otp.js', archivo),
    /no hay CSS para la hoja 'Input-OTP'/,
  );
});

test('el CSS calculado con el tema del portal cubre cada hoja de cada módulo de antd, y el cargador halla cada hoja calculada', () => {
  const estilos = JSON.parse(fs.readFileSync(archivoDeEstilosAntd(), 'utf8'));
  assert.equal(estilos.version, requerir('antd/package.json').version);
  // con el hash de antd en producción (el de esta versión: otra versión de antd no toca estas reglas) y las
  // variables del tema
  assert.match(estilos.hojas['Button-Button'], /:where\(\.css-[a-z0-9]+\)\.ant-btn\{/);
  assert.match(estilos.hojas['Button-Button'], /var\(--ant-color-primary\)/);
  assert.ok(estilos.base.length > 0);
  // el mapa de tokens derivado de la semilla del portal (tema.ts lo usa en vez de derivarlo en la página)
  assert.match(estilos.mapa.colorPrimaryBg, /^#[0-9a-f]{6}$/i);
  assert.equal(estilos.mapa.colorPrimary, undefined);
  const faltan = [];
  const halladas = new Set();
  const recorrer = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) recorrer(abs);
      else if (e.name.endsWith('.js')) {
        const fuente = fs.readFileSync(abs, 'utf8');
        for (const m of fuente.matchAll(cargador.HOJAS)) halladas.add(m[3] ? `${m[3]}-${m[3]}` : `${m[1]}-${m[2]}`);
        try {
          cargar(fuente, abs, archivoDeEstilosAntd());
        } catch (error) {
          faltan.push(error.message);
        }
      }
    }
  };
  recorrer(ANTD_ES);
  assert.deepEqual(faltan, []);
  // y al revés: cada hoja que antd registró al dibujar la encuentra el cargador en algún módulo (si no, su CSS
  // no viajaría a la página)
  assert.deepEqual(
    Object.keys(estilos.hojas).filter((h) => !halladas.has(h)),
    [],
  );
});
