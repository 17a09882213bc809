// Un grupo de hilos (worker_threads) que ejecuta tareas fuera del bucle de eventos de la API: hasta
// `hilos` a la vez, los demás esperan en fila. Los hilos nacen al primer uso; un hilo retiene el proceso
// solo mientras tiene una tarea (ocioso, no impide que termine).
// Lo usan el PDF (certificados/generador-pdf.ts) y argon2 (auth/claves.ts).
//
// Protocolo: el hilo recibe { id, tarea } y responde { id, resultado } o { id, error }.
import { Worker } from 'node:worker_threads';

/**
 * Crea hilos de un módulo vecino de `base` (su import.meta.url): desde dist, el .js compilado; desde src
 * (tsx, jest), registra tsx en el hilo y carga el .ts.
 */
export function hiloDeModulo(base: string, nombre: string): () => Worker {
  const desdeFuente = base.endsWith('.ts');
  const archivo = new URL(`./${nombre}${desdeFuente ? '.ts' : '.js'}`, base);
  return () =>
    desdeFuente
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(archivo.href)}); })`,
          { eval: true },
        )
      : new Worker(archivo);
}

export interface PoolDeHilos<T, R> {
  encargar(tarea: T): Promise<R>;
  /** Tareas en un hilo y en la fila (métricas). */
  estado(): { activos: number; esperando: number };
  cerrar(): Promise<void>;
}

export type MensajeAlHilo<T> = { id: number; tarea: T };
export type RespuestaDelHilo<R> = { id: number; resultado: R } | { id: number; error: string };

interface Pendiente<T, R> {
  mensaje: MensajeAlHilo<T>;
  ok: (r: R) => void;
  mal: (e: Error) => void;
}
interface Hilo<T, R> {
  worker: Worker;
  actual: Pendiente<T, R> | null;
}

export function crearPoolDeHilos<T, R>(o: {
  hilos: number;
  crear: () => Worker;
  /** para los errores: «El generador de PDF» */
  nombre: string;
}): PoolDeHilos<T, R> {
  const activos: Hilo<T, R>[] = [];
  const fila: Pendiente<T, R>[] = [];
  let siguienteId = 1;
  let cerrado = false;

  const despachar = () => {
    while (fila.length > 0) {
      let hilo = activos.find((h) => h.actual === null);
      if (!hilo && activos.length < o.hilos) hilo = nuevoHilo();
      if (!hilo) return;
      const p = fila.shift()!;
      hilo.actual = p;
      hilo.worker.ref();
      hilo.worker.postMessage(p.mensaje);
    }
  };

  const nuevoHilo = (): Hilo<T, R> => {
    const hilo: Hilo<T, R> = { worker: o.crear(), actual: null };
    hilo.worker.on('message', (r: RespuestaDelHilo<R>) => {
      const p = hilo.actual;
      hilo.actual = null;
      hilo.worker.unref();
      if (p && p.mensaje.id === r.id) {
        if ('error' in r) p.mal(new Error(r.error));
        else p.ok(r.resultado);
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
    hilo.worker.on('exit', (codigo) => caido(new Error(`${o.nombre} terminó (código ${codigo})`)));
    // Después de los oyentes: oír 'message' vuelve a retener el hilo.
    hilo.worker.unref();
    activos.push(hilo);
    return hilo;
  };

  return {
    encargar(tarea) {
      if (cerrado) return Promise.reject(new Error(`${o.nombre} está cerrado`));
      return new Promise<R>((ok, mal) => {
        fila.push({ mensaje: { id: siguienteId++, tarea }, ok, mal });
        despachar();
      });
    },
    estado: () => ({ activos: activos.filter((h) => h.actual !== null).length, esperando: fila.length }),
    async cerrar() {
      cerrado = true;
      for (const p of fila.splice(0)) p.mal(new Error(`${o.nombre} está cerrado`));
      await Promise.all(activos.splice(0).map((h) => h.worker.terminate()));
    },
  };
}
