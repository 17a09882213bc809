// Un administrador no puede abusar de la administración. Solo se abre la
// aplicación como afiliado (nunca como administrador), con el rol del afiliado y cada escritura auditada
// con el administrador real; ni el modal ni la bienvenida reemplazan una clave; cada lectura en bloque
// de datos personales (exportaciones, formulario PDF, archivos ajenos) deja su fila de auditoría.
import { and, eq } from 'drizzle-orm';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
  superadminConToken,
} from '../../test/ayudantes.js';
import type { ErrorApi, RespuestaAfiliadoAdmin, RespuestaUrlToken } from '@fondo/contrato';
import { crearArchivo } from '../../test/ayudantes-solicitudes.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';
import { afiliado, auditoria, corte, trabajo } from '../db/schema.js';
import { MENSAJE_YA_TIENE_CLAVE } from '../claves/servicio.js';
import { MENSAJE_IMPERSONAR_ADMIN, mensajeCorreoRepetido } from './servicio.js';

let p: AppDePrueba;
let admin: FilaAfiliado;
let token: string;

beforeAll(async () => {
  p = await crearAppDePrueba();
  ({ admin, token } = await superadminConToken(p, { nombres: 'Admin', apellidos: 'Fondo' }));
});
afterAll(async () => {
  await p.cerrar();
});

const auditorias = (accion: string) => p.db.select().from(auditoria).where(eq(auditoria.accion, accion));
const correos = async (motivo: string) =>
  (await p.db.select().from(trabajo).where(eq(trabajo.tipo, 'correo'))).filter(
    (t) => (t.datos as { motivo?: string }).motivo === motivo,
  );
const modal = (a: FilaAfiliado, cambios: Record<string, unknown> = {}) => ({
  id_afiliado: a.id_afiliado,
  nombres: a.nombres,
  apellidos: a.apellidos,
  documento: a.documento,
  documento_tipo: 'CC',
  email: a.email,
  ...cambios,
});

describe('abrir la aplicación como otro: solo afiliados, con su rol, auditado', () => {
  test('url-token de un superadmin: 403 en español, sin token ni auditoría', async () => {
    const otroAdmin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    const r = await pedir(p.app, 'GET', `/api/afiliados/${otroAdmin.id_afiliado}/url-token`, token);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 403, b: { error: MENSAJE_IMPERSONAR_ADMIN } });
    const filas = (await auditorias('impersonacion_token')).filter((a) => a.id_afiliado === otroAdmin.id_afiliado);
    expect(filas).toEqual([]);
  });

  test('una sesión impersonada de un superadmin (hecha antes del cambio) no tiene rol de administrador', async () => {
    const otroAdmin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    const t = await tokenDirecto(p.app, otroAdmin.id_afiliado, admin.id_afiliado);
    const hilo = await crearHilo(p.db, otroAdmin.id_afiliado);
    for (const [metodo, url] of [
      ['GET', '/api/admin/afiliados'],
      ['DELETE', `/api/mensajes/${hilo}`],
      ['GET', '/api/admin/auditoria'],
      ['GET', `/api/afiliados/${admin.id_afiliado}/resumen`],
    ] as const) {
      const r = await pedir(p.app, metodo, url, t);
      expect({ url, s: r.statusCode }).toEqual({ url, s: 403 });
    }
    expect((await pedir(p.app, 'GET', '/api/afiliados/me/sesion', t)).json()).toMatchObject({
      superadmin: false,
      impersonate: true,
    });
  });

  test('login-token de un afiliado que se volvió administrador en esos 2 minutos: 401', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/url-token`, token);
    const t = new URL(r.json<RespuestaUrlToken>().url).searchParams.get('token')!;
    await p.db.update(afiliado).set({ superadmin: true }).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect((await pedir(p.app, 'POST', '/api/login-token', null, { token: t })).statusCode).toBe(401);
  });

  test('cada escritura en la sesión impersonada: actor el administrador, sujeto el afiliado', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    const t = await tokenDirecto(p.app, m.id_afiliado, admin.id_afiliado);
    const r = await pedir(p.app, 'POST', '/api/mensajes', t, { asunto: 'Como afiliado', texto: '<p>Hola</p>' });
    expect(r.statusCode).toBe(200);
    // Una lectura no es una escritura; un rechazo no escribe nada.
    await pedir(p.app, 'GET', '/api/mensajes?estado=0', t);
    await pedir(p.app, 'POST', '/api/mensajes', t, { asunto: '', texto: '' });
    const filas = (await auditorias('escritura_impersonada')).filter((a) => a.id_afiliado === m.id_afiliado);
    expect(filas).toEqual([
      expect.objectContaining({
        id_actor: admin.id_afiliado,
        id_afiliado: m.id_afiliado,
        detalle: { metodo: 'POST', ruta: '/api/mensajes', estado: 200 },
      }),
    ]);
  });
});

describe('sin tomar cuentas en silencio', () => {
  test('la bienvenida a quien ya tiene clave: 409 en español; no cambia nada ni encola correo', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    const antes = (await correos('bienvenida')).length;
    const r = await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`, token);
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({ s: 409, b: { error: MENSAJE_YA_TIENE_CLAVE } });
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(fila).toMatchObject({ password: m.password, reestablecer_password: null });
    expect((await correos('bienvenida')).length).toBe(antes);
    // Sin clave todavía: la bienvenida sí sale.
    const nuevo = (await crearAfiliado(p.db, { password: null })).afiliado;
    expect((await pedir(p.app, 'GET', `/api/afiliados/${nuevo.id_afiliado}/enviar-bienvenida`, token)).statusCode).toBe(
      200,
    );
  });

  test('cambiar el correo en el modal: la clave sigue, aviso a la dirección anterior, auditado', async () => {
    const m = (await crearAfiliado(p.db, { email: 'duena@correo.prueba', nombres: 'Dueña' })).afiliado;
    const r = await pedir(p.app, 'POST', '/api/admin/afiliados', token, modal(m, { email: 'otro@atacante.prueba' }));
    expect(r.statusCode).toBe(200);
    const [fila] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(fila).toMatchObject({ password: m.password, email: 'otro@atacante.prueba', reestablecer_password: null });
    const aviso = (await correos('cambio_correo')).filter(
      (c) => (c.datos as { para: string }).para === 'duena@correo.prueba',
    );
    expect(aviso).toHaveLength(1);
    expect((aviso[0]!.datos as { texto: string }).texto).toContain('o***@atacante.prueba');
    const filas = (await auditorias('cambio_correo')).filter((a) => a.id_afiliado === m.id_afiliado);
    expect(filas).toEqual([
      expect.objectContaining({
        id_actor: admin.id_afiliado,
        detalle: { anterior: 'duena@correo.prueba', nuevo: 'otro@atacante.prueba', aviso: true },
      }),
    ]);
    // Guardar de nuevo sin cambiar el correo no avisa otra vez.
    await pedir(p.app, 'POST', '/api/admin/afiliados', token, modal(fila!));
    expect((await auditorias('cambio_correo')).filter((a) => a.id_afiliado === m.id_afiliado)).toHaveLength(1);
  });

  test('un correo de otro afiliado: 409 salvo que el superadmin confirme', async () => {
    await crearAfiliado(p.db, { email: 'compartido@correo.prueba' });
    const m = (await crearAfiliado(p.db)).afiliado;
    const r = await pedir(
      p.app,
      'POST',
      '/api/admin/afiliados',
      token,
      modal(m, { email: 'Compartido@correo.prueba ' }),
    );
    expect({ s: r.statusCode, b: r.json<ErrorApi>() }).toEqual({
      s: 409,
      b: { error: mensajeCorreoRepetido('Compartido@correo.prueba') },
    });
    const [sin] = await p.db.select().from(afiliado).where(eq(afiliado.id_afiliado, m.id_afiliado));
    expect(sin!.email).toBe(m.email);
    const nuevo = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...modal(m, { email: 'compartido@correo.prueba' }),
      id_afiliado: 0,
      documento: '55512345',
    });
    expect(nuevo.statusCode).toBe(409);
    const ok = await pedir(p.app, 'POST', '/api/admin/afiliados', token, {
      ...modal(m, { email: 'compartido@correo.prueba' }),
      confirmar_correo_repetido: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<RespuestaAfiliadoAdmin>().afiliado.email).toBe('compartido@correo.prueba');
  });
});

