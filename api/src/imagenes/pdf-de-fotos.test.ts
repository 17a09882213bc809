// Documentos desde la cámara: páginas fotografiadas (JPG/PNG) enderezadas,
// sin metadatos, acotadas y comprimidas, unidas en un solo PDF en su orden; lo que se rechaza no
// guarda nada.
import sharp from 'sharp';
import type { ErrorApi } from '@fondo/contrato';
import { dataUrl } from '../demo/muestras.js';
import { archivo } from '../db/schema.js';
import { crearArchivo } from '../../test/ayudantes-solicitudes.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { pngBomba } from '../../test/bomba-png.js';
import { paginasDelPdf } from '../../test/pdf.js';
import { LADO_PAGINA_PUNTOS } from './pdf-de-fotos.js';
import { LADO_MAXIMO_PAGINA, MENSAJE_IMAGEN_ENORME } from './procesar.js';
import { MENSAJE_SOLO_IMAGENES } from './servicio.js';

const CUOTA = 4 * 1024 * 1024;

let p: AppDePrueba;
let token: string;
let idMiembro: number;

beforeAll(async () => {
  p = await crearAppDePrueba({ config: { cuotaArchivosBytes: CUOTA } });
  const { afiliado } = await crearAfiliado(p.db);
  idMiembro = afiliado.id_afiliado;
  token = await tokenDirecto(p.app, idMiembro);
});
afterAll(async () => {
  await p?.cerrar();
});

const subirPagina = (bytes: Buffer, tipo: string, name: string, t = token) =>
  pedir(p.app, 'POST', '/api/archivos/pagina-foto', t, { file: dataUrl(bytes, tipo), name });

async function idPagina(bytes: Buffer, tipo: string, name: string): Promise<number> {
  const r = await subirPagina(bytes, tipo, name);
  expect(r.statusCode).toBe(200);
  return r.json<{ id_archivo: number }>().id_archivo;
}

const unir = (paginas: number[], name = 'desprendible.pdf', t = token) =>
  pedir(p.app, 'POST', '/api/archivos/pdf-de-fotos', t, { paginas, name });

async function leer(idArchivo: number, t = token): Promise<{ tipo: string; bytes: Buffer }> {
  const r = await pedir(p.app, 'GET', `/api/archivos/${idArchivo}`, t);
  expect(r.statusCode).toBe(200);
  return { tipo: String(r.headers['content-type']), bytes: r.rawPayload };
}

/** Foto de ancho x alto: mitad izquierda roja, derecha azul (como una hoja con dos colores). */
async function foto(ancho: number, alto: number): Promise<sharp.Sharp> {
  const azul = await sharp({ create: { width: ancho / 2, height: alto, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: ancho, height: alto, channels: 3, background: '#ff0000' } }).composite([
    { input: azul, left: ancho / 2, top: 0 },
  ]);
}

/** JPEG de cámara: 400 x 200 guardado de lado (orientación 6), con EXIF y GPS. */
async function jpegDeCamara(): Promise<Buffer> {
  return (await foto(400, 200))
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { ImageDescription: 'SECRETO-PAGINA', Make: 'Telefono' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function color(bytes: Buffer, x: number, y: number): Promise<{ r: number; b: number }> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, b: data[i + 2]! };
}

/** Los JPEG incrustados en el PDF (pdfkit los copia tal cual: de FFD8 a FFD9 dentro de cada stream). */
function jpegsDelPdf(pdf: Buffer): Buffer[] {
  const r: Buffer[] = [];
  let desde = 0;
  for (;;) {
    const s = pdf.indexOf('>>\nstream\n', desde, 'latin1');
    if (s < 0) return r;
    const inicio = s + '>>\nstream\n'.length;
    const fin = pdf.indexOf('\nendstream', inicio, 'latin1');
    if (fin < 0) return r;
    const cuerpo = pdf.subarray(inicio, fin);
    if (cuerpo[0] === 0xff && cuerpo[1] === 0xd8) r.push(Buffer.from(cuerpo));
    desde = fin + '\nendstream'.length;
  }
}

