// Tipo 'aportes' (DESIGN 6): hoja Aportes (B2 la fecha del corte) y hoja opcional Créditos (sola, solo
// reemplaza los créditos). Reimportar un corte lo reemplaza, nunca con cero filas: la vista previa dice
// cuántas tiene ahora, cuántas quedarían y cuántas cambian, en palabras de contador.
import { claveNombre } from '@fondo/contrato';
import type { Db } from '../../db/client.js';
import { solicitudInvalida } from '../../errors.js';
import { ENCABEZADOS } from '../plantillas.js';
import { FilaMala, columnas, documento, fecha, numero, opcional, requerido, siNo, type Columna } from './celdas.js';
import {
  afiliadosPorDocumento,
  escribirCorte,
  claveAporte,
  claveCredito,
  filasDelCorte,
  filasGuardadasDelCorte,
  tiposPorNombre,
  type FilaAporte,
  type FilaCredito,
} from './escritor.js';
import { idUnico } from './afiliados.js';
import type { Celda } from './lector.js';
import { filasDe, type Lectura, type Plan } from './plan.js';

export const MENSAJE_SIN_CORTE = 'La celda B2 de la hoja Aportes debe tener la fecha del corte';
const MENSAJE_SIN_CORTE_CREDITOS = 'La celda B2 de la hoja Créditos debe tener la fecha del corte';
const A = columnas(ENCABEZADOS.aportes);
const R = columnas(ENCABEZADOS.creditos);
const B2: Columna = { indice: 2, titulo: 'Fecha del corte' };
const MAXIMO_CUOTAS = 1200;

/** 'dd/mm/aaaa' de 'AAAA-MM-DD'. */
export const fechaCorte = (iso: string) => iso.split('-').reverse().join('/');

