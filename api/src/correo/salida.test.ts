// El correo nunca se pierde, contra un servidor SMTP de verdad (smtp-server) que se
// detiene y se vuelve a levantar durante la prueba, uno mudo (acepta y nunca saluda) y uno que rechaza
// un destinatario: la acción responde en cuanto su correo está en la cola, y la cola lo entrega después,
// una vez, con esperas crecientes entre intentos; el superadmin ve el pendiente o fallido y lo reintenta.
import { expect } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { RespuestaCorreos, ResumenCorreos } from '@fondo/contrato';
import { auditoria, trabajo } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { crearSolicitud, crearTipoCredito } from '../../test/ayudantes-solicitudes.js';
import { iniciarSmtp, iniciarSmtpMudo, type ServidorSmtp } from '../../test/smtp.js';
import { esperaReintento } from '../cola/cola.js';
import { encolarCorreo } from '../correo-saliente/salida.js';

let smtp: ServidorSmtp;
let p: AppDePrueba;
let admin: FilaAfiliado;
let miembro: FilaAfiliado;
let tokenAdmin: string;
let tokenMiembro: string;
const MINUTO = 60_000;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  p = await crearAppDePrueba({
    entorno: { SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '1000', FONDO_CORREO: 'contacto@fondo.prueba' },
  });
  admin = (await crearAfiliado(p.db, { superadmin: true, nombres: 'Ana', apellidos: 'Admin' })).afiliado;
  miembro = (
    await crearAfiliado(p.db, { nombres: 'Luz', apellidos: 'Rojas', email: 'luz@correo.prueba', password: null })
  ).afiliado;
  tokenAdmin = await tokenDirecto(p.app, admin.id_afiliado);
  tokenMiembro = await tokenDirecto(p.app, miembro.id_afiliado);
});
afterAll(async () => {
  await p?.cerrar();
  await smtp?.detener();
});
afterEach(async () => {
  p.reloj.real();
  smtp.rechazar.clear();
  await smtp.reanudar();
  // Cada prueba parte sin correos por entregar.
  await p.db.delete(trabajo);
});

const correosEnCola = () => p.db.select().from(trabajo).where(eq(trabajo.tipo, 'correo')).orderBy(trabajo.id_trabajo);
const recibidosPara = (para: string) => smtp.recibidos.filter((r) => r.para.includes(para));
const bienvenida = () => pedir(p.app, 'GET', `/api/afiliados/${miembro.id_afiliado}/enviar-bienvenida`, tokenAdmin);

