// Consultas de los cortes: lista, y sus aportes y créditos por página con totales calculados por la base
// (exactos en numeric) o todas las filas del filtro para la descarga.
import { sql, type SQL } from 'drizzle-orm';
import type {
  ColumnaAportesCorte,
  ColumnaCreditosCorte,
  ConsultaAportesCorte,
  ConsultaCreditosCorte,
  Corte,
  FilaAporteAdmin,
  FilaCreditoAdmin,
} from '@fondo/contrato';
import type { Db } from '../db/client.js';
import { consultar } from '../db/filas.js';
import { donde } from '../db/sql.js';
import { alfabetico, paginar } from '../http/listas.js';
import { normalizado, palabraEnAfiliado, patrones } from './consultas.js';

export async function listarCortes(db: Db): Promise<Corte[]> {
  return consultar<Corte>(db, sql`select id_corte, corte::text as corte from corte order by corte desc`);
}

export async function existeCorte(db: Db, id: number): Promise<boolean> {
  const [f] = await consultar<{ si: boolean }>(
    db,
    sql`select exists (select 1 from corte where id_corte = ${id}) as si`,
  );
  return f?.si === true;
}

const NOMBRE = sql`a.nombres || ' ' || a.apellidos`;

const ORDEN_APORTES: Record<ColumnaAportesCorte, SQL> = {
  nombre: alfabetico(NOMBRE),
  documento: sql`a.documento`,
  tipo: alfabetico(sql`t.nombre`),
  total: sql`x.total`,
};
const ORDEN_CREDITOS: Record<ColumnaCreditosCorte, SQL> = {
  nombre: alfabetico(NOMBRE),
  documento: sql`a.documento`,
  tipo: alfabetico(sql`t.nombre`),
  total: sql`x.valor_cuota`,
  valor_credito: sql`x.valor_credito`,
  saldo: sql`x.saldo`,
};

/**
 * Filtro de las filas x de un corte: cada palabra en el nombre, el documento (del afiliado) o el tipo
 * (como antes en `nombres || ' ' || apellidos || ' ' || documento || ' ' || tipo`). Por subconsultas
 * sobre afiliado y el catálogo (se evalúan una vez), no en cada fila unida.
 */
function filtroCorte(id: number, texto: string | undefined, tipo: { tabla: SQL; id: SQL }): SQL[] {
  return [
    sql`x.id_corte = ${id}`,
    ...patrones(texto).map(
      (p) => sql`(x.id_afiliado in (
      select b.id_afiliado from afiliado b where ${palabraEnAfiliado(sql`b`, p)})
    or x.${tipo.id} in (select c.${tipo.id} from ${tipo.tabla} c where ${normalizado(sql`c.nombre`)} like ${p}))`,
    ),
  ];
}
const UNIONES_APORTES = sql`aporte x join afiliado a on a.id_afiliado = x.id_afiliado
  join tipo_aporte t on t.id_tipo_aporte = x.id_tipo_aporte`;
const UNIONES_CREDITOS = sql`credito x join afiliado a on a.id_afiliado = x.id_afiliado
  join tipo_credito t on t.id_tipo_credito = x.id_tipo_credito`;
const filtroAportes = (id: number, texto?: string) =>
  filtroCorte(id, texto, { tabla: sql`tipo_aporte`, id: sql`id_tipo_aporte` });
const filtroCreditos = (id: number, texto?: string) =>
  filtroCorte(id, texto, { tabla: sql`tipo_credito`, id: sql`id_tipo_credito` });
const desdeAportes = (id: number, texto?: string) => sql`${UNIONES_APORTES}${donde(filtroAportes(id, texto))}`;
const desdeCreditos = (id: number, texto?: string) => sql`${UNIONES_CREDITOS}${donde(filtroCreditos(id, texto))}`;

const COLUMNAS_APORTE = sql`x.id_aporte, ${NOMBRE} as nombre, a.documento, t.nombre as tipo, x.total::float8 as total`;
const COLUMNAS_CREDITO = sql`x.id_credito, ${NOMBRE} as nombre, a.documento, t.nombre as tipo, x.valor_cuota::float8 as total,
  x.valor_credito::float8 as valor_credito, x.saldo::float8 as saldo`;

