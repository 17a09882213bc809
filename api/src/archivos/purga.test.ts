// Archivos sin uso y cuota: la purga borra solo lo que nada referencia y es más viejo
// que la gracia; cada columna que referencia archivos está en su lista; la cuota por afiliado da 413 en
// español, sin guardar nada, también con dos subidas a la vez.
import { eq, inArray, sql } from 'drizzle-orm';
import { afiliado, archivo, trabajo } from '../db/schema.js';
import { consultar } from '../db/filas.js';
import {
  crearAfiliado,
  crearAppDePrueba,
  pedir,
  tokenDirecto,
  type AppDePrueba,
  type FilaAfiliado,
} from '../../test/ayudantes.js';
import { crearArchivo, crearSolicitud, crearTipoCredito, PDF_MINIMO } from '../../test/ayudantes-solicitudes.js';
import { crearHilo } from '../../test/ayudantes-mensajes.js';
import { dataUrl, pngDeMuestra } from '../demo/muestras.js';
import { encolarDelDia } from '../cola/periodicos.js';
import { REFERENCIAS_ARCHIVO } from './consultas-purga.js';
import { DIAS_GRACIA_ARCHIVOS, purgarArchivosSinUso } from './purga.js';

const DIA = 24 * 60 * 60 * 1000;
let p: AppDePrueba;
let miembro: FilaAfiliado;

beforeAll(async () => {
  // Cuota de 1 MB para probarla con archivos pequeños.
  p = await crearAppDePrueba({ entorno: { CUOTA_ARCHIVOS_MB: '1' } });
  miembro = (await crearAfiliado(p.db)).afiliado;
});
afterAll(async () => {
  await p?.cerrar();
});

/** Un archivo del afiliado creado hace `dias` días. */
async function archivoDe(dias: number, dueno: number | null = miembro.id_afiliado): Promise<number> {
  const id = await crearArchivo(p.db, dueno);
  await p.db
    .update(archivo)
    .set({ creado: new Date(Date.now() - dias * DIA).toISOString() })
    .where(eq(archivo.id_archivo, id));
  return id;
}
const existen = async (ids: number[]) =>
  (await p.db.select({ id: archivo.id_archivo }).from(archivo).where(inArray(archivo.id_archivo, ids)))
    .map((f) => f.id)
    .sort((a, b) => a - b);

describe('purga de archivos sin uso', () => {
  test('borra solo los que nada referencia y tienen más de 7 días', async () => {
    expect(DIAS_GRACIA_ARCHIVOS).toBeGreaterThanOrEqual(7);
    const huerfanoViejo = await archivoDe(8);
    const huerfanoDelSistema = await archivoDe(30, null);
    const huerfanoReciente = await archivoDe(6);
    const foto = await archivoDe(40);
    const firma = await archivoDe(40);
    await p.db.update(afiliado).set({ foto, firma }).where(eq(afiliado.id_afiliado, miembro.id_afiliado));
    const tipo = await crearTipoCredito(p.db);
    const idSolicitud = await crearSolicitud(p.db, miembro.id_afiliado, tipo);
    const [s] = await consultar<{ ids: number[] }>(
      p.db,
      sql`select array[ultimo_desprendible, firma, carta_pagare] as ids from solicitud_credito where id_solicitud = ${idSolicitud}`,
    );
    const codeudor = await archivoDe(40);
    await p.db.execute(
      sql`update solicitud_credito set codeudor_cedula = ${codeudor} where id_solicitud = ${idSolicitud}`,
    );
    await p.db.execute(
      sql`update archivo set creado = now() - interval '40 days' where id_archivo = any(${`{${s!.ids.join(',')}}`}::int[])`,
    );
    const adjunto = await archivoDe(40);
    await crearHilo(p.db, miembro.id_afiliado, { adjuntos: [adjunto] });

    const guardados = [foto, firma, codeudor, adjunto, ...s!.ids, huerfanoReciente].sort((a, b) => a - b);
    const todos = [...guardados, huerfanoViejo, huerfanoDelSistema];
    expect(await purgarArchivosSinUso(p.db, new Date(), DIAS_GRACIA_ARCHIVOS, 1)).toBe(2);
    expect(await existen(todos)).toEqual(guardados);
    expect(await purgarArchivosSinUso(p.db, new Date())).toBe(0);
  });

  test('la cola la ejecuta una vez al día: el reciente cae cuando cumple su gracia', async () => {
    const reciente = await archivoDe(6);
    p.reloj.mover(2 * DIA);
    try {
      await encolarDelDia(p.db, ['purga_archivos'], p.reloj());
      expect(await p.app.cola.procesar()).toBe(1);
      expect(await existen([reciente])).toEqual([]);
      const [t] = await p.db.select().from(trabajo).where(eq(trabajo.tipo, 'purga_archivos'));
      expect(t).toMatchObject({ estado: 'hecho' });
      expect(Number(t!.datos.borrados)).toBeGreaterThanOrEqual(1);
    } finally {
      p.reloj.real();
    }
  });

  test('cada columna con clave foránea a archivo está en la lista de referencias de la purga', async () => {
    const columnas = await consultar<{ tabla: string; columna: string }>(
      p.db,
      sql`
      select cl.relname as tabla, a.attname as columna
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'archivo'::regclass
      order by 1, 2`,
    );
    expect(columnas.length).toBeGreaterThanOrEqual(6);
    const faltan = columnas.map((c) => `${c.tabla}.${c.columna}`).filter((c) => !(c in REFERENCIAS_ARCHIVO));
    expect(faltan).toEqual([]);
  });
});

