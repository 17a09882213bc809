// Hilo de trabajo: dibuja certificados y estados de cuenta en PDF fuera del bucle de eventos de la API.
import { parentPort } from 'node:worker_threads';
import { generarEstadoCuentaPdf, type DatosEstadoCuenta } from './estado-cuenta-pdf.js';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';

/** Qué documento dibujar y con qué datos. */
export type TrabajoPdf =
  { clase: 'certificado'; datos: DatosCertificado } | { clase: 'estado_cuenta'; datos: DatosEstadoCuenta };

export interface TareaPdf {
  id: number;
  trabajo: TrabajoPdf;
}

export function dibujar(trabajo: TrabajoPdf): Promise<Buffer> {
  return trabajo.clase === 'certificado' ? generarCertificadoPdf(trabajo.datos) : generarEstadoCuentaPdf(trabajo.datos);
}
export type RespuestaPdf = { id: number; pdf: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error('trabajador-pdf debe correr como worker_thread');
const puerto = parentPort;
puerto.on('message', (tarea: TareaPdf) => {
  dibujar(tarea.trabajo).then(
    (pdf) => puerto.postMessage({ id: tarea.id, pdf } satisfies RespuestaPdf),
    (e: unknown) =>
      puerto.postMessage({ id: tarea.id, error: e instanceof Error ? e.message : String(e) } satisfies RespuestaPdf),
  );
});
