// Consultas de administración de afiliados: lista, alta, cambio, borrado y exportación. Los cortes, en
// consultas-cortes.ts; el tablero y la auditoría, en consultas-tablero.ts; los documentos repetidos, en
// consultas-documentos.ts.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  ColumnaAfiliadosAdmin,
  ConsultaAfiliadosAdmin,
  FilaAfiliadoAdmin,
  FiltroAfiliados,
  RespuestaLista,
} from '@fondo/contrato';
import { claveNombre, normalizarDocumento } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { escaparLike, isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import { alfabetico, paginar } from '../http/listas.js';
import { afiliado, TILDES_A, TILDES_DE } from '../db/schema.js';

/**
 * Minúsculas y sin tildes, igual en SQL (translate antes de lower) que en JS. Las de afiliado ya están
 * guardadas en sus columnas generadas nombre_busqueda y documento_busqueda (schema.ts).
 */
export const normalizado = (expresion: SQL) => sql`lower(translate(${expresion}, ${TILDES_DE}, ${TILDES_A}))`;

/**
 * Patrones like de cada palabra del texto (sin tildes ni mayúsculas; hasta 8). Una palabra que es un
 * documento ('0080010001', '1.012.345') se busca normalizada, como se guarda.
 */
export const patrones = (texto: string | undefined) =>
  claveNombre(texto ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((p) => `%${escaparLike(normalizarDocumento(p) ?? p)}%`);

/**
 * Cada palabra del texto debe aparecer en los nombres, los apellidos o el documento del afiliado `a`
 * (como antes en `apellidos || ' ' || nombres || ' ' || documento`: una palabra no tiene espacios, así
 * que no cruza de un campo a otro).
 */
export const palabraEnAfiliado = (a: SQL, p: string) =>
  sql`(${a}.nombre_busqueda like ${p} or ${a}.documento_busqueda like ${p})`;

// --- afiliados ----------------------------------------------------------------------------------

const CAMPOS_AFILIADO = sql.raw(`
  a.id_afiliado, a.foto, a.apellidos, a.nombres, a.documento, a.documento_tipo, a.email, a.afiliacion::text as afiliacion,
  ${isoUtc('a.ultima_actualizacion')} as ultima_actualizacion, a.retiro::text as retiro, a.superadmin`);

const ORDEN_AFILIADOS: Record<ColumnaAfiliadosAdmin, SQL> = {
  apellidos: alfabetico(sql`a.apellidos`),
  nombres: alfabetico(sql`a.nombres`),
  documento: sql`a.documento`,
  email: sql`lower(a.email)`,
  afiliacion: sql`a.afiliacion`,
  ultima_actualizacion: sql`a.ultima_actualizacion`,
  retiro: sql`a.retiro`,
  id_afiliado: sql`a.id_afiliado`,
};

/**
 * Las condiciones de los filtros de la lista de afiliados (texto y Actualización) sobre `afiliado a`: las
 * mismas para la lista, una ronda de actualización y 'Invitar a todos'.
 */
export function condicionesFiltro(f: FiltroAfiliados): SQL[] {
  const c = patrones(f.texto).map((p) => palabraEnAfiliado(sql`a`, p));
  if (f.actualizacion === 'actualizados') c.push(sql`a.ultima_actualizacion is not null`);
  if (f.actualizacion === 'sin_actualizar') c.push(sql`a.ultima_actualizacion is null`);
  return c;
}

export async function listarAfiliados(db: Db, f: ConsultaAfiliadosAdmin): Promise<RespuestaLista<FilaAfiliadoAdmin>> {
  const c = condicionesFiltro(f);
  return paginar<FilaAfiliadoAdmin, ColumnaAfiliadosAdmin>(
    db,
    {
      columnas: CAMPOS_AFILIADO,
      desde: sql`afiliado a`,
      clave: sql`a.id_afiliado`,
      donde: c,
      ordenables: ORDEN_AFILIADOS,
      porDefecto: 'apellidos',
      desempate: sql`a.id_afiliado`,
    },
    f,
  );
}

export async function filaAfiliado(db: Pick<Db, 'execute'>, id: number): Promise<FilaAfiliadoAdmin | undefined> {
  const [f] = await consultar<FilaAfiliadoAdmin>(
    db,
    sql`select ${CAMPOS_AFILIADO} from afiliado a where a.id_afiliado = ${id}`,
  );
  return f;
}

export async function idDelDocumento(db: Pick<Db, 'select'>, documento: string): Promise<number | undefined> {
  const [f] = await db
    .select({ id: afiliado.id_afiliado })
    .from(afiliado)
    .where(eq(afiliado.documento, documento))
    .limit(1);
  return f?.id;
}

/** Otro afiliado (no `excepto`) con ese correo, sin importar mayúsculas ni espacios; undefined si no hay. */
export async function idDelCorreo(
  db: Pick<Db, 'execute'>,
  email: string,
  excepto: number | null,
): Promise<number | undefined> {
  const [f] = await consultar<{ id_afiliado: number }>(
    db,
    sql`select id_afiliado from afiliado where lower(trim(email)) = ${email.trim().toLowerCase()}
      and id_afiliado <> ${excepto ?? 0} limit 1`,
  );
  return f?.id_afiliado;
}

/** ¿Tiene aportes, créditos o solicitudes? (no se puede borrar) */
export async function tieneMovimientos(db: Pick<Db, 'execute'>, id: number): Promise<boolean> {
  const [f] = await consultar<{ si: boolean }>(
    db,
    sql`select
    exists (select 1 from aporte where id_afiliado = ${id})
    or exists (select 1 from credito where id_afiliado = ${id})
    or exists (select 1 from solicitud_credito where id_afiliado = ${id}) as si`,
  );
  return f?.si === true;
}

/** Campos que la exportación omite: secretos. */
const SECRETOS = new Set(['password', 'guid', 'reestablecer_password', 'reestablecer_password_solicitud']);
export const COLUMNAS_EXPORTACION = Object.values(getTableColumns(afiliado))
  .map((c) => c.name)
  .filter(
    (c) =>
      !SECRETOS.has(c) &&
      c !== 'creado' &&
      c !== 'nombre_busqueda' &&
      c !== 'documento_busqueda' &&
      c !== 'documento_repetido',
  );

/** Afiliados por lotes (id creciente) para la exportación en flujo. */
export async function* afiliadosPorLotes(
  db: Db,
  lote = 1000,
): AsyncGenerator<Record<string, string | number | boolean | null>[]> {
  let desde = 0;
  // Fechas y dinero como texto (los dos drivers igual); instantes en ISO UTC; lo demás, texto, entero o booleano.
  const tipos = new Map(Object.values(getTableColumns(afiliado)).map((c) => [c.name, c.columnType]));
  const columnas = sql.raw(
    COLUMNAS_EXPORTACION.map((c) => {
      const tipo = tipos.get(c);
      if (tipo === 'PgTimestampString') return `${isoUtc(`"${c}"`)} as "${c}"`;
      if (tipo === 'PgDateString' || tipo === 'PgNumeric') return `"${c}"::text as "${c}"`;
      return `"${c}"`;
    }).join(', '),
  );
  for (;;) {
    const filas = await consultar<Record<string, string | number | boolean | null> & { id_afiliado: number }>(
      db,
      sql`
      select ${columnas} from afiliado where id_afiliado > ${desde} order by id_afiliado limit ${lote}`,
    );
    if (filas.length === 0) return;
    yield filas;
    desde = filas[filas.length - 1]!.id_afiliado;
    if (filas.length < lote) return;
  }
}

type CamposAfiliado = Pick<
  typeof afiliado.$inferInsert,
  'nombres' | 'apellidos' | 'documento' | 'documento_tipo' | 'email'
>;

/** Alta desde el modal: sin clave (la asigna con el correo de bienvenida). Devuelve el id. */
export async function insertarAfiliado(db: Pick<Db, 'insert'>, valores: CamposAfiliado): Promise<number> {
  const [f] = await db
    .insert(afiliado)
    .values({ ...valores, cambio_password: true })
    .returning({ id: afiliado.id_afiliado });
  return f!.id;
}

/** Cambio desde el modal (el documento deja de estar marcado como repetido); false si no existe. */
export async function actualizarAfiliado(
  db: Pick<Db, 'update'>,
  id: number,
  valores: CamposAfiliado,
): Promise<boolean> {
  const r = await db
    .update(afiliado)
    .set({ ...valores, documento_repetido: false })
    .where(eq(afiliado.id_afiliado, id))
    .returning({ id: afiliado.id_afiliado });
  return r.length > 0;
}

export async function borrarAfiliado(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(afiliado).where(eq(afiliado.id_afiliado, id));
}

/** ¿Hay algún afiliado? (arranque: una base vacía recibe datos demo o el primer superadmin) */
export async function hayAfiliados(db: Pick<Db, 'select'>): Promise<boolean> {
  const [fila] = await db.select({ n: sql<number>`count(*)::int` }).from(afiliado);
  return (fila?.n ?? 0) > 0;
}

/** El primer superadmin de una base vacía (ADMIN_DOCUMENTO y el hash de ADMIN_PASSWORD). */
export async function insertarPrimerSuperadmin(db: Pick<Db, 'insert'>, documento: string, hash: string): Promise<void> {
  await db.insert(afiliado).values({
    documento,
    nombres: 'Administrador',
    apellidos: 'del Fondo',
    superadmin: true,
    password: hash,
  });
}
