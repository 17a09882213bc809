// Más de 300 líneas: todo el SQL de la importación junto (consultas previas, escritura por lotes y la comparación del corte).
// SQL de la importación: lo que se consulta antes de validar y la escritura por lotes
// (jsonb_to_recordset: una sentencia por lote), siempre dentro de la transacción que le pasan.
import { sql } from 'drizzle-orm';
import { claveNombre, normalizarDocumento } from '@fondo/contrato';
import type { Db, Tx } from '../../db/client.js';
import { consultar } from '../../db/filas.js';

const LOTE = 5000;

/** Avance de la escritura (al log). */
export type Avance = (texto: string) => void;

type Lector = Pick<Db, 'execute'>;

/** Afiliados por documento normalizado (más de uno: documentos repetidos que el superadmin debe resolver). */
export async function afiliadosPorDocumento(db: Lector): Promise<Map<string, { id: number; retiro: string | null }[]>> {
  const filas = await consultar<{ id_afiliado: number; documento: string; retiro: string | null }>(
    db,
    sql`select id_afiliado, documento, retiro::text as retiro from afiliado`,
  );
  const r = new Map<string, { id: number; retiro: string | null }[]>();
  for (const f of filas) {
    const clave = normalizarDocumento(f.documento) ?? f.documento;
    const lista = r.get(clave) ?? [];
    lista.push({ id: f.id_afiliado, retiro: f.retiro });
    r.set(clave, lista);
  }
  return r;
}

/** Tipos (de aporte o de crédito) por su clave de nombre; con nombres repetidos, el más antiguo. */
export async function tiposPorNombre(db: Lector, tabla: 'tipo_aporte' | 'tipo_credito'): Promise<Map<string, number>> {
  const filas = await consultar<{ id: number; nombre: string }>(
    db,
    tabla === 'tipo_aporte'
      ? sql`select id_tipo_aporte as id, nombre from tipo_aporte order by id_tipo_aporte desc`
      : sql`select id_tipo_credito as id, nombre from tipo_credito order by id_tipo_credito desc`,
  );
  return new Map(filas.map((f) => [claveNombre(f.nombre), f.id]));
}

/** El corte de esa fecha con sus filas, o null si no existe. */
export async function filasDelCorte(
  db: Lector,
  corte: string,
): Promise<{ id_corte: number; aportes: number; creditos: number } | null> {
  const [f] = await consultar<{ id_corte: number; aportes: number; creditos: number }>(
    db,
    sql`select c.id_corte,
      (select count(*)::int from aporte a where a.id_corte = c.id_corte) as aportes,
      (select count(*)::int from credito r where r.id_corte = c.id_corte) as creditos
    from corte c where c.corte = ${corte}`,
  );
  return f ?? null;
}

/** Ejecuta `sentencia(json)` por lotes de LOTE filas; el JSON va como un solo parámetro de texto. */
async function porLotes<T>(
  tx: Tx,
  filas: readonly T[],
  sentencia: (json: string) => ReturnType<typeof sql>,
  avance?: Avance,
): Promise<void> {
  for (let i = 0; i < filas.length; i += LOTE) {
    const lote = filas.slice(i, i + LOTE);
    await tx.execute(sentencia(JSON.stringify(lote)));
    avance?.(`Importación: ${i + lote.length} de ${filas.length} filas escritas (sin confirmar)`);
  }
}

export interface FilaAfiliados {
  /** id del afiliado existente, o null si se crea */
  id_afiliado: number | null;
  documento: string;
  documento_tipo: string | null;
  nombres: string;
  apellidos: string;
  email: string | null;
  tipo_afiliado: string | null;
  telefono: string | null;
  afiliacion: string | null;
  retiro: string | null;
}

/** Crea los nuevos (sin clave, con cambio_password) y actualiza los existentes; un vacío no borra. */
export async function escribirAfiliados(tx: Tx, filas: FilaAfiliados[], avance?: Avance): Promise<void> {
  const nuevos = filas.filter((f) => f.id_afiliado === null);
  const existentes = filas.filter((f) => f.id_afiliado !== null);
  const columnas = sql`documento text, documento_tipo text, nombres text, apellidos text,
    email text, tipo_afiliado text, telefono text, afiliacion date, retiro date`;
  await porLotes(
    tx,
    nuevos,
    (json) => sql`
    insert into afiliado (documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion, retiro,
      cambio_password)
    select documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion, retiro, true
    from jsonb_to_recordset(${json}::jsonb) as x(${columnas})`,
    avance,
  );
  await porLotes(
    tx,
    existentes,
    (json) => sql`
    update afiliado a set
      documento_tipo = coalesce(x.documento_tipo, a.documento_tipo),
      nombres = x.nombres,
      apellidos = x.apellidos,
      email = coalesce(x.email, a.email),
      tipo_afiliado = coalesce(x.tipo_afiliado, a.tipo_afiliado),
      telefono = coalesce(x.telefono, a.telefono),
      afiliacion = coalesce(x.afiliacion, a.afiliacion),
      retiro = coalesce(x.retiro, a.retiro)
    from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, ${columnas})
    where a.id_afiliado = x.id_afiliado`,
    avance,
  );
}

