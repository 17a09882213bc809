// Lecturas guardadas de Productos (lecturas-guardadas.ts): el JSON enviado cumple el contrato, y
// ningún cambio confirmado queda oculto: ni en este proceso, ni desde otra conexión, ni en otra app
// (otro proceso) sobre la misma base. Con DATABASE_URL la "otra conexión" es un cliente pg aparte y
// la "otra app" un segundo buildApp con su propio pool sobre la misma base PostgreSQL; en PGlite (una
// sola conexión por base) ambos escriben por la misma base, sin pasar por las rutas de Productos.
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import type { FastifyInstance } from 'fastify';
import { RespuestaAportesEsquema, RespuestaCreditosEsquema, ResumenEsquema } from '@fondo/contrato/esquemas';
import type { RespuestaAportes, RespuestaCreditos, Resumen, ErrorApi } from '@fondo/contrato';
import { buildApp } from '../app.js';
import { abrirBaseDeDatos, type BaseDeDatos } from '../db/client.js';
import { afiliado, aporte, corte, credito, tipoAporte, tipoCredito } from '../db/schema.js';
import { crearAfiliado, pedir, tokenDirecto, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import { prepararDatosProductos } from '../../test/datos-productos.js';
import { cuantasGuardadas } from './lecturas-guardadas.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let tokenMiembro: string;
let tokenAdmin: string;
let c: Record<string, number>;
let t: Record<string, number>;
let tc: Record<string, number>;

beforeAll(async () => {
  ({ prueba, miembro, tokenMiembro, tokenAdmin, c, t, tc } = await prepararDatosProductos());
});
afterAll(async () => {
  await prueba?.cerrar();
});

const leer = async <T>(app: FastifyInstance, ruta: string, token = tokenMiembro): Promise<T> => {
  const r = await pedir(app, 'GET', `/api/afiliados/me/${ruta}`, token);
  expect(r.statusCode).toBe(200);
  return r.json<T>();
};

/** Ejecuta SQL como lo haría otro proceso: otra conexión (PostgreSQL) o la base directamente (PGlite). */
async function desdeOtraConexion(texto: string, valores: unknown[] = []): Promise<void> {
  if (prueba.config.databaseUrl) {
    const otro = new pg.Client({ connectionString: prueba.config.databaseUrl });
    await otro.connect();
    try {
      await otro.query(texto, valores);
    } finally {
      await otro.end();
    }
  } else {
    const cliente = (prueba.db as unknown as { $client: { query(t: string, v: unknown[]): Promise<unknown> } }).$client;
    await cliente.query(texto, valores);
  }
}

describe('el JSON armado en PostgreSQL cumple el contrato', () => {
  test.each([
    ['resumen', ResumenEsquema],
    ['aportes', RespuestaAportesEsquema],
    ['creditos', RespuestaCreditosEsquema],
  ] as const)('%s: application/json, válido según su esquema, igual al guardarse', async (ruta, esquema) => {
    const primera = await pedir(prueba.app, 'GET', `/api/afiliados/me/${ruta}`, tokenMiembro);
    expect(primera.headers['content-type']).toBe('application/json; charset=utf-8');
    const cuerpo: unknown = primera.json();
    expect([...Value.Errors(esquema, cuerpo)]).toEqual([]);
    const segunda = await pedir(prueba.app, 'GET', `/api/afiliados/me/${ruta}`, tokenMiembro);
    expect(segunda.json()).toEqual(cuerpo);
  });
});

describe('un cambio confirmado se ve en la siguiente lectura', () => {
  test('aporte nuevo en el último corte: aportes y resumen', async () => {
    const antes = await leer<RespuestaAportes>(prueba.app, 'aportes');
    await leer<Resumen>(prueba.app, 'resumen');
    expect(cuantasGuardadas(prueba.db)).toBeGreaterThan(0);
    await prueba.db.insert(aporte).values({
      id_corte: c['2026-01-31']!,
      id_afiliado: miembro.id_afiliado,
      id_tipo_aporte: t['Ahorro Programado']!,
      total: '0.10',
      cuota: '0',
    });
    const despues = await leer<RespuestaAportes>(prueba.app, 'aportes');
    expect(despues.aportes).toHaveLength(antes.aportes.length + 1);
    // 1234567.10 + 0.20 + 0.00 + 0.10, exacto.
    expect((await leer<Resumen>(prueba.app, 'resumen')).aportes).toBe(1234567.4);
  });

  test('saldo de un crédito cambiado desde otra conexión: créditos y resumen', async () => {
    await leer<RespuestaCreditos>(prueba.app, 'creditos');
    await leer<Resumen>(prueba.app, 'resumen');
    await desdeOtraConexion("update credito set saldo = '1000000.50' where numero = 'A-1' and id_corte = $1", [
      c['2026-01-31'],
    ]);
    const creditos = await leer<RespuestaCreditos>(prueba.app, 'creditos');
    expect(creditos.creditos.find((x) => x.numero === 'A-1')?.saldo).toBe(1000000.5);
    // 1000000.50 + 2000000.20
    expect((await leer<Resumen>(prueba.app, 'resumen')).creditos).toBe(3000000.7);
  });

  test('tipos de aporte y de crédito: nombre cambiado desde otra conexión', async () => {
    await leer<RespuestaAportes>(prueba.app, 'aportes');
    await leer<RespuestaCreditos>(prueba.app, 'creditos');
    await desdeOtraConexion("update tipo_aporte set nombre = 'Revalorización' where id_tipo_aporte = $1", [
      t.Revalorizacion,
    ]);
    await desdeOtraConexion("update tipo_credito set tasa = '0.015000' where id_tipo_credito = $1", [tc.Vivienda]);
    const aportes = await leer<RespuestaAportes>(prueba.app, 'aportes');
    expect(aportes.tipos.map((x) => x.nombre)).toContain('Revalorización');
    expect(aportes.aportes.find((x) => x.id_tipo_aporte === t.Revalorizacion)?.tipo_aporte.nombre).toBe(
      'Revalorización',
    );
    const creditos = await leer<RespuestaCreditos>(prueba.app, 'creditos');
    expect(creditos.tipos.find((x) => x.id_tipo_credito === tc.Vivienda)?.tasa).toBe(0.015);
    // Y por Drizzle, en este proceso.
    await prueba.db
      .update(tipoCredito)
      .set({ nombre: 'Vivienda Nueva' })
      .where(eq(tipoCredito.id_tipo_credito, tc.Vivienda!));
    expect((await leer<RespuestaCreditos>(prueba.app, 'creditos')).tipos.map((x) => x.nombre)).toContain(
      'Vivienda Nueva',
    );
    await prueba.db.insert(tipoAporte).values({ nombre: 'Aporte Social', orden: 3 });
    expect((await leer<RespuestaAportes>(prueba.app, 'aportes')).tipos.map((x) => x.nombre)).toContain('Aporte Social');
  });

  test('corte nuevo con filas del afiliado: pasa a ser el último', async () => {
    expect((await leer<Resumen>(prueba.app, 'resumen')).corte?.corte).toBe('2026-01-31');
    const [nuevo] = await prueba.db.insert(corte).values({ corte: '2026-03-31' }).returning();
    await desdeOtraConexion(
      "insert into credito (id_corte, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas, tasa, estado_credito) values ($1, $2, $3, 'D-4', '10.05', '100.00', '10.00', 10, '0.010000', 'AL DIA')",
      [nuevo!.id_corte, miembro.id_afiliado, tc['Libre Inversión']],
    );
    const r = await leer<Resumen>(prueba.app, 'resumen');
    expect(r).toMatchObject({ aportes: 0, creditos: 10.05, corte: { id_corte: nuevo!.id_corte, corte: '2026-03-31' } });
    expect((await leer<RespuestaAportes>(prueba.app, 'aportes')).aportes).toEqual([]);
    expect((await leer<RespuestaCreditos>(prueba.app, 'creditos')).creditos.map((x) => x.numero)).toEqual(['D-4']);
    // Borrado el corte (cascada a sus filas), vuelve el anterior.
    await prueba.db.delete(corte).where(eq(corte.id_corte, nuevo!.id_corte));
    expect((await leer<Resumen>(prueba.app, 'resumen')).corte?.corte).toBe('2026-01-31');
    expect((await leer<RespuestaCreditos>(prueba.app, 'creditos')).creditos.map((x) => x.numero).sort()).toEqual([
      'A-1',
      'C-3',
    ]);
  });

  test('cambio_password y un afiliado borrado', async () => {
    const { afiliado: nuevo } = await crearAfiliado(prueba.db, {});
    const token = await tokenDirecto(prueba.app, nuevo.id_afiliado);
    const url = `/api/afiliados/${nuevo.id_afiliado}/resumen`;
    expect((await pedir(prueba.app, 'GET', url, tokenAdmin)).json<Resumen>().cambio_password).toBe(false);
    await leer<Resumen>(prueba.app, 'resumen', token);
    await desdeOtraConexion('update afiliado set cambio_password = true where id_afiliado = $1', [nuevo.id_afiliado]);
    expect((await leer<Resumen>(prueba.app, 'resumen', token)).cambio_password).toBe(true);
    // Otros cambios del afiliado no invalidan nada, pero tampoco se ven en estas lecturas.
    await prueba.db.update(afiliado).set({ telefono: '3001234567' }).where(eq(afiliado.id_afiliado, nuevo.id_afiliado));
    expect((await leer<Resumen>(prueba.app, 'resumen', token)).cambio_password).toBe(true);
    await leer<RespuestaAportes>(prueba.app, 'aportes', tokenAdmin);
    await prueba.db.delete(afiliado).where(eq(afiliado.id_afiliado, nuevo.id_afiliado));
    const r = await pedir(prueba.app, 'GET', url, tokenAdmin);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 404, b: { error: 'Afiliado no encontrado' } });
  });

  test('lecturas simultáneas justo después de un cambio: todas lo ven', async () => {
    await leer<Resumen>(prueba.app, 'resumen');
    await prueba.db
      .update(credito)
      .set({ saldo: '1000000.90' })
      .where(sql`${credito.numero} = 'A-1' and ${credito.id_corte} = ${c['2026-01-31']!}`);
    const todas = await Promise.all(Array.from({ length: 20 }, () => leer<Resumen>(prueba.app, 'resumen')));
    // 1000000.90 + 2000000.20, exacto, en las veinte.
    expect(new Set(todas.map((r) => r.creditos))).toEqual(new Set([3000001.1]));
  });
});

