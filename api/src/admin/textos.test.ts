// Textos que no se cortan ni cambian sin decirlo: una celda más larga que su campo rechaza la fila
// nombrando la celda y el máximo; los teléfonos con dos números y extensión caben enteros. Y Unicode
// NFC: lo escrito con tildes separadas (como macOS: 'N' + U+0303) se guarda compuesto por JSON, por
// importación y por la migración de lo ya guardado, y la búsqueda lo encuentra con o sin tildes.
import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { RespuestaAfiliadosAdmin, RespuestaImportacion } from '@fondo/contrato';
import { crearAfiliado, crearAppDePrueba, pedir, superadminConToken, type AppDePrueba } from '../../test/ayudantes.js';
import { importar, libro } from '../../test/ayudantes-admin.js';
import { CARPETA_MIGRACIONES } from '../db/client.js';
import { afiliado, tipoAporte } from '../db/schema.js';

let p: AppDePrueba;
let token: string;

const NANDU_SEPARADO = 'N\u0303andu\u0301';
const NANDU = 'Ñandú';

beforeAll(async () => {
  p = await crearAppDePrueba();
  ({ token } = await superadminConToken(p, { nombres: 'Admin', apellidos: 'Fondo', documento: '6000000' }));
});
afterAll(async () => {
  await p.cerrar();
});

const fila = async (documento: string) =>
  (await p.db.select().from(afiliado).where(eq(afiliado.documento, documento)))[0]!;

async function importado(tipo: string, bytes: Buffer): Promise<RespuestaImportacion> {
  const r = await importar(p.app, token, tipo, bytes);
  expect(r.statusCode).toBe(200);
  return r.json<RespuestaImportacion>();
}

const documentosHallados = async (texto: string) =>
  (await pedir(p.app, 'GET', `/api/admin/afiliados?texto=${encodeURIComponent(texto)}`, token))
    .json<RespuestaAfiliadosAdmin>()
    .filas.map((f) => f.documento);

describe('nada se corta en silencio', () => {
  test('un Cargo de 250 caracteres rechaza la fila y dice la celda y el máximo; lo guardado no cambia', async () => {
    await crearAfiliado(p.db, { documento: '6000001', cargo: 'Docente' });
    const cargo = 'Coordinadora '.repeat(20).slice(0, 250);
    expect(cargo).toHaveLength(250);
    const r = await importado(
      'afiliacion',
      await libro([
        { nombre: 'Afiliación', desde: 4, filas: [['6000001', 3500000, null, null, null, null, null, cargo]] },
      ]),
    );
    expect(r).toMatchObject({ escrito: false, rechazados: 1, actualizados: 0 });
    expect(r.errores).toEqual([
      {
        hoja: 'Afiliación',
        fila: 4,
        columna: 'H (Cargo)',
        error: 'Cargo tiene 250 caracteres y el máximo es 200: acórtelo en la hoja (no se guarda cortado)',
      },
    ]);
    expect(r.mensaje).toContain('Rechazados: 1.');
    expect(r.mensaje).toContain('Afiliación, fila 4, columna H (Cargo): Cargo tiene 250 caracteres');
    expect(await fila('6000001')).toMatchObject({ cargo: 'Docente', salario: null });
  });

  test('un teléfono con dos números y extensión se guarda entero; uno de más de 80 se rechaza', async () => {
    const dos = '+57 (601) 234 5678 ext. 12345 / +57 300 123 4567 ext. 9';
    const largo = `${dos} / ${dos}`;
    expect(largo.length).toBeGreaterThan(80);
    const r = await importado(
      'afiliados',
      await libro([
        {
          nombre: 'Afiliados',
          desde: 2,
          filas: [
            ['6000002', 'CC', 'Tomás', 'Teléfonos', null, null, dos],
            ['6000003', 'CC', 'Largo', 'Teléfonos', null, null, largo],
          ],
        },
      ]),
    );
    expect(r).toMatchObject({ escrito: true, creados: 1, rechazados: 1 });
    expect(r.errores).toEqual([
      {
        hoja: 'Afiliados',
        fila: 3,
        columna: 'G (Teléfono)',
        error: `Teléfono tiene ${largo.length} caracteres y el máximo es 80: acórtelo en la hoja (no se guarda cortado)`,
      },
    ]);
    expect((await fila('6000002')).telefono).toBe(dos);
  });
});

