// Rondas de actualización de datos: abrir (todos o un filtro), el afiliado que ya
// había enviado puede enviar otra vez en la ronda (pre-llenado, con los campos bloqueados rechazados por
// el servidor), el avance (enviados / pendientes), el recordatorio solo a los pendientes (por la cola),
// cerrar, y fuera de una ronda el formulario sigue de solo lectura.
import { and, eq, sql } from 'drizzle-orm';
import {
  MENSAJE_CAMPOS_BLOQUEADOS,
  MENSAJE_RONDA_ABIERTA,
  MENSAJE_RONDA_CERRADA,
  MENSAJE_RONDA_FECHA,
  MENSAJE_RONDA_NOMBRE,
  MENSAJE_RONDA_SIN_AFILIADOS,
  MENSAJE_SOLO_LECTURA,
  type RespuestaAfiliado,
  type RespuestaRecordatorio,
  type RespuestaRonda,
  type RespuestaRondas,
  type UsuarioSesion,
} from '@fondo/contrato';
import { afiliado, auditoria, rondaAfiliado, trabajo } from '../db/schema.js';
import { crearAppDePrueba, pedir, superadminConToken, type AppDePrueba } from '../../test/ayudantes.js';
import { envioCompleto, miembroConFicha, type MiembroConFicha } from '../../test/ayudantes-ficha.js';

let p: AppDePrueba;
let tokenAdmin: string;
const AHORA = new Date('2027-03-01T15:00:00Z');

beforeAll(async () => {
  p = await crearAppDePrueba({ entorno: { INVITACIONES_POR_MINUTO: '30' } });
  p.reloj.fijar(AHORA);
  tokenAdmin = (await superadminConToken(p)).token;
});
afterAll(async () => {
  await p?.cerrar();
});

const abrir = (cuerpo: object) => pedir(p.app, 'POST', '/api/admin/rondas', tokenAdmin, cuerpo);
const cerrar = (id: number) => pedir(p.app, 'POST', `/api/admin/rondas/${id}/cerrar`, tokenAdmin);
const recordar = (id: number) => pedir(p.app, 'POST', `/api/admin/rondas/${id}/recordatorio`, tokenAdmin);
const enviar = (m: MiembroConFicha, cuerpo: object) => pedir(p.app, 'POST', '/api/afiliados/me', m.token, cuerpo);
const ficha = async (m: MiembroConFicha) =>
  (await pedir(p.app, 'GET', '/api/afiliados/me', m.token)).json<RespuestaAfiliado>();
const sesion = async (m: MiembroConFicha) =>
  (await pedir(p.app, 'GET', '/api/afiliados/me/sesion', m.token)).json<UsuarioSesion>();
const rondas = async () => (await pedir(p.app, 'GET', '/api/admin/rondas', tokenAdmin)).json<RespuestaRondas>().rondas;
const elegibles = async () =>
  (
    await p.db
      .select({ n: sql<number>`count(*)::int` })
      .from(afiliado)
      .where(sql`not superadmin and (retiro is null or retiro > '2027-03-01')`)
  )[0]!.n;

/** Un afiliado que ya envió su formulario (fuera de toda ronda): su ficha es de solo lectura. */
async function yaActualizado(campos: Parameters<typeof miembroConFicha>[1] = {}): Promise<MiembroConFicha> {
  const m = await miembroConFicha(p, campos);
  expect((await enviar(m, envioCompleto(m))).statusCode).toBe(200);
  return m;
}

