// POST /api/archivos y GET /api/archivos/{id}: subida por data URL con clase por bytes, límites y
// rechazos sin guardar nada; lectura con tipo real, nombre limpio y la regla de acceso.
import { count } from 'drizzle-orm';
import type { ErrorApi } from '@fondo/contrato';
import { archivo } from '../db/schema.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { crearSolicitud, crearTipoCredito, PDF_MINIMO, PNG_MINIMO } from '../../test/ayudantes-solicitudes.js';
import { dataUrl } from '../demo/muestras.js';

let prueba: AppDePrueba;
let miembro: FilaAfiliado;
let otro: FilaAfiliado;
let tokenMiembro: string;
let tokenOtro: string;
let tokenAdmin: string;

beforeAll(async () => {
  prueba = await crearAppDePrueba();
  miembro = (await crearAfiliado(prueba.db)).afiliado;
  otro = (await crearAfiliado(prueba.db)).afiliado;
  const admin = (await crearAfiliado(prueba.db, { superadmin: true })).afiliado;
  tokenMiembro = await tokenDirecto(prueba.app, miembro.id_afiliado);
  tokenOtro = await tokenDirecto(prueba.app, otro.id_afiliado);
  tokenAdmin = await tokenDirecto(prueba.app, admin.id_afiliado);
});
afterAll(async () => {
  await prueba.cerrar();
});

const archivosGuardados = async () => (await prueba.db.select({ n: count() }).from(archivo))[0]!.n;
const subir = (cuerpo: Record<string, unknown>, token = tokenMiembro) =>
  pedir(prueba.app, 'POST', '/api/archivos', token, cuerpo);

describe('subir', () => {
  test('un PDF: se guarda con su tipo, el nombre limpio y quien lo subió', async () => {
    const r = await subir({
      file: dataUrl(PDF_MINIMO, 'application/pdf'),
      name: '../Mis documentos/desprendible\u0007 nov.pdf',
      uso: 'pdf',
    });
    expect(r.statusCode).toBe(200);
    const { id_archivo, nombre } = r.json<{ id_archivo: number; nombre: string }>();
    expect(nombre).toBe('desprendible nov.pdf');
    const d = await pedir(prueba.app, 'GET', `/api/archivos/${id_archivo}`, tokenMiembro);
    expect(d.statusCode).toBe(200);
    expect(d.rawPayload).toEqual(PDF_MINIMO);
    expect(d.headers['content-type']).toBe('application/pdf');
    expect(d.headers['content-disposition']).toBe(
      `attachment; filename="desprendible nov.pdf"; filename*=UTF-8''desprendible%20nov.pdf`,
    );
    expect(d.headers['x-content-type-options']).toBe('nosniff');
    expect(d.headers['cache-control']).toBe('private, no-store');
  });

  test('el tipo declarado y la extensión no cuentan: un PNG llamado .pdf se guarda como PNG', async () => {
    const r = await subir({ file: dataUrl(PNG_MINIMO, 'application/pdf'), name: 'firma.pdf' });
    expect(r.statusCode).toBe(200);
    const { id_archivo, nombre } = r.json<{ id_archivo: number; nombre: string }>();
    expect(nombre).toBe('firma.png');
    const d = await pedir(prueba.app, 'GET', `/api/archivos/${id_archivo}`, tokenMiembro);
    expect(d.headers['content-type']).toBe('image/png');
  });

  test.each([
    [
      'un PNG llamado .pdf como desprendible (uso pdf)',
      { file: dataUrl(PNG_MINIMO, 'application/pdf'), name: 'desprendible.pdf', uso: 'pdf' },
      415,
      'El archivo debe ser PDF y el enviado es PNG',
    ],
    [
      'un PDF como firma (uso imagen)',
      { file: dataUrl(PDF_MINIMO, 'image/png'), name: 'firma.png', uso: 'imagen' },
      415,
      'El archivo debe ser JPG o PNG y el enviado es PDF',
    ],
    [
      'HTML (ninguna clase admitida)',
      { file: dataUrl(Buffer.from('<html><script>alert(1)</script>'), 'application/pdf'), name: 'x.pdf' },
      415,
      'Tipo de archivo no permitido: se aceptan PDF, JPG, PNG, Word (.doc), Word (.docx), Excel (.xls), Excel (.xlsx), ZIP, PowerPoint (.ppt), PowerPoint (.pptx), Calc (.ods) o Writer (.odt) (y fotos HEIC o WebP, que se guardan como JPG)',
    ],
    [
      'un archivo de 0 bytes',
      { file: 'data:application/pdf;base64,', name: 'vacio.pdf' },
      400,
      'El archivo está vacío',
    ],
    [
      '11 MB',
      {
        file: dataUrl(Buffer.concat([PDF_MINIMO, Buffer.alloc(11 * 1024 * 1024)]), 'application/pdf'),
        name: 'grande.pdf',
      },
      413,
      'El archivo supera el tamaño máximo de 10 MB',
    ],
    [
      'sin base64',
      { file: 'data:text/plain,hola', name: 'x.txt' },
      400,
      "El archivo debe enviarse como data URL en base64 ('data:<tipo>;base64,...')",
    ],
  ])('%s: rechazado y nada guardado', async (_caso, cuerpo, status, error) => {
    const antes = await archivosGuardados();
    const r = await subir(cuerpo);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({ status, body: { error } });
    expect(await archivosGuardados()).toBe(antes);
  });

  test('más que el límite de cuerpo de la ruta (16 MB en base64): 413 en español, nada guardado', async () => {
    const antes = await archivosGuardados();
    const r = await subir({ file: dataUrl(Buffer.alloc(12 * 1024 * 1024)), name: 'enorme.pdf' });
    expect(r.statusCode).toBe(413);
    expect(r.json<{ error: string }>().error).toMatch(/demasiado grande|tamaño máximo/);
    expect(await archivosGuardados()).toBe(antes);
  });

  test('10 MB exactos pasan', async () => {
    const r = await subir({
      file: dataUrl(Buffer.concat([PDF_MINIMO, Buffer.alloc(10 * 1024 * 1024 - PDF_MINIMO.length)])),
      name: 'justo.pdf',
    });
    expect(r.statusCode).toBe(200);
  });

  test('cuerpo sin file o sin name: 400 en español', async () => {
    const r = await subir({ name: 'x.pdf' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: "El campo 'file' es obligatorio" });
  });
});

