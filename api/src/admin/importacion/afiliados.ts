// Tipo 'afiliados' (DESIGN 6): crea o actualiza por documento normalizado; los nuevos sin clave y con
// cambio_password. Una celda vacía no borra lo guardado.
import { OPCIONES_AFILIADO, correoValido } from '@fondo/contrato';
import type { Db } from '../../db/client.js';
import { ENCABEZADOS } from '../plantillas.js';
import { FilaMala, columnas, documento, fecha, largoDeCampo, opcion, opcional, requerido } from './celdas.js';
import {
  afiliadosPorDocumento,
  cambiaAlgo,
  escribirAfiliados,
  valoresGuardados,
  type FilaAfiliados,
} from './escritor.js';
import type { Celda } from './lector.js';
import { avisarIguales, filasDe, type Lectura, type Plan } from './plan.js';

const C = columnas(ENCABEZADOS.afiliados);
/** Los campos que escribe este tipo (los de FilaAfiliados salvo el id). */
export const CAMPOS_AFILIADOS = [
  'documento_tipo',
  'nombres',
  'apellidos',
  'email',
  'tipo_afiliado',
  'telefono',
  'afiliacion',
  'retiro',
] as const;

/** Id del único afiliado con ese documento; FilaMala si el documento está repetido en la base. */
export function idUnico(
  existentes: Map<string, { id: number; retiro: string | null }[]>,
  doc: string,
  col = C[0]!,
): { id: number; retiro: string | null } | null {
  const lista = existentes.get(doc);
  if (!lista) return null;
  if (lista.length > 1)
    throw new FilaMala(
      `El documento ${doc} corresponde a ${lista.length} afiliados (documentos repetidos: resuélvalo en el tablero de Administración)`,
      col,
    );
  return lista[0]!;
}

export async function leerAfiliados(db: Db, l: Lectura): Promise<Plan> {
  const existentes = await afiliadosPorDocumento(db);
  const vistos = new Map<string, number>();
  const filas: FilaAfiliados[] = [];
  const retiroCambiado: number[] = [];
  const fecha1904 = l.libro.fecha1904;
  const leer = (c: Celda[], n: number): FilaAfiliados => {
    const doc = documento(c[0]!, C[0]!);
    const email = opcional(c[4]!, C[4]!, largoDeCampo('email'));
    if (email && !correoValido(email)) throw new FilaMala(`«${email.slice(0, 60)}» no es un correo válido`, C[4]);
    const previa = vistos.get(doc);
    if (previa !== undefined) throw new FilaMala(`Documento ${doc} repetido (ya está en la fila ${previa})`, C[0]);
    const existente = idUnico(existentes, doc);
    const f: FilaAfiliados = {
      id_afiliado: existente?.id ?? null,
      documento: doc,
      documento_tipo: opcion(c[1]!, C[1]!, OPCIONES_AFILIADO.documento_tipo),
      nombres: requerido(c[2]!, C[2]!, largoDeCampo('nombres')),
      apellidos: requerido(c[3]!, C[3]!, largoDeCampo('apellidos')),
      email,
      tipo_afiliado: opcion(c[5]!, C[5]!, OPCIONES_AFILIADO.tipo_afiliado),
      telefono: opcional(c[6]!, C[6]!, largoDeCampo('telefono')),
      afiliacion: fecha(c[7]!, C[7]!, { fecha1904 }),
      retiro: fecha(c[8]!, C[8]!, { fecha1904 }),
    };
    vistos.set(doc, n);
    if (existente && f.retiro !== null && f.retiro !== existente.retiro) retiroCambiado.push(existente.id);
    return f;
  };
  if (l.hojas.datos) await filasDe(l, l.hojas.datos, C.length, l.r.validar(l.hojas.datos.nombre, filas, leer));
  const creados = filas.filter((f) => f.id_afiliado === null).length;
  // Las filas iguales a lo guardado no se escriben ni cuentan como actualizadas.
  const guardados = await valoresGuardados(db, CAMPOS_AFILIADOS);
  const escribir = filas.filter(
    (f) =>
      f.id_afiliado === null ||
      cambiaAlgo(f as unknown as Record<string, unknown>, guardados.get(f.id_afiliado), CAMPOS_AFILIADOS, [
        'nombres',
        'apellidos',
      ]),
  );
  avisarIguales(l, filas.length - escribir.length);
  return {
    creados,
    actualizados: escribir.length - creados,
    reemplazados: 0,
    corte: null,
    reemplazo: null,
    bloqueo: filas.length ? null : 'ninguna fila es válida',
    retiroCambiado,
    async escribir(tx, avance) {
      await escribirAfiliados(tx, escribir, avance);
      return null;
    },
  };
}