describe('otra app (otro proceso) sobre la misma base', () => {
  let otraBase: BaseDeDatos | null = null;
  let otra: FastifyInstance;
  beforeAll(async () => {
    if (prueba.config.databaseUrl) {
      otraBase = await abrirBaseDeDatos(prueba.config);
      otra = await buildApp({ config: prueba.config, db: otraBase.db, reloj: prueba.reloj });
    } else {
      otra = await buildApp({ config: prueba.config, db: prueba.db, reloj: prueba.reloj });
    }
    await otra.ready();
  });
  afterAll(async () => {
    await otra?.close();
    await otraBase?.cerrar();
  });

  test('un tipo de crédito editado por la API de una app se ve en la siguiente lectura de la otra', async () => {
    const antes = await leer<RespuestaCreditos>(otra, 'creditos');
    await leer<RespuestaCreditos>(otra, 'creditos');
    const libre = antes.tipos.find((x) => x.id_tipo_credito === tc['Libre Inversión'])!;
    const r = await pedir(prueba.app, 'POST', '/api/tipos-credito', tokenAdmin, {
      ...libre,
      nombre: 'Libre Inversión Plus',
      tasa: 0.0133,
    });
    expect(r.statusCode).toBeLessThan(300);
    const despues = await leer<RespuestaCreditos>(otra, 'creditos');
    expect(despues.tipos.find((x) => x.id_tipo_credito === tc['Libre Inversión'])).toMatchObject({
      nombre: 'Libre Inversión Plus',
      tasa: 0.0133,
    });
  });

  test('un aporte cambiado por una app se ve en la siguiente lectura de la otra, y al revés', async () => {
    const de = async (app: FastifyInstance) => (await leer<Resumen>(app, 'resumen')).aportes;
    const base = await de(otra);
    expect(await de(prueba.app)).toBe(base);
    await (otraBase?.db ?? prueba.db)
      .update(aporte)
      .set({ total: '1234568.10' })
      .where(
        sql`${aporte.id_afiliado} = ${miembro.id_afiliado} and ${aporte.id_corte} = ${c['2026-01-31']!} and ${aporte.id_tipo_aporte} = ${t['Ahorro Permanente']!}`,
      );
    expect(await de(prueba.app)).toBe(base + 1);
    await prueba.db
      .update(aporte)
      .set({ total: '1234567.10' })
      .where(
        sql`${aporte.id_afiliado} = ${miembro.id_afiliado} and ${aporte.id_corte} = ${c['2026-01-31']!} and ${aporte.id_tipo_aporte} = ${t['Ahorro Permanente']!}`,
      );
    expect(await de(otra)).toBe(base);
  });
});