export async function leerAportes(db: Db, l: Lectura): Promise<Plan> {
  const existentes = await afiliadosPorDocumento(db);
  const tiposCredito = await tiposPorNombre(db, 'tipo_credito');
  const fecha1904 = l.libro.fecha1904;
  const idDe = (doc: string, col: Columna) => {
    const e = idUnico(existentes, doc, col);
    if (!e) throw new FilaMala(`No existe un afiliado con el documento ${doc}`, col);
    return e.id;
  };

  const vistosAporte = new Map<string, number>();
  const aportes: FilaAporte[] = [];
  const leerAporte = (c: Celda[], n: number): FilaAporte => {
    const doc = documento(c[0]!, A[0]!);
    const tipo = requerido(c[2]!, A[2]!).replace(/\s+/g, ' ');
    const clave = `${doc}\t${claveNombre(tipo)}`;
    const previa = vistosAporte.get(clave);
    if (previa !== undefined)
      throw new FilaMala(`Aporte ${tipo} del documento ${doc} repetido (ya está en la fila ${previa})`, A[2]);
    const f: FilaAporte = {
      id_afiliado: idDe(doc, A[0]!),
      clave_tipo: claveNombre(tipo),
      tipo,
      total: numero(c[3]!, A[3]!, 'dinero', { requerido: true })!,
      cuota: numero(c[4]!, A[4]!, 'dinero') ?? 0,
    };
    vistosAporte.set(clave, n);
    return f;
  };

  const vistosCredito = new Map<string, number>();
  const creditos: FilaCredito[] = [];
  const leerCredito = (c: Celda[], n: number): FilaCredito => {
    const doc = documento(c[0]!, R[0]!);
    const tipo = requerido(c[2]!, R[2]!);
    const idTipo = tiposCredito.get(claveNombre(tipo));
    if (idTipo === undefined)
      throw new FilaMala(`El tipo de crédito ${tipo} no existe (créelo en Tipos de Crédito)`, R[2]);
    const num = requerido(c[3]!, R[3]!, 40);
    const previa = vistosCredito.get(`${doc}\t${num}`);
    if (previa !== undefined)
      throw new FilaMala(`Crédito ${num} del documento ${doc} repetido (ya está en la fila ${previa})`, R[3]);
    const entero = (i: number) => numero(c[i]!, R[i]!, 'entero', { minimo: 0, maximo: MAXIMO_CUOTAS }) ?? 0;
    const f: FilaCredito = {
      id_afiliado: idDe(doc, R[0]!),
      id_tipo_credito: idTipo,
      numero: num,
      valor_credito: numero(c[4]!, R[4]!, 'dinero', { requerido: true, minimo: 0 })!,
      saldo: numero(c[5]!, R[5]!, 'dinero', { requerido: true, minimo: 0 })!,
      valor_cuota: numero(c[6]!, R[6]!, 'dinero', { minimo: 0 }) ?? 0,
      cuotas: entero(7),
      cuotas_pagadas: entero(8),
      cuotas_pendientes: entero(9),
      desembolso: fecha(c[10]!, R[10]!, { fecha1904 }),
      inicio_descuento: fecha(c[11]!, R[11]!, { fecha1904 }),
      terminacion: fecha(c[12]!, R[12]!, { fecha1904 }),
      tasa: numero(c[13]!, R[13]!, 'tasa', { minimo: 0 }) ?? 0,
      estado_credito: opcional(c[14]!, R[14]!, 60) ?? '',
      descuento_prima: siNo(c[15]!, R[15]!),
      descuento_ahorro: siNo(c[16]!, R[16]!),
    };
    vistosCredito.set(`${doc}\t${num}`, n);
    return f;
  };

  const { datos, creditos: hojaCreditos } = l.hojas;
  let b2: Celda = null;
  let b2Creditos: Celda = null;
  let filasAportes = 0;
  let filasCreditos = 0;
  if (datos) {
    const validar = l.r.validar(datos.nombre, aportes, leerAporte);
    await filasDe(
      l,
      datos,
      A.length,
      (n, c) => (filasAportes++, validar(n, c)),
      (v) => (b2 = v),
    );
  }
  if (hojaCreditos) {
    const validar = l.r.validar(hojaCreditos.nombre, creditos, leerCredito);
    await filasDe(
      l,
      hojaCreditos,
      R.length,
      (n, c) => (filasCreditos++, validar(n, c)),
      (v) => (b2Creditos = v),
    );
  }
  const nada: Plan = {
    creados: 0,
    actualizados: 0,
    reemplazados: 0,
    corte: null,
    reemplazo: null,
    bloqueo: datos || hojaCreditos ? 'el libro no trae filas de aportes' : 'el libro no tiene la hoja Aportes',
    retiroCambiado: [],
    escribir: () => Promise.resolve(null),
  };
  if ((!datos && !hojaCreditos) || filasAportes + filasCreditos === 0) return nada;

  // Un libro solo con la hoja Créditos (la exportación de los créditos de un corte) reemplaza solo los
  // créditos del corte: sus aportes quedan como están.
  const soloCreditos = !datos;
  const corte = soloCreditos
    ? leerFechaCorte(b2Creditos, MENSAJE_SIN_CORTE_CREDITOS, fecha1904)
    : leerFechaCorte(b2, MENSAJE_SIN_CORTE, fecha1904);
  if (!soloCreditos && hojaCreditos && filasCreditos > 0 && b2Creditos !== null) {
    const otra = leerFechaCorte(b2Creditos, 'La celda B2 de la hoja Créditos no es una fecha', fecha1904);
    if (otra !== corte)
      throw solicitudInvalida(
        `La fecha del corte de la hoja Créditos (${fechaCorte(otra)}) no es la de la hoja Aportes (${fechaCorte(corte)})`,
      );
  }
  const antes = await filasDelCorte(db, corte);
  const reemplazaCreditos = filasCreditos > 0;
  const despues = {
    aportes: soloCreditos ? (antes?.aportes ?? 0) : aportes.length,
    creditos: reemplazaCreditos ? creditos.length : (antes?.creditos ?? 0),
  };
  const dia = fechaCorte(corte);
  if (antes && !soloCreditos && despues.aportes < antes.aportes)
    l.r.avisos.push(`El corte ${dia} tiene ${antes.aportes} aportes; quedaría con ${despues.aportes}.`);
  if (antes && reemplazaCreditos && despues.creditos < antes.creditos)
    l.r.avisos.push(`El corte ${dia} tiene ${antes.creditos} créditos; quedaría con ${despues.creditos}.`);
  if (antes && hojaCreditos && !reemplazaCreditos && antes.creditos > 0)
    l.r.avisos.push(
      `La hoja ${hojaCreditos.nombre} no trae filas: los ${antes.creditos} créditos del corte quedan como están.`,
    );
  if (antes && soloCreditos && antes.aportes > 0)
    l.r.avisos.push(`El libro no trae la hoja Aportes: los ${antes.aportes} aportes del corte quedan como están.`);
  if (antes) {
    const guardadas = await filasGuardadasDelCorte(db, antes.id_corte);
    if (!soloCreditos && aportes.length)
      l.r.avisos.push(
        comparacion(
          dia,
          'aportes',
          guardadas.aportes,
          aportes.map((f) => claveAporte(f.id_afiliado, f.clave_tipo, f.total, f.cuota)),
        ),
      );
    if (reemplazaCreditos && creditos.length)
      l.r.avisos.push(comparacion(dia, 'créditos', guardadas.creditos, creditos.map(claveCredito)));
  }
  const bloqueo = soloCreditos
    ? !antes
      ? `el corte ${dia} no existe: impórtelo primero con su hoja Aportes`
      : creditos.length === 0
        ? 'ninguna fila de créditos es válida'
        : null
    : aportes.length === 0
      ? antes?.aportes
        ? `el corte ${dia} quedaría sin aportes`
        : 'ninguna fila de aportes es válida'
      : reemplazaCreditos && creditos.length === 0
        ? 'ninguna fila de créditos es válida'
        : null;
  return {
    creados: (soloCreditos ? 0 : aportes.length) + (reemplazaCreditos ? creditos.length : 0),
    actualizados: 0,
    reemplazados: (soloCreditos ? 0 : (antes?.aportes ?? 0)) + (reemplazaCreditos ? (antes?.creditos ?? 0) : 0),
    corte: antes ? { id_corte: antes.id_corte, corte } : null,
    reemplazo: {
      corte,
      existe: antes !== null,
      aportes_antes: antes?.aportes ?? 0,
      aportes_despues: despues.aportes,
      creditos_antes: antes?.creditos ?? 0,
      creditos_despues: despues.creditos,
    },
    bloqueo,
    retiroCambiado: [],
    async escribir(tx, avance) {
      const r = await escribirCorte(
        tx,
        corte,
        soloCreditos ? null : aportes,
        reemplazaCreditos ? creditos : null,
        avance,
      );
      return { corte: { id_corte: r.id_corte, corte }, reemplazados: r.reemplazados };
    },
  };
}