export interface FilaAfiliacion {
  id_afiliado: number;
  salario: number | null;
  ahorro_permanente: number | null;
  ahorro_programado: number | null;
  cuota_afiliacion: number | null;
  lugar_trabajo: string | null;
  tipo_contrato: string | null;
  cargo: string | null;
  ingreso: string | null;
}

export async function escribirAfiliacion(tx: Tx, filas: FilaAfiliacion[], avance?: Avance): Promise<void> {
  await porLotes(
    tx,
    filas,
    (json) => sql`
    update afiliado a set
      salario = coalesce(x.salario, a.salario),
      ahorro_permanente = coalesce(x.ahorro_permanente, a.ahorro_permanente),
      ahorro_programado = coalesce(x.ahorro_programado, a.ahorro_programado),
      cuota_afiliacion = coalesce(x.cuota_afiliacion, a.cuota_afiliacion),
      lugar_trabajo = coalesce(x.lugar_trabajo, a.lugar_trabajo),
      tipo_contrato = coalesce(x.tipo_contrato, a.tipo_contrato),
      cargo = coalesce(x.cargo, a.cargo),
      ingreso = coalesce(x.ingreso, a.ingreso)
    from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, salario numeric, ahorro_permanente numeric,
      ahorro_programado numeric, cuota_afiliacion numeric, lugar_trabajo text, tipo_contrato text, cargo text, ingreso date)
    where a.id_afiliado = x.id_afiliado`,
    avance,
  );
}

export interface FilaAporte {
  id_afiliado: number;
  /** clave del tipo (claveNombre) y su nombre como se escribió */
  clave_tipo: string;
  tipo: string;
  total: number;
  cuota: number;
}

export interface FilaCredito {
  id_afiliado: number;
  id_tipo_credito: number;
  numero: string;
  valor_credito: number;
  saldo: number;
  valor_cuota: number;
  cuotas: number;
  cuotas_pagadas: number;
  cuotas_pendientes: number;
  desembolso: string | null;
  inicio_descuento: string | null;
  terminacion: string | null;
  tasa: number;
  estado_credito: string;
  descuento_prima: boolean;
  descuento_ahorro: boolean;
}

/**
 * Reemplaza el corte: lo crea si no existe, borra sus aportes (si `aportes` no es null) y sus créditos
 * (si `creditos` no es null) y escribe las filas nuevas. Los tipos de aporte nuevos se crean al final del orden.
 */
export async function escribirCorte(
  tx: Tx,
  corte: string,
  aportes: FilaAporte[] | null,
  creditos: FilaCredito[] | null,
  avance?: Avance,
): Promise<{ id_corte: number; reemplazados: number }> {
  const [c] = await consultar<{ id_corte: number }>(
    tx,
    sql`insert into corte (corte) values (${corte}) on conflict (corte) do update set corte = excluded.corte returning id_corte`,
  );
  const id = c!.id_corte;
  let reemplazados = 0;
  if (aportes) {
    const [a] = await consultar<{ n: number }>(
      tx,
      sql`with b as (delete from aporte where id_corte = ${id} returning 1) select count(*)::int as n from b`,
    );
    reemplazados += a?.n ?? 0;
  }
  if (creditos) {
    const [cr] = await consultar<{ n: number }>(
      tx,
      sql`with b as (delete from credito where id_corte = ${id} returning 1) select count(*)::int as n from b`,
    );
    reemplazados += cr?.n ?? 0;
  }
  if (aportes) await escribirAportes(tx, id, aportes, avance);
  if (creditos)
    await porLotes(
      tx,
      creditos,
      (json) => sql`
      insert into credito (id_corte, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas,
        cuotas_pagadas, cuotas_pendientes, desembolso, inicio_descuento, terminacion, tasa, estado_credito, descuento_prima,
        descuento_ahorro)
      select ${id}, id_afiliado, id_tipo_credito, numero, saldo, valor_credito, valor_cuota, cuotas, cuotas_pagadas,
        cuotas_pendientes, desembolso, inicio_descuento, terminacion, tasa, estado_credito, descuento_prima, descuento_ahorro
      from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, id_tipo_credito int, numero text, saldo numeric,
        valor_credito numeric, valor_cuota numeric, cuotas int, cuotas_pagadas int, cuotas_pendientes int, desembolso date,
        inicio_descuento date, terminacion date, tasa numeric, estado_credito text, descuento_prima boolean,
        descuento_ahorro boolean)`,
      avance,
    );
  return { id_corte: id, reemplazados };
}

