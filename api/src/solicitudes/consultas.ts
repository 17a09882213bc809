// Consultas de solicitudes de crédito: listas (filtro, página, orden y total en una consulta),
// detalle, alta, revisión y borrado. Dinero como texto numeric hasta responder.
import { eq, sql, type SQL } from 'drizzle-orm';
import { claveNombre } from '@fondo/contrato';
import type {
  ColumnaSolicitudes,
  ConsultaLista,
  EstadoSolicitud,
  FiltroEstadoSolicitud,
  RespuestaLista,
  SolicitudCredito,
  TipoCuenta,
} from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { donde, escaparLike, isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';
import { alfabetico, paginar } from '../http/listas.js';
import { afiliado, solicitudCredito } from '../db/schema.js';

interface FilaSolicitud extends Omit<
  SolicitudCredito,
  'valor' | 'afiliado' | 'tipo_cuenta' | 'estado' | 'cupo_disponible' | 'cuota_maxima' | 'ahorro_cupo'
> {
  valor: string;
  cupo_disponible: string | null;
  cuota_maxima: string | null;
  ahorro_cupo: string | null;
  tipo_cuenta: TipoCuenta;
  estado: EstadoSolicitud;
  nombres: string;
  apellidos: string;
}

const CAMPOS = sql.raw(`
  s.id_solicitud, s.id_afiliado, s.id_tipo_credito, t.nombre as tipo_credito_nombre, s.valor::text as valor,
  s.destino, s.cuotas, s.desde_mes::int as desde_mes, s.descuento_ahorro, s.descuento_prima, s.numero_cuenta,
  s.tipo_cuenta, s.banco, s.codeudor, s.codeudor_nombre, s.codeudor_documento, s.codeudor_cedula,
  s.ultimo_desprendible, s.firma, s.carta_pagare, s.estado, s.observaciones,
  case when r.id_afiliado is null then null else r.nombres || ' ' || r.apellidos end as revisado_por,
  ${isoUtc('s.fecha_revision')} as fecha_revision,
  ${isoUtc('s.fecha')} as fecha,
  a.nombres || ' ' || a.apellidos as afiliado_nombre, a.nombres, a.apellidos,
  s.cupo_disponible::text as cupo_disponible, s.cuota_maxima::text as cuota_maxima, s.ahorro_cupo::text as ahorro_cupo,
  s.firma_electronica, s.codeudor_email, s.codeudor_estado, ${isoUtc('s.codeudor_fecha')} as codeudor_fecha`);

const DESDE = sql.raw(`
  solicitud_credito s
  join afiliado a on a.id_afiliado = s.id_afiliado
  join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito
  left join afiliado r on r.id_afiliado = s.revisado_por`);

const numeroONulo = (v: string | null) => (v === null ? null : Number(v));

const comoSolicitud = ({ nombres, apellidos, ...f }: FilaSolicitud): SolicitudCredito => ({
  ...f,
  valor: Number(f.valor),
  cupo_disponible: numeroONulo(f.cupo_disponible),
  cuota_maxima: numeroONulo(f.cuota_maxima),
  ahorro_cupo: numeroONulo(f.ahorro_cupo),
  afiliado: { nombres, apellidos },
});

/** Lista blanca de `orden`: columna pública -> expresión SQL. */
const ORDENABLES: Record<ColumnaSolicitudes, SQL> = {
  fecha: sql`s.fecha`,
  afiliado_nombre: alfabetico(sql`a.nombres || ' ' || a.apellidos`),
  tipo_credito_nombre: alfabetico(sql`t.nombre`),
  valor: sql`s.valor`,
  cuotas: sql`s.cuotas`,
  estado: sql`s.estado`,
  id_solicitud: sql`s.id_solicitud`,
};

export interface FiltroSolicitudes extends ConsultaLista<ColumnaSolicitudes> {
  /** solo las de este afiliado (lista del afiliado) */
  idAfiliado?: number;
  estado: FiltroEstadoSolicitud;
  /** cada palabra debe aparecer en el nombre del afiliado, sin importar tildes ni mayúsculas */
  texto: string;
}

export async function listarSolicitudes(db: Db, f: FiltroSolicitudes): Promise<RespuestaLista<SolicitudCredito>> {
  const condiciones: SQL[] = [];
  if (f.idAfiliado !== undefined) condiciones.push(sql`s.id_afiliado = ${f.idAfiliado}`);
  if (f.estado !== 'TODAS') condiciones.push(sql`s.estado = ${f.estado}`);
  for (const palabra of claveNombre(f.texto).split(/\s+/).filter(Boolean).slice(0, 8)) {
    // Cada palabra en «nombres apellidos» del afiliado, sin tildes ni mayúsculas.
    condiciones.push(sql`s.id_afiliado in (
      select b.id_afiliado from afiliado b where b.nombre_busqueda like ${`%${escaparLike(palabra)}%`})`);
  }
  const clausula = donde(condiciones);
  // Para elegir la página solo se une lo que usa el orden (las uniones no filtran: claves no nulas).
  const columna = (f.orden ?? '').replace(/^-/, '');
  const uniones =
    columna === 'afiliado_nombre'
      ? sql` join afiliado a on a.id_afiliado = s.id_afiliado`
      : columna === 'tipo_credito_nombre'
        ? sql` join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito`
        : sql``;
  const r = await paginar<FilaSolicitud, ColumnaSolicitudes>(
    db,
    {
      columnas: CAMPOS,
      desde: DESDE,
      clave: sql`s.id_solicitud`,
      filtro: sql`solicitud_credito s${uniones}${clausula}`,
      conteo: sql`solicitud_credito s${clausula}`,
      ordenables: ORDENABLES,
      porDefecto: '-fecha',
      desempate: sql`s.id_solicitud desc`,
    },
    f,
  );
  return { filas: r.filas.map(comoSolicitud), total: r.total };
}

export async function buscarSolicitud(db: Pick<Db, 'execute'>, id: number): Promise<SolicitudCredito | undefined> {
  const [f] = await consultar<FilaSolicitud>(db, sql`select ${CAMPOS} from ${DESDE} where s.id_solicitud = ${id}`);
  return f ? comoSolicitud(f) : undefined;
}

/** Dueño y estado de una solicitud (para permisos y revisión); undefined si no existe. */
export async function cabeceraSolicitud(
  db: Pick<Db, 'select'>,
  id: number,
): Promise<
  | {
      id_afiliado: number;
      estado: string;
      observaciones: string | null;
      codeudor_estado: 'pendiente' | 'acepto' | 'rechazo' | null;
    }
  | undefined
> {
  const [f] = await db
    .select({
      id_afiliado: solicitudCredito.id_afiliado,
      estado: solicitudCredito.estado,
      observaciones: solicitudCredito.observaciones,
      codeudor_estado: solicitudCredito.codeudor_estado,
    })
    .from(solicitudCredito)
    .where(eq(solicitudCredito.id_solicitud, id));
  return f;
}

export type NuevaSolicitud = typeof solicitudCredito.$inferInsert;

export async function insertarSolicitud(db: Pick<Db, 'insert'>, s: NuevaSolicitud): Promise<number> {
  const [f] = await db.insert(solicitudCredito).values(s).returning({ id: solicitudCredito.id_solicitud });
  if (!f) throw new Error('No se guardó la solicitud');
  return f.id;
}

export async function revisarSolicitud(
  db: Pick<Db, 'update'>,
  id: number,
  r: { estado: EstadoSolicitud; observaciones: string | null; revisado_por: number; fecha_revision: string },
): Promise<void> {
  await db.update(solicitudCredito).set(r).where(eq(solicitudCredito.id_solicitud, id));
}

/** true si borró. */
export async function borrarSolicitud(db: Pick<Db, 'delete'>, id: number): Promise<boolean> {
  const r = await db
    .delete(solicitudCredito)
    .where(eq(solicitudCredito.id_solicitud, id))
    .returning({ id: solicitudCredito.id_solicitud });
  return r.length > 0;
}

/** Nombre, documento y correo del afiliado (plantilla y avisos). */
export async function datosAfiliado(
  db: Pick<Db, 'select'>,
  id: number,
): Promise<
  | { nombres: string; apellidos: string; documento: string; documento_tipo: string | null; email: string | null }
  | undefined
> {
  const [f] = await db
    .select({
      nombres: afiliado.nombres,
      apellidos: afiliado.apellidos,
      documento: afiliado.documento,
      documento_tipo: afiliado.documento_tipo,
      email: afiliado.email,
    })
    .from(afiliado)
    .where(eq(afiliado.id_afiliado, id));
  return f;
}
