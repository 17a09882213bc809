// Más de 300 líneas: cada lista de administración contra el mismo oráculo y los mismos datos.
// Las listas de administración contra un oráculo: la consulta de antes (todas las filas del filtro en
// orden, normalizando el texto en cada fila) sobre datos con tildes, mayúsculas, ñ, documentos,
// empates y comodines. Cada página, su orden y el total deben ser los de esa consulta.
import { eq, sql, type SQL } from 'drizzle-orm';
import { sinTildes as quitarTildes, type RespuestaLista } from '@fondo/contrato';
import { afiliado, auditoria, aporte, corte, credito, mensaje, tipoAporte, TILDES_A, TILDES_DE } from '../db/schema.js';
import { consultar } from '../db/filas.js';
import { listarAfiliados } from '../admin/consultas.js';
import { aportesDelCorte, creditosDelCorte } from '../admin/consultas-cortes.js';
import { listarAuditoria } from '../admin/consultas-tablero.js';
import { listarSolicitudes } from '../solicitudes/consultas.js';
import { listarHilos } from '../mensajes/consultas.js';
import { crearAfiliado, crearAppDePrueba, type AppDePrueba, type FilaAfiliado } from '../../test/ayudantes.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';

let p: AppDePrueba;
const af: FilaAfiliado[] = [];
let idCorte = 0;

// [nombres, apellidos, documento]
const PERSONAS: [string, string, string][] = [
  ['José Ángel', 'Pérez Núñez', '7100001'],
  ['MARÍA', 'GÓMEZ ÑÚÑEZ', '7100002'],
  ['maria', 'gomez', '7100003'],
  ['Ñusta', 'Muñoz Güell', '7100004'],
  ['Çelia', 'Ïbarra Ü', '7100005'],
  ['Ana', 'García', '7100006'],
  ['Ana', 'García', '8100006'],
  ['Ana', 'Garcia Gárcia', '8100007'],
  ['Jose', 'Perezjose', '7100008'],
  ['Pedro', 'Páez', 'X-ÑA77'],
  ['Sofía', 'Ruíz', '7100010'],
  ['Ana_María', 'Pérez%', '7100011'],
  ['ÉDGAR', 'ÁLVAREZ ÑÚÑEZ', '7100012'],
];

/** Palabras de búsqueda: tildes, mayúsculas, ñ, documento, palabras que cruzarían campos, comodines. */
const TEXTOS = [
  'perez',
  'PÉREZ',
  'núñez',
  'NUNEZ',
  'ñu',
  'muñoz',
  'GUELL',
  'güell',
  'celia',
  'ÏBARRA',
  'garcia',
  'gárcia ana',
  '7100',
  '8100006',
  'x-ña',
  'X-NA77',
  'perezjose',
  'jose perez',
  'joseperez',
  '_',
  '%',
  'ana_',
  'maría gómez',
  'zzz',
  'ü',
  'a',
  'edgar alvarez',
  'nunez maria',
  'paez 7100',
  'cortes',
];

// Misma normalización del texto escrito que las consultas (claveNombre del contrato) y el mismo escape de like.
const sinTildes = (t: string) => quitarTildes(t.toLowerCase());
const escaparLike = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
const palabras = (texto: string) => sinTildes(texto).split(/\s+/).filter(Boolean).slice(0, 8);
/** Filtro de antes: cada palabra dentro de la expresión normalizada fila por fila. */
const filtroAntes = (expresion: SQL, texto: string): SQL[] =>
  palabras(texto).map(
    (w) => sql`lower(translate(${expresion}, ${TILDES_DE}, ${TILDES_A})) like ${`%${escaparLike(w)}%`}`,
  );
const donde = (c: SQL[]) => (c.length ? sql` where ${sql.join(c, sql` and `)}` : sql``);
const ids = async (consulta: SQL) => (await consultar<{ id: number }>(p.db, consulta)).map((f) => f.id);

