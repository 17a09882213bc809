// Limpieza de imágenes por la API (SPEC 7): foto sin metadatos y derecha, firma con fondo
// transparente, y lo que se rechaza (bombas de descompresión, no imágenes, más de 10 MB).
import sharp from 'sharp';
import type { ErrorApi } from '@fondo/contrato';
import { dataUrl } from '../demo/muestras.js';
import { archivo } from '../db/schema.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { pngBomba } from '../../test/bomba-png.js';
import { MENSAJE_IMAGEN_ENORME, MENSAJE_IMAGEN_ILEGIBLE } from './procesar.js';
import { MENSAJE_SOLO_IMAGENES } from './servicio.js';

let p: AppDePrueba;
let token: string;
let idMiembro: number;

beforeAll(async () => {
  p = await crearAppDePrueba();
  const { afiliado } = await crearAfiliado(p.db);
  idMiembro = afiliado.id_afiliado;
  token = await tokenDirecto(p.app, idMiembro);
});
afterAll(async () => {
  await p?.cerrar();
});

const subir = (ruta: 'limpiar-foto' | 'limpiar-imagen', bytes: Buffer, tipo = 'image/jpeg', name = 'imagen.jpg') =>
  pedir(p.app, 'POST', `/api/archivos/${ruta}`, token, { file: dataUrl(bytes, tipo), name });

/** El archivo guardado, leído por la API de archivos como lo haría el formulario. */
async function leer(idArchivo: number): Promise<{ tipo: string; bytes: Buffer }> {
  const r = await pedir(p.app, 'GET', `/api/archivos/${idArchivo}`, token);
  expect(r.statusCode).toBe(200);
  return { tipo: String(r.headers['content-type']), bytes: r.rawPayload };
}

