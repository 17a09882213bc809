// Purga de archivos sin uso: un archivo que nada referencia (una subida abandonada
// antes de enviar su solicitud, formulario o mensaje) se borra pasados DIAS_GRACIA_ARCHIVOS días. La
// gracia es larga a propósito: los borradores del navegador guardan ids de archivos subidos hasta el
// fin de la sesión (12 h). Lo ejecuta la cola una vez al día (trabajo 'purga_archivos'). Antes se borran los
// documentos para firmar que nadie firmó en ese plazo (firma electrónica): su archivo queda sin uso.
import type { Db } from '../db/client.js';
import { borrarBorradoresDeFirma, borrarLoteSinUso } from './consultas-purga.js';

export const DIAS_GRACIA_ARCHIVOS = 7;

/** Borra, por lotes, los archivos creados antes de `ahora - gracia` que nada referencia. Devuelve cuántos. */
export async function purgarArchivosSinUso(
  db: Pick<Db, 'execute'>,
  ahora: Date,
  dias = DIAS_GRACIA_ARCHIVOS,
  lote = 500,
): Promise<number> {
  const limite = new Date(ahora.getTime() - dias * 24 * 60 * 60 * 1000).toISOString();
  await borrarBorradoresDeFirma(db, limite);
  let total = 0;
  for (;;) {
    const n = await borrarLoteSinUso(db, limite, lote);
    total += n;
    if (n < lote) return total;
  }
}
