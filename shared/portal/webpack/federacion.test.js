// node --test: los singletons compartidos y lo que hace Module Federation 2.9 con un remoto
// construido contra una versión incompatible de @fondo/runtime.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { COMPARTIDOS, configuracionCompartida, reemplazoTooltipDeEtiqueta } from './federacion.js';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..');
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

test('el Tooltip de antd/es/form (la ayuda de Form.Item) se cambia por el que lo trae al dibujarse; los demás no', async () => {
  const plugin = reemplazoTooltipDeEtiqueta();
  const pedir = (context, request) => {
    const pedido = { context, request };
    plugin.newResource(pedido);
    return pedido.request;
  };
  const propio = path.join(import.meta.dirname, 'tooltip-de-etiqueta.js');
  assert.equal(pedir(path.join(RAIZ, 'node_modules/antd/es/form'), '../tooltip'), propio);
  assert.equal(pedir(path.join(RAIZ, 'node_modules/antd/es/typography/Base'), '../../tooltip'), '../../tooltip');
  assert.equal(pedir(path.join(RAIZ, 'node_modules/antd/es/slider'), '../tooltip'), '../tooltip');
  // mientras llega el Tooltip de antd se ve el ícono de la etiqueta
  const { default: TooltipDeEtiqueta } = await import(propio);
  const html = renderToString(createElement(TooltipDeEtiqueta, { title: 'Ayuda' }, createElement('span', null, '?')));
  assert.match(html, /<span>\?<\/span>/);
});
