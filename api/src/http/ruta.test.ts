// La tabla de rutas del contrato y su capa de esquemas dicen lo mismo: los
// parámetros de cada ruta son los de su esquema params, y `binario` marca justo las que producen otra
// cosa que JSON. Que cada operación se registre con su acceso lo prueba test/matriz-rutas.test.ts.
import { rutas, type DefinicionRuta } from '@fondo/contrato';
import { esquemasRutas, type EsquemaOperacion } from '@fondo/contrato/esquemas';
import { esquemaFastify } from './ruta.js';

const operaciones = Object.entries(rutas).flatMap(([grupo, ops]) =>
  Object.entries(ops as Record<string, DefinicionRuta>).map(([nombre, ruta]) => ({
    clave: `${grupo}.${nombre}`,
    ruta,
    esquema: (esquemasRutas as unknown as Record<string, Record<string, EsquemaOperacion>>)[grupo]?.[nombre],
  })),
);

test('cada operación de la tabla tiene sus esquemas, y los grupos son los mismos', () => {
  expect(operaciones.length).toBeGreaterThan(70);
  expect(operaciones.filter((o) => !o.esquema).map((o) => o.clave)).toEqual([]);
  expect(Object.keys(esquemasRutas)).toEqual(Object.keys(rutas));
});

test('los parámetros de la ruta son los del esquema params', () => {
  const distintos = operaciones.filter(({ ruta, esquema }) => {
    const enRuta = [...ruta.ruta.matchAll(/:([a-z_]+)/g)].map((m) => m[1]).sort();
    // TSchema es {}: la anotación (no una aserción) deja leer properties.
    const params: { properties?: Record<string, unknown> } | undefined = esquema?.params;
    return JSON.stringify(enRuta) !== JSON.stringify(Object.keys(params?.properties ?? {}).sort());
  });
  expect(distintos.map((o) => o.clave)).toEqual([]);
});

test('binario: justo las operaciones que producen otra cosa que JSON', () => {
  const distintos = operaciones.filter(({ ruta, esquema }) => Boolean(ruta.binario) !== Boolean(esquema?.produce));
  expect(distintos.map((o) => o.clave)).toEqual([]);
});

test('el esquema de Fastify lleva las claves de @fastify/swagger, solo las que la operación tiene', () => {
  const e = esquemaFastify(esquemasRutas.certificados.descargar);
  expect(Object.keys(e).sort()).toEqual(
    ['params', 'produces', 'querystring', 'response', 'summary', 'tags', 'description'].sort(),
  );
  expect(e.summary).toBe(esquemasRutas.certificados.descargar.resumen);
  expect(Object.keys(esquemaFastify(esquemasRutas.admin.importar)).sort()).toEqual(
    ['consumes', 'description', 'response', 'summary', 'tags'].sort(),
  );
});