describe('cuota de archivos por afiliado', () => {
  const subir = (token: string, bytes: Buffer, name = 'anexo.pdf') =>
    pedir(p.app, 'POST', '/api/archivos', token, { file: dataUrl(bytes), name });
  /** Un PDF de `kb` kilobytes. */
  const pdfDe = (bytes: number) => Buffer.concat([PDF_MINIMO, Buffer.alloc(bytes - PDF_MINIMO.length, 0x20)]);
  const pdf = (kb: number) => pdfDe(kb * 1024);

  test('pasada la cuota: 413 en español y nada guardado; los superadmin no tienen cuota', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await tokenDirecto(p.app, a.id_afiliado);
    expect((await subir(token, pdf(600))).statusCode).toBe(200);
    const antes = await p.db
      .select({ id: archivo.id_archivo })
      .from(archivo)
      .where(eq(archivo.id_afiliado, a.id_afiliado));
    const r = await subir(token, pdf(600));
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({
      error:
        'No hay espacio para este archivo: sus archivos ocupan 0,6 MB y este 0,6 MB, de 1 MB permitidos. Los ' +
        'archivos que subió y no usó en una solicitud, un formulario o un mensaje se borran solos a los 7 días.',
    });
    expect(
      await p.db.select({ id: archivo.id_archivo }).from(archivo).where(eq(archivo.id_afiliado, a.id_afiliado)),
    ).toEqual(antes);
    // Las fotos limpias también cuentan.
    const foto = await pedir(p.app, 'POST', '/api/archivos/limpiar-foto', token, {
      file: dataUrl(pngDeMuestra(300, 300), 'image/png'),
      name: 'foto.png',
    });
    expect(foto.statusCode).toBe(200);
    const [f] = await p.db
      .select({ tamano: archivo.tamano })
      .from(archivo)
      .where(eq(archivo.id_archivo, foto.json<{ id_archivo: number }>().id_archivo));
    // Cabe en lo que quedaba antes de la foto, pero no en lo que queda después.
    const libre = 1024 * 1024 - 600 * 1024;
    expect(f!.tamano).toBeGreaterThan(1000);
    expect((await subir(token, pdfDe(libre - f!.tamano + 500))).statusCode).toBe(413);
    expect((await subir(token, pdfDe(libre - f!.tamano))).statusCode).toBe(200);

    const { afiliado: admin } = await crearAfiliado(p.db, { superadmin: true });
    const tokenAdmin = await tokenDirecto(p.app, admin.id_afiliado);
    for (let i = 0; i < 3; i++) expect((await subir(tokenAdmin, pdf(600))).statusCode).toBe(200);
  });

  test('dos subidas a la vez no pasan juntas la cuota', async () => {
    const { afiliado: a } = await crearAfiliado(p.db);
    const token = await tokenDirecto(p.app, a.id_afiliado);
    const r = await Promise.all([subir(token, pdf(600)), subir(token, pdf(600)), subir(token, pdf(600))]);
    expect(r.map((x) => x.statusCode).sort()).toEqual([200, 413, 413]);
  });
});
