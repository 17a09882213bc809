// Trabajo periódico de la cola: cada proceso de la API intenta crear, al arrancar y cada hora, el
// trabajo del día de cada tarea; la clave única ('purga_archivos:2026-11-24') hace que exista uno
// solo por día aunque haya varios procesos, y lo ejecuta el primero que lo tome.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { purgarArchivosSinUso } from '../archivos/purga.js';
import { encolar, purgarTrabajos } from './consultas.js';
import type { Manejador } from './cola.js';

const DIA = 24 * 60 * 60 * 1000;
/** Los correos enviados (sin su cuerpo) se guardan 30 días; los fallidos, 90. */
export const DIAS_TRABAJOS_HECHOS = 30;
export const DIAS_TRABAJOS_FALLIDOS = 90;

/** Tareas diarias: tipo de trabajo -> qué hace. */
export function tareasDiarias(db: Db, reloj: () => Date, log: FastifyBaseLogger): Record<string, Manejador> {
  return {
    purga_archivos: async () => {
      const borrados = await purgarArchivosSinUso(db, reloj());
      if (borrados > 0) log.info({ borrados }, 'Archivos sin uso borrados');
      return { borrados };
    },
    purga_cola: async () => {
      const ahora = reloj().getTime();
      const borrados = await purgarTrabajos(
        db,
        new Date(ahora - DIAS_TRABAJOS_HECHOS * DIA),
        new Date(ahora - DIAS_TRABAJOS_FALLIDOS * DIA),
      );
      return { borrados };
    },
  };
}

/** Crea (una vez por día, entre todos los procesos) el trabajo de hoy de cada tarea. */
export async function encolarDelDia(db: Db, tipos: readonly string[], ahora: Date): Promise<void> {
  const dia = ahora.toISOString().slice(0, 10);
  for (const tipo of tipos) await encolar(db, { tipo, clave: `${tipo}:${dia}`, maxIntentos: 3 });
}
