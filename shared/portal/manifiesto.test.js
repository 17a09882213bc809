// node --test: el manifiesto del portal es coherente y remotes.json sale de él.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  GRUPOS_MENU,
  REMOTOS,
  SHELL,
  chunkDePagina,
  coincide,
  listaDeRemotos,
  prefijosDe,
  rutaDelManifiesto,
} from './manifiesto.js';

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

test('chunk de cada página: un nombre por patrón, único en su remoto', () => {
  assert.equal(chunkDePagina('/inicio'), 'pagina-inicio');
  assert.equal(chunkDePagina('/solicitudes-credito/:mode'), 'pagina-solicitudes-credito');
  assert.equal(chunkDePagina('/solicitud-credito/:id?'), 'pagina-solicitud-credito');
  assert.equal(chunkDePagina('/admin/tipos-credito'), 'pagina-admin-tipos-credito');
  for (const r of REMOTOS) {
    const nombres = r.rutas.map((x) => chunkDePagina(x.patron));
    assert.equal(new Set(nombres).size, nombres.length, r.nombre);
  }
});

test('la ruta del manifiesto de un pathname: parámetros y opcionales como react-router', () => {
  assert.ok(coincide('/solicitud-credito/:id?', '/solicitud-credito'));
  assert.ok(coincide('/solicitud-credito/:id?', '/solicitud-credito/5'));
  assert.ok(!coincide('/solicitud-credito/:id?', '/solicitud-credito/5/x'));
  assert.ok(coincide('/mensaje/:id', '/mensaje/nuevo'));
  assert.ok(!coincide('/mensaje/:id', '/mensaje'));
  assert.ok(coincide('/inicio', '/inicio/'));
  assert.ok(!coincide('/admin', '/admin/afiliados'));
  assert.ok(!coincide('/inicio', '/%E0%A4%A'));
  assert.deepEqual(
    [rutaDelManifiesto('/inicio')?.remoto.nombre, rutaDelManifiesto('/inicio')?.ruta.patron],
    ['mfe_productos', '/inicio'],
  );
  assert.equal(rutaDelManifiesto('/actualizacion/7')?.ruta.patron, '/actualizacion/:id?');
  assert.equal(rutaDelManifiesto('/admin/creditos')?.remoto.nombre, 'mfe_admin');
  assert.equal(rutaDelManifiesto('/login'), null);
  assert.equal(rutaDelManifiesto('/ahorro/x'), null);
});

test('los datos de una página son rutas GET de la API, sin el prefijo /api', () => {
  for (const r of REMOTOS)
    for (const ruta of r.rutas) for (const d of ruta.datos ?? []) assert.match(d, /^[a-z][a-z0-9\-/]*(\?.*)?$/, d);
  assert.deepEqual(rutaDelManifiesto('/inicio')?.ruta.datos, ['afiliados/me/resumen', 'afiliados/me/novedades']);
});