/** Todas las páginas de una lista: ids en orden y los totales que respondió (uno solo si es coherente). */
async function recorrer<T>(
  pedir: (pagina: number, tamano: number) => Promise<RespuestaLista<T>>,
  id: (f: T) => number,
  tamano: number,
): Promise<{ ids: number[]; totales: number[] }> {
  const vistos: number[] = [];
  const totales = new Set<number>();
  for (let pagina = 1; pagina <= 200; pagina++) {
    const r = await pedir(pagina, tamano);
    totales.add(r.total);
    if (r.filas.length === 0) break;
    expect(r.filas.length).toBeLessThanOrEqual(tamano);
    vistos.push(...r.filas.map(id));
  }
  return { ids: vistos, totales: [...totales] };
}

async function comparar<T>(
  esperado: number[],
  pedir: (pagina: number, tamano: number) => Promise<RespuestaLista<T>>,
  id: (f: T) => number,
): Promise<void> {
  for (const tamano of [1, 4, 100]) {
    const r = await recorrer(pedir, id, tamano);
    expect(r).toEqual({ ids: esperado, totales: [esperado.length] });
  }
}

beforeAll(async () => {
  p = await crearAppDePrueba();
  const admin = (
    await crearAfiliado(p.db, { superadmin: true, nombres: 'Admin', apellidos: 'Fondo', documento: '1000' })
  ).afiliado;
  for (const [nombres, apellidos, documento] of PERSONAS) {
    af.push(
      (
        await crearAfiliado(p.db, {
          nombres,
          apellidos,
          documento,
          ...(documento.endsWith('2') ? { ultima_actualizacion: '2026-01-01T00:00:00Z' } : {}),
        })
      ).afiliado,
    );
  }
  // Solicitudes: dos por afiliado, estados variados y fechas repetidas (empates que decide el id).
  const tipos = [
    await crearTipoCredito(p.db, { nombre: 'Libre Inversión' }),
    await crearTipoCredito(p.db, { nombre: 'Educativo' }),
  ];
  const estados = ['PENDIENTE', 'APROBADA', 'NO APROBADA'] as const;
  let n = 0;
  for (const a of af) {
    for (let k = 0; k < 2; k++, n++) {
      await crearSolicitud(p.db, a.id_afiliado, tipos[n % 2]!, {
        estado: estados[n % 3]!,
        fecha: `2026-0${1 + (n % 4)}-01T00:00:00Z`,
        valor: `${1000000 + (n % 5) * 1000}.00`,
        cuotas: 6 + (n % 3),
        revisado_por: n % 3 === 0 ? null : admin.id_afiliado,
      });
    }
  }
  // Hilos: abiertos y cerrados, actualizaciones repetidas, y respuestas (no son hilos).
  n = 0;
  for (const a of af) {
    for (let k = 0; k < 2; k++, n++) {
      const fecha = `2026-02-0${1 + (n % 3)}T00:00:00Z`;
      const id = await crearHilo(p.db, a.id_afiliado, {
        asunto: `${['Ahorro', 'crédito', 'Ñame', 'ahorro'][n % 4]} ${n % 2}`,
        estado: n % 2,
        creado: fecha,
        ultima_actualizacion: fecha,
        actualizado_por: n % 2 ? admin.id_afiliado : null,
      });
      if (n % 2)
        await crearHilo(p.db, a.id_afiliado, {
          id_mensaje_padre: id,
          id_autor: admin.id_afiliado,
          asunto: 'RE',
          estado: 1,
        });
    }
  }
  // Un corte con aportes y créditos de tipos con tilde.
  const [c] = await p.db.insert(corte).values({ corte: '2026-03-31' }).returning();
  idCorte = c!.id_corte;
  const ta = await p.db
    .insert(tipoAporte)
    .values([{ nombre: 'Ahorro Permanente' }, { nombre: 'Cuota de Afiliación Cortés' }])
    .returning();
  n = 0;
  for (const a of af) {
    for (const t of ta) {
      n++;
      await p.db.insert(aporte).values({
        id_corte: idCorte,
        id_afiliado: a.id_afiliado,
        id_tipo_aporte: t.id_tipo_aporte,
        total: `${(n % 4) * 100}.25`,
      });
    }
    await p.db.insert(credito).values({
      id_corte: idCorte,
      id_afiliado: a.id_afiliado,
      id_tipo_credito: tipos[n % 2]!,
      numero: `C${n}`,
      saldo: `${n}0.00`,
      valor_credito: `${(n % 3) * 1000}.00`,
      valor_cuota: '50.00',
      cuotas: 12,
      tasa: '0.010000',
      estado_credito: 'VIGENTE',
    });
  }
  for (let k = 0; k < 7; k++) {
    await p.db.insert(auditoria).values({
      accion: k % 2 ? 'login' : 'importacion',
      id_actor: k % 3 ? admin.id_afiliado : null,
      id_afiliado: af[k]!.id_afiliado,
      fecha: `2026-01-0${1 + (k % 3)}T12:00:00Z`,
    });
  }
});
afterAll(async () => {
  await p?.cerrar();
});

