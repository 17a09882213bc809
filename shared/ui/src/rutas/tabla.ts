import { matchPath } from '@fondo/runtime';
import { REMOTOS, prefijosDe, type Remoto } from '@fondo/portal/manifiesto';

/**
 * Tabla de rutas de SPEC 2.1, del manifiesto del portal: qué remoto sirve cada ruta.
 * Un remoto sirve sus patrones y todo lo que cuelga de su primer segmento ('/ahorro/x'):
 * una subruta desconocida la resuelve él con la página 404 del portal.
 */
export interface EntradaRemoto {
  /** Nombre de Module Federation (clave en remotes.json). */
  remoto: string;
  /** Área funcional, para el aviso de módulo no disponible. */
  titulo: string;
  rutas: string[];
}

export function entradaDe(r: Remoto): EntradaRemoto {
  return {
    remoto: r.nombre,
    titulo: r.titulo,
    rutas: [...r.rutas.map((x) => x.patron), ...prefijosDe(r).map((p) => `${p}/*`)],
  };
}

export const TABLA_REMOTOS: EntradaRemoto[] = REMOTOS.map(entradaDe);

/** ¿La ruta es de esta entrada? */
export function esDeRemoto(entrada: EntradaRemoto, pathname: string): boolean {
  return entrada.rutas.some((r) => matchPath({ path: r, end: true }, pathname) !== null);
}

/** El remoto que sirve una ruta, o null si la sirve la shell. */
export function remotoDeRuta(pathname: string): EntradaRemoto | null {
  return TABLA_REMOTOS.find((e) => esDeRemoto(e, pathname)) ?? null;
}
