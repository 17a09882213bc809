// node --test: el CSS de antd calculado al construir (estilos-antd.js, cargador-estilos-antd.cjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { archivoDeEstilosAntd, reemplazosDeEstilosCalculados } from './estilos-antd.js';

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

test('el CSS calculado con el tema del portal cubre cada hoja de cada módulo de antd', () => {
  const estilos = JSON.parse(fs.readFileSync(archivoDeEstilosAntd(), 'utf8'));
  assert.equal(estilos.version, requerir('antd/package.json').version);
  // sin hash en las clases (hashed: false), con las variables del tema
  assert.match(estilos.hojas['Button-Button'], /\.ant-btn\{/);
  assert.doesNotMatch(estilos.hojas['Button-Button'], /:where\(/);
  assert.match(estilos.hojas['Button-Button'], /var\(--ant-color-primary\)/);
  assert.ok(estilos.base.length > 0);
  // el mapa de tokens derivado de la semilla del portal (tema.ts lo usa en vez de derivarlo en la página)
  assert.match(estilos.mapa.colorPrimaryBg, /^#[0-9a-f]{6}$/i);
  assert.equal(estilos.mapa.colorPrimary, undefined);
  const faltan = [];
  const recorrer = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) recorrer(abs);
      else if (e.name.endsWith('.js')) {
        try {
          cargar(fs.readFileSync(abs, 'utf8'), abs, archivoDeEstilosAntd());
        } catch (error) {
          faltan.push(error.message);
        }
      }
    }
  };
  recorrer(ANTD_ES);
  assert.deepEqual(faltan, []);
});

test('stylis y el CSS de íconos del ConfigProvider no viajan a la página: se cambian por sus pares calculados', async () => {
  const plugin = reemplazosDeEstilosCalculados();
  const pedir = (context, request) => {
    const pedido = { context, request };
    plugin.newResource(pedido);
    return pedido.request;
  };
  const modulos = path.dirname(path.dirname(ANTD_ES));
  const stylis = path.join(import.meta.dirname, 'estilos-calculados', 'stylis.js');
  const iconos = path.join(import.meta.dirname, 'estilos-calculados', 'estilo-de-iconos.js');
  assert.equal(pedir(path.join(modulos, '@ant-design/cssinjs/es/hooks'), 'stylis'), stylis);
  assert.equal(pedir(path.join(ANTD_ES, 'config-provider'), './style'), iconos);
  // los demás `./style` de antd (el CSS de cada componente) y stylis desde otro lado quedan
  assert.equal(pedir(path.join(ANTD_ES, 'button'), './style'), './style');
  assert.equal(pedir(path.join(import.meta.dirname), 'stylis'), 'stylis');
  // el ConfigProvider solo llama al gancho; stylis, si algo lo llamara, lo dice
  const { default: usarEstiloDeIconos } = await import(iconos);
  assert.equal(usarEstiloDeIconos('anticon', {}), undefined);
  const s = await import(stylis);
  for (const f of ['compile', 'middleware', 'prefixer', 'serialize', 'stringify']) {
    assert.throws(() => s[f]('a{}'), /se calculó al construir/, f);
  }
  // lo que @ant-design/cssinjs importa de stylis es justo lo que el par exporta
  const fuente = fs.readFileSync(path.join(modulos, '@ant-design/cssinjs/es/hooks/useStyleRegister.js'), 'utf8');
  const importados = fuente
    .match(/import \{([^}]+)\} from 'stylis'/)[1]
    .split(',')
    .map((x) => x.trim());
  assert.deepEqual(importados.sort(), Object.keys(s).sort());
});

test('Row y Col de antd (su grilla y la del Form) y el useCacheToken de su useToken se cambian por sus pares de @fondo/ui', () => {
  const plugin = reemplazosDeEstilosCalculados();
  const pedir = (context, request) => {
    const pedido = { context, request };
    plugin.newResource(pedido);
    return pedido.request;
  };
  const ui = path.join(import.meta.dirname, '..', 'ui', 'src', 'estilos-antd');
  const fila = path.join(ui, 'fila-ligera.ts');
  const columna = path.join(ui, 'columna-ligera.ts');
  assert.equal(pedir(path.join(ANTD_ES, 'grid'), './row'), fila);
  assert.equal(pedir(path.join(ANTD_ES, 'grid'), './col'), columna);
  assert.equal(pedir(path.join(ANTD_ES, 'form'), '../grid/col'), columna);
  assert.ok(fs.existsSync(fila) && fs.existsSync(columna));
  // lo que importa antd es lo que se cambia (si antd mueve su grilla, esta prueba lo dice)
  const importa = (archivo, pedido) =>
    new RegExp(`from '${pedido.replace(/[./]/g, '\\$&')}'`).test(fs.readFileSync(path.join(ANTD_ES, archivo), 'utf8'));
  assert.ok(importa('grid/index.js', './row') && importa('grid/index.js', './col'));
  assert.ok(importa('form/FormItemLabel.js', '../grid/col') && importa('form/FormItemInput.js', '../grid/col'));
  // el useToken de antd recibe el useCacheToken con `cssVar` estable; cssinjs desde el par mismo, el de verdad
  const token = path.join(ui, 'token-estable.ts');
  assert.equal(pedir(path.join(ANTD_ES, 'theme'), '@ant-design/cssinjs'), token);
  assert.ok(importa('theme/useToken.js', '@ant-design/cssinjs'));
  assert.equal(pedir(ui, '@ant-design/cssinjs'), '@ant-design/cssinjs');
  assert.equal(pedir(path.join(ANTD_ES, 'button'), '@ant-design/cssinjs'), '@ant-design/cssinjs');
  // el './row' de otro paquete, y la grilla importada por la propia grilla ligera (antd/es/grid/row), quedan
  assert.equal(pedir(path.join(ANTD_ES, 'table'), './row'), './row');
  assert.equal(pedir(ui, 'antd/es/grid/row'), 'antd/es/grid/row');
});