describe('afiliados: texto sin tildes ni mayúsculas sobre apellidos, nombres y documento', () => {
  const antes = (texto: string, extra: SQL[], orden: SQL) =>
    ids(
      sql`select a.id_afiliado as id from afiliado a${donde([
        ...filtroAntes(sql`a.apellidos || ' ' || a.nombres || ' ' || a.documento`, texto),
        ...extra,
      ])} order by ${orden}`,
    );

  test('lo que se espera de unas búsquedas', async () => {
    const docs = async (texto: string) =>
      (await listarAfiliados(p.db, { texto, tamano: 100 })).filas.map((f) => f.documento).sort();
    expect(await docs('NUNEZ')).toEqual(['7100001', '7100002', '7100012']);
    expect(await docs('ñúñez maria')).toEqual(['7100002']);
    expect(await docs('x-na77')).toEqual(['X-ÑA77']);
    expect(await docs('GÜELL ñusta')).toEqual(['7100004']);
    expect(await docs('celia ibarra ü')).toEqual(['7100005']);
    expect(await docs('perezjose')).toEqual(['7100008']);
    expect(await docs('joseperez')).toEqual([]); // una palabra no cruza de un campo a otro
    expect(await docs('ana_')).toEqual(['7100011']); // _ y % son letras, no comodines
    expect(await docs('%')).toEqual(['7100011']);
    expect(await docs('8100006')).toEqual(['8100006']);
  });

  test.each(TEXTOS)('«%s»: mismas filas, orden y total que la consulta de antes', async (texto) => {
    const ordenes: [string, SQL][] = [
      ['apellidos', sql`orden_es(a.apellidos) asc nulls last, a.id_afiliado`],
      ['-nombres', sql`orden_es(a.nombres) desc nulls last, a.id_afiliado`],
      ['-ultima_actualizacion', sql`a.ultima_actualizacion desc nulls last, a.id_afiliado`],
    ];
    for (const [orden, sqlOrden] of ordenes) {
      const esperado = await antes(texto, [], sqlOrden);
      await comparar(
        esperado,
        (pagina, tamano) => listarAfiliados(p.db, { texto, orden: orden as 'apellidos', pagina, tamano }),
        (f) => f.id_afiliado,
      );
    }
    const actualizados = await antes(
      texto,
      [sql`a.ultima_actualizacion is not null`],
      sql`orden_es(a.apellidos) asc nulls last, a.id_afiliado`,
    );
    await comparar(
      actualizados,
      (pagina, tamano) => listarAfiliados(p.db, { texto, actualizacion: 'actualizados', pagina, tamano }),
      (f) => f.id_afiliado,
    );
  });

  test('orden alfabético del español: sin importar tildes ni mayúsculas, la ñ después de la n', async () => {
    const apellidos = (await listarAfiliados(p.db, { orden: 'apellidos', tamano: 100 })).filas.map((f) => f.apellidos);
    const indice = (a: string) => apellidos.indexOf(a);
    // antes, con la intercalación C: 'ÁLVAREZ ÑÚÑEZ' e 'Ïbarra Ü' quedaban después de 'Ruíz'
    expect(indice('ÁLVAREZ ÑÚÑEZ')).toBeLessThan(indice('Fondo'));
    expect(indice('García')).toBeLessThan(indice('Ïbarra Ü'));
    expect(indice('Ïbarra Ü')).toBeLessThan(indice('Muñoz Güell'));
    expect(indice('Páez')).toBeLessThan(indice('Pérez Núñez'));
    expect(indice('Pérez Núñez')).toBeLessThan(indice('Ruíz'));
    const nombres = (await listarAfiliados(p.db, { orden: 'nombres', tamano: 100 })).filas.map((f) => f.nombres);
    // Nn... < Ñ... < O...: 'Ñusta' después de toda palabra que empieza por n y antes de la o
    expect(nombres.indexOf('Ñusta')).toBeGreaterThan(nombres.indexOf('maria'));
    expect(nombres.indexOf('Ñusta')).toBeLessThan(nombres.indexOf('Pedro'));
    expect(nombres.indexOf('Çelia')).toBeLessThan(nombres.indexOf('ÉDGAR'));
  });

  test('cambiar nombres, apellidos o documento cambia lo que encuentra el filtro', async () => {
    const a = af.find((x) => x.documento === '7100010')!;
    await p.db
      .update(afiliado)
      .set({ nombres: 'Íñigo', apellidos: 'Zuloága', documento: 'Q-7100010' })
      .where(eq(afiliado.id_afiliado, a.id_afiliado));
    const docs = async (texto: string) => (await listarAfiliados(p.db, { texto })).filas.map((f) => f.documento);
    expect(await docs('inigo zuloaga')).toEqual(['Q-7100010']);
    expect(await docs('q-7100010')).toEqual(['Q-7100010']);
    expect(await docs('sofia')).toEqual([]);
    const sol = await listarSolicitudes(p.db, { estado: 'TODAS', texto: 'ÍÑIGO' });
    expect(sol.total).toBe(2);
    await p.db
      .update(afiliado)
      .set({ nombres: 'Sofía', apellidos: 'Ruíz', documento: '7100010' })
      .where(eq(afiliado.id_afiliado, a.id_afiliado));
    expect(await docs('sofia ruiz')).toEqual(['7100010']);
  });
});

