// La tabla de rutas: sin repetidas, y los tipos de petición y respuesta exigen lo que
// la ruta pide (las líneas @ts-expect-error las comprueba tsc). La coherencia con los esquemas (TypeBox,
// que aquí no carga) la prueba la API: api/src/http/ruta.test.ts.
import { rutas, type DefinicionRuta } from './rutas';
import type { EsquemaOperacion, EsquemasDe, PeticionDe, RespuestaDe } from './esquemas/rutas';
import type { Resumen, RespuestaSolicitudes } from './index';

const operaciones = Object.entries(rutas).flatMap(([grupo, ops]) =>
  Object.entries(ops as Record<string, DefinicionRuta>).map(([nombre, ruta]) => ({
    clave: `${grupo}.${nombre}`,
    ruta,
  })),
);

test('cada método y ruta aparece una sola vez', () => {
  const vistas = operaciones.map((o) => `${o.ruta.metodo} ${o.ruta.ruta}`);
  expect(vistas.filter((v, i) => vistas.indexOf(v) !== i)).toEqual([]);
  expect(operaciones.every((o) => o.ruta.ruta.startsWith('/') && !o.ruta.ruta.startsWith('/api/'))).toBe(true);
});

test('tipos de petición y respuesta', () => {
  const resumen: PeticionDe<'productos', 'resumen'> = { params: { id: 'me' } };
  // @ts-expect-error falta params
  const sinParams: PeticionDe<'productos', 'resumen'> = {};
  // @ts-expect-error la ruta no tiene cuerpo
  const conCuerpo: PeticionDe<'productos', 'resumen'> = { params: { id: 'me' }, cuerpo: {} };
  const lista: PeticionDe<'solicitudes', 'listarMias'> = { consulta: { pagina: 1 } };
  // @ts-expect-error el cuerpo de la revisión tiene id_solicitud y estado
  const revision: PeticionDe<'solicitudes', 'revisar'> = { cuerpo: { observaciones: 'x' } };
  const r1: Resumen = {} as RespuestaDe<'productos', 'resumen'>;
  const r2: RespuestaSolicitudes = {} as RespuestaDe<'solicitudes', 'listarMias'>;
  // @ts-expect-error la respuesta es un objeto (no any)
  const r3: number = {} as RespuestaDe<'productos', 'resumen'>;
  const pdf: [RespuestaDe<'solicitudes', 'plantilla'>] extends [never] ? true : false = true;
  expect([resumen, sinParams, conCuerpo, lista, revision, r1, r2, r3, pdf]).toHaveLength(9);
});

test('EsquemasDe: una operación de la tabla sin sus esquemas, o una de más, no compila', () => {
  type Tabla = { solicitudes: { listarMias: DefinicionRuta; listarTodas: DefinicionRuta } };
  const op: EsquemaOperacion = { resumen: 'x', etiquetas: [], respuestas: { 200: {} } };
  const completo: EsquemasDe<Tabla> = { solicitudes: { listarMias: op, listarTodas: op } };
  // @ts-expect-error falta listarTodas
  const incompleto: EsquemasDe<Tabla> = { solicitudes: { listarMias: op } };
  // @ts-expect-error otra no está en la tabla
  const sobra: EsquemasDe<Tabla> = { solicitudes: { listarMias: op, listarTodas: op, otra: op } };
  expect([completo, incompleto, sobra]).toHaveLength(3);
});