/** Los aportes del corte `id` (ya borrados los anteriores); los tipos nuevos se crean al final del orden. */
async function escribirAportes(tx: Tx, id: number, aportes: FilaAporte[], avance?: Avance): Promise<void> {
  const tipos = await tiposPorNombre(tx, 'tipo_aporte');
  const nuevos = new Map<string, string>();
  for (const f of aportes) if (!tipos.has(f.clave_tipo) && !nuevos.has(f.clave_tipo)) nuevos.set(f.clave_tipo, f.tipo);
  if (nuevos.size) {
    const creados = await consultar<{ id: number; nombre: string }>(
      tx,
      sql`insert into tipo_aporte (nombre, orden)
      select x.nombre, (select coalesce(max(orden), 0) from tipo_aporte) + x.n
      from jsonb_array_elements_text(${JSON.stringify([...nuevos.values()])}::jsonb) with ordinality as x(nombre, n)
      returning id_tipo_aporte as id, nombre`,
    );
    for (const t of creados) tipos.set(claveNombre(t.nombre), t.id);
  }
  await porLotes(
    tx,
    aportes.map((f) => ({
      id_afiliado: f.id_afiliado,
      id_tipo_aporte: tipos.get(f.clave_tipo)!,
      total: f.total,
      cuota: f.cuota,
    })),
    (json) => sql`
    insert into aporte (id_corte, id_afiliado, id_tipo_aporte, total, cuota)
    select ${id}, x.id_afiliado, x.id_tipo_aporte, x.total, x.cuota
    from jsonb_to_recordset(${json}::jsonb) as x(id_afiliado int, id_tipo_aporte int, total numeric, cuota numeric)`,
    avance,
  );
}

/**
 * Las filas guardadas de un corte como texto comparable (clave y valor) con las del libro: los aportes
 * por afiliado y tipo, los créditos por afiliado y número.
 */
export async function filasGuardadasDelCorte(
  db: Lector,
  id_corte: number,
): Promise<{ aportes: Map<string, string>; creditos: Map<string, string> }> {
  const aportes = await consultar<{ id_afiliado: number; tipo: string; total: string; cuota: string }>(
    db,
    sql`select x.id_afiliado, t.nombre as tipo, x.total::text as total, x.cuota::text as cuota
    from aporte x join tipo_aporte t on t.id_tipo_aporte = x.id_tipo_aporte where x.id_corte = ${id_corte}`,
  );
  const creditos = await consultar<Record<string, string | number | boolean | null> & { id_afiliado: number }>(
    db,
    sql`select id_afiliado, numero, id_tipo_credito, valor_credito::text as valor_credito, saldo::text as saldo,
      valor_cuota::text as valor_cuota, cuotas, cuotas_pagadas, cuotas_pendientes, desembolso::text as desembolso,
      inicio_descuento::text as inicio_descuento, terminacion::text as terminacion, tasa::text as tasa, estado_credito,
      descuento_prima, descuento_ahorro
    from credito where id_corte = ${id_corte}`,
  );
  return {
    aportes: new Map(aportes.map((f) => claveAporte(f.id_afiliado, claveNombre(f.tipo), f.total, f.cuota))),
    creditos: new Map(creditos.map((f) => claveCredito(f as unknown as FilaCredito))),
  };
}

/** Clave y valor comparables de un aporte. */
export function claveAporte(
  id_afiliado: number,
  clave_tipo: string,
  total: number | string,
  cuota: number | string,
): [string, string] {
  return [`${id_afiliado}\t${clave_tipo}`, `${Number(total)}\t${Number(cuota)}`];
}

/** Clave y valor comparables de un crédito. */
export function claveCredito(f: FilaCredito): [string, string] {
  return [
    `${f.id_afiliado}\t${f.numero}`,
    [
      f.id_tipo_credito,
      Number(f.valor_credito),
      Number(f.saldo),
      Number(f.valor_cuota),
      Number(f.cuotas),
      Number(f.cuotas_pagadas),
      Number(f.cuotas_pendientes),
      f.desembolso,
      f.inicio_descuento,
      f.terminacion,
      Number(f.tasa),
      f.estado_credito,
      f.descuento_prima,
      f.descuento_ahorro,
    ].join('\t'),
  ];
}

/** Los valores guardados de esos campos de cada afiliado, como texto (dinero y fechas por su texto). */
export async function valoresGuardados(
  db: Lector,
  campos: readonly string[],
): Promise<Map<number, Record<string, string | null>>> {
  const columnas = sql.raw(campos.map((c) => `"${c.replace(/"/g, '')}"::text as "${c.replace(/"/g, '')}"`).join(', '));
  const filas = await consultar<Record<string, string | null> & { id_afiliado: number }>(
    db,
    sql`select id_afiliado, ${columnas} from afiliado`,
  );
  return new Map(filas.map((f) => [f.id_afiliado, f]));
}

/**
 * ¿Cambia algo la fila frente a lo guardado? Un vacío (null) no cambia nada salvo en `siempre` (los
 * campos que se escriben tal cual); el dinero se compara como número.
 */
export function cambiaAlgo(
  fila: Record<string, unknown>,
  guardado: Record<string, string | null> | undefined,
  campos: readonly string[],
  siempre: readonly string[] = [],
): boolean {
  if (!guardado) return true;
  return campos.some((c) => {
    const v = fila[c];
    if ((v === null || v === undefined) && !siempre.includes(c)) return false;
    const antes = guardado[c] ?? null;
    if (typeof v === 'number') return antes === null || Number(antes) !== v;
    return (v ?? null) !== antes;
  });
}