describe('solicitudes: estado, texto sobre el nombre (no el documento), orden y total', () => {
  const DESDE_ANTES = sql`solicitud_credito s join afiliado a on a.id_afiliado = s.id_afiliado
    join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito left join afiliado r on r.id_afiliado = s.revisado_por`;

  test('el documento no es parte del nombre', async () => {
    expect((await listarSolicitudes(p.db, { estado: 'TODAS', texto: '7100001' })).total).toBe(0);
    expect((await listarSolicitudes(p.db, { estado: 'TODAS', texto: 'núñez' })).total).toBe(6);
  });

  test.each(['', ...TEXTOS])('«%s»', async (texto) => {
    const ordenes: [string, SQL][] = [
      ['-fecha', sql`s.fecha desc nulls last, s.id_solicitud desc`],
      ['afiliado_nombre', sql`orden_es(a.nombres || ' ' || a.apellidos) asc nulls last, s.id_solicitud desc`],
      ['-tipo_credito_nombre', sql`orden_es(t.nombre) desc nulls last, s.id_solicitud desc`],
      ['valor', sql`s.valor asc nulls last, s.id_solicitud desc`],
    ];
    for (const estado of ['TODAS', 'PENDIENTE', 'NO APROBADA'] as const) {
      for (const [orden, sqlOrden] of ordenes) {
        const esperado = await ids(
          sql`select s.id_solicitud as id from ${DESDE_ANTES}${donde([
            ...(estado === 'TODAS' ? [] : [sql`s.estado = ${estado}`]),
            ...filtroAntes(sql`a.nombres || ' ' || a.apellidos`, texto),
          ])} order by ${sqlOrden}`,
        );
        await comparar(
          esperado,
          (pagina, tamano) => listarSolicitudes(p.db, { estado, texto, orden: orden as 'fecha', pagina, tamano }),
          (f) => f.id_solicitud,
        );
      }
    }
    const uno = af[1]!.id_afiliado;
    const suyas = await ids(
      sql`select s.id_solicitud as id from ${DESDE_ANTES}${donde([
        sql`s.id_afiliado = ${uno}`,
        ...filtroAntes(sql`a.nombres || ' ' || a.apellidos`, texto),
      ])} order by s.fecha desc nulls last, s.id_solicitud desc`,
    );
    await comparar(
      suyas,
      (pagina, tamano) => listarSolicitudes(p.db, { idAfiliado: uno, estado: 'TODAS', texto, pagina, tamano }),
      (f) => f.id_solicitud,
    );
  });
});

