// GET /api/mensajes/importar contra un Dovecot de verdad (api/test/dovecot.ts): hilo nuevo, respuesta
// en su hilo, adjuntos, importación repetida, remitente desconocido, XSS en el correo y servidor
// inalcanzable o login rechazado. Sin Dovecot instalado fallan con la instrucción de instalarlo.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { count, eq } from 'drizzle-orm';
import type { HiloMensaje, ErrorApi } from '@fondo/contrato';
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
import { iniciarDovecot, omitirDovecot, type Dovecot } from '../../test/dovecot.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';
import { MENSAJE_IMAP_INALCANZABLE, MENSAJE_IMAP_LOGIN } from './importar.js';

type Correo = ConstructorParameters<typeof MailComposer>[0];
const fuente = (c: Correo) =>
  new MailComposer({ to: 'contacto@fondo.prueba', date: new Date(), ...c }).compile().build();

(omitirDovecot ? describe.skip : describe)('importar desde el buzón (Dovecot)', () => {
  let dovecot: Dovecot;
  let prueba: AppDePrueba;
  let miembro: FilaAfiliado;
  let otro: FilaAfiliado;
  let tokenAdmin: string;

  beforeAll(async () => {
    dovecot = await iniciarDovecot();
    prueba = await crearAppDePrueba({ entorno: { IMAP_URL: dovecot.url } });
    miembro = (await crearAfiliado(prueba.db, { email: 'Ana@Correo.Prueba' })).afiliado;
    otro = (await crearAfiliado(prueba.db, { email: 'otro@correo.prueba' })).afiliado;
    const admin = (await crearAfiliado(prueba.db, { superadmin: true })).afiliado;
    tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
  });
  afterAll(async () => {
    await prueba?.cerrar();
    await dovecot?.detener();
  });

  const importar = async () => {
    const r = await pedir(prueba.app, 'GET', '/api/mensajes/importar', tokenAdmin);
    expect(r.statusCode).toBe(200);
    return r.json<{ mensaje: string }>().mensaje;
  };
  const hilosDe = (id: number) =>
    prueba.db.select().from(mensaje).where(eq(mensaje.id_afiliado, id)).orderBy(mensaje.id_mensaje);
  const total = async () => (await prueba.db.select({ n: count() }).from(mensaje))[0]!.n;

  test('un correo de un afiliado se vuelve un hilo con sus adjuntos; queda \\Seen en el servidor', async () => {
    await dovecot.agregar(
      await fuente({
        from: 'Ana <ana@correo.prueba>',
        subject: 'Retiro de ahorros',
        messageId: '<nuevo-1@correo.prueba>',
        html: '<div>Buen día,<br>quiero <b>retirar</b> <img src="https://x/y.png"> mis ahorros</div>',
        attachments: [
          { filename: 'cedula.pdf', content: PDF_MINIMO },
          { filename: 'firma.png', content: PNG_MINIMO },
        ],
      }),
    );
    expect(await importar()).toBe('Se importó 1 correo.');
    const [hilo] = await hilosDe(miembro.id_afiliado);
    expect(hilo).toMatchObject({
      asunto: 'Retiro de ahorros',
      texto: '<p>Buen día,<br />quiero <b>retirar</b>  mis ahorros</p>',
      estado: 0,
      id_mensaje_padre: null,
      id_autor: miembro.id_afiliado,
      id_correo: '<nuevo-1@correo.prueba>',
    });
    const adjuntos = await prueba.db
      .select({ nombre: archivo.nombre, tipo: archivo.tipo_mime, dueno: archivo.id_afiliado })
      .from(archivo)
      .where(eq(archivo.id_archivo, hilo!.adjuntos[0]!));
    expect(adjuntos).toEqual([{ nombre: 'cedula.pdf', tipo: 'application/pdf', dueno: miembro.id_afiliado }]);
    expect(hilo!.adjuntos).toHaveLength(2);
    // El afiliado lee su hilo y sus adjuntos.
    const token = await tokenDirecto(prueba.app, miembro.id_afiliado);
    const leido = await pedir(prueba.app, 'GET', `/api/mensajes/${hilo!.id_mensaje}`, token);
    expect(leido.json<HiloMensaje>().mensaje.infoAdjuntos.map((a) => a.nombre)).toEqual(['cedula.pdf', 'firma.png']);
    expect((await dovecot.banderas()).at(-1)).toContain('\\Seen');
  });

  test('una segunda importación no toma nada dos veces (ni una copia con el mismo Message-ID)', async () => {
    const antes = await total();
    expect(await importar()).toBe('Se importaron 0 correos.');
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: 'Copia',
        messageId: '<nuevo-1@correo.prueba>',
        text: 'otra vez',
      }),
    );
    expect(await importar()).toBe('Se importaron 0 correos. 1 ya estaba importado.');
    expect(await total()).toBe(antes);
  });

  test('respuestas: por In-Reply-To de nuestro aviso y por [Mensaje N] en el asunto, y reabren el hilo', async () => {
    const id = await crearHilo(prueba.db, miembro.id_afiliado, { asunto: 'Crédito', estado: 1 });
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: 'Re: cualquier cosa',
        messageId: '<resp-1@correo.prueba>',
        inReplyTo: `<mensaje-${id}-${id}-a1b2c3@fondo.local>`,
        references: [`<mensaje-${id}-${id}-a1b2c3@fondo.local>`],
        text: 'Respuesta por cabecera',
      }),
    );
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: `RE: [Mensaje ${id}] Crédito`,
        messageId: '<resp-2@correo.prueba>',
        text: 'Por asunto\n\nDos párrafos',
      }),
    );
    expect(await importar()).toBe('Se importaron 2 correos.');
    const respuestas = await prueba.db
      .select()
      .from(mensaje)
      .where(eq(mensaje.id_mensaje_padre, id))
      .orderBy(mensaje.id_mensaje);
    expect(respuestas.map((r) => [r.asunto, r.texto])).toEqual([
      ['RE: Crédito', '<p>Respuesta por cabecera</p>'],
      ['RE: Crédito', '<p>Por asunto</p><p>Dos párrafos</p>'],
    ]);
    const [raiz] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_mensaje, id));
    expect(raiz).toMatchObject({ estado: 0, actualizado_por: miembro.id_afiliado });
  });

  test('un número de hilo ajeno en el asunto no mete el correo en el hilo de otro: abre uno propio', async () => {
    const ajeno = await crearHilo(prueba.db, otro.id_afiliado, { asunto: 'Del otro' });
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: `[Mensaje ${ajeno}] intento`,
        messageId: '<ajeno@correo.prueba>',
        text: 'x',
      }),
    );
    expect(await importar()).toBe('Se importó 1 correo.');
    expect(await prueba.db.select().from(mensaje).where(eq(mensaje.id_mensaje_padre, ajeno))).toEqual([]);
    const [nuevo] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_correo, '<ajeno@correo.prueba>'));
    expect(nuevo).toMatchObject({ id_afiliado: miembro.id_afiliado, id_mensaje_padre: null });
  });

  test('un correo escrito con tildes separadas (como en macOS) se guarda en NFC: asunto, texto y adjunto', async () => {
    await dovecot.agregar(
      await fuente({
        from: 'otro@correo.prueba',
        subject: 'Cuota de N\u0303andu\u0301',
        messageId: '<nfc@correo.prueba>',
        text: 'Pago de la cuota de María'.normalize('NFD'),
        attachments: [{ filename: 'recibo-ñandú.pdf'.normalize('NFD'), content: PDF_MINIMO }],
      }),
    );
    expect(await importar()).toBe('Se importó 1 correo.');
    const [guardado] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_correo, '<nfc@correo.prueba>'));
    expect(guardado).toMatchObject({ asunto: 'Cuota de Ñandú', id_afiliado: otro.id_afiliado });
    expect(guardado!.texto).toContain('María');
    expect(guardado!.texto.normalize('NFC')).toBe(guardado!.texto);
    const nombres = (await prueba.db.select({ nombre: archivo.nombre }).from(archivo)).map((a) => a.nombre);
    expect(nombres).toContain('recibo-ñandú.pdf');
  });

  test('remitente desconocido: omitido y marcado; un adjunto no permitido o enorme no omite el correo', async () => {
    const antes = await total();
    await dovecot.agregar(await fuente({ from: 'nadie@otro.dominio', subject: 'Hola', text: 'quién soy' }));
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: 'Con programa',
        messageId: '<con-programa@correo.prueba>',
        text: 'adjunto',
        attachments: [
          { filename: 'ok.pdf', content: PDF_MINIMO },
          { filename: 'factura.pdf', content: Buffer.from('MZ\x90\x00programa') },
        ],
      }),
    );
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: 'Muy grande',
        messageId: '<muy-grande@correo.prueba>',
        text: 'adjunto',
        attachments: [
          { filename: 'grande.pdf', content: Buffer.concat([PDF_MINIMO, Buffer.alloc(10 * 1024 * 1024 + 1)]) },
        ],
      }),
    );
    const texto = await importar();
    expect(texto).toBe(
      'Se importaron 2 correos. 2 adjuntos no se guardaron (cada hilo dice cuáles). ' +
        'Omitido (1, marcado en el buzón): "Hola" de nadie@otro.dominio: remitente desconocido (no es el correo de ningún afiliado).',
    );
    expect(await total()).toBe(antes + 2);
    const [programa] = await prueba.db
      .select()
      .from(mensaje)
      .where(eq(mensaje.id_correo, '<con-programa@correo.prueba>'));
    expect(programa!.texto).toBe(
      '<p>adjunto</p>\n<p><em>No se guardaron estos archivos del correo: factura.pdf (tipo de archivo no permitido).</em></p>',
    );
    expect(programa!.adjuntos).toHaveLength(1);
    const [grande] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_correo, '<muy-grande@correo.prueba>'));
    expect(grande!.texto).toContain('No se guardaron estos archivos del correo: grande.pdf (más de 10 MB).');
    expect(grande!.adjuntos).toEqual([]);
    const banderas = (await dovecot.banderas()).slice(-3);
    expect(banderas.map((b) => b.includes('\\Flagged'))).toEqual([true, false, false]);
    expect(banderas.every((b) => b.includes('\\Seen'))).toBe(true);
    expect(await importar()).toBe('Se importaron 0 correos.');
  });

  test('XSS en el HTML, el asunto y los nombres de los adjuntos de un correo: nada queda guardado', async () => {
    const ids: string[] = [];
    for (const [i, carga] of CARGAS_XSS.entries()) {
      const messageId = `<xss-${i}@correo.prueba>`;
      ids.push(messageId);
      await dovecot.agregar(
        await fuente({
          from: 'ana@correo.prueba',
          subject: `Asunto ${carga}`,
          messageId,
          html: `<p>Texto</p>${carga}`,
          attachments: [{ filename: `${carga}.pdf`, content: PDF_MINIMO }],
        }),
      );
    }
    expect(await importar()).toBe(`Se importaron ${CARGAS_XSS.length} correos.`);
    for (const id of ids) {
      const [m] = await prueba.db.select().from(mensaje).where(eq(mensaje.id_correo, id));
      const [a] = await prueba.db
        .select({ nombre: archivo.nombre })
        .from(archivo)
        .where(eq(archivo.id_archivo, m!.adjuntos[0]!));
      expect({
        id,
        texto: problemasHtml(m!.texto),
        asunto: problemasTextoPlano(m!.asunto),
        nombre: problemasTextoPlano(a!.nombre),
      }).toEqual({ id, texto: [], asunto: [], nombre: [] });
    }
  }, 180_000);

  test('servidor inalcanzable o login rechazado: 502 en español, nada importado, el portal sigue', async () => {
    await dovecot.agregar(
      await fuente({
        from: 'ana@correo.prueba',
        subject: 'Pendiente',
        messageId: '<pendiente@correo.prueba>',
        text: 'x',
      }),
    );
    const antes = await total();
    const caido = await crearAppDePrueba({ entorno: { IMAP_URL: 'imap://fondo:clave@127.0.0.1:1/INBOX' } });
    const malaClave = await crearAppDePrueba({
      entorno: { IMAP_URL: dovecot.url.replace(dovecot.clave, 'otra-clave') },
    });
    try {
      for (const [app, error] of [
        [caido, MENSAJE_IMAP_INALCANZABLE],
        [malaClave, MENSAJE_IMAP_LOGIN],
      ] as const) {
        const admin = (await crearAfiliado(app.db, { superadmin: true })).afiliado;
        const token = await tokenDirecto(app.app, admin.id_afiliado);
        const r = await pedir(app.app, 'GET', '/api/mensajes/importar', token);
        expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status: 502, body: { error } });
        expect((await pedir(app.app, 'GET', '/api/health')).statusCode).toBe(200);
      }
    } finally {
      await caido.cerrar();
      await malaClave.cerrar();
    }
    expect(await total()).toBe(antes);
    expect((await dovecot.banderas()).at(-1)).not.toContain('\\Seen');
    expect(await importar()).toBe('Se importó 1 correo.');
  });
});
