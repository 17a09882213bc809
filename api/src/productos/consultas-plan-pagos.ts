// Consulta del plan de pagos: el crédito en el último corte en que aparece.
// Un crédito es el mismo entre cortes por afiliado, tipo y número; cada corte tiene su fila (id_credito).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';

/** Cifras del crédito en su último corte; numeric en texto (se convierte al responder). */
export interface FilaPlanPagos {
  id_afiliado: number;
  id_credito: number;
  numero: string;
  tipo: string;
  periodicidad: string;
  saldo: string;
  tasa: string;
  valor_cuota: string;
  cuotas_pendientes: number;
  id_corte: number;
  corte: string;
  nombres: string;
  apellidos: string;
  documento: string;
}

/** El crédito `idCredito` (de quien sea) en el último corte en que aparece; undefined si no existe. */
export async function creditoParaPlan(db: Db, idCredito: number): Promise<FilaPlanPagos | undefined> {
  const [fila] = await consultar<FilaPlanPagos>(
    db,
    sql`
    select r.id_afiliado, r.id_credito, r.numero, t.nombre as tipo,
      case when t.periodicidad = 'semestral' then 'semestral' else 'mensual' end as periodicidad,
      r.saldo::text as saldo, r.tasa::text as tasa, r.valor_cuota::text as valor_cuota, r.cuotas_pendientes,
      c.id_corte, c.corte::text as corte, af.nombres, af.apellidos, af.documento
    from credito p
    join credito r on r.id_afiliado = p.id_afiliado and r.id_tipo_credito = p.id_tipo_credito and r.numero = p.numero
    join corte c on c.id_corte = r.id_corte
    join tipo_credito t on t.id_tipo_credito = r.id_tipo_credito
    join afiliado af on af.id_afiliado = r.id_afiliado
    where p.id_credito = ${idCredito}
    order by c.corte desc, r.id_credito desc
    limit 1`,
  );
  return fila;
}