/** Foto de 300 x 300: mitad izquierda roja, derecha azul; con EXIF (descripción y GPS) y orientación 6. */
async function fotoConExif(): Promise<Buffer> {
  const azul = await sharp({ create: { width: 150, height: 300, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
    .composite([{ input: azul, left: 150, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'SECRETO-FOTO', Make: 'Telefono' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [...data.subarray(i, i + info.channels)];
}

describe('POST /api/archivos/limpiar-foto', () => {
  test('quita todos los metadatos (GPS incluido), endereza según EXIF y deja 512 x 512 JPEG', async () => {
    const original = await fotoConExif();
    const antes = await sharp(original).metadata();
    // La foto de prueba sí trae EXIF con el puntero al IFD de GPS (etiqueta 0x8825) y orientación 6.
    expect(antes.orientation).toBe(6);
    expect(antes.exif?.toString('hex')).toMatch(/2588|8825/);

    const r = await subir('limpiar-foto', original);
    expect(r.statusCode).toBe(200);
    const { id_archivo, nombre } = r.json<{ id_archivo: number; nombre: string }>();
    expect(nombre).toBe('imagen.jpg');
    const { tipo, bytes } = await leer(id_archivo);
    expect(tipo).toBe('image/jpeg');
    const despues = await sharp(bytes).metadata();
    expect({ formato: despues.format, ancho: despues.width, alto: despues.height }).toEqual({
      formato: 'jpeg',
      ancho: 512,
      alto: 512,
    });
    expect(despues.exif).toBeUndefined();
    expect(despues.icc).toBeUndefined();
    expect(despues.orientation).toBeUndefined();
    expect(bytes.includes('SECRETO-FOTO')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
    // Orientación 6 = girar 90° a la derecha: la mitad izquierda (roja) queda arriba, la azul abajo.
    const [rA, , bA] = await pixel(bytes, 256, 40);
    const [rB, , bB] = await pixel(bytes, 256, 470);
    expect(rA).toBeGreaterThan(200);
    expect(bA).toBeLessThan(60);
    expect(bB).toBeGreaterThan(200);
    expect(rB).toBeLessThan(60);
  });

  test('una foto horizontal queda cuadrada (recorte, no deformación)', async () => {
    const ancha = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#88aa44' } })
      .png()
      .toBuffer();
    const r = await subir('limpiar-foto', ancha, 'image/png', 'paisaje.png');
    expect(r.statusCode).toBe(200);
    const { bytes } = await leer(r.json<{ id_archivo: number }>().id_archivo);
    const m = await sharp(bytes).metadata();
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 512, 512]);
  });
});

describe('POST /api/archivos/limpiar-imagen (firma y huella)', () => {
  test('firma sobre papel gris: fondo transparente, tinta opaca, márgenes recortados, PNG', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
      <rect width="800" height="500" fill="#b4b0a8"/>
      <path d="M200 260 C 260 160, 320 360, 380 240 S 500 200, 560 280" stroke="#1c1c2a" stroke-width="7" fill="none"/>
      <ellipse cx="620" cy="250" rx="30" ry="40" fill="#2a2030"/>
    </svg>`;
    const foto = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    const r = await subir('limpiar-imagen', foto, 'image/jpeg', 'firma.jpg');
    expect(r.statusCode).toBe(200);
    const { tipo, bytes } = await leer(r.json<{ id_archivo: number }>().id_archivo);
    expect(tipo).toBe('image/png');
    const m = await sharp(bytes).metadata();
    expect(m.format).toBe('png');
    expect(m.hasAlpha).toBe(true);
    // Recortada alrededor de la firma (x 200-650, y 190-300 más el margen).
    expect(m.width).toBeLessThan(500);
    expect(m.height).toBeLessThan(200);
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alfa = (x: number, y: number) => data[(y * info.width + x) * info.channels + info.channels - 1];
    expect(alfa(0, 0)).toBe(0);
    expect(alfa(info.width - 1, info.height - 1)).toBe(0);
    // El centro de la huella (elipse oscura) queda opaco y oscuro.
    const cx = 620 - 200 + 8 - 4; // posición aproximada tras el recorte
    let opacos = 0;
    for (let x = cx - 10; x < cx + 10; x++) if ((alfa(x, Math.floor(info.height / 2)) ?? 0) === 255) opacos++;
    expect(opacos).toBeGreaterThan(10);
  });

  test('una hoja en blanco: 400 en español, nada guardado', async () => {
    const blanca = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c8c8c8' } })
      .png()
      .toBuffer();
    const antes = await p.db.$count(archivo);
    const r = await subir('limpiar-imagen', blanca, 'image/png', 'firma.png');
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toMatch(/No se encontró la firma/);
    expect(await p.db.$count(archivo)).toBe(antes);
  });
});

describe.each(['limpiar-foto', 'limpiar-imagen'] as const)('POST /api/archivos/%s: lo que se rechaza', (ruta) => {
  test('20.000 x 20.000 px: 413 en español y el servidor sigue atendiendo', async () => {
    const bomba = await pngBomba();
    expect((await sharp(bomba, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const r = await subir(ruta, bomba, 'image/png', 'bomba.png');
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 413,
      body: { error: MENSAJE_IMAGEN_ENORME },
    });
    const sigue = await pedir(p.app, 'GET', '/api/health');
    expect(sigue.statusCode).toBe(200);
  });

  test('un archivo de texto (aunque diga image/png): 415', async () => {
    const r = await subir(ruta, Buffer.from('hola, esto no es una imagen\n'), 'image/png', 'texto.png');
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 415,
      body: { error: MENSAJE_SOLO_IMAGENES },
    });
  });

  test('un PDF: 415', async () => {
    const r = await subir(ruta, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', 'doc.pdf');
    expect(r.statusCode).toBe(415);
  });

  test('un JPEG truncado: 400 en español', async () => {
    const r = await subir(
      ruta,
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorApi>().error).toBe(MENSAJE_IMAGEN_ILEGIBLE);
  });

  test('más de 10 MB: 413', async () => {
    const grande = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    const r = await subir(ruta, grande);
    expect(r.statusCode).toBe(413);
    expect(r.json<ErrorApi>().error).toMatch(/10 MB/);
  });

  test('sin sesión: 401', async () => {
    const r = await pedir(p.app, 'POST', `/api/archivos/${ruta}`, null, {
      file: 'data:image/png;base64,AAAA',
      name: 'a.png',
    });
    expect(r.statusCode).toBe(401);
  });
});
