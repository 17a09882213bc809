// Consultas preparadas con nombre (db/client.ts): mismas filas en PGlite, en PostgreSQL (con
// DATABASE_URL) y dentro de una transacción; parámetros de texto intactos; preparada una sola vez.
import { sql } from 'drizzle-orm';
import { consultaPreparada } from './client.js';
import { consultar } from './filas.js';
import { crearAppDePrueba, type AppDePrueba } from '../../test/ayudantes.js';

let prueba: AppDePrueba;
beforeAll(async () => {
  prueba = await crearAppDePrueba();
});
afterAll(async () => {
  await prueba.cerrar();
});

const suma = consultaPreparada<{ n: number; t: string | null; b: boolean | null }>(
  'prueba_suma',
  'select $1::int + 1 as n, $2::text as t, $3::boolean as b',
);
const eco = consultaPreparada<{ t: string }>('prueba_eco', 'select $1::text as t');
const preparadas = consultaPreparada<{ name: string }>(
  'prueba_preparadas',
  'select name from pg_prepared_statements order by name',
);

test('devuelve las filas con sus tipos, también null y negativos', async () => {
  expect(await suma(prueba.db, [41, 'hola', true])).toEqual([{ n: 42, t: 'hola', b: true }]);
  expect(await suma(prueba.db, [-3, null, false])).toEqual([{ n: -2, t: null, b: false }]);
});

test('queda preparada con su nombre en la sesión (PostgreSQL ya no la analiza en cada llamada)', async () => {
  await eco(prueba.db, ['x']);
  const nombres = (await preparadas(prueba.db, [])).map((f) => f.name);
  expect(nombres).toEqual(expect.arrayContaining(['prueba_eco', 'prueba_preparadas']));
});

test('un texto con comillas, barras invertidas y tildes llega intacto (sin inyección)', async () => {
  const texto = "O'Hara \\ \\' ñandú ''); drop table afiliado; --";
  expect(await eco(prueba.db, [texto])).toEqual([{ t: texto }]);
  expect(await consultar(prueba.db, sql`select to_regclass('public.afiliado') is not null as existe`)).toEqual([
    { existe: true },
  ]);
});

test('la primera vez, llamadas simultáneas se preparan una sola vez y todas responden', async () => {
  const concurrente = consultaPreparada<{ n: number }>('prueba_concurrente', 'select $1::int * 2 as n');
  const resultados = await Promise.all(Array.from({ length: 12 }, (_, i) => concurrente(prueba.db, [i])));
  expect(resultados.map((r) => r[0]?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
});

test('dentro de una transacción usa la conexión de la transacción', async () => {
  const filas = await prueba.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table prueba_tx (v int) on commit drop`);
    await tx.execute(sql`insert into prueba_tx values (7)`);
    const enTx = consultaPreparada<{ v: number; t: string }>('prueba_tx', 'select v, $1::text as t from prueba_tx');
    return enTx(tx, ["a'b"]);
  });
  expect(filas).toEqual([{ v: 7, t: "a'b" }]);
});

test('nombre repetido o inválido: error al definirla', () => {
  expect(() => consultaPreparada('prueba_eco', 'select 1')).toThrow('Consulta preparada repetida: prueba_eco');
  expect(() => consultaPreparada('mal nombre; drop', 'select 1')).toThrow(
    'Nombre de consulta inválido: mal nombre; drop',
  );
});
