// Una identidad por persona: el documento normalizado del contrato en el login, el
// restablecimiento, el modal de afiliado, el formulario, la importación, la búsqueda y el índice único;
// la migración 0004 marca los que chocan (sin unirlos) y el tablero los lista.
import type {
  ErrorApi,
  RespuestaAfiliadoAdmin,
  RespuestaAfiliadosAdmin,
  RespuestaDocumentosRepetidos,
  RespuestaImportacion,
} from '@fondo/contrato';
import { baseAntesDe } from '../../test/migraciones.js';
import { eq, sql } from 'drizzle-orm';
import {
  CLAVE_PRUEBA,
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  type AppDePrueba,
  superadminConToken,
} from '../../test/ayudantes.js';
import { importar, libro } from '../../test/ayudantes-admin.js';
import { consultar } from '../db/filas.js';
import { afiliado } from '../db/schema.js';
import { documentosRepetidos } from './consultas-documentos.js';

test('migración 0004: normaliza los que no chocan, marca los que chocan sin unirlos, índice único normalizado', async () => {
  // Las migraciones hasta la 0003 (baseAntesDe); luego migrarElResto aplica la 0004.
  const { cliente, db, migrarElResto, cerrar } = await baseAntesDe(4);
  try {
    await cliente.exec(`insert into afiliado (documento, nombres, apellidos) values
      ('80010001', 'Importado', 'Uno'), ('0080010001', 'Del modal', 'Uno'),
      ('00123', 'Solo', 'Ceros'), ('0456', 'Ceros', 'A'), ('00456', 'Ceros', 'B'), ('000', 'Sin', 'Digitos')`);
    await migrarElResto();
    const filas = await cliente.query<{ documento: string; documento_repetido: boolean }>(
      'select documento, documento_repetido from afiliado order by id_afiliado',
    );
    expect(filas.rows).toEqual([
      { documento: '80010001', documento_repetido: false },
      { documento: '0080010001', documento_repetido: true },
      { documento: '123', documento_repetido: false },
      { documento: '0456', documento_repetido: true },
      { documento: '00456', documento_repetido: true },
      { documento: '000', documento_repetido: true },
    ]);
    const grupos = await documentosRepetidos(db);
    expect(grupos.map((g) => [g.documento, g.afiliados.map((a) => a.documento)])).toEqual([
      ['', ['000']],
      ['456', ['0456', '00456']],
      ['80010001', ['80010001', '0080010001']],
    ]);
    // El índice único del documento normalizado ya rige para lo nuevo.
    await expect(
      cliente.exec(`insert into afiliado (documento, nombres, apellidos) values ('123', 'Otro', 'Más')`),
    ).rejects.toThrow();
  } finally {
    await cerrar();
  }
});