describe('Unicode NFC y búsqueda sin tildes', () => {
  test('por JSON: lo escrito con tildes separadas se guarda compuesto y se encuentra con o sin tildes', async () => {
    expect(NANDU_SEPARADO).not.toBe(NANDU);
    expect(NANDU_SEPARADO.normalize('NFC')).toBe(NANDU);
    const r = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      id_afiliado: 0,
      nombres: `Mari\u0301a`,
      apellidos: NANDU_SEPARADO,
      documento: '6000010',
      documento_tipo: 'CC',
      email: 'maria.nandu@correo.co',
    });
    expect(r.statusCode).toBe(200);
    expect(await fila('6000010')).toMatchObject({ nombres: 'María', apellidos: NANDU });
    for (const texto of [NANDU, 'Nandu', NANDU_SEPARADO, 'maria nandu', 'MARÍA'])
      expect({ texto, hallados: await documentosHallados(texto) }).toEqual({ texto, hallados: ['6000010'] });
    // El largo máximo cuenta los caracteres ya compuestos: 70 eñes separadas son 140 unidades, 70 letras.
    const largo = 'n\u0303'.repeat(70);
    expect(largo.length).toBe(140);
    const otro = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      id_afiliado: 0,
      nombres: 'Eñes',
      apellidos: largo,
      documento: '6000012',
      documento_tipo: 'CC',
      email: 'enes@correo.co',
    });
    expect(otro.statusCode).toBe(200);
    expect((await fila('6000012')).apellidos).toBe('ñ'.repeat(70));
  });

  test('al revés: lo guardado sin tildes se encuentra buscando con ellas (compuestas o separadas)', async () => {
    await crearAfiliado(p.db, { nombres: 'Nandu', apellidos: 'Sin Tilde', documento: '6000013' });
    for (const texto of [`${NANDU} sin tilde`, `${NANDU_SEPARADO} sín tílde`])
      expect({ texto, hallados: await documentosHallados(texto) }).toEqual({ texto, hallados: ['6000013'] });
  });

  test('por importación: las celdas con tildes separadas se guardan compuestas', async () => {
    const r = await importado(
      'afiliados',
      await libro([{ nombre: 'Afiliados', desde: 2, filas: [['6000011', 'CC', `Jose\u0301`, `Pen\u0303a`]] }]),
    );
    expect(r).toMatchObject({ escrito: true, creados: 1, rechazados: 0 });
    expect(await fila('6000011')).toMatchObject({ nombres: 'José', apellidos: 'Peña' });
    expect(await documentosHallados('pena jose')).toEqual(['6000011']);
  });

  test('la migración normaliza lo ya guardado y la búsqueda cubre toda letra latina con diacrítico', async () => {
    // Filas escritas por fuera de la API (como las que ya había antes de la migración).
    await p.db.execute(
      sql`insert into afiliado (nombres, apellidos, documento) values (${`Joa\u0303o`}, ${`Conceic\u0327a\u0303o`}, '6000020')`,
    );
    await p.db.execute(
      sql`insert into afiliado (nombres, apellidos, documento) values ('Zoë', ${NANDU_SEPARADO}, '6000021')`,
    );
    // Dos tipos que solo difieren en la forma de la tilde: la columna única no se normaliza, la migración sigue.
    await p.db.insert(tipoAporte).values([{ nombre: 'Revalorización' }, { nombre: `Revalorizacio\u0301n` }]);
    expect((await fila('6000021')).apellidos).toBe(NANDU_SEPARADO);

    const migracion = readFileSync(join(CARPETA_MIGRACIONES, '0015_texto_nfc.sql'), 'utf8');
    const normalizar = migracion.split('--> statement-breakpoint').at(-1)!;
    expect(normalizar).toContain('IS NOT NFC NORMALIZED');
    await p.db.execute(sql.raw(normalizar));

    expect(await fila('6000020')).toMatchObject({ nombres: 'João', apellidos: 'Conceição' });
    expect((await fila('6000021')).apellidos).toBe(NANDU);
    expect(await documentosHallados('joao conceicao')).toEqual(['6000020']);
    expect(await documentosHallados('João')).toEqual(['6000020']);
    expect(await documentosHallados('zoe nandu')).toEqual(['6000021']);
    const tipos = await p.db
      .select({ nombre: tipoAporte.nombre })
      .from(tipoAporte)
      .where(sql`${tipoAporte.nombre} like 'Revaloriz%'`);
    expect(tipos).toHaveLength(2);
  });
});