describe('POST /api/archivos/pagina-foto', () => {
  test('endereza según el EXIF, quita los metadatos (GPS incluido) y guarda JPEG', async () => {
    const original = await jpegDeCamara();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const r = await subirPagina(original, 'image/jpeg', 'desprendible.jpg');
    expect(r.statusCode).toBe(200);
    expect(r.json<{ nombre: string }>().nombre).toBe('desprendible.jpg');
    const { tipo, bytes } = await leer(r.json<{ id_archivo: number }>().id_archivo);
    expect(tipo).toBe('image/jpeg');
    const m = await sharp(bytes).metadata();
    // Derecha: 200 de ancho por 400 de alto, la mitad roja arriba y la azul abajo.
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 200, 400]);
    expect(m.exif).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    expect(bytes.includes('SECRETO-PAGINA')).toBe(false);
    const arriba = await color(bytes, 100, 40);
    const abajo = await color(bytes, 100, 360);
    expect([arriba.r > 200, arriba.b < 60, abajo.r < 60, abajo.b > 200]).toEqual([true, true, true, true]);
  });

  test('una foto de 3000 x 1500 queda en 2000 x 1000, JPEG calidad 80 (más liviana)', async () => {
    const grande = await (await foto(3000, 1500)).png().toBuffer();
    const r = await subirPagina(grande, 'image/png', 'carta.png');
    expect(r.statusCode).toBe(200);
    expect(r.json<{ nombre: string }>().nombre).toBe('carta.jpg');
    const { bytes } = await leer(r.json<{ id_archivo: number }>().id_archivo);
    const m = await sharp(bytes).metadata();
    expect([m.format, m.width, m.height]).toEqual(['jpeg', LADO_MAXIMO_PAGINA, LADO_MAXIMO_PAGINA / 2]);
    expect(bytes.length).toBeLessThan(grande.length);
  });

  test('bomba de descompresión (PNG que dice 20.000 x 20.000): 413 y nada guardado', async () => {
    const bomba = await pngBomba();
    const antes = await p.db.$count(archivo);
    const r = await subirPagina(bomba, 'image/png', 'bomba.png');
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 413,
      body: { error: MENSAJE_IMAGEN_ENORME },
    });
    expect(await p.db.$count(archivo)).toBe(antes);
  });

  test('bytes que no son imagen con nombre .jpg (y tipo image/jpeg): 415 y nada guardado', async () => {
    const antes = await p.db.$count(archivo);
    const r = await subirPagina(Buffer.from('esto es texto, no una foto\n'), 'image/jpeg', 'desprendible.jpg');
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 415,
      body: { error: MENSAJE_SOLO_IMAGENES },
    });
    const pdf = await subirPagina(Buffer.from('%PDF-1.4\n%%EOF\n'), 'image/jpeg', 'desprendible.jpg');
    expect(pdf.statusCode).toBe(415);
    expect(await p.db.$count(archivo)).toBe(antes);
  });
});