describe('leer', () => {
  let delMiembro: number;
  let deSuSolicitud: number;

  beforeAll(async () => {
    delMiembro = (await subir({ file: dataUrl(PNG_MINIMO), name: 'foto.png' })).json<{ id_archivo: number }>()
      .id_archivo;
    // Un archivo que no subió el miembro pero está en su solicitud (la regla de vínculos).
    const tipo = await crearTipoCredito(prueba.db);
    deSuSolicitud = (await subir({ file: dataUrl(PDF_MINIMO), name: 'anexo.pdf' }, tokenAdmin)).json<{
      id_archivo: number;
    }>().id_archivo;
    await crearSolicitud(prueba.db, miembro.id_afiliado, tipo, { carta_pagare: deSuSolicitud });
  });

  test('quien lo subió y los superadmin lo leen; otro afiliado no (403)', async () => {
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${delMiembro}`, tokenMiembro)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${delMiembro}`, tokenAdmin)).statusCode).toBe(200);
    const ajeno = await pedir(prueba.app, 'GET', `/api/archivos/${delMiembro}`, tokenOtro);
    expect({ status: ajeno.statusCode, body: ajeno.json<ErrorApi>() }).toEqual({
      status: 403,
      body: { error: 'No tiene permiso para realizar esta acción' },
    });
  });

  test('la gente de la solicitud a la que pertenece lo lee', async () => {
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${deSuSolicitud}`, tokenMiembro)).statusCode).toBe(200);
    expect((await pedir(prueba.app, 'GET', `/api/archivos/${deSuSolicitud}`, tokenOtro)).statusCode).toBe(403);
  });

  test('inexistente 404; id inválido 400', async () => {
    const r = await pedir(prueba.app, 'GET', '/api/archivos/999999', tokenAdmin);
    expect({ status: r.statusCode, body: r.json<ErrorApi>() }).toEqual({
      status: 404,
      body: { error: 'Archivo no encontrado' },
    });
    for (const id of ['abc', '0', '99999999999']) {
      expect((await pedir(prueba.app, 'GET', `/api/archivos/${id}`, tokenAdmin)).statusCode).toBe(400);
    }
  });
});
