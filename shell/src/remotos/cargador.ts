import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Título del aviso de un remoto que no carga. */
export const TEXTO_NO_CARGA = 'No se pudo cargar este módulo';

/** remotes.json: nombre del remoto → URL de su mf-manifest.json. */
export type ListaRemotos = Record<string, string>;

/**
 * Un remoto que no carga. El mensaje lleva el de la causa: p. ej. el runtime de Module Federation
 * cuando el remoto se construyó contra una versión incompatible de un singleton
 * ('Version 1.0.0 from shell of shared singleton module @fondo/runtime does not satisfy the
 * requirement of mfe_x which needs ^2.0.0'), para que la consola nombre ambas versiones.
 */
export class RemotoNoDisponible extends Error {
  constructor(remoto: string, causa?: unknown) {
    const detalle = causa instanceof Error ? `: ${causa.message}` : '';
    super(`El módulo ${remoto} no está disponible${detalle}`, { cause: causa });
    this.name = 'RemotoNoDisponible';
  }
}

let lista: Promise<ListaRemotos> | null = null;
const cargados = new Map<string, ComponentType>();
const registrados = new Map<string, string>();
let intentos = 0;

/** Lee /remotes.json (sin caché; un fallo no se recuerda, se vuelve a pedir). */
export function leerListaDeRemotos(): Promise<ListaRemotos> {
  lista ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then(async (r) => {
      if (!r.ok) throw new Error(`remotes.json respondió ${r.status}`);
      const datos = (await r.json()) as unknown;
      if (typeof datos !== 'object' || datos === null) throw new Error('remotes.json no es un objeto');
      return datos as ListaRemotos;
    })
    .catch((e: unknown) => {
      lista = null;
      throw e;
    });
  return lista;
}

/**
 * Carga el módulo './routes' de un remoto. reintento: vuelve a registrar el remoto (force)
 * con la URL del manifiesto marcada, para que ni el runtime ni el navegador reutilicen el fallo.
 */
export async function cargarRutasRemotas(remoto: string, reintento = false): Promise<ComponentType> {
  const hecho = cargados.get(remoto);
  if (hecho) return hecho;
  let entrada: string | undefined;
  try {
    entrada = (await leerListaDeRemotos())[remoto];
  } catch (e) {
    throw new RemotoNoDisponible(remoto, e);
  }
  if (!entrada) throw new RemotoNoDisponible(remoto);
  try {
    if (reintento || registrados.get(remoto) !== entrada) {
      const url = reintento ? `${entrada}${entrada.includes('?') ? '&' : '?'}reintento=${++intentos}` : entrada;
      registerRemotes([{ name: remoto, entry: url }], { force: registrados.has(remoto) });
      registrados.set(remoto, entrada);
    }
    const modulo = await loadRemote<{ default?: ComponentType }>(`${remoto}/routes`);
    const componente = modulo?.default;
    if (typeof componente !== 'function') throw new Error(`${remoto}/routes no exporta un componente`);
    cargados.set(remoto, componente);
    return componente;
  } catch (e) {
    throw new RemotoNoDisponible(remoto, e);
  }
}

/** Solo para pruebas. */
export function reiniciarCargador(): void {
  lista = null;
  cargados.clear();
  registrados.clear();
  intentos = 0;
}
