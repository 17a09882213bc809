// POST /api/archivos: nada que el fondo no pueda abrir. PDF cifrados por qpdf y cortados, un .xlsx con
// contraseña, una foto HEIC de iPhone (heif-enc) y una WebP (sharp) convertidas a JPG, y el límite de
// píxeles en toda subida de imagen. Lo rechazado responde qué pasó y qué hacer, y no guarda nada.
import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { ErrorApi } from '@fondo/contrato';
import { archivo } from '../db/schema.js';
import { dataUrl } from '../demo/muestras.js';
import { MENSAJE_IMAGEN_ENORME } from '../imagenes/formatos.js';
import { crearAfiliado, crearAppDePrueba, pedir, tokenDirecto, type AppDePrueba } from '../../test/ayudantes.js';
import { pngBomba } from '../../test/bomba-png.js';
import { pdfsDePrueba, type PdfsDePrueba } from '../../test/pdf-protegidos.js';
import { MENSAJE_PDF_CON_CLAVE, MENSAJE_PDF_DANADO, MENSAJE_PDF_SIN_IMPRESION } from './pdf.js';
import { MENSAJE_OFFICE_CON_CLAVE } from './servicio.js';

const muestra = (nombre: string) => readFileSync(new URL(`../../test/muestras/${nombre}`, import.meta.url));

let p: AppDePrueba;
let token: string;
let pdfs: PdfsDePrueba;

beforeAll(async () => {
  p = await crearAppDePrueba();
  token = await tokenDirecto(p.app, (await crearAfiliado(p.db)).afiliado.id_afiliado);
  pdfs = await pdfsDePrueba();
});
afterAll(async () => {
  await p.cerrar();
});

const guardados = async () => (await p.db.select({ n: count() }).from(archivo))[0]!.n;
const subir = (bytes: Buffer, name: string, uso?: 'pdf' | 'imagen' | 'adjunto') =>
  pedir(p.app, 'POST', '/api/archivos', token, { file: dataUrl(bytes), name, ...(uso ? { uso } : {}) });
const rechazo = async (bytes: Buffer, name: string, uso?: 'pdf' | 'imagen' | 'adjunto') => {
  const antes = await guardados();
  const r = await subir(bytes, name, uso);
  expect(await guardados()).toBe(antes);
  return { s: r.statusCode, error: r.json<ErrorApi>().error };
};

describe('PDF', () => {
  test.each(['pdf', 'adjunto', undefined] as const)(
    'con contraseña de apertura (qpdf, AES-256), uso %s: 400',
    async (uso) => {
      expect(pdfs.conClave.toString('latin1')).toMatch(/\/Encrypt \d+ 0 R/);
      expect(await rechazo(pdfs.conClave, 'desprendible.pdf', uso)).toEqual({ s: 400, error: MENSAJE_PDF_CON_CLAVE });
    },
  );

  test('cortado a medias: 400 dañado, con qué hacer', async () => {
    expect(await rechazo(pdfs.cortado, 'carta.pdf', 'pdf')).toEqual({ s: 400, error: MENSAJE_PDF_DANADO });
    expect(MENSAJE_PDF_DANADO).toMatch(/Descárguelo o expórtelo de nuevo/);
  });

  test('solo contraseña de propietario: si deja imprimir se guarda; si no, 400', async () => {
    const r = await subir(pdfs.soloPropietario, 'cedula.pdf', 'pdf');
    expect(r.statusCode).toBe(200);
    expect(await rechazo(pdfs.sinImpresion, 'cedula.pdf', 'pdf')).toEqual({ s: 400, error: MENSAJE_PDF_SIN_IMPRESION });
  });

  test('el entero se guarda tal cual', async () => {
    const r = await subir(pdfs.entero, 'desprendible.pdf', 'pdf');
    expect(r.statusCode).toBe(200);
    const d = await pedir(p.app, 'GET', `/api/archivos/${r.json<{ id_archivo: number }>().id_archivo}`, token);
    expect(d.rawPayload).toEqual(pdfs.entero);
  });
});