describe('el mismo documento escrito de otra forma es la misma persona', () => {
  let p: AppDePrueba;
  let token: string;
  beforeAll(async () => {
    p = await crearAppDePrueba();
    ({ token } = await superadminConToken(p));
  });
  afterAll(async () => {
    await p.cerrar();
  });

  test('modal, importación, login, restablecimiento y búsqueda usan el documento normalizado', async () => {
    const alta = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      id_afiliado: 0,
      nombres: 'Carla',
      apellidos: 'Cero',
      documento: '0080010001',
      documento_tipo: 'CC',
      email: 'carla@correo.co',
    });
    expect(alta.statusCode).toBe(200);
    expect(alta.json<RespuestaAfiliadoAdmin>().afiliado.documento).toBe('80010001');
    const otra = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      id_afiliado: 0,
      nombres: 'Carla',
      apellidos: 'Otra',
      documento: '80010001',
      documento_tipo: 'CC',
      email: 'otra@correo.co',
    });
    expect({ s: otra.statusCode, b: otra.json<ErrorApi>() }).toEqual({
      s: 409,
      b: { error: 'Ya existe un afiliado con el documento 80010001' },
    });
    // La importación con ceros, con número y con puntos de miles: el mismo afiliado, actualizado.
    const r = await importar(
      p.app,
      token,
      'afiliados',
      await libro([
        {
          nombre: 'Afiliados',
          desde: 2,
          filas: [['0080010001', 'CC', 'Carla María', 'Cero', null, null, null, null, null]],
        },
      ]),
    );
    expect(r.json()).toMatchObject({ creados: 0, actualizados: 1, rechazados: 0 });
    const r2 = await importar(
      p.app,
      token,
      'afiliados',
      await libro([
        {
          nombre: 'Afiliados',
          desde: 2,
          filas: [[80010001, 'CC', 'Carla María', 'Cero', null, null, null, null, null]],
        },
      ]),
    );
    // La misma persona con los mismos datos: ni se crea ni cambia.
    expect(r2.json()).toMatchObject({
      creados: 0,
      actualizados: 0,
      avisos: ['1 fila es igual a lo guardado: no cambia.'],
    });
    expect(await p.db.select().from(afiliado).where(eq(afiliado.apellidos, 'Cero'))).toHaveLength(1);
    // Login con el documento como lo escriba la persona.
    await crearAfiliado(p.db, { documento: '1012345678', nombres: 'Luis', apellidos: 'Login' });
    for (const usuario of ['1012345678', '01012345678', '1.012.345.678']) {
      const login = await p.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: usuario, password: CLAVE_PRUEBA },
      });
      expect({ usuario, s: login.statusCode }).toEqual({ usuario, s: 200 });
    }
    // Restablecer la clave con ceros a la izquierda: el token queda en la cuenta normalizada.
    const reset = await p.app.inject({
      method: 'POST',
      url: '/api/afiliados/reestablecer-clave',
      payload: { documento: '001012345678' },
    });
    expect(reset.statusCode).toBe(200);
    const [luis] = await p.db.select().from(afiliado).where(eq(afiliado.documento, '1012345678'));
    expect(luis!.reestablecer_password).not.toBeNull();
    // Búsqueda de la lista de afiliados.
    const busqueda = await pedir(p.app, 'GET', '/api/admin/afiliados?texto=0080010001', token);
    expect(busqueda.json<RespuestaAfiliadosAdmin>().filas.map((f) => f.documento)).toEqual(['80010001']);
  });

  test('repetidos de antes: listados para el superadmin, no se unen; al eliminar el otro, el que queda se normaliza', async () => {
    const a = (await crearAfiliado(p.db, { documento: '9900112', nombres: 'Con', apellidos: 'Aportes' })).afiliado;
    // Como lo deja la migración: el documento tal cual y marcado.
    const b = (
      await crearAfiliado(p.db, { documento: '09900112', documento_repetido: true, nombres: 'Del', apellidos: 'Modal' })
    ).afiliado;
    const lista = await pedir(p.app, 'GET', '/api/admin/documentos-repetidos', token);
    expect(lista.statusCode).toBe(200);
    expect(lista.json<RespuestaDocumentosRepetidos>().grupos).toEqual([
      {
        documento: '9900112',
        afiliados: [
          expect.objectContaining({ id_afiliado: a.id_afiliado, documento: '9900112', aportes: 0, solicitudes: 0 }),
          expect.objectContaining({ id_afiliado: b.id_afiliado, documento: '09900112', nombres: 'Del' }),
        ],
      },
    ]);
    // Importar ese documento: rechazado con el motivo, no se elige a uno.
    const r = await importar(
      p.app,
      token,
      'afiliacion',
      await libro([
        { nombre: 'Afiliación', desde: 4, filas: [['9900112', 1000, null, null, null, null, null, null, null]] },
      ]),
      4,
    );
    expect(r.json<RespuestaImportacion>().errores).toEqual([
      {
        hoja: 'Afiliación',
        fila: 4,
        columna: 'A (Documento)',
        error:
          'El documento 9900112 corresponde a 2 afiliados (documentos repetidos: resuélvalo en el tablero de Administración)',
      },
    ]);
    // Editar el repetido con el mismo documento: 409 (es el de otro).
    const editar = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      id_afiliado: b.id_afiliado,
      nombres: 'Del',
      apellidos: 'Modal',
      documento: '09900112',
      documento_tipo: 'CC',
      email: 'del@correo.co',
    });
    expect(editar.statusCode).toBe(409);
    // Eliminar el que está de más: el otro queda como único, y la lista se vacía.
    expect((await pedir(p.app, 'DELETE', `/api/admin/afiliados/${a.id_afiliado}`, token)).statusCode).toBe(200);
    const [queda] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, b.id_afiliado));
    expect(queda).toMatchObject({ documento: '9900112', documento_repetido: false });
    expect((await pedir(p.app, 'GET', '/api/admin/documentos-repetidos', token)).json()).toEqual({ grupos: [] });
    const marcados = await consultar<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from afiliado where documento_repetido`,
    );
    expect(marcados).toEqual([{ n: 0 }]);
  });
});
