// Llamadas de la API del dominio Mensajes (SPEC 7; los adjuntos van por @fondo/ui/archivos). Las fechas de
// los mensajes son instantes ISO (con hora): se formatean al mostrarlas.
import { cliente } from '@fondo/runtime';
import type { ColumnaMensajes, CuerpoMensaje, HiloMensaje, RespuestaMensaje, RespuestaMensajes } from '@fondo/contrato';

/** Filtro de estado de la lista (SPEC 2.18): Todos, Abiertos (0) o Cerrados (1). */
export type FiltroEstadoMensajes = 'todos' | 'abiertos' | 'cerrados';

/** Filtros de la lista (convención de listas; orden por defecto -ultima_actualizacion). */
export interface FiltroMensajes {
  estado: FiltroEstadoMensajes;
  pagina: number;
  tamano: number;
  orden?: ColumnaMensajes | `-${ColumnaMensajes}`;
}

const ESTADO_CONSULTA: Record<FiltroEstadoMensajes, number | null> = { todos: null, abiertos: 0, cerrados: 1 };

/** GET /api/mensajes?estado=: los hilos propios, o todos para un superadmin. */
export async function obtenerMensajes(f: FiltroMensajes): Promise<RespuestaMensajes> {
  const consulta = {
    pagina: f.pagina,
    tamano: f.tamano,
    estado: ESTADO_CONSULTA[f.estado] ?? undefined,
    orden: f.orden,
  };
  return cliente.mensajes.listar({ consulta });
}

/** GET /api/mensajes/{id}: el mensaje y sus respuestas, con infoAdjuntos. */
export async function obtenerHilo(id: number): Promise<HiloMensaje> {
  return cliente.mensajes.hilo({ params: { id } });
}

/** POST /api/mensajes: hilo nuevo o respuesta; devuelve el hilo entero. */
export async function escribirMensaje(cuerpo: CuerpoMensaje): Promise<HiloMensaje> {
  return cliente.mensajes.escribir({ cuerpo });
}

/** GET /api/mensajes/importar (superadmin): el texto con lo importado y lo omitido. */
export async function importarCorreo(): Promise<RespuestaMensaje> {
  return cliente.mensajes.importar(undefined, { timeout: 300_000 });
}