test('un .xlsx con contraseña como adjunto: 400 que lo dice, no "tipo no permitido"', async () => {
  expect(await rechazo(muestra('libro-con-clave.xlsx'), 'aportes.xlsx', 'adjunto')).toEqual({
    s: 400,
    error: MENSAJE_OFFICE_CON_CLAVE,
  });
});

describe('fotos HEIC y WebP: se guardan como JPG', () => {
  const comoJpg = async (bytes: Buffer, name: string, uso?: 'imagen' | 'adjunto') => {
    const r = await subir(bytes, name, uso);
    expect(r.statusCode).toBe(200);
    const { id_archivo, nombre } = r.json<{ id_archivo: number; nombre: string }>();
    const d = await pedir(p.app, 'GET', `/api/archivos/${id_archivo}`, token);
    expect(d.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(d.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // Mitad izquierda roja, derecha azul, como la foto original.
    const pixel = (x: number) => [...data.subarray((20 * info.width + x) * 3, (20 * info.width + x) * 3 + 3)];
    return { nombre, ancho: info.width, alto: info.height, izquierda: pixel(10), derecha: pixel(info.width - 10) };
  };
  const rojo = (c: number[]) => c[0]! > 180 && c[1]! < 90 && c[2]! < 90;
  const azul = (c: number[]) => c[2]! > 170 && c[0]! < 80;

  test.each(['imagen', 'adjunto', undefined] as const)('HEIC de iPhone (heif-enc), uso %s', async (uso) => {
    const heic = muestra('foto-iphone.heic');
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const f = await comoJpg(heic, 'IMG_0042.HEIC', uso);
    expect(f).toMatchObject({ nombre: 'IMG_0042.jpg', ancho: 640, alto: 480 });
    expect(rojo(f.izquierda) && azul(f.derecha)).toBe(true);
  });

  test('WebP (sharp)', async () => {
    const lado = 320;
    const raw = Buffer.alloc(lado * 200 * 3);
    for (let i = 0; i < lado * 200; i++) raw.set(i % lado < lado / 2 ? [220, 40, 40] : [30, 60, 210], i * 3);
    const webp = await sharp(raw, { raw: { width: lado, height: 200, channels: 3 } })
      .webp()
      .toBuffer();
    const f = await comoJpg(webp, 'captura.webp', 'imagen');
    expect(f).toMatchObject({ nombre: 'captura.jpg', ancho: lado, alto: 200 });
    expect(rojo(f.izquierda) && azul(f.derecha)).toBe(true);
  });

  test('una foto HEIC donde se pide PDF: 415 que dice cómo', async () => {
    const r = await rechazo(muestra('foto-iphone.heic'), 'carta.heic', 'pdf');
    expect(r.s).toBe(415);
    expect(r.error).toMatch(/foto HEIC: súbalo en PDF/);
  });
});

test.each(['imagen', 'adjunto', undefined] as const)(
  '30.000 x 30.000 px, uso %s: 413 como en las fotos',
  async (uso) => {
    const bomba = await pngBomba(30_000);
    expect(await rechazo(bomba, 'plano.png', uso)).toEqual({ s: 413, error: MENSAJE_IMAGEN_ENORME });
    const sigue = await pedir(p.app, 'GET', '/api/health');
    expect(sigue.statusCode).toBe(200);
  },
);

test.each(['limpiar-foto', 'pagina-foto'] as const)(
  'la foto HEIC también entra por %s (JPEG guardado)',
  async (ruta) => {
    const r = await pedir(p.app, 'POST', `/api/archivos/${ruta}`, token, {
      file: dataUrl(muestra('foto-iphone.heic'), 'image/heic'),
      name: 'IMG_0042.HEIC',
    });
    expect(r.statusCode).toBe(200);
    const d = await pedir(p.app, 'GET', `/api/archivos/${r.json<{ id_archivo: number }>().id_archivo}`, token);
    expect((await sharp(d.rawPayload).metadata()).format).toBe('jpeg');
  },
);
