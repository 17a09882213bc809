// Convención de listas sobre una tabla pequeña (tipo_credito): página, tamaño, orden de la lista
// blanca (con '-'), filtro, total; y los 400 en español de una consulta fuera de la convención.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ConsultaListaEsquema, RespuestaListaEsquema, errores } from '@fondo/contrato/esquemas';
import type { RespuestaLista } from '@fondo/contrato';
import { tipoCredito } from '../db/schema.js';
import { paginar } from './listas.js';
import { pluginDeRutas } from './ruta.js';
import { crearAppDePrueba, crearAfiliado, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';

interface Fila {
  id_tipo_credito: number;
  nombre: string;
  tasa: string;
}

const Consulta = ConsultaListaEsquema(['nombre', 'tasa'], { texto: Type.Optional(Type.String({ maxLength: 50 })) });

const rutaDePrueba = pluginDeRutas((api) => {
  api.get(
    '/prueba/tipos',
    {
      config: { acceso: 'superadmin' },
      schema: {
        querystring: Consulta,
        response: {
          200: RespuestaListaEsquema(
            Type.Object({ id_tipo_credito: Type.Integer(), nombre: Type.String(), tasa: Type.String() }),
          ),
          ...errores,
        },
      },
    },
    async (request) => {
      const texto = request.query.texto?.trim();
      return paginar<Fila, 'nombre' | 'tasa'>(
        api.db,
        {
          columnas: sql`t.id_tipo_credito, t.nombre, t.tasa::text as tasa`,
          desde: sql`tipo_credito t`,
          clave: sql`t.id_tipo_credito`,
          donde: texto ? [sql`t.nombre ilike ${`%${texto}%`}`] : [],
          ordenables: { nombre: sql`t.nombre`, tasa: sql`t.tasa` },
          porDefecto: 'nombre',
          desempate: sql`t.id_tipo_credito`,
        },
        request.query,
      );
    },
  );
});

let prueba: AppDePrueba;
let token: string;
beforeAll(async () => {
  prueba = await crearAppDePrueba({
    registrar: async (app) => {
      await app.register(rutaDePrueba, { prefix: '/api' });
    },
  });
  const { afiliado } = await crearAfiliado(prueba.db, { superadmin: true });
  token = await tokenDirecto(prueba.app, afiliado.id_afiliado);
  await prueba.db.insert(tipoCredito).values(
    [
      ['Educativo', '0.010000'],
      ['Vivienda', '0.009000'],
      ['Libre Inversión', '0.015000'],
      ['Calamidad', '0.005000'],
      ['Vehículo', '0.012000'],
    ].map(([nombre, tasa]) => ({ nombre: nombre!, tasa: tasa! })),
  );
});
afterAll(async () => {
  await prueba?.cerrar();
});

const lista = async (consulta: string) => {
  const r = await pedir(prueba.app, 'GET', `/api/prueba/tipos?${consulta}`, token);
  return { status: r.statusCode, cuerpo: r.json<RespuestaLista<Fila> & { error?: string }>() };
};
const nombres = (r: RespuestaLista<Fila>) => r.filas.map((f) => f.nombre);

test('por defecto: primera página, orden por defecto, total de todo', async () => {
  const r = await lista('');
  expect(r.status).toBe(200);
  expect(nombres(r.cuerpo)).toEqual(['Calamidad', 'Educativo', 'Libre Inversión', 'Vehículo', 'Vivienda']);
  expect(r.cuerpo.total).toBe(5);
});

test('página y tamaño: la segunda página de 2, con el total del filtro', async () => {
  const r = await lista('pagina=2&tamano=2&orden=-tasa');
  expect(nombres(r.cuerpo)).toEqual(['Educativo', 'Vivienda']);
  expect(r.cuerpo.total).toBe(5);
});

test('una página más allá del final: filas vacías y el total igual', async () => {
  expect((await lista('pagina=9&tamano=2')).cuerpo).toEqual({ filas: [], total: 5 });
});

test('filtro: el total cuenta solo lo filtrado', async () => {
  const r = await lista('texto=ve&orden=-nombre&tamano=1');
  expect(nombres(r.cuerpo)).toEqual(['Vehículo']);
  expect(r.cuerpo.total).toBe(2);
});

test.each([
  ['orden=password', "El campo 'orden' debe ser uno de: nombre, tasa, -nombre, -tasa"],
  ['tamano=101', "El campo 'tamano' debe ser menor o igual a 100"],
  ['tamano=0', "El campo 'tamano' debe ser mayor o igual a 1"],
  ['pagina=0', "El campo 'pagina' debe ser mayor o igual a 1"],
  ['pagina=abc', "El campo 'pagina' debe ser un número entero"],
])('%s -> 400 en español', async (consulta, error) => {
  expect(await lista(consulta)).toEqual({ status: 400, cuerpo: { error } });
});