describe('mensajes: hilos (sin respuestas), estado, afiliado, orden y total', () => {
  test.each([undefined, 0, 1])('estado %s', async (estado) => {
    const ordenes: [string, SQL][] = [
      ['-ultima_actualizacion', sql`m.ultima_actualizacion desc nulls last, m.id_mensaje desc`],
      ['afiliado_nombre', sql`orden_es(a.nombres || ' ' || a.apellidos) asc nulls last, m.id_mensaje desc`],
      ['-afiliado_nombre', sql`orden_es(a.nombres || ' ' || a.apellidos) desc nulls last, m.id_mensaje desc`],
      ['asunto', sql`orden_es(m.asunto) asc nulls last, m.id_mensaje desc`],
      ['-creado', sql`m.creado desc nulls last, m.id_mensaje desc`],
    ];
    for (const idAfiliado of [undefined, af[3]!.id_afiliado]) {
      for (const [orden, sqlOrden] of ordenes) {
        const esperado =
          await ids(sql`select m.id_mensaje as id from mensaje m join mensaje h on h.id_mensaje = m.id_mensaje
          join afiliado a on a.id_afiliado = h.id_afiliado${donde([
            sql`m.id_mensaje_padre is null`,
            ...(idAfiliado === undefined ? [] : [sql`m.id_afiliado = ${idAfiliado}`]),
            ...(estado === undefined ? [] : [sql`m.estado = ${estado}`]),
          ])} order by ${sqlOrden}`);
        expect(esperado.length).toBeGreaterThan(0);
        await comparar(
          esperado,
          (pagina, tamano) => listarHilos(p.db, { estado, idAfiliado, orden: orden as 'creado', pagina, tamano }),
          (f) => f.id_mensaje,
        );
      }
    }
    const hilos = await p.db.select({ id: mensaje.id_mensaje }).from(mensaje);
    expect(hilos.length).toBeGreaterThan(2 * PERSONAS.length); // las respuestas existen y no se listan
  });
});

