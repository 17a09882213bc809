// Generación de PDF en hilos aparte: un certificado cuesta unos 10-15 ms de CPU (la fuente TTF se
// analiza una vez por hilo; el primero de cada hilo, unos 200 ms), que en el hilo principal
// detendrían las demás peticiones.
import type { DatosEstadoCuenta } from './estado-cuenta-pdf.js';
import { generarEstadoCuentaPdf } from './estado-cuenta-pdf.js';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';
import { crearPoolDeHilos, hiloDeModulo } from '../hilos/pool.js';
import type { TrabajoPdf } from './trabajador-pdf.js';

/** generar y generarEstadoCuenta se pasan sueltas (sin this) a los servicios de certificados. */
export interface GeneradorPdf {
  generar: (datos: DatosCertificado) => Promise<Buffer>;
  generarEstadoCuenta: (datos: DatosEstadoCuenta) => Promise<Buffer>;
  cerrar(): Promise<void>;
}

/** hilos = 0: en el hilo principal (sin worker_threads). Los hilos nacen al primer uso. */
export function crearGeneradorPdf(hilos: number): GeneradorPdf {
  if (hilos <= 0) {
    return {
      generar: generarCertificadoPdf,
      generarEstadoCuenta: generarEstadoCuentaPdf,
      cerrar: () => Promise.resolve(),
    };
  }

  const pool = crearPoolDeHilos<TrabajoPdf, Uint8Array>({
    hilos,
    crear: hiloDeModulo(import.meta.url, 'trabajador-pdf'),
    nombre: 'El generador de PDF',
  });
  const encargar = async (trabajo: TrabajoPdf): Promise<Buffer> => {
    const pdf = await pool.encargar(trabajo);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };

  return {
    generar: (datos) => encargar({ clase: 'certificado', datos }),
    generarEstadoCuenta: (datos) => encargar({ clase: 'estado_cuenta', datos }),
    cerrar: () => pool.cerrar(),
  };
}
