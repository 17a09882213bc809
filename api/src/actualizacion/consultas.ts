// Consultas de la ficha del afiliado y su grupo familiar. Nunca se leen ni se escriben aquí
// password, guid, superadmin ni los campos de restablecimiento de clave.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { afiliado, archivo, familiar } from '../db/schema.js';

/** Columnas de la ficha que se leen (SPEC 3, sin secretos). */
const COLUMNAS_FICHA = {
  id_afiliado: afiliado.id_afiliado,
  nombres: afiliado.nombres,
  apellidos: afiliado.apellidos,
  foto: afiliado.foto,
  documento: afiliado.documento,
  documento_tipo: afiliado.documento_tipo,
  documento_lugar: afiliado.documento_lugar,
  documento_expedicion: afiliado.documento_expedicion,
  email: afiliado.email,
  tipo_afiliado: afiliado.tipo_afiliado,
  telefono: afiliado.telefono,
  telefono_fijo: afiliado.telefono_fijo,
  direccion: afiliado.direccion,
  fecha_nacimiento: afiliado.fecha_nacimiento,
  lugar_nacimiento: afiliado.lugar_nacimiento,
  genero: afiliado.genero,
  estado_civil: afiliado.estado_civil,
  hijos: afiliado.hijos,
  nivel_estudios: afiliado.nivel_estudios,
  area_estudio: afiliado.area_estudio,
  afiliacion: afiliado.afiliacion,
  ingreso: afiliado.ingreso,
  cargo: afiliado.cargo,
  lugar_trabajo: afiliado.lugar_trabajo,
  tipo_contrato: afiliado.tipo_contrato,
  salario: afiliado.salario,
  ahorro_permanente: afiliado.ahorro_permanente,
  ahorro_programado: afiliado.ahorro_programado,
  tipo_vivienda: afiliado.tipo_vivienda,
  vehiculo: afiliado.vehiculo,
  otro: afiliado.otro,
  autorizado_nombre: afiliado.autorizado_nombre,
  autorizado_documento: afiliado.autorizado_documento,
  autorizado_direccion: afiliado.autorizado_direccion,
  autorizado_telefono: afiliado.autorizado_telefono,
  firma: afiliado.firma,
  retiro: afiliado.retiro,
  cuota_afiliacion: afiliado.cuota_afiliacion,
  ultima_actualizacion: afiliado.ultima_actualizacion,
  autorizacion_datos: afiliado.autorizacion_datos,
  ultimo_login: afiliado.ultimo_login,
  cambio_password: afiliado.cambio_password,
  superadmin: afiliado.superadmin,
} as const;

/** Fila de la ficha: dinero en texto (numeric), fechas 'YYYY-MM-DD', instantes como los da el driver. */
export type FilaFicha = { -readonly [K in keyof typeof COLUMNAS_FICHA]: (typeof afiliado.$inferSelect)[K] };

/** Lo que esta vía puede escribir en la tabla afiliado (SPEC 2.12); nada más llega al SQL. */
export type ValoresFicha = Omit<
  FilaFicha,
  'id_afiliado' | 'ultima_actualizacion' | 'autorizacion_datos' | 'ultimo_login' | 'cambio_password' | 'superadmin'
>;

/** Las marcas de tiempo del envío: ultima_actualizacion (null en un borrador: no cambia) y la autorización de datos. */
export interface MarcasFicha {
  ultimaActualizacion: string | null;
  autorizacionDatos: string | null;
}

export type FilaFamiliar = typeof familiar.$inferSelect;
export type ValoresFamiliar = Pick<FilaFamiliar, 'nombre' | 'parentesco' | 'ocupacion' | 'fecha_nacimiento'>;

/** La ficha; con `bloquear`, la fila queda bloqueada hasta el fin de la transacción. */
export async function leerFicha(db: Pick<Db, 'select'>, id: number, bloquear = false): Promise<FilaFicha | undefined> {
  const consulta = db.select(COLUMNAS_FICHA).from(afiliado).where(eq(afiliado.id_afiliado, id)).limit(1);
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila;
}

export function leerFamiliares(db: Pick<Db, 'select'>, id: number): Promise<FilaFamiliar[]> {
  return db.select().from(familiar).where(eq(familiar.id_afiliado, id)).orderBy(asc(familiar.id_familiar));
}

/** ¿Otro afiliado tiene ese documento? */
export async function documentoDeOtro(db: Pick<Db, 'select'>, documento: string, id: number | null): Promise<boolean> {
  const condicion =
    id === null
      ? eq(afiliado.documento, documento)
      : and(eq(afiliado.documento, documento), ne(afiliado.id_afiliado, id));
  const [fila] = await db.select({ id: afiliado.id_afiliado }).from(afiliado).where(condicion).limit(1);
  return fila !== undefined;
}

export async function actualizarFicha(
  db: Pick<Db, 'update'>,
  id: number,
  valores: ValoresFicha,
  { ultimaActualizacion, autorizacionDatos }: MarcasFicha,
): Promise<void> {
  await db
    .update(afiliado)
    .set({
      ...valores,
      documento_repetido: false,
      autorizacion_datos: autorizacionDatos,
      ...(ultimaActualizacion ? { ultima_actualizacion: ultimaActualizacion } : {}),
    })
    .where(eq(afiliado.id_afiliado, id));
}

/** Afiliado nuevo (id 0): sin clave; debe cambiarla al entrar la primera vez. */
export async function insertarFicha(
  db: Pick<Db, 'insert'>,
  valores: ValoresFicha,
  { ultimaActualizacion, autorizacionDatos }: MarcasFicha,
): Promise<number> {
  const [fila] = await db
    .insert(afiliado)
    .values({
      ...valores,
      ultima_actualizacion: ultimaActualizacion,
      autorizacion_datos: autorizacionDatos,
      cambio_password: true,
    })
    .returning({ id: afiliado.id_afiliado });
  if (!fila) throw new Error('No se creó el afiliado');
  return fila.id;
}

/** Reemplaza el grupo familiar: borra las filas de antes e inserta las de ahora. */
export async function reemplazarFamiliares(
  db: Pick<Db, 'delete' | 'insert'>,
  id: number,
  filas: readonly ValoresFamiliar[],
): Promise<void> {
  await db.delete(familiar).where(eq(familiar.id_afiliado, id));
  if (filas.length > 0) await db.insert(familiar).values(filas.map((f) => ({ ...f, id_afiliado: id })));
}

/** Pasa al afiliado los archivos que subió quien edita (un superadmin): así el afiliado puede leerlos. */
export async function pasarArchivosAlAfiliado(
  db: Pick<Db, 'update'>,
  ids: readonly number[],
  de: number,
  a: number,
): Promise<void> {
  if (ids.length === 0 || de === a) return;
  await db
    .update(archivo)
    .set({ id_afiliado: a })
    .where(and(inArray(archivo.id_archivo, [...ids]), eq(archivo.id_afiliado, de)));
}

/** Bytes de un archivo (foto o firma para el PDF); undefined si no existe. */
export async function bytesDeArchivo(db: Pick<Db, 'execute'>, id: number): Promise<Buffer | undefined> {
  const [fila] = await consultar<{ contenido: string }>(
    db,
    sql`
    select encode(contenido, 'base64') as contenido from archivo where id_archivo = ${id}`,
  );
  return fila ? Buffer.from(fila.contenido, 'base64') : undefined;
}
