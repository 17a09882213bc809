// /api/mensajes: hilos, respuestas, estado, adjuntos (con su regla de lectura), saneamiento de
// texto, asunto y nombres de archivo, y los avisos por correo a un servidor SMTP de verdad.
import { count, eq } from 'drizzle-orm';
import type { HiloMensaje, RespuestaMensajes, ErrorApi, RespuestaMensaje } from '@fondo/contrato';
import { archivo, mensaje } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { PDF_MINIMO, PNG_MINIMO } from '../../test/ayudantes-solicitudes.js';
import { CARGAS_XSS, problemasHtml, problemasTextoPlano } from '../../test/cargas-xss.js';
import { iniciarSmtp, type ServidorSmtp } from '../../test/smtp.js';
import { dataUrl } from '../demo/muestras.js';
import { hiloDeAsunto, hiloDeIdCorreo } from './avisos.js';

let prueba: AppDePrueba;
let smtp: ServidorSmtp;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let admin: FilaAfiliado;
let tokenMiembro: string;
let tokenOtro: string;
let tokenAdmin: string;

beforeAll(async () => {
  smtp = await iniciarSmtp();
  prueba = await crearAppDePrueba({
    entorno: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fondo Prueba <no-responder@fondo.prueba>',
      FONDO_CORREO: 'contacto@fondo.prueba',
    },
  });
  miembro = (await crearAfiliado(prueba.db, { nombres: 'Ana', apellidos: 'Pérez', email: 'ana@correo.prueba' }))
    .afiliado;
  otro = (await crearAfiliado(prueba.db)).afiliado;
  admin = (await crearAfiliado(prueba.db, { superadmin: true, nombres: 'Admin', apellidos: 'Fondo' })).afiliado;
  tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  tokenOtro = await tokenDirecto(prueba.app, otro.id_afiliado);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
});
afterAll(async () => {
  await prueba?.cerrar();
  await smtp?.detener();
});

const escribir = (cuerpo: Record<string, unknown>, token = tokenMiembro) =>
  pedir(prueba.app, 'POST', '/api/mensajes', token, cuerpo);
const subir = async (bytes: Buffer, name: string, token = tokenMiembro) => {
  const r = await pedir(prueba.app, 'POST', '/api/archivos', token, { file: dataUrl(bytes), name, uso: 'adjunto' });
  return r;
};
const idSubido = async (bytes: Buffer, name: string, token = tokenMiembro) => {
  const r = await subir(bytes, name, token);
  expect(r.statusCode).toBe(200);
  return r.json<{ id_archivo: number }>().id_archivo;
};
const mensajesGuardados = async () => (await prueba.db.select({ n: count() }).from(mensaje))[0]!.n;
/** Espera los avisos en segundo plano y devuelve los correos que llegaron desde `desde`. */
const correosDesde = async (desde: number) => {
  await prueba.app.cola.procesar();
  return smtp.recibidos.slice(desde);
};