describe('servidor de correo caído', () => {
  test('cinco clases de correo: las acciones responden 200 y todo llega, una vez, cuando el servidor vuelve', async () => {
    await smtp.detener();
    const antes = smtp.recibidos.length;
    // Bienvenida, reestablecer clave, mensaje de un afiliado (aviso al fondo), respuesta del fondo, revisión.
    expect((await bienvenida()).json()).toEqual({
      email: 'luz@correo.prueba',
      mensaje: 'Mensaje enviado a luz@correo.prueba',
    });
    const reestablecer = await pedir(p.app, 'POST', '/api/afiliados/reestablecer-clave', null, {
      documento: miembro.documento,
    });
    expect(reestablecer.statusCode).toBe(200);
    const escrito = await pedir(p.app, 'POST', '/api/mensajes', tokenMiembro, {
      asunto: 'Saldo',
      texto: '<p>Hola</p>',
    });
    expect(escrito.statusCode).toBe(200);
    const idHilo = escrito.json<{ mensaje: { id_mensaje: number } }>().mensaje.id_mensaje;
    const respuesta = await pedir(p.app, 'POST', '/api/mensajes', tokenAdmin, {
      id_mensaje_padre: idHilo,
      texto: '<p>Listo</p>',
    });
    expect(respuesta.statusCode).toBe(200);
    const solicitud = await crearSolicitud(p.db, miembro.id_afiliado, await crearTipoCredito(p.db));
    const revision = await pedir(p.app, 'POST', '/api/solicitudes-credito', tokenAdmin, {
      id_solicitud: solicitud,
      estado: 'APROBADA',
    });
    expect(revision.statusCode).toBe(200);
    expect((await correosEnCola()).map((t) => t.datos.motivo)).toEqual([
      'bienvenida',
      'reestablecer_clave',
      'mensaje_afiliado',
      'mensaje_respuesta',
      'solicitud_revisada',
    ]);

    // El intento falla: nada se pierde, queda pendiente con su error y el próximo intento en 1 minuto.
    expect(await p.app.cola.procesar()).toBe(5);
    const fallidos = await correosEnCola();
    expect(fallidos.every((t) => t.estado === 'pendiente' && t.intentos === 1)).toBe(true);
    expect(fallidos[0]!.ultimo_error).toMatch(/^No se pudo conectar con el servidor de correo/);
    const lista = (await pedir(p.app, 'GET', '/api/admin/correos', tokenAdmin)).json<RespuestaCorreos>();
    expect(lista.total).toBe(5);
    expect(lista.filas[4]).toMatchObject({
      motivo: 'bienvenida',
      para: 'luz@correo.prueba',
      estado: 'pendiente',
      intentos: 1,
      ultimo_error: expect.stringMatching(/No se pudo conectar/),
    });
    expect((await pedir(p.app, 'GET', '/api/admin/correos/resumen', tokenAdmin)).json<ResumenCorreos>()).toMatchObject({
      pendientes: 5,
      fallidos: 0,
    });
    // Antes de la espera no se reintenta.
    expect(await p.app.cola.procesar()).toBe(0);

    await smtp.reanudar();
    p.reloj.mover(MINUTO);
    expect(await p.app.cola.procesar()).toBe(5);
    expect(smtp.recibidos.length - antes).toBe(5);
    expect((await correosEnCola()).every((t) => t.estado === 'hecho')).toBe(true);
    // Enviados: sin el cuerpo en la base (el enlace de la clave no queda guardado).
    expect((await correosEnCola()).every((t) => t.datos.texto === undefined && t.datos.html === undefined)).toBe(true);

    // El enlace que llegó funciona (el de reestablecer, el último pedido, reemplazó al de la bienvenida).
    const cuerpo = recibidosPara('luz@correo.prueba').find((r) => /^Reestablecer clave/.test(r.correo.subject ?? ''))!;
    const token = /reestablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(cuerpo.correo.text ?? '')![1]!;
    expect((await pedir(p.app, 'GET', `/api/afiliados/verificar-token/${token}`)).statusCode).toBe(200);
    // Nada más que enviar, y nada se envía dos veces.
    p.reloj.mover(60 * MINUTO);
    expect(await p.app.cola.procesar()).toBe(0);
    expect(smtp.recibidos.length - antes).toBe(5);
  });

  test('esperas crecientes (1, 2, 4, ... 60 min) y, agotados los 10 intentos, fallido', async () => {
    await smtp.detener();
    expect((await bienvenida()).statusCode).toBe(200);
    const esperas: number[] = [];
    for (let intento = 1; intento <= 10; intento++) {
      expect(await p.app.cola.procesar()).toBe(1);
      const [t] = await correosEnCola();
      if (intento < 10) {
        expect(t).toMatchObject({ estado: 'pendiente', intentos: intento });
        const espera = new Date(t!.ejecutar_en).getTime() - p.reloj().getTime();
        esperas.push(Math.round(espera / MINUTO));
        p.reloj.mover(espera);
      } else {
        expect(t).toMatchObject({ estado: 'fallido', intentos: 10 });
      }
    }
    expect(esperas).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(esperaReintento(1)).toBe(MINUTO);
    // Horas después: una sesión nueva del superadmin.
    const token = await tokenDirecto(p.app, admin.id_afiliado);
    const fallidos = (await pedir(p.app, 'GET', '/api/admin/correos?estado=fallido', token)).json<RespuestaCorreos>();
    expect(fallidos.filas).toEqual([
      expect.objectContaining({ estado: 'fallido', intentos: 10, ultimo_error: expect.stringMatching(/conectar/) }),
    ]);
    // El superadmin lo reintenta cuando el servidor vuelve: sale en la siguiente vuelta.
    await smtp.reanudar();
    const antes = smtp.recibidos.length;
    const r = await pedir(p.app, 'POST', '/api/admin/correos/reintentar', token);
    expect(r.json()).toEqual({ mensaje: '1 correo quedó en cola para enviarse de nuevo' });
    expect(await p.app.cola.procesar()).toBe(1);
    expect(smtp.recibidos.length - antes).toBe(1);
    expect((await pedir(p.app, 'POST', '/api/admin/correos/reintentar', token)).json()).toEqual({
      mensaje: 'No hay correos fallidos para enviar de nuevo',
    });
  });

  test('un servidor que acepta la conexión y nunca saluda: la acción no espera y el correo queda pendiente', async () => {
    const mudo = await iniciarSmtpMudo();
    const lenta = await crearAppDePrueba({ entorno: { SMTP_URL: mudo.url, SMTP_TIMEOUT_MS: '300' } });
    try {
      const a = (await crearAfiliado(lenta.db, { superadmin: true })).afiliado;
      const m = (await crearAfiliado(lenta.db, { email: 'espera@correo.prueba', password: null })).afiliado;
      const inicio = Date.now();
      const r = await pedir(
        lenta.app,
        'GET',
        `/api/afiliados/${m.id_afiliado}/enviar-bienvenida`,
        await tokenDirecto(lenta.app, a.id_afiliado),
      );
      expect(r.statusCode).toBe(200);
      expect(Date.now() - inicio).toBeLessThan(2000);
      await lenta.app.cola.procesar();
      expect(mudo.conexiones).toBe(1);
      const [t] = await lenta.db.select().from(trabajo);
      expect(t).toMatchObject({ estado: 'pendiente', intentos: 1 });
      expect(t!.ultimo_error).toMatch(/^El servidor de correo no respondió a tiempo/);
    } finally {
      await lenta.cerrar();
      await mudo.detener();
    }
  });
});

