// node --test: los módulos de antd que la compilación cambia por uno propio (reemplazos.js).
// Que antd siga haciendo cada import cambiado lo comprueba supuestos.test.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { reemplazosDeEstilosCalculados, reemplazosDiferidos } from './reemplazos.js';

/** Lo que queda de un pedido de `request` desde `context` tras el plugin (cambiado o igual). */
const pedidoCon = (plugin) => (context, request) => {
  const pedido = { context, request };
  plugin.newResource(pedido);
  return pedido.request;
};

const ANTD_ES = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

test('el Tooltip de antd/es/form y el UniqueProvider de su ConfigProvider se cambian por los que los traen al dibujarse; los demás no', async () => {
  const pedir = pedidoCon(reemplazosDiferidos());
  const tooltip = path.join(import.meta.dirname, 'tooltip-de-etiqueta.js');
  const unico = path.join(import.meta.dirname, 'proveedor-unico-diferido.js');
  const antd = ANTD_ES;
  assert.equal(pedir(path.join(antd, 'form'), '../tooltip'), tooltip);
  assert.equal(pedir(path.join(antd, 'config-provider'), '../tooltip/UniqueProvider'), unico);
  assert.equal(pedir(path.join(antd, 'typography/Base'), '../../tooltip'), '../../tooltip');
  assert.equal(pedir(path.join(antd, 'slider'), '../tooltip'), '../tooltip');
  assert.equal(pedir(path.join(antd, 'form'), '../tooltip/UniqueProvider'), '../tooltip/UniqueProvider');
  assert.equal(pedir(path.join(antd, 'config-provider'), '../tooltip'), '../tooltip');
  // mientras llega el módulo de antd se ven los hijos
  for (const archivo of [tooltip, unico]) {
    const { default: Diferido } = await import(archivo);
    const html = renderToString(createElement(Diferido, { title: 'Ayuda' }, createElement('span', null, '?')));
    assert.match(html, /<span>\?<\/span>/, archivo);
  }
});

test('el useCacheToken del useToken de antd se cambia por el de @fondo/ui (cssVar estable)', () => {
  const pedir = pedidoCon(reemplazosDeEstilosCalculados());
  const ui = path.join(import.meta.dirname, '..', '..', 'ui', 'src', 'antd-interno');
  // el useToken de antd recibe el useCacheToken con `cssVar` estable; cssinjs desde el par mismo, el de verdad
  const token = path.join(ui, 'token-estable.ts');
  assert.ok(fs.existsSync(token));
  assert.equal(pedir(path.join(ANTD_ES, 'theme'), '@ant-design/cssinjs'), token);
  assert.equal(pedir(ui, '@ant-design/cssinjs'), '@ant-design/cssinjs');
  assert.equal(pedir(path.join(ANTD_ES, 'button'), '@ant-design/cssinjs'), '@ant-design/cssinjs');
  // la grilla de antd es la de antd (la ligera no ahorraba: docs/telefono.md)
  assert.equal(pedir(path.join(ANTD_ES, 'grid'), './row'), './row');
  assert.equal(pedir(path.join(ANTD_ES, 'form'), '../grid/col'), '../grid/col');
});

test('stylis y el CSS de íconos del ConfigProvider no viajan a la página: se cambian por sus pares calculados', async () => {
  const pedir = pedidoCon(reemplazosDeEstilosCalculados());
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
});