/** Página de aportes del corte y, sobre todas las filas del filtro, la suma (exacta en numeric). */
export async function aportesDelCorte(db: Db, id: number, f: ConsultaAportesCorte) {
  // Las uniones no filtran (claves foráneas no nulas): el total y la suma salen de aporte solo.
  const solo = sql`aporte x${donde(filtroAportes(id, f.texto))}`;
  const pagina = await paginar<FilaAporteAdmin, ColumnaAportesCorte>(
    db,
    {
      columnas: COLUMNAS_APORTE,
      desde: UNIONES_APORTES,
      clave: sql`x.id_aporte`,
      filtro: desdeAportes(id, f.texto),
      conteo: solo,
      ordenables: ORDEN_APORTES,
      porDefecto: 'nombre',
      desempate: sql`x.id_aporte`,
    },
    f,
  );
  const [t] = await consultar<{ total: string }>(db, sql`select coalesce(sum(x.total), 0)::text as total from ${solo}`);
  return { ...pagina, totales: { total: Number(t?.total ?? 0) } };
}

export async function creditosDelCorte(db: Db, id: number, f: ConsultaCreditosCorte) {
  const solo = sql`credito x${donde(filtroCreditos(id, f.texto))}`;
  const pagina = await paginar<FilaCreditoAdmin, ColumnaCreditosCorte>(
    db,
    {
      columnas: COLUMNAS_CREDITO,
      desde: UNIONES_CREDITOS,
      clave: sql`x.id_credito`,
      filtro: desdeCreditos(id, f.texto),
      conteo: solo,
      ordenables: ORDEN_CREDITOS,
      porDefecto: 'nombre',
      desempate: sql`x.id_credito`,
    },
    f,
  );
  const [t] = await consultar<{ total: string; valor_credito: string; saldo: string }>(
    db,
    sql`
    select coalesce(sum(x.valor_cuota), 0)::text as total, coalesce(sum(x.valor_credito), 0)::text as valor_credito,
      coalesce(sum(x.saldo), 0)::text as saldo from ${solo}`,
  );
  return {
    ...pagina,
    totales: {
      total: Number(t?.total ?? 0),
      valor_credito: Number(t?.valor_credito ?? 0),
      saldo: Number(t?.saldo ?? 0),
    },
  };
}

/** La fecha (AAAA-MM-DD) del corte, o null si no existe. */
export async function fechaDelCorte(db: Db, id: number): Promise<string | null> {
  const [f] = await consultar<{ corte: string }>(
    db,
    sql`select corte::text as corte from corte where id_corte = ${id}`,
  );
  return f?.corte ?? null;
}

/** Fila de aporte de la exportación: las columnas de la hoja Aportes de la importación. */
export interface AporteExportado {
  documento: string;
  nombre: string;
  tipo: string;
  total: string;
  cuota: string;
}

/** Fila de crédito de la exportación: las columnas de la hoja Créditos de la importación. */
export interface CreditoExportado {
  documento: string;
  nombre: string;
  tipo: string;
  numero: string;
  valor_credito: string;
  saldo: string;
  valor_cuota: string;
  cuotas: number;
  cuotas_pagadas: number;
  cuotas_pendientes: number;
  desembolso: string | null;
  inicio_descuento: string | null;
  terminacion: string | null;
  tasa: string;
  estado_credito: string;
  descuento_prima: boolean;
  descuento_ahorro: boolean;
}

/**
 * Las filas del filtro con cada campo que la importación lee (dinero y tasa como texto exacto, fechas
 * 'AAAA-MM-DD'), en el orden de la vista.
 */
export async function filasParaExportar(db: Db, tipo: 'aportes' | 'creditos', id: number, texto?: string) {
  return tipo === 'aportes'
    ? consultar<AporteExportado>(
        db,
        sql`select a.documento, ${NOMBRE} as nombre, t.nombre as tipo, x.total::text as total, x.cuota::text as cuota
        from ${desdeAportes(id, texto)} order by ${alfabetico(NOMBRE)}, x.id_aporte`,
      )
    : consultar<CreditoExportado>(
        db,
        sql`select a.documento, ${NOMBRE} as nombre, t.nombre as tipo, x.numero, x.valor_credito::text as valor_credito,
          x.saldo::text as saldo, x.valor_cuota::text as valor_cuota, x.cuotas, x.cuotas_pagadas, x.cuotas_pendientes,
          x.desembolso::text as desembolso, x.inicio_descuento::text as inicio_descuento,
          x.terminacion::text as terminacion, x.tasa::text as tasa, x.estado_credito, x.descuento_prima,
          x.descuento_ahorro
        from ${desdeCreditos(id, texto)} order by ${alfabetico(NOMBRE)}, x.id_credito`,
      );
}
