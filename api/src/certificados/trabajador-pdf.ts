// Hilo de trabajo: dibuja certificados y estados de cuenta en PDF fuera del bucle de eventos de la API.
import { parentPort } from 'node:worker_threads';
import type { MensajeAlHilo, RespuestaDelHilo } from '../hilos/pool.js';
import { generarEstadoCuentaPdf, type DatosEstadoCuenta } from './estado-cuenta-pdf.js';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';

/** Qué documento dibujar y con qué datos. */
export type TrabajoPdf =
  { clase: 'certificado'; datos: DatosCertificado } | { clase: 'estado_cuenta'; datos: DatosEstadoCuenta };

export function dibujar(trabajo: TrabajoPdf): Promise<Buffer> {
  return trabajo.clase === 'certificado' ? generarCertificadoPdf(trabajo.datos) : generarEstadoCuentaPdf(trabajo.datos);
}
if (!parentPort) throw new Error('trabajador-pdf debe correr como worker_thread');
const puerto = parentPort;
puerto.on('message', ({ id, tarea }: MensajeAlHilo<TrabajoPdf>) => {
  dibujar(tarea).then(
    (pdf) => puerto.postMessage({ id, resultado: pdf } satisfies RespuestaDelHilo<Uint8Array>),
    (e: unknown) =>
      puerto.postMessage({
        id,
        error: e instanceof Error ? e.message : String(e),
      } satisfies RespuestaDelHilo<Uint8Array>),
  );
});