describe('POST /api/archivos/pdf-de-fotos', () => {
  test('JPG de cámara y PNG: un PDF de 2 páginas, en el orden pedido, con las fotos derechas', async () => {
    const jpg = await idPagina(await jpegDeCamara(), 'image/jpeg', 'pagina1.jpg');
    const png = await idPagina(await (await foto(600, 300)).png().toBuffer(), 'image/png', 'pagina2.png');
    const r = await unir([jpg, png], 'Último desprendible.pdf');
    expect(r.statusCode).toBe(200);
    const creado = r.json<{ id_archivo: number; nombre: string }>();
    expect(creado.nombre).toBe('Último desprendible.pdf');
    const { tipo, bytes } = await leer(creado.id_archivo);
    expect(tipo).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { total, tamanos } = await paginasDelPdf(bytes);
    expect(total).toBe(2);
    // Página 1: la foto de cámara, ya derecha (vertical); página 2: el PNG horizontal.
    expect(tamanos).toEqual([
      [LADO_PAGINA_PUNTOS / 2, LADO_PAGINA_PUNTOS],
      [LADO_PAGINA_PUNTOS, LADO_PAGINA_PUNTOS / 2],
    ]);
    // Las imágenes dentro del PDF: la primera derecha (roja arriba, azul abajo), sin EXIF.
    const [primera, segunda] = jpegsDelPdf(bytes);
    expect(primera && segunda).toBeTruthy();
    const m = await sharp(primera).metadata();
    expect([m.width, m.height, m.exif]).toEqual([200, 400, undefined]);
    expect((await color(primera!, 100, 40)).r).toBeGreaterThan(200);
    expect((await color(primera!, 100, 360)).b).toBeGreaterThan(200);
    expect(bytes.includes('SECRETO-PAGINA')).toBe(false);

    // Otro orden, otro documento: el PNG primero.
    const alReves = await paginasDelPdf(
      (await leer((await unir([png, jpg])).json<{ id_archivo: number }>().id_archivo)).bytes,
    );
    expect(alReves.tamanos[0]).toEqual([LADO_PAGINA_PUNTOS, LADO_PAGINA_PUNTOS / 2]);
  });

  test('una foto subida sin enderezar (POST /api/archivos) también queda derecha en el PDF', async () => {
    const r0 = await pedir(p.app, 'POST', '/api/archivos', token, {
      file: dataUrl(await jpegDeCamara(), 'image/jpeg'),
      name: 'cruda.jpg',
    });
    expect(r0.statusCode).toBe(200);
    const r = await unir([r0.json<{ id_archivo: number }>().id_archivo]);
    expect(r.statusCode).toBe(200);
    const { bytes } = await leer(r.json<{ id_archivo: number }>().id_archivo);
    const [imagen] = jpegsDelPdf(bytes);
    const m = await sharp(imagen).metadata();
    expect([m.width, m.height, m.exif, m.orientation]).toEqual([200, 400, undefined, undefined]);
    expect(bytes.includes('SECRETO-PAGINA')).toBe(false);
  });

  test('páginas de otro afiliado: 403; que no existen: 400; que no son fotos: 415; nada guardado', async () => {
    const { afiliado: otro } = await crearAfiliado(p.db);
    const ajena = await crearArchivo(p.db, otro.id_afiliado, 'jpg');
    const propiaPdf = await crearArchivo(p.db, idMiembro, 'pdf');
    const propia = await idPagina(await (await foto(100, 100)).png().toBuffer(), 'image/png', 'p.png');
    const antes = await p.db.$count(archivo);

    const r403 = await unir([propia, ajena]);
    expect({ status: r403.statusCode, body: r403.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: 'La página 2 no fue subida por usted' },
    });
    const r400 = await unir([propia, 2_000_000_000]);
    expect({ status: r400.statusCode, body: r400.json<ErrorApi>() }).toEqual({
      status: 400,
      body: { error: 'La página 2 no existe' },
    });
    const r415 = await unir([propiaPdf]);
    expect({ status: r415.statusCode, body: r415.json<ErrorApi>() }).toEqual({
      status: 415,
      body: { error: 'La página 1 no es una foto JPG o PNG' },
    });
    const vacio = await unir([]);
    expect(vacio.statusCode).toBe(400);
    expect(await p.db.$count(archivo)).toBe(antes);
  });

  test('sin cuota para el PDF: 413 en español y nada guardado', async () => {
    const { afiliado } = await crearAfiliado(p.db);
    const t = await tokenDirecto(p.app, afiliado.id_afiliado);
    const r1 = await subirPagina(await (await foto(1600, 1200)).png().toBuffer(), 'image/png', 'a.png', t);
    expect(r1.statusCode).toBe(200);
    const pagina = r1.json<{ id_archivo: number }>().id_archivo;
    const usado = (await leer(pagina, t)).bytes.length;
    // Otros archivos del afiliado ocupan la cuota casi entera: la página cupo, el PDF ya no.
    await p.db.insert(archivo).values({
      nombre: 'lleno.pdf',
      tipo_mime: 'application/pdf',
      tamano: CUOTA - usado - 1000,
      contenido: Buffer.from('%PDF-1.4\n'),
      id_afiliado: afiliado.id_afiliado,
    });
    const antes = await p.db.$count(archivo);
    const r = await unir([pagina], 'carta.pdf', t);
    expect(r.statusCode).toBe(413);
    expect(r.json<{ error: string }>().error).toMatch(/^No hay espacio para este archivo: sus archivos ocupan 4 MB/);
    expect(await p.db.$count(archivo)).toBe(antes);
  });
});
