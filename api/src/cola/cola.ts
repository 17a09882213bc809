// Cola de trabajos durable en PostgreSQL (DESIGN 4): lo que sale de la petición (correos, purgas) se
// escribe en la tabla trabajo en la misma transacción de la acción (`encolar`, consultas.ts) y lo
// ejecuta el proceso de la API que lo tome. Módulo propio y no pg-boss: ver README, «Cola de trabajos».
//
// El trabajador de cada proceso sondea cada `intervaloMs` (y al instante con el aviso pg_notify en
// PGlite), toma trabajos con FOR UPDATE SKIP LOCKED (hasta `concurrencia` a la vez) y los marca en curso
// con un plazo: si el proceso muere, al vencer el plazo otro lo retoma. Un fallo temporal vuelve a intentarse con esperas
// crecientes (1, 2, 4, ... hasta 60 min); uno permanente, o el último intento, lo deja fallido.
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import {
  CANAL_COLA,
  completarTrabajo,
  fallarTrabajo,
  recuperarVencidos,
  tomarTrabajo,
  type TrabajoTomado,
} from './consultas.js';

/** Error de un trabajo: `permanente` lo da por fallido sin más intentos (p. ej. destinatario rechazado). */
export class ErrorTrabajo extends Error {
  constructor(
    mensaje: string,
    public readonly permanente = false,
  ) {
    super(mensaje);
    this.name = 'ErrorTrabajo';
  }
}

/** Ejecuta un trabajo; si devuelve datos, reemplazan los guardados (p. ej. sin el cuerpo del correo). */
export type Manejador = (t: TrabajoTomado) => Promise<Record<string, unknown> | void>;

/** Espera antes del intento siguiente al n-ésimo fallido: 1, 2, 4, 8, 16, 32 y luego 60 minutos. */
export function esperaReintento(intentos: number): number {
  return Math.min(60, 2 ** Math.max(0, intentos - 1)) * 60_000;
}

export interface OpcionesCola {
  db: Db;
  reloj: () => Date;
  log: FastifyBaseLogger;
  manejadores: Record<string, Manejador>;
  /** Cada cuánto se busca trabajo (por defecto 1 s). */
  intervaloMs?: number;
  /** Cuántos trabajos ejecuta a la vez este proceso (por defecto 1): las conexiones SMTP reusadas. */
  concurrencia?: number;
  /** Plazo de un intento antes de que otro proceso lo retome (por defecto 10 min). */
  plazoMs?: number;
  /** Después de cada intento (métricas): hecho, reintento (volverá a intentarse) o fallido (definitivo). */
  alTerminar?: (tipo: string, resultado: ResultadoIntento) => void;
}

export type ResultadoIntento = 'hecho' | 'reintento' | 'fallido';

export interface Cola {
  /** Arranca el trabajador de este proceso. */
  iniciar(): void;
  /** Lo detiene y espera el trabajo en curso (lo pendiente queda en la base). */
  detener(): Promise<void>;
  /** Ejecuta ya todo lo que está listo (el trabajador y las pruebas). Devuelve cuántos trabajos tomó. */
  procesar(): Promise<number>;
  /** Pide al trabajador una vuelta ya (p. ej. después de reprogramar). */
  despertar(): void;
  /** El trabajador de este proceso está en marcha (iniciado y sin detener): lo mira /api/listo. */
  enMarcha(): boolean;
}

export function crearCola(o: OpcionesCola): Cola {
  const intervaloMs = o.intervaloMs ?? 1000;
  const plazoMs = o.plazoMs ?? 10 * 60_000;
  const concurrencia = Math.max(1, o.concurrencia ?? 1);
  let vuelta: Promise<number> | null = null;
  let otraVuelta = false;
  let activo = false;
  /** detener() pedido: la vuelta en curso termina su trabajo y no toma otro. */
  let deteniendo = false;
  let temporizador: NodeJS.Timeout | null = null;
  let dejarDeEscuchar: (() => Promise<void>) | null = null;

  async function ejecutar(t: TrabajoTomado): Promise<void> {
    const manejador = o.manejadores[t.tipo];
    const ahora = () => o.reloj();
    let datos: Record<string, unknown> | void;
    try {
      if (!manejador) throw new ErrorTrabajo(`Tipo de trabajo desconocido: ${t.tipo}`, true);
      datos = await manejador(t);
    } catch (error) {
      const permanente = error instanceof ErrorTrabajo && error.permanente;
      const texto = error instanceof Error ? error.message : String(error);
      const fin = ahora();
      const estado = await fallarTrabajo(o.db, t, {
        ahora: fin,
        error: texto,
        permanente,
        siguiente: new Date(fin.getTime() + esperaReintento(t.intentos)),
      });
      o.log.warn(
        { id_trabajo: t.id_trabajo, tipo: t.tipo, intento: t.intentos, estado, error: texto },
        'Trabajo fallido',
      );
      o.alTerminar?.(t.tipo, estado === 'fallido' ? 'fallido' : 'reintento');
      return;
    }
    // Si esto falla (base caída), el trabajo queda en curso y se retoma al vencer su plazo.
    await completarTrabajo(o.db, t, ahora(), datos ?? undefined);
    o.alTerminar?.(t.tipo, 'hecho');
  }

  async function unaVuelta(): Promise<number> {
    let tomados = 0;
    await recuperarVencidos(o.db, o.reloj());
    /** Toma y ejecuta hasta que no quede nada listo; `concurrencia` de estos corren juntos. */
    async function hilo(): Promise<void> {
      while (!deteniendo) {
        const t = await tomarTrabajo(o.db, o.reloj(), plazoMs);
        if (!t) return;
        tomados++;
        await ejecutar(t);
      }
    }
    await Promise.all(Array.from({ length: concurrencia }, hilo));
    return tomados;
  }

  /** Una vuelta a la vez por proceso; un pedido durante una vuelta hace otra al terminar. */
  function procesar(): Promise<number> {
    if (vuelta) {
      otraVuelta = true;
      return vuelta.then(() => procesar());
    }
    otraVuelta = false;
    vuelta = unaVuelta().finally(() => {
      vuelta = null;
    });
    return vuelta;
  }

  function programar(ms: number): void {
    if (!activo) return;
    if (temporizador) clearTimeout(temporizador);
    temporizador = setTimeout(() => {
      temporizador = null;
      procesar()
        .catch((error: unknown) => o.log.warn({ err: error }, 'La cola de trabajos no pudo leer la base'))
        .finally(() => programar(otraVuelta ? 0 : intervaloMs));
    }, ms);
    temporizador.unref();
  }

  return {
    iniciar() {
      if (activo) return;
      activo = true;
      deteniendo = false;
      const cliente = (o.db as { $client?: unknown }).$client;
      if (cliente instanceof PGlite) {
        cliente
          .listen(CANAL_COLA, () => programar(0))
          .then((dejar) => {
            if (activo) dejarDeEscuchar = dejar;
            else void dejar();
          })
          .catch((error: unknown) => o.log.warn({ err: error }, 'Sin avisos de la cola: se sondea'));
      }
      programar(0);
    },
    async detener() {
      activo = false;
      deteniendo = true;
      if (temporizador) clearTimeout(temporizador);
      temporizador = null;
      await dejarDeEscuchar?.().catch(() => undefined);
      dejarDeEscuchar = null;
      await vuelta?.catch(() => undefined);
      // Detenido el trabajador, procesar() a mano vuelve a funcionar (pruebas).
      deteniendo = false;
    },
    procesar,
    despertar() {
      programar(0);
    },
    enMarcha: () => activo,
  };
}
