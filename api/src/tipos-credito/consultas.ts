// Consultas de tipos de crédito. La tasa sale de PostgreSQL como texto numeric y pasa a number al responder.
import { eq, sql } from 'drizzle-orm';
import type { CupoPor, Periodicidad, TipoCredito } from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { tipoCredito } from '../db/schema.js';
import { alfabetico } from '../http/listas.js';

type FilaTipo = typeof tipoCredito.$inferSelect;
export type CamposTipo = Omit<typeof tipoCredito.$inferInsert, 'id_tipo_credito'>;

const comoTipo = (f: FilaTipo): TipoCredito => ({
  ...f,
  tasa: Number(f.tasa),
  valor_maximo: f.valor_maximo === null ? null : Number(f.valor_maximo),
  periodicidad: (f.periodicidad === 'semestral' ? 'semestral' : 'mensual') satisfies Periodicidad,
  veces_ahorro: f.veces_ahorro === null ? null : Number(f.veces_ahorro),
  porcentaje_salario: f.porcentaje_salario === null ? null : Number(f.porcentaje_salario),
  cupo_por: (f.cupo_por === 'todos' ? 'todos' : 'tipo') satisfies CupoPor,
});

export async function listarTipos(db: Db): Promise<TipoCredito[]> {
  return (
    await db
      .select()
      .from(tipoCredito)
      .orderBy(alfabetico(sql`${tipoCredito.nombre}`), tipoCredito.id_tipo_credito)
  ).map(comoTipo);
}

export async function buscarTipo(db: Pick<Db, 'select'>, id: number): Promise<TipoCredito | undefined> {
  const [f] = await db.select().from(tipoCredito).where(eq(tipoCredito.id_tipo_credito, id));
  return f ? comoTipo(f) : undefined;
}

export async function crearTipo(db: Db, campos: CamposTipo): Promise<TipoCredito> {
  const [f] = await db.insert(tipoCredito).values(campos).returning();
  if (!f) throw new Error('No se creó el tipo de crédito');
  return comoTipo(f);
}

/** undefined si no existe. */
export async function actualizarTipo(
  db: Db,
  id: number,
  campos: Partial<CamposTipo>,
): Promise<TipoCredito | undefined> {
  const [f] = await db.update(tipoCredito).set(campos).where(eq(tipoCredito.id_tipo_credito, id)).returning();
  return f ? comoTipo(f) : undefined;
}

/** Cuántas solicitudes y filas de créditos usan el tipo. */
export async function usosDelTipo(
  db: Pick<Db, 'execute'>,
  id: number,
): Promise<{ solicitudes: number; creditos: number }> {
  const [f] = await consultar<{ solicitudes: number; creditos: number }>(
    db,
    sql`
    select (select count(*) from solicitud_credito where id_tipo_credito = ${id})::int as solicitudes,
           (select count(*) from credito where id_tipo_credito = ${id})::int as creditos`,
  );
  return f ?? { solicitudes: 0, creditos: 0 };
}

/** true si borró. */
export async function borrarTipo(db: Pick<Db, 'delete'>, id: number): Promise<boolean> {
  const borrados = await db
    .delete(tipoCredito)
    .where(eq(tipoCredito.id_tipo_credito, id))
    .returning({ id: tipoCredito.id_tipo_credito });
  return borrados.length > 0;
}