describe('hilo nuevo, lista y lectura', () => {
  test('el afiliado abre un hilo con adjunto: Abierto, saneado, y el fondo recibe el aviso', async () => {
    await prueba.app.cola.procesar();
    const antes = smtp.recibidos.length;
    const adjunto = await idSubido(PDF_MINIMO, 'desprendible.pdf');
    const r = await escribir({
      asunto: '  Consulta <b>de</b> saldo ',
      texto: '<p>Hola <strong>fondo</strong><script>alert(1)</script></p>',
      adjuntos: [adjunto],
    });
    expect(r.statusCode).toBe(200);
    const hilo = r.json<HiloMensaje>();
    expect(hilo.mensaje).toMatchObject({
      asunto: 'Consulta de saldo',
      texto: '<p>Hola <strong>fondo</strong></p>',
      estado: 0,
      id_mensaje_padre: null,
      id_afiliado: miembro.id_afiliado,
      afiliado_nombre: 'Ana Pérez',
      autor_nombre: 'Ana Pérez',
      actualizado_por: 'Ana Pérez',
      adjuntos: [adjunto],
      infoAdjuntos: [{ id_archivo: adjunto, nombre: 'desprendible.pdf' }],
    });
    expect(hilo.respuestas).toEqual([]);

    const [aviso] = await correosDesde(antes);
    expect(aviso?.para).toEqual(['contacto@fondo.prueba']);
    expect(aviso?.correo.subject).toBe(`[Mensaje ${hilo.mensaje.id_mensaje}] Consulta de saldo`);
    expect(aviso?.correo.html).toContain('<p>Hola <strong>fondo</strong></p>');
    expect(aviso?.correo.text).toContain('Ana Pérez escribió un mensaje nuevo "Consulta de saldo"');
    expect(aviso?.correo.text).toContain(`http://portal.prueba/mensaje/${hilo.mensaje.id_mensaje}`);
    expect(hiloDeIdCorreo(aviso!.correo.messageId!)).toBe(hilo.mensaje.id_mensaje);
    expect(hiloDeAsunto(aviso!.correo.subject!)).toBe(hilo.mensaje.id_mensaje);

    const lista = await pedir(prueba.app, 'GET', '/api/mensajes', tokenMiembro);
    expect(lista.statusCode).toBe(200);
    const fila = lista.json<RespuestaMensajes>().filas.find((f) => f.id_mensaje === hilo.mensaje.id_mensaje);
    expect(fila).toEqual(hilo.mensaje);
  });

  test('falta asunto en un hilo nuevo o falta texto: 400 en español, nada guardado', async () => {
    const antes = await mensajesGuardados();
    for (const [cuerpo, error] of [
      [{ texto: '<p>Hola</p>' }, 'El asunto es requerido'],
      [{ asunto: '<script>x</script>', texto: '<p>Hola</p>' }, 'El asunto es requerido'],
      [{ asunto: 'Hola' }, 'El texto del mensaje es requerido'],
      [{ asunto: 'Hola', texto: '<script>alert(1)</script><p> </p>' }, 'El texto del mensaje es requerido'],
    ] as const) {
      const r = await escribir(cuerpo);
      expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status: 400, body: { error } });
    }
    expect(await mensajesGuardados()).toBe(antes);
  });

  test('adjunto de tipo no permitido (por sus bytes): 415; demasiado grande: 413; nada guardado', async () => {
    const antes = (await prueba.db.select({ n: count() }).from(archivo))[0]!.n;
    const html = await subir(Buffer.from('<html><script>alert(1)</script></html>'), 'factura.pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json<{ error: string }>().error).toMatch(/^Tipo de archivo no permitido/);
    const grande = await subir(Buffer.concat([PDF_MINIMO, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf');
    expect(grande.statusCode).toBe(413);
    expect((await prueba.db.select({ n: count() }).from(archivo))[0]!.n).toBe(antes);
  });

  test('adjuntar un archivo que subió otro afiliado: 403, nada guardado', async () => {
    const ajeno = await idSubido(PDF_MINIMO, 'ajeno.pdf', tokenOtro);
    const antes = await mensajesGuardados();
    const r = await escribir({ asunto: 'Con ajeno', texto: 'Hola', adjuntos: [ajeno] });
    expect(r.statusCode).toBe(403);
    expect(await mensajesGuardados()).toBe(antes);
  });
});

describe('respuestas, estado y permisos', () => {
  let idHilo: number;
  let adjuntoAdmin: number;

  beforeAll(async () => {
    const r = await escribir({ asunto: 'Certificado', texto: 'Necesito un certificado' });
    idHilo = r.json<HiloMensaje>().mensaje.id_mensaje;
    adjuntoAdmin = await idSubido(PNG_MINIMO, 'respuesta.png', tokenAdmin);
    await prueba.app.cola.procesar();
  });

  test('otro afiliado no lee, no responde ni ve el hilo en su lista: 403', async () => {
    expect((await pedir(prueba.app, 'GET', `/api/mensajes/${idHilo}`, tokenOtro)).statusCode).toBe(403);
    const r = await escribir({ id_mensaje_padre: idHilo, texto: 'Me meto' }, tokenOtro);
    expect(r.statusCode).toBe(403);
    const lista = await pedir(prueba.app, 'GET', '/api/mensajes', tokenOtro);
    expect(lista.json<RespuestaMensajes>().filas.some((f) => f.id_mensaje === idHilo)).toBe(false);
  });

  test('un hilo que no existe: 404 en español', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/mensajes/999999', tokenMiembro);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 404,
      body: { error: 'Mensaje no encontrado' },
    });
  });

  test('el afiliado no puede cerrar: 403', async () => {
    const r = await escribir({ id_mensaje_padre: idHilo, texto: 'Cierro', estado: 1 });
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: 'Solo el fondo puede cerrar un mensaje' },
    });
  });

  test('el fondo responde y cierra: el afiliado recibe el correo y lee el adjunto; otro afiliado no', async () => {
    await prueba.app.cola.procesar();
    const antes = smtp.recibidos.length;
    const r = await escribir(
      {
        id_mensaje_padre: idHilo,
        texto: '<p>Listo, <a href="https://fondo.example/c">descárguelo</a></p>',
        estado: 1,
        adjuntos: [adjuntoAdmin],
      },
      tokenAdmin,
    );
    expect(r.statusCode).toBe(200);
    const hilo = r.json<HiloMensaje>();
    expect(hilo.mensaje).toMatchObject({ estado: 1, actualizado_por: 'Admin Fondo' });
    expect(hilo.respuestas).toHaveLength(1);
    expect(hilo.respuestas[0]).toMatchObject({
      asunto: 'RE: Certificado',
      autor_nombre: 'Admin Fondo',
      afiliado_nombre: 'Ana Pérez',
      id_mensaje_padre: idHilo,
      texto:
        '<p>Listo, <a href="https://fondo.example/c" rel="noopener noreferrer" target="_blank">descárguelo</a></p>',
      infoAdjuntos: [{ id_archivo: adjuntoAdmin, nombre: 'respuesta.png' }],
    });

    const [aviso] = await correosDesde(antes);
    expect(aviso?.para).toEqual(['ana@correo.prueba']);
    expect(aviso?.correo.replyTo?.text).toBe('contacto@fondo.prueba');
    expect(aviso?.correo.subject).toBe(`[Mensaje ${idHilo}] Certificado`);
    expect(aviso?.correo.html).toContain('descárguelo</a>');
    expect(aviso?.correo.text).toContain('Listo, descárguelo');
    expect(aviso?.correo.text).toContain(`http://portal.prueba/mensaje/${idHilo}`);
    expect(hiloDeIdCorreo(aviso!.correo.messageId!)).toBe(idHilo);

    expect((await pedir(prueba.app, 'GET', `/api/archivos/${adjuntoAdmin}`, tokenMiembro)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${adjuntoAdmin}`, tokenOtro)).statusCode).toBe(403);

    const cerrados = await pedir(prueba.app, 'GET', '/api/mensajes?estado=1', tokenMiembro);
    expect(cerrados.json<RespuestaMensajes>().filas.map((f) => f.id_mensaje)).toEqual([idHilo]);
  });

  test('la respuesta del afiliado a un hilo cerrado lo reabre (y avisa al fondo)', async () => {
    await prueba.app.cola.procesar();
    const antes = smtp.recibidos.length;
    const r = await escribir({ id_mensaje_padre: idHilo, texto: 'Gracias, pero falta algo' });
    expect(r.statusCode).toBe(200);
    expect(r.json<HiloMensaje>().mensaje).toMatchObject({ estado: 0, actualizado_por: 'Ana Pérez' });
    const correos = await correosDesde(antes);
    expect(correos.map((c) => c.para)).toEqual([['contacto@fondo.prueba']]);
    expect(correos[0]?.correo.text).toContain('Ana Pérez respondió el mensaje "Certificado"');
  });

  test('el superadmin ve todos los hilos con nombre y foto, filtra por estado y ordena', async () => {
    await escribir({ asunto: 'Del otro', texto: 'Hola' }, tokenOtro);
    const todos = await pedir(prueba.app, 'GET', '/api/mensajes?tamano=100', tokenAdmin);
    const filas = todos.json<RespuestaMensajes>().filas;
    expect(new Set(filas.map((f) => f.id_afiliado))).toEqual(new Set([miembro.id_afiliado, otro.id_afiliado]));
    expect(filas.every((f) => 'afiliado_foto' in f && f.afiliado_nombre.length > 0)).toBe(true);
    const abiertos = await pedir(prueba.app, 'GET', '/api/mensajes?estado=0&orden=asunto', tokenAdmin);
    const asuntos = abiertos.json<RespuestaMensajes>().filas.map((f) => f.asunto);
    expect(asuntos).toEqual([...asuntos].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(abiertos.json<RespuestaMensajes>().total).toBe(filas.filter((f) => f.estado === 0).length);
    expect((await pedir(prueba.app, 'GET', '/api/mensajes?estado=3', tokenAdmin)).statusCode).toBe(400);
  });

  test('el superadmin borra el hilo entero; luego 404', async () => {
    const r = await pedir(prueba.app, 'DELETE', `/api/mensajes/${idHilo}`, tokenAdmin);
    expect({ status: r.statusCode, body: r.json<RespuestaMensaje>() }).toEqual({
      status: 200,
      body: { mensaje: 'Mensaje eliminado' },
    });
    expect(await prueba.db.select().from(mensaje).where(eq(mensaje.id_mensaje_padre, idHilo))).toEqual([]);
    expect((await pedir(prueba.app, 'GET', `/api/mensajes/${idHilo}`, tokenAdmin)).statusCode).toBe(404);
    expect((await pedir(prueba.app, 'DELETE', `/api/mensajes/${idHilo}`, tokenAdmin)).statusCode).toBe(404);
  });
});

describe('XSS: nada peligroso queda guardado', () => {
  test.each(CARGAS_XSS.map((c, i) => [i, c]))('carga %i en texto, asunto y nombre de adjunto', async (_i, carga) => {
    const adjunto = await idSubido(PDF_MINIMO, `${carga}.pdf`);
    const r = await escribir({ asunto: `Asunto ${carga}`, texto: `<p>Texto</p>${carga}`, adjuntos: [adjunto] });
    expect(r.statusCode).toBe(200);
    const id = r.json<HiloMensaje>().mensaje.id_mensaje;
    const [guardado] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_mensaje, id));
    const [nombre] = await prueba.db
      .select({ nombre: archivo.nombre })
      .from(archivo)
      .where(eq(archivo.id_archivo, adjunto));
    expect({
      texto: problemasHtml(guardado!.texto),
      asunto: problemasTextoPlano(guardado!.asunto),
      nombre: problemasTextoPlano(nombre!.nombre),
    }).toEqual({ texto: [], asunto: [], nombre: [] });
    expect(guardado!.texto.startsWith('<p>Texto</p>')).toBe(true);
  });
});