describe('una ronda de actualización', () => {
  test('abrir, enviar otra vez, campos bloqueados, avance, recordatorio y cerrar', async () => {
    const m = await yaActualizado();
    // Ya envió y después el fondo le borró el correo (no recibe recordatorios: se cuenta).
    const sinCorreo = await yaActualizado();
    await p.db.update(afiliado).set({ email: null }).where(eq(afiliado.id_afiliado, sinCorreo.fila.id_afiliado));
    const retirado = await miembroConFicha(p, { retiro: '2026-12-31' });
    // Dos que nunca enviaron: reciben el recordatorio.
    const pendientes = [await miembroConFicha(p), await miembroConFicha(p)];

    // Fuera de una ronda: solo lectura, como siempre (SPEC 4).
    const antes = await enviar(m, envioCompleto(m, { telefono: '3110000000' }));
    expect(antes.statusCode).toBe(403);
    expect(antes.json()).toEqual({ error: MENSAJE_SOLO_LECTURA });
    expect((await ficha(m)).ronda).toBeNull();
    expect((await sesion(m)).ronda_actualizacion).toBeNull();

    // Validación del servidor.
    expect((await abrir({ nombre: '  ', fecha_limite: '2027-04-30' })).json()).toEqual({ error: MENSAJE_RONDA_NOMBRE });
    for (const fecha_limite of ['2027-02-28', '2027-02-30', '30/04/2027']) {
      const r = await abrir({ nombre: 'Actualización de datos 2027', fecha_limite });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: MENSAJE_RONDA_FECHA });
    }
    const nadie = await abrir({
      nombre: 'Actualización de datos 2027',
      fecha_limite: '2027-04-30',
      filtro: { texto: 'nadie-se-llama-asi' },
    });
    expect(nadie.statusCode).toBe(400);
    expect(nadie.json()).toEqual({ error: MENSAJE_RONDA_SIN_AFILIADOS });
    expect(await rondas()).toEqual([]);

    // Abierta para todos: los afiliados sin retiro, sin superadmin.
    const total = await elegibles();
    const abierta = await abrir({ nombre: 'Actualización de datos 2027', fecha_limite: '2027-04-30' });
    expect(abierta.statusCode).toBe(200);
    const { ronda } = abierta.json<RespuestaRonda>();
    expect(ronda).toMatchObject({
      nombre: 'Actualización de datos 2027',
      fecha_limite: '2027-04-30',
      abierta: true,
      total,
      enviados: 0,
      pendientes: total,
      filtro: {},
    });
    const miembros = await p.db.select().from(rondaAfiliado).where(eq(rondaAfiliado.id_ronda, ronda.id_ronda));
    expect(miembros.map((f) => f.id_afiliado)).not.toContain(retirado.fila.id_afiliado);
    expect((await abrir({ nombre: 'Otra', fecha_limite: '2027-05-30' })).json()).toEqual({
      error: MENSAJE_RONDA_ABIERTA,
    });

    // El afiliado ve la ronda en su ficha (pre-llenada con lo que el fondo tiene) y en su sesión.
    const f = await ficha(m);
    expect(f.ronda).toEqual({
      id_ronda: ronda.id_ronda,
      nombre: 'Actualización de datos 2027',
      fecha_limite: '2027-04-30',
    });
    expect(f.afiliado).toMatchObject({ telefono: '3001234567', salario: 4_000_000 });
    expect((await sesion(m)).ronda_actualizacion).toEqual(f.ronda);

    // Los campos bloqueados de SPEC 4 siguen bloqueados: el servidor los rechaza.
    for (const cambio of [{ salario: 5_000_000 }, { tipo_afiliado: 'Administrativo' }, { afiliacion: '2016-01-01' }]) {
      const r = await enviar(m, envioCompleto(m, cambio));
      expect(r.statusCode).toBe(403);
      expect(r.json<{ error: string }>().error).toContain(MENSAJE_CAMPOS_BLOQUEADOS);
    }
    expect((await rondas())[0]).toMatchObject({ enviados: 0 });

    // Envía otra vez con un cambio permitido: guardado, enviado en la ronda, y otra vez de solo lectura.
    p.reloj.fijar(new Date('2027-03-01T15:10:00Z'));
    const otraVez = await enviar(m, envioCompleto(m, { telefono: '3110000000' }));
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json()).toMatchObject({
      afiliado: { telefono: '3110000000', ultima_actualizacion: '2027-03-01T15:10:00.000Z' },
      sesion: { actualizacion_datos: 'ok' },
    });
    expect((await rondas())[0]).toMatchObject({ total, enviados: 1, pendientes: total - 1 });
    expect((await ficha(m)).ronda).toBeNull();
    expect((await sesion(m)).ronda_actualizacion).toBeNull();
    expect((await enviar(m, envioCompleto(m, { telefono: '3220000000' }))).json()).toEqual({
      error: MENSAJE_SOLO_LECTURA,
    });

    // Recordatorio: un correo por pendiente con correo, por la cola y a 30 por minuto; los sin correo se cuentan.
    const conCorreo = (
      await p.db
        .select({ n: sql<number>`count(*)::int` })
        .from(rondaAfiliado)
        .innerJoin(afiliado, eq(afiliado.id_afiliado, rondaAfiliado.id_afiliado))
        .where(
          and(
            eq(rondaAfiliado.id_ronda, ronda.id_ronda),
            sql`${rondaAfiliado.enviado} is null and nullif(trim(${afiliado.email}), '') is not null`,
          ),
        )
    )[0]!.n;
    const rec = await recordar(ronda.id_ronda);
    expect(rec.statusCode).toBe(200);
    const cuerpoRec = rec.json<RespuestaRecordatorio>();
    expect(cuerpoRec.encolados).toBe(conCorreo);
    expect(cuerpoRec.sin_correo).toBe(total - 1 - conCorreo);
    expect(cuerpoRec.sin_correo).toBeGreaterThanOrEqual(1);
    const correos = await p.db
      .select()
      .from(trabajo)
      .where(sql`${trabajo.datos}->>'motivo' = 'recordatorio_ronda'`)
      .orderBy(trabajo.id_trabajo);
    expect(correos).toHaveLength(conCorreo);
    expect(correos.map((c) => c.datos.para)).toEqual(expect.arrayContaining(pendientes.map((x) => x.fila.email)));
    expect(correos.map((c) => c.datos.para)).not.toContain(m.fila.email);
    expect(correos.map((c) => c.datos.para)).not.toContain(sinCorreo.fila.email);
    expect(String(correos[0]!.datos.asunto)).toContain('Actualización de datos 2027');
    expect(String(correos[0]!.datos.texto)).toContain('http://portal.prueba/actualizacion');
    expect(new Date(correos[1]!.ejecutar_en).getTime() - new Date(correos[0]!.ejecutar_en).getTime()).toBe(2000);
    expect((await rondas())[0]!.ultimo_recordatorio).toBe('2027-03-01T15:10:00.000Z');

    // Cerrar: el pendiente que ya había enviado antes vuelve a solo lectura; la ronda no se cierra dos veces.
    const cerrada = await cerrar(ronda.id_ronda);
    expect(cerrada.statusCode).toBe(200);
    expect(cerrada.json<RespuestaRonda>().ronda).toMatchObject({ abierta: false, cerrada: '2027-03-01T15:10:00.000Z' });
    expect((await cerrar(ronda.id_ronda)).json()).toEqual({ error: MENSAJE_RONDA_CERRADA });
    expect((await recordar(ronda.id_ronda)).statusCode).toBe(409);
    expect((await cerrar(999_999)).statusCode).toBe(404);
    expect((await ficha(sinCorreo)).ronda).toBeNull();
    expect((await enviar(sinCorreo, envioCompleto(sinCorreo, { telefono: '3110000000' }))).json()).toEqual({
      error: MENSAJE_SOLO_LECTURA,
    });
    const acciones = await p.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(sql`${auditoria.accion} like 'ronda_%'`)
      .orderBy(auditoria.id_auditoria);
    expect(acciones.map((a) => a.accion)).toEqual(['ronda_abierta', 'ronda_recordatorio', 'ronda_cerrada']);
  });

  test('con el filtro de la lista de afiliados: solo los sin actualizar, que el módulo manda a actualizar', async () => {
    const actualizado = await yaActualizado();
    const nuevo = await miembroConFicha(p);
    const r = await abrir({
      nombre: 'Ronda de los que faltan',
      fecha_limite: '2027-03-02',
      filtro: { actualizacion: 'sin_actualizar', texto: '' },
    });
    expect(r.statusCode).toBe(200);
    const { ronda } = r.json<RespuestaRonda>();
    expect(ronda.filtro).toEqual({ actualizacion: 'sin_actualizar' });
    const sinActualizar = (
      await p.db
        .select({ n: sql<number>`count(*)::int` })
        .from(afiliado)
        .where(sql`not superadmin and ultima_actualizacion is null and (retiro is null or retiro > '2027-03-02')`)
    )[0]!.n;
    expect(ronda.total).toBe(sinActualizar);
    expect((await sesion(nuevo)).ronda_actualizacion).toMatchObject({ nombre: 'Ronda de los que faltan' });
    expect((await sesion(actualizado)).ronda_actualizacion).toBeNull();
    expect((await enviar(actualizado, envioCompleto(actualizado))).statusCode).toBe(403);
    // El primer envío del nuevo cuenta en la ronda.
    expect((await enviar(nuevo, envioCompleto(nuevo))).statusCode).toBe(200);
    expect((await rondas())[0]).toMatchObject({ enviados: 1, pendientes: sinActualizar - 1 });
    expect((await cerrar(ronda.id_ronda)).statusCode).toBe(200);
  });
});
