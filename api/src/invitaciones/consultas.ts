// SQL de las invitaciones en bloque (tablas de la migración 0014). El resultado de
// cada bienvenida es el estado de su trabajo en la cola.
import { sql, type SQL } from 'drizzle-orm';
import type { FiltroAfiliados } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { donde, isoUtc } from '../db/sql.js';

type Ejecutor = Pick<Db, 'execute'>;

export interface Invitado {
  id_afiliado: number;
  nombres: string;
  email: string | null;
}

/** Los afiliados sin clave, sin retiro a `hoy` y con las condiciones del filtro (sobre `afiliado a`). */
export async function afiliadosSinClave(tx: Ejecutor, condiciones: SQL[], hoy: string): Promise<Invitado[]> {
  const c = [sql`a.password is null`, sql`(a.retiro is null or a.retiro > ${hoy}::date)`, ...condiciones];
  return consultar<Invitado>(
    tx,
    sql`select a.id_afiliado, a.nombres, nullif(trim(a.email), '') as email
      from afiliado a${donde(c)} order by a.id_afiliado`,
  );
}

export async function insertarLote(
  tx: Ejecutor,
  l: { id_actor: number; filtro: FiltroAfiliados; por_minuto: number; ahora: Date },
): Promise<number> {
  const [fila] = await consultar<{ id_lote: number }>(
    tx,
    sql`insert into lote_invitacion (id_actor, filtro, por_minuto, creado)
      values (${l.id_actor}, ${JSON.stringify(l.filtro)}::jsonb, ${l.por_minuto}, ${l.ahora.toISOString()}::timestamptz)
      returning id_lote`,
  );
  return fila!.id_lote;
}

/** Las filas del lote (una sentencia por cada 5.000) y sus totales. */
export async function guardarInvitaciones(
  tx: Ejecutor,
  idLote: number,
  filas: { id_afiliado: number; id_trabajo: number | null }[],
): Promise<void> {
  for (let i = 0; i < filas.length; i += 5000) {
    const parte = filas.slice(i, i + 5000).map((f) => ({
      id_afiliado: f.id_afiliado,
      id_trabajo: f.id_trabajo,
      resultado: f.id_trabajo === null ? 'sin_correo' : 'en_cola',
    }));
    await tx.execute(sql`
      insert into invitacion (id_lote, id_afiliado, resultado, id_trabajo)
      select ${idLote}, x.id_afiliado, x.resultado, x.id_trabajo
      from jsonb_to_recordset(${JSON.stringify(parte)}::jsonb) as x(id_afiliado int, resultado text, id_trabajo bigint)`);
  }
  const enCola = filas.filter((f) => f.id_trabajo !== null).length;
  await tx.execute(sql`
    update lote_invitacion set total = ${filas.length}, en_cola = ${enCola}, sin_correo = ${filas.length - enCola}
    where id_lote = ${idLote}`);
}

export interface FilaLote {
  id_lote: number;
  creado: string;
  filtro: FiltroAfiliados;
  por_minuto: number;
  total: number;
  sin_correo: number;
  en_cola: number;
  enviados: number;
  fallidos: number;
  /** encoladas en total (para el ritmo) */
  encoladas: number;
}

/**
 * Los lotes con el estado de sus bienvenidas en la cola, el más reciente primero (hasta 20). Una
 * bienvenida cuyo trabajo ya no está (la purga borra los enviados a los 30 días) cuenta como enviada.
 */
export async function leerLotes(db: Ejecutor, id?: number): Promise<FilaLote[]> {
  const filtro = id === undefined ? [] : [sql`l.id_lote = ${id}`];
  return consultar<FilaLote>(
    db,
    sql`select l.id_lote, ${sql.raw(isoUtc('l.creado'))} as creado, l.filtro, l.por_minuto, l.total, l.sin_correo,
        l.en_cola as encoladas,
        coalesce(c.en_cola, 0)::int as en_cola, coalesce(c.enviados, 0)::int as enviados,
        coalesce(c.fallidos, 0)::int as fallidos
      from lote_invitacion l
      left join lateral (
        select count(*) filter (where t.estado in ('pendiente', 'en_curso')) as en_cola,
          count(*) filter (where t.estado = 'hecho' or t.id_trabajo is null) as enviados,
          count(*) filter (where t.estado = 'fallido') as fallidos
        from invitacion i left join trabajo t on t.id_trabajo = i.id_trabajo
        where i.id_lote = l.id_lote and i.resultado = 'en_cola') c on true
      ${donde(filtro)}
      order by l.creado desc, l.id_lote desc
      limit 20`,
  );
}
