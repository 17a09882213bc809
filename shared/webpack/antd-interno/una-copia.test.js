// node --test: la comprobación de una sola copia de antd, su CSS-in-JS y sus íconos, sobre el árbol instalado
// y sobre árboles de prueba con una segunda copia (en un workspace y anidada bajo otro paquete).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { comprobarUnaCopia, copiasInstaladas, PAQUETES_UNICOS } from './una-copia.js';

const RAIZ = path.resolve(import.meta.dirname, '..', '..', '..');

/** Un árbol de prueba: { 'ruta/package.json': {...} } escrito en una carpeta temporal. */
function arbol(archivos) {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'una-copia-'));
  for (const [ruta, contenido] of Object.entries(archivos)) {
    fs.mkdirSync(path.dirname(path.join(raiz, ruta)), { recursive: true });
    fs.writeFileSync(path.join(raiz, ruta), JSON.stringify(contenido));
  }
  return raiz;
}

const BASE = {
  'package.json': { name: 'raiz', workspaces: ['shell', 'mfe-*', 'shared/ui'] },
  'shell/package.json': { name: 'shell', dependencies: { antd: '6.6.8' } },
  'mfe-productos/package.json': { name: 'mfe-productos', dependencies: { antd: '6.6.8' } },
  'shared/ui/package.json': { name: '@fondo/ui', dependencies: { antd: '6.6.8', '@ant-design/cssinjs': '2.1.2' } },
  'node_modules/antd/package.json': { name: 'antd', version: '6.6.8' },
  'node_modules/@ant-design/cssinjs/package.json': { name: '@ant-design/cssinjs', version: '2.1.2' },
  'node_modules/@ant-design/icons/package.json': { name: '@ant-design/icons', version: '6.3.4' },
};

test('el árbol instalado tiene una sola copia de cada uno', () => {
  const copias = copiasInstaladas(RAIZ);
  for (const p of PAQUETES_UNICOS) assert.equal(copias.get(p).length, 1, `${p}: ${JSON.stringify(copias.get(p))}`);
  assert.doesNotThrow(() => comprobarUnaCopia(RAIZ));
});

test('un árbol de una copia pasa; un enlace (un workspace enlazado) no cuenta dos veces', () => {
  const raiz = arbol({ ...BASE, 'shared/ui/node_modules/.keep/package.json': {} });
  fs.mkdirSync(path.join(raiz, 'node_modules', '@fondo'), { recursive: true });
  fs.symlinkSync(path.join(raiz, 'shared', 'ui'), path.join(raiz, 'node_modules', '@fondo', 'ui'));
  fs.mkdirSync(path.join(raiz, 'shared/ui/node_modules'), { recursive: true });
  assert.doesNotThrow(() => comprobarUnaCopia(raiz));
});

test('una segunda antd en un workspace falla y nombra las copias, quién la declara y el arreglo', () => {
  const raiz = arbol({
    ...BASE,
    'mfe-productos/package.json': { name: 'mfe-productos', dependencies: { antd: '6.5.4' } },
    'mfe-productos/node_modules/antd/package.json': { name: 'antd', version: '6.5.4' },
  });
  assert.throws(
    () => comprobarUnaCopia(raiz),
    (e) => {
      assert.match(e.message, /antd: 2 copias instaladas/);
      assert.match(e.message, /6\.5\.4 en mfe-productos\/node_modules\/antd/);
      assert.match(e.message, /6\.6\.8 en node_modules\/antd/);
      assert.match(e.message, /shell \(6\.6\.8\), mfe-productos \(6\.5\.4\), shared\/ui \(6\.6\.8\)/);
      assert.match(e.message, /npm ls antd --all/);
      assert.doesNotMatch(e.message, /cssinjs:/);
      return true;
    },
  );
});

test('una copia anidada bajo otro paquete también cuenta', () => {
  const raiz = arbol({
    ...BASE,
    'node_modules/antd/node_modules/@ant-design/cssinjs/package.json': {
      name: '@ant-design/cssinjs',
      version: '2.0.0',
    },
  });
  assert.throws(
    () => comprobarUnaCopia(raiz),
    /@ant-design\/cssinjs: 2 copias instaladas, y el portal necesita una sola:\n {4}2\.1\.2 en node_modules\/@ant-design\/cssinjs\n {4}2\.0\.0 en node_modules\/antd\/node_modules\/@ant-design\/cssinjs/,
  );
});

test('sin instalar, lo dice', () => {
  const raiz = arbol({ 'package.json': { name: 'raiz', workspaces: [] } });
  assert.throws(() => comprobarUnaCopia(raiz), /antd: no está instalado\. Ejecute npm install/);
});
