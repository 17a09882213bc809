// node --test: los singletons compartidos y lo que hace Module Federation 2.9 con un remoto
// construido contra una versión incompatible de @fondo/runtime.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import os from 'node:os';
import webpack from 'webpack';
import { COMPARTIDOS, configuracionCompartida, PISTA_DE_COMPILACION, PistaDeCompilacion } from './federacion.js';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');
const versionRuntime = JSON.parse(fs.readFileSync(path.join(RAIZ, 'shared/runtime/package.json'), 'utf8')).version;

test('antd, los íconos, dayjs y @fondo/ui no se comparten; los singletons llevan versión y strictVersion', () => {
  const c = configuracionCompartida(path.join(RAIZ, 'shell'));
  for (const p of ['antd', '@ant-design/icons', 'dayjs', '@fondo/ui']) assert.equal(c[p], undefined, p);
  for (const p of [...COMPARTIDOS, 'react-dom/', 'react/jsx-runtime']) {
    assert.equal(c[p].singleton, true, p);
    assert.equal(c[p].strictVersion, true, p);
    assert.match(c[p].requiredVersion, /^\^\d+\.\d+\.\d+$/, p);
  }
  assert.equal(c['@fondo/runtime'].version, versionRuntime);
});

/** La shell con @fondo/runtime ya cargado, y un remoto que lo pide con otro rango. */
async function remotoQuePide(requiredVersion, versionDelRemoto) {
  const shell = configuracionCompartida(path.join(RAIZ, 'shell'))['@fondo/runtime'];
  const delShell = { soy: 'el runtime de la shell' };
  const anfitrion = createInstance({
    name: 'shell',
    remotes: [],
    shared: { '@fondo/runtime': { version: shell.version, lib: () => delShell, shareConfig: shell } },
    shareStrategy: 'loaded-first',
  });
  assert.equal((await anfitrion.loadShare('@fondo/runtime'))(), delShell);
  const remoto = createInstance({
    name: 'mfe_nuevo',
    remotes: [],
    shared: {
      '@fondo/runtime': {
        version: versionDelRemoto,
        get: async () => () => ({ soy: 'una segunda copia' }),
        shareConfig: { ...shell, requiredVersion },
      },
    },
    shareStrategy: 'loaded-first',
  });
  remoto.initShareScopeMap('default', anfitrion.shareScopeMap.default);
  return { delShell, carga: remoto.loadShare('@fondo/runtime') };
}

test('un remoto construido contra @fondo/runtime ^2 con la shell en 1.x falla y el error nombra ambas versiones', async () => {
  const { carga } = await remotoQuePide('^2.0.0', '2.0.0');
  await assert.rejects(carga, (e) => {
    assert.match(e.message, new RegExp(`Version ${versionRuntime.replaceAll('.', '\\.')} from shell`));
    assert.match(e.message, /@fondo\/runtime/);
    assert.match(e.message, /needs \^2\.0\.0/);
    return true;
  });
});

test('un remoto compatible usa el runtime de la shell (un solo objeto), no su copia', async () => {
  const { delShell, carga } = await remotoQuePide(`^${versionRuntime}`, versionRuntime);
  assert.equal((await carga)(), delShell);
});

test('cada .js minificado empieza con la pista de compilación de V8, y su hash es el de ese contenido', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pista-'));
  try {
    fs.writeFileSync(path.join(dir, 'entrada.js'), "import('./diferido.js').then((m) => console.log(m.valor));\n");
    fs.writeFileSync(path.join(dir, 'diferido.js'), '// un comentario que minificar quita\nexport const valor = 42;\n');
    const salida = path.join(dir, 'dist');
    const stats = await new Promise((ok, mal) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './entrada.js' },
          output: { path: salida, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
          plugins: [new PistaDeCompilacion()],
        },
        (e, s) => (e ? mal(e) : ok(s)),
      ),
    );
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const archivos = fs.readdirSync(salida).filter((f) => f.endsWith('.js'));
    assert.equal(archivos.length, 2);
    for (const f of archivos) {
      const texto = fs.readFileSync(path.join(salida, f), 'utf8');
      assert.ok(texto.startsWith(`${PISTA_DE_COMPILACION}\n`), f);
      assert.equal(texto.split(PISTA_DE_COMPILACION).length, 2, `una sola vez en ${f}`);
      assert.doesNotMatch(texto, /un comentario que minificar quita/);
    }
    // el hash del nombre se calcula con la pista ya puesta
    const diferido = archivos.find((f) => f !== 'main.js');
    const contenido = fs.readFileSync(path.join(salida, diferido));
    const { hashFunction, hashDigest } = stats.compilation.outputOptions;
    const hash = webpack.util.createHash(hashFunction).update(contenido).digest(hashDigest).slice(0, 8);
    assert.equal(diferido, `${diferido.split('.')[0]}.${hash}.js`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