/**
 * Lo que cambia frente al corte guardado, en palabras: reimportar el libro exportado sin tocarlo dice
 * que todas las filas son iguales.
 */
function comparacion(
  dia: string,
  que: 'aportes' | 'créditos',
  guardadas: Map<string, string>,
  nuevas: [string, string][],
): string {
  let iguales = 0;
  let cambian = 0;
  let agregadas = 0;
  const vistas = new Set<string>();
  for (const [clave, valor] of nuevas) {
    vistas.add(clave);
    const antes = guardadas.get(clave);
    if (antes === undefined) agregadas++;
    else if (antes === valor) iguales++;
    else cambian++;
  }
  const quitadas = [...guardadas.keys()].filter((k) => !vistas.has(k)).length;
  return `Frente a lo guardado en el corte ${dia}, ${que}: iguales ${iguales}, con cambios ${cambian}, nuevos ${agregadas}, se quitan ${quitadas}.`;
}

/** La fecha del corte (B2): 400 si falta o no es una fecha. */
function leerFechaCorte(v: Celda, mensaje: string, fecha1904: boolean): string {
  try {
    return fecha(v, B2, { requerido: true, fecha1904 })!;
  } catch (error) {
    if (error instanceof FilaMala && v !== null) throw solicitudInvalida(`${mensaje}: ${error.message}`);
    throw solicitudInvalida(mensaje);
  }
}
