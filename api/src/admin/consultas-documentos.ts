// Documentos repetidos (una identidad por persona): afiliados cuyos documentos, normalizados (solo dígitos, sin
// ceros a la izquierda), son el mismo. Vienen de antes de la migración 0004, que no los unió: el
// superadmin los ve en el tablero y decide (corregir el documento del que sobra o eliminarlo).
import { sql } from 'drizzle-orm';
import type { GrupoDocumentoRepetido } from '@fondo/contrato';
import type { Db, Tx } from '../db/client.js';
import { consultar } from '../db/filas.js';

/** El documento normalizado en SQL: la misma regla que normalizarDocumento para lo ya guardado. */
const CLAVE = sql`ltrim(regexp_replace(a.documento, '[^0-9]', '', 'g'), '0')`;

export async function documentosRepetidos(db: Pick<Db, 'execute'>): Promise<GrupoDocumentoRepetido[]> {
  const filas = await consultar<GrupoDocumentoRepetido['afiliados'][number] & { clave: string }>(
    db,
    sql`with r as (select distinct ${CLAVE} as clave from afiliado a where a.documento_repetido)
    select ${CLAVE} as clave, a.id_afiliado, a.documento, a.nombres, a.apellidos,
      (select count(*)::int from aporte x where x.id_afiliado = a.id_afiliado) as aportes,
      (select count(*)::int from credito x where x.id_afiliado = a.id_afiliado) as creditos,
      (select count(*)::int from solicitud_credito x where x.id_afiliado = a.id_afiliado) as solicitudes,
      to_char(a.ultimo_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ultimo_login
    from afiliado a join r on r.clave = ${CLAVE}
    order by 1, a.id_afiliado`,
  );
  const grupos = new Map<string, GrupoDocumentoRepetido>();
  for (const { clave, ...f } of filas) {
    const g = grupos.get(clave) ?? { documento: clave, afiliados: [] };
    g.afiliados.push(f);
    grupos.set(clave, g);
  }
  return [...grupos.values()];
}

/**
 * Un documento marcado como repetido que ya no choca con nadie (se eliminó o corrigió el otro) se
 * guarda normalizado y deja de estar marcado. Se llama después de guardar o eliminar afiliados.
 */
export async function resolverRepetidosSueltos(tx: Pick<Tx, 'execute'>): Promise<void> {
  await tx.execute(sql`update afiliado a set documento = ${CLAVE}, documento_repetido = false
    where a.documento_repetido and ${CLAVE} <> ''
      and not exists (select 1 from afiliado b where b.id_afiliado <> a.id_afiliado
        and ltrim(regexp_replace(b.documento, '[^0-9]', '', 'g'), '0') = ${CLAVE})`);
}
