// El documento de la API es verdadero, por reglas generales que siguen valiendo
// cuando se agregan rutas: valida con @apidevtools/swagger-parser; cada ruta registrada bajo /api está;
// las públicas no piden token y las demás sí; toda ruta declara 4XX y 500; los errores son JSON aunque
// la ruta entregue un PDF o un .xlsx; las rutas de archivos declaran sus tipos. Que cada status que una
// ruta responde esté declarado lo comprueba cada archivo de pruebas (test/estados-declarados.ts).
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { crearAppDePrueba, pedir, type AppDePrueba } from '../../test/ayudantes.js';
import { declarado } from '../../test/estados-declarados.js';

let p: AppDePrueba;
let doc: OpenAPIV3.Document;

beforeAll(async () => {
  p = await crearAppDePrueba();
  const r = await pedir(p.app, 'GET', '/api/docs/json');
  expect(r.statusCode).toBe(200);
  doc = r.json<OpenAPIV3.Document>();
});
afterAll(async () => {
  await p?.cerrar();
});

const operaciones = () =>
  Object.entries(doc.paths).flatMap(([ruta, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => item?.[m])
      .map((m) => ({ ruta, metodo: m, op: item![m]! })),
  );
const deRuta = (url: string) => url.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

test('valida como OpenAPI 3 con swagger-parser', async () => {
  // validate resuelve las referencias sobre el objeto: se le da una copia.
  await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  expect(doc.openapi).toMatch(/^3\./);
});

test('cada ruta registrada bajo /api está, y las públicas declaran security: [] y las demás el token', () => {
  expect(p.app.rutasApi.length).toBeGreaterThan(40);
  const faltan: string[] = [];
  const mal: string[] = [];
  for (const r of p.app.rutasApi) {
    if (r.metodo === 'HEAD') continue;
    const op = doc.paths[deRuta(r.url)]?.[r.metodo.toLowerCase() as 'get'];
    if (!op) {
      faltan.push(`${r.metodo} ${r.url}`);
      continue;
    }
    const publica = Array.isArray(op.security) && op.security.length === 0;
    if (publica !== (r.acceso === 'publico')) mal.push(`${r.metodo} ${r.url} (${String(r.acceso)})`);
  }
  expect({ faltan, mal }).toEqual({ faltan: [], mal: [] });
  expect(doc.security).toEqual([{ bearer: [] }]);
  for (const ruta of ['/api/login', '/api/fondos', '/api/health', '/api/afiliados/reestablecer-clave'])
    expect(
      doc.paths[ruta]?.[ruta === '/api/login' || ruta.includes('reestablecer') ? 'post' : 'get']?.security,
    ).toEqual([]);
});

test('toda ruta declara 4XX y 500, y todo error es JSON { error }', () => {
  const problemas: string[] = [];
  for (const { ruta, metodo, op } of operaciones()) {
    const respuestas = op.responses as Record<string, OpenAPIV3.ResponseObject>;
    if (!declarado(respuestas, 404) || !respuestas['500']) problemas.push(`${metodo} ${ruta}: sin 4XX o 500`);
    for (const [codigo, r] of Object.entries(respuestas)) {
      if (!/^[45]/.test(codigo)) continue;
      const tipos = Object.keys(r.content ?? {});
      const esquema = r.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
      if (tipos.join() !== 'application/json' || !esquema?.properties?.error)
        problemas.push(`${metodo} ${ruta} ${codigo}: ${tipos.join()}`);
    }
  }
  expect(problemas).toEqual([]);
});

test('archivos, PDF y .xlsx declaran su tipo; importar correo, su 502 y 503', () => {
  const tipos200 = (ruta: string) =>
    Object.keys((doc.paths[ruta]?.get?.responses['200'] as OpenAPIV3.ResponseObject).content ?? {});
  expect(tipos200('/api/archivos/{id_archivo}')).toEqual(
    expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg']),
  );
  expect(tipos200('/api/archivos/{id_archivo}')).not.toContain('application/json');
  expect(tipos200('/api/afiliados/{id}/certificado')).toEqual(['application/pdf']);
  expect(tipos200('/api/afiliados/{id}/actualizacion')).toEqual(['application/pdf']);
  expect(tipos200('/api/admin/afiliados/descargar')).toEqual([
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ]);
  // Una ruta que responde un binario no lo declara como JSON.
  const binariasComoJson = operaciones()
    .filter(({ op }) => {
      const c = (op.responses['200'] as OpenAPIV3.ResponseObject | undefined)?.content ?? {};
      return (c['application/json']?.schema as OpenAPIV3.SchemaObject | undefined)?.format === 'binary';
    })
    .map(({ metodo, ruta }) => `${metodo} ${ruta}`);
  expect(binariasComoJson).toEqual([]);
  const importar = doc.paths['/api/mensajes/importar']?.get?.responses ?? {};
  expect(Object.keys(importar)).toEqual(expect.arrayContaining(['200', '4XX', '500', '502', '503']));
  expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toContain('503');
});

test('un status que la ruta no declara se detecta', () => {
  expect(declarado({ '200': {}, '4XX': {} }, 413)).toBe(true);
  expect(declarado({ '200': {}, '4XX': {} }, 502)).toBe(false);
  expect(declarado({ '200': {}, '4XX': {}, '500': {} }, 204)).toBe(false);
});
