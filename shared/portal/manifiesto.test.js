// node --test: el manifiesto del portal es coherente y remotes.json sale de él.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GRUPOS_MENU, REMOTOS, SHELL, listaDeRemotos, prefijosDe } from './manifiesto.js';

test('nombres de MF, carpetas y puertos únicos; nombres que son identificadores', () => {
  const nombres = REMOTOS.map((r) => r.nombre);
  assert.equal(new Set(nombres).size, nombres.length);
  assert.equal(new Set(REMOTOS.map((r) => r.carpeta)).size, REMOTOS.length);
  const puertos = [SHELL.puerto, ...REMOTOS.map((r) => r.puerto)];
  assert.equal(new Set(puertos).size, puertos.length);
  for (const n of nombres) assert.match(n, /^[a-z][a-z0-9_]*$/);
});

test('ningún prefijo de ruta es de dos remotos; todo patrón es absoluto', () => {
  const duenos = new Map();
  for (const r of REMOTOS) {
    for (const p of prefijosDe(r)) {
      assert.ok(!duenos.has(p), `${p} es de ${duenos.get(p)} y de ${r.nombre}`);
      duenos.set(p, r.nombre);
    }
    for (const ruta of r.rutas) assert.match(ruta.patron, /^\/[a-z]/);
  }
  assert.deepEqual(prefijosDe(REMOTOS[0]), ['/inicio', '/ahorro', '/credito', '/certificaciones']);
});

test('cada entrada de menú apunta a una ruta de su remoto y a un grupo que existe', () => {
  const grupos = new Set(GRUPOS_MENU.map((g) => g.clave));
  for (const r of REMOTOS) {
    const prefijos = prefijosDe(r);
    for (const e of r.menu) {
      assert.ok(prefijos.includes(`/${e.ruta.split('/')[1]}`), `${e.ruta} no es de ${r.nombre}`);
      if (e.grupo) assert.ok(grupos.has(e.grupo), `grupo ${e.grupo}`);
      else assert.ok(e.icono, `${e.etiqueta} sin grupo necesita ícono`);
    }
  }
});

test('remotes.json: producción bajo /remotes/<carpeta>/, desarrollo en el puerto de cada remoto', () => {
  const soloProductos = (c) => c === 'mfe-productos';
  assert.deepEqual(listaDeRemotos({ existe: soloProductos }), {
    mfe_productos: '/remotes/mfe-productos/mf-manifest.json',
  });
  assert.deepEqual(listaDeRemotos({ desarrollo: true, existe: soloProductos }), {
    mfe_productos: 'http://localhost:8302/mf-manifest.json',
  });
  assert.equal(Object.keys(listaDeRemotos()).length, REMOTOS.length);
});
