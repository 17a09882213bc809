// 'Importar desde correo' con correos reales guardados en un Dovecot de verdad:
// Outlook con el logo GIF de la firma (multipart/related), un reenvío como adjunto (message/rfc822), un
// .exe junto a un PDF, ISO-8859-1 con una hoja de LibreOffice (.ods), y Authentication-Results del
// servidor del fondo (IMAP_AUTHSERV_ID): sin DMARC, DKIM ni SPF aprobados, 'Remitente sin verificar'.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { HiloMensaje } from '@fondo/contrato';
import { iniciarDovecot, omitirDovecot, type Dovecot } from '../../test/dovecot.js';
import { archivo, mensaje } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { conPrograma, latin1ConHoja, logoGif, outlookConLogo, reenvioComoAdjunto } from '../../test/correos-reales.js';

const APROBADO =
  'mx.fondo.prueba; spf=pass smtp.mailfrom=correo.prueba; dkim=pass header.d=correo.prueba; dmarc=pass header.from=correo.prueba';
const ANA = '"Ana Pérez" <ana@correo.prueba>';

(omitirDovecot ? describe.skip : describe)('correos reales en el buzón (Dovecot)', () => {
  let dovecot: Dovecot;
  let p: AppDePrueba;
  let ana: FilaAfiliado;
  let tokenAdmin: string;

  beforeAll(async () => {
    dovecot = await iniciarDovecot();
    p = await crearAppDePrueba({ entorno: { IMAP_URL: dovecot.url, IMAP_AUTHSERV_ID: 'mx.fondo.prueba' } });
    ana = (await crearAfiliado(p.db, { nombres: 'Ana', apellidos: 'Pérez', email: 'ana@correo.prueba' })).afiliado;
    const admin = (await crearAfiliado(p.db, { superadmin: true })).afiliado;
    tokenAdmin = await tokenDirecto(p.app, admin.id_afiliado);
  });
  afterAll(async () => {
    await p?.cerrar();
    await dovecot?.detener();
  });

  const importar = async () => {
    const r = await pedir(p.app, 'GET', '/api/mensajes/importar', tokenAdmin);
    expect(r.statusCode).toBe(200);
    return r.json<{ mensaje: string }>().mensaje;
  };
  const importado = async (id: string) => {
    const [m] = await p.db.select().from(mensaje).where(eq(mensaje.id_correo, id));
    expect(m).toBeDefined();
    const adjuntos = await Promise.all(
      m!.adjuntos.map(
        async (a) =>
          (
            await p.db
              .select({ nombre: archivo.nombre, tipo: archivo.tipo_mime, bytes: archivo.contenido })
              .from(archivo)
              .where(eq(archivo.id_archivo, a))
          )[0]!,
      ),
    );
    return { m: m!, adjuntos };
  };

  test('Outlook con el logo GIF de la firma: el texto entero y el logo como PNG, sin omitir nada', async () => {
    await dovecot.agregar(
      outlookConLogo(
        { de: ANA, asunto: 'Certificado tributario', id: '<outlook-1@correo.prueba>', autenticacion: APROBADO },
        await logoGif(),
      ),
    );
    expect(await importar()).toBe('Se importó 1 correo.');
    const { m, adjuntos } = await importado('<outlook-1@correo.prueba>');
    expect(m.asunto).toBe('Certificado tributario');
    expect(m.texto).toContain('Buenos días,');
    expect(m.texto).toContain('Necesito el certificado tributario del año 2025.');
    expect(m.texto).not.toMatch(/<img|cid:|No se guardaron/);
    expect(m.remitente_sin_verificar).toBe(false);
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([['image001.png', 'image/png']]);
    const meta = await sharp(Buffer.from(adjuntos[0]!.bytes)).metadata();
    expect({ formato: meta.format, ancho: meta.width, alto: meta.height }).toEqual({
      formato: 'png',
      ancho: 120,
      alto: 40,
    });
  });

  test('un correo reenviado como adjunto: su texto en el hilo y su PDF con los adjuntos', async () => {
    await dovecot.agregar(
      reenvioComoAdjunto({
        de: ANA,
        asunto: 'RV: Certificado laboral',
        id: '<reenvio-1@correo.prueba>',
        autenticacion: APROBADO,
      }),
    );
    expect(await importar()).toBe('Se importó 1 correo.');
    const { m, adjuntos } = await importado('<reenvio-1@correo.prueba>');
    expect(m.texto).toMatch(/^<p>Les reenvío el correo del colegio.<\/p>/);
    expect(m.texto).toContain('---------- Mensaje reenviado ----------');
    expect(m.texto).toMatch(/De: .*Pedro Gómez.*pedro@colegio\.prueba/);
    expect(m.texto).toContain('Asunto: Certificado laboral');
    expect(m.texto).toContain('Ana, adjunto el certificado laboral que pidió.');
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([['certificado laboral.pdf', 'application/pdf']]);
  });

  test('un .exe junto a un PDF: el PDF y el texto se guardan, y el hilo dice qué archivo se dejó fuera', async () => {
    await dovecot.agregar(
      conPrograma({ de: ANA, asunto: 'Desprendible', id: '<programa-1@correo.prueba>', autenticacion: APROBADO }),
    );
    expect(await importar()).toBe('Se importó 1 correo. 1 adjunto no se guardó (el hilo dice cuál).');
    const { m, adjuntos } = await importado('<programa-1@correo.prueba>');
    expect(adjuntos.map((a) => a.nombre)).toEqual(['desprendible.pdf']);
    expect(m.texto).toBe(
      '<p>Adjunto el desprendible y el programa para ver el saldo.</p>\n' +
        '<p><em>No se guardaron estos archivos del correo: saldo.exe (tipo de archivo no permitido).</em></p>',
    );
  });

  test('ISO-8859-1 con una hoja de LibreOffice: acentos intactos y la hoja sigue siendo .ods', async () => {
    const ods = readFileSync(new URL('../../test/muestras/aportes-libreoffice.ods', import.meta.url));
    await dovecot.agregar(latin1ConHoja({ de: ANA, id: '<latin1-1@correo.prueba>', autenticacion: APROBADO }, ods));
    expect(await importar()).toBe('Se importó 1 correo.');
    const { m, adjuntos } = await importado('<latin1-1@correo.prueba>');
    expect(m.asunto).toBe('Certificación de afiliación y aportes');
    expect(m.texto).toBe(
      '<p>Señores del fondo: adjunto la relación de aportes del año. ¿Me envían la certificación?</p>',
    );
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([
      ['aportes.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ]);
    // El afiliado lo descarga con su tipo.
    const token = await tokenDirecto(p.app, ana.id_afiliado);
    const r = await pedir(p.app, 'GET', `/api/archivos/${m.adjuntos[0]}`, token);
    expect(r.headers['content-type']).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(r.rawPayload.equals(ods)).toBe(true);
  });

  test("sin DMARC, DKIM ni SPF aprobados por el servidor del fondo: 'Remitente sin verificar', solo para el superadmin", async () => {
    const correo = (id: string, autenticacion?: string) =>
      conPrograma({
        de: ANA,
        asunto: `Prueba ${id}`,
        id: `<${id}@correo.prueba>`,
        ...(autenticacion ? { autenticacion } : {}),
      });
    await dovecot.agregar(correo('sin-cabecera'));
    // Escrita por quien envía, con otro authserv-id: no cuenta.
    await dovecot.agregar(correo('falsa', 'mx.google.com; dmarc=pass header.from=correo.prueba'));
    await dovecot.agregar(
      correo('falla', 'mx.fondo.prueba; spf=fail smtp.mailfrom=correo.prueba; dkim=none; dmarc=fail'),
    );
    await dovecot.agregar(correo('de-otro-dominio', 'mx.fondo.prueba; dkim=pass header.d=envios.otro.co'));
    await dovecot.agregar(correo('dkim-alineado', 'mx.fondo.prueba; spf=softfail; dkim=pass header.d=correo.prueba'));
    expect(await importar()).toBe(
      "Se importaron 5 correos. 4 quedaron marcados 'Remitente sin verificar'. " +
        '5 adjuntos no se guardaron (cada hilo dice cuáles).',
    );
    const marcas = await Promise.all(
      ['sin-cabecera', 'falsa', 'falla', 'de-otro-dominio', 'dkim-alineado'].map(
        async (id) => (await importado(`<${id}@correo.prueba>`)).m.remitente_sin_verificar,
      ),
    );
    expect(marcas).toEqual([true, true, true, true, false]);
    const { m } = await importado('<sin-cabecera@correo.prueba>');
    const deAdmin = (await pedir(p.app, 'GET', `/api/mensajes/${m.id_mensaje}`, tokenAdmin)).json<HiloMensaje>();
    expect(deAdmin.mensaje.remitente_sin_verificar).toBe(true);
    const token = await tokenDirecto(p.app, ana.id_afiliado);
    const delAfiliado = (await pedir(p.app, 'GET', `/api/mensajes/${m.id_mensaje}`, token)).json<HiloMensaje>();
    expect(delAfiliado.mensaje).not.toHaveProperty('remitente_sin_verificar');
    const lista = (await pedir(p.app, 'GET', '/api/mensajes', token)).json<{ filas: object[] }>();
    expect(lista.filas.every((f) => !('remitente_sin_verificar' in f))).toBe(true);
  });
});
