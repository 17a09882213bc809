// Lectura de la ficha del afiliado (SPEC 2.12, 9): la fila a la forma del contrato, sus 6 familiares y
// la ficha vacía para crear un afiliado.
import {
  afiliadoVacio,
  CAMPOS_DINERO,
  FILAS_FAMILIARES,
  type Afiliado,
  type CampoDeClase,
  type Familiar,
  type RespuestaAfiliado,
} from '@fondo/contrato';
import { aIso } from '../fechas.js';
import type { Db } from '../db/client.js';
import { afiliadoNoEncontrado } from '../errors.js';
import { leerFamiliares, leerFicha, type FilaFamiliar, type FilaFicha } from './consultas.js';

const numero = (v: string | null): number | null => (v === null ? null : Number(v));

export function afiliadoDeFila(f: FilaFicha): Afiliado {
  // El dinero llega en texto (numeric); si faltara un campo en la lista, quedaría texto y no compilaría.
  const dinero = Object.fromEntries(CAMPOS_DINERO.map((c) => [c, numero(f[c])])) as Record<
    CampoDeClase<'dinero'>,
    number | null
  >;
  return {
    ...f,
    ...dinero,
    ultima_actualizacion: aIso(f.ultima_actualizacion),
    autorizacion_datos: aIso(f.autorizacion_datos),
    ultimo_login: aIso(f.ultimo_login),
  };
}

/** Siempre 6 filas (SPEC 9): las guardadas y, después, filas vacías. */
export function seisFamiliares(filas: readonly FilaFamiliar[], idAfiliado: number): Familiar[] {
  const vacia = (): Familiar => ({
    id_familiar: null,
    id_afiliado: idAfiliado,
    nombre: null,
    parentesco: null,
    ocupacion: null,
    fecha_nacimiento: null,
    guid: null,
  });
  const llenas: Familiar[] = filas.slice(0, FILAS_FAMILIARES).map((f) => ({
    id_familiar: f.id_familiar,
    id_afiliado: f.id_afiliado,
    nombre: f.nombre,
    parentesco: f.parentesco,
    ocupacion: f.ocupacion,
    fecha_nacimiento: f.fecha_nacimiento,
    guid: f.guid,
  }));
  while (llenas.length < FILAS_FAMILIARES) llenas.push(vacia());
  return llenas;
}

/** Ficha vacía para crear un afiliado (id 0, solo superadmin). */
function fichaVacia(): RespuestaAfiliado {
  return { afiliado: afiliadoVacio(), familiares: seisFamiliares([], 0) };
}

/** GET /api/afiliados/{id}: id ya autorizado por la ruta (0 = ficha vacía para crear). */
export async function fichaDe(db: Db, id: number): Promise<RespuestaAfiliado> {
  if (id === 0) return fichaVacia();
  const fila = await leerFicha(db, id);
  if (!fila) throw afiliadoNoEncontrado();
  return { afiliado: afiliadoDeFila(fila), familiares: seisFamiliares(await leerFamiliares(db, id), id) };
}
