// Tipo 'afiliacion' (DESIGN 6): datos de afiliación de afiliados que ya existen (un documento
// desconocido es una fila rechazada). Dinero por la regla del contrato; una celda vacía no borra.
import { OPCIONES_AFILIADO } from '@fondo/contrato';
import type { Db } from '../../db/client.js';
import { ENCABEZADOS } from '../plantillas.js';
import { FilaMala, columnas, documento, fecha, largoDeCampo, numero, opcion, opcional } from './celdas.js';
import {
  afiliadosPorDocumento,
  cambiaAlgo,
  escribirAfiliacion,
  valoresGuardados,
  type FilaAfiliacion,
} from './escritor.js';
import { idUnico } from './afiliados.js';
import type { Celda } from './lector.js';
import { avisarIguales, filasDe, type Lectura, type Plan } from './plan.js';

const C = columnas(ENCABEZADOS.afiliacion);
/** Los campos que escribe este tipo (los de FilaAfiliacion salvo el id). */
export const CAMPOS_AFILIACION = [
  'salario',
  'ahorro_permanente',
  'ahorro_programado',
  'cuota_afiliacion',
  'lugar_trabajo',
  'tipo_contrato',
  'cargo',
  'ingreso',
] as const;

export async function leerAfiliacion(db: Db, l: Lectura): Promise<Plan> {
  const existentes = await afiliadosPorDocumento(db);
  const vistos = new Map<string, number>();
  const filas: FilaAfiliacion[] = [];
  const leer = (c: Celda[], n: number): FilaAfiliacion => {
    const doc = documento(c[0]!, C[0]!);
    const previa = vistos.get(doc);
    if (previa !== undefined) throw new FilaMala(`Documento ${doc} repetido (ya está en la fila ${previa})`, C[0]);
    const existente = idUnico(existentes, doc, C[0]);
    if (!existente) throw new FilaMala(`No existe un afiliado con el documento ${doc}`, C[0]);
    const f: FilaAfiliacion = {
      id_afiliado: existente.id,
      salario: numero(c[1]!, C[1]!, 'dinero', { minimo: 0 }),
      ahorro_permanente: numero(c[2]!, C[2]!, 'dinero', { minimo: 0 }),
      ahorro_programado: numero(c[3]!, C[3]!, 'dinero', { minimo: 0 }),
      cuota_afiliacion: numero(c[4]!, C[4]!, 'dinero', { minimo: 0 }),
      lugar_trabajo: opcion(c[5]!, C[5]!, OPCIONES_AFILIADO.lugar_trabajo),
      tipo_contrato: opcion(c[6]!, C[6]!, OPCIONES_AFILIADO.tipo_contrato),
      cargo: opcional(c[7]!, C[7]!, largoDeCampo('cargo')),
      ingreso: fecha(c[8]!, C[8]!, { fecha1904: l.libro.fecha1904 }),
    };
    vistos.set(doc, n);
    return f;
  };
  if (l.hojas.datos) await filasDe(l, l.hojas.datos, C.length, l.r.validar(l.hojas.datos.nombre, filas, leer));
  // Las filas iguales a lo guardado no se escriben ni cuentan como actualizadas.
  const guardados = await valoresGuardados(db, CAMPOS_AFILIACION);
  const escribir = filas.filter((f) =>
    cambiaAlgo(f as unknown as Record<string, unknown>, guardados.get(f.id_afiliado), CAMPOS_AFILIACION),
  );
  avisarIguales(l, filas.length - escribir.length);
  return {
    creados: 0,
    actualizados: escribir.length,
    reemplazados: 0,
    corte: null,
    reemplazo: null,
    bloqueo: filas.length ? null : 'ninguna fila es válida',
    retiroCambiado: [],
    async escribir(tx, avance) {
      await escribirAfiliacion(tx, escribir, avance);
      return null;
    },
  };
}