describe('destinatario rechazado', () => {
  test('550: fallido sin más intentos, los demás salen; el superadmin lo ve y lo reintenta', async () => {
    smtp.rechazar.add('rebota@correo.prueba');
    const rebota = (await crearAfiliado(p.db, { email: 'rebota@correo.prueba', password: null })).afiliado;
    const antes = smtp.recibidos.length;
    expect(
      (await pedir(p.app, 'GET', `/api/afiliados/${rebota.id_afiliado}/enviar-bienvenida`, tokenAdmin)).statusCode,
    ).toBe(200);
    expect((await bienvenida()).statusCode).toBe(200);
    expect(await p.app.cola.procesar()).toBe(2);
    expect(smtp.recibidos.length - antes).toBe(1);
    const lista = (await pedir(p.app, 'GET', '/api/admin/correos', tokenAdmin)).json<RespuestaCorreos>();
    expect(lista.filas).toEqual([
      expect.objectContaining({
        para: 'rebota@correo.prueba',
        estado: 'fallido',
        intentos: 1,
        ultimo_error: expect.stringMatching(/^El servidor de correo rechazó el destinatario: 550/),
      }),
    ]);
    // Enviados, con su filtro y el texto.
    const enviados = (
      await pedir(p.app, 'GET', '/api/admin/correos?estado=enviado&texto=LUZ@correo', tokenAdmin)
    ).json<RespuestaCorreos>();
    expect(enviados.filas.map((f) => [f.para, f.estado, f.motivo])).toEqual([
      ['luz@correo.prueba', 'enviado', 'bienvenida'],
    ]);

    const id = lista.filas[0]!.id_correo;
    smtp.rechazar.clear();
    const r = await pedir(p.app, 'POST', `/api/admin/correos/${id}/reintentar`, tokenAdmin);
    expect(r.json()).toEqual({ mensaje: 'El correo quedó en cola para enviarse de nuevo' });
    expect(await p.app.cola.procesar()).toBe(1);
    expect(recibidosPara('rebota@correo.prueba')).toHaveLength(1);
    const auditados = await p.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'correo_reintentado'), eq(auditoria.id_actor, admin.id_afiliado)));
    expect(auditados.map((a) => a.detalle)).toContainEqual({
      id_correo: id,
      para: 'rebota@correo.prueba',
      estado_anterior: 'fallido',
    });
    // Ya enviado: 409; inexistente o de otro tipo: 404.
    expect((await pedir(p.app, 'POST', `/api/admin/correos/${id}/reintentar`, tokenAdmin)).json()).toEqual({
      error: 'Ese correo ya fue enviado',
    });
    expect((await pedir(p.app, 'POST', '/api/admin/correos/999999/reintentar', tokenAdmin)).statusCode).toBe(404);
    expect((await pedir(p.app, 'GET', '/api/admin/correos?estado=otro', tokenAdmin)).statusCode).toBe(400);
  });
});

describe('un proceso que muere a mitad de un envío', () => {
  test('al vencer su plazo, el correo vuelve a la cola y sale', async () => {
    expect((await bienvenida()).statusCode).toBe(200);
    const [t] = await correosEnCola();
    await p.db
      .update(trabajo)
      .set({ estado: 'en_curso', intentos: 1, tomado_hasta: new Date(Date.now() + 10 * MINUTO).toISOString() })
      .where(eq(trabajo.id_trabajo, t!.id_trabajo));
    expect(await p.app.cola.procesar()).toBe(0);
    expect((await pedir(p.app, 'POST', `/api/admin/correos/${t!.id_trabajo}/reintentar`, tokenAdmin)).json()).toEqual({
      error: 'Ese correo se está enviando en este momento',
    });
    p.reloj.mover(11 * MINUTO);
    const antes = smtp.recibidos.length;
    expect(await p.app.cola.procesar()).toBe(1);
    expect(smtp.recibidos.length - antes).toBe(1);
    expect((await correosEnCola())[0]).toMatchObject({ estado: 'hecho', intentos: 2 });
  });

  test('una transacción que no se confirma no deja su correo en la cola', async () => {
    await expect(
      p.db.transaction(async (tx) => {
        await encolarCorreo(tx, { motivo: 'bienvenida', para: 'x@correo.prueba', asunto: 'x', texto: 'x' });
        throw new Error('la acción falló después de encolar');
      }),
    ).rejects.toThrow('la acción falló');
    expect(await correosEnCola()).toEqual([]);
  });
});