describe('lecturas de datos personales en bloque: cada una en la auditoría', () => {
  test('exportación de afiliados y de las vistas de un corte', async () => {
    const x = await pedir(p.app, 'GET', '/api/admin/afiliados/descargar', token);
    expect(x.statusCode).toBe(200);
    expect(await auditorias('exportacion_afiliados')).toEqual([
      expect.objectContaining({ id_actor: admin.id_afiliado, id_afiliado: null }),
    ]);
    const [c] = await p.db.insert(corte).values({ corte: '2025-06-30' }).returning();
    await pedir(p.app, 'GET', `/api/admin/cortes/${c!.id_corte}/aportes/descargar?texto=ana`, token);
    await pedir(p.app, 'GET', `/api/admin/cortes/${c!.id_corte}/creditos/descargar`, token);
    expect((await auditorias('exportacion_corte')).map((a) => a.detalle)).toEqual([
      { id_corte: c!.id_corte, vista: 'aportes', texto: 'ana', filas: 0 },
      { id_corte: c!.id_corte, vista: 'creditos', texto: null, filas: 0 },
    ]);
  });

  test('formulario PDF: quién, de quién', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    expect((await pedir(p.app, 'GET', `/api/afiliados/${m.id_afiliado}/actualizacion`, token)).statusCode).toBe(200);
    const filas = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'formulario_pdf'), eq(auditoria.id_afiliado, m.id_afiliado)));
    expect(filas).toEqual([expect.objectContaining({ id_actor: admin.id_afiliado })]);
  });

  test('archivo de otro afiliado leído por un administrador; el propio no', async () => {
    const m = (await crearAfiliado(p.db)).afiliado;
    const ajeno = await crearArchivo(p.db, m.id_afiliado, 'pdf', 'cedula.pdf');
    const propio = await crearArchivo(p.db, admin.id_afiliado, 'pdf', 'mio.pdf');
    expect((await pedir(p.app, 'GET', `/api/archivos/${ajeno}`, token)).statusCode).toBe(200);
    expect((await pedir(p.app, 'GET', `/api/archivos/${propio}`, token)).statusCode).toBe(200);
    // El afiliado que lee lo suyo no deja fila.
    expect(
      (await pedir(p.app, 'GET', `/api/archivos/${ajeno}`, await tokenDirecto(p.app, m.id_afiliado))).statusCode,
    ).toBe(200);
    expect(await auditorias('descarga_archivo')).toEqual([
      expect.objectContaining({
        id_actor: admin.id_afiliado,
        id_afiliado: m.id_afiliado,
        detalle: { id_archivo: ajeno, nombre: 'cedula.pdf' },
      }),
    ]);
  });

  test('la bitácora filtra por esas acciones', async () => {
    const r = await pedir(p.app, 'GET', '/api/admin/auditoria?accion=descarga_archivo', token);
    expect(r.json()).toMatchObject({ total: 1, filas: [{ accion: 'descarga_archivo', actor_nombre: 'Admin Fondo' }] });
  });
});
