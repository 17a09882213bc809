// 'Importar desde correo' con lo que el fondo debe poder abrir, guardado en un Dovecot de verdad: un texto
// Latin-1 sin charset se lee bien; el winmail.dat de Outlook se abre y sus archivos quedan como adjuntos;
// la firma S/MIME (Outlook y Apple Mail) es una firma, no un archivo omitido; la foto HEIC del iPhone queda
// en JPG y un PDF con contraseña no se guarda y se dice por qué.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { iniciarDovecot, omitirDovecot, type Dovecot } from '../../test/dovecot.js';
import { archivo, mensaje } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import {
  firmadoSmime,
  iphoneConHeic,
  latin1SinCharset,
  muestra,
  outlookConWinmail,
} from '../../test/correos-formatos.js';
import { pdfsDePrueba } from '../../test/pdf-protegidos.js';
import { NOTA_FIRMA_SMIME } from './correo-entrante.js';

const ANA = '"Ana Pérez" <ana@correo.prueba>';

(omitirDovecot ? describe.skip : describe)('formatos de correo que el fondo abre (Dovecot)', () => {
  let dovecot: Dovecot;
  let p: AppDePrueba;
  let tokenAdmin: string;

  beforeAll(async () => {
    dovecot = await iniciarDovecot();
    p = await crearAppDePrueba({ entorno: { IMAP_URL: dovecot.url } });
    await crearAfiliado(p.db, { nombres: 'Ana', apellidos: 'Pérez', email: 'ana@correo.prueba' });
    tokenAdmin = await tokenDirecto(p.app, (await crearAfiliado(p.db, { superadmin: true })).afiliado.id_afiliado);
  });
  afterAll(async () => {
    await p?.cerrar();
    await dovecot?.detener();
  });

  const importar = async (fuente: Buffer) => {
    await dovecot.agregar(fuente);
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
    return { texto: m!.texto, adjuntos };
  };

  test('Latin-1 sin charset: el texto con sus tildes, no con �', async () => {
    const fuente = latin1SinCharset({ de: ANA, asunto: 'Consulta', id: '<latin1-1@correo.prueba>' });
    expect(fuente.includes(Buffer.from('Informaci\xf3n', 'latin1'))).toBe(true);
    expect(await importar(fuente)).toBe('Se importó 1 correo.');
    const { texto } = await importado('<latin1-1@correo.prueba>');
    expect(texto).toContain('Información del crédito: ¿cuánto debo? Gracias, señores.');
    expect(texto).not.toContain('\ufffd');
  });

  test('winmail.dat de Outlook: sus archivos, con el nombre largo, como adjuntos; lo no admitido, dicho', async () => {
    const winmail = muestra('winmail.dat');
    expect(winmail.readUInt32LE(0)).toBe(0x223e9f78);
    const fuente = outlookConWinmail({ de: ANA, asunto: 'Foto', id: '<tnef-1@correo.prueba>' }, winmail);
    expect(await importar(fuente)).toBe('Se importó 1 correo. 1 adjunto no se guardó (el hilo dice cuál).');
    const { texto, adjuntos } = await importado('<tnef-1@correo.prueba>');
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([['zappa_av1.jpg', 'image/jpeg']]);
    expect((await sharp(Buffer.from(adjuntos[0]!.bytes)).metadata()).format).toBe('jpeg');
    expect(texto).toContain('Adjunto la foto y la pagina guardada.');
    expect(texto).toContain('Los archivos del winmail.dat de Outlook se sacaron y van como adjuntos.');
    expect(texto).toContain('No se guardaron estos archivos del correo: bookmark.htm (tipo de archivo no permitido).');
  });

  test.each(['outlook', 'apple'] as const)(
    'firma S/MIME de %s: el texto y una nota, sin adjunto ni omitido',
    async (programa) => {
      const id = `<smime-${programa}@correo.prueba>`;
      expect(await importar(firmadoSmime({ de: ANA, asunto: 'Paz y salvo', id }, programa))).toBe(
        'Se importó 1 correo.',
      );
      const { texto, adjuntos } = await importado(id);
      expect(texto).toContain('Solicito el paz y salvo del crédito. Firmo digitalmente.');
      expect(texto).toContain(NOTA_FIRMA_SMIME);
      expect(texto).not.toContain('No se guardaron');
      expect(adjuntos).toEqual([]);
    },
  );

  test('iPhone: la foto HEIC queda en JPG; el PDF con contraseña no se guarda y se dice por qué', async () => {
    const { conClave } = await pdfsDePrueba();
    const fuente = iphoneConHeic(
      { de: ANA, asunto: 'Documento', id: '<iphone-1@correo.prueba>' },
      muestra('foto-iphone.heic'),
      conClave,
    );
    expect(await importar(fuente)).toBe('Se importó 1 correo. 1 adjunto no se guardó (el hilo dice cuál).');
    const { texto, adjuntos } = await importado('<iphone-1@correo.prueba>');
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([['IMG_0042.jpg', 'image/jpeg']]);
    const meta = await sharp(Buffer.from(adjuntos[0]!.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480]);
    expect(texto).toContain('No se guardaron estos archivos del correo: extracto.pdf (PDF con contraseña).');
  });
});
