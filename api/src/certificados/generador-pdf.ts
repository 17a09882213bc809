// Generación de PDF en hilos aparte: un certificado cuesta unos 10-15 ms de CPU (la fuente TTF se
// analiza una vez por hilo; el primero de cada hilo, unos 200 ms), que en el hilo principal
// detendrían las demás peticiones.
import { Worker } from 'node:worker_threads';
import type { DatosEstadoCuenta } from './estado-cuenta-pdf.js';
import { generarEstadoCuentaPdf } from './estado-cuenta-pdf.js';
import { generarCertificadoPdf, type DatosCertificado } from './pdf.js';
import type { RespuestaPdf, TareaPdf, TrabajoPdf } from './trabajador-pdf.js';

export interface GeneradorPdf {
  generar(datos: DatosCertificado): Promise<Buffer>;
  generarEstadoCuenta(datos: DatosEstadoCuenta): Promise<Buffer>;
  cerrar(): Promise<void>;
}

interface Pendiente {
  tarea: TareaPdf;
  ok: (b: Buffer) => void;
  mal: (e: Error) => void;
}
interface Hilo {
  worker: Worker;
  actual: Pendiente | null;
}

// Desde dist, el hilo carga el .js compilado; desde src (tsx, jest), registra tsx y carga el .ts.
const desdeFuente = import.meta.url.endsWith('.ts');
const ARCHIVO = new URL(desdeFuente ? './trabajador-pdf.ts' : './trabajador-pdf.js', import.meta.url);
const nuevoWorker = () =>
  desdeFuente
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(ARCHIVO.href)}); })`,
        { eval: true },
      )
    : new Worker(ARCHIVO);

/** hilos = 0: en el hilo principal (sin worker_threads). Los hilos nacen al primer uso. */
export function crearGeneradorPdf(hilos: number): GeneradorPdf {
  if (hilos <= 0) {
    return {
      generar: generarCertificadoPdf,
      generarEstadoCuenta: generarEstadoCuentaPdf,
      cerrar: async () => undefined,
    };
  }

  const activos: Hilo[] = [];
  const cola: Pendiente[] = [];
  let siguienteId = 1;
  let cerrado = false;

  const despachar = () => {
    while (cola.length > 0) {
      let hilo = activos.find((h) => h.actual === null);
      if (!hilo && activos.length < hilos) hilo = nuevoHilo();
      if (!hilo) return;
      const p = cola.shift()!;
      hilo.actual = p;
      hilo.worker.postMessage(p.tarea);
    }
  };

  const nuevoHilo = (): Hilo => {
    const hilo: Hilo = { worker: nuevoWorker(), actual: null };
    hilo.worker.unref();
    hilo.worker.on('message', (r: RespuestaPdf) => {
      const p = hilo.actual;
      hilo.actual = null;
      if (p && p.tarea.id === r.id) {
        if ('error' in r) p.mal(new Error(r.error));
        else p.ok(Buffer.from(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength));
      }
      despachar();
    });
    const caido = (e: Error) => {
      const i = activos.indexOf(hilo);
      if (i >= 0) activos.splice(i, 1);
      hilo.actual?.mal(e);
      hilo.actual = null;
      if (!cerrado) despachar();
    };
    hilo.worker.on('error', caido);
    hilo.worker.on('exit', (codigo) => caido(new Error(`El generador de PDF terminó (código ${codigo})`)));
    activos.push(hilo);
    return hilo;
  };

  const encargar = (trabajo: TrabajoPdf): Promise<Buffer> => {
    if (cerrado) return Promise.reject(new Error('El generador de PDF está cerrado'));
    return new Promise<Buffer>((ok, mal) => {
      cola.push({ tarea: { id: siguienteId++, trabajo }, ok, mal });
      despachar();
    });
  };

  return {
    generar: (datos) => encargar({ clase: 'certificado', datos }),
    generarEstadoCuenta: (datos) => encargar({ clase: 'estado_cuenta', datos }),
    async cerrar() {
      cerrado = true;
      for (const p of cola.splice(0)) p.mal(new Error('El generador de PDF está cerrado'));
      await Promise.all(activos.splice(0).map((h) => h.worker.terminate()));
    },
  };
}
