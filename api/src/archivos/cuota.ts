// Cuota de archivos por afiliado: lo que un afiliado subió (todos sus archivos en
// la tabla archivo) no pasa de CUOTA_ARCHIVOS_MB (100 MB por defecto); pasado, 413 en español y nada
// se guarda. Los superadmin (el fondo) no tienen cuota. Dos subidas a la vez del mismo afiliado se
// turnan (candado de transacción por afiliado), así ninguna pasa la cuota por no ver a la otra.
import type { Db } from '../db/client.js';
import { ErrorApi } from '../errors.js';
import { candadoDeTransaccion, espacioUsado, guardarArchivo, type NuevoArchivo } from './consultas.js';
import { DIAS_GRACIA_ARCHIVOS } from './purga.js';

/** Espacio del candado de transacción de la cuota (pg_advisory_xact_lock(espacio, id_afiliado)). */
const CANDADO_CUOTA = 7_421_913;

export interface Dueno {
  id_afiliado: number;
  superadmin: boolean;
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace('.', ',').replace(/,0$/, '');

export function mensajeCuota(usados: number, nuevo: number, cuota: number): string {
  return (
    `No hay espacio para este archivo: sus archivos ocupan ${mb(usados)} MB y este ${mb(nuevo)} MB, ` +
    `de ${mb(cuota)} MB permitidos. Los archivos que subió y no usó en una solicitud, un formulario o un ` +
    `mensaje se borran solos a los ${DIAS_GRACIA_ARCHIVOS} días.`
  );
}

/** Guarda el archivo como del dueño si cabe en su cuota (413 si no). */
export async function guardarConCuota(
  db: Db,
  dueno: Dueno,
  archivo: Omit<NuevoArchivo, 'id_afiliado'>,
  cuotaBytes: number,
): Promise<{ id_archivo: number; nombre: string }> {
  const nuevo = { ...archivo, id_afiliado: dueno.id_afiliado };
  if (dueno.superadmin) return guardarArchivo(db, nuevo);
  return db.transaction(async (tx) => {
    await candadoDeTransaccion(tx, CANDADO_CUOTA, dueno.id_afiliado);
    const usados = await espacioUsado(tx, dueno.id_afiliado);
    if (usados + archivo.tamano > cuotaBytes) throw new ErrorApi(413, mensajeCuota(usados, archivo.tamano, cuotaBytes));
    return guardarArchivo(tx, nuevo);
  });
}
