import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { globalDeChunks } from '@fondo/portal/manifiesto';
import { precargaTempranaDeLaPagina } from '../precarga-temprana/protocolo';
import type { ComponentType } from 'react';
import type { RutasDeRemoto } from '@fondo/ui';

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
/** Rutas de cada remoto ya cargado y la entrada de remotes.json con que se cargaron. */
const cargados = new Map<string, { entrada: string; componente: ComponentType }>();
const registrados = new Map<string, string>();
let intentos = 0;
let primeraLectura = true;

/** La primera lectura de remotes.json (la que precargó el index.html) sirve a las entradas de los 5 s siguientes al arranque. */
const VIGENCIA_PRIMERA_MS = 5000;
let arranque = Date.now();
let primera: Promise<ListaRemotos> | null = null;

/**
 * Lee /remotes.json. Cada entrada a un remoto lo pide de nuevo (así se ve un remoto recién publicado),
 * revalidando (no-cache: el servidor responde 304 si no cambió), salvo en los primeros 5 s de la página: ahí
 * sirve la primera lectura, que va sin opciones de caché para tomar la respuesta que el index.html precargó
 * (<link rel=preload as=fetch>), o la que ya tomó la precarga temprana, y la comparten la precarga y la
 * primera carga. Las peticiones a la vez comparten una y un fallo no se recuerda.
 */
export function leerListaDeRemotos(): Promise<ListaRemotos> {
  if (primera && Date.now() - arranque <= VIGENCIA_PRIMERA_MS) return primera;
  if (lista) return lista;
  const esPrimera = primeraLectura;
  primeraLectura = false;
  // la primera: la que ya pidió la precarga temprana del index.html, si corrió (precarga-temprana/)
  const temprana = esPrimera ? precargaTempranaDeLaPagina()?.lista.then((r) => r.clone()) : undefined;
  const pedida: Promise<ListaRemotos> = (
    temprana ?? fetch('/remotes.json', esPrimera ? undefined : { cache: 'no-cache' })
  )
    .then(async (r) => {
      if (!r.ok) throw new Error(`remotes.json respondió ${r.status}`);
      const datos = (await r.json()) as unknown;
      if (typeof datos !== 'object' || datos === null) throw new Error('remotes.json no es un objeto');
      return datos as ListaRemotos;
    })
    .catch((e: unknown) => {
      if (primera === pedida) primera = null;
      throw e;
    })
    .finally(() => {
      if (lista === pedida) lista = null;
    });
  lista = pedida;
  if (esPrimera) primera = pedida;
  return pedida;
}

/** Las rutas del remoto ya cargadas (sin pedir nada), para dibujarlas sin esperar al entrar. */
export function rutasYaCargadas(remoto: string): ComponentType | undefined {
  return cargados.get(remoto)?.componente;
}

/**
 * Carga el módulo './routes' de un remoto según la entrada vigente de remotes.json. Si la entrada cambió
 * (se publicó otra versión del remoto), lo registra de nuevo (force) y carga la nueva; si remotes.json no
 * responde, sigue la versión ya cargada. reintento: vuelve a registrar el remoto con la URL del manifiesto
 * marcada, para que ni el runtime ni el navegador reutilicen el fallo.
 */
export async function cargarRutasRemotas(remoto: string, reintento = false): Promise<ComponentType> {
  const hecho = cargados.get(remoto);
  let entrada: string | undefined;
  try {
    entrada = (await leerListaDeRemotos())[remoto];
  } catch (e) {
    if (hecho) return hecho.componente;
    throw new RemotoNoDisponible(remoto, e);
  }
  if (!entrada) throw new RemotoNoDisponible(remoto);
  if (hecho && hecho.entrada === entrada && !reintento) return hecho.componente;
  try {
    if (reintento || registrados.get(remoto) !== entrada) {
      const url = reintento ? `${entrada}${entrada.includes('?') ? '&' : '?'}reintento=${++intentos}` : entrada;
      if (hecho) {
        // Otra versión del remoto: sus chunks (mismos ids, otro código) se cargan de nuevo.
        delete (globalThis as Record<string, unknown>)[globalDeChunks(remoto)];
      }
      registerRemotes([{ name: remoto, entry: url }], { force: registrados.has(remoto) });
      registrados.set(remoto, entrada);
    }
    const modulo = await loadRemote<{ default?: ComponentType & Partial<Pick<RutasDeRemoto, 'precargarRuta'>> }>(
      `${remoto}/routes`,
    );
    const componente = modulo?.default;
    if (typeof componente !== 'function') throw new Error(`${remoto}/routes no exporta un componente`);
    // La página abierta llega antes de dibujar el remoto: sin indicador de carga dentro de él, React la
    // dibuja en cuanto está (tras un indicador esperaba 300 ms desde que lo mostró). Un remoto sin
    // precargarRuta (publicado antes) se dibuja como siempre.
    if (typeof componente.precargarRuta === 'function') await componente.precargarRuta(window.location.pathname);
    cargados.set(remoto, { entrada, componente });
    return componente;
  } catch (e) {
    throw new RemotoNoDisponible(remoto, e);
  }
}

/** Solo para pruebas. */
export function reiniciarCargador(): void {
  lista = null;
  primera = null;
  arranque = Date.now();
  primeraLectura = true;
  cargados.clear();
  registrados.clear();
  intentos = 0;
}
