// Hilo de trabajo: dibuja certificados PDF fuera del bucle de eventos de la API.
import { parentPort } from 'node:worker_threads';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';

export interface TareaPdf {
  id: number;
  datos: DatosCertificado;
}
export type RespuestaPdf = { id: number; pdf: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error('trabajador-pdf debe correr como worker_thread');
const puerto = parentPort;
puerto.on('message', (tarea: TareaPdf) => {
  generarCertificadoPdf(tarea.datos).then(
    (pdf) => puerto.postMessage({ id: tarea.id, pdf } satisfies RespuestaPdf),
    (e: unknown) =>
      puerto.postMessage({ id: tarea.id, error: e instanceof Error ? e.message : String(e) } satisfies RespuestaPdf),
  );
});