describe('cortes: aportes y créditos con texto sobre nombre, documento y tipo; total y sumas', () => {
  const antesCorte = (tabla: 'aporte' | 'credito', texto: string, orden: SQL) => {
    const tipo =
      tabla === 'aporte'
        ? sql`tipo_aporte t on t.id_tipo_aporte = x.id_tipo_aporte`
        : sql`tipo_credito t on t.id_tipo_credito = x.id_tipo_credito`;
    return sql`${sql.raw(tabla)} x join afiliado a on a.id_afiliado = x.id_afiliado join ${tipo}${donde([
      sql`x.id_corte = ${idCorte}`,
      ...filtroAntes(sql`a.nombres || ' ' || a.apellidos || ' ' || a.documento || ' ' || t.nombre`, texto),
    ])}
      ${orden}`;
  };

  test('lo que se espera de unas búsquedas', async () => {
    expect((await aportesDelCorte(p.db, idCorte, { texto: 'CORTES' })).total).toBe(PERSONAS.length);
    expect((await aportesDelCorte(p.db, idCorte, { texto: 'cortés ñúñez' })).total).toBe(3);
    expect((await aportesDelCorte(p.db, idCorte, { texto: 'x-ña' })).total).toBe(2);
    expect((await creditosDelCorte(p.db, idCorte, { texto: 'inversion' })).total).toBeGreaterThan(0);
  });

  test.each(['', ...TEXTOS, 'ahorro', 'afiliacion ana', 'educativo', 'libre perez'])('«%s»', async (texto) => {
    for (const [orden, sqlOrden] of [
      ['nombre', sql`orden_es(a.nombres || ' ' || a.apellidos) asc nulls last`],
      ['-total', sql`x.total desc nulls last`],
      ['tipo', sql`orden_es(t.nombre) asc nulls last`],
    ] as const) {
      const esperado = await ids(
        sql`select x.id_aporte as id from ${antesCorte('aporte', texto, sql`order by ${sqlOrden}, x.id_aporte`)}`,
      );
      await comparar(
        esperado,
        (pagina, tamano) => aportesDelCorte(p.db, idCorte, { texto, orden, pagina, tamano }),
        (f) => f.id_aporte,
      );
    }
    const [suma] = await consultar<{ total: string }>(
      p.db,
      sql`select coalesce(sum(x.total), 0)::text as total from ${antesCorte('aporte', texto, sql``)}`,
    );
    expect((await aportesDelCorte(p.db, idCorte, { texto })).totales).toEqual({ total: Number(suma!.total) });

    const sqlOrden = sql`x.saldo desc nulls last`;
    const esperado = await ids(
      sql`select x.id_credito as id from ${antesCorte('credito', texto, sql`order by ${sqlOrden}, x.id_credito`)}`,
    );
    await comparar(
      esperado,
      (pagina, tamano) => creditosDelCorte(p.db, idCorte, { texto, orden: '-saldo', pagina, tamano }),
      (f) => f.id_credito,
    );
    const [s] = await consultar<{ total: string; valor_credito: string; saldo: string }>(
      p.db,
      sql`select coalesce(sum(x.valor_cuota), 0)::text as total,
      coalesce(sum(x.valor_credito), 0)::text as valor_credito, coalesce(sum(x.saldo), 0)::text as saldo from ${antesCorte('credito', texto, sql``)}`,
    );
    expect((await creditosDelCorte(p.db, idCorte, { texto })).totales).toEqual({
      total: Number(s!.total),
      valor_credito: Number(s!.valor_credito),
      saldo: Number(s!.saldo),
    });
  });
});

test('auditoría: acción, fechas, orden y total', async () => {
  for (const f of [{}, { accion: 'login' }, { desde: '2026-01-02' }, { accion: 'importacion', hasta: '2026-01-02' }]) {
    for (const [orden, sqlOrden] of [
      ['-fecha', sql`x.fecha desc nulls last`],
      ['accion', sql`x.accion asc nulls last`],
    ] as const) {
      const c: SQL[] = [];
      if ('accion' in f) c.push(sql`x.accion = ${f.accion}`);
      if ('desde' in f) c.push(sql`x.fecha >= (${f.desde}::date)::timestamp at time zone 'America/Bogota'`);
      if ('hasta' in f) c.push(sql`x.fecha < (${f.hasta}::date + 1)::timestamp at time zone 'America/Bogota'`);
      const esperado = await ids(
        sql`select x.id_auditoria as id from auditoria x${donde(c)} order by ${sqlOrden}, x.id_auditoria desc`,
      );
      expect(esperado.length).toBeGreaterThan(0);
      await comparar(
        esperado,
        (pagina, tamano) => listarAuditoria(p.db, { ...f, orden, pagina, tamano }),
        (fila) => fila.id_auditoria,
      );
    }
  }
});
