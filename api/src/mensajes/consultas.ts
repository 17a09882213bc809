// Consultas de mensajes: lista de hilos (filtro, página, orden y total en una consulta), hilo con
// sus respuestas y adjuntos, alta de mensajes, estado del hilo y borrado.
import { sql, type SQL } from 'drizzle-orm';
import type { ColumnaMensajes, ConsultaLista, EstadoMensaje, Mensaje, RespuestaLista } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { donde, isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import { alfabetico, paginar } from '../http/listas.js';

/**
 * Columnas de un mensaje m de hilo h (h = m en la raíz): estado y actualización son los del hilo;
 * afiliado, el dueño del hilo; autor, quien escribió m. infoAdjuntos en el orden de m.adjuntos.
 */
const COLUMNAS = `
  m.id_mensaje, m.id_mensaje_padre, m.asunto, m.texto,
  ${isoUtc('m.creado')} as creado,
  h.estado::int as estado,
  ${isoUtc('h.ultima_actualizacion')} as ultima_actualizacion,
  case when u.id_afiliado is null then null else u.nombres || ' ' || u.apellidos end as actualizado_por,
  h.id_afiliado, a.nombres || ' ' || a.apellidos as afiliado_nombre, a.foto as afiliado_foto,
  case when w.id_afiliado is null then null else w.nombres || ' ' || w.apellidos end as autor_nombre,
  m.adjuntos, m.remitente_sin_verificar`;

/** infoAdjuntos de m, en el orden de m.adjuntos. */
const INFO_ADJUNTOS = `
  coalesce((select jsonb_agg(jsonb_build_object('id_archivo', f.id_archivo, 'nombre', f.nombre) order by x.n)
            from jsonb_array_elements_text(m.adjuntos) with ordinality as x(id, n)
            join archivo f on f.id_archivo = x.id::int), '[]'::jsonb)`;

const CAMPOS = sql.raw(`${COLUMNAS}, ${INFO_ADJUNTOS} as "infoAdjuntos"`);

const UNIONES = sql.raw(`
  join afiliado a on a.id_afiliado = h.id_afiliado
  left join afiliado u on u.id_afiliado = h.actualizado_por
  left join afiliado w on w.id_afiliado = m.id_autor`);

const ORDENABLES: Record<ColumnaMensajes, SQL> = {
  ultima_actualizacion: sql`m.ultima_actualizacion`,
  creado: sql`m.creado`,
  asunto: alfabetico(sql`m.asunto`),
  estado: sql`m.estado`,
  afiliado_nombre: alfabetico(sql`a.nombres || ' ' || a.apellidos`),
  id_mensaje: sql`m.id_mensaje`,
};

export interface FiltroMensajes extends ConsultaLista<ColumnaMensajes> {
  /** solo los hilos de este afiliado */
  idAfiliado?: number;
  estado?: number;
}

/**
 * Hilos (mensajes raíz) con el filtro. Los nombres de los adjuntos se buscan después, solo para las
 * filas de la página (no para todas las del total).
 */
export async function listarHilos(db: Db, f: FiltroMensajes): Promise<RespuestaLista<Mensaje>> {
  const condiciones: SQL[] = [sql`m.id_mensaje_padre is null`];
  if (f.idAfiliado !== undefined) condiciones.push(sql`m.id_afiliado = ${f.idAfiliado}`);
  if (f.estado !== undefined) condiciones.push(sql`m.estado = ${f.estado}`);
  const clausula = donde(condiciones);
  // En la raíz h = m; el dueño (a) solo hace falta para elegir la página si se ordena por su nombre.
  const porNombre = (f.orden ?? '').replace(/^-/, '') === 'afiliado_nombre';
  const r = await paginar<Omit<Mensaje, 'infoAdjuntos'>, ColumnaMensajes>(
    db,
    {
      columnas: sql.raw(COLUMNAS),
      desde: sql`mensaje m join mensaje h on h.id_mensaje = m.id_mensaje ${UNIONES}`,
      clave: sql`m.id_mensaje`,
      filtro: sql`mensaje m${porNombre ? sql` join afiliado a on a.id_afiliado = m.id_afiliado` : sql``}${clausula}`,
      conteo: sql`mensaje m${clausula}`,
      ordenables: ORDENABLES,
      porDefecto: '-ultima_actualizacion',
      desempate: sql`m.id_mensaje desc`,
    },
    f,
  );
  const conAdjuntos = r.filas.filter((m) => m.adjuntos.length > 0).map((m) => m.id_mensaje);
  const info = new Map<number, Mensaje['infoAdjuntos']>();
  if (conAdjuntos.length > 0) {
    const filas = await consultar<{ id_mensaje: number; info: Mensaje['infoAdjuntos'] }>(
      db,
      sql`
      select m.id_mensaje, ${sql.raw(INFO_ADJUNTOS)} as info from mensaje m
      where m.id_mensaje in (${sql.join(
        conAdjuntos.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const fila of filas) info.set(fila.id_mensaje, fila.info);
  }
  return { filas: r.filas.map((m) => ({ ...m, infoAdjuntos: info.get(m.id_mensaje) ?? [] })), total: r.total };
}

/** El hilo de la raíz `id` (mensaje y respuestas por fecha); undefined si no existe. */
export async function leerHilo(
  db: Pick<Db, 'execute'>,
  id: number,
): Promise<{ mensaje: Mensaje; respuestas: Mensaje[] } | undefined> {
  const filas = await consultar<Mensaje>(
    db,
    sql`
    select ${CAMPOS}
    from mensaje m join mensaje h on h.id_mensaje = coalesce(m.id_mensaje_padre, m.id_mensaje) ${UNIONES}
    where m.id_mensaje = ${id} or m.id_mensaje_padre = ${id}
    order by (m.id_mensaje_padre is not null), m.creado, m.id_mensaje`,
  );
  const [mensaje, ...respuestas] = filas;
  if (!mensaje || mensaje.id_mensaje !== id) return undefined;
  return { mensaje, respuestas };
}

export interface CabeceraMensaje {
  id_mensaje: number;
  /** raíz del hilo (el mismo id si es la raíz) */
  id_hilo: number;
  id_afiliado: number;
  asunto: string;
  estado: EstadoMensaje;
}

/** Dueño, raíz y estado del hilo del mensaje `id`; undefined si no existe. */
export async function cabeceraMensaje(db: Pick<Db, 'execute'>, id: number): Promise<CabeceraMensaje | undefined> {
  const [f] = await consultar<CabeceraMensaje>(
    db,
    sql`
    select m.id_mensaje, h.id_mensaje as id_hilo, h.id_afiliado, h.asunto, h.estado::int as estado
    from mensaje m join mensaje h on h.id_mensaje = coalesce(m.id_mensaje_padre, m.id_mensaje)
    where m.id_mensaje = ${id}`,
  );
  return f;
}

export interface NuevoMensaje {
  id_mensaje_padre: number | null;
  id_afiliado: number;
  id_autor: number;
  asunto: string;
  texto: string;
  estado: EstadoMensaje;
  adjuntos: number[];
  ahora: Date;
  /** Message-ID del correo importado */
  id_correo?: string | null;
  /** correo importado cuyo From no aprobó el servidor del fondo */
  remitente_sin_verificar?: boolean;
}

export async function insertarMensaje(db: Pick<Db, 'execute'>, n: NuevoMensaje): Promise<number> {
  const instante = n.ahora.toISOString();
  const [f] = await consultar<{ id_mensaje: number }>(
    db,
    sql`
    insert into mensaje (id_mensaje_padre, id_afiliado, id_autor, asunto, texto, creado, estado, ultima_actualizacion,
                         actualizado_por, adjuntos, id_correo, remitente_sin_verificar)
    values (${n.id_mensaje_padre}, ${n.id_afiliado}, ${n.id_autor}, ${n.asunto}, ${n.texto}, ${instante}, ${n.estado},
            ${instante}, ${n.id_autor}, ${JSON.stringify(n.adjuntos)}::jsonb, ${n.id_correo ?? null},
            ${n.remitente_sin_verificar ?? false})
    returning id_mensaje`,
  );
  if (!f) throw new Error('No se guardó el mensaje');
  return f.id_mensaje;
}

/** Estado, última actualización y quién, en la raíz del hilo. */
export async function actualizarHilo(
  db: Pick<Db, 'execute'>,
  idHilo: number,
  cambio: { estado: EstadoMensaje; por: number; ahora: Date },
): Promise<void> {
  await db.execute(sql`
    update mensaje set estado = ${cambio.estado}, ultima_actualizacion = ${cambio.ahora.toISOString()},
                       actualizado_por = ${cambio.por}
    where id_mensaje = ${idHilo}`);
}

/** Borra un mensaje (si es la raíz, el hilo entero: las respuestas caen en cascada). */
export async function borrarMensaje(db: Pick<Db, 'execute'>, id: number): Promise<boolean> {
  const filas = await consultar<{ id_mensaje: number }>(
    db,
    sql`delete from mensaje where id_mensaje = ${id} returning id_mensaje`,
  );
  return filas.length > 0;
}

export interface DatosPersona {
  id_afiliado: number;
  nombres: string;
  apellidos: string;
  email: string | null;
}

export async function datosPersona(db: Pick<Db, 'execute'>, id: number): Promise<DatosPersona | undefined> {
  const [f] = await consultar<DatosPersona>(
    db,
    sql`
    select id_afiliado, nombres, apellidos, email from afiliado where id_afiliado = ${id}`,
  );
  return f;
}

/** Afiliados con ese correo (sin importar mayúsculas ni espacios). */
export async function afiliadosPorCorreo(db: Pick<Db, 'execute'>, email: string): Promise<DatosPersona[]> {
  return consultar<DatosPersona>(
    db,
    sql`
    select id_afiliado, nombres, apellidos, email from afiliado
    where lower(trim(email)) = ${email.trim().toLowerCase()} order by id_afiliado limit 2`,
  );
}

/** ¿Ya se importó el correo con ese Message-ID? */
export async function correoYaImportado(db: Pick<Db, 'execute'>, idCorreo: string): Promise<boolean> {
  const f = await consultar<{ n: number }>(db, sql`select 1 as n from mensaje where id_correo = ${idCorreo}`);
  return f.length > 0;
}
