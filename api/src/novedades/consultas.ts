// Consultas de las novedades del afiliado: lo que el fondo cambió en lo suyo después de la última vez
// que lo abrió (revisión de una solicitud, respuesta en un hilo), y marcar algo como visto.
import { sql } from 'drizzle-orm';
import type { EstadoSolicitud, Novedad } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { isoUtc } from '../db/sql.js';
import { consultar } from '../db/filas.js';

interface FilaNovedad extends Omit<Novedad, 'valor' | 'estado'> {
  valor: string | null;
  estado: EstadoSolicitud | null;
}

/**
 * Novedades sin ver del afiliado desde `desde`, la más reciente primero: sus solicitudes que revisó otra
 * persona (el fondo) después de la última vez que las abrió, y sus hilos cuya última respuesta es del
 * fondo y llegó después de la última vez que los abrió.
 */
export async function listarNovedades(
  db: Pick<Db, 'execute'>,
  idAfiliado: number,
  desde: Date,
  limite: number,
): Promise<Novedad[]> {
  const filas = await consultar<FilaNovedad>(
    db,
    sql`
    select n.tipo, n.id, n.fecha, n.titulo, n.estado, n.valor from (
      select 'solicitud' as tipo, s.id_solicitud as id, ${sql.raw(isoUtc('s.fecha_revision'))} as fecha,
        t.nombre as titulo, s.estado, s.valor::text as valor, s.fecha_revision as orden
      from solicitud_credito s
      join tipo_credito t on t.id_tipo_credito = s.id_tipo_credito
      left join novedad_vista v on v.id_afiliado = s.id_afiliado and v.id_solicitud = s.id_solicitud
      where s.id_afiliado = ${idAfiliado} and s.fecha_revision is not null and s.fecha_revision >= ${desde.toISOString()}
        and s.revisado_por is distinct from s.id_afiliado
        and (v.vista is null or v.vista < s.fecha_revision)
      union all
      select 'mensaje', h.id_mensaje, ${sql.raw(isoUtc('h.ultima_actualizacion'))},
        h.asunto, null, null, h.ultima_actualizacion
      from mensaje h
      left join novedad_vista v on v.id_afiliado = h.id_afiliado and v.id_mensaje = h.id_mensaje
      where h.id_mensaje_padre is null and h.id_afiliado = ${idAfiliado}
        and h.actualizado_por is not null and h.actualizado_por <> h.id_afiliado
        and h.ultima_actualizacion >= ${desde.toISOString()}
        and (v.vista is null or v.vista < h.ultima_actualizacion)
    ) n order by n.orden desc, n.id desc limit ${limite}`,
  );
  return filas.map(({ valor, ...f }) => ({ ...f, valor: valor === null ? null : Number(valor) }));
}

/** Anota que el afiliado abrió su solicitud (o la raíz de su hilo) en `ahora`. */
export async function marcarVista(
  db: Pick<Db, 'execute'>,
  idAfiliado: number,
  que: { id_solicitud: number } | { id_mensaje: number },
  ahora: Date,
): Promise<void> {
  const instante = ahora.toISOString();
  if ('id_solicitud' in que) {
    await db.execute(sql`
      insert into novedad_vista (id_afiliado, id_solicitud, vista) values (${idAfiliado}, ${que.id_solicitud}, ${instante})
      on conflict (id_afiliado, id_solicitud) where id_solicitud is not null
      do update set vista = greatest(novedad_vista.vista, excluded.vista)`);
  } else {
    await db.execute(sql`
      insert into novedad_vista (id_afiliado, id_mensaje, vista) values (${idAfiliado}, ${que.id_mensaje}, ${instante})
      on conflict (id_afiliado, id_mensaje) where id_mensaje is not null
      do update set vista = greatest(novedad_vista.vista, excluded.vista)`);
  }
}
